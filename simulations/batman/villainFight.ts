/**
 * Batman: Gotham City Strategy Game, a fight (docs/rules.md, "A fight"; seed, step 5 of the turn
 * "移動你的模型", fights a and b, and step 3a for Batman moving in).
 *
 * Each side rolls one Batman die (see batmanDie.ts); the attacker is the invader, the side that
 * moved in.
 * - Villain against villain: power = pips + henchmen brought; a bat face counts 0; the higher
 *   power wins; a tie goes to the invader ("若平手，入侵方獲勝") unless `tie` is "defender".
 * - Villain against Batman: the villain's bat face loses the fight outright ("若擲到蝙蝠面，你
 *   自動輸掉本場戰鬥"); otherwise the villain's power = pips + henchmen and Batman's = pips + his
 *   combat value.
 * Readings of the rule, written down:
 * - Batman's own bat face counts 0 pips (assumed: the seed says nothing of it). It is the named
 *   rule `batmanBatFace`, whose only value today is "zero", so that a confirmed rule can be added.
 * - A tie against Batman goes to the invader as between villains (assumed), unless `tie` says
 *   "defender".
 * - Both dice are always rolled, attacker's first, even when the villain's bat face settles the
 *   fight (the roll then changes nothing).
 * - `margin` (attacker's power minus defender's) is recorded only for a fight that no bat face
 *   settled: every villain-against-villain fight, and a fight against Batman in which the
 *   villain's die shows pips. Its slots therefore add up to 1 - P(villain's bat face) against
 *   Batman, and to 1 between villains.
 * - `villainBatFace`: the villain's die shows the bat face; between villains, either die does.
 * - The rules' limit of 5 henchmen (the Penguin's ability aside) is checked at the service's
 *   edge, not here: the kernel takes any henchmen count.
 */
// Every `!` below reads a typed array at an index in range by construction: a face (below
// `faces`, the length of the die's tables), a pair of faces (below faces²), a slot of the
// tally that sized the accumulator, or one of the two faces of a two-dice roll.
// `!`: indices in range by construction, as said above
import { JointRoll } from '../core/jointRoll.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Ends } from '../core/rollWalk.js';
import { Tally } from '../core/tally.js';
import { dieTables, type DieFace } from './batmanDie.js';

export type Fighter = { side: 'villain'; henchmen: number } | { side: 'batman'; combatValue: number };

/** Who wins a fight whose powers are equal. */
export type TieRule = 'invader' | 'defender';

/** What Batman's own bat face is worth (only "zero" today: it counts 0 pips). */
export type BatmanBatFaceRule = 'zero';

/** Pips of Batman's bat face under each `batmanBatFace` rule. */
export const BATMAN_BAT_PIPS: Readonly<Record<BatmanBatFaceRule, number>> = { zero: 0 };

export interface FightParams {
  attacker: Fighter;
  defender: Fighter;
  faces: readonly DieFace[];
  tie: TieRule;
  batmanBatFace: BatmanBatFaceRule;
}

/** What a fighter adds to its die: henchmen brought, or Batman's combat value. */
export function bonus(f: Fighter): number {
  return f.side === 'villain' ? f.henchmen : f.combatValue;
}

function layout(p: FightParams) {
  if (p.attacker.side === 'batman' && p.defender.side === 'batman') {
    throw new RangeError('a fight needs at least one villain');
  }
  const die = dieTables(p.faces);
  // pips of each face for each side: a villain's bat face is worth 0 (when it does not settle
  // the fight), Batman's what the `batmanBatFace` rule says
  const sidePips = (f: Fighter): Int32Array => {
    const t = Int32Array.from(die.pips);
    if (f.side === 'batman') for (let k = 0; k < t.length; k++) if (die.bat[k] === 1) t[k] = BATMAN_BAT_PIPS[p.batmanBatFace];
    return t;
  };
  const aPips = sidePips(p.attacker);
  const dPips = sidePips(p.defender);
  const a = bonus(p.attacker);
  const d = bonus(p.defender);
  const aMin = Math.min(...aPips) + a;
  const aMax = Math.max(...aPips) + a;
  const dMin = Math.min(...dPips) + d;
  const dMax = Math.max(...dPips) + d;
  const tally = new Tally();
  const slots = {
    attackerWins: tally.event('attackerWins'),
    defenderWins: tally.event('defenderWins'),
    villainBatFace: tally.event('villainBatFace'),
    margin: tally.value('margin', aMin - dMax, aMax - dMin, { mean: false }),
  };

  const { bat } = die;
  const attackerVillain = p.attacker.side === 'villain';
  const defenderVillain = p.defender.side === 'villain';
  // against Batman, the villain's bat face loses outright
  const attackerBatLoses = attackerVillain && !defenderVillain;
  const defenderBatLoses = defenderVillain && !attackerVillain;
  const tieToAttacker = p.tie === 'invader';

  /** Adds the fight whose dice show faces `fa` (attacker) and `fd` (defender) to `acc`. */
  const settle = (fa: number, fd: number, acc: Float64Array): void => {
    const aBat = bat[fa] === 1;
    const dBat = bat[fd] === 1;
    if ((attackerVillain && aBat) || (defenderVillain && dBat)) acc[slots.villainBatFace]!++;
    if (attackerBatLoses && aBat) {
      acc[slots.defenderWins]!++;
      return;
    }
    if (defenderBatLoses && dBat) {
      acc[slots.attackerWins]!++;
      return;
    }
    const margin = aPips[fa]! + a - dPips[fd]! - d;
    acc[slots.margin + margin]!++;
    if (margin > 0 || (margin === 0 && tieToAttacker)) acc[slots.attackerWins]!++;
    else acc[slots.defenderWins]!++;
  };
  return { tally, settle, faces: die.faces };
}

export const villainFight: Kernel<FightParams> = {
  name: 'batman.fight',
  // one state spent per pair of faces, nothing before
  exactStopsPromptly: true,
  tally: (p) => layout(p).tally,

  /**
   * Both dice are drawn as one joint outcome, attacker's face major (category fa * faces + fd,
   * all faces² pairs equally likely); each pair's fight is settled once here, as the at most
   * three slots it adds to, so a trial is a draw and a few increments.
   */
  prepare(p) {
    const { tally, settle, faces } = layout(p);
    const die = { from: 0, to: faces - 1 };
    const roll = new JointRoll([die, die], new Array<number>(faces * faces).fill(1), (f) => f[0]! * faces + f[1]!);
    const scratch = new Float64Array(tally.size);
    const ends = new Ends(faces * faces, (c) => {
      scratch.fill(0);
      settle(Math.floor(c / faces), c % faces, scratch);
      return [...scratch.keys()].filter((slot) => scratch[slot] !== 0);
    });
    const trial = (rng: Rng, acc: Float64Array): void => ends.add(acc, rng.roll(roll));
    const batch = (rng: Rng, acc: Float64Array, n: number): void => {
      const counts = ends.counts;
      for (let i = 0; i < n; i++) counts[rng.roll(roll)]!++;
      ends.flush(acc);
    };
    return { tally, trial, batch };
  },

  /** Enumerates the faces² equally likely pairs of faces. */
  exact(p, budget: ExactBudget) {
    const { tally, settle, faces } = layout(p);
    const counts = new Float64Array(tally.size);
    for (let fa = 0; fa < faces; fa++) {
      for (let fd = 0; fd < faces; fd++) {
        budget.spend();
        settle(fa, fd, counts);
      }
    }
    const pairs = faces * faces;
    return Array.from(counts, (c) => Rational.of(c, pairs));
  },
};
