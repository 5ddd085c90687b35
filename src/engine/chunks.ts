/**
 * Runs a range of fixed-size chunks of trials. Chunk k always holds trials
 * [k * CHUNK_TRIALS, (k + 1) * CHUNK_TRIALS) and always draws from stream k of the seed, so the
 * counts of a chunk are the same on any thread; chunk counts are integers, so adding them in
 * any order gives the same bits.
 *
 * The paired path runs every variant of a comparison (one kernel, one parameter set per variant)
 * trial by trial on the same draws (random.ts, `ReplayGenerator`).
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Prepared, Trial } from '../../simulations/core/kernel.js';
import type { Rng } from '../../simulations/core/rng.js';
import { GO, stopReason, wallClock, type StopFlag } from './budget.js';
import { keepNewest } from './costs.js';
import { kernelByName } from './kernels.js';
import { PureRng, ReplayGenerator, keepStream, streamGenerator, type Stream } from './random.js';
import type { JointCounts } from './stats.js';

export const CHUNK_TRIALS = 1 << 14;

export function chunkCount(trials: number): number {
  return Math.ceil(trials / CHUNK_TRIALS);
}

interface ChunkRange {
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
function eachChunk(range: ChunkRange, stop: StopFlag | undefined, chunk: (generator: Stream, n: number) => void): void {
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
  eachChunk(range, stop, (generator, n) => {
    const rng = new PureRng(generator);
    if (batch) batch(rng, acc, n);
    else for (let i = 0; i < n; i++) trial(rng, acc);
  });
  return acc;
}

/** The joint counts of one variant against the first, at `4 * v` in the joint block. */
const N11 = 0;
const N10 = 1;
const N01 = 2;
const N00 = 3;

/**
 * Runs `n` paired trials. `accs[v]` is variant v's accumulator (its tally's layout), `slots[v]`
 * the chosen event's slot in it: the slot before and after the trial says whether the event
 * happened, so nothing is allocated per trial. `joint` holds 4 counts per variant (n11, n10, n01,
 * n00 against variant 0, 1 = the event happened; variant 0 against itself has only n11 and n00).
 * `replay` saves and restores one trial's random state (a `ReplayGenerator`, or scripted dice).
 */
export function pairedTrials(
  trials: readonly Trial[],
  slots: readonly number[],
  accs: readonly Float64Array[],
  joint: Float64Array,
  rng: Rng,
  replay: Pick<ReplayGenerator, 'save' | 'restore'>,
  n: number,
): void {
  const variants = trials.length;
  const trial0 = itemAt(trials, 0);
  const acc0 = itemAt(accs, 0);
  const slot0 = itemAt(slots, 0);
  // `!`: the callers give an accumulator and a slot per trial, and 4 joint counts per variant
  for (let i = 0; i < n; i++) {
    replay.save();
    const before0 = acc0[slot0];
    trial0(rng, acc0);
    const first = acc0[slot0] !== before0;
    joint[first ? N11 : N00]!++;
    for (let v = 1; v < variants; v++) {
      replay.restore();
      const acc = accs[v]!;
      const slot = slots[v]!;
      const before = acc[slot];
      trials[v]!(rng, acc);
      const hit = acc[slot] !== before;
      joint[4 * v + (hit ? (first ? N11 : N10) : first ? N01 : N00)]!++;
    }
  }
}

/** Variant v's counts of its chosen event against the first's, from a paired run's `joint` counts. */
export function jointCounts(joint: ArrayLike<number>, v: number): JointCounts {
  return {
    n11: itemAt(joint, 4 * v + N11),
    n10: itemAt(joint, 4 * v + N10),
    n01: itemAt(joint, 4 * v + N01),
    n00: itemAt(joint, 4 * v + N00),
  };
}

/** A paired run's counts in one buffer (`out`, new unless given): each variant's (`accs[v]`), then 4 joint counts a variant. */
export function pairedCounts(sizes: readonly number[], out?: Float64Array) {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const buffer = out ?? new Float64Array(total + 4 * sizes.length);
  let at = 0;
  const accs = sizes.map((size) => {
    at += size;
    return buffer.subarray(at - size, at);
  });
  return { out: buffer, accs, joint: buffer.subarray(total) };
}

