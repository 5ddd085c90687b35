/**
 * The Monte Carlo engine: runs a kernel's trials in chunks (inline when few, on the worker
 * pool when many), stops early at fixed checkpoints once `precision` is met, and gives up with
 * `TimeLimitExceeded` past the computation's deadline. Nothing here depends on timing except that
 * give-up: the counts are a function of (kernel, params, seed, trials, precision) alone. A caller
 * may watch the counts at each checkpoint (`onCheckpoint`) and stop the run (`signal`).
 */
import { setMaxListeners } from 'node:events';
import type { Kernel } from '../../simulations/core/kernel.js';
import type { Tally } from '../../simulations/core/tally.js';
import { TimeLimitExceeded, type Deadline } from './budget.js';
import { CHUNK_TRIALS, chunkCount } from './chunks.js';
import type { ChunkRunner } from './runner.js';
import { widestHalfWidth } from './summary.js';

/** Segments this small run on the calling thread: a pool round trip would cost more. */
export const INLINE_CHUNKS = 4;

/**
 * Contiguous ranges of chunks per thread and segment. Several per thread, so that a thread that
 * runs slower (another process on its core, or a less optimised isolate) does not hold the
 * others up at the end: a part of a 10,000,000-trial request is about 38 chunks, a few tens of
 * milliseconds, against well under a millisecond of pool round trip and stream jumps per part.
 */
export const PARTS_PER_THREAD = 8;

export interface MonteCarloOptions {
  trials: number;
  seed: number;
  /** z of the reported intervals (for the precision test) */
  z: number;
  precision?: number;
  /** past it, the run gives up with `TimeLimitExceeded` */
  deadline: Deadline;
  /**
   * Called at every checkpoint but the last with the counts so far (read them at once: they
   * keep growing). Asking for it adds progress checkpoints (`checkpoints(..., true)`); the counts
   * are sums of fixed chunks, so the result is the same as without it.
   */
  onCheckpoint?: (sofar: MonteCarloResult) => void;
  /** aborts the run (its caller went away): chunks queued or running are dropped, and the run throws the signal's reason */
  signal?: AbortSignal;
}

export interface MonteCarloResult {
  tally: Tally;
  acc: Float64Array;
  trials: number;
}

/**
 * Chunk counts after which `precision` is tested (and progress reported): 1, 2, 4, ..., 64, then
 * every 64 chunks, always ending at the last chunk. Fixed, a function of the trials and
 * `precision` alone (never of time), so the stopping point is reproducible. Without `precision`
 * and without `progress` there is one checkpoint, at the end.
 */
export function checkpoints(totalChunks: number, precision?: number, progress = false): number[] {
  if (precision === undefined && !progress) return [totalChunks];
  const points: number[] = [];
  for (let c = 1; c < totalChunks; c = c < 64 ? c * 2 : c + 64) points.push(c);
  points.push(totalChunks);
  return points;
}

function addInto(total: Float64Array, part: Float64Array): void {
  for (let i = 0; i < total.length; i++) total[i] += part[i];
}

export async function monteCarlo<P>(
  kernel: Kernel<P>,
  params: P,
  opts: MonteCarloOptions,
  inline: ChunkRunner,
  pool: ChunkRunner,
): Promise<MonteCarloResult> {
  const { tally } = kernel.prepare(params);
  const acc = new Float64Array(tally.size);
  const totalChunks = chunkCount(opts.trials);
  const { deadline } = opts;
  // every part in flight listens for the time limit
  setMaxListeners(Math.max(inline.threads, pool.threads) * PARTS_PER_THREAD + 1, deadline.signal);
  const base = { kernel: kernel.name, params, seed: opts.seed, trials: opts.trials };
  const { onCheckpoint, signal: stop } = opts;
  // the pool drops a task on either: the deadline, or the caller gone
  const signal = stop ? AbortSignal.any([deadline.signal, stop]) : deadline.signal;
  let done = 0;
  for (const point of checkpoints(totalChunks, opts.precision, onCheckpoint !== undefined)) {
    stop?.throwIfAborted();
    deadline.check();
    const chunks = point - done;
    const runner = chunks <= INLINE_CHUNKS ? inline : pool;
    const parts = Math.min(chunks, runner.threads * PARTS_PER_THREAD);
    const jobs: Promise<Float64Array>[] = [];
    for (let i = 0; i < parts; i++) {
      const from = done + Math.floor((chunks * i) / parts);
      const to = done + Math.floor((chunks * (i + 1)) / parts);
      jobs.push(runner.run({ ...base, from, to }, signal));
    }
    let results: Float64Array[];
    try {
      results = await Promise.all(jobs);
    } catch (err) {
      stop?.throwIfAborted();
      if (deadline.passed()) throw new TimeLimitExceeded(deadline.limitMs);
      throw err;
    }
    for (const part of results) addInto(acc, part);
    done = point;
    const trialsSoFar = Math.min(opts.trials, done * CHUNK_TRIALS);
    if (opts.precision !== undefined && widestHalfWidth(tally, acc, trialsSoFar, opts.z) <= opts.precision) {
      return { tally, acc, trials: trialsSoFar };
    }
    if (onCheckpoint && point < totalChunks) onCheckpoint({ tally, acc, trials: trialsSoFar });
  }
  return { tally, acc, trials: opts.trials };
}
