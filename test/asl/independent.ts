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

export interface LocationUnitCase {
  id: string;
  kind: Kind;
  morale: number;
  brokenMorale: number;
  leadership: number;
  broken: boolean;
  fanatic: boolean;
  wounded: boolean;
}

export interface LocationCase {
  units: LocationUnitCase[];
  modifier: number;
  drm: number;
}

interface St {
  kind: Kind;
  broken: boolean;
  pinned: boolean;
  wounded: boolean;
  gone: boolean;
  reduced: boolean;
  woundedNow: boolean;
}
/** an agenda item: a unit's MC, or a leader loss still to be checked by units from `from` on */
type Item = { mc: number } | { ll: 'LLMC' | 'LLTC'; leader: number; ml: number; mod: number; from: number };
interface World {
  st: St[];
  agenda: Item[];
  checks: number;
  lost: boolean;
  broke: boolean;
}

/**
 * The stack's MC with the leader-loss cascade (A10.2, A10.21, A10.22, A10.72, A17), read as in
 * simulations/asl/locationCheck.ts, but computed as an agenda of pending checks over immutable
 * worlds, merging identical worlds after every check.
 */
export function exactLocation(c: LocationCase): ExactSlots {
  const U = c.units;
  const leaders = U.map((_, i) => i).filter((i) => U[i].kind === 'leader');
  const startMl = (i: number) => ml(U[i].broken ? U[i].brokenMorale : U[i].morale, U[i].fanatic, U[i].wounded);
  leaders.sort((a, b) => startMl(b) - startMl(a) || a - b);
  const order = [...leaders, ...U.map((_, i) => i).filter((i) => U[i].kind !== 'leader')];
  const mlOf = (w: World, i: number) => ml(w.st[i].broken ? U[i].brokenMorale : U[i].morale, U[i].fanatic, w.st[i].wounded);
  const lead = (w: World, i: number) => {
    const mods = leaders
      .filter((j) => j !== i && !w.st[j].gone && !w.st[j].broken && (U[i].kind !== 'leader' || mlOf(w, j) > mlOf(w, i)))
      .map((j) => U[j].leadership + (w.st[j].wounded ? 1 : 0));
    return mods.length ? Math.min(...mods) : 0;
  };

  const ev: Record<string, number> = { allGoodOrder: 0, anyBroken: 0, leaderLost: 0, leaderBroke: 0 };
  const values: Record<string, Map<number, number>> = { unitsBroken: new Map(), unitsEliminated: new Map(), checks: new Map() };
  U.forEach((_, i) => (values[`units.${i}.status`] = new Map()));

  // every (world after, weight) of one check of unit i with base DRM `base`
  const check = (w: World, i: number, tc: boolean, base: number): Array<[World, number]> => {
    const level = mlOf(w, i);
    const f0 = base + c.drm + lead(w, i);
    const s = w.st[i];
    const res: Array<[World, number]> = [];
    const emit = (ch: Partial<St>, p: number) => {
      const st = w.st.map((x, j) => (j === i ? { ...x, ...ch } : x));
      const after = st[i];
      const agenda = [...w.agenda];
      let { lost, broke } = w;
      if (U[i].kind === 'leader' && !tc) {
        const item = { leader: i, ml: level, mod: U[i].leadership + (s.wounded ? 1 : 0), from: 0 };
        if (after.gone) {
          agenda.push({ ll: 'LLMC', ...item });
          lost = true;
        } else if (!s.broken && after.broken) {
          agenda.push({ ll: 'LLTC', ...item });
          broke = true;
        }
      }
      res.push([{ st, agenda, checks: w.checks + 1, lost, broke }, p]);
    };
    const cr = (p: number) => {
      if (s.kind === 'squad') emit({ kind: 'half-squad', reduced: true, broken: true }, p);
      else if (s.kind === 'half-squad' || s.kind === 'crew' || s.wounded) emit({ gone: true }, p);
      else {
        emit({ gone: true }, (p * 2) / 6);
        emit({ wounded: true, woundedNow: true, broken: s.kind !== 'hero' }, (p * 4) / 6);
      }
    };
    for (const [o, p] of twoDice()) {
      const f = o + f0;
      if (tc) emit(f <= level ? {} : { pinned: true }, p);
      else if (o === 12) {
        if (s.broken) emit({ gone: true }, p);
        else cr(p);
      } else if (f <= level) emit(f === level ? { pinned: true } : {}, p);
      else if (s.kind === 'hero') emit(s.wounded ? { gone: true } : { wounded: true, woundedNow: true }, p);
      else if (s.broken) cr(p);
      else emit({ broken: true }, p);
    }
    return res;
  };

  const finish = (w: World, p: number) => {
    let broken = 0;
    let gone = 0;
    w.st.forEach((s, i) => {
      if (s.gone) gone++;
      else if (s.broken) broken++;
      const code = s.gone ? 5 : s.reduced ? 3 : s.woundedNow ? 4 : s.broken ? 2 : s.pinned ? 1 : 0;
      bump(values[`units.${i}.status`], code, p);
    });
    if (broken === 0 && gone === 0) ev.allGoodOrder += p;
    if (broken > 0) ev.anyBroken += p;
    if (w.lost) ev.leaderLost += p;
    if (w.broke) ev.leaderBroke += p;
    bump(values.unitsBroken, broken, p);
    bump(values.unitsEliminated, gone, p);
    bump(values.checks, w.checks, p);
  };

  let worlds = new Map<string, [World, number]>();
  const start: World = {
    st: U.map((u) => ({ kind: u.kind, broken: u.broken, pinned: false, wounded: u.wounded, gone: false, reduced: false, woundedNow: false })),
    agenda: order.map((i) => ({ mc: i })),
    checks: 0,
    lost: false,
    broke: false,
  };
  worlds.set('', [start, 1]);
  while (worlds.size > 0) {
    const next = new Map<string, [World, number]>();
    const add = (w: World, p: number) => {
      const key = JSON.stringify(w);
      const had = next.get(key);
      if (had) had[1] += p;
      else next.set(key, [w, p]);
    };
    for (const [w, p] of worlds.values()) {
      // drop leader losses no unit has left to check
      let agenda = w.agenda;
      let found: { i: number; tc: boolean; base: number; rest: Item[] } | undefined;
      while (agenda.length > 0 && !found) {
        const [item, ...rest] = agenda;
        if ('mc' in item) {
          found = { i: item.mc, tc: false, base: c.modifier, rest };
          break;
        }
        const k = order.findIndex(
          (i, at) =>
            at >= item.from &&
            i !== item.leader &&
            !w.st[i].gone &&
            mlOf(w, i) < item.ml &&
            (item.ll === 'LLMC' || !w.st[i].broken),
        );
        if (k < 0) {
          agenda = rest;
          continue;
        }
        found = { i: order[k], tc: item.ll === 'LLTC', base: -item.mod, rest: [{ ...item, from: k + 1 }, ...rest] };
      }
      if (!found) {
        finish(w, p);
        continue;
      }
      for (const [after, q] of check({ ...w, agenda: found.rest }, found.i, found.tc, found.base)) add(after, p * q);
    }
    worlds = next;
  }
  return { events: ev, values };
}
