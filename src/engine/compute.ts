/**
 * Runs one kernel once within a budget, by Monte Carlo or exactly, and gives back what the run
 * gave (an `Outcome`), not yet written as an answer. Every request and every row of a question
 * comes through here.
 */
import { TooLarge, type Kernel } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import type { Budget } from './budget.js';
import { exactSlots } from './exactTask.js';
import { monteCarlo, type MonteCarloOptions } from './monteCarlo.js';
import type { ChunkRunner } from './runner.js';
import type { Outcome } from './summary.js';

export interface Runners {
  /** the calling thread, for small runs */
  readonly inline: ChunkRunner;
  /** the worker pool, for large runs and exact computations */
  readonly pool: ChunkRunner;
}

export type Run =
  | { method: 'exact' }
  | {
      method: 'monte-carlo';
      trials: number;
      seed: number;
      /** z of the reported intervals (for the precision test) */
      z: number;
      precision?: number;
      /** the counts so far at each checkpoint but the last (monteCarlo.ts) */
      onCheckpoint?: MonteCarloOptions['onCheckpoint'];
      /** stops the run: its caller went away */
      signal?: AbortSignal;
    };

/** The budget's trials cap would be passed: the caller names the field that asked for them. */
export class TrialsCapExceeded extends Error {
  constructor(
    readonly asked: number,
    readonly left: number,
    readonly cap: number,
  ) {
    super(`${asked} more trials would pass the cap of ${cap} trials in all (${left} left)`);
    this.name = 'TrialsCapExceeded';
  }
}

/**
 * An exact computation on the pool (the event loop stays free), visiting at most the states
 * left in the budget, before the deadline: one that cannot finish in time is as good as too
 * large (422).
 */
async function exactOffThread(pool: ChunkRunner, budget: Budget, kernel: string, params: unknown): Promise<Rational[]> {
  const { deadline } = budget;
  const whole = budget.limits.exactStates;
  const left = budget.statesLeft;
  try {
    const result = await pool.exact({ kernel, params, states: left }, deadline.signal);
    budget.spendStates('tooLarge' in result ? left : result.states);
    if ('tooLarge' in result && left < whole) {
      throw new TooLarge(whole, `the exact computations of this question need more than ${whole} states in all`);
    }
    return exactSlots(result);
  } catch (err) {
    if (deadline.passed() && !(err instanceof TooLarge)) {
      throw new TooLarge(whole, `the exact computation did not finish within the ${deadline.limitMs} ms time limit`);
    }
    throw err;
  }
}

export async function runKernel<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P, run: Run): Promise<Outcome> {
  budget.deadline.check();
  if (run.method === 'exact') {
    const slots = await exactOffThread(runners.pool, budget, kernel.name, params);
    return { method: 'exact', tally: kernel.prepare(params).tally, slots };
  }
  if (!budget.takeTrials(run.trials)) throw new TrialsCapExceeded(run.trials, budget.trialsLeft, budget.limits.trials);
  const { trials, seed, z, precision, onCheckpoint, signal } = run;
  const result = await monteCarlo(kernel, params, { trials, seed, z, precision, onCheckpoint, signal, deadline: budget.deadline }, runners.inline, runners.pool);
  return { method: 'monte-carlo', tally: result.tally, counts: result.acc, trials: result.trials, seed };
}
