/**
 * XCOM: The Board Game dice (RULES.md section 1, "Dice").
 * - XCOM die: a d6 with 2 success faces (medium-high confidence; callers may override).
 * - Alien die: a d8; a roll is a LOSS when it shows a value <= the current threat, so at
 *   threat >= 8 every roll is a loss. No threat cap is known.
 */
import type { Rng } from '../core/rng.js';
import { Rational } from '../core/rational.js';

export interface XcomDie {
  /** faces of the die */
  sides: number;
  /** how many of them show a success */
  successes: number;
}

export const STANDARD_XCOM_DIE: XcomDie = { sides: 6, successes: 2 };
export const ALIEN_DIE_SIDES = 8;

/** Successes among `dice` XCOM dice. */
export function rollSuccesses(rng: Rng, dice: number, die: XcomDie): number {
  return rng.count(dice, die.sides, die.successes);
}

/** Rolls the alien die: true on a LOSS (face <= threat). */
export function rollLoss(rng: Rng, threat: number): boolean {
  return rng.int(1, ALIEN_DIE_SIDES) <= threat;
}

/** The most rolls a phase can see from `threat` on: from threat 8 every roll is a loss. */
export function rollsUntilCertainLoss(threat: number): number {
  return Math.max(1, ALIEN_DIE_SIDES + 1 - threat);
}

/** Exact chance that a roll at `threat` is a loss. */
export function lossChance(threat: number): Rational {
  return Rational.of(Math.min(Math.max(threat, 0), ALIEN_DIE_SIDES), ALIEN_DIE_SIDES);
}

/** Exact distribution of the successes of `dice` dice: entry k is P(k successes). */
export function successDistribution(dice: number, die: XcomDie): Rational[] {
  const q = Rational.of(die.successes, die.sides);
  const miss = Rational.ONE.sub(q);
  let dist = [Rational.ONE];
  for (let i = 0; i < dice; i++) {
    const next = new Array<Rational>(dist.length + 1).fill(Rational.ZERO);
    for (let k = 0; k < dist.length; k++) {
      next[k] = next[k].add(dist[k].mul(miss));
      next[k + 1] = next[k + 1].add(dist[k].mul(q));
    }
    dist = next;
  }
  return dist;
}
