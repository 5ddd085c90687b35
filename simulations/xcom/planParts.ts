/**
 * XCOM, the timed phase (docs/rules.md, "The timed phase: placing units"): the three parts of a
 * placement that share no dice, each with its options and their values in doubles (read from the
 * phase kernels' exact answers), for the plan search (docs/planner.md, "How it searches").
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { globalDefense } from './globalDefense.js';
import { MissionsByCard } from './missionsByCard.js';
import { orbitalDefense } from './orbitalDefense.js';
import { researchTask } from './researchTask.js';
import { Marginals, basePhase, type Law } from './roundExact.js';
import { areaDice, panicAfterOrbit, phaseStart, sum, type RoundParams } from './roundLayout.js';
import type { Soldier } from './teamAssignment.js';

/** Most units of one kind in one place (the round's schema: interceptors, satellites, scientists). */
export const MAX_IN_PLACE = 12;

export type PartName = 'panic' | 'research' | 'soldiers';

/** Each objective of the round's answer, and the one part it depends on. */
export const OBJECTIVES = {
  anyContinentAtTrackEnd: 'panic',
  continentsAtTrackEnd: 'panic',
  interceptorsLost: 'panic',
  satellitesExhausted: 'panic',
  allResearchCompleted: 'research',
  scientistsExhausted: 'research',
  redSpaceReached: 'soldiers',
  baseDamageAfter: 'soldiers',
  allMissionsCompleted: 'soldiers',
  soldiersKilled: 'soldiers',
} as const satisfies Record<string, PartName>;

export type ObjectiveName = keyof typeof OBJECTIVES;

/** Where the pool goes: counts per continent and research area, satellites, and each pool soldier's place. */
export interface Placement {
  interceptors: number[];
  satellites: number;
  scientists: number[];
  /** per pool soldier: 0 off the board, 1 the base, 2 + c mission card c */
  soldiers: number[];
}

/** Pool soldier places: off the board, the base, then each card. */
export const OFF_BOARD = 0;
export const IN_BASE = 1;
export const ON_CARD = 2;

/** The board after a placement: the round's parameters with the pool's units added (and paid for in phase 1). */
export function placeOn(round: RoundParams, pool: PartsInput['pool'], pl: Placement): RoundParams {
  const at = (place: number) => pool.soldiers.filter((_, i) => pl.soldiers[i] === place);
  const soldiers = pl.soldiers.filter((d) => d !== OFF_BOARD).length;
  return {
    ...round,
    continents: round.continents.map((c, i) => ({ ...c, interceptors: c.interceptors + itemAt(pl.interceptors, i) })),
    orbit: { ...round.orbit, satellites: round.orbit.satellites + pl.satellites },
    research: round.research.map((a, j) => ({ ...a, scientists: a.scientists + itemAt(pl.scientists, j) })),
    base: { ...round.base, soldiers: [...round.base.soldiers, ...at(IN_BASE)] },
    missions: round.missions.map((m, c) => ({ ...m, soldiers: [...m.soldiers, ...at(ON_CARD + c)] })),
    budget: round.budget && {
      ...round.budget,
      interceptors: round.budget.interceptors + sum(pl.interceptors),
      satellites: round.budget.satellites + pl.satellites,
      scientists: round.budget.scientists + sum(pl.scientists),
      soldiers: round.budget.soldiers + soldiers,
    },
  };
}

/** The options of one part: `width` numbers each (row-major), the units each puts on the board, and their indices by units. */
export interface PartOptions {
  readonly width: number;
  readonly choices: Int32Array;
  readonly units: Int32Array;
  readonly size: number;
  readonly byUnits: number[][];
}

/** The plan search's question: the board, the pool, the player's limits. */
export interface PartsInput {
  round: RoundParams;
  pool: { interceptors: number; satellites: number; scientists: number; soldiers: Soldier[] };
  /** most interceptors over each continent after placement (those already there included) */
  most: readonly number[];
  /** whether soldiers may go into the base (the body has one) */
  baseOpen: boolean;
  /** how base defence and missions are played */
  play: Play;
}

