/**
 * Exact answers for the ASL kernels, written here from docs/rules.md (the ASL section) without the kernels'
 * morale core: plain floating point over the 36 faces of 2d6 (and the 6 of a wound severity
 * dr), so that a kernel that misreads a rule disagrees with them.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import type { ExactSlots } from '../helpers/statistics.js';

export type Kind = 'squad' | 'half-squad' | 'crew' | 'leader' | 'hero';

/** Every (Original DR, weight) of 2d6, face by face. */
export function* twoDice(): Generator<[number, number]> {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) yield [a + b, 1 / 36];
}

export const ml = (printed: number, fanatic = false, wounded = false) =>
  Math.max(0, Math.min(10, printed + (fanatic ? 1 : 0) - (wounded ? 1 : 0)));

const bump = (m: Map<number, number>, k: number, w: number) => m.set(k, (m.get(k) ?? 0) + w);

/** Adds `w` to the event `name`, which must have been declared (set to 0) first. */
const addEvent = (ev: Record<string, number>, name: string, w: number) => {
  const had = ev[name];
  if (had === undefined) throw new Error(`no event ${name}`);
  ev[name] = had + w;
};

/**
 * A17.11: the chance that the wound severity dr (one d6, +1 when the man was wounded before)
 * eliminates him, counted face by face.
 */
export function severityKills(woundedBefore: boolean): number {
  let n = 0;
  for (let dr = 1; dr <= 6; dr++) if (dr + (woundedBefore ? 1 : 0) >= 5) n++;
  return n / 6;
}

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

/** A15.1: heroes and crews never take a Heat of Battle DR. */
const noHeat = (kind: Kind) => kind === 'hero' || kind === 'crew';

/** A10.2: the leader-loss check's DRM, a negative leadership modifier made positive, a positive one kept. */
const lossDrm = (mod: number) => (mod < 0 ? -mod : mod);

