/**
 * The Monte Carlo engine: runs a kernel's trials in chunks, stops early at fixed checkpoints
 * once `precision` is met, and gives up with `TimeLimitExceeded` past the computation's deadline
 * (or `Cancelled` once its caller left). Nothing here depends on timing except that give-up and
 * where the chunks run (the pool, or the event loop for trials measured cheap: costs.ts): the
 * counts are a function of (kernel, params, seed, trials, precision) alone.
 *
 * A paired run (`runPaired`, chunks.ts) counts through the same loop (`runCounts`); only its
 * precision test reads the differences too.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Tally } from '../../simulations/core/tally.js';
import type { Budget, Deadline } from './budget.js';
import { CHUNK_TRIALS, chunkCount, jointCounts, pairedCounts, type ChunkResult, type ChunkTask } from './chunks.js';
import type { Runners } from './compute.js';
import { costKey, type CostMemo } from './costs.js';
import type { ChunkRunner } from './runner.js';
import { pairedDifference, type JointCounts } from './stats.js';
import { eventSlot, widestHalfWidth } from './summary.js';

/**
 * Contiguous ranges of chunks per thread and segment, at least: several per thread, so that a
 * thread that runs slower (another process on its core, or a less optimised isolate) does not
 * hold the others up at the end. Large segments have more (`chunksPerPart`).
 */
export const PARTS_PER_THREAD = 8;

/**
 * How many chunks make one part. Computations take turns on the threads part by part
 * (fairDispatch.ts), so a part is the longest another computation waits for a thread, and each
 * part costs a pool round trip: once the pool has measured the kernel with these parameters
 * (costs.ts), a part is about `PART_TARGET_MS` of thread time; before that, `MAX_CHUNKS_PER_PART`.
 */
export const MAX_CHUNKS_PER_PART = 4;
export const PART_TARGET_MS = 10;
/** the most chunks in a part of a cheap kernel (its parts still spread over the threads) */
export const MAX_MEASURED_CHUNKS_PER_PART = 16;

