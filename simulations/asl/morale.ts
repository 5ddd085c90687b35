/**
 * Advanced Squad Leader, chapter A10: the one morale-check core (docs/rules.md, "Dice and morale
 * levels", "Morale check", "Heat of Battle", "Wounds and heroes", "Rally"; ASLRB A10.1-A10.31,
 * A10.6-A10.64, A10.8, A15.1, A15.2, A17.1, A17.11, A18.11). Every ASL kernel resolves its dice
 * here and only chooses which checks are taken, with which DRM.
 */
import { itemAt } from '../core/itemAt.js';
import type { JointRoll } from '../core/jointRoll.js';
import type { Rng } from '../core/rng.js';
import { ORIGINAL_DR, TWO_D6, TWO_D6_OUTCOMES, d6Categories } from './dice.js';

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

/**
 * The DRM of a leader-loss check (LLMC or LLTC, A10.2) caused by a leader of leadership DRM
 * `drm`: a negative modifier becomes positive, a positive one stays positive (a 6+1 lost gives
 * a 1MC), so the check is never eased.
 */
export function leaderLossDrm(drm: number): number {
  return drm < 0 ? -drm : drm;
}

/**
 * Fanatic spread (A10.8): whether each unit of one stack is Fanatic, its own Fanaticism or,
 * for an SMC, that of a Fanatic MMC stacked with it, broken or not (docs/rules.md, "A whole
 * location").
 */
