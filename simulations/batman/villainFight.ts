/**
 * Batman: Gotham City Strategy Game, a fight (docs/rules.md, "A fight", which writes down its
 * readings and defaults; seed, step 5 of the turn "移動你的模型", fights a and b, and step 3a).
 * Each side rolls one Batman die (batmanDie.ts); the attacker is the invader. Between villains,
 * power = pips + henchmen, a bat face counting 0; against Batman, the villain's bat face loses
 * outright, and Batman's power is pips + his combat value. Both dice are always rolled,
 * attacker's first, even when the villain's bat face settles the fight; `margin` is recorded
 * only for a fight no bat face settled. The limit of 5 henchmen is checked at the service's edge.
 */
// `!`: typed arrays read at indices in range by construction (a face, a slot of the tally)
import { JointRoll } from '../core/jointRoll.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Ends } from '../core/rollWalk.js';
import { Tally } from '../core/tally.js';
import { BAT, type DieFace } from './batmanDie.js';

export type Fighter = { side: 'villain'; henchmen: number } | { side: 'batman'; combatValue: number };

export interface FightParams {
  attacker: Fighter;
  defender: Fighter;
  faces: readonly DieFace[];
  /** who wins a fight whose powers are equal */
  tie: 'invader' | 'defender';
  /** what Batman's own bat face is worth: "zero", 0 pips, the only rule */
  batmanBatFace: 'zero';
}

/** What a fighter adds to its die: henchmen brought, or Batman's combat value. */
export function bonus(f: Fighter): number {
  return f.side === 'villain' ? f.henchmen : f.combatValue;
}

function layout(p: FightParams) {
  if (p.attacker.side === 'batman' && p.defender.side === 'batman') {
    throw new RangeError('a fight needs at least one villain');
  }
  // pips of each face: a bat face is worth 0, a villain's when it does not settle the fight
  const pips = new Int32Array(p.faces.map((face) => (face !== BAT ? face : 0)));
  const bat = new Uint8Array(p.faces.map((face) => (face === BAT ? 1 : 0)));
  const a = bonus(p.attacker);
  const d = bonus(p.defender);
  const least = Math.min(...pips);
  const most = Math.max(...pips);
  const tally = new Tally();
  const slots = {
    attackerWins: tally.event('attackerWins'),
    defenderWins: tally.event('defenderWins'),
    villainBatFace: tally.event('villainBatFace'),
    margin: tally.value('margin', least + a - most - d, most + a - least - d, { mean: false }),
  };

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
    const margin = pips[fa]! + a - pips[fd]! - d;
    acc[slots.margin + margin]!++;
    if (margin > 0 || (margin === 0 && tieToAttacker)) acc[slots.attackerWins]!++;
    else acc[slots.defenderWins]!++;
  };
  return { tally, settle, faces: p.faces.length };
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
