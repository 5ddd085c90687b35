/**
 * Runs a range of fixed-size chunks of trials. Chunk k always holds trials
 * [k * CHUNK_TRIALS, (k + 1) * CHUNK_TRIALS) and always draws from stream k of the seed, so the
 * counts of a chunk are the same on any thread; chunk counts are integers, so adding them in
 * any order gives the same bits.
 */
import type { Prepared } from '../../simulations/core/kernel.js';
import { GO, stopReason, type StopFlag } from './budget.js';
import { PureRng, keepStream, streamGenerator } from './random.js';

export const CHUNK_TRIALS = 1 << 14;

export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_TRIALS);
}

export interface ChunkRange {
  seed: number;
  /** first chunk, included */
  from: number;
  /** last chunk, excluded */
  to: number;
  /** the request's total trials (the last chunk may be partial) */
  trials: number;
}

/**
 * Runs chunks [from, to) and returns their summed counts. With `stop`, gives up before any chunk
 * once the flag is raised or its deadline passed (the counts are then partial: the caller, who
 * raised it, throws them away).
 */
export function runChunks(prepared: Prepared, range: ChunkRange, stop?: StopFlag): Float64Array {
  const acc = new Float64Array(prepared.tally.size);
  const { trial, batch } = prepared;
  const stream = streamGenerator(range.seed, range.from);
  const rng = new PureRng(stream);
  let k = range.from;
  for (; k < range.to; k++) {
    if (stop && stopReason(stop) !== GO) break;
    rng.generator = stream.clone();
    const n = Math.min(CHUNK_TRIALS, range.trials - k * CHUNK_TRIALS);
    if (batch) batch(rng, acc, n);
    else for (let i = 0; i < n; i++) trial(rng, acc);
    stream.jump();
  }
  // `stream` is now stream k of the seed: the request's next range on this thread starts here
  keepStream(range.seed, k, stream);
  return acc;
}