export function chunksPerPart(trialMs: number | undefined): number {
  if (trialMs === undefined || !(trialMs > 0)) return MAX_CHUNKS_PER_PART;
  const fit = Math.floor(PART_TARGET_MS / (trialMs * CHUNK_TRIALS));
  return Math.max(1, Math.min(MAX_MEASURED_CHUNKS_PER_PART, fit));
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

/** What the parts of a segment measured, remembered for the next choice of runner. */
function remember(costs: CostMemo, key: string | undefined, results: readonly ChunkResult[]): void {
  let trials = 0;
  let runMs = 0;
  let prepareMs: number | undefined;
  for (const r of results) {
    trials += r.trials;
    runMs += r.runMs;
    if (r.prepareMs !== undefined) prepareMs = Math.max(prepareMs ?? 0, r.prepareMs);
  }
  if (trials > 0) costs.record(key, { trialMs: runMs / trials, ...(prepareMs === undefined ? {} : { prepareMs }) });
}

/**
 * Runs `tasks` on `runner`, at most `runner.threads` at a time, each as the previous ones come
 * back: computations in flight take turns on the threads instead of queueing behind each other's
 * whole segments. Gives up as soon as the deadline's signal aborts (the parts still running stop
 * at their next chunk, or are ended by the backstop).
 */
async function runParts(runner: ChunkRunner, tasks: readonly ChunkTask[], deadline: Deadline): Promise<ChunkResult[]> {
  const results = new Array<ChunkResult>(tasks.length);
  const backstop = deadline.backstop;
  let next = 0;
  let failed: unknown;
  const lane = async (): Promise<void> => {
    while (next < tasks.length && failed === undefined && !deadline.signal.aborted) {
      const i = next++;
      try {
        results[i] = await runner.run(itemAt(tasks, i), backstop);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await deadline.race(Promise.all(Array.from({ length: Math.min(runner.threads, tasks.length) }, lane)));
  if (deadline.signal.aborted || results.some((r) => r?.stopped)) throw deadline.reason();
  if (failed !== undefined) throw failed;
  return results;
}

/**
 * Counts `task.trials` trials in chunks, `size` counts a chunk, from checkpoint to checkpoint:
 * each segment split into parts on `pool`, or run on `inline` when the pool measured it cheap,
 * the parts' counts added up. Stops early at a checkpoint once `widest` (the widest half-width
 * of the intervals the counts give) is at most `precision`. The counts and the trials they are of.
 */
export async function runCounts(
  task: Omit<ChunkTask, 'from' | 'to' | 'stop'>,
  size: number,
  { inline, pool }: Runners,
  opts: {
    deadline: Deadline;
    precision?: number;
    widest: (acc: Float64Array, trials: number) => number;
    onCheckpoint?: (acc: Float64Array, trials: number) => void;
  },
): Promise<{ acc: Float64Array; trials: number }> {
  const acc = new Float64Array(size);
  const totalChunks = chunkCount(task.trials);
  const { deadline, onCheckpoint, precision } = opts;
  const key = costKey(task.kernel, task.params);
  const stop = { flag: deadline.flag, at: deadline.at };
  let done = 0;
  for (const point of checkpoints(totalChunks, precision, onCheckpoint !== undefined)) {
    deadline.check();
    const chunks = point - done;
    const segmentTrials = Math.min(task.trials, point * CHUNK_TRIALS) - done * CHUNK_TRIALS;
    const runner = inline !== pool && pool.costs?.trialsAreCheap(key, segmentTrials) ? inline : pool;
    const perPart = chunksPerPart(pool.costs?.get(key)?.trialMs);
    const parts = Math.min(chunks, Math.max(runner.threads * PARTS_PER_THREAD, Math.ceil(chunks / perPart)));
    const tasks: ChunkTask[] = [];
    for (let i = 0; i < parts; i++) {
      const from = done + Math.floor((chunks * i) / parts);
      const to = done + Math.floor((chunks * (i + 1)) / parts);
      tasks.push({ ...task, stop, from, to });
    }
    const results = await runParts(runner, tasks, deadline);
    if (runner === pool && pool.costs) remember(pool.costs, key, results);
    // `!`: every part counts `size` slots (a stopped one, with none, threw in `runParts`)
    for (const part of results) for (let i = 0; i < size; i++) acc[i]! += part.counts[i]!;
    done = point;
    const trialsSoFar = Math.min(task.trials, done * CHUNK_TRIALS);
    if (precision !== undefined && opts.widest(acc, trialsSoFar) <= precision) return { acc, trials: trialsSoFar };
    if (onCheckpoint && point < totalChunks) onCheckpoint(acc, trialsSoFar);
  }
  return { acc, trials: task.trials };
}

export interface PairedResult {
  /** each variant's counts, and its chosen event against the first variant's (the first's own: n10 = n01 = 0) */
  variants: Array<{ tally: Tally; counts: Float64Array; joint: JointCounts }>;
  /** trials run (of each variant) */
  trials: number;
}

function readResult(tallies: readonly Tally[], total: Float64Array, trials: number): PairedResult {
  const sizes = tallies.map((t) => t.size);
  const { accs, joint } = pairedCounts(sizes, total);
  const variants = tallies.map((tally, v) => ({ tally, counts: itemAt(accs, v).slice(), joint: jointCounts(joint, v) }));
  return { variants, trials };
}

/** The widest half-width among every variant's events and every difference from the first. */
function widest(result: PairedResult, z: number): number {
  let w = 0;
  for (const [v, variant] of result.variants.entries()) {
    w = Math.max(w, widestHalfWidth(variant.tally, variant.counts, result.trials, z));
    if (v === 0) continue;
    const { ci } = pairedDifference(variant.joint, z);
    w = Math.max(w, (ci[1] - ci[0]) / 2);
  }
  return w;
}

/**
 * Runs every variant's trials on the same draws, within a budget; `event` is the chosen event's
 * name (in every tally). Variants x trials are taken from the budget's trials cap first
 * (`TrialsCapExceeded` when they would pass it), then its deadline. `precision`: every variant's
 * probabilities and every difference that narrow.
 */
export async function runPaired<P>(
  runners: Runners,
  budget: Budget,
  kernel: Kernel<P>,
  params: readonly P[],
  event: string,
  run: { trials: number; seed: number; z: number; precision?: number },
): Promise<PairedResult> {
  budget.deadline.check();
  budget.takeTrials(run.trials * params.length);
  const tallies = params.map((p) => tallyOf(kernel, p));
  const slots = tallies.map((t) => eventSlot(t, event));
  if (slots.some((s) => s < 0)) throw new Error(`kernel ${kernel.name}: some variant has no event ${event}`);
  const { acc, trials } = await runCounts(
    { kernel: kernel.name, params: [...params], slots, seed: run.seed, trials: run.trials },
    pairedCounts(tallies.map((t) => t.size)).out.length,
    runners,
    { deadline: budget.deadline, precision: run.precision, widest: (counts, n) => widest(readResult(tallies, counts, n), run.z) },
  );
  return readResult(tallies, acc, trials);
}