/** One MC/TC of one unit (A10.1, A10.3, A10.31, A7.8, A15.1, A15.2, A17.1, A17.11). */
export function exactMoraleCheck(c: MoraleCase): ExactSlots {
  const ev = {
    passed: 0,
    pinned: 0,
    broken: 0,
    casualtyReduced: 0,
    eliminated: 0,
    heatOfBattle: 0,
    wounded: 0,
    failed: 0,
  };
  const level = ml(c.morale, c.fanatic, c.wounded);
  const hero = c.unit === 'hero';
  const smc = c.unit === 'leader' || hero;
  // a wound of this SMC: the severity dr eliminates him or leaves him wounded (a leader broken)
  const wound = (w: number) => {
    const dies = w * severityKills(c.wounded);
    ev.eliminated += dies;
    ev.wounded += w - dies;
    if (!hero) ev.broken += w - dies;
  };
  for (const [o, w] of twoDice()) {
    const f = o + c.modifier + c.leadership + c.drm;
    if (c.check === 'TC') {
      ev[f <= level ? 'passed' : 'failed'] += w;
      if (c.broken) ev.broken += w;
      continue;
    }
    if (o === 2 && !noHeat(c.unit)) ev.heatOfBattle += w;
    // Casualty Reduction: a squad becomes a broken half-squad, a half-squad or crew is gone, an SMC is wounded
    const reduce = (w: number) => {
      ev.casualtyReduced += w;
      if (c.unit === 'squad') ev.broken += w;
      else if (smc) wound(w);
      else ev.eliminated += w;
    };
    if (o === 12) {
      ev.failed += w;
      if (c.broken)
        ev.eliminated += w; // whatever it is: no severity dr
      else if (hero && c.wounded) {
        // his Casualty Reduction comes with a failed MC, which eliminates a wounded hero
        ev.casualtyReduced += w;
        ev.eliminated += w;
      } else reduce(w);
    } else if (f <= level) {
      ev.passed += w;
      if (f === level && !hero) ev.pinned += w;
      if (c.broken) ev.broken += w;
    } else {
      ev.failed += w;
      if (hero && c.wounded) ev.eliminated += w;
      else if (hero) wound(w);
      else if (c.broken) reduce(w);
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

/** Rally attempts over `phases` phases (A10.6, A10.61-A10.64, A15.1, A17.11, A18.11). */
export function exactRally(c: RallyCase): ExactSlots {
  const ev = { rallied: 0, casualtyReduced: 0, eliminated: 0, heatOfBattle: 0, leaderCreation: 0 };
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
      const h = hob || (o === 2 && !c.selfRally && !noHeat(kind));
      // field promotion: the first-MMC self-rally (a squad's or half-squad's) Original 2 rallies,
      // whatever the DRM; a crew self-rallies in its own right, without it
      const promoted = o === 2 && c.selfRally && (kind === 'squad' || kind === 'half-squad');
      const onward = (k: Kind, wd: boolean, x: number) =>
        phase < c.phases ? go(k, wd, phase + 1, true, h, lc, x) : finish(phase, false, false, true, h, lc, x);
      if (o === 12) {
        // Fate: fails and Casualty Reduces
        if (kind === 'squad') onward('half-squad', false, ww);
        else if (kind !== 'leader') finish(phase, false, true, true, h, lc, ww);
        else {
          const dies = ww * severityKills(wounded);
          finish(phase, false, true, true, h, lc, dies);
          onward('leader', true, ww - dies);
        }
      } else if (promoted) finish(phase, true, false, cr, h, true, ww);
      else if (o + drm <= level) finish(phase, true, false, cr, h, lc, ww);
      else if (phase < c.phases) go(kind, wounded, phase + 1, cr, h, lc, ww);
      else finish(phase, false, false, cr, h, lc, ww);
    }
  };
  go(c.unit, c.wounded, 1, false, false, false, 1);
  return { events: ev, values: { attempts, rallyPhase } };
}

export interface RoutLeaderCase {
  morale: number;
  leadership: number;
  fanatic: boolean;
  wounded: boolean;
  modifiesInterdiction: boolean;
}

export interface RoutCase {
  brokenMorale: number;
  unit: Kind;
  interdictions: number;
  pinnedAdjacentToEnemy: boolean;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
  leader: RoutLeaderCase | null;
}

/**
 * A rout through `interdictions` Interdiction NMCs (A10.53, A10.31, A10.3, A7.8, A15.1,
 * A17.11), with a leader routing along (A10.711: gone when the unit fails an MC; then the unit
 * takes an LLMC if its ML is below his, A10.2).
 */
export function exactRout(c: RoutCase): ExactSlots {
  const ev = { routed: 0, reduced: 0, eliminated: 0, pinned: 0, heatOfBattle: 0 };
  // an event only when a leader routs along
  let leaderEliminated = 0;
  const cleared = new Map<number, number>();
  const L = c.leader;
  // his ML: Fanatic too when the unit is a Fanatic MMC (A10.8); wounded -1 and modifier +1 (A17.3)
  const leaderMl = L ? ml(L.morale, L.fanatic || (c.fanatic && c.unit !== 'leader'), L.wounded) : 0;
  const leaderMod = L ? L.leadership + (L.wounded ? 1 : 0) : 0;

  type Unit = { kind: Kind; wounded: boolean; reduced: boolean };
  type Way = 'pass' | 'pin' | 'failed' | 'gone';
  const level = (u: Unit) => ml(c.brokenMorale, c.fanatic, u.wounded);
  // one MC of the broken unit, reached with weight `p`: every outcome with its weight;
  // `failedIt` when it failed the MC
  const mc = (u: Unit, drm: number, p: number, emit: (after: Unit, way: Way, failedIt: boolean, heat: boolean, w: number) => void) => {
    for (const [o, q] of twoDice()) {
      const w = p * q;
      const f = o + drm;
      const heat = o === 2 && !noHeat(u.kind);
      if (o === 12) emit(u, 'gone', true, heat, w);
      else if (f === level(u)) emit(u, 'pin', false, heat, w);
      else if (f < level(u)) emit(u, 'pass', false, heat, w);
      else if (u.kind === 'squad') emit({ kind: 'half-squad', wounded: false, reduced: true }, 'failed', true, heat, w);
      else if (u.kind !== 'leader') emit(u, 'gone', true, heat, w);
      else {
        const dies = w * severityKills(u.wounded);
        emit(u, 'gone', true, heat, dies);
        emit({ kind: 'leader', wounded: true, reduced: true }, 'failed', true, heat, w - dies);
      }
    }
  };
  const end = (u: Unit | null, pinned: boolean, done: number, lost: boolean, heat: boolean, w: number) => {
    if (u === null) ev.eliminated += w;
    else if (!pinned) ev.routed += w;
    if (u?.reduced) ev.reduced += w;
    if (pinned) ev.pinned += w;
    if (lost) leaderEliminated += w;
    if (heat) ev.heatOfBattle += w;
    bump(cleared, done, w);
  };
  // after an MC in the location of interdiction `done`: the rout ends there or goes on
  const settle = (u: Unit, way: Way, done: number, lost: boolean, heat: boolean, w: number, onward: () => void) => {
    if (way === 'gone') end(null, false, done, lost, heat, w);
    else if (way === 'pin') end(c.pinnedAdjacentToEnemy ? null : u, true, done, lost, heat, w);
    else onward();
  };
  const go = (u: Unit, withLeader: boolean, lost: boolean, heat: boolean, done: number, w: number): void => {
    if (done === c.interdictions) {
      end(u, false, done, lost, heat, w);
      return;
    }
    const led = withLeader && L!.modifiesInterdiction && (u.kind !== 'leader' || leaderMl > level(u));
    mc(u, c.drm + (led ? leaderMod : 0), w, (after, way, failedIt, h, x) => {
      const heat1 = heat || h;
      if (!(withLeader && failedIt)) {
        settle(after, way, done, lost, heat1, x, () => go(after, withLeader, lost, heat1, done + 1, x));
        return;
      }
      // the leader is eliminated with the failure; an LLMC follows at once if the unit is still there and of lower ML
      if (way !== 'failed' || level(after) >= leaderMl) {
        settle(after, way, done, true, heat1, x, () => go(after, false, true, heat1, done + 1, x));
        return;
      }
      mc(after, c.drm + lossDrm(leaderMod), x, (again, way2, _f, h2, y) =>
        settle(again, way2, done, true, heat1 || h2, y, () => go(again, false, true, heat1 || h2, done + 1, y)),
      );
    });
  };
  go({ kind: c.unit, wounded: c.wounded, reduced: false }, L !== null, false, false, 0, 1);
  return { events: c.leader ? { ...ev, leaderEliminated } : ev, values: { interdictionsCleared: cleared } };
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
  heat: boolean;
}

/**
 * The stack's MC with the leader-loss cascade (A10.2, A10.21, A10.22, A10.72, A10.8, A15.1,
 * A15.2, A17.11), read as in simulations/asl/cascade.ts, but computed as an agenda of
 * pending checks over immutable worlds, merging identical worlds after every check.
 */
export function exactLocation(c: LocationCase): ExactSlots {
  // A10.8: a Fanatic squad, half-squad or crew makes the leaders and heroes with it Fanatic
  const fanaticMmc = c.units.some((u) => u.fanatic && u.kind !== 'leader' && u.kind !== 'hero');
  const U = c.units.map((u) => ({ ...u, fanatic: u.fanatic || (fanaticMmc && (u.kind === 'leader' || u.kind === 'hero')) }));
  const u = (i: number) => itemAt(U, i);
  const st = (w: World, i: number) => itemAt(w.st, i);
  const leaders = U.map((_, i) => i).filter((i) => u(i).kind === 'leader');
  const startMl = (i: number) => ml(u(i).broken ? u(i).brokenMorale : u(i).morale, u(i).fanatic, u(i).wounded);
  leaders.sort((a, b) => startMl(b) - startMl(a) || a - b);
  const order = [...leaders, ...U.map((_, i) => i).filter((i) => u(i).kind !== 'leader')];
  const mlOf = (w: World, i: number) => ml(st(w, i).broken ? u(i).brokenMorale : u(i).morale, u(i).fanatic, st(w, i).wounded);
  const lead = (w: World, i: number) => {
    const mods = leaders
      .filter((j) => j !== i && !st(w, j).gone && !st(w, j).broken && (u(i).kind !== 'leader' || mlOf(w, j) > mlOf(w, i)))
      .map((j) => u(j).leadership + (st(w, j).wounded ? 1 : 0));
    return mods.length ? Math.min(...mods) : 0;
  };

  const ev = { allGoodOrder: 0, anyBroken: 0, leaderLost: 0, leaderBroke: 0, heatOfBattle: 0 };
  const values = { unitsBroken: new Map<number, number>(), unitsEliminated: new Map<number, number>(), checks: new Map<number, number>() };
  // each unit's final status is one event of the group `units` (the API's names, as tally keys)
  const STATUS_EVENTS = ['goodOrder', 'pinned', 'broken', 'reduced', 'wounded', 'eliminated'];
  const statuses: Record<string, number> = {};
  for (const i of U.keys()) for (const name of STATUS_EVENTS) statuses[`units.${i}.${name}`] = 0;

  // every (world after, weight) of one check of unit i with base DRM `base`
  const check = (w: World, i: number, tc: boolean, base: number): Array<[World, number]> => {
    const level = mlOf(w, i);
    const f0 = base + c.drm + lead(w, i);
    const s = st(w, i);
    const res: Array<[World, number]> = [];
    const emit = (ch: Partial<St>, p: number, o: number) => {
      const after = { ...s, ...ch };
      const sts = w.st.map((x, j) => (j === i ? after : x));
      const agenda = [...w.agenda];
      let { lost, broke } = w;
      const heat = w.heat || (o === 2 && !tc && !noHeat(s.kind));
      if (u(i).kind === 'leader' && !tc) {
        const item = { leader: i, ml: level, mod: u(i).leadership + (s.wounded ? 1 : 0), from: 0 };
        if (after.gone) {
          agenda.push({ ll: 'LLMC', ...item });
          lost = true;
        } else if (!s.broken && after.broken) {
          agenda.push({ ll: 'LLTC', ...item });
          broke = true;
        }
      }
      res.push([{ st: sts, agenda, checks: w.checks + 1, lost, broke, heat }, p]);
    };
    // a wound (A17.11): the severity dr kills 5-6, 4-6 if wounded before; a leader who lives is broken
    const wound = (p: number, o: number) => {
      const dies = p * severityKills(s.wounded);
      emit({ gone: true }, dies, o);
      emit({ wounded: true, woundedNow: true, broken: s.kind !== 'hero' }, p - dies, o);
    };
    const cr = (p: number, o: number) => {
      if (s.kind === 'squad') emit({ kind: 'half-squad', reduced: true, broken: true }, p, o);
      else if (s.kind === 'half-squad' || s.kind === 'crew') emit({ gone: true }, p, o);
      else wound(p, o);
    };
    for (const [o, p] of twoDice()) {
      const f = o + f0;
      if (tc) emit(f <= level ? {} : { pinned: true }, p, o);
      else if (o === 12) {
        // a wounded hero's Original 12 fails the MC too, which eliminates him
        if (s.broken || (s.kind === 'hero' && s.wounded)) emit({ gone: true }, p, o);
        else cr(p, o);
      } else if (f <= level) emit(f === level && s.kind !== 'hero' ? { pinned: true } : {}, p, o);
      else if (s.kind === 'hero' && s.wounded) emit({ gone: true }, p, o);
      else if (s.kind === 'hero') wound(p, o);
      else if (s.broken) cr(p, o);
      else emit({ broken: true }, p, o);
    }
    return res;
  };

  const finish = (w: World, p: number) => {
    let broken = 0;
    let gone = 0;
    for (const [i, s] of w.st.entries()) {
      if (s.gone) gone++;
      else if (s.broken) broken++;
      const code = s.gone ? 5 : s.reduced ? 3 : s.woundedNow ? 4 : s.broken ? 2 : s.pinned ? 1 : 0;
      addEvent(statuses, `units.${i}.${itemAt(STATUS_EVENTS, code)}`, p);
    }
    if (broken === 0 && gone === 0) ev.allGoodOrder += p;
    if (broken > 0) ev.anyBroken += p;
    if (w.lost) ev.leaderLost += p;
    if (w.broke) ev.leaderBroke += p;
    if (w.heat) ev.heatOfBattle += p;
    bump(values.unitsBroken, broken, p);
    bump(values.unitsEliminated, gone, p);
    bump(values.checks, w.checks, p);
  };

  let worlds = new Map<string, [World, number]>();
  const start: World = {
    st: U.map((u) => ({
      kind: u.kind,
      broken: u.broken,
      pinned: false,
      wounded: u.wounded,
      gone: false,
      reduced: false,
      woundedNow: false,
    })),
    agenda: order.map((i) => ({ mc: i })),
    checks: 0,
    lost: false,
    broke: false,
    heat: false,
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
      while (!found) {
        const [item, ...rest] = agenda;
        if (item === undefined) break;
        if ('mc' in item) {
          found = { i: item.mc, tc: false, base: c.modifier, rest };
          break;
        }
        const k = order.findIndex(
          (i, at) =>
            at >= item.from &&
            i !== item.leader &&
            !st(w, i).gone &&
            mlOf(w, i) < item.ml &&
            // an LLTC only for the unbroken, and never for a hero: nothing pins him
            (item.ll === 'LLMC' || (!st(w, i).broken && u(i).kind !== 'hero')),
        );
        if (k < 0) {
          agenda = rest;
          continue;
        }
        found = { i: itemAt(order, k), tc: item.ll === 'LLTC', base: lossDrm(item.mod), rest: [{ ...item, from: k + 1 }, ...rest] };
      }
      if (!found) {
        finish(w, p);
        continue;
      }
      for (const [after, q] of check({ ...w, agenda: found.rest }, found.i, found.tc, found.base)) add(after, p * q);
    }
    worlds = next;
  }
  return { events: { ...ev, ...statuses }, values };
}
