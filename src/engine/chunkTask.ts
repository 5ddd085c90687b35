/**
 * A range of chunks as a task that can cross to a worker thread, and what it gives back: the
 * counts and what they cost (for the service's measured costs, costs.ts). A plain run's task
 * counts one kernel's trials (chunks.ts); a paired run's counts every variant of a comparison on
 * the same draws (chunks.ts, `runPairedChunks`).
 *
 * A request's parts come one after another to the same threads with the same parameters, so a
 * thread keeps the last few kernels it prepared (a prepare may build tables over every subset
 * of soldiers: tens of milliseconds it should pay once per request, not once per part).
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Prepared } from '../../simulations/core/kernel.js';
import { GO, stopReason, wallClock, type StopFlag } from './budget.js';
import { CHUNK_TRIALS, runChunks, runPairedChunks, type ChunkRange } from './chunks.js';
import { keepNewest } from './costs.js';
import { kernelByName } from './kernels.js';

export interface ChunkTask extends ChunkRange {
  kernel: string;
  /** the kernel's parameters; of a paired run, one parameter set per variant, the first the baseline */
  params: unknown;
  /** a paired run: the chosen event's slot in each variant's tally */
  slots?: readonly number[];
  /** the request's stop flag: checked before every chunk */
  stop?: StopFlag;
}

/** What a range of chunks gave: the counts, and what it cost. */
export interface ChunkResult {
  counts: Float64Array;
  /** milliseconds `prepare` took, when it ran for this task (undefined: prepared before) */
  prepareMs?: number;
  /** milliseconds the trials took */
  runMs: number;
  /** trials run */
  trials: number;
  /** true when the stop flag ended it early (the counts are partial) */
  stopped: boolean;
}

/** Kernels prepared lately on this thread, by kernel and parameters. */
const PREPARED_KEPT = 4;
const prepared = new Map<string, Prepared>();

/** The kernel prepared for `params`: kept from before, or prepared now (and kept when `keep`). */
function preparedFor(kernel: string, params: unknown, keep: boolean): { p: Prepared; ms?: number } {
  const key = keep ? `${kernel}\u0000${JSON.stringify(params)}` : '';
  const had = keep ? prepared.get(key) : undefined;
  if (had) {
    keepNewest(prepared, key, had, PREPARED_KEPT);
    return { p: had };
  }
  const t0 = wallClock();
  const p = kernelByName(kernel).prepare(params);
  const ms = wallClock() - t0;
  if (keep) keepNewest(prepared, key, p, PREPARED_KEPT);
  return { p, ms };
}

/**
 * Runs a chunk task here (on a worker, or inline): counts and costs. `keep`: keep what it
 * prepared for the task's next parts (a worker thread; the calling thread keeps nothing). A
 * paired run's variants are not kept: a comparison of many variants would push out the kernels
 * the parts of other requests are using.
 */
export function runChunkTask(task: ChunkTask, keep = true): ChunkResult {
  if (stopReason(task.stop) !== GO) return { counts: new Float64Array(0), runMs: 0, trials: 0, stopped: true };
  const { slots } = task;
  const paramsList = slots === undefined ? [task.params] : (task.params as readonly unknown[]);
  let ms: number | undefined;
  const made = paramsList.map((params) => {
    const m = preparedFor(task.kernel, params, keep && slots === undefined);
    if (m.ms !== undefined) ms = (ms ?? 0) + m.ms;
    return m.p;
  });
  const t0 = wallClock();
  const counts = slots === undefined ? runChunks(itemAt(made, 0), task, task.stop) : runPairedChunks(made, slots, task, task.stop);
  const runMs = wallClock() - t0;
  const stopped = stopReason(task.stop) !== GO;
  const trials = Math.max(0, Math.min(task.trials, task.to * CHUNK_TRIALS) - task.from * CHUNK_TRIALS);
  return { counts, ...(ms === undefined ? {} : { prepareMs: ms }), runMs, trials, stopped };
}
