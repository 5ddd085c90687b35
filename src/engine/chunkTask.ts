/**
 * A range of chunks as a task that can cross to a worker thread, and what it gives back: the
 * counts and what they cost (for the service's measured costs, costs.ts).
 *
 * A request's parts come one after another to the same threads with the same parameters, so a
 * thread keeps the last few kernels it prepared (a prepare may build tables over every subset
 * of soldiers: tens of milliseconds it should pay once per request, not once per part).
 */
import type { Prepared } from '../../simulations/core/kernel.js';
import { GO, stopReason, wallClock, type StopFlag } from './budget.js';
import { CHUNK_TRIALS, runChunks, type ChunkRange } from './chunks.js';
import { kernelByName } from './kernels.js';

export interface ChunkTask extends ChunkRange {
  kernel: string;
  params: unknown;
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

function preparedFor(kernel: string, params: unknown): { p: Prepared; ms?: number } {
  const key = `${kernel}\u0000${JSON.stringify(params)}`;
  const had = prepared.get(key);
  if (had) {
    prepared.delete(key);
    prepared.set(key, had);
    return { p: had };
  }
  const t0 = wallClock();
  const p = kernelByName(kernel).prepare(params);
  const ms = wallClock() - t0;
  prepared.set(key, p);
  if (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
  return { p, ms };
}

/** Runs a chunk task here (on a worker, or inline): counts and costs. */
export function runChunkTask(task: ChunkTask, keep = true): ChunkResult {
  if (stopReason(task.stop) !== GO) return { counts: new Float64Array(0), runMs: 0, trials: 0, stopped: true };
  const { p, ms } = keep ? preparedFor(task.kernel, task.params) : timedPrepare(task);
  const t0 = wallClock();
  const counts = runChunks(p, task, task.stop);
  const runMs = wallClock() - t0;
  const stopped = stopReason(task.stop) !== GO;
  const trials = Math.max(0, Math.min(task.trials, task.to * CHUNK_TRIALS) - task.from * CHUNK_TRIALS);
  return { counts, ...(ms === undefined ? {} : { prepareMs: ms }), runMs, trials, stopped };
}

function timedPrepare(task: ChunkTask): { p: Prepared; ms: number } {
  const t0 = wallClock();
  const p = kernelByName(task.kernel).prepare(task.params);
  return { p, ms: wallClock() - t0 };
}