/** What the pool may add per continent, and satellites in orbit. */
function panicCaps(q: PartsInput): { continents: number[]; satellites: number } {
  return {
    continents: q.round.continents.map((c, i) =>
      Math.max(0, Math.min(itemAt(q.most, i), MAX_IN_PLACE, c.interceptors + q.pool.interceptors) - c.interceptors),
    ),
    satellites: Math.max(0, Math.min(q.pool.satellites, MAX_IN_PLACE - q.round.orbit.satellites)),
  };
}

function researchCaps(q: PartsInput): number[] {
  return q.round.research.map((a) => Math.max(0, Math.min(MAX_IN_PLACE - a.scientists, q.pool.scientists)));
}

/** The places a pool soldier may take: off the board, the base (when there is one), each card. */
export function soldierPlaces(q: PartsInput): number[] {
  return [OFF_BOARD, ...(q.baseOpen ? [IN_BASE] : []), ...q.round.missions.map((_, c) => ON_CARD + c)];
}

/**
 * A part's options as slots, one per number: the interceptors per continent and the satellites,
 * the scientists per area, or each pool soldier's place (0 off, 1 base, 2 + c card c). A slot's
 * `values` in order, and the `units` each puts on the board out of share `share` of the pool
 * (its units in all at most `shares[share]`).
 */
function partSlots(q: PartsInput, part: PartName) {
  const counts = (cap: number, share: number) => {
    const values = Array.from({ length: cap + 1 }, (_, k) => k);
    return { values, units: values, share };
  };
  if (part === 'panic') {
    const caps = panicCaps(q);
    const slots = [...caps.continents.map((cap) => counts(cap, 0)), counts(caps.satellites, 1)];
    return { slots, shares: [q.pool.interceptors, caps.satellites] };
  }
  if (part === 'research') return { slots: researchCaps(q).map((cap) => counts(cap, 0)), shares: [q.pool.scientists] };
  const places = soldierPlaces(q);
  const slot = { values: places, units: places.map((d) => (d === OFF_BOARD ? 0 : 1)), share: 0 };
  return { slots: q.pool.soldiers.map(() => slot), shares: [q.pool.soldiers.length] };
}

/** How many options each part has, counted share by share without listing them. */
export function partSizes(q: PartsInput): Record<PartName, number> {
  const size = (part: PartName): number => {
    const { slots, shares } = partSlots(q, part);
    return shares.reduce((n, most, share) => {
      // ways[t]: choices of the share's slots so far putting t units on the board
      let ways = [1, ...new Array<number>(most).fill(0)];
      for (const slot of slots.filter((s) => s.share === share)) {
        const next = new Array<number>(most + 1).fill(0);
        ways.forEach((w, t) => {
          for (const u of slot.units) if (t + u <= most) next[t + u] = itemAt(next, t + u) + w;
        });
        ways = next;
      }
      return n * sum(ways);
    }, 1);
  };
  return { panic: size('panic'), research: size('research'), soldiers: size('soldiers') };
}

/** A part's options, in lexicographic order of their numbers. */
export function partOptions(q: PartsInput, part: PartName, budget: ExactBudget): PartOptions {
  const { slots, shares } = partSlots(q, part);
  const rows: number[] = [];
  const units: number[] = [];
  const byUnits: number[][] = [];
  const v = new Array<number>(slots.length).fill(0);
  const walk = (i: number, placed: number): void => {
    if (i === slots.length) {
      budget.spend();
      rows.push(...v);
      const group = byUnits[placed] ?? [];
      group.push(units.length);
      byUnits[placed] = group;
      units.push(placed);
      return;
    }
    const slot = itemAt(slots, i);
    slot.values.forEach((value, j) => {
      const u = itemAt(slot.units, j);
      if (u > itemAt(shares, slot.share)) return;
      v[i] = value;
      shares[slot.share] = itemAt(shares, slot.share) - u;
      walk(i + 1, placed + u);
      shares[slot.share] = itemAt(shares, slot.share) + u;
    });
  };
  walk(0, 0);
  return { width: slots.length, choices: Int32Array.from(rows), units: Int32Array.from(units), size: units.length, byUnits };
}

