/**
 * An exact computation as a task that can cross to a worker thread, its summary written where it
 * runs (an exact summary does not depend on the confidence level, and writing fractions of
 * thousands of digits is work for the worker, not the event loop). The time it ran is measured
 * from its own start, so that a caller can tell "too large for the time limit" (it ran the whole
 * limit) from "waited too long for a thread" (the service was busy).
 */
import { getHeapStatistics } from 'node:v8';
import { ExactBudget, TooLarge, tallyOf } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { GO, STOP_CANCELLED, stopReason, wallClock, type StopFlag } from './budget.js';
import { jobByName, kernelByName } from './kernels.js';
import { summarize, type NestedSummary } from './summary.js';

/** A kernel's exact computation, or a named exact job (kernels.ts), held to the same bounds. */
export interface ExactTask {
  /** the kernel's name, or the job's */
  kernel: string;
  /** the kernel's parameters, or the job's input: plain data */
  params: unknown;
  /** a named exact job, not a kernel */
  job?: boolean;
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
  /** the slots in lowest terms, as fractions: it stayed on the thread that computed it, or `answerSlots` made them from `pairs` */
  fractions?: readonly Rational[];
  states: number;
  summary?: NestedSummary;
  /** milliseconds it ran, summary included */
  ms: number;
  /** a deciding kernel's decisions (`Kernel.exactWithNotes`) */
  notes?: unknown;
  /** a job's result */
  value?: unknown;
}

/**
 * Why an exact computation ended without its answer: past its states or its heap's bound
 * (`memory`), in the words its answer gives; or stopped before its end, `cancelled` (its caller
 * left) or `time` (its deadline passed after `ms` of running).
 */
type ExactStop = { tooLarge: number; message: string; memory?: true } | { stopped: 'cancelled' | 'time'; ms: number };

export type ExactResult = ExactAnswer | ExactStop;

/** Thrown by a computation's check to stop it; `runExact` returns its result, plain data. */
class Halted extends Error {
  constructor(readonly result: ExactStop) {
    super('the exact computation was halted');
  }
}

/**
 * Runs `task` with a budget of its states whose check (every few hundred states) halts it when
 * its stop flag is raised or its deadline passed, and, where a bound is given, when the heap grew
 * past it (sampled only there: a worker's computation, not the event loop's). Its answer, or why
 * it stopped, as plain data, which crosses threads where an error's class would not.
 */
export function runExact(task: ExactTask): ExactResult {
  const { stop, heapBytes } = task;
  const started = wallClock();
  const baseline = heapBytes === undefined ? 0 : getHeapStatistics().used_heap_size;
  const check = (): void => {
    const why = stopReason(stop);
    if (why !== GO) throw new Halted({ stopped: why === STOP_CANCELLED ? 'cancelled' : 'time', ms: wallClock() - started });
    if (heapBytes !== undefined && getHeapStatistics().used_heap_size - baseline > heapBytes) {
      const message = `the exact computation needs more than ${Math.round(heapBytes / 2 ** 20)} MB of memory`;
      throw new Halted({ tooLarge: heapBytes, message, memory: true });
    }
  };
  try {
    if (stopReason(stop) !== GO) check();
    const budget = new ExactBudget(task.states, check);
    // its parts set one by one (a spread into a literal takes V8's slow path)
    const answer: ExactAnswer = { states: 0, ms: 0 };
    if (task.job) answer.value = jobByName(task.kernel).run(task.params, budget);
    else {
      const kernel = kernelByName(task.kernel);
      if (!kernel.exact) throw new Error(`kernel ${task.kernel} has no exact method`);
      const noted = kernel.exactWithNotes?.(task.params, budget);
      const acc = noted ? noted.slots : kernel.exact(task.params, budget);
      check(); // a small computation is held to its bounds too
      // in lowest terms before the summary, which then adds and multiplies small fractions
      for (const r of acc) r.reduced();
      // BigInt pairs only for another thread (two BigInts and an array a slot: 2-10% of an exact answer in process)
      if (task.crossesThreads) answer.pairs = acc.map((r): [bigint, bigint] => [r.num, r.den]);
      else answer.fractions = acc;
      answer.summary = summarize({ method: 'exact', tally: tallyOf(kernel, task.params), slots: acc }, 0);
      if (noted) answer.notes = noted.notes;
    }
    answer.states = budget.used;
    answer.ms = wallClock() - started;
    return answer;
  } catch (err) {
    if (err instanceof TooLarge) return { tooLarge: err.limit, message: err.message };
    if (err instanceof Halted) return err.result;
    throw err;
  }
}

/**
 * The exact slots of an answer, as fractions: its own, or made from its pairs once and kept, which
 * are in lowest terms already (reducing numerators and denominators of thousands of digits again
 * would cost the event loop more than the few slots a question reads).
 */
export function answerSlots(answer: ExactAnswer): readonly Rational[] {
  answer.fractions ??= (answer.pairs ?? []).map(([num, den]) => Rational.ofLowest(num, den));
  return answer.fractions;
}