export function stackFanatic(units: readonly { kind: number; fanatic: boolean }[]): boolean[] {
  // a Fanatic multi-man counter: any unit but an SMC
  const mmc = units.some((u) => u.fanatic && !isSmc(u.kind));
  return units.map((u) => u.fanatic || (mmc && isSmc(u.kind)));
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
export const WOUND = 5; // Casualty Reduction of an SMC: a wound, its severity dr follows (A17.11)
export const ELIMINATE_CR = 6; // Casualty Reduction eliminates a half-squad or crew
export const ELIMINATE = 7; // A10.31: Original 12 on a broken unit's MC
export const HERO_WOUNDED = 8; // A15.2: a hero's failed MC wounds him; its severity dr follows
export const RALLIED = 9; // A10.6: a rally DR passed
export const PROMOTED = 10; // A18.11: an Original 2 on the first-MMC self-rally rallies it and earns a Leader Creation roll
export const HERO_KILLED = 11; // A15.2, A17.1: a wounded hero failed an MC: eliminated, no severity dr

/** Casualty Reduction results (A10.3, A17). */
export function isCasualty(result: number): boolean {
  return result === REDUCE || result === WOUND || result === ELIMINATE_CR;
}

/** Results that wound an SMC, so that a wound severity dr follows at once (A17.11, A15.2). */
export function isWound(result: number): boolean {
  return result === WOUND || result === HERO_WOUNDED;
}

/** An MC or TC not passed (a pin is a pass). */
export function isFailure(result: number): boolean {
  return result !== NONE && result !== PIN;
}

/** Whether a pin can hold the unit: nothing pins a hero (A15.2). */
export function pinnable(kind: number): boolean {
  return kind !== HERO;
}

/** The Morale Level (A10.1, A10.8, A17.3, A.18) of a side with these modifications. */
export function moraleLevel(printed: number, fanatic: boolean, wounded: boolean): number {
  const ml = printed + (fanatic ? 1 : 0) - (wounded ? 1 : 0);
  return Math.min(10, Math.max(0, ml));
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

/** One unit's state through a trial: mutable, allocated once per request and reset per trial. */
export class Unit {
  kind = SQUAD;
  broken = false;
  pinned = false;
  wounded = false;
  eliminated = false;
  /** Casualty Reduced to a half-squad since the reset */
  reduced = false;
  /** wounded since the reset (and alive): a first wound, or another on a wounded man */
  woundedNow = false;
  /** the ML on each side, unwounded and wounded: index 2 * broken + wounded (see `morale()`) */
  private readonly levels: Int32Array;

  constructor(
    readonly spec: UnitSpec,
    levels?: Int32Array,
  ) {
    this.levels =
      levels ??
      Int32Array.of(
        moraleLevel(spec.morale, spec.fanatic, false),
        moraleLevel(spec.morale, spec.fanatic, true),
        moraleLevel(spec.brokenMorale, spec.fanatic, false),
        moraleLevel(spec.brokenMorale, spec.fanatic, true),
      );
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

  /** Its six state flags as one number (broken 1, pinned 2, wounded 4, eliminated 8, reduced 16, wounded now 32): a state key's part. */
  flags(): number {
    return (
      (this.broken ? 1 : 0) |
      (this.pinned ? 2 : 0) |
      (this.wounded ? 4 : 0) |
      (this.eliminated ? 8 : 0) |
      (this.reduced ? 16 : 0) |
      (this.woundedNow ? 32 : 0)
    );
  }

  /** Puts its state flags as `flags()` wrote them. */
  setFlags(flags: number): void {
    this.broken = (flags & 1) !== 0;
    this.pinned = (flags & 2) !== 0;
    this.wounded = (flags & 4) !== 0;
    this.eliminated = (flags & 8) !== 0;
    this.reduced = (flags & 16) !== 0;
    this.woundedNow = (flags & 32) !== 0;
  }

  copyFrom(o: Unit): void {
    this.kind = o.kind;
    this.setFlags(o.flags());
  }

  clone(): Unit {
    const u = new Unit(this.spec, this.levels);
    u.copyFrom(this);
    return u;
  }

  /** Current ML: of the side the unit is on (A10.1, A10.4), Fanatic, wound (A17.3). */
  morale(): number {
    return this.levels[(this.broken ? 2 : 0) + (this.wounded ? 1 : 0)]!;
  }

  /** Current leadership DRM: a wounded leader's is one worse (A17.3). */
  leadershipDrm(): number {
    return this.spec.leadership + (this.wounded ? 1 : 0);
  }
}

/**
 * Whether `u` may take the leadership DRM of an unbroken leader of ML `leaderMl` in its
 * location (A10.21, A10.22): any unit but a leader may; a leader only that of a leader of
 * higher ML.
 */
export function mayUseLeader(u: Unit, leaderMl: number): boolean {
  return u.kind !== LEADER || leaderMl > u.morale();
}

/** A unit known by the ML of the side it is on alone, with no leadership of its own (a lone check, the tables' model units). */
export function moraleUnit(kind: number, ml: number, fanatic: boolean, wounded: boolean, broken: boolean): Unit {
  return new Unit({ kind, morale: ml, brokenMorale: ml, leadership: 0, fanatic, wounded, broken });
}

/** A broken unit known by its broken-side ML alone (rally, rout). */
export function brokenUnit(p: { unit: UnitKind; brokenMorale: number; fanatic: boolean; wounded: boolean }): Unit {
  return moraleUnit(kindCode(p.unit), p.brokenMorale, p.fanatic, p.wounded, true);
}

/** Casualty Reduction of `u` (A10.3, A17.1): REDUCE, WOUND or ELIMINATE_CR. */
export function casualty(u: Unit): number {
  if (u.kind === SQUAD) return REDUCE;
  return isSmc(u.kind) ? WOUND : ELIMINATE_CR;
}

/** The result of one MC or TC with this Original DR and final DR (docs/rules.md, "Morale check", "Wounds and heroes"). */
export function checkResult(u: Unit, original: number, finalDr: number, check: number): number {
  const ml = u.morale();
  if (check === TC) return finalDr <= ml ? NONE : TASK_FAILED;
  if (original === 12) {
    if (u.broken) return ELIMINATE; // A10.31
    // a wounded hero's Casualty Reduction comes with a failed MC, which eliminates him (A15.2)
    return u.kind === HERO && u.wounded ? ELIMINATE_CR : casualty(u);
  }
  if (finalDr <= ml) return finalDr === ml && pinnable(u.kind) ? PIN : NONE; // A10.1, A7.8, A15.2
  if (u.kind === HERO) return u.wounded ? HERO_KILLED : HERO_WOUNDED; // A17.1, A15.2
  return u.broken ? casualty(u) : BREAK; // A10.3
}

/**
 * An Original 2 on an MC (or a rally that is not a self-rally, which its kernel asks as an MC)
 * precedes a Heat of Battle DR (A15.1); a TC's does not, nor does that of a hero or a crew, never
 * subject to Heat of Battle (berserk units are not modelled).
 */
export function heatOfBattle(kind: number, original: number, check: number): boolean {
  return original === 2 && check === MC && kind !== HERO && kind !== CREW;
}

/**
 * The result of a rally DR (A10.6, A10.64, A18.11) by the broken unit `u`: Fate first, then
 * field promotion, then RALLIED when the final DR is <= its ML. A rally is not an MC: no pin, no
 * A10.31.
 */
export function rallyResult(u: Unit, original: number, finalDr: number, selfRally: boolean): number {
  if (original === 12) return casualty(u); // A10.64
  // A18.11: a squad's or half-squad's self-rally is the first-MMC one; a crew self-rallies in its
  // own right (A10.6 names crews beside broken leaders), a plain self-rally
  if (original === 2 && selfRally && (u.kind === SQUAD || u.kind === HALF_SQUAD)) return PROMOTED;
  return finalDr <= u.morale() ? RALLIED : NONE;
}

/** A17.11: the wound severity dr `dr` kills (5-6; 4-6 for a man already wounded). */
export function killedBySeverity(dr: number, alreadyWounded: boolean): boolean {
  return dr + (alreadyWounded ? 1 : 0) >= 5;
}

/** Applies `result` (and, after a wound, the severity dr's `killed`) to `u`. */
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
    case HERO_WOUNDED:
      if (killed) {
        u.eliminated = true;
        return;
      }
      u.wounded = true;
      u.woundedNow = true;
      // the Casualty Reduction of a leader leaves him broken (A10.31, A10.3); a hero never breaks
      if (u.kind !== HERO) u.broken = true;
      return;
    case ELIMINATE_CR:
    case ELIMINATE:
    case HERO_KILLED:
      u.eliminated = true;
      return;
    case RALLIED:
    case PROMOTED:
      u.broken = false;
      return;
    default: // NONE, TASK_FAILED
      return;
  }
}

/** One 2d6 roll: its outcome o (dice.ts), whose Original DR is `ORIGINAL_DR[o]`; a call of its own, which trial loops run faster than the roll inline. */
export function rollTwoD6(rng: Rng): number {
  return rng.roll(TWO_D6);
}

/** The wound severity dr as one draw: 1 when it kills, for a man unwounded / wounded before. */
const severityDr = (wounded: boolean) => d6Categories(2, (dr) => (killedBySeverity(dr, wounded) ? 1 : 0));
const SEVERITY_UNWOUNDED = severityDr(false);
const SEVERITY_WOUNDED = severityDr(true);

/**
 * The wound severity dr that `result` calls for on `u` (A17.11), as one draw of 0 (survives) or
 * 1 (killed); null when `result` wounds no one. Ask before applying `result`: an earlier wound
 * adds +1.
 */
export function severityRoll(u: Unit, result: number): JointRoll | null {
  return isWound(result) ? (u.wounded ? SEVERITY_WOUNDED : SEVERITY_UNWOUNDED) : null;
}

/** The wound severity dr that `result` calls for on `u`, rolled only after a wound: true when it kills. */
export function rollKilled(rng: Rng, u: Unit, result: number): boolean {
  return isWound(result) && rng.roll(u.wounded ? SEVERITY_WOUNDED : SEVERITY_UNWOUNDED) === 1;
}

/**
 * `checkResult` tabled. It depends on the unit only through its kind, side and wound, and on the
 * DRs only through the Original DR and the margin DRM - ML, which is clamped to [-13, 0]: below
 * it a final DR is under the ML even on an Original 12, above it over the ML even on a 2. The
 * table is filled by `checkResult` itself on a model unit of each kind, side and wound.
 */
const MARGIN_MIN = -13;
const MARGINS = 14;
const VERDICTS = (() => {
  const kinds = UNIT_KINDS.length;
  const table = new Int32Array(kinds * 2 * 2 * 2 * MARGINS * TWO_D6_OUTCOMES);
  for (let kind = 0; kind < kinds; kind++) {
    for (const broken of [false, true]) {
      for (const wounded of [false, true]) {
        // the margin is final DR - ML, so the model's own ML (10, or 9 wounded) gives the final DR
        const u = moraleUnit(kind, 10, false, wounded, broken);
        const ml = u.morale();
        for (const check of [MC, TC]) {
          for (let m = 0; m < MARGINS; m++) {
            const row = rowOf(u, ml + MARGIN_MIN + m, check) * TWO_D6_OUTCOMES;
            for (let o = 0; o < TWO_D6_OUTCOMES; o++) {
              const original = itemAt(ORIGINAL_DR, o);
              table[row + o] = checkResult(u, original, original + ml + MARGIN_MIN + m, check);
            }
          }
        }
      }
    }
  }
  return table;
})();

/** The row of an MC or TC of `u` with DRM `drm` in the tables: its kind, side, wound, check and clamped margin. */
function rowOf(u: Unit, drm: number, check: number): number {
  let m = drm - u.morale() - MARGIN_MIN;
  m = m < 0 ? 0 : m >= MARGINS ? MARGINS - 1 : m;
  return (((u.kind * 2 + (u.broken ? 1 : 0)) * 2 + (u.wounded ? 1 : 0)) * 2 + check) * MARGINS + m;
}

/** The result of an MC or TC of `u` with DRM `drm` on the 2d6 outcome `o`: `checkResult`, read from its table. */
export function checkVerdict(u: Unit, o: number, drm: number, check: number): number {
  // every check: the margin is clamped and o is a 2d6 outcome (0..35)
  return VERDICTS[rowOf(u, drm, check) * TWO_D6_OUTCOMES + o]!;
}

/** Ways (out of 36) of each Original DR: `ORIGINAL_WAYS[s]` for s in 2..12. */
export const ORIGINAL_WAYS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** The outcomes tabled by the rows of `checkVerdict`, each made on first use. */
const OUTCOME_ROWS = new Array<ReturnType<typeof outcomeRow> | undefined>(UNIT_KINDS.length * 2 * 2 * 2 * MARGINS);

/**
 * One MC or TC's outcomes for the exact enumerations: the Original DRs grouped by the result they
 * give and whether they call for a Heat of Battle DR, in the order first reached, and after a
 * wound split by the severity dr (killed first). Group g gives `result[g]`, `killed[g]` (0 or 1),
 * its ways out of 216 (the 2d6, then a severity dr) and `heat[g]` (0 or 1).
 */
export function checkOutcomes(u: Unit, drm: number, check: number) {
  const at = rowOf(u, drm, check);
  const row = OUTCOME_ROWS[at] ?? outcomeRow(u.kind, u.broken, u.wounded, check, at % MARGINS);
  OUTCOME_ROWS[at] = row;
  return row;
}

function outcomeRow(kind: number, broken: boolean, wounded: boolean, check: number, m: number) {
  const u = moraleUnit(kind, 10, false, wounded, broken);
  const drm = m + MARGIN_MIN + u.morale();
  // key: result * 2 + (1 when it calls for Heat of Battle)
  const ways = new Map<number, number>();
  for (let s = 2; s <= 12; s++) {
    const key = checkResult(u, s, s + drm, check) * 2 + (heatOfBattle(u.kind, s, check) ? 1 : 0);
    ways.set(key, (ways.get(key) ?? 0) + itemAt(ORIGINAL_WAYS, s) * 6);
  }
  // result, killed, ways, heat
  const rows: [number, number, number, number][] = [];
  for (const [key, w] of ways) {
    const law = severityRoll(u, key >> 1);
    if (law === null) rows.push([key >> 1, 0, w, key & 1]);
    else for (const c of [1, 0]) rows.push([key >> 1, c, (w * itemAt(law.weights, c)) / law.total, key & 1]);
  }
  return {
    size: rows.length,
    result: Int32Array.from(rows, (r) => r[0]),
    killed: Uint8Array.from(rows, (r) => r[1]),
    ways: Int32Array.from(rows, (r) => r[2]),
    heat: Uint8Array.from(rows, (r) => r[3]),
  };
}
