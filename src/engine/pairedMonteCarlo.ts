/**
 * Monte Carlo on the paired path: the variants of a comparison (one kernel, one parameter set
 * each) run trial by trial on the same draws (pairedChunks.ts), in the chunks, parts, runners,
 * checkpoints and deadline of a plain run (monteCarlo.ts `runCounts`); only the precision test
 * reads the differences too. The counts are a function of (kernel, params, event, seed, trials,
 * precision) alone, whatever the number of threads.
 *
 * A paired run of n trials runs n trials of every variant: it takes variants x n trials from the
 * budget's cap.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Tally } from '../../simulations/core/tally.js';
import type { Budget } from './budget.js';
import type { Runners } from './compute.js';
import { runCounts, type MonteCarloOptions } from './monteCarlo.js';
import { jointCountsAt, pairedLayout } from './pairedChunks.js';
import { pairedDifference, type JointCounts } from './pairedStats.js';
import { widestHalfWidth } from './summary.js';

/** As a plain run's (`precision`: every variant's probabilities and every difference that narrow). */
export type PairedOptions = Pick<MonteCarloOptions, 'trials' | 'seed' | 'z' | 'precision'>;

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

/**
 * Runs every variant's trials on the same draws, within a budget; `event` is the chosen event's
 * name (in every tally). Variants x trials are taken from the budget's trials cap first
 * (`TrialsCapExceeded` when they would pass it), then its deadline.
 */
export async function runPaired<P>(
  runners: Runners,
  budget: Budget,
  kernel: Kernel<P>,
  params: readonly P[],
  event: string,
  run: PairedOptions,
): Promise<PairedResult> {
  budget.deadline.check();
  budget.takeTrials(run.trials * params.length);
  const tallies = params.map((p) => tallyOf(kernel, p));
  const slots = tallies.map((t) => eventSlot(t, event));
  if (slots.some((s) => s < 0)) throw new Error(`kernel ${kernel.name}: some variant has no event ${event}`);
  const { acc, trials } = await runCounts(
    { kernel: kernel.name, params: [...params], slots, seed: run.seed, trials: run.trials },
    pairedLayout(tallies.map((t) => t.size)).length,
    { deadline: budget.deadline, precision: run.precision, widest: (counts, n) => widest(readResult(tallies, counts, n), run.z) },
    runners.inline,
    runners.pool,
  );
  return readResult(tallies, acc, trials);
}
