/**
 * XCOM, the timed phase's planner (docs/planner.md; docs/rules.md, "XCOM: the timed phase"). The
 * player's own plan places nothing: it is first among the plans it ties with, so its rank is 1 +
 * the plans strictly better (counted in doubles, part by part).
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import { Tally } from '../core/tally.js';
import { shortfallOf } from './budgetAudit.js';
import {
  OBJECTIVES,
  partOptions,
  partSizes,
  partValues,
  placeOn,
  type ObjectiveName,
  type PartName,
  type PartOptions,
  type PartsInput,
  type Placement,
} from './planParts.js';
import { xcomRound } from './round.js';
import { Marginals } from './roundExact.js';
import type { RoundParams } from './roundLayout.js';

export interface PlanObjective {
  name: ObjectiveName;
  direction: 'min' | 'max';
}

export interface PlanParams extends PartsInput {
  /** the ranking objective, then an optional second one for its ties */
  objectives: PlanObjective[];
  /** plans answered */
  top: number;
  /** answer padded plans too (plans that only add units to one ranked above them, for no gain) */
  padded?: boolean;
}

/** Doubles closer than this (relative) are a tie until the exact values say otherwise. */
const TIE = 1e-9;

/** Plans confirmed beyond `top`, so that a plan tied in doubles can still move up. */
const EXTRA = 5;

/** Padded plans the search keeps per plan it keeps (`keep`), in rank order: those past it are left out uncounted. */
const PADDED_KEPT = 4;

/** The search's answer: the plans, the player's own, and what the search counted (docs/planner.md, "The answer"). */
type PlanSearch = ReturnType<typeof searchPlans>;

const PARTS: readonly PartName[] = ['panic', 'research', 'soldiers'];

/** Compares two values of an objective: < 0 when `a` ranks first. */
type Compare<T> = (a: T, b: T, direction: 'min' | 'max') => number;

/** Doubles within `TIE` of each other are equal. */
const compareDoubles: Compare<number> = (a, b, direction) => {
  if (Math.abs(a - b) <= TIE * Math.max(1, Math.abs(a), Math.abs(b))) return 0;
  return direction === 'min' ? a - b : b - a;
};

const compareExact: Compare<Rational> = (a, b, direction) => (direction === 'min' ? a.compare(b) : -a.compare(b));

/** Compares two plans' values objective by objective, each by `compare`: < 0 when `a` ranks first, 0 on a tie on all. */
function byObjectives<T>(a: readonly T[], b: readonly T[], objectives: readonly PlanObjective[], compare: Compare<T>) {
  for (const [k, o] of objectives.entries()) {
    const c = compare(itemAt(a, k), itemAt(b, k), o.direction);
    if (c !== 0) return c;
  }
  return 0;
}

/** A plan: its option in each part, its units, its values (in doubles; as fractions once confirmed). */
interface Candidate<T = number> {
  idx: [number, number, number];
  units: number;
  v: T[];
  /** padding of a plan ranked above it, in doubles: worse on every objective, or tied on some */
  pad?: 'worse' | 'tie';
}

/** Whether plan `q` places a part of plan `p`'s units, where `p` places them, and fewer. */
function within<T>(opts: Record<PartName, PartOptions>, q: Candidate<T>, p: Candidate<T>): boolean {
  if (q.units >= p.units) return false;
  for (const [j, part] of PARTS.entries()) {
    const o = opts[part];
    const a = itemAt(q.idx, j) * o.width;
    const b = itemAt(p.idx, j) * o.width;
    for (let i = 0; i < o.width; i++) {
      const x = itemAt(o.choices, a + i);
      const y = itemAt(o.choices, b + i);
      // counts (interceptors, satellites, scientists) compare by size, a soldier's place by equality
      if (part === 'soldiers' ? x !== 0 && x !== y : x > y) return false;
    }
  }
  return true;
}

/**
 * How `p` pads an earlier plan of `heads` (one placing a part of its units, and better on no
 * objective by `compare`), if it does: worse on every objective (the surer), or tied on some.
 */
function paddingOf<T>(
  opts: Record<PartName, PartOptions>,
  objectives: readonly PlanObjective[],
  heads: readonly Candidate<T>[],
  p: Candidate<T>,
  compare: Compare<T>,
): 'worse' | 'tie' | undefined {
  let found: 'tie' | undefined;
  for (const q of heads) {
    if (!within(opts, q, p)) continue;
    const cs = objectives.map((o, k) => compare(itemAt(p.v, k), itemAt(q.v, k), o.direction));
    if (cs.some((c) => c < 0)) continue;
    if (cs.every((c) => c > 0)) return 'worse';
    found = 'tie';
  }
  return found;
}

