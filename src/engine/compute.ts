/**
 * Runs one kernel once within a budget, by Monte Carlo or exactly, and gives back what the run
 * gave (an `Outcome`), not yet written as an answer. Every request and every row of a question
 * comes through here.
 */
import { performance } from 'node:perf_hooks';
import { TooLarge, tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import type { Tally } from '../../simulations/core/tally.js';
import { Cancelled, TimeLimitExceeded, wallClock, type Budget, type StopFlag } from './budget.js';
import { answerSlots, runExact, type ExactAnswer, type ExactResult } from './exactTask.js';
import type { ExactJob } from './jobs.js';
import { monteCarlo, type MonteCarloOptions } from './monteCarlo.js';
import { EXACT_HEAP_BYTES, isOutOfMemory, type ChunkRunner } from './runner.js';
import type { NestedSummary, Outcome } from './summary.js';

/** A run's trials would pass the budget's cap (thrown by `Budget.takeTrials`). */
export { TrialsCapExceeded } from './budget.js';

export interface Runners {
  /** the calling thread: Monte Carlo segments the pool measured cheap */
  readonly inline: ChunkRunner;
  /** the worker pool (the calling thread itself when the service has no threads): the rest */
  readonly pool: ChunkRunner;
}

/** How to run a kernel: exactly, or by Monte Carlo within the budget's deadline (monteCarlo.ts). */
export type Run = { method: 'exact' } | ({ method: 'monte-carlo' } & Omit<MonteCarloOptions, 'deadline'>);

/**
 * The computation waited for a thread (or a slot) so long that its deadline passed before it
 * could finish: the service is busy, the work is not too large (the caller should ask again
 * later, after a Retry-After estimated from the queue).
 */
export class QueuedTooLong extends Error {
  constructor(
    readonly waitedMs: number,
    readonly limitMs: number,
  ) {
    super(`the computation waited ${Math.round(waitedMs)} ms for a free thread and could not finish within the ${limitMs} ms time limit`);
    this.name = 'QueuedTooLong';
  }
}

/**
 * A computation that waited at least this share of its time limit is not judged too large when
 * its deadline passes: it is answered busy (503) rather than too large (422).
 */
export const WAIT_SHARE = 0.1;

/** ... and at least this many milliseconds (a deadline of zero waits for nothing). */
export const MIN_WAIT_MS = 50;

/** Whether a computation waited long enough to answer busy rather than too large or too slow. */
export function waitedLong(waitedMs: number, limitMs: number): boolean {
  return waitedMs >= Math.max(WAIT_SHARE * limitMs, MIN_WAIT_MS);
}

/** The outcome of an exact run that stopped at its deadline: too large, or busy. */
function timeUp(budget: Budget, ranMs: number, elapsedMs: number): Error {
  const waited = budget.waitedMs + Math.max(0, elapsedMs - ranMs);
  const { limitMs } = budget.deadline;
  if (waitedLong(waited, limitMs)) return new QueuedTooLong(waited, limitMs);
  return new TooLarge(budget.limits.exactStates, `the exact computation did not finish within the ${limitMs} ms time limit`);
}

/**
 * An exact computation within the budget, on one path: tried on the calling thread first
 * (`exactHere`), and when it did not end there, run on the pool from its start with what is left
 * of the budget (`exactOnPool`).
 */
async function exactRun<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P): Promise<Outcome> {
  return exactHere(runners, budget, kernel, params) ?? exactOnPool(runners, budget, kernel, params);
}

/**
 * The first step of every exact computation: run on the calling thread, to its end, for at most
 * the budget's time for such tries (`Budget.inlineTryMs`: `INLINE_MS` for a whole computation,
 * however many rows a question has), when its kernel stops within a few hundred states of being
 * asked to (`Kernel.exactStopsPromptly`) and there is a pool to go to. Its outcome (or the error
 * the pool's run would throw: too large, cancelled) when it ended; undefined when it was not
 * tried or ran out of its try's time (then `exactOnPool` runs it, from its start).
 *
 * Why the calling thread first: a small exact answer takes tens of microseconds, and its pool
 * round trip costs more CPU than the computation (a planning tool's stream of new small
 * questions: about 660 against 1,500-1,800 us of CPU an answer). Why a try, not a measure kept
 * from earlier runs: a try costs at most `INLINE_MS` of the event loop once, whatever is asked,
 * and the answer cache answers a question asked again. Kernels that prepare for long before
 * spending a state (base defence's team tables: tens of milliseconds) are never tried here: they
 * could not stop on time.
 */
