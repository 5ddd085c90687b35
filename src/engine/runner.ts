/**
 * Where work runs: inline on the calling thread, or on a pool of worker threads sized to the
 * cores. Both give the same counts for the same chunks, and the same exact answers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { runChunks } from './chunks.js';
import { runExact, type ExactResult, type ExactTask } from './exactTask.js';
import { kernelByName } from './kernels.js';
import { runPairedTask, type PairedTask } from './pairedChunks.js';
import type { ChunkTask } from './worker.js';

export interface ChunkRunner {
  readonly threads: number;
  run(task: ChunkTask, signal?: AbortSignal): Promise<Float64Array>;
  exact(task: ExactTask, signal?: AbortSignal): Promise<ExactResult>;
  /** a range of paired chunks: every variant of a comparison on the same draws (pairedChunks.ts) */
  paired(task: PairedTask, signal?: AbortSignal): Promise<Float64Array>;
  close(): Promise<void>;
}

export class InlineRunner implements ChunkRunner {
  readonly threads = 1;

  async run(task: ChunkTask): Promise<Float64Array> {
    return runChunks(kernelByName(task.kernel).prepare(task.params), task);
  }

  async exact(task: ExactTask): Promise<ExactResult> {
    return runExact(task);
  }

  async paired(task: PairedTask): Promise<Float64Array> {
    return runPairedTask(task);
  }

  async close(): Promise<void> {}
}

export class PoolRunner implements ChunkRunner {
  readonly threads: number;
  private readonly pool: Piscina;

  constructor(threads = availableParallelism(), maxQueue = 1024) {
    this.threads = threads;
    this.pool = new Piscina({
      filename: new URL('./worker.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      maxQueue,
    });
  }

  run(task: ChunkTask, signal?: AbortSignal): Promise<Float64Array> {
    return this.pool.run(task, { signal });
  }

  exact(task: ExactTask, signal?: AbortSignal): Promise<ExactResult> {
    return this.pool.run(task, { name: 'exact', signal });
  }

  paired(task: PairedTask, signal?: AbortSignal): Promise<Float64Array> {
    return this.pool.run(task, { name: 'paired', signal });
  }

  /** share of the pool's capacity used since it started (read by /metrics) */
  get utilization(): number {
    return this.pool.utilization;
  }

  /** tasks waiting for a thread (read by /metrics) */
  get queued(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
