/** The panic track as docs/rules.md reads it ("Phase 1: budget audit", "Phase 5: orbital defence"). */
import { itemAt } from '../core/itemAt.js';

/**
 * Advances `amount` spaces of panic on `panic` (changed in place): all on the continent chosen by
 * `pick` (the highest or lowest panic below `end`, ties to the one first in `order`), the rest
 * spilling to the next one when it reaches `end`. Calls `advanced` for each continent moved
 * (from `from` to `to`), in order; returns the spaces no continent could take.
 */
export function spillPanic(
  panic: number[] | Int32Array,
  end: number,
  amount: number,
  order: ArrayLike<number>,
  pick: 'highest' | 'lowest',
  advanced?: (a: { continent: number; from: number; to: number }) => void,
): number {
  let left = amount;
  while (left > 0) {
    let i = -1;
    for (let k = 0; k < order.length; k++) {
      const c = itemAt(order, k);
      const at = itemAt(panic, c);
      if (at < end && (i < 0 || (pick === 'highest' ? at > itemAt(panic, i) : at < itemAt(panic, i)))) i = c;
    }
    if (i < 0) break;
    const from = itemAt(panic, i);
    const by = Math.min(left, end - from);
    advanced?.({ continent: i, from, to: from + by });
    panic[i] = from + by;
    left -= by;
  }
  return left;
}