export function exactHere<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P): Outcome | undefined {
  if (runners.inline === runners.pool || kernel.exactStopsPromptly !== true || budget.inlineTryMs <= 0) return undefined;
  const local = budget.deadline.localStop();
  const started = wallClock();
  const until = Math.min(local.at, started + budget.inlineTryMs);
  const stop = { flag: local.flag, at: until };
  const result = runExact({ kernel: kernel.name, params, states: budget.statesLeft, summary: true, stop });
  budget.inlineTryMs -= wallClock() - started;
  if (until < local.at && 'stopped' in result && result.stopped === 'time') return undefined;
  return outcomeOf(budget, kernel, params, result, 'ms' in result ? result.ms : 0);
}

/**
 * An exact computation on the pool (the calling thread itself when there is no pool), visiting
 * at most the states left in the budget and growing the heap by at most the pool's
 * `exactHeapBytes`; its summary is written where it ran. It stops at its deadline or when its
 * caller leaves (the worker reads the budget's stop flag); the time it waited for a thread is not
 * held against it: past the deadline, a computation that waited answers busy (503), one that ran
 * the whole time limit answers too large (422).
 */
async function exactOnPool<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P): Promise<Outcome> {
  const { pool } = runners;
  const task = { kernel: kernel.name, params, states: budget.statesLeft, heapBytes: pool.exactHeapBytes };
  const ran = await onPool(
    runners,
    budget,
    (stop, signal, started) => pool.exact({ ...task, stop }, signal, started),
    (ranMs, elapsedMs) => timeUp(budget, ranMs, elapsedMs),
  );
  return outcomeOf(budget, kernel, params, ran.result, ran.elapsedMs);
}

/**
 * Sends an exact task to the pool (`send`: the calling thread when there is no pool) with the
 * budget's stop flag, and gives back its result and the milliseconds since it was sent; or the
 * error its end answers: cancelled, too large (its worker thread ran out of memory), or
 * `timeUp(ranMs, elapsedMs)` when the deadline passed.
 */
async function onPool<R>(
  runners: Runners,
  budget: Budget,
  send: (stop: StopFlag, signal: AbortSignal | undefined, started: () => void) => Promise<R>,
  timeUp: (ranMs: number, elapsedMs: number) => Error,
): Promise<{ result: R; elapsedMs: number }> {
  const { deadline } = budget;
  const { pool } = runners;
  const sent = performance.now();
  let startedAt: number | undefined;
  const started = () => {
    startedAt = performance.now();
  };
  let result: R;
  try {
    result =
      pool === runners.inline
        ? // on the calling thread the computation runs to its end without yielding: it has ended
          // when its promise is made, nothing to wait for or stop, nothing shared to read (it read
          // the stop flag itself, and says so in its result)
          await send(deadline.localStop(), undefined, started)
        : // the backstop (a timer ending a worker's task by force) only where there is a worker to end
          await deadline.race(send({ flag: deadline.flag, at: deadline.at }, deadline.backstop, started));
  } catch (err) {
    if (deadline.cancelled) throw new Cancelled();
    if (isOutOfMemory(err))
      throw new TooLarge(pool.exactHeapBytes ?? EXACT_HEAP_BYTES, `the exact computation needs more memory than a worker thread has`);
    // the deadline passed: the worker stops by itself at its next 256 states (or is ended)
    if (deadline.passed()) {
      const now = performance.now();
      throw timeUp(startedAt === undefined ? 0 : now - startedAt, now - sent);
    }
    throw err;
  }
  return { result, elapsedMs: performance.now() - sent };
}

/**
 * A named exact job (jobs.ts) within the budget, where exact computations run: on the pool, with
 * the states left in the budget and the pool's heap bound, stopped at the deadline or when its
 * caller leaves; on the calling thread when the service has no pool. Its result; or too large
 * (`TooLarge`, in the job's own words when it ran out of states), cancelled, or past the time
 * limit (`TimeLimitExceeded`, whose time spent waiting for a thread is added to the budget's
 * wait: the service answers busy when it waited long).
 */