/** Runs chunks [from, to) of a paired run (`stop` as `eachChunk` reads it): its counts, as `pairedCounts` lays them out. */
export function runPairedChunks(prepared: readonly Prepared[], slots: readonly number[], range: ChunkRange, stop?: StopFlag): Float64Array {
  const { out, accs, joint } = pairedCounts(prepared.map((p) => p.tally.size));
  const trials = prepared.map((p) => p.trial);
  eachChunk(range, stop, (generator, n) => {
    const replay = new ReplayGenerator(generator);
    pairedTrials(trials, slots, accs, joint, new PureRng(replay), replay, n);
  });
  return out;
}

export interface ChunkTask extends ChunkRange {
  kernel: string;
  /** the kernel's parameters; of a paired run, one parameter set per variant, the first the baseline */
  params: unknown;
  /** a paired run: the chosen event's slot in each variant's tally */
  slots?: readonly number[];
  /** the request's stop flag: checked before every chunk */
  stop?: StopFlag;
}

/** What a range of chunks gave: the counts, and what it cost. */
export interface ChunkResult {
  counts: Float64Array;
  /** milliseconds `prepare` took, when it ran for this task (undefined: prepared before) */
  prepareMs?: number;
  runMs: number;
  trials: number;
  /** true when the stop flag ended it early (the counts are partial) */
  stopped: boolean;
}

/**
 * Kernels prepared lately on this thread, by kernel and parameters: a request's parts come one
 * after another to the same threads, and a prepare may take tens of milliseconds (base defence's
 * team tables over every subset of soldiers), to pay once per request, not once per part.
 */
const PREPARED_KEPT = 4;
const prepared = new Map<string, Prepared>();

/** The kernel prepared for `params`: kept from before, or prepared now (and kept when `keep`). */
function preparedFor(kernel: string, params: unknown, keep: boolean): { p: Prepared; ms?: number } {
  const key = keep ? `${kernel}\u0000${JSON.stringify(params)}` : '';
  const had = keep ? prepared.get(key) : undefined;
  if (had) {
    keepNewest(prepared, key, had, PREPARED_KEPT);
    return { p: had };
  }
  const t0 = wallClock();
  const p = kernelByName(kernel).prepare(params);
  const ms = wallClock() - t0;
  if (keep) keepNewest(prepared, key, p, PREPARED_KEPT);
  return { p, ms };
}

/**
 * Runs a chunk task here (on a worker, or inline): counts and costs. `keep`: keep what it
 * prepared for the task's next parts (a worker thread; the calling thread keeps nothing). A
 * paired run's variants are not kept: a comparison of many variants would push out the kernels
 * the parts of other requests are using.
 */
export function runChunkTask(task: ChunkTask, keep = true): ChunkResult {
  if (stopReason(task.stop) !== GO) return { counts: new Float64Array(0), runMs: 0, trials: 0, stopped: true };
  const { slots } = task;
  const paramsList = slots === undefined ? [task.params] : (task.params as readonly unknown[]);
  let ms: number | undefined;
  const made = paramsList.map((params) => {
    const m = preparedFor(task.kernel, params, keep && slots === undefined);
    if (m.ms !== undefined) ms = (ms ?? 0) + m.ms;
    return m.p;
  });
  const t0 = wallClock();
  const counts = slots === undefined ? runChunks(itemAt(made, 0), task, task.stop) : runPairedChunks(made, slots, task, task.stop);
  const runMs = wallClock() - t0;
  const stopped = stopReason(task.stop) !== GO;
  const trials = Math.max(0, Math.min(task.trials, task.to * CHUNK_TRIALS) - task.from * CHUNK_TRIALS);
  return { counts, ...(ms === undefined ? {} : { prepareMs: ms }), runMs, trials, stopped };
}
