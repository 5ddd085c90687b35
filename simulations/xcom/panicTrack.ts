/**
 * The panic track (docs/rules.md, "Phase 1: budget audit", "Phase 5: orbital defence" and
 * "Phase 6: global defence"; seed phase 1 and its notes 1 and 2, phase 5's closing note, phase
 * 6's closing note): where panic goes when a rule says "advance the highest (or lowest) panic
 * continent by X".
 *
 * Readings of the rule, written down:
 * - Panic never passes the end of the track (`end`): a continent there takes no more.
 * - "The highest" (phase 1) and "the lowest" (phase 5) are taken among the continents below the
 *   end: one at the end cannot take any of it.
 * - X goes to that one continent; when it reaches the end, the rest goes to the next one chosen
 *   the same way (phase 1, note 2). The seed says this of the budget's shortfall only; the
 *   service routes the UFOs left in orbit (phase 5) the same way, lowest first (assumed: a
 *   player would not let the UFOs' panic vanish at the end of one continent's track while
 *   another continent could still take it). What no continent can take is returned.
 * - Ties ("the player chooses", phase 1 note 1): the tied continent that comes first in `order`
 *   (the player's tie-break order, a permutation of the continents' indices).
 */

import { itemAt } from '../core/itemAt.js';

export type PanicPick = 'highest' | 'lowest';

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
  pick: PanicPick,
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
