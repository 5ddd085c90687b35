/**
 * TO REMOVE once no kernel names per-item entries by hand. The old way to answer per item: a
 * kernel named its entries `<list>.<i>.<what>` in the flat tally and the route split them back
 * here. Kernels now declare a group (`tally.group('continents', n)`) and the summary nests it
 * (src/engine/summary.ts; `nestItems` in src/endpoints.ts puts the request's item fields beside
 * each). Still here for the kernels that keep dotted names for now (ASL location check and rally
 * options, the mission).
 */
import { itemAt } from '../simulations/core/itemAt.js';
import type { Answer } from './odds.js';

/**
 * Moves the entries named `<list>.<i>.<what>` of a flat answer into `answer[list][i]`, beside the
 * item's own request fields, and leaves the other entries where they are.
 * @deprecated declare a tally group and use `nestItems` instead.
 */
export function perItem<T extends object>(answer: Answer, list: string, items: readonly T[]) {
  const out = items.map((item) => ({
    ...item,
    probabilities: {} as Record<string, unknown>,
    expectations: {} as Record<string, unknown>,
    distributions: {} as Record<string, unknown>,
  }));
  const prefix = `${list}.`;
  const split = <V>(part: Record<string, V>, key: 'probabilities' | 'expectations' | 'distributions') => {
    const rest: Record<string, V> = {};
    for (const [name, v] of Object.entries(part)) {
      if (!name.startsWith(prefix)) {
        rest[name] = v;
        continue;
      }
      const [i, what] = name.slice(prefix.length).split('.');
      if (what === undefined) throw new RangeError(`${name} is not named <list>.<i>.<what>`);
      itemAt(out, Number(i))[key][what] = v;
    }
    return rest;
  };
  return {
    ...answer,
    probabilities: split(answer.probabilities, 'probabilities'),
    expectations: split(answer.expectations, 'expectations'),
    distributions: split(answer.distributions, 'distributions'),
    [list]: out,
  };
}
