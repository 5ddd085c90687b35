/**
 * Monte Carlo on the paired path: the variants of a comparison (one kernel, one parameter set
 * each) run trial by trial on the same draws (pairedChunks.ts), in chunks, inline when few and
 * on the worker pool when many, with the same checkpoints, precision test and deadline as a
 * plain run (monteCarlo.ts). The counts are a function of (kernel, params, event, seed, trials,
 * precision) alone, whatever the number of threads.
 *
 * A paired run of n trials runs n trials of every variant: it takes variants x n trials from the
 * budget's cap.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Tally } from '../../simulations/core/tally.js';
import { TimeLimitExceeded, type Budget, type Deadline } from './budget.js';
import { CHUNK_TRIALS, chunkCount } from './chunks.js';
import { TrialsCapExceeded, type Runners } from './compute.js';
import { jointCountsAt, pairedLayout } from './pairedChunks.js';
import { checkpoints } from './monteCarlo.js';
import { pairedDifference, type JointCounts } from './pairedStats.js';
import { widestHalfWidth } from './summary.js';

export interface PairedOptions {
  trials: number;
  seed: number;
  /** z of the reported intervals (for the precision test) */
  z: number;
  /** stop at a checkpoint once every variant's probabilities and every difference are this narrow */
  precision?: number;
  deadline: Deadline;
}

export interface PairedVariant {
  tally: Tally;
  counts: Float64Array;
  /** the chosen event against the first variant's (the first's own: n10 = n01 = 0) */
  joint: JointCounts;
}

export interface PairedResult {
  variants: PairedVariant[];
  /** trials run (of each variant) */
  trials: number;
}

/** The slot of the event `name` in a tally, or -1. */
export function eventSlot(tally: Tally, name: string): number {
  const e = tally.events.find((x) => x.name === name);
  return e ? e.slot : -1;
}

function readResult(tallies: readonly Tally[], total: Float64Array, trials: number): PairedResult {
  const layout = pairedLayout(tallies.map((t) => t.size));
  const variants = tallies.map((tally, v) => {
    const offset = itemAt(layout.offsets, v);
    return { tally, counts: total.slice(offset, offset + tally.size), joint: jointCountsAt(total, layout.joint, v) };
  });
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

/** Runs every variant's trials on the same draws; `event` is the chosen event's name (in every tally). */
export async function pairedMonteCarlo<P>(
  kernel: Kernel<P>,
  params: readonly P[],
  event: string,
  opts: PairedOptions,
  runners: Runners,
): Promise<PairedResult> {
  const tallies = params.map((p) => tallyOf(kernel, p));
  const slots = tallies.map((t) => eventSlot(t, event));
  if (slots.some((s) => s < 0)) throw new Error(`kernel ${kernel.name}: some variant has no event ${event}`);
  const total = new Float64Array(pairedLayout(tallies.map((t) => t.size)).length);
  const totalChunks = chunkCount(opts.trials);
  const { deadline } = opts;
  const base = { kernel: kernel.name, params: [...params] as unknown[], slots, seed: opts.seed, trials: opts.trials };
  let done = 0;
  for (const point of checkpoints(totalChunks, opts.precision)) {
    deadline.check();
    const chunks = point - done;
    // on the pool: every variant's prepare and trials stay off the event loop
    const runner = runners.pool;
    const parts = Math.min(chunks, runner.threads * 2);
    const jobs: Promise<Float64Array>[] = [];
    for (let i = 0; i < parts; i++) {
      const from = done + Math.floor((chunks * i) / parts);
      const to = done + Math.floor((chunks * (i + 1)) / parts);
      jobs.push(runner.paired({ ...base, from, to }, deadline.signal));
    }
    let results: Float64Array[];
    try {
      results = await Promise.all(jobs);
    } catch (err) {
      if (deadline.passed()) throw new TimeLimitExceeded(deadline.limitMs);
      throw err;
    }
    for (const part of results) {
      if (part.length !== total.length) throw new RangeError(`a paired part of ${part.length} counts, not ${total.length}`);
      // i < total.length = part.length, checked above
      for (let i = 0; i < total.length; i++) total[i]! += part[i]!;
    }
    done = point;
    const trialsSoFar = Math.min(opts.trials, done * CHUNK_TRIALS);
    if (opts.precision !== undefined) {
      const result = readResult(tallies, total, trialsSoFar);
      if (widest(result, opts.z) <= opts.precision) return result;
    }
  }
  return readResult(tallies, total, opts.trials);
}

/**
 * A paired run within a budget: variants x trials taken from its trials cap first
 * (`TrialsCapExceeded` when they would pass it), then its deadline.
 */
export async function runPaired<P>(
  runners: Runners,
  budget: Budget,
  kernel: Kernel<P>,
  params: readonly P[],
  event: string,
  run: Omit<PairedOptions, 'deadline'>,
): Promise<PairedResult> {
  budget.deadline.check();
  const asked = run.trials * params.length;
  if (!budget.takeTrials(asked)) throw new TrialsCapExceeded(asked, budget.trialsLeft, budget.limits.trials);
  return pairedMonteCarlo(kernel, params, event, { ...run, deadline: budget.deadline }, runners);
}
