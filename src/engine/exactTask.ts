/**
 * An exact computation as a task that can cross to a worker thread: the kernel's exact slot
 * probabilities come back as BigInt pairs (structured-clonable) with the states it visited, and
 * a state space beyond the task's bound comes back as `tooLarge` rather than as an error whose
 * class a thread would lose.
 */
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { kernelByName } from './kernels.js';

export interface ExactTask {
  kernel: string;
  params: unknown;
  /** most states the computation may visit */
  states: number;
}

export type ExactResult = { slots: Array<[bigint, bigint]>; states: number } | { tooLarge: number };

export function runExact(task: ExactTask): ExactResult {
  const kernel = kernelByName(task.kernel);
  if (!kernel.exact) throw new Error(`kernel ${task.kernel} has no exact method`);
  const budget = new ExactBudget(task.states);
  try {
    const acc = kernel.exact(task.params, budget);
    return { slots: acc.map((r) => [r.num, r.den]), states: budget.used };
  } catch (err) {
    if (err instanceof TooLarge) return { tooLarge: err.limit };
    throw err;
  }
}

/** The exact slots of a result, or the `TooLarge` it reports. */
export function exactSlots(result: ExactResult): Rational[] {
  if ('tooLarge' in result) throw new TooLarge(result.tooLarge);
  return result.slots.map(([n, d]) => Rational.of(n, d));
}
