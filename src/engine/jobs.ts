/**
 * Exact jobs by name: computations that are not a kernel's slots (the table's advice solves a
 * best-play game and writes its answer) but are held to the same bounds, run where exact work
 * runs (compute.ts, `exactJob`). A task that crosses to a worker thread carries only a job's name
 * and its plain input; its result crosses back by structured clone, so it is plain data too.
 */
import type { ExactBudget } from '../../simulations/core/kernel.js';
import { tableAdviceJob } from '../xcom/roundAdvice.js';

export interface ExactJob<I = unknown, R = unknown> {
  readonly name: string;
  /** the job's result for `input`, spending `budget`'s states (it throws `TooLarge` past them) */
  run(input: I, budget: ExactBudget): R;
}

/** a job of any input (its method takes it bivariantly, so every `ExactJob<I, R>` is one) */
type AnyJob = ExactJob<unknown, unknown>;

const jobs: ReadonlyMap<string, AnyJob> = new Map([tableAdviceJob].map((j) => [j.name, j as AnyJob]));

export function jobByName(name: string): AnyJob {
  const job = jobs.get(name);
  if (!job) throw new Error(`unknown exact job ${name}`);
  return job;
}
