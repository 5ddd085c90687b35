/**
 * Runs a range of fixed-size chunks of trials. Chunk k always holds trials
 * [k * CHUNK_TRIALS, (k + 1) * CHUNK_TRIALS) and always draws from stream k of the seed, so the
 * counts of a chunk are the same on any thread; chunk counts are integers, so adding them in
 * any order gives the same bits.
 */
import type { Prepared } from '../../simulations/core/kernel.js';
import { GO, stopReason, type StopFlag } from './budget.js';
import { PureRng, keepStream, streamGenerator, type Stream } from './random.js';

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
 * Calls `chunk` for each chunk of [from, to) with the chunk's own generator (stream k of the
 * seed) and its number of trials. With `stop`, gives up before any chunk once the flag is raised
 * or its deadline passed (the counts are then partial: the caller, who raised it, throws them
 * away). Every run of chunks, plain or paired, draws its streams here.
 */
export function eachChunk(range: ChunkRange, stop: StopFlag | undefined, chunk: (generator: Stream, n: number) => void): void {
  const stream = streamGenerator(range.seed, range.from);
  let k = range.from;
  for (; k < range.to; k++) {
    if (stop && stopReason(stop) !== GO) break;
    chunk(stream.clone(), Math.min(CHUNK_TRIALS, range.trials - k * CHUNK_TRIALS));
    stream.jump();
  }
  // `stream` is now stream k of the seed: the request's next range on this thread starts here
  keepStream(range.seed, k, stream);
}

/** Runs chunks [from, to) and returns their summed counts (`stop` as `eachChunk` reads it). */
export function runChunks(prepared: Prepared, range: ChunkRange, stop?: StopFlag): Float64Array {
  const acc = new Float64Array(prepared.tally.size);
  const { trial, batch } = prepared;
  let rng: PureRng | undefined;
  eachChunk(range, stop, (generator, n) => {
    if (rng === undefined) rng = new PureRng(generator);
    else rng.generator = generator;
    if (batch) batch(rng, acc, n);
    else for (let i = 0; i < n; i++) trial(rng, acc);
  });
  return acc;
}
