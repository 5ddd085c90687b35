/**
 * The inverse question of a Batman fight (issue "inverse questions"): the fewest henchmen that
 * give a villain at least a target chance of winning a fight, or none up to `maxHenchmen`.
 *
 * Exact: for each henchmen count the fight (villainFight.ts) is enumerated and the villain's
 * chance of winning compared with the target as fractions, never as floating point. The chance
 * never falls as henchmen are added (each adds 1 to the villain's power in every pair of faces),
 * so the first count that reaches the target is the fewest; every count is still reported.
 * The rules' limit of 5 henchmen (the Penguin's ability aside) does not cap the search: the
 * answer says whether the count found is within it.
 */
import type { ExactBudget } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import { villainFight, type BatmanBatFaceRule, type Fighter, type TieRule } from './villainFight.js';
import type { DieFace } from './batmanDie.js';

export interface HenchmenNeededParams {
  /** whether the villain asking is the invader (attacker) or the side that was there */
  villainRole: 'attacker' | 'defender';
  opponent: Fighter;
  faces: readonly DieFace[];
  tie: TieRule;
  batmanBatFace: BatmanBatFaceRule;
  /** the villain's chance of winning must be at least this */
  target: Rational;
  /** the most henchmen tried */
  maxHenchmen: number;
}

export interface HenchmenNeeded {
  /** the fewest henchmen reaching the target, or null when none up to `maxHenchmen` does */
  henchmen: number | null;
  /** entry k: the villain's exact chance of winning with k henchmen, k = 0..maxHenchmen */
  chances: Rational[];
}

/** The villain's exact chance of winning with each henchmen count, and the fewest that reach the target. */
export function henchmenNeeded(p: HenchmenNeededParams, budget: ExactBudget): HenchmenNeeded {
  const chances: Rational[] = [];
  let henchmen: number | null = null;
  for (let k = 0; k <= p.maxHenchmen; k++) {
    const villain: Fighter = { side: 'villain', henchmen: k };
    const params = {
      attacker: p.villainRole === 'attacker' ? villain : p.opponent,
      defender: p.villainRole === 'attacker' ? p.opponent : villain,
      faces: p.faces,
      tie: p.tie,
      batmanBatFace: p.batmanBatFace,
    };
    const { tally } = villainFight.prepare(params);
    const acc = villainFight.exact!(params, budget);
    const wins = tally.events.find((e) => e.name === (p.villainRole === 'attacker' ? 'attackerWins' : 'defenderWins'))!;
    const chance = acc[wins.slot];
    chances.push(chance);
    if (henchmen === null && chance.compare(p.target) >= 0) henchmen = k;
  }
  return { henchmen, chances };
}
