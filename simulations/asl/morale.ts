/**
 * Advanced Squad Leader, chapter A10: the one morale-check core (RULES.md section 2; seed
 * 10.1-10.31). Every ASL kernel (morale check, rally, rout, location check) resolves its dice
 * here: the Morale Level of a unit, the verdict of a DR, Casualty Reduction per unit kind and
 * the wound severity dr. Kernels only choose which checks are taken, with which DRM.
 *
 * - All checks roll 2d6. The Original DR is the sum of the dice; the final DR adds every DRM.
 * - ML (A10.1): the printed ML of the side the unit is on (good order or broken); Fanatic +1
 *   (A10.8, either side); wounded -1 (A17.3). Reading: the cap of 10 (A.18) applies to the ML
 *   that results, so a wounded Fanatic 10 keeps 10; an ML is never below 0.
 * - MC (A10.1, A10.3): passed when final DR <= ML; a pass with final DR equal to ML pins
 *   (A7.8), a broken unit too (A10.53 pins a routing broken unit that way). A failed MC breaks
 *   a good-order unit and Casualty Reduces a broken one (A10.3).
 * - Original 12 on an MC (A10.31): a good-order unit is Casualty Reduced and broken (whatever
 *   its DRM); a broken unit is eliminated.
 * - TC (A10.1): the same roll, passed when final DR <= ML. Readings: A7.8 and A10.31 speak of
 *   MCs, so a TC never pins on equality and its Original 12 is only a failure when the final
 *   DR exceeds the ML; failing a TC has only the task's effect (the caller's to apply).
 * - Casualty Reduction (A10.3, A17): squad -> broken half-squad; half-squad or crew ->
 *   eliminated; leader or hero -> wound severity dr (A17): 1-4 wounded, 5-6 killed. Reading of
 *   A17.2: an SMC already wounded is eliminated by any further wound (no severity dr).
 * - Hero (A15.2, as read here): never broken. A failed MC wounds him instead of breaking him,
 *   without a severity dr, and eliminates him if already wounded; an Original 12 Casualty
 *   Reduces him (a wound with its severity dr). He is pinned on equality like any unit.
 * - Original 2 on an MC precedes a Heat of Battle DR (A15.1); its table is out of scope, so
 *   kernels only count it.
 */
import type { Rng } from '../core/rng.js';

