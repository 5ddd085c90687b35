import { itemAt } from './itemAt.js';

/**
 * Adds `x` to the count at `index` of a list of exact (bigint) counts, an index the code knows
 * to be in range: checked as `itemAt` checks it (a RangeError naming the index), outside hot
 * loops. Exact methods that keep path counts over a common denominator add with it.
 */
export function addCount(list: bigint[], index: number, x: bigint): void {
  list[index] = itemAt(list, index) + x;
}

/**
 * Adds `scale * from[x]` to `into[at + x]` for every x: a row of counts, scaled, into a longer
 * one (a distribution times a weight, a term of a polynomial product). The range is checked
 * once, so that the inner loop of an exact method reads and writes without a call per entry.
 */
export function addScaled(into: bigint[], at: number, from: readonly bigint[], scale: bigint): void {
  if (!Number.isInteger(at) || at < 0 || at + from.length > into.length) {
    throw new RangeError(`counts ${at}..${at + from.length - 1} are outside a list of ${into.length}`);
  }
  // in range: checked above
  for (let x = 0; x < from.length; x++) into[at + x]! += scale * from[x]!;
}
