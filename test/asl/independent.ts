/**
 * Exact answers for the ASL kernels, written here from RULES.md section 2 without the kernels'
 * morale core: plain floating point over the 36 faces of 2d6 (and the 6 of a wound severity
 * dr), so that a kernel that misreads a rule disagrees with them.
 */
import type { ExactSlots } from '../helpers/statistics.js';

export type Kind = 'squad' | 'half-squad' | 'crew' | 'leader' | 'hero';

/** Every (Original DR, weight) of 2d6, face by face. */
export function* twoDice(): Generator<[number, number]> {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) yield [a + b, 1 / 36];
}

export const ml = (printed: number, fanatic = false, wounded = false) =>
  Math.max(0, Math.min(10, printed + (fanatic ? 1 : 0) - (wounded ? 1 : 0)));

const bump = (m: Map<number, number>, k: number, w: number) => m.set(k, (m.get(k) ?? 0) + w);

export interface MoraleCase {
  morale: number;
  broken: boolean;
  check: 'MC' | 'TC';
  modifier: number;
  leadership: number;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
  unit: Kind;
}

/** One MC/TC of one unit (A10.1, A10.3, A10.31, A7.8, A15.2, A17). */
export function exactMoraleCheck(c: MoraleCase): ExactSlots {
  const ev: Record<string, number> = {
    passed: 0, pinned: 0, broken: 0, casualtyReduced: 0, eliminated: 0, heatOfBattle: 0, wounded: 0, failed: 0,
  };
  const level = ml(c.morale, c.fanatic, c.wounded);
  const smc = c.unit === 'leader' || c.unit === 'hero';
  for (const [o, w] of twoDice()) {
    const f = o + c.modifier + c.leadership + c.drm;
    if (c.check === 'TC') {
      ev[f <= level ? 'passed' : 'failed'] += w;
      if (c.broken) ev.broken += w;
      continue;
    }
    if (o === 2) ev.heatOfBattle += w;
    // the Casualty Reduction of this unit, as weights of (eliminated, wounded, reduced) outcomes
    const reduce = (w: number) => {
      ev.casualtyReduced += w;
      if (c.unit === 'squad') ev.broken += w;
      else if (!smc || c.wounded) ev.eliminated += w;
      else {
        ev.eliminated += (w * 2) / 6; // severity 5-6
        ev.wounded += (w * 4) / 6;
        if (c.unit === 'leader') ev.broken += (w * 4) / 6;
      }
    };
    if (o === 12) {
      ev.failed += w;
      if (c.broken) ev.eliminated += w;
      else reduce(w);
    } else if (f <= level) {
      ev.passed += w;
      if (f === level) ev.pinned += w;
      if (c.broken) ev.broken += w;
    } else {
      ev.failed += w;
      if (c.unit === 'hero') {
        if (c.wounded) ev.eliminated += w;
        else ev.wounded += w;
      } else if (c.broken) reduce(w);
      else ev.broken += w;
    }
  }
  return { events: ev, values: {} };
}

export interface RallyCase {
  brokenMorale: number;
  leadership: number;
  selfRally: boolean;
  terrain: 'open' | 'woods' | 'building' | 'pillbox' | 'entrenchment';
  desperation: boolean;
  drm: number;
  unit: Kind;
  fanatic: boolean;
  wounded: boolean;
  phases: number;
}

/** Rally attempts over `phases` phases (A10.6, A10.61-A10.64, A15.1, A17, A18.11). */
export function exactRally(c: RallyCase): ExactSlots {
  const ev: Record<string, number> = { rallied: 0, casualtyReduced: 0, eliminated: 0, heatOfBattle: 0, leaderCreation: 0 };
  const attempts = new Map<number, number>();
  const rallyPhase = new Map<number, number>();
  const drm = (c.selfRally ? 1 : c.leadership) + (c.terrain === 'open' ? 0 : -1) + (c.desperation ? 4 : 0) + c.drm;
  const sums: Array<[number, number]> = [];
  for (let s = 2; s <= 12; s++) sums.push([s, (6 - Math.abs(s - 7)) / 36]);

  const finish = (phase: number, rallied: boolean, elim: boolean, cr: boolean, hob: boolean, lc: boolean, w: number) => {
    if (rallied) ev.rallied += w;
    if (elim) ev.eliminated += w;
    if (cr) ev.casualtyReduced += w;
    if (hob) ev.heatOfBattle += w;
    if (lc) ev.leaderCreation += w;
    bump(attempts, phase, w);
    bump(rallyPhase, rallied ? phase : 0, w);
  };
  const go = (kind: Kind, wounded: boolean, phase: number, cr: boolean, hob: boolean, lc: boolean, w: number): void => {
    const level = ml(c.brokenMorale, c.fanatic, wounded);
    for (const [o, wo] of sums) {
      const ww = w * wo;
      const h = hob || (o === 2 && !c.selfRally);
      const l = lc || (o === 2 && c.selfRally && kind !== 'leader');
      const onward = (k: Kind, wd: boolean, x: number) =>
        phase < c.phases ? go(k, wd, phase + 1, true, h, l, x) : finish(phase, false, false, true, h, l, x);
      if (o === 12) {
        // Fate: fails and Casualty Reduces
        if (kind === 'squad') onward('half-squad', false, ww);
        else if (kind !== 'leader' || wounded) finish(phase, false, true, true, h, l, ww);
        else {
          finish(phase, false, true, true, h, l, (ww * 2) / 6);
          onward('leader', true, (ww * 4) / 6);
        }
      } else if (o + drm <= level) finish(phase, true, false, cr, h, l, ww);
      else if (phase < c.phases) go(kind, wounded, phase + 1, cr, h, l, ww);
      else finish(phase, false, false, cr, h, l, ww);
    }
  };
  go(c.unit, c.wounded, 1, false, false, false, 1);
  return { events: ev, values: { attempts, rallyPhase } };
}

export interface RoutCase {
  brokenMorale: number;
  unit: Kind;
  interdictions: number;
  pinnedAdjacentToEnemy: boolean;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
}

/** A rout through `interdictions` Interdiction NMCs (A10.53, A10.31, A10.3, A7.8, A17). */
export function exactRout(c: RoutCase): ExactSlots {
  const ev: Record<string, number> = { routed: 0, reduced: 0, eliminated: 0, pinned: 0 };
  const cleared = new Map<number, number>();
  const go = (kind: Kind, wounded: boolean, reduced: boolean, done: number, w: number): void => {
    if (done === c.interdictions) {
      ev.routed += w;
      if (reduced) ev.reduced += w;
      bump(cleared, done, w);
      return;
    }
    const level = ml(c.brokenMorale, c.fanatic, wounded);
    const gone = (x: number) => {
      ev.eliminated += x;
      bump(cleared, done, x);
    };
    for (const [o, wo] of twoDice()) {
      const x = w * wo;
      const f = o + c.drm;
      if (o === 12) gone(x);
      else if (f === level) {
        ev.pinned += x;
        if (c.pinnedAdjacentToEnemy) gone(x);
        else {
          if (reduced) ev.reduced += x;
          bump(cleared, done, x);
        }
      } else if (f < level) go(kind, wounded, reduced, done + 1, x);
      else if (kind === 'squad') go('half-squad', wounded, true, done + 1, x);
      else if (kind !== 'leader' || wounded) gone(x);
      else {
        gone((x * 2) / 6);
        go(kind, true, true, done + 1, (x * 4) / 6);
      }
    }
  };
  go(c.unit, c.wounded, false, 0, 1);
  return { events: ev, values: { interdictionsCleared: cleared } };
}
