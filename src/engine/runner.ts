/**
 * Where work runs: inline on the calling thread, or on a pool of worker threads sized to the
 * cores. Both give the same counts for the same chunks, and the same exact answers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { runExact, type ExactResult, type ExactTask } from './exactTask.js';
import { runChunkTask, type ChunkResult, type ChunkTask } from './chunks.js';
import { CostMemo } from './costs.js';
import { FairDispatch } from './fairDispatch.js';
import type { WorkerHeap } from './worker.js';

/**
 * Memory of one worker thread (V8's limits for its isolate; docs/limits-and-hardening.md). A
 * thread that runs out is ended by Node and replaced by the pool, and its task answers as too
 * large (exact) or busy.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 } as const;

/** Most heap one exact computation may grow by, in bytes: well inside a worker's old generation. */
export const EXACT_HEAP_BYTES = 128 * 1024 * 1024;

/** Memory bounds of a pool (defaults: `WORKER_LIMITS`, `EXACT_HEAP_BYTES`). */
export interface PoolMemory {
  /** a worker thread's old generation, in MB */
  maxOldGenerationSizeMb?: number;
  /** most heap one exact computation may grow by, in bytes */
  exactHeapBytes?: number;
}

export interface ChunkRunner {
  readonly threads: number;
  /** most heap an exact computation may grow by here (undefined: not watched) */
  readonly exactHeapBytes?: number;
  /** what work measured here cost (a pool's: the event loop runs only work known to be cheap) */
  readonly costs?: CostMemo;
  run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkResult>;
  /** a kernel's exact computation or a named exact job (kernels.ts); `started`: called when the task is handed to a thread (its wait is over) */
  exact(task: ExactTask, signal?: AbortSignal, started?: () => void): Promise<ExactResult>;
  close(): Promise<void>;
}

/**
 * Work run on the calling thread: the service without worker threads (`threads: 0`, as tests and
 * the corpus's inline replay run it), and Monte Carlo segments the pool measured cheaper than a
 * round trip. It keeps no prepared kernel: the event loop holds nothing between requests.
 */
export class InlineRunner implements ChunkRunner {
  readonly threads = 1;

  async run(task: ChunkTask): Promise<ChunkResult> {
    return runChunkTask(task, false);
  }

  async exact(task: ExactTask, _signal?: AbortSignal, started?: () => void): Promise<ExactResult> {
    started?.();
    return runExact(task);
  }

  async close(): Promise<void> {}
}

/**
 * The pool's threads load the worker module by `import()`: piscina's first try, `require` of an
 * ES module, aborted a test run (a V8 fatal error in require(esm) under the test runner's module
 * hooks). Only where this Node knows the flag. Given flags, a thread does not inherit the
 * process's own (`npm start` gives none; a thread refuses V8's flags such as `--expose-gc`).
 */
const WORKER_EXEC_ARGV = process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')
  ? ['--no-experimental-require-module']
  : undefined;

/**
 * Work run on worker threads, one per core (piscina), so that trials and preparations not known
 * to be cheap, and exact computations that did not end within their try, never hold the event
 * loop. Its tasks take turns between computations (`FairDispatch`) rather than in the order they
 * came; it keeps the cost memo of what it measured (costs.ts).
 */
export class PoolRunner implements ChunkRunner {
  readonly exactHeapBytes: number;
  readonly costs = new CostMemo();
  private readonly pool: Piscina;
  private readonly turns: FairDispatch;

  constructor(
    readonly threads = availableParallelism(),
    memory: PoolMemory = {},
  ) {
    this.exactHeapBytes = memory.exactHeapBytes ?? EXACT_HEAP_BYTES;
    this.turns = new FairDispatch(threads);
    this.pool = new Piscina({
      filename: new URL('./worker.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      ...(WORKER_EXEC_ARGV === undefined ? {} : { execArgv: WORKER_EXEC_ARGV }),
      resourceLimits: { ...WORKER_LIMITS, maxOldGenerationSizeMb: memory.maxOldGenerationSizeMb || WORKER_LIMITS.maxOldGenerationSizeMb },
    });
  }

  /**
   * `signal` (the deadline's backstop) ends the task: taken off the queue when it has not started,
   * its thread ended (and replaced) when it has.
   */
  run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkResult> {
    return this.inTurn(task, undefined, signal);
  }

  exact(task: ExactTask, signal?: AbortSignal, started?: () => void): Promise<ExactResult> {
    return this.inTurn(task, 'exact', signal, started);
  }

  /**
   * Hands a task to the pool (the worker's export `name`, or its default) in its computation's
   * turn (fairDispatch.ts): a computation's tasks share one stop flag, which names its lane.
   */
  private inTurn<R>(task: { stop?: unknown }, name: string | undefined, signal?: AbortSignal, started?: () => void): Promise<R> {
    return this.turns.submit(
      task.stop ?? task,
      (): Promise<R> => {
        started?.();
        return this.pool.run(task, { name, signal });
      },
      signal,
    );
  }

  /** tasks sent to the pool and not yet back: waiting for their turn or running (read by the hardening probe) */
  get pending(): number {
    return this.turns.waiting + this.turns.running;
  }

  /** share of the pool's capacity used since it started (read by /metrics) */
  get utilization(): number {
    return this.pool.utilization;
  }

  /** tasks waiting for a thread (read by /metrics) */
  get queued(): number {
    return this.turns.waiting + this.pool.queueSize;
  }

  /** Each worker thread's heap in use, in bytes (worker.ts `heap`); a thread not reached in a few rounds is left out. */
  async heaps(): Promise<number[]> {
    const seen = new Map<number, number>();
    for (let round = 0; round < 8 && seen.size < this.threads; round++) {
      const got: WorkerHeap[] = await Promise.all(Array.from({ length: this.threads }, () => this.pool.run(null, { name: 'heap' })));
      for (const h of got) seen.set(h.threadId, h.heapUsed);
    }
    return [...seen.values()];
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
