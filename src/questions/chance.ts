/**
 * Chances compared as questions compare them: exactly, as fractions, when both are exact, and
 * by their estimates otherwise. Targets typed as decimals are read as written (0.7 is 7/10).
 */
import type { Rational } from '../../simulations/core/rational.js';
import type { Chance } from '../engine/summary.js';

/** Orders two chances: exactly when both are exact, else by their values. */
export function compareChances(a: Chance, b: Chance): number {
  if (a.exact && b.exact) return a.exact.compare(b.exact);
  return a.p < b.p ? -1 : a.p > b.p ? 1 : 0;
}

/**
 * Whether a chance is at least `target`: exactly when the chance is exact; an estimate is
 * compared with the target's value.
 */
export function reachesTarget(chance: Chance, target: Rational): boolean {
  return chance.exact ? chance.exact.compare(target) >= 0 : chance.p >= target.toNumber();
}

/** A chance in words: "7/10 (0.7000)", or the estimate alone. */
export function showChance(c: Chance): string {
  return c.exact ? `${c.exact} (${c.p.toFixed(4)})` : c.p.toFixed(4);
}
