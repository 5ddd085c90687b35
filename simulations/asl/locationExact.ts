/**
 * ASL location check, exact: the factorised method (docs/rules.md, "A whole location"; ASLRB
 * A10.2, A10.21, A10.22, A10.72, A15.1, A15.2).
 *
 * The factorisation follows from the cascade's readings (cascade.ts). Leaders check before the
 * other units in every part of the cascade (the original MC, then each leader loss), leader-loss
 * checks are caused by leaders only, and a leader's check depends on leaders alone (his DRM
 * comes from higher leaders). So the leaders' course (their checks, with the leader losses they
 * cause) does not depend on the other units; and given it, each other unit's checks depend only
 * on it and on the unit itself: the leadership DRM it checks with in each part is that of the
 * leaders as they stand once the leaders' checks of that part are over, and it takes a
 * leader-loss check by its own ML and status. The other units are therefore independent of each
 * other given the leaders' course, whose relevant part is its `segments`: the location's counts
 * are products (convolutions) of each unit's own distribution, and each slot's chance is a
 * numerator over one common denominator.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import type { Rational } from '../core/rational.js';
import { type Count, Denominator, addScaled, addWeightAt, countsUpTo, powerOf, productOf, zeroWeights } from '../core/weight.js';
import type { Weights } from '../core/weight.js';
import { Cascade, applyCheck, leaderLossCheck, mostChecks } from './cascade.js';
import { STATUSES, locationSlots, locationSpecs, statusOf, type LocationParams } from './locationUnits.js';
import { MC, Unit, checkOutcomes, isSmc, leaderLossDrm, moraleLevel, type UnitSpec } from './morale.js';

const ORIGINAL = -1;

/**
 * One part of a leaders' course (the original MC or a leader loss), as the other units see it:
 * its type (ORIGINAL, or LLMC or LLTC, cascade.ts), its base DRM (the original MC's #, or the lost
 * leader's leader-loss DRM, A10.2), the lost leader's ML (units of lower ML check it; 0 for the
 * original MC) and the other units' leadership DRM in it, as one number below 2^16 (a character
 * code): its fields offset into 2, 6, 4 and 4 bits. Within the request's bounds a type is -1..1,
 * a base 0..12, an ML 0..10 and a leadership DRM -3..2; anything outside the bits is refused
 * rather than confused with another.
 */
function segmentCode(type: number, base: number, ml: number, lead: number): number {
  const t = type + 1;
  const b = base + 16;
  const l = lead + 8;
  if (t < 0 || t > 3 || b < 0 || b > 63 || ml < 0 || ml > 15 || l < 0 || l > 15) {
    throw new RangeError(`a segment outside its codes: type ${type}, base ${base}, ml ${ml}, lead ${lead}`);
  }
  return (((t * 64 + b) * 16 + ml) * 16 + l) | 0;
}

/**
 * The leaders' courses that the other units see alike (the same segments, one character each,
 * and the events leaderLost and leaderBroke): their weights over 216^leaderDepth, in all, without
 * a Heat of Battle (`cool`), by leader and final status, and by `countsKey`. Added in place.
 */
interface CourseGroup {
  readonly lost: boolean;
  readonly broke: boolean;
  readonly segments: string;
  total: Count;
  cool: Count;
  readonly status: Count[][];
  readonly counts: Map<number, Count>;
}

/** The key of (leaders broken, leaders eliminated, leaders' checks) in `CourseGroup.counts`: at most 10, 10 and 255. */
const countsKey = (broken: number, gone: number, checks: number) => (broken * 16 + gone) * 256 + checks;

/**
 * The weight of one state of the leaders' courses (added in place): its paths (`ways`), those
 * in which leader j is pinned (`pinned[j]`) or was wounded by this check (`woundedNow[j]`), and
 * those in which no Original 2 came on an MC (`cool`); `leads`: the leadership of the parts over.
 */
interface CourseState {
  readonly leads: number[];
  ways: Count;
  readonly pinned: Count[];
  readonly woundedNow: Count[];
  cool: Count;
}

/**
 * Every course of the leaders alone (the cascade's step machine with only them), branching on
 * each check's outcomes and merging the states that go on alike after every check, grouped
 * by the segments the other units see. Whether a leader is pinned, or wounded by this check
 * rather than before it, changes no later check, and neither does a Heat of Battle: states
 * that differ only there are merged, carrying the weight of their paths in which each leader
 * is pinned, in which each was wounded now, and in which no Original 2 came on an MC (`cool`).
 */
