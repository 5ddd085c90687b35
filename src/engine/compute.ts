/**
 * Runs one kernel once within a budget, by Monte Carlo or exactly, and gives back what the run
 * gave (an `Outcome`), not yet written as an answer. Every request and every row of a question
 * comes through here.
 */
import { performance } from 'node:perf_hooks';
import { TooLarge, tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import type { Tally } from '../../simulations/core/tally.js';
import { Cancelled, GO, fixedFlag, wallClock, type Budget, type Deadline } from './budget.js';
import { INLINE_MS, costKey, type CostMemo } from './costs.js';
import { answerSlots, runExact, type ExactAnswer, type ExactResult, type ExactTask } from './exactTask.js';
import { monteCarlo, type MonteCarloOptions } from './monteCarlo.js';
import { EXACT_HEAP_BYTES, isOutOfMemory, type ChunkRunner } from './runner.js';
import type { NestedSummary, Outcome } from './summary.js';

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
 * An exact computation within the budget: on the pool unless measured tiny before (costs.ts),
 * visiting at most the states left in the budget and growing the heap by at most
 * the pool's `exactHeapBytes`; its summary is written where it ran. It stops at its deadline or when
 * its caller leaves (the worker reads the budget's stop flag); the time it waited for a thread
 * is not held against it: past the deadline, a computation that waited answers busy (503), one
 * that ran the whole time limit answers too large (422).
 *
 * A computation never measured, of a kernel whose exact method stops promptly
 * (`Kernel.exactStopsPromptly`), is first tried on the calling thread for at most `INLINE_MS`,
 * and for at most that in all for a question of many rows (`tryInline`, `Budget.inlineTryMs`):
 * a planning tool asks many different small questions, and sending each new one to a thread
 * cost about twice the CPU of its answer. One that does not finish in time is remembered as not
 * cheap and goes to the pool, with its whole budget.
 */
async function exactRun<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P): Promise<Outcome> {
  const { deadline } = budget;
  const whole = budget.limits.exactStates;
  const left = budget.statesLeft;
  const key = costKey(kernel.name, params);
  const costs = runners.inline === runners.pool ? undefined : runners.pool.costs;
  let runner = costs?.exactIsCheap(key) ? runners.inline : runners.pool;
  const task = { kernel: kernel.name, params, states: left, heapBytes: runner.exactHeapBytes };
  const sent = performance.now();
  let startedAt: number | undefined;
  let result: ExactResult | undefined;
  const measured = costs?.get(key)?.exactMs !== undefined;
  if (runner === runners.pool && costs !== undefined && !measured && kernel.exactStopsPromptly && budget.inlineTryMs > 0) {
    result = await tryInline(runners.inline, costs, key, task, budget);
    if (result !== undefined) runner = runners.inline;
  }
  try {
    result ??=
      runner === runners.pool
        ? // the backstop (a timer ending a worker's task by force) only where there is a worker to end
          await untilStopped(
            runner.exact(
              { ...task, stop: { flag: deadline.flag, at: deadline.at } },
              deadline.backstop,
              () => (startedAt = performance.now()),
            ),
            deadline,
          )
        : // on the calling thread the computation runs to its end without yielding: it has ended
          // when its promise is made, nothing to wait for or stop, nothing shared to read (it read
          // the stop flag itself, and says so in its result)
          await runner.exact({ ...task, stop: deadline.localStop() }, undefined, () => (startedAt = performance.now()));
  } catch (err) {
    if (deadline.cancelled) throw new Cancelled();
    if (isOutOfMemory(err))
      throw new TooLarge(runner.exactHeapBytes ?? EXACT_HEAP_BYTES, `the exact computation needs more memory than a worker thread has`);
    // the deadline passed: the worker stops by itself at its next 256 states (or is ended)
    if (deadline.passed()) {
      const now = performance.now();
      throw timeUp(budget, startedAt === undefined ? 0 : now - startedAt, now - sent);
    }
    throw err;
  }
  const elapsed = performance.now() - sent;
  if ('stopped' in result) {
    if (result.stopped === 'cancelled') throw new Cancelled();
    throw timeUp(budget, result.ms, elapsed);
  }
  if ('tooLarge' in result) {
    budget.spendStates(left);
    if (result.memory)
      throw new TooLarge(result.tooLarge, `the exact computation needs more than ${Math.round(result.tooLarge / 2 ** 20)} MB of memory`);
    if (left < whole) throw new TooLarge(whole, `the exact computations of this question need more than ${whole} states in all`);
    throw new TooLarge(result.tooLarge);
  }
  budget.waitedMs += Math.max(0, elapsed - result.ms);
  budget.spendStates(result.states);
  if (runner === runners.pool) costs?.record(key, { exactMs: result.ms });
  return new ExactOutcome(kernel, params, result);
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

/**
 * One request's exact computation run now, to its end, on the calling thread, when it is known
 * to be cheap (measured under `INLINE_MS` before), or is new and its kernel stops promptly
 * (then it may run `INLINE_MS` at most, as `tryInline`'s try does, and what it took is
 * remembered). Its outcome; a TooLarge error as `exactRun` would throw it; or undefined when it
 * was neither known cheap nor tried, or its try ran out of time: the request then takes the
 * admitted path (`runKernel`), which answers every other case.
 *
 * Why no admission slot, no promise and no budget object: a computation that ends before the
 * event loop turns is never in flight beside another, and holds the loop less than a
 * millisecond. The steps between a handler and such a computation cost several times
 * the computation of a small answer (docs/performance.md). It is held to the same bounds: the states
 * of one computation, and the time limit.
 */
export function exactNow<P>(
  runners: Runners,
  limits: { timeLimitMs: number; exactStates: number },
  kernel: Kernel<P>,
  params: P,
): Outcome | undefined {
  const costs = runners.inline === runners.pool ? undefined : runners.pool.costs;
  if (costs === undefined) return undefined;
  const key = costKey(kernel.name, params);
  const cheap = costs.exactIsCheap(key);
  const tried = !cheap && kernel.exactStopsPromptly === true && costs.get(key)?.exactMs === undefined;
  if (!cheap && !tried) return undefined;
  const started = wallClock();
  const end = started + limits.timeLimitMs;
  const until = tried ? Math.min(end, started + INLINE_MS) : end;
  const stop = { flag: fixedFlag(GO), at: until };
  const result = runExact({ kernel: kernel.name, params, states: limits.exactStates, summary: true, stop });
  if (tried && rememberTry(costs, key, result, until < end, INLINE_MS)) return undefined;
  if ('tooLarge' in result) throw new TooLarge(result.tooLarge);
  if ('stopped' in result) return undefined;
  return new ExactOutcome(kernel, params, result);
}

/**
 * An exact computation never measured, run on the calling thread until it ends or the budget's
 * time for such tries runs out (`Budget.inlineTryMs`: at most `INLINE_MS` for a whole question;
 * the deadline's own end too): what it took is remembered, or that it did not end within a
 * whole `INLINE_MS`. Its result when it ended (an answer, too large, or stopped by the caller or
 * the deadline), or undefined when only the try's time ran out (then it goes to the pool, which
 * starts over).
 */
async function tryInline(
  inline: ChunkRunner,
  costs: CostMemo,
  key: string | undefined,
  task: Omit<ExactTask, 'stop'>,
  budget: Budget,
): Promise<ExactResult | undefined> {
  const local = budget.deadline.localStop();
  const allowed = Math.min(INLINE_MS, budget.inlineTryMs);
  const started = wallClock();
  const until = Math.min(local.at, started + allowed);
  const result = await inline.exact({ ...task, heapBytes: undefined, stop: { flag: local.flag, at: until } });
  budget.inlineTryMs -= wallClock() - started;
  return rememberTry(costs, key, result, until < local.at, allowed) ? undefined : result;
}

/**
 * What a try on the calling thread taught the cost memo: what it took, or that it did not end
 * within a whole `INLINE_MS` (`allowedMs`; cut short by what was left of a question's tries, it
 * is not known to be slow). `cut`: the try was to stop before the deadline. Whether it ran out of
 * its try's time (then it goes to the pool, which starts over).
 */
function rememberTry(costs: CostMemo, key: string | undefined, result: ExactResult, cut: boolean, allowedMs: number): boolean {
  const outOfTime = cut && 'stopped' in result && result.stopped === 'time';
  if (!outOfTime) costs.record(key, { exactMs: 'ms' in result ? result.ms : INLINE_MS });
  else if (allowedMs === INLINE_MS) costs.record(key, { exactMs: INLINE_MS });
  return outOfTime;
}

/** `work`, or the deadline's reason as soon as it passes or the caller leaves (`work` is left to stop). */
function untilStopped<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  work.catch(() => {});
  if (deadline.signal.aborted) return Promise.reject(deadline.reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason());
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.signal.removeEventListener('abort', onAbort));
  });
}

export async function runKernel<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P, run: Run): Promise<Outcome> {
  budget.deadline.check();
  if (run.method === 'exact') return exactRun(runners, budget, kernel, params);
  if (!budget.takeTrials(run.trials)) throw new TrialsCapExceeded(run.trials, budget.trialsLeft, budget.limits.trials);
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
