/**
 * Every kernel the service can run, by name, gathered from the games (simulations/index.ts), and
 * the exact searches listed beside them.
 * Workers look kernels up here, so a task that crosses to a thread carries only a name and
 * plain parameters.
 */
import type { Kernel } from '../../simulations/core/kernel.js';
import { games, searches } from '../../simulations/index.js';

/** a kernel of any params (its methods take them bivariantly, so every `Kernel<P>` is one) */
type AnyKernel = Kernel<unknown>;

function byName(): ReadonlyMap<string, AnyKernel> {
  const map = new Map<string, AnyKernel>();
  for (const game of games) {
    for (const k of game.kernels) {
      if (map.has(k.name)) throw new Error(`kernel ${k.name} is listed twice (games ${game.tag.name} and another)`);
      map.set(k.name, k);
    }
  }
  for (const k of searches) {
    if (map.has(k.name)) throw new Error(`search ${k.name} has the name of a kernel`);
    map.set(k.name, k);
  }
  return map;
}

export const kernels: ReadonlyMap<string, AnyKernel> = byName();

export function kernelByName(name: string): AnyKernel {
  const k = kernels.get(name);
  if (!k) throw new Error(`unknown kernel ${name}`);
  return k;
}