function leaderCourses(p: LocationParams, specs: UnitSpec[], leaderIdx: number[], othersMl: number, budget: ExactBudget) {
  const start = new Cascade(
    leaderIdx.map((i) => itemAt(specs, i)),
    p.modifier,
    p.drm,
  );
  const L = leaderIdx.length;
  const leaderDepth = mostChecks(L, L);
  // every weight counts paths out of 216^leaderDepth
  const a: Weights<Count> = countsUpTo(216n ** BigInt(leaderDepth));
  const bySignature = new Map<string, CourseGroup>();

  // the signature's character codes: leaderLost and leaderBroke, then the segments' codes
  const sigCodes: number[] = [];
  const finish = (c: Cascade, { ways, pinned, woundedNow, cool }: CourseState, leads: readonly number[]) => {
    // a leader loss that no other unit can check (none can be of lower ML) is left out
    const lost = c.lost('eliminated');
    const broke = c.lost('broke');
    sigCodes.length = 0;
    sigCodes.push((lost ? 2 : 0) + (broke ? 1 : 0), segmentCode(ORIGINAL, p.modifier, 0, itemAt(leads, 0)));
    for (let e = 0; e < c.evCount; e++) {
      const ml = itemAt(c.losses, 4 * e + 2);
      const drm = leaderLossDrm(itemAt(c.losses, 4 * e + 3));
      if (ml > othersMl) sigCodes.push(segmentCode(itemAt(c.losses, 4 * e), drm, ml, itemAt(leads, 1 + e)));
    }
    const sig = String.fromCharCode.apply(null, sigCodes);
    let group = bySignature.get(sig);
    if (!group) {
      const status: Count[][] = [];
      for (let j = 0; j < L; j++) status.push(zeroWeights(a, STATUSES.length));
      group = { lost, broke, segments: sig.slice(1), total: a.zero, cool: a.zero, status, counts: new Map() };
      bySignature.set(sig, group);
    }
    const scale = powerOf(a, 216, leaderDepth - c.checks);
    const w = a.mul(ways, scale);
    group.total = a.add(group.total, w);
    group.cool = a.add(group.cool, a.mul(cool, scale));
    // the state holds no pin and no wound of this check: their weights split the statuses. A
    // leader wounded now and alive is broken; a pin matters only to one who is not broken
    let broken = 0;
    let gone = 0;
    const units = c.units;
    // j < L: the cascade's units are the leaders, and status, pinned and woundedNow have a row each
    for (let j = 0; j < L; j++) {
      const u = units[j]!;
      if (u.eliminated) gone++;
      else if (u.broken) broken++;
      const row = group.status[j]!;
      const st = statusOf(u);
      if (st === 2) {
        const now = woundedNow[j]!;
        addWeightAt(a, row, 4, a.mul(now, scale));
        addWeightAt(a, row, 2, a.mul(a.sub(ways, now), scale));
      } else if (st === 0) {
        const now = pinned[j]!;
        addWeightAt(a, row, 1, a.mul(now, scale));
        addWeightAt(a, row, 0, a.mul(a.sub(ways, now), scale));
      } else {
        addWeightAt(a, row, st, w);
      }
    }
    const at = countsKey(broken, gone, c.checks);
    group.counts.set(at, a.add(group.counts.get(at) ?? a.zero, w));
  };

  // all courses of one round have taken the same number of checks: a course is kept as its
  // state's key (with the leadership of the parts over), and played again from it on one cascade
  const c = start;
  let round = new Map<string, CourseState>();
  round.set(start.key(), { leads: [], ways: a.one, pinned: zeroWeights(a, L), woundedNow: zeroWeights(a, L), cool: a.one });
  while (round.size > 0) {
    const next = new Map<string, CourseState>();
    for (const [state, course] of round) {
      const { leads: before, ways, pinned, woundedNow, cool } = course;
      c.restore(state);
      const more = c.next();
      // the parts before the one of this check are over for the leaders: the other units
      // take theirs with the leadership as it stands now
      const over = more ? c.segment : 1 + c.evCount;
      let leads = before;
      if (before.length < over) {
        leads = before.slice();
        // the cascade's units are the leaders: the others' is that of a unit of none of theirs
        const now = c.bestLeadership(-1);
        while (leads.length < over) leads.push(now);
      }
      if (!more) {
        finish(c, course, leads);
        continue;
      }
      // the leadership of the parts over, after the state (whose key delimits itself)
      let tail = '';
      for (const l of leads) tail += String.fromCharCode(l + 64);
      const i = c.unit;
      const leader = itemAt(c.units, i);
      const { size, result, killed, ways: waysOf, heat: heatOf } = checkOutcomes(leader, c.drm, c.check);
      for (let g = 0; g < size; g++) {
        const w = a.of(waysOf[g]!);
        const heat = heatOf[g] === 1;
        c.apply(result[g]!, killed[g] === 1, heat);
        const pinsNow = leader.pinned;
        const woundsNow = leader.woundedNow;
        for (const u of c.units) u.pinned = u.woundedNow = false;
        c.heat = false;
        const key = c.key() + tail;
        c.restore(state);
        c.next();
        let had = next.get(key);
        if (!had) {
          // a state carries weights per leader, and its work grows with them
          budget.spend(L);
          had = { leads, ways: a.zero, pinned: zeroWeights(a, L), woundedNow: zeroWeights(a, L), cool: a.zero };
          next.set(key, had);
        }
        had.ways = a.add(had.ways, a.mul(ways, w));
        if (!heat) had.cool = a.add(had.cool, a.mul(cool, w));
        // the weight of the paths, after this check, in which leader j is pinned / wounded now
        // (those of the state before, and for leader i, when this check pins or wounds him, all)
        addScaled(a, had.pinned, 0, pinned, w);
        if (pinsNow) addWeightAt(a, had.pinned, i, a.mul(a.sub(ways, pinned[i]!), w));
        addScaled(a, had.woundedNow, 0, woundedNow, w);
        if (woundsNow) addWeightAt(a, had.woundedNow, i, a.mul(a.sub(ways, woundedNow[i]!), w));
      }
    }
    round = next;
  }
  return { groups: [...bySignature.values()], leaderDepth };
}

