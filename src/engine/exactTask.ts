/**
 * An exact computation as a task that can cross to a worker thread: the kernel's exact slot
 * probabilities come back as BigInt pairs (structured-clonable) from a worker thread, as the
 * fractions themselves on the thread that asked, with the states it visited, and its summary
 * already written (an exact summary does not depend on the confidence level, and
 * writing fractions of thousands of digits is work for the worker, not the event loop).
 * The time it ran is measured from its own start, so that a caller can tell "too large for the
 * time limit" (it ran the whole limit) from "waited too long for a thread" (the service was busy).
 */
import { getHeapStatistics } from 'node:v8';
import { ExactBudget, TooLarge, tallyOf } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { GO, STOP_CANCELLED, stopReason, wallClock, type StopFlag } from './budget.js';
import { jobByName, kernelByName } from './kernels.js';
import { summarize, type NestedSummary } from './summary.js';

export interface ExactTask {
  kernel: string;
  params: unknown;
  /** most states the computation may visit */
  states: number;
  /** the request's stop flag and deadline */
  stop?: StopFlag;
  /** most bytes the heap may grow by during the computation (undefined: no bound) */
  heapBytes?: number;
  /** the answer goes to another thread: its slots as BigInt pairs (`ExactAnswer.pairs`) */
  crossesThreads?: boolean;
}

/** An exact computation that ended with its answer. */
export interface ExactAnswer {
  /** the slots in lowest terms, as BigInt pairs: the answer crossed threads (`ExactTask.crossesThreads`) */
  pairs?: Array<[bigint, bigint]>;
  /** the slots in lowest terms, as fractions: it stayed on the thread that computed it */
  fractions?: readonly Rational[];
  states: number;
  summary?: NestedSummary;
  /** milliseconds it ran, summary included */
  ms: number;
  /** a deciding kernel's decisions (`Kernel.exactWithNotes`) */
  notes?: unknown;
}

/** Why the budget's watch halted a computation. */
export type Halt =
  /** it needed more than `tooLarge` bytes of heap */
  | { tooLarge: number; memory: true }
  /** stopped before the end: `cancelled` (its caller left) or the deadline passed after `ms` of running */
  | { stopped: 'cancelled' | 'time'; ms: number };

/** past its states: the computation's own words for it */
export type TooLargeResult = { tooLarge: number; message: string; memory?: false };

export type ExactResult = ExactAnswer | TooLargeResult | Halt;

/** Thrown by a computation's check to stop it; `watched` returns its result, plain data. */
class Halted extends Error {
  constructor(readonly result: Halt) {
    super('the exact computation was halted');
  }
}

/** What bounds an exact computation or job: its states, its stop flag and its heap's growth. */
type Bounds = Pick<ExactTask, 'states' | 'stop' | 'heapBytes'>;

/**
 * Runs `work` with a budget of `task`'s states whose check (every few hundred states) halts it
 * when its stop flag is raised or its deadline passed, and, where a bound is given, when the heap
 * grew past it (sampled only there: a worker's computation, not the event loop's). Its result,
 * or why it stopped (too large: in the computation's own words; halted), as plain data, which
 * crosses threads where an error's class would not.
 */
function watched<R>(task: Bounds, work: (budget: ExactBudget, check: () => void, started: number) => R): R | TooLargeResult | Halt {
  const { stop, heapBytes } = task;
  const started = wallClock();
  const baseline = heapBytes === undefined ? 0 : getHeapStatistics().used_heap_size;
  const check = (): void => {
    const why = stopReason(stop);
    if (why !== GO) throw new Halted({ stopped: why === STOP_CANCELLED ? 'cancelled' : 'time', ms: wallClock() - started });
    if (heapBytes !== undefined && getHeapStatistics().used_heap_size - baseline > heapBytes)
      throw new Halted({ tooLarge: heapBytes, memory: true });
  };
  try {
    if (stopReason(stop) !== GO) check();
    return work(new ExactBudget(task.states, check), check, started);
  } catch (err) {
    if (err instanceof TooLarge) return { tooLarge: err.limit, message: err.message };
    if (err instanceof Halted) return err.result;
    throw err;
  }
}

export function runExact(task: ExactTask): ExactResult {
  const kernel = kernelByName(task.kernel);
  return watched(task, (budget, check, started) => {
    if (!kernel.exact) throw new Error(`kernel ${task.kernel} has no exact method`);
    const noted = kernel.exactWithNotes?.(task.params, budget);
    const acc = noted ? noted.slots : kernel.exact(task.params, budget);
    check(); // a small computation is held to its bounds too
    // in lowest terms before the summary, which then adds and multiplies small fractions
    for (const r of acc) r.reduced();
    // its parts set one by one (a spread into a literal takes V8's slow path); BigInt pairs only
    // for another thread (two BigInts and an array a slot: 2-10% of an exact answer in process)
    const answer: ExactAnswer = { states: budget.used, ms: 0 };
    if (task.crossesThreads) answer.pairs = acc.map((r): [bigint, bigint] => [r.num, r.den]);
    else answer.fractions = acc;
    answer.summary = summarize({ method: 'exact', tally: tallyOf(kernel, task.params), slots: acc }, 0);
    if (noted) answer.notes = noted.notes;
    answer.ms = wallClock() - started;
    return answer;
  });
}

/** A named exact job (kernels.ts) as a task that can cross to a worker thread, held to the bounds an `ExactTask` is. */
export interface JobTask extends Bounds {
  job: string;
  /** the job's input, plain data */
  input: unknown;
}

/** What an exact task gives back: a kernel's computation's result, or a job's (`ms`: how long it ran), or why it stopped. */
export type ExactEnd<T> = T extends JobTask ? { value: unknown; states: number; ms: number } | TooLargeResult | Halt : ExactResult;

/** Runs a kernel's exact computation (its summary written) or a named job; `crossesThreads`: run on a worker thread. */
export function runExactTask<T extends ExactTask | JobTask>(task: T, crossesThreads = true): ExactEnd<T> {
  if (!('job' in task)) return runExact({ ...task, crossesThreads }) as ExactEnd<T>;
  const job = jobByName(task.job);
  return watched(task, (budget, _check, started) => ({
    value: job.run(task.input, budget),
    states: budget.used,
    ms: wallClock() - started,
  })) as ExactEnd<T>;
}

/**
 * The exact slots of an answer, as fractions: its own, or made from its pairs, which are in lowest
 * terms already (reducing numerators and denominators of thousands of digits again would cost the
 * event loop more than the few slots a question reads).
 */
export function answerSlots(answer: ExactAnswer): readonly Rational[] {
  return answer.fractions ?? (answer.pairs ?? []).map(([num, den]) => Rational.ofLowest(num, den));
}