/** Unit kinds (`UNIT_KINDS[code]` is the API name). */
export const SQUAD = 0;
export const HALF_SQUAD = 1;
export const CREW = 2;
export const LEADER = 3;
export const HERO = 4;
export const UNIT_KINDS = ['squad', 'half-squad', 'crew', 'leader', 'hero'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export function kindCode(kind: UnitKind): number {
  return UNIT_KINDS.indexOf(kind);
}

/** Single-man counters (A17): leaders and heroes are wounded, not reduced to a half-squad. */
export function isSmc(kind: number): boolean {
  return kind === LEADER || kind === HERO;
}

/** Multi-man counters: the units that may create a leader on a self-rally (A18.11). */
export function isMmc(kind: number): boolean {
  return kind === SQUAD || kind === HALF_SQUAD || kind === CREW;
}

/** Check types. */
export const MC = 0;
export const TC = 1;

/** What one check does to a unit. */
export const NONE = 0; // passed (an MC not on equality, or a TC)
export const PIN = 1; // A7.8: an MC passed with final DR = ML
export const BREAK = 2; // A10.3: a good-order unit failed an MC
export const TASK_FAILED = 3; // A10.1: a TC failed; only the task's effect follows
export const REDUCE = 4; // Casualty Reduction of a squad: a broken half-squad remains
export const WOUND = 5; // Casualty Reduction of an SMC: a wound severity dr follows (A17)
export const ELIMINATE_CR = 6; // Casualty Reduction eliminates (half-squad, crew, a second wound)
export const ELIMINATE = 7; // A10.31: Original 12 on a broken unit's MC
export const HERO_WOUNDED = 8; // A15.2: a hero's failed MC wounds him (no severity dr)
export const RALLIED = 9; // A10.6: a rally DR passed

/** Casualty Reduction results (A10.3, A17). */
export function isCasualty(result: number): boolean {
  return result === REDUCE || result === WOUND || result === ELIMINATE_CR;
}

/** The Morale Level (A10.1, A10.8, A17.3, A.18) of a side with these modifications. */
export function moraleLevel(printed: number, fanatic: boolean, wounded: boolean): number {
  const ml = printed + (fanatic ? 1 : 0) - (wounded ? 1 : 0);
  return ml > 10 ? 10 : ml < 0 ? 0 : ml;
}

/** What a unit is; filled once per request. */
export interface UnitSpec {
  kind: number;
  /** printed good-order ML */
  morale: number;
  /** printed broken-side ML */
  brokenMorale: number;
  /** printed leadership modifier (leaders) */
  leadership: number;
  fanatic: boolean;
  wounded: boolean;
  broken: boolean;
}

/**
 * One unit's state through a trial: mutable, allocated once per request and reset per trial
 * (trials allocate nothing); exact enumerations clone it per branch.
 */
export class Unit {
  kind = SQUAD;
  broken = false;
  pinned = false;
  wounded = false;
  eliminated = false;
  /** Casualty Reduced to a half-squad since the reset */
  reduced = false;
  /** wounded since the reset (and alive) */
  woundedNow = false;

  constructor(readonly spec: UnitSpec) {
    this.reset();
  }

  reset(): void {
    const s = this.spec;
    this.kind = s.kind;
    this.broken = s.broken;
    this.pinned = false;
    this.wounded = s.wounded;
    this.eliminated = false;
    this.reduced = false;
    this.woundedNow = false;
  }

  copyFrom(o: Unit): void {
    this.kind = o.kind;
    this.broken = o.broken;
    this.pinned = o.pinned;
    this.wounded = o.wounded;
    this.eliminated = o.eliminated;
    this.reduced = o.reduced;
    this.woundedNow = o.woundedNow;
  }

  clone(): Unit {
    const u = new Unit(this.spec);
    u.copyFrom(this);
    return u;
  }

  /** Current ML: of the side the unit is on (A10.1, A10.4), Fanatic, wound (A17.3). */
  morale(): number {
    const s = this.spec;
    return moraleLevel(this.broken ? s.brokenMorale : s.morale, s.fanatic, this.wounded);
  }

  /** Current leadership DRM: a wounded leader's is one worse (A17.3). */
  leadershipDrm(): number {
    return this.spec.leadership + (this.wounded ? 1 : 0);
  }
}

/** A broken unit known by its broken-side ML alone (rally, rout): no leadership of its own. */
export function brokenUnit(p: { unit: UnitKind; brokenMorale: number; fanatic: boolean; wounded: boolean }): Unit {
  return new Unit({
    kind: kindCode(p.unit),
    morale: p.brokenMorale,
    brokenMorale: p.brokenMorale,
    leadership: 0,
    fanatic: p.fanatic,
    wounded: p.wounded,
    broken: true,
  });
}

/** Casualty Reduction of `u` (A10.3, A17, A17.2): REDUCE, WOUND or ELIMINATE_CR. */
export function casualty(u: Unit): number {
  if (u.kind === SQUAD) return REDUCE;
  if (isSmc(u.kind)) return u.wounded ? ELIMINATE_CR : WOUND;
  return ELIMINATE_CR;
}

/** The result of one MC or TC with this Original DR and final DR (see the header). */
export function checkResult(u: Unit, original: number, finalDr: number, check: number): number {
  const ml = u.morale();
  if (check === TC) return finalDr <= ml ? NONE : TASK_FAILED;
  if (original === 12) return u.broken ? ELIMINATE : casualty(u); // A10.31
  if (finalDr <= ml) return finalDr === ml ? PIN : NONE; // A10.1, A7.8
  if (u.kind === HERO) return u.wounded ? ELIMINATE : HERO_WOUNDED; // A15.2, A17.2
  return u.broken ? casualty(u) : BREAK; // A10.3
}

/**
 * The result of a rally DR (A10.6, A10.64) by the broken unit `u`: RALLIED when the final DR
 * is <= its (broken-side) ML; Fate: an Original 12 fails and Casualty Reduces it, whatever the
 * DRM; NONE otherwise. A rally is not an MC: no pin, no A10.31.
 */
export function rallyResult(u: Unit, original: number, finalDr: number): number {
  if (original === 12) return casualty(u); // A10.64
  return finalDr <= u.morale() ? RALLIED : NONE;
}

/** A17: a wound severity dr of 5 or 6 kills the SMC; 1-4 leaves him wounded. */
export function killedBySeverity(dr: number): boolean {
  return dr >= 5;
}

/** Wound severity dr outcomes out of 6: killed, wounded (A17). */
export const KILLED_IN_6 = 2;
export const WOUNDED_IN_6 = 4;

/** Applies `result` (and, after WOUND, the severity dr's `killed`) to `u`. */
export function applyResult(u: Unit, result: number, killed: boolean): void {
  switch (result) {
    case PIN:
      u.pinned = true;
      return;
    case BREAK:
      u.broken = true;
      return;
    case REDUCE:
      // a squad's Casualty Reduction leaves a half-squad, broken (A10.3, A10.31)
      u.kind = HALF_SQUAD;
      u.reduced = true;
      u.broken = true;
      return;
    case WOUND:
      if (killed) {
        u.eliminated = true;
        return;
      }
      u.wounded = true;
      u.woundedNow = true;
      // the Casualty Reduction of a leader leaves him broken too (A10.31); a hero never breaks
      if (u.kind !== HERO) u.broken = true;
      return;
    case HERO_WOUNDED:
      u.wounded = true;
      u.woundedNow = true;
      return;
    case ELIMINATE_CR:
    case ELIMINATE:
      u.eliminated = true;
      return;
    case RALLIED:
      u.broken = false;
      return;
    default: // NONE, TASK_FAILED
      return;
  }
}

/** The Original DR of 2d6. */
export function rollOriginal(rng: Rng): number {
  return rng.int(1, 6) + rng.int(1, 6);
}

/** The severity dr of a WOUND result, drawn only when needed (A17). */
export function rollKilled(rng: Rng): boolean {
  return killedBySeverity(rng.int(1, 6));
}

/** Ways (out of 36) of each Original DR: `ORIGINAL_WAYS[s]` for s in 2..12. */
export const ORIGINAL_WAYS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** Visits one group of outcomes: `ways` out of 36 * 6 = 216 (the 2d6, then a severity dr). */
export type OutcomeVisitor = (result: number, killed: boolean, ways: number, original2: boolean) => void;

/**
 * One full check for the exact enumerations: every Original DR with its ways out of 36,
 * grouped by the result it gives and, after a WOUND, split by the severity dr. With
 * `splitOriginal2`, an Original 2 is a group of its own (`original2` true), for the kernels
 * that report Heat of Battle or leader creation.
 */
export function forEachCheckOutcome(u: Unit, drm: number, check: number, visit: OutcomeVisitor, splitOriginal2 = false): void {
  forEachGroupedOutcome((original) => checkResult(u, original, original + drm, check), visit, splitOriginal2);
}

/** The enumeration behind `forEachCheckOutcome`, for any verdict of the Original DR (rally gives `rallyResult`). */
export function forEachGroupedOutcome(resultOf: (original: number) => number, visit: OutcomeVisitor, splitOriginal2 = false): void {
  // key: result * 2 + (1 for the Original 2 group)
  const ways = new Map<number, number>();
  for (let s = 2; s <= 12; s++) {
    const key = resultOf(s) * 2 + (splitOriginal2 && s === 2 ? 1 : 0);
    ways.set(key, (ways.get(key) ?? 0) + ORIGINAL_WAYS[s] * 6);
  }
  for (const [key, w] of ways) {
    const r = key >> 1;
    const original2 = (key & 1) === 1;
    if (r === WOUND) {
      visit(r, true, (w * KILLED_IN_6) / 6, original2);
      visit(r, false, (w * WOUNDED_IN_6) / 6, original2);
    } else {
      visit(r, false, w, original2);
    }
  }
}