/** One other unit's fate given the leaders' course: weights over d^(segments) (`OtherUnit.perCheck`), in the location's arithmetic. */
interface UnitCourse {
  /** by final status code */
  status: Count[];
  /** broken at the end (and not eliminated) */
  broken: Count;
  gone: Count;
  /** no Original 2 on any of its MCs (A15.1) */
  cool: Count;
  /** by the number of checks it took */
  checks: Count[];
}

/** A unit's state as one number: its flags (6 bits), kind (3 bits), then the checks it took. */
function unitCode(u: Unit, checks: number): number {
  return (checks << 9) | (u.kind << 6) | u.flags();
}

/** A unit state's weight: all its ways, and those with no Original 2 so far (A15.1), which go on alike. */
interface StateWays {
  all: Count;
  cool: Count;
}

/** Puts `u` in the state of `code`; answers the checks it took. */
function playCode(u: Unit, code: number): number {
  u.setFlags(code);
  u.kind = (code >> 6) & 7;
  return code >> 9;
}

/**
 * One unit that is not a leader (units of the same spec share one), through the segments of a
 * leaders' course: it takes the original MC, and a leader-loss check by its own ML and status (an
 * LLTC only unbroken and pinnable). Its states (`unitCode`, played on one scratch `Unit`) after
 * each first part of the segments seen so far are kept by that part, so that courses of the
 * leaders that begin alike share them. Its weights are path counts over d^(segments), d its ways
 * per check: 216 (the 2d6, then a severity dr) for a leader or hero, 36 for a squad, half-squad
 * or crew, which are never wounded (A10.3), so that each of their outcomes' ways out of 216 is a
 * multiple of 6.
 */
class OtherUnit {
  readonly perCheck: number;
  /** the arithmetic of its weights, which are at most perCheck^(most segments) */
  private readonly a: Weights<Count>;
  private readonly unit: Unit;
  private readonly after: Unit;
  private readonly layers = new Map<string, Map<number, StateWays>>();
  private readonly courses = new Map<string, UnitCourse>();

  /** `spec`'s unit, through courses of at most `most` segments. */
  constructor(
    readonly spec: UnitSpec,
    most: number,
  ) {
    this.perCheck = isSmc(spec.kind) ? 216 : 36;
    this.a = countsUpTo(BigInt(this.perCheck) ** BigInt(most));
    this.unit = new Unit(spec);
    this.after = this.unit.clone();
  }