/** `f` of every count a place may hold, `fixed` to `fixed + cap`, by the count. */
function perCount<T>(fixed: number, cap: number, f: (k: number) => T): T[] {
  const out: T[] = [];
  for (let k = fixed; k <= fixed + cap; k++) out[k] = f(k);
  return out;
}

const toDoubles = (law: Law): Float64Array => Float64Array.from(law, (p) => p.toNumber());

/** The panic part's values in doubles, per option and shortfall of phase 1 (units lost: no shortfall changes them). */
function panicValues(q: PartsInput, budget: ExactBudget): PartValues {
  const { round } = q;
  const caps = panicCaps(q);
  // per continent, per interceptors there: P(UFOs left >= m), and P(a loss sends them to the pool)
  const continents = round.continents.map((c, i) =>
    perCount(c.interceptors, itemAt(caps.continents, i), (k) => {
      const g = new Marginals(globalDefense, { continents: [{ interceptors: k, ufos: c.ufos }], ...phaseStart(round, 'global') }, budget);
      const reach = toDoubles(g.value('continents.0.ufosLeft'));
      for (let m = reach.length - 2; m >= 0; m--) reach[m] = itemAt(reach, m) + itemAt(reach, m + 1);
      return { reach, lost: g.event('continents.0.interceptorsLost').toNumber() };
    }),
  );
  // per satellites in orbit: the law of the UFOs left, and P(exhausted)
  const orbit = perCount(round.orbit.satellites, caps.satellites, (s) => {
    const m = new Marginals(orbitalDefense, { satellites: s, ufos: round.orbit.ufos, ...phaseStart(round, 'orbital') }, budget);
    return { left: toDoubles(m.value('ufosLeft')), exhausted: m.event('exhausted').toNumber() };
  });

  return (opts, name, shortfall) => {
    const n = round.continents.length;
    const end = round.panicTrackEnd;
    const routed = panicAfterOrbit(round, shortfall);
    const ufos = round.orbit.ufos;
    // reach[i][k][x]: the chance continent i reaches the end with k pool interceptors placed over
    // it when x UFOs are left in orbit
    const reach = round.continents.map((c, i) =>
      Array.from({ length: itemAt(caps.continents, i) + 1 }, (_, k) => {
        const tail = itemAt(itemAt(continents, i), c.interceptors + k).reach;
        return Float64Array.from({ length: ufos + 1 }, (_, x) => {
          const need = end - itemAt(routed, x * n + i);
          return need <= 0 ? 1 : need < tail.length ? itemAt(tail, need) : 0;
        });
      }),
    );
    const out = new Float64Array(opts.size);
    for (let o = 0; o < opts.size; o++) {
      const row = o * opts.width;
      const s = round.orbit.satellites + itemAt(opts.choices, row + n);
      let v = 0;
      if (name === 'interceptorsLost') {
        for (let i = 0; i < n; i++) {
          const k = itemAt(round.continents, i).interceptors + itemAt(opts.choices, row + i);
          v += k * itemAt(itemAt(continents, i), k).lost;
        }
      } else if (name === 'satellitesExhausted') v = s * itemAt(orbit, s).exhausted;
      else {
        budget.spend();
        const law = itemAt(orbit, s).left;
        // per x UFOs left in orbit: the chance that no continent reaches the end, and the expected
        // count that does (x <= UFOs in orbit: `law` and every row of `reach` have ufos + 1 entries)
        for (let x = 0; x <= ufos; x++) {
          let none = 1;
          let count = 0;
          for (let i = 0; i < n; i++) {
            const r = reach[i]![opts.choices[row + i]!]![x]!;
            none *= 1 - r;
            count += r;
          }
          v += law[x]! * (name === 'anyContinentAtTrackEnd' ? 1 - none : count);
        }
      }
      out[o] = v;
    }
    return out;
  };
}

