/**
 * One MC or TC of a unit enumerated plainly, for the tests of the exact methods: every Original
 * DR with its ways out of 36, grouped by the result it gives and whether it calls for a Heat of
 * Battle DR, and after a wound split by the severity dr (killed first): ways out of 216.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { ORIGINAL_WAYS, type Unit, checkResult, heatOfBattle, severityRoll } from '../../simulations/asl/morale.js';

export function forEachCheckOutcome(
  u: Unit,
  drm: number,
  check: number,
  visit: (result: number, killed: boolean, ways: number, heat: boolean) => void,
): void {
  // key: result * 2 + (1 when it calls for Heat of Battle)
  const ways = new Map<number, number>();
  for (let s = 2; s <= 12; s++) {
    const key = checkResult(u, s, s + drm, check) * 2 + (heatOfBattle(u.kind, s, check) ? 1 : 0);
    ways.set(key, (ways.get(key) ?? 0) + itemAt(ORIGINAL_WAYS, s) * 6);
  }
  for (const [key, w] of ways) {
    const r = key >> 1;
    const heat = (key & 1) === 1;
    const law = severityRoll(u, r);
    if (law === null) visit(r, false, w, heat);
    else for (const c of [1, 0]) visit(r, c === 1, (w * itemAt(law.weights, c)) / law.total, heat);
  }
}