  /**
   * The checks of the unit through the segments, its fate counted in the location's arithmetic
   * `to` (the same for every call). A part's states are made once, spending one state of the
   * budget each.
   */
  course(segments: string, otherDrm: number, budget: ExactBudget, to: Weights<Count>): UnitCourse {
    const known = this.courses.get(segments);
    if (known) return known;
    const { unit: u, after: v, a } = this;
    let done = segments.length;
    while (done > 0 && !this.layers.has(segments.slice(0, done))) done--;
    let states = this.layers.get(segments.slice(0, done));
    if (!states) {
      u.reset();
      states = new Map([[unitCode(u, 0), { all: a.one, cool: a.one }]]);
    }
    const perCheck = a.of(this.perCheck);
    const per216 = 216 / this.perCheck;
    for (let k = done; k < segments.length; k++) {
      const code = segments.charCodeAt(k);
      const type = (code >> 14) - 1;
      const ml = (code >> 4) & 15;
      const drm = ((code >> 8) & 63) - 16 + (code & 15) - 8 + otherDrm;
      const next = new Map<number, StateWays>();
      const add = (code: number, all: Count, cool: Count) => {
        const w = next.get(code);
        if (w === undefined) next.set(code, { all, cool });
        else {
          w.all = a.add(w.all, all);
          w.cool = a.add(w.cool, cool);
        }
      };
      for (const [code, { all, cool }] of states) {
        budget.spend();
        const checks = playCode(u, code);
        const check = type === ORIGINAL ? MC : leaderLossCheck(u, type, ml);
        if (check < 0) {
          add(code, a.mul(all, perCheck), a.mul(cool, perCheck));
          continue;
        }
        const outcomes = checkOutcomes(u, drm, check);
        for (let g = 0; g < outcomes.size; g++) {
          const w216 = itemAt(outcomes.ways, g);
          // a squad, half-squad or crew is never wounded: no severity dr splits its ways
          if (w216 % per216 !== 0) throw new Error(`${w216}/216 ways of an outcome of a unit counted in ${this.perCheck}ths`);
          v.copyFrom(u);
          applyCheck(v, check, itemAt(outcomes.result, g), itemAt(outcomes.killed, g) === 1);
          const ways = a.of(w216 / per216);
          add(unitCode(v, checks + 1), a.mul(all, ways), itemAt(outcomes.heat, g) === 1 ? a.zero : a.mul(cool, ways));
        }
      }
      states = next;
      this.layers.set(segments.slice(0, k + 1), states);
    }
    const out: UnitCourse = {
      status: zeroWeights(to, STATUSES.length),
      broken: to.zero,
      gone: to.zero,
      cool: to.zero,
      checks: zeroWeights(to, segments.length + 1),
    };
    for (const [code, w] of states) {
      const checks = playCode(u, code);
      const ways = to.of(w.all);
      addWeightAt(to, out.status, statusOf(u), ways);
      addWeightAt(to, out.checks, checks, ways);
      out.cool = to.add(out.cool, to.of(w.cool));
      if (u.eliminated) out.gone = to.add(out.gone, ways);
      else if (u.broken) out.broken = to.add(out.broken, ways);
    }
    this.courses.set(segments, out);
    return out;
  }
}

