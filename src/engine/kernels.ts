/**
 * Every kernel the service can run, by name (simulations/index.ts), and the exact jobs:
 * computations that are not a kernel's slots (the table's advice) but are held to the same bounds
 * (compute.ts, `exactJob`). Workers look them up here, so a task that crosses to a thread carries
 * only a name and plain data (and a job's result crosses back by structured clone: plain data too).
 */
import type { ExactBudget, Kernel } from '../../simulations/core/kernel.js';
import { games, searches } from '../../simulations/index.js';
import { tableAdviceJob } from '../xcom/roundAdvice.js';

/** a kernel of any params (its methods take them bivariantly, so every `Kernel<P>` is one) */
type AnyKernel = Kernel<unknown>;

const kernels = new Map<string, AnyKernel>();
for (const k of [...games.flatMap((game) => game.kernels), ...searches]) {
  if (kernels.has(k.name)) throw new Error(`kernel ${k.name} is listed twice (simulations/index.ts)`);
  kernels.set(k.name, k);
}

export function kernelByName(name: string): AnyKernel {
  const k = kernels.get(name);
  if (!k) throw new Error(`unknown kernel ${name}`);
  return k;
}

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
