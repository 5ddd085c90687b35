/**
 * The limits of one computation, from its admission to its answer: a deadline, a cap on the
 * trials sampled and a bound on the states an exact computation visits. A question of many
 * rows (a sweep, a policy table, a units search) has one budget for all its rows, so that no
 * question runs past the time limit, the trials cap or the state bound however many rows it has.
 */
import { performance } from 'node:perf_hooks';

export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`the computation needed more than the ${limitMs} ms time limit`);
    this.name = 'TimeLimitExceeded';
  }
}

/**
 * A point in time past which work is given up. `passed()` reads the clock, so a loop that keeps
 * the event loop busy (inline chunks, rows run one after another) still sees it; `signal` aborts
 * the tasks waiting on worker threads.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly end: number;

  constructor(readonly limitMs: number) {
    this.end = performance.now() + limitMs;
    this.signal = AbortSignal.timeout(limitMs);
  }

  passed(): boolean {
    return this.signal.aborted || performance.now() >= this.end;
  }

  /** Throws `TimeLimitExceeded` once the deadline has passed. */
  check(): void {
    if (this.passed()) throw new TimeLimitExceeded(this.limitMs);
  }
}

export interface BudgetLimits {
  timeLimitMs: number;
  /** trials all the sampled rows may run together */
  trials: number;
  /** states all the exact rows may visit together */
  exactStates: number;
}

export class Budget {
  readonly deadline: Deadline;
  private trials: number;
  private states: number;

  constructor(readonly limits: BudgetLimits) {
    this.deadline = new Deadline(limits.timeLimitMs);
    this.trials = limits.trials;
    this.states = limits.exactStates;
  }

  /** Trials left to sample. */
  get trialsLeft(): number {
    return this.trials;
  }

  /** Takes `n` trials from the cap; false, taking none, when fewer are left. */
  takeTrials(n: number): boolean {
    if (n > this.trials) return false;
    this.trials -= n;
    return true;
  }

  /** States left for exact computations. */
  get statesLeft(): number {
    return this.states;
  }

  /** Counts the states an exact computation visited (all that were left, when it ran out). */
  spendStates(n: number): void {
    this.states = Math.max(0, this.states - n);
  }
}
