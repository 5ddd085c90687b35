/**
 * Where work runs: inline on the calling thread, or on a pool of worker threads sized to the
 * cores. Both give the same counts for the same chunks, and the same exact answers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { runExact, type ExactResult, type ExactTask } from './exactTask.js';
import { runPairedTask, type PairedTask } from './pairedChunks.js';
import { runChunkTask, type ChunkResult, type ChunkTask } from './chunkTask.js';

/**
 * Memory of one worker thread (V8's limits for its isolate). Two threads on two cores: with the
 * event loop's own heap, the process stays near 1 GB at worst. An exact computation is stopped
 * well before (`EXACT_HEAP_BYTES`); a thread that runs out all the same is ended by Node and
 * replaced by the pool, and its task answers as too large (exact) or busy.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 } as const;

/** Most heap one exact computation may grow by, in bytes: well inside a worker's old generation. */
export const EXACT_HEAP_BYTES = 128 * 1024 * 1024;

/** Whether an error is a worker thread that ran out of memory (Node ended it). */
export function isOutOfMemory(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export interface ChunkRunner {
  readonly threads: number;
  run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkResult>;
  exact(task: ExactTask, signal?: AbortSignal): Promise<ExactResult>;
  /** a range of paired chunks: every variant of a comparison on the same draws (pairedChunks.ts) */
  paired(task: PairedTask, signal?: AbortSignal): Promise<Float64Array>;
  close(): Promise<void>;
}

export class InlineRunner implements ChunkRunner {
  readonly threads = 1;

  async run(task: ChunkTask): Promise<ChunkResult> {
    return runChunkTask(task, false);
  }

  async exact(task: ExactTask): Promise<ExactResult> {
    return runExact({ ...task, summary: true });
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
      resourceLimits: WORKER_LIMITS,
    });
  }

  /**
   * `signal` ends the task: taken off the queue when it has not started, its thread ended (and
   * replaced) when it has. The engine passes a backstop that aborts only when a task did not
   * stop by itself at its next chunk (budget.ts).
   */
  run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkResult> {
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
