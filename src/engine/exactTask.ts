/**
 * An exact computation as a task that can cross to a worker thread: the kernel's exact slot
 * probabilities come back as BigInt pairs (structured-clonable) from a worker thread, as the
 * fractions themselves on the thread that asked, with the states it visited, and its summary
 * already written (an exact summary does not depend on the confidence level, and
 * writing fractions of thousands of digits is work for the worker, not the event loop).
 *
 * Every few hundred states the computation looks at the request's stop flag (its caller left,
 * or its deadline passed) and at the heap it has grown: it stops, and says why, rather than
 * throwing an error whose class a thread would lose. The time it ran is measured from its own
 * start, so that a caller can tell "too large for the time limit" (it ran the whole limit) from
 * "waited too long for a thread" (the service was busy).
 */
import { getHeapStatistics } from 'node:v8';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget, TooLarge, tallyOf } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { GO, STOP_CANCELLED, stopReason, wallClock, type StopFlag } from './budget.js';
import { kernelByName } from './kernels.js';
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
  /** write the summary too (on a worker thread: yes) */
  summary?: boolean;
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
  /** the most the heap grew by, in bytes (as sampled) */
  grewBytes: number;
  /** a deciding kernel's decisions (`Kernel.exactWithNotes`) */
  notes?: unknown;
}

export type ExactResult =
  | ExactAnswer
  | { tooLarge: number; memory?: false }
  /** it needed more than `tooLarge` bytes of heap */
  | { tooLarge: number; memory: true }
  /** stopped before the end: `cancelled` (its caller left) or the deadline passed after `ms` of running */
  | { stopped: 'cancelled' | 'time'; ms: number };

/**
 * Thrown by the budget's watch to stop a computation whose caller left, whose deadline passed or
 * whose heap grew past its bound; `runExact` catches it and returns its result, a plain object,
 * which crosses threads where an error's class would not.
 */
class Halted extends Error {
  constructor(readonly result: ExactResult) {
    super('the exact computation was halted');
  }
}

export function runExact(task: ExactTask): ExactResult {
  const started = wallClock();
  const kernel = kernelByName(task.kernel);
  if (!kernel.exact) throw new Error(`kernel ${task.kernel} has no exact method`);
  // the heap is sampled only where it is watched (a worker's computation; not the event loop's)
  const baseline = task.heapBytes === undefined ? 0 : getHeapStatistics().used_heap_size;
  let grewBytes = 0;
  const watch = () => {
    const why = stopReason(task.stop);
    if (why !== GO) throw new Halted({ stopped: why === STOP_CANCELLED ? 'cancelled' : 'time', ms: wallClock() - started });
    if (task.heapBytes === undefined) return;
    grewBytes = Math.max(grewBytes, getHeapStatistics().used_heap_size - baseline);
    if (grewBytes > task.heapBytes) throw new Halted({ tooLarge: task.heapBytes, memory: true });
  };
  const budget = new ExactBudget(task.states, watch);
  try {
    if (stopReason(task.stop) !== GO) watch();
    const noted = kernel.exactWithNotes?.(task.params, budget);
    const acc = noted ? noted.slots : kernel.exact(task.params, budget);
    watch(); // a small computation is held to its bounds too
    // put in lowest terms before the summary, which then adds and multiplies small fractions:
    // made lazily instead, the research answer took 55-80 us in process, not 37-44
    for (const r of acc) r.reduced();
    // its parts set one by one (a spread into a literal takes V8's slow path); BigInt pairs only
    // for another thread (two BigInts and an array a slot: 2-10% of an exact answer in process)
    const answer: ExactAnswer = { states: budget.used, ms: 0, grewBytes };
    if (task.crossesThreads) answer.pairs = acc.map((r): [bigint, bigint] => [r.num, r.den]);
    else answer.fractions = acc;
    if (task.summary) answer.summary = summarize({ method: 'exact', tally: tallyOf(kernel, task.params), slots: acc }, 0);
    if (noted) answer.notes = noted.notes;
    answer.ms = wallClock() - started;
    return answer;
  } catch (err) {
    if (err instanceof TooLarge) return { tooLarge: err.limit };
    if (err instanceof Halted) return err.result;
    throw err;
  }
}

/**
 * Exact slot probabilities, each made a `Rational` only when read: the numerators and
 * denominators of a large answer have thousands of digits, and reducing all of them on the event
 * loop would cost more than the few a question reads.
 */
export function lazySlots(pairs: ReadonlyArray<readonly [bigint, bigint]>): readonly Rational[] {
  const made: Rational[] = new Array<Rational>(pairs.length);
  return new Proxy(made, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) {
        const i = Number(prop);
        if (i < pairs.length) {
          const made = target[i];
          if (made !== undefined) return made;
          const [num, den] = itemAt(pairs, i);
          const q = Rational.of(num, den);
          target[i] = q;
          return q;
        }
      }
      return Reflect.get(target, prop, receiver);
    },
    // array methods (map, forEach) skip indices that are not there: every slot is
    has(target, prop) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) return Number(prop) < pairs.length;
      return Reflect.has(target, prop);
    },
  });
}

/** The exact slots of an answer, as fractions: its own, or made from its pairs when first read. */
export function answerSlots(answer: ExactAnswer): readonly Rational[] {
  return answer.fractions ?? lazySlots(answer.pairs ?? []);
}
