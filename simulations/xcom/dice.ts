/**
 * XCOM: The Board Game dice and threat track (docs/rules.md, "Dice and the threat track"). The
 * success faces are the lowest ones, 1..`successes` (only loaded dice see faces).
 */
import { itemAt } from '../core/itemAt.js';
import { JointRoll, MAX_JOINT_OUTCOMES, type FaceRange } from '../core/jointRoll.js';
import { gcdOfDoubles } from '../core/rational.js';
import { DOUBLES, type Weights } from '../core/weight.js';

export interface XcomDie {
  /** faces of the die */
  sides: number;
  /** how many of them show a success */
  successes: number;
}

export const STANDARD_XCOM_DIE: XcomDie = { sides: 6, successes: 2 };
export const ALIEN_DIE_SIDES = 8;

/** The threat track with no end (the seed's reading, and every request's default). */
export const NO_THREAT_CAP = Number.POSITIVE_INFINITY;

/** The threat track as a request sets it: `threatCap`, where the threat stops rising (1..8; none: no end). */
export interface ThreatTrack {
  threatCap?: number;
}

/** A request's cap on the threat, `NO_THREAT_CAP` when it sets none. */
export const capOf = (p: ThreatTrack): number => p.threatCap ?? NO_THREAT_CAP;

/** The threat after a roll at `threat`: one more, unless it is at (or past) `cap`, where it stays. */
export function threatAfter(threat: number, cap: number): number {
  return threat < cap ? threat + 1 : threat;
}

/**
 * A task's or a phase's rolls are counted up to this ("this many or more"), so that a state that
 * repeats at a threat cap is one state; above every `policy.maxRolls` (at most 100).
 */
export const ROLL_COUNT_TOP = 101;

/** The threat after `rolls` rolls from `threat`: the track's rise (`threatAfter`) that many times. */
export function threatAt(threat: number, rolls: number, cap: number): number {
  return threat < cap ? Math.min(threat + rolls, cap) : threat;
}

/**
 * The threat of a phase whose threat carries, from its `clock`: the start plus the rolls made
 * (saturating at the count's top), which is the threat itself when no cap stops it. The phases'
 * best plays keep the clock in their states, as the answers report the rolls made.
 */
export function clockThreat(start: number, clock: number, cap: number): number {
  return threatAt(start, clock - start, cap);
}

/** The clock after one more roll (`clockThreat`). */
export function clockAfter(start: number, clock: number): number {
  return start + rollsAfter(clock - start);
}

/** The count of rolls after `more` more (`rollsAfter` that many times). */
export function addRolls(rolls: number, more: number): number {
  return Math.min(rolls + more, ROLL_COUNT_TOP);
}

/** The count of rolls after one more: `rolls + 1`, up to `ROLL_COUNT_TOP`. */
export function rollsAfter(rolls: number): number {
  return rolls < ROLL_COUNT_TOP ? rolls + 1 : rolls;
}

/**
 * The most rolls a phase can see from `threat` on: from threat 8 every roll is a loss; below a cap
 * under 8 the count's top (`ROLL_COUNT_TOP`).
 */
export function rollsUntilCertainLoss(threat: number, cap = NO_THREAT_CAP): number {
  return cap < ALIEN_DIE_SIDES && threat < ALIEN_DIE_SIDES ? ROLL_COUNT_TOP : Math.max(1, ALIEN_DIE_SIDES + 1 - threat);
}

/**
 * Most rolls of a phase whose threat carries (7 and 9): those below threat 8, then at most one
 * certain loss per soldier (each kills one at least); below a cap under 8, the count's top.
 */
export function carriedRollBound(threat: number, soldiers: number, cap: number): number {
  if (rollsUntilCertainLoss(threat, cap) === ROLL_COUNT_TOP) return ROLL_COUNT_TOP;
  return Math.max(0, ALIEN_DIE_SIDES - threat) + soldiers;
}

/**
 * Integer weights of the successes of `dice` dice, in the arithmetic `a`: entry k is
 * C(dice, k) * successes^k * (sides - successes)^(dice - k), the number of face tuples with k
 * successes, with the die's common factor gcdOfDoubles(successes, sides) taken out of every die;
 * by Pascal's rule, exact in doubles while sides^dice is a safe integer.
 */
export function successWeights<W>(dice: number, die: XcomDie, a: Weights<W>): W[] {
  const g = gcdOfDoubles(die.successes, die.sides);
  const hit = a.of(die.successes / g);
  const miss = a.of((die.sides - die.successes) / g);
  const row = [a.one];
  // row i + 1 from row i in place, from the right: entry k takes a miss on k, or a hit on k - 1
  for (let i = 0; i < dice; i++) {
    row.push(a.zero);
    for (let k = i + 1; k > 0; k--) row[k] = a.add(a.mul(row[k]!, miss), a.mul(row[k - 1]!, hit)); // k <= i + 1: in the row
    row[0] = a.mul(row[0]!, miss);
  }
  return row;
}