export async function exactJob<I, R>(runners: Runners, budget: Budget, job: ExactJob<I, R>, input: I): Promise<R> {
  budget.deadline.check();
  const { pool } = runners;
  const task = { job: job.name, input, states: budget.statesLeft, heapBytes: pool.exactHeapBytes };
  const late = (ranMs: number, elapsedMs: number) => {
    budget.waitedMs += Math.max(0, elapsedMs - ranMs);
    return new TimeLimitExceeded(budget.deadline.limitMs);
  };
  const { result, elapsedMs } = await onPool(
    runners,
    budget,
    (stop, signal, started) => pool.job({ ...task, stop }, signal, started),
    late,
  );
  if ('stopped' in result) {
    if (result.stopped === 'cancelled') throw new Cancelled();
    throw late(result.ms, elapsedMs);
  }
  if ('tooLarge' in result) {
    budget.spendStates(budget.statesLeft);
    if (result.memory) throw memoryTooLarge(result.tooLarge);
    throw new TooLarge(result.tooLarge, result.message);
  }
  budget.waitedMs += Math.max(0, elapsedMs - result.ms);
  budget.spendStates(result.states);
  return result.value as R;
}

/**
 * What an exact computation's result answers, wherever it ran: its outcome, its states taken from
 * the budget and the time it waited added to the budget's; or the error it answers (cancelled,
 * too large, or out of time: too large, or busy when it waited).
 */
function outcomeOf<P>(budget: Budget, kernel: Kernel<P>, params: P, result: ExactResult, elapsedMs: number): Outcome {
  if ('stopped' in result) {
    if (result.stopped === 'cancelled') throw new Cancelled();
    throw timeUp(budget, result.ms, elapsedMs);
  }
  if ('tooLarge' in result) {
    const whole = budget.limits.exactStates;
    const left = budget.statesLeft;
    budget.spendStates(left);
    if (result.memory) throw memoryTooLarge(result.tooLarge);
    if (left < whole) throw new TooLarge(whole, `the exact computations of this question need more than ${whole} states in all`);
    throw new TooLarge(result.tooLarge);
  }
  budget.waitedMs += Math.max(0, elapsedMs - result.ms);
  budget.spendStates(result.states);
  return new ExactOutcome(kernel, params, result);
}

/** A computation stopped as its heap grew past `bytes`. */
function memoryTooLarge(bytes: number): TooLarge {
  return new TooLarge(bytes, `the exact computation needs more than ${Math.round(bytes / 2 ** 20)} MB of memory`);
}

/**
 * The outcome of an exact computation that ended with its answer, its tally and slots made when
 * first read: they are read by a question's chances, not by an answer (its summary is written),
 * and a kernel's layout can be most of a small exact answer's work.
 *
 * A class, not an object literal with getters: a literal's accessors are made anew each time it
 * is evaluated, outside the young generation, and they would hold the computation (its fractions
 * and summary) from there. Every answer's computation would then outlive the next collections of
 * young objects and be copied into the old generation, to be found dead only by a full
 * collection: 6-10 KB an exact answer, about 0.8 MB every collection under load, as measured
 * (docs/performance.md).
 */
class ExactOutcome<P> {
  readonly method = 'exact';
  summary?: NestedSummary;
  notes?: unknown;
  private tallyMade: Tally | undefined;
  private slotsMade: readonly Rational[] | undefined;

  constructor(
    private readonly kernel: Kernel<P>,
    private readonly params: P,
    private readonly result: ExactAnswer,
  ) {
    // the parts an outcome has are set one by one (a spread into a literal takes V8's slow path)
    if (result.summary) this.summary = result.summary;
    if (result.notes !== undefined) this.notes = result.notes;
  }

  get tally(): Tally {
    this.tallyMade ??= tallyOf(this.kernel, this.params);
    return this.tallyMade;
  }

  get slots(): readonly Rational[] {
    this.slotsMade ??= answerSlots(this.result);
    return this.slotsMade;
  }
}

export async function runKernel<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P, run: Run): Promise<Outcome> {
  budget.deadline.check();
  if (run.method === 'exact') return exactRun(runners, budget, kernel, params);
  budget.takeTrials(run.trials);
  const { trials, seed, z, precision, onCheckpoint, signal } = run;
  const result = await monteCarlo(
    kernel,
    params,
    { trials, seed, z, precision, onCheckpoint, signal, deadline: budget.deadline },
    runners.inline,
    runners.pool,
  );
  return { method: 'monte-carlo', tally: result.tally, counts: result.acc, trials: result.trials, seed };
}
