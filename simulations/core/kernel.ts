import type { Rational } from './rational.js';
import type { Rng } from './rng.js';
import type { Tally } from './tally.js';

/** One trial: draws from `rng` and adds its outcome to `acc` (laid out by the tally). */
export type Trial = (rng: Rng, acc: Float64Array) => void;

/** A kernel made ready for one request: its tables built once, its trial allocation-free. */
export interface Prepared {
  readonly tally: Tally;
  readonly trial: Trial;
}

/**
 * A game rule that can be simulated (and, where the state space allows, computed exactly).
 * `P` is the kernel's validated parameters, a plain JSON-able object (it crosses to workers).
 */
export interface Kernel<P> {
  readonly name: string;
  prepare(params: P): Prepared;
  /**
   * The exact probability of every slot of the same tally, or a thrown `TooLarge` when the
   * state space is beyond `budget` states.
   */
  exact?(params: P, budget: ExactBudget): Rational[];
}

/** A bound on the work of an exact computation, counted in states visited. */
export class ExactBudget {
  used = 0;
  constructor(readonly limit: number) {}

  spend(states = 1): void {
    this.used += states;
    if (this.used > this.limit) throw new TooLarge(this.limit);
  }
}

export class TooLarge extends Error {
  constructor(
    readonly limit: number,
    message = `the exact computation needs more than ${limit} states`,
  ) {
    super(message);
    this.name = 'TooLarge';
  }
}