/** How many of these faces (each 1..sides) show a success. */
function successesAmong(faces: readonly number[], count: number, die: XcomDie): number {
  let k = 0;
  for (let i = 0; i < count; i++) if (itemAt(faces, i) <= die.successes) k++;
  return k;
}

/** The most dice of `die` whose successes (times `alongside` alien outcomes) one draw covers. */
function dicePerDraw(die: XcomDie, alongside: number): number {
  const g = gcdOfDoubles(die.successes, die.sides);
  const base = die.sides / g;
  if (base === 1) return Infinity;
  let m = 0;
  while (base ** (m + 1) * alongside <= MAX_JOINT_OUTCOMES) m++;
  return m;
}

/** Category of a task-roll law with the alien die: successes and whether the roll is a loss. */
export const rollCategory = (successes: number, lost: boolean): number => 2 * successes + (lost ? 1 : 0);

/** The alien die's faces that lose at `threat`: those <= threat, none below 0, all 8 from 8 on. */
export function lossFaces(threat: number): number {
  return Math.min(Math.max(threat, 0), ALIEN_DIE_SIDES);
}

/**
 * The law of one task roll of `dice` dice of `die` and the alien die at `threat`, as integer
 * weights by `rollCategory`: the joint draws of the trials and the best-play solver read it.
 */
export function rollWeights(dice: number, die: XcomDie, threat: number): number[] {
  const lose = lossFaces(threat);
  const weights: number[] = [];
  successWeights(dice, die, DOUBLES).forEach((w, k) => {
    weights[rollCategory(k, false)] = w * (ALIEN_DIE_SIDES - lose);
    weights[rollCategory(k, true)] = w * lose;
  });
  return weights;
}

/**
 * One XCOM task roll of `dice` dice of `die` and the alien die, as joint laws drawn from one
 * 32-bit word each (core/jointRoll.ts), prepared once per shape: `withAlien[t]` the last dice and
 * the alien die at threat t (`rollWeights`); `extra`, when one draw cannot cover all the dice, groups
 * of the first dice by their successes, drawn before. Loaded dice read the XCOM dice, then the alien's.
 */
export class RollLaws {
  readonly extra: readonly JointRoll[];
  readonly withAlien: readonly JointRoll[];
  /** XCOM dice in the `extra` groups */
  readonly extraDice: number;

  constructor(
    readonly dice: number,
    readonly die: XcomDie,
  ) {
    const xcomDie: FaceRange = { from: 1, to: die.sides };
    const alienDie: FaceRange = { from: 1, to: ALIEN_DIE_SIDES };
    const last = Math.min(dice, dicePerDraw(die, ALIEN_DIE_SIDES));
    const perGroup = dicePerDraw(die, 1);
    const extra: JointRoll[] = [];
    for (let left = dice - last; left > 0; ) {
      const m = Math.min(left, perGroup);
      extra.push(new JointRoll(Array(m).fill(xcomDie), successWeights(m, die, DOUBLES), (f) => successesAmong(f, m, die)));
      left -= m;
    }
    this.extra = extra;
    this.extraDice = dice - last;
    const faces: FaceRange[] = [...Array(last).fill(xcomDie), alienDie];
    this.withAlien = Array.from(
      { length: ALIEN_DIE_SIDES + 1 },
      (_, threat) =>
        new JointRoll(faces, rollWeights(last, die, threat), (f) => rollCategory(successesAmong(f, last, die), itemAt(f, last) <= threat)),
    );
  }

  /**
   * The law of a roll at `threat`, clamped to 0..8 (below 0 nothing loses, from 8 on everything
   * does), read with `!`: `withAlien` holds those 9. Two comparisons, not Math.min(Math.max(...)),
   * which measured 5-10% slower on the XCOM kernels.
   */
  at(threat: number): JointRoll {
    let t = threat;
    if (t < 0) t = 0;
    else if (t > ALIEN_DIE_SIDES) t = ALIEN_DIE_SIDES;
    return this.withAlien[t]!;
  }
}

/** Laws by shape (dice, sides, successes), shared by every request; forgotten past a bound. */
const lawsByShape = new Map<string, RollLaws>();
const MAX_SHAPES = 256;

/** The task-roll laws of `dice` dice of `die`, built on first use. */
export function rollLaws(dice: number, die: XcomDie): RollLaws {
  const key = `${dice}/${die.sides}/${die.successes}`;
  let laws = lawsByShape.get(key);
  if (laws === undefined) {
    if (lawsByShape.size >= MAX_SHAPES) lawsByShape.clear();
    laws = new RollLaws(dice, die);
    lawsByShape.set(key, laws);
  }
  return laws;
}
