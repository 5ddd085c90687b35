/**
 * Runs one kernel once within a budget, by Monte Carlo or exactly, and gives back what the run
 * gave (an `Outcome`), not yet written as an answer. Every request and every row of a question
 * comes through here.
 */
import { performance } from 'node:perf_hooks';
import { TooLarge, tallyOf, type Kernel } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import type { Tally } from '../../simulations/core/tally.js';
import { Cancelled, TimeLimitExceeded, wallClock, type Budget } from './budget.js';
import { answerSlots, runExact, type ExactAnswer, type ExactResult, type ExactTask } from './exactTask.js';
import type { ExactJob } from './kernels.js';
import { runCounts } from './monteCarlo.js';
import { EXACT_HEAP_BYTES, type ChunkRunner } from './runner.js';
import { widestHalfWidth, type NestedSummary, type Outcome } from './summary.js';

export interface Runners {
  /** the calling thread: Monte Carlo segments the pool measured cheap */
  readonly inline: ChunkRunner;
  /** the worker pool (the calling thread itself when the service has no threads): the rest */
  readonly pool: ChunkRunner;
}

/** How to run a kernel: exactly, or by Monte Carlo (monteCarlo.ts) within the budget's deadline. */
export type Run =
  | { method: 'exact' }
  | {
      method: 'monte-carlo';
      trials: number;
      seed: number;
      /** z of the reported intervals (for the precision test) */
      z: number;
      precision?: number;
      /**
       * Called at every checkpoint but the last with the outcome so far (read its counts at once:
       * they keep growing). Asking for it adds progress checkpoints (`checkpoints(..., true)`);
       * the counts are sums of fixed chunks, so the result is the same as without it.
       */
      onCheckpoint?: (sofar: Outcome) => void;
    };

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
 * Whether a computation waited long enough (a tenth of its time limit, and at least 50 ms) to be
 * answered busy (503) rather than too large (422) or too slow when its deadline passes.
 */
export function waitedLong(waitedMs: number, limitMs: number): boolean {
  return waitedMs >= Math.max(0.1 * limitMs, 50);
}

/**
 * The error an exact computation answers when its deadline passed after it ran `ranMs` of the
 * `elapsedMs` since it was sent (the rest it waited for a thread): a kernel's is busy when it
 * waited long, else too large for the time limit; a job's is past the time limit, its wait added
 * to the budget's (the service answers busy when it waited long).
 */
function late(budget: Budget, job: boolean | undefined, ranMs: number, elapsedMs: number): Error {
  const { limitMs } = budget.deadline;
  const waited = budget.waitedMs + Math.max(0, elapsedMs - ranMs);
  if (job) {
    budget.waitedMs = waited;
    return new TimeLimitExceeded(limitMs);
  }
  if (waitedLong(waited, limitMs)) return new QueuedTooLong(waited, limitMs);
  return new TooLarge(budget.limits.exactStates, `the exact computation did not finish within the ${limitMs} ms time limit`);
}

/**
 * The first step of every exact computation: its try on the calling thread, for at most the
 * budget's `inlineTryMs`, when its kernel stops promptly (`Kernel.exactStopsPromptly`) and there
 * is a pool to go to (docs/performance.md, "Exact answers"). Its outcome (or the error the pool's
 * run would throw) when it ended; undefined when it was not tried or ran out of its try's time
 * (then the pool runs it, from its start).
 */
export function exactHere<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P): Outcome | undefined {
  if (runners.inline === runners.pool || kernel.exactStopsPromptly !== true || budget.inlineTryMs <= 0) return undefined;
  const local = budget.deadline.localStop();
  const started = wallClock();
  const until = Math.min(local.at, started + budget.inlineTryMs);
  const stop = { flag: local.flag, at: until };
  const result = runExact({ kernel: kernel.name, params, states: budget.statesLeft, stop });
  budget.inlineTryMs -= wallClock() - started;
  if (until < local.at && 'stopped' in result && result.stopped === 'time') return undefined;
  return new ExactOutcome(kernel, params, settled(budget, result, 'ms' in result ? result.ms : 0));
}

/**
 * Sends an exact task to the pool (the calling thread when there is no pool) with the states left
 * in the budget, the pool's heap bound and the budget's stop flag, and gives back its answer
 * (`settled`); or the error its end answers: cancelled, too large (its worker thread ran out of
 * memory), or `late` when the deadline passed, told the time it waited for a thread.
 */
