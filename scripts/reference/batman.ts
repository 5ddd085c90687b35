/**
 * A plain reference loop for the Batman fight the bench measures: a villain with 2 henchmen
 * invades a villain with 3, on the assumed die (a bat face and pips 1..5). Each fight is ONE
 * uniform integer over the 36 pairs of faces (pure-rand's `uniformInt` on the generator, the
 * range a constant, as in the XCOM references), read from tables written out here from the rule:
 * power = pips (a bat face counts 0) + henchmen, ties to the invader. Slots: attacker wins,
 * defender wins, a bat face shown, margin -8..7.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { seededGenerator } from '../../src/engine/random.js';

const PIPS = [0, 1, 2, 3, 4, 5];
const ATTACKER = 2;
const DEFENDER = 3;
const MARGIN_MIN = 0 + ATTACKER - (5 + DEFENDER);

const winner = new Uint8Array(36);
const bat = new Uint8Array(36);
const margin = new Uint8Array(36);
for (const [a, attackerPips] of PIPS.entries()) {
  for (const [d, defenderPips] of PIPS.entries()) {
    const u = a * 6 + d;
    const m = attackerPips + ATTACKER - defenderPips - DEFENDER;
    winner[u] = m >= 0 ? 0 : 1;
    bat[u] = a === 0 || d === 0 ? 1 : 0;
    margin[u] = 3 + m - MARGIN_MIN;
  }
}

export function fightReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(3 + 16);
  // u is one of the 36 pairs the tables cover, and they hold slots of `acc` (0..18)
  // `!`: indices in range by construction, as said above
  for (let i = 0; i < trials; i++) {
    const u = uniformInt(g, 0, 35);
    acc[winner[u]!]!++;
    acc[2]! += bat[u]!;
    acc[margin[u]!]!++;
  }
  return acc;
}

/**
 * The floor: the same draws, counting the attacker's wins only, with no branch on the draw (a
 * branch taken half the time at random is mispredicted half the time: written as a test, this
 * "floor" ran slower than the reference loop it is the floor of).
 */
export function fightFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let defenderWins = 0;
  // `!`: u is one of the 36 pairs the table covers; winner[u] is 1 when the defender wins
  for (let i = 0; i < trials; i++) defenderWins += winner[uniformInt(g, 0, 35)]!;
  return trials - defenderWins;
}