/** The research part's values in doubles: every tech researched, or the scientists exhausted. */
function researchValues(q: PartsInput, budget: ExactBudget): PartValues {
  const { round } = q;
  const caps = researchCaps(q);
  const laws = round.research.map((a, j) =>
    perCount(a.scientists, itemAt(caps, j), (k) => {
      const area = { ...a, scientists: k };
      if (areaDice(area) === 0) return { completed: 0, exhausted: 0 };
      const m = new Marginals(researchTask, { ...area, ...phaseStart(round, 'research') }, budget);
      return { completed: m.event('completed').toNumber(), exhausted: m.event('exhausted').toNumber() };
    }),
  );
  return (opts, name) => {
    const out = new Float64Array(opts.size);
    for (let o = 0; o < opts.size; o++) {
      let all = 1;
      let lost = 0;
      round.research.forEach((a, j) => {
        const k = a.scientists + itemAt(opts.choices, o * opts.width + j);
        const law = itemAt(itemAt(laws, j), k);
        all *= law.completed;
        lost += k * law.exhausted;
      });
      out[o] = name === 'allResearchCompleted' ? all : lost;
    }
    return out;
  };
}

/** How base defence and missions are played: through the round's own phases (roundExact.ts), as its exact answer does. */
export type Play = 'default' | 'best';

/** Expected value of a law (entry v: P(value = v)). */
export const mean = (law: Law): number => law.reduce((m, p, v) => m + v * p.toNumber(), 0);

/** The soldiers part's values in doubles (docs/planner.md, "How it searches", step 1). */
export function soldierValues(q: PartsInput, budget: ExactBudget): PartValues {
  const { round, pool } = q;
  const n = pool.soldiers.length;
  const baseMemo = new Map<number, Record<'redSpaceReached' | 'baseDamageAfter' | 'soldiersKilled', number>>();
  const byCard = new MissionsByCard(round, pool.soldiers, q.play, budget);
  return (opts, name) => {
    const out = new Float64Array(opts.size);
    for (let o = 0; o < opts.size; o++) {
      const places = Array.from(opts.choices.subarray(o * n, o * n + n));
      // the pool soldiers at a place, a bit mask
      const team = (place: number) => places.reduce((m, d, i) => (d === place ? m | (1 << i) : m), 0);
      let v = 0;
      if (name !== 'allMissionsCompleted') {
        const mask = team(IN_BASE);
        let base = baseMemo.get(mask);
        if (base === undefined) {
          // base defence with them, under the play
          budget.check();
          const soldiers = [...round.base.soldiers, ...pool.soldiers.filter((_, i) => (mask >> i) & 1)];
          const b = basePhase({ soldiers, enemies: round.base.enemies, ...phaseStart(round, 'base') }, q.play, budget);
          const damage = b.value('baseDamage');
          const { damage: before, redSpace } = round.base;
          const red = damage.reduce((r, p, d) => (before + d >= redSpace ? r + p.toNumber() : r), 0);
          base = { redSpaceReached: red, baseDamageAfter: before + mean(damage), soldiersKilled: mean(b.value('soldiersLost')) };
          baseMemo.set(mask, base);
        }
        v = base[name as keyof typeof base];
      }
      if (name === 'allMissionsCompleted' || name === 'soldiersKilled') {
        const teams = round.missions.map((_, c) => team(ON_CARD + c));
        const missions = byCard.value(teams);
        v += name === 'allMissionsCompleted' ? missions.completed : missions.killed;
      }
      out[o] = v;
    }
    return out;
  };
}

/** A part's values in doubles, its tables built once: `name` of every option (panic's for a phase-1 shortfall). */
type PartValues = (opts: PartOptions, name: ObjectiveName, shortfall: number) => Float64Array;

/**
 * The one place the parts' values are read: each part's tables built when an objective first
 * reads them, each objective's values memoised (panic's per shortfall, which no other part reads).
 */
export function partValues(q: PartsInput, opts: Record<PartName, PartOptions>, budget: ExactBudget) {
  const makers = { panic: panicValues, research: researchValues, soldiers: soldierValues };
  const made: Partial<Record<PartName, PartValues>> = {};
  const memo = new Map<string, Float64Array>();
  return (name: ObjectiveName, shortfall: number): Float64Array => {
    const part = OBJECTIVES[name];
    const key = `${name}:${part === 'panic' ? shortfall : 0}`;
    let v = memo.get(key);
    if (v === undefined) {
      const values = made[part] ?? makers[part](q, budget);
      made[part] = values;
      v = values(opts[part], name, shortfall);
      memo.set(key, v);
    }
    return v;
  };
}
