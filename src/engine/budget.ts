/**
 * The limits of one computation, from its admission to its answer, one for all the rows of a
 * question (docs/limits-and-hardening.md, "One budget per request"). The deadline is also how work
 * stops early: a flag shared with the worker threads, read between chunks and every few hundred
 * exact states ("Cancellation").
 */
import { performance } from 'node:perf_hooks';
import { INLINE_MS } from './costs.js';

/**
 * A computation ran past its deadline (the time limit from its admission, waiting included): it
 * gives up rather than hold its slot and threads for an answer its caller may no longer want
 * (the service answers 503, or busy when it mostly waited).
 */
export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`the computation needed more than the ${limitMs} ms time limit`);
    this.name = 'TimeLimitExceeded';
  }
}

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

/** The caller of a computation went away (closed its connection): nobody waits for the answer. */
export class Cancelled extends Error {
  constructor() {
    super('the caller closed the request before its answer');
    this.name = 'Cancelled';
  }
}

/** What the shared flag says: 0 go on, else why to stop. */
export const GO = 0;
export const STOP_CANCELLED = 1;
export const STOP_TIME = 2;

/** Milliseconds of the wall clock (the same origin on every thread). */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * A flag a worker thread reads between chunks: raised when the caller left or the time is up.
 * `at` is the deadline on the wall clock, so that a worker also stops on time by itself.
 */
export interface StopFlag {
  /** one Int32 on a SharedArrayBuffer: GO, STOP_CANCELLED or STOP_TIME */
  readonly flag: Int32Array;
  readonly at: number;
}

/** Flags nothing raises, one per reason, shared by the computations run on the calling thread (docs/performance.md). */
const FIXED_FLAGS = [GO, STOP_CANCELLED, STOP_TIME].map((code) => Int32Array.of(code));

/** Why a computation must stop now (GO when it may go on), as a worker reads it. */
export function stopReason(stop: StopFlag | undefined): number {
  if (!stop) return GO;
  const raised = Atomics.load(stop.flag, 0);
  if (raised !== GO) return raised;
  return wallClock() >= stop.at ? STOP_TIME : GO;
}

/** How long after a stop a task still running on a worker is ended by force (its thread replaced). */
export const BACKSTOP_MS = 2_000;

/**
 * Who waits for a computation: whether they left, read without making anything, and a signal
 * that aborts when they leave, made when first read (`callOf`, src/call.ts: an `AbortController`
 * and a listener cost more than an exact answer's summary).
 */
export interface Caller {
  readonly left: boolean;
  readonly signal: AbortSignal;
}

/**
 * A point in time past which work is given up, and the caller's going away. `passed()` reads
 * the clock, so a loop that keeps the event loop busy still sees it; `signal` aborts when the
 * time is up or the caller left; `flag` is what worker threads read. `close()` must be called
 * when the computation ends, on every path (`admitted` does, in its `finally`). The signal is
 * composed by hand, not with `AbortSignal.any` (docs/performance.md, "Memory").
 *
 * The signal, its timer, the shared flag and the listener on the caller are made when the signal
 * or the flag is first read, before work is handed over or waits. A computation that reads
 * neither runs on the calling thread to its end without yielding (`localStop`).
 */
export class Deadline implements StopFlag {
  readonly at: number;
  /** why to stop (GO while it may go on): the shared flag holds it too, once made */
  private code = GO;
  private shared?: Int32Array;
  private controller?: AbortController;
  /** why it stopped, once it did (the signal's reason) */
  private stopped?: { reason: unknown };
  /** closed: the computation is over, no timer is set any more */
  private closed = false;
  private timeout?: NodeJS.Timeout;
  private onCallerAbort?: () => void;
  private backstopController?: AbortController;

  constructor(
    readonly limitMs: number,
    private readonly caller?: Caller,
  ) {
    this.at = wallClock() + limitMs;
  }

  /** Stops if the caller left; else, while open, listens for their leaving (once). */
  private watchCaller(): void {
    if (this.stopped || this.closed || this.onCallerAbort || this.caller === undefined) return;
    const signal = this.caller.signal;
    if (signal.aborted) {
      this.stop(STOP_CANCELLED, signal.reason);
      return;
    }
    const onCallerAbort = () => this.stop(STOP_CANCELLED, signal.reason);
    this.onCallerAbort = onCallerAbort;
    signal.addEventListener('abort', onCallerAbort, { once: true });
  }

  /** One Int32 on a SharedArrayBuffer (GO, STOP_CANCELLED or STOP_TIME), for worker threads. */
  get flag(): Int32Array {
    if (this.shared === undefined) {
      this.watchCaller();
      this.shared = new Int32Array(new SharedArrayBuffer(4));
      this.shared[0] = this.code;
    }
    return this.shared;
  }

