import { itemAt } from './itemAt.js';

/**
 * Adds `x` to the count at `index` of a list of exact (bigint) counts, an index the code knows
 * to be in range: checked as `itemAt` checks it (a RangeError naming the index), outside hot
 * loops. Exact methods that keep path counts over a common denominator add with it.
 */
export function addCount(list: bigint[], index: number, x: bigint): void {
  list[index] = itemAt(list, index) + x;
}
