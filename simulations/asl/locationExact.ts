/**
 * ASL location check, exact (docs/rules.md, "A whole location"; ASLRB A10.2, A15.1): the
 * factorised method. The leaders' courses (leaderCourses.ts) are enumerated once; given each,
 * the other units are independent of each other (unitCourse.ts), so the location's counts are
 * products (convolutions) of each unit's own distribution, and each slot's chance is a
 * numerator over one common denominator.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import type { Rational } from '../core/rational.js';
import { type Count, Denominator, addScaled, addWeightAt, countsUpTo, powerOf, productOf, zeroWeights } from '../core/weight.js';
import { leaderCourses } from './leaderCourses.js';
import { locationSlots, locationSpecs, type LocationParams } from './locationUnits.js';

import { moraleLevel, type UnitSpec } from './morale.js';
import { OtherUnit, SegmentTrie, type UnitCourse } from './unitCourse.js';

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
    let unit = own.find((o) => sameSpec(o.spec, spec));
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
  const trie = new SegmentTrie();
  for (const { lost, broke, segments, total, cool, status, counts } of groups) {
    const S = segments.length;
    const parts = trie.parts(segments);
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
      const d = unit.course(segments, parts, p.drm, budget, a);
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
    for (const { broken, gone, checks, ways } of counts) {
      budget.spend();
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

/** Whether two units are alike in every field (their courses are the same). */
function sameSpec(a: UnitSpec, b: UnitSpec): boolean {
  return (Object.keys(a) as (keyof UnitSpec)[]).every((k) => a[k] === b[k]);
}