  /**
   * The stop flag of a computation that runs on the calling thread to its end without yielding:
   * what stops it is known now (the caller gone, the deadline stopped or closed) or read on the
   * clock as it runs; no shared memory, no listener.
   */
  localStop(): StopFlag {
    if (this.code === GO && !this.closed && this.cancelled) this.watchCaller();
    return { flag: FIXED_FLAGS[this.code]!, at: this.at }; // code: GO, STOP_CANCELLED or STOP_TIME
  }

  /** Aborts when the time is up (its timer set here, once, while this deadline is open) or the caller left. */
  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController();
      this.watchCaller();
      if (this.stopped) this.controller.abort(this.stopped.reason);
      else if (!this.closed) {
        const left = this.at - wallClock();
        const timeUp = () => this.stop(STOP_TIME, new TimeLimitExceeded(this.limitMs));
        if (left <= 0) timeUp();
        else this.timeout = setTimeout(timeUp, left).unref();
      }
    }
    return this.controller.signal;
  }

  /** Raises the flag, aborts the signal and lets go of the timer and the caller's signal. */
  private stop(why: number, reason: unknown): void {
    if (this.stopped) return;
    this.stopped = { reason };
    this.raise(why);
    this.release();
    this.controller?.abort(reason);
  }

  private raise(why: number): void {
    this.code = why;
    if (this.shared) Atomics.store(this.shared, 0, why);
  }

  /** Clears the timer and removes the listener on the caller's signal (each at most once). */
  private release(): void {
    if (this.timeout !== undefined) clearTimeout(this.timeout);
    this.timeout = undefined;
    if (this.onCallerAbort) this.caller?.signal.removeEventListener('abort', this.onCallerAbort);
    this.onCallerAbort = undefined;
  }

  get cancelled(): boolean {
    return this.caller?.left === true;
  }

  passed(): boolean {
    return this.stopped !== undefined || this.cancelled || wallClock() >= this.at;
  }

  /** Throws `Cancelled` once the caller left, `TimeLimitExceeded` once the time is up. */
  check(): void {
    if (this.passed()) throw this.reason();
  }

  /** `work`, or this deadline's reason as soon as it passes or the caller leaves (`work` is left to stop by itself). */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => {});
    const signal = this.signal;
    if (signal.aborted) return Promise.reject(this.reason());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.reason());
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** The error a stopped computation answers with. */
  reason(): Error {
    return this.cancelled ? new Cancelled() : new TimeLimitExceeded(this.limitMs);
  }

  /**
   * A signal for the worker pool: aborts `BACKSTOP_MS` after this deadline's signal, ending by
   * force a task that did not stop by itself at its next chunk (its worker is replaced). The
   * backstop's timer outlives `close()` on purpose (a task may still run when its computation
   * gave up), but only for BACKSTOP_MS.
   */
  get backstop(): AbortSignal {
    if (!this.backstopController) {
      const c = new AbortController();
      this.backstopController = c;
      const later = () => setTimeout(() => c.abort(this.reason()), BACKSTOP_MS).unref();
      if (this.signal.aborted) later();
      else this.signal.addEventListener('abort', later, { once: true });
    }
    return this.backstopController.signal;
  }

  /**
   * The computation is over: frees the timer and the listener on the caller's signal, so that
   * nothing but the computation's own objects refers to this deadline any more, and raises the
   * flag (if still down), so that a part nobody waits for any more (a row of a question that
   * failed early) stops at its next chunk. The signal is left as it is.
   */
  close(): void {
    this.closed = true;
    this.release();
    if (this.code === GO) this.raise(STOP_CANCELLED);
  }
}

export interface BudgetLimits {
  timeLimitMs: number;
  /** trials all the sampled rows may run together */
  trials: number;
  /** states all the exact rows may visit together */
  exactStates: number;
}

/** The limits one computation spends from, for all the rows of a question (the header says why). */
export class Budget {
  readonly deadline: Deadline;
  /** milliseconds spent waiting for an admission slot or a thread (not held against exact answers) */
  waitedMs = 0;
  /** Milliseconds of the event loop left for exact computations' tries there (compute.ts `exactHere`), for all rows. */
  inlineTryMs = INLINE_MS;
  trialsLeft: number;
  statesLeft: number;

  /** `caller`: who waits (their signal aborts when they go away). */
  constructor(
    readonly limits: BudgetLimits,
    caller?: Caller,
  ) {
    this.deadline = new Deadline(limits.timeLimitMs, caller);
    this.trialsLeft = limits.trials;
    this.statesLeft = limits.exactStates;
  }

  /** Takes `n` trials from the cap; throws `TrialsCapExceeded`, taking none, when fewer are left. */
  takeTrials(n: number): void {
    if (n > this.trialsLeft) throw new TrialsCapExceeded(n, this.trialsLeft, this.limits.trials);
    this.trialsLeft -= n;
  }

  /** Counts the states an exact computation visited (all that were left, when it ran out). */
  spendStates(n: number): void {
    this.statesLeft = Math.max(0, this.statesLeft - n);
  }
}