/** Plans tied on every objective: fewer units placed first, then the placement read as numbers. */
const writtenOrder = <T>(a: Candidate<T>, b: Candidate<T>): number =>
  a.units - b.units || a.idx[0] - b.idx[0] || a.idx[1] - b.idx[1] || a.idx[2] - b.idx[2];

function compareCandidates(a: Candidate, b: Candidate, objectives: readonly PlanObjective[]): number {
  return byObjectives(a.v, b.v, objectives, compareDoubles) || writtenOrder(a, b);
}

const toDoubles = (values: readonly Rational[]): number[] => values.map((r) => r.toNumber());

/** Numbers in a placement: interceptors per continent, satellites, scientists per area, each pool soldier's place. */
const placementWidth = (q: PlanParams) => q.round.continents.length + 1 + q.round.research.length + q.pool.soldiers.length;

/** A placement from its numbers in that order (the parts' option rows, one after the other). */
function placementFrom(xs: number[], q: PlanParams): Placement {
  const n = q.round.continents.length;
  const a = n + 1 + q.round.research.length;
  return { interceptors: xs.slice(0, n), satellites: itemAt(xs, n), scientists: xs.slice(n + 1, a), soldiers: xs.slice(a) };
}

function placementOf(opts: Record<PartName, PartOptions>, idx: readonly number[], q: PlanParams): Placement {
  const xs = PARTS.flatMap((part, j) => {
    const { choices, width } = opts[part];
    return Array.from(choices.subarray(itemAt(idx, j) * width, (itemAt(idx, j) + 1) * width));
  });
  return placementFrom(xs, q);
}

/** The exact value of each objective on a board (a probability, or an expectation), read from the round's exact answer. */
export function roundValues(p: RoundParams, names: readonly ObjectiveName[], budget: ExactBudget): Rational[] {
  budget.check();
  const m = new Marginals(xcomRound, p, budget);
  const events = new Set(xcomRound.tally(p).events.map((e) => e.name));
  return names.map((name) => (events.has(name) ? m.event(name) : m.value(name).reduce((s, q, x) => s.add(q.mulInt(x)), Rational.ZERO)));
}

/**
 * The board with the phases no objective reads left out, their upkeep still paid (phase 1's
 * counts are kept): the phases are independent but for panic, so the objectives' values are
 * those of the whole board, without computing a base defence or missions they do not read.
 */
function objectiveBoard(p: RoundParams, objectives: readonly PlanObjective[]): RoundParams {
  const parts = new Set(objectives.map((o) => OBJECTIVES[o.name]));
  return {
    ...p,
    ...(parts.has('research') ? {} : { research: [] }),
    ...(parts.has('soldiers') ? {} : { base: { soldiers: [], enemies: [], damage: 0, redSpace: 1 }, missions: [] }),
  };
}