/** Every slot of the location's tally, exactly (the kernel's `exact`). */
export function locationExact(p: LocationParams, budget: ExactBudget): Rational[] {
  const { tally, slots } = locationSlots(p);
  const specs = locationSpecs(p);
  const leaderIdx: number[] = [];
  const others: number[] = [];
  for (const [i, u] of p.units.entries()) (u.kind === 'leader' ? leaderIdx : others).push(i);
  // the other units, one `OtherUnit` per spec (units of the same spec share their states), and
  // the lowest ML any of them can have (broken or not, wounded or not)
  const most = 1 + 2 * leaderIdx.length;
  const own: OtherUnit[] = [];
  let othersMl = Infinity;
  for (const i of others) {
    const spec = itemAt(specs, i);
    // alike in every field (`locationSpecs` makes them in one order): the same courses
    let unit = own.find((o) => JSON.stringify(o.spec) === JSON.stringify(spec));
    if (!unit) unit = new OtherUnit(spec, most);
    own.push(unit);
    // the Morale Level grows with the printed ML and falls with a wound
    othersMl = Math.min(othersMl, moraleLevel(Math.min(spec.morale, spec.brokenMorale), spec.fanatic, true));
  }
  const { groups, leaderDepth } = leaderCourses(p, specs, leaderIdx, othersMl, budget);
  // Every slot's chance is a numerator over one common denominator, so no fraction is reduced
  // until the end: the leaders' courses are counted over 216^leaderDepth (each check splits 216
  // ways: the 2d6, then a severity dr), and each other unit's over d^S for its S segments (d:
  // `OtherUnit.perCheck`); a course of fewer segments than the most (1 + 2 per leader, each
  // breaking and dying at most once) is scaled up to them. Every count is a share of the paths,
  // so at most the denominator: doubles when it is below 2^53. The leaders' and each unit's own
  // counts, over less, may be doubles where these are not, and are read as these (`a.of`).
  let denominator = 216n ** BigInt(leaderDepth);
  for (const u of own) denominator *= BigInt(u.perCheck) ** BigInt(most);
  const a = countsUpTo(denominator);
  const num = zeroWeights(a, tally.size);
  for (const { lost, broke, segments, total, cool, status, counts } of groups) {
    const S = segments.length;
    // the other units, each on its own given the leaders' course: their joint counts are
    // products (convolutions) of their own distributions
    let nb: Count[] = [a.one];
    let ne: Count[] = [a.one];
    let nc: Count[] = [a.one];
    let clean = a.one;
    let othersCool = a.one;
    let all = a.one; // the other units' total weight, the product of their d^S
    let scale = a.one; // the rest of the common denominator, the product of their d^(most - S)
    const courses: UnitCourse[] = [];
    const totals: Count[] = [];
    for (const unit of own) {
      const d = unit.course(segments, p.drm, budget, a);
      budget.spend();
      const T = powerOf(a, unit.perCheck, S);
      nb = productOf(a, nb, [a.sub(T, d.broken), d.broken]);
      ne = productOf(a, ne, [a.sub(T, d.gone), d.gone]);
      nc = productOf(a, nc, d.checks);
      clean = a.mul(clean, a.sub(a.sub(T, d.broken), d.gone)); // neither broken nor eliminated
      othersCool = a.mul(othersCool, d.cool);
      all = a.mul(all, T);
      scale = a.mul(scale, powerOf(a, unit.perCheck, most - S));
      courses.push(d);
      totals.push(T);
    }
    for (const [at, ways] of counts) {
      budget.spend();
      const [broken, gone, checks] = [at >> 12, (at >> 8) & 15, at & 255];
      const w = a.mul(a.of(ways), scale);
      addScaled(a, num, slots.unitsBroken + broken, nb, w);
      addScaled(a, num, slots.unitsEliminated + gone, ne, w);
      addScaled(a, num, slots.checks + checks, nc, w);
      if (broken === 0 && gone === 0) addWeightAt(a, num, slots.allGoodOrder, a.mul(w, clean));
      addWeightAt(a, num, slots.anyBroken, a.mul(w, broken > 0 ? all : a.sub(all, itemAt(nb, 0))));
    }
    const wAll = a.mul(a.mul(a.of(total), scale), all);
    if (lost) addWeightAt(a, num, slots.leaderLost, wAll);
    if (broke) addWeightAt(a, num, slots.leaderBroke, wAll);
    // Heat of Battle somewhere: all but the paths where neither the leaders nor any other unit had one
    addWeightAt(a, num, slots.heatOfBattle, a.sub(wAll, a.mul(a.mul(a.of(cool), scale), othersCool)));
    const leaderScale = a.mul(scale, all);
    for (const [j, ws] of status.entries()) addScaled(a, num, itemAt(slots.status, itemAt(leaderIdx, j)), ws.map(a.of, a), leaderScale);
    // unit k's statuses, times the leaders' weight and every other unit's total weight
    for (let k = 0; k < courses.length; k++) {
      let rest = a.mul(a.of(total), scale);
      // l < totals.length
      for (let l = 0; l < totals.length; l++) if (l !== k) rest = a.mul(rest, totals[l]!);
      addScaled(a, num, itemAt(slots.status, itemAt(others, k)), itemAt(courses, k).status, rest);
    }
  }
  // each numerator in lowest terms: the denominator is a product of dice's (216, 36, 6), so its
  // common factors with a numerator are found by dividing out those few primes, with no Euclid
  const over = Denominator.of(denominator);
  return num.map((n) => over.chance(n));
}