async function onPool(runners: Runners, budget: Budget, work: Pick<ExactTask, 'kernel' | 'params' | 'job'>): Promise<ExactAnswer> {
  const { deadline } = budget;
  const { pool } = runners;
  const sent = performance.now();
  let startedAt: number | undefined;
  const started = () => {
    startedAt = performance.now();
  };
  const task: ExactTask = { ...work, states: budget.statesLeft, heapBytes: pool.exactHeapBytes };
  let result: ExactResult;
  try {
    result =
      pool === runners.inline
        ? // on the calling thread the computation runs to its end without yielding: it has ended
          // when its promise is made, nothing to wait for or stop, nothing shared to read (it read
          // the stop flag itself, and says so in its result)
          await pool.exact({ ...task, stop: deadline.localStop() }, undefined, started)
        : // the backstop (a timer ending a worker's task by force) only where there is a worker to end
          await deadline.race(
            pool.exact({ ...task, stop: { flag: deadline.flag, at: deadline.at }, crossesThreads: true }, deadline.backstop, started),
          );
  } catch (err) {
    if (deadline.cancelled) throw new Cancelled();
    // its worker thread ran out of memory (Node ended it)
    if ((err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new TooLarge(pool.exactHeapBytes ?? EXACT_HEAP_BYTES, `the exact computation needs more memory than a worker thread has`);
    // the deadline passed: the worker stops by itself at its next 256 states (or is ended)
    if (deadline.passed()) {
      const now = performance.now();
      throw late(budget, work.job, startedAt === undefined ? 0 : now - startedAt, now - sent);
    }
    throw err;
  }
  return settled(budget, result, performance.now() - sent, work.job);
}

/**
 * A named exact job (kernels.ts) within the budget, where exact computations run (`onPool`). Its
 * result; or too large (`TooLarge`, in the job's own words), cancelled, or past the time limit
 * (`late`).
 */
export async function exactJob<I, R>(runners: Runners, budget: Budget, job: ExactJob<I, R>, input: I): Promise<R> {
  budget.deadline.check();
  return (await onPool(runners, budget, { kernel: job.name, params: input, job: true })).value as R;
}

/**
 * What the result of an exact computation or job answers, wherever it ran: its answer, its states
 * taken from the budget and the time it waited added to the budget's; or the error its end
 * answers: cancelled, `late`, or too large, all the budget's states spent (a kernel's past its
 * states: the question's whole bound when its other rows spent some of it).
 */
function settled(budget: Budget, result: ExactResult, elapsedMs: number, job?: boolean): ExactAnswer {
  if ('stopped' in result) {
    if (result.stopped === 'cancelled') throw new Cancelled();
    throw late(budget, job, result.ms, elapsedMs);
  }
  if ('tooLarge' in result) {
    const left = budget.statesLeft;
    const whole = budget.limits.exactStates;
    budget.spendStates(left);
    if (left < whole && !job && !result.memory)
      throw new TooLarge(whole, `the exact computations of this question need more than ${whole} states in all`);
    throw new TooLarge(result.tooLarge, result.message);
  }
  budget.waitedMs += Math.max(0, elapsedMs - result.ms);
  budget.spendStates(result.states);
  return result;
}

/**
 * The outcome of an exact computation that ended with its answer, its tally and slots made when
 * first read: they are read by a question's chances, not by an answer (its summary is written),
 * and a kernel's layout can be most of a small exact answer's work. A class, not an object
 * literal with getters, whose accessors would keep the computation alive past the young
 * generation (docs/performance.md, "Nothing outlives the answer").
 */
class ExactOutcome<P> {
  readonly method = 'exact';
  summary?: NestedSummary;
  notes?: unknown;
  private tallyMade: Tally | undefined;

  constructor(
    private readonly kernel: Kernel<P>,
    private readonly params: P,
    private readonly result: ExactAnswer,
  ) {
    if (result.summary) this.summary = result.summary;
    if (result.notes !== undefined) this.notes = result.notes;
  }

  get tally(): Tally {
    this.tallyMade ??= tallyOf(this.kernel, this.params);
    return this.tallyMade;
  }

  get slots(): readonly Rational[] {
    return answerSlots(this.result);
  }
}

export async function runKernel<P>(runners: Runners, budget: Budget, kernel: Kernel<P>, params: P, run: Run): Promise<Outcome> {
  budget.deadline.check();
  // an exact computation is tried on the calling thread first, and when it did not end there,
  // run on the pool from its start with what is left of the budget; its summary written there
  if (run.method === 'exact') {
    const here = exactHere(runners, budget, kernel, params);
    if (here) return here;
    return new ExactOutcome(kernel, params, await onPool(runners, budget, { kernel: kernel.name, params }));
  }
  budget.takeTrials(run.trials);
  const tally = tallyOf(kernel, params);
  const { seed, z, onCheckpoint } = run;
  const { acc, trials } = await runCounts({ kernel: kernel.name, params, seed, trials: run.trials }, tally.size, runners, {
    deadline: budget.deadline,
    precision: run.precision,
    widest: (counts, n) => widestHalfWidth(tally, counts, n, z),
    onCheckpoint: onCheckpoint && ((counts, n) => onCheckpoint({ method: 'monte-carlo', tally, counts, trials: n, seed })),
  });
  return { method: 'monte-carlo', tally, counts: acc, trials, seed };
}