export function searchPlans(q: PlanParams, budget: ExactBudget) {
  const { objectives, top } = q;
  // the round's exact answer plays base defence and missions as the search does
  const round: RoundParams = { ...q.round, play: q.play };
  const opts: Record<PartName, PartOptions> = {
    panic: partOptions(q, 'panic', budget),
    research: partOptions(q, 'research', budget),
    soldiers: partOptions(q, 'soldiers', budget),
  };
  const evaluate = partValues(q, opts, budget);
  const shortfall = (units: number) => shortfallOf(round.budget, units);
  // which of a plan's three option indices each objective's values are read at (its part's)
  const at = objectives.map((o) => PARTS.indexOf(OBJECTIVES[o.name]));
  const value = (k: number, idx: readonly number[], sf: number): number =>
    itemAt(evaluate(itemAt(objectives, k).name, sf), itemAt(idx, itemAt(at, k)));
  // the player's own plan: nothing placed (option 0 of every part)
  const own = objectives.map((_o, k) => value(k, [0, 0, 0], shortfall(0)));
  // the parts the objectives read, in the order they first do, each with the objectives it carries
  const carrying = [...new Set(objectives.map((o) => OBJECTIVES[o.name]))].map((part) => ({
    part,
    ks: [...objectives.keys()].filter((k) => OBJECTIVES[itemAt(objectives, k).name] === part),
  }));
  const size = (part: PartName, units: number) => BigInt((opts[part].byUnits[units] ?? []).length);
  let betterThanOwn = 0n;
  // plans confirmed exactly; the lists keep one more, the first plan left out
  const confirm = top + EXTRA;
  const keep = confirm + 1;

  // step 2: each part's options for a count of units (and a shortfall), on the objectives the part
  // carries in order: the best `keep`, and how many are strictly better than the player's own and tied
  const lists = new Map<string, { best: number[]; better: bigint; tied: bigint }>();
  const bestOf = (part: PartName, units: number, sf: number) => {
    const key = `${part}:${units}:${part === 'panic' ? sf : 0}`;
    let list = lists.get(key);
    if (list === undefined) {
      const ks = carrying.find((x) => x.part === part)?.ks ?? [];
      const vals = ks.map((k) => evaluate(itemAt(objectives, k).name, sf));
      // < 0 when option a ranks first against option b, or against the player's own where b is -1
      const order = (a: number, b: number) => {
        for (const [j, k] of ks.entries()) {
          const v = itemAt(vals, j);
          const c = compareDoubles(itemAt(v, a), b < 0 ? itemAt(own, k) : itemAt(v, b), itemAt(objectives, k).direction);
          if (c !== 0) return c;
        }
        return 0;
      };
      const options = opts[part].byUnits[units] ?? [];
      const vsOwn = options.map((i) => order(i, -1));
      list = {
        best: [...options].sort((a, b) => order(a, b) || a - b).slice(0, keep),
        better: BigInt(vsOwn.filter((c) => c < 0).length),
        tied: BigInt(vsOwn.filter((c) => c === 0).length),
      };
      lists.set(key, list);
    }
    return list;
  };

  // step 3: the products, ranked in doubles
  const candidates: Candidate[] = [];
  let evaluated = 0;
  // the `keep`-th best plan found so far, once `keep` are found: the best `keep` of all are no worse
  let cutoff: Candidate | undefined;
  // The list keeps the plans up to the `keep`-th one not padded in doubles, and of the padded
  // ones among them the first `PADDED_KEPT`: a board where extra units change nothing has padded
  // plans by the million, which kept and sorted at every trim would outlast any time limit.
  const trim = () => {
    candidates.sort((a, b) => compareCandidates(a, b, objectives));
    const heads: Candidate[] = [];
    let kept = 0;
    let padded = 0;
    for (const c of candidates) {
      c.pad = q.padded ? undefined : paddingOf(opts, objectives, heads, c, compareDoubles);
      if (c.pad !== undefined) {
        if (padded++ < PADDED_KEPT * keep) candidates[kept++] = c;
        continue;
      }
      heads.push(c);
      candidates[kept++] = c;
      if (heads.length === keep) {
        cutoff = c;
        break;
      }
    }
    candidates.length = kept;
  };
  opts.panic.byUnits.forEach((_, uP) => {
    opts.research.byUnits.forEach((__, uR) => {
      opts.soldiers.byUnits.forEach((___, uS) => {
        const units = uP + uR + uS;
        const sf = shortfall(units);
        // the split's plans better than the player's own (in doubles): better on the first part's
        // objectives, or tied there and better on the next part's; any option of the parts after
        const split: Record<PartName, number> = { panic: uP, research: uR, soldiers: uS };
        let tiedAbove = 1n;
        for (const [j, { part }] of carrying.entries()) {
          const c = bestOf(part, split[part], sf);
          const after = PARTS.filter((p) => !carrying.slice(0, j + 1).some((x) => x.part === p));
          betterThanOwn += tiedAbove * c.better * after.reduce((n, p) => n * size(p, split[p]), 1n);
          tiedAbove *= c.tied;
        }
        const [lp, lr, ls] = [bestOf('panic', uP, sf).best, bestOf('research', uR, sf).best, bestOf('soldiers', uS, sf).best];
        // every list leads with its best option: a split whose best plan is worse than the last
        // one kept on the first objective (beyond a tie) has nothing to add
        if (cutoff && lp.length > 0 && lr.length > 0 && ls.length > 0) {
          const best = value(0, [itemAt(lp, 0), itemAt(lr, 0), itemAt(ls, 0)], sf);
          if (compareDoubles(best, itemAt(cutoff.v, 0), itemAt(objectives, 0).direction) > 0) return;
        }
        const arrays = objectives.map((o) => evaluate(o.name, sf));
        for (const p of lp)
          for (const r of lr)
            for (const s of ls) {
              budget.spend();
              evaluated++;
              const idx: [number, number, number] = [p, r, s];
              const v = arrays.map((a, k) => itemAt(a, idx[itemAt(at, k)] as number));
              candidates.push({ idx, units, v });
            }
        if (candidates.length > 2 * keep) trim();
      });
    });
  });
  trim();

  // confirm the leading plans exactly, and rank them by their fractions
  const names = objectives.map((o) => o.name);
  const exactValues = (pl: Placement) => roundValues(objectiveBoard(placeOn(round, q.pool, pl), objectives), names, budget);
  // the window: the plans up to the `confirm`-th one not padded; those padded for certain are not confirmed
  let heads = 0;
  const windowEnd = candidates.findIndex((c) => (c.pad === undefined ? ++heads : heads) === confirm) + 1 || candidates.length;
  const window = candidates.slice(0, windowEnd);
  const confirmed = window
    .filter((c) => c.pad !== 'worse')
    .map((c) => {
      const placement = placementOf(opts, c.idx, q);
      return { ...c, v: exactValues(placement), placement };
    });
  confirmed.sort((a, b) => byObjectives(a.v, b.v, objectives, compareExact) || writtenOrder(a, b));
  // padding by the fractions: against the plans kept above, in their exact order
  const kept: typeof confirmed = [];
  const droppedAt: number[] = [];
  for (const [i, x] of confirmed.entries()) {
    if (!q.padded && paddingOf(opts, objectives, kept, x, compareExact) !== undefined) droppedAt.push(i);
    else kept.push(x);
  }
  const plans = kept.slice(0, top);
  // The best plan not confirmed (the lists hold the best `keep` plans) must rank after the last
  // one returned: worse in doubles beyond a tie, or, confirmed too, not better as a fraction
  // (an equal fraction puts it after by the rule, as it comes after in the doubles' order).
  // Plans further down that tie with it in doubles are taken as ties.
  const next = candidates.slice(windowEnd).find((c) => c.pad !== 'worse');
  const last = plans.at(-1);
  let exactRanking = true;
  if (next && last && byObjectives(next.v, toDoubles(last.v), objectives, compareDoubles) <= 0) {
    const values = exactValues(placementOf(opts, next.idx, q));
    exactRanking = byObjectives(values, last.v, objectives, compareExact) >= 0;
  }

  // padded plans left out above the last plan answered: by the fractions, and in doubles for certain
  let paddedLeftOut = 0;
  if (last) {
    const lastAt = confirmed.indexOf(last);
    paddedLeftOut = droppedAt.filter((i) => i < lastAt).length;
    const lastV = toDoubles(last.v);
    for (const c of window) if (c.pad === 'worse' && compareCandidates(c, { ...last, v: lastV }, objectives) < 0) paddedLeftOut++;
  }

  return {
    plans: plans.map((x) => ({ placement: x.placement, values: x.v })),
    count: planSearchSize(q).plans,
    evaluated,
    confirmed: confirmed.length,
    exactRanking,
    own: { values: roundValues(objectiveBoard(round, objectives), names, budget), rank: 1n + betterThanOwn },
    paddedLeftOut,
  };
}

