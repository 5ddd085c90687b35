import type { Rational } from './rational.js';
import type { Rng } from './rng.js';
import type { Tally } from './tally.js';

/** One trial: draws from `rng` and adds its outcome to `acc` (laid out by the tally). */
export type Trial = (rng: Rng, acc: Float64Array) => void;

/**
 * `n` trials in one call: the same draws, in the same order, and the same counts as `n` calls of
 * the kernel's `trial`. A kernel offers it when the per-trial call costs (the engine's one call
 * site sees every kernel; a loop inside the kernel sees one trial) or when it can count trials
 * by outcome and tally them once at the end.
 */
export type Batch = (rng: Rng, acc: Float64Array, n: number) => void;

/** A kernel made ready for one request: its tables built once, its trial allocation-free. */
export interface Prepared {
  readonly tally: Tally;
  readonly trial: Trial;
  readonly batch?: Batch;
}

/**
 * A game rule that can be simulated (and, where the state space allows, computed exactly).
 * `P` is the kernel's validated parameters, a plain JSON-able object (it crosses to workers).
 */
export interface Kernel<P> {
  readonly name: string;
  prepare(params: P): Prepared;
  /**
   * The tally `prepare` would declare, without building any trial table: the service reads an
   * answer's layout on its event loop, where a `prepare` (tables over every subset of soldiers,
   * a rally's walk over 20 phases) would stall every other request.
   */
  tally(params: P): Tally;
  /**
   * The exact probability of every slot of the same tally, or a thrown `TooLarge` when the
   * state space is beyond `budget` states.
   */
  exact?(params: P, budget: ExactBudget): Rational[];
  /**
   * A kernel that decides (a game's best play, decisionKernel.ts): `exact`'s slots and, from the
   * same computation, its decisions as plain JSON (the first move, the policy a person reads).
   */
  exactWithNotes?(params: P, budget: ExactBudget): { slots: Rational[]; notes: unknown };
  /**
   * The exact method spends its budget's states from its start, with no preparation of its own
   * that spends none for long (tables over every subset of soldiers, a cascade's layout): it
   * stops within a few hundred states of its budget's watch asking it to, whatever the
   * parameters. The service may then try such a computation on its event loop for a short time
   * before it has measured it (src/engine/compute.ts).
   */
  readonly exactStopsPromptly?: boolean;
}

/** The tally of a kernel's answer for `params` (the kernel's cheap `tally`, never `prepare`). */
export function tallyOf<P>(kernel: Kernel<P>, params: P): Tally {
  return kernel.tally(params);
}

/**
 * A bound on the work of an exact computation, counted in states visited. `watch`, when given,
 * is called every `WATCH_EVERY` states: the service's way to stop a computation whose caller left,
 * whose time is up or whose memory is too large (it throws to stop), without the kernels knowing.
 */
export class ExactBudget {
  used = 0;
  private untilWatch = WATCH_EVERY;
  constructor(
    readonly limit: number,
    private readonly watch?: () => void,
  ) {}

  /**
   * Calls the watch now: for a computation about to take a long step that spends few states (a
   * search evaluating whole kernels one after another), so that it stops within one step.
   */
  check(): void {
    this.untilWatch = WATCH_EVERY;
    this.watch?.();
  }

  spend(states = 1): void {
    this.used += states;
    if (this.used > this.limit) throw new TooLarge(this.limit);
    if (this.watch && --this.untilWatch <= 0) this.check();
  }
}

/** States between two calls of an exact budget's watch: often enough to stop within milliseconds. */
const WATCH_EVERY = 256;

export class TooLarge extends Error {
  constructor(
    readonly limit: number,
    message = `the exact computation needs more than ${limit} states`,
  ) {
    super(message);
    this.name = 'TooLarge';
  }
}
