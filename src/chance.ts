/**
 * Chances as answers carry them ({ p, fraction? }), compared exactly when both are exact
 * (as fractions) and by their estimates otherwise. Targets typed as decimals are read as
 * written (0.7 is 7/10).
 */
import { decimalToRational, parseRational } from '../simulations/core/rational.js';

export interface Chance {
  p: number;
  fraction?: string;
}

/** Orders two chances: exactly when both carry fractions, else by their values. */
export function compareChances(a: Chance, b: Chance): number {
  if (a.fraction && b.fraction) return parseRational(a.fraction).compare(parseRational(b.fraction));
  return a.p < b.p ? -1 : a.p > b.p ? 1 : 0;
}

/** Whether a chance is at least `target` (a decimal, read as written). */
export function reachesTarget(chance: Chance, target: number): boolean {
  if (!chance.fraction) return chance.p >= target;
  return parseRational(chance.fraction).compare(decimalToRational(target)) >= 0;
}

/** A chance in words: "7/10 (0.7000)", or the estimate alone. */
export function showChance(c: Chance): string {
  return c.fraction ? `${c.fraction} (${c.p.toFixed(4)})` : c.p.toFixed(4);
}
