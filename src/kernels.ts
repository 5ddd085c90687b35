/**
 * Every kernel the service can run, by name. Workers look kernels up here, so a task that
 * crosses to a thread carries only a name and plain parameters.
 */
import type { Kernel } from '../simulations/core/kernel.js';
import { researchTask } from '../simulations/xcom/researchTask.js';
import { baseDefense } from '../simulations/xcom/baseDefense.js';
import { missionTasks } from '../simulations/xcom/missionTasks.js';
import { globalDefense } from '../simulations/xcom/globalDefense.js';
import { orbitalDefense } from '../simulations/xcom/orbitalDefense.js';
import { villainFight } from '../simulations/batman/villainFight.js';
import { aslKernels } from '../simulations/asl/kernels.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKernel = Kernel<any>;

const all: AnyKernel[] = [researchTask, baseDefense, missionTasks, globalDefense, orbitalDefense, villainFight, ...aslKernels];

export const kernels: ReadonlyMap<string, AnyKernel> = new Map(all.map((k) => [k.name, k]));

export function kernelByName(name: string): AnyKernel {
  const k = kernels.get(name);
  if (!k) throw new Error(`unknown kernel ${name}`);
  return k;
}