/** The search's size before it runs: plans in all, and the part options it lists. */
export function planSearchSize(q: PlanParams): { plans: bigint; options: number } {
  const sizes = partSizes(q);
  return { plans: PARTS.reduce((n, p) => n * BigInt(sizes[p]), 1n), options: sizes.panic + sizes.research + sizes.soldiers };
}

/* The search as an exact computation (docs/planner.md): its answer as exact numbers, one slot
 * each, in the order `answerNumbers` lists them and `readPlanSearch` reads them. */

/** One slot per number: seven counts and the own plan's values, then each plan's values and placement. */
function planLayout(q: PlanParams): Tally {
  const tally = new Tally();
  const k = q.objectives.length;
  const size = 7 + k + q.top * (k + placementWidth(q));
  for (let i = 0; i < size; i++) tally.event(`n${i}`);
  return tally;
}

function answerNumbers(s: PlanSearch): Array<Rational | number | bigint> {
  const head = [s.count, s.evaluated, s.confirmed, s.exactRanking ? 1 : 0, s.own.rank, s.paddedLeftOut, s.plans.length, ...s.own.values];
  return head.concat(
    ...s.plans.map(({ values, placement: p }) => [...values, ...p.interceptors, p.satellites, ...p.scientists, ...p.soldiers]),
  );
}

export const roundPlans: Kernel<PlanParams> = {
  name: 'xcom.round-plans',
  tally: planLayout,
  prepare() {
    throw new Error('the plan search is exact: it has no trials');
  },
  exact(q, budget) {
    const numbers = answerNumbers(searchPlans(q, budget));
    // the slots of plans not found hold 0
    return Array.from({ length: planLayout(q).size }, (_, i) => {
      const v = numbers[i] ?? 0;
      return v instanceof Rational ? v : Rational.of(BigInt(v));
    });
  },
};

/** The search's answer from the slots `roundPlans.exact` wrote. */
export function readPlanSearch(q: PlanParams, slots: readonly Rational[]): PlanSearch {
  let i = 0;
  const next = () => itemAt(slots, i++);
  const num = () => Number(next().num);
  const list = <T>(n: number, read: () => T): T[] => Array.from({ length: n }, read);
  const k = q.objectives.length;
  const [count, evaluated, confirmed, ranked, rank, paddedLeftOut, found] = [next().num, num(), num(), num(), next().num, num(), num()];
  const own = { values: list(k, next), rank };
  const plans = list(found, () => ({ values: list(k, next), placement: placementFrom(list(placementWidth(q), num), q) }));
  return { plans, count, evaluated, confirmed, exactRanking: ranked === 1, own, paddedLeftOut };
}
