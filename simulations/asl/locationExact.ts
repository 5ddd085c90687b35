/**
 * ASL location check, exact (docs/rules.md, "A whole location"; ASLRB A10.2, A15.1): the
 * factorised method. The leaders' courses (leaderCourses.ts) are enumerated once; given each,
 * the other units are independent of each other (unitCourse.ts), so the location's counts are
 * products (convolutions) of each unit's own distribution, and each slot's chance is a
 * numerator over one common denominator.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { type PathCount, addPathsAt, addScaledPaths, mulPaths, powPaths, productPaths, subPaths, zeros } from '../core/pathCount.js';
import { DiceDenominator, Rational } from '../core/rational.js';
import { leaderCourses } from './leaderCourses.js';
import { locationSpecs, type LocationParams } from './locationUnits.js';
import { locationSlots } from './locationTally.js';
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
  const own: OtherUnit[] = [];
  let othersMl = Infinity;
  for (const i of others) {
    const spec = itemAt(specs, i);
    let unit = own.find((o) => sameSpec(o.spec, spec));
    if (!unit) unit = new OtherUnit(spec);
    own.push(unit);
    othersMl = Math.min(
      othersMl,
      moraleLevel(spec.morale, spec.fanatic, false),
      moraleLevel(spec.morale, spec.fanatic, true),
      moraleLevel(spec.brokenMorale, spec.fanatic, false),
      moraleLevel(spec.brokenMorale, spec.fanatic, true),
    );
  }
  const { groups, leaderDepth } = leaderCourses(p, specs, leaderIdx, othersMl, budget);
  // Every slot's chance is a numerator over one common denominator, so no fraction is reduced
  // until the end: the leaders' courses are counted over 216^leaderDepth (each check splits 216
  // ways: the 2d6, then a severity dr), and each other unit's over d^S for its S segments (d:
  // `OtherUnit.perCheck`); a course of fewer segments than the most (1 + 2 per leader, each
  // breaking and dying at most once) is scaled up to them.
  const most = 1 + 2 * leaderIdx.length;
  let denominator = powPaths(216, leaderDepth);
  for (const u of own) denominator = mulPaths(denominator, powPaths(u.perCheck, most));
  const num = zeros(tally.size);
  const trie = new SegmentTrie();
  for (const {
    s: { lost, broke, segments, segmentCodes },
    total,
    cool,
    status,
    counts,
  } of groups) {
    const S = segments.length;
    const parts = trie.parts(segmentCodes);
    // the other units, each on its own given the leaders' course: their joint counts are
    // products (convolutions) of their own distributions
    let nb: PathCount[] = [1];
    let ne: PathCount[] = [1];
    let nc: PathCount[] = [1];
    let clean: PathCount = 1;
    let othersCool: PathCount = 1;
    let all: PathCount = 1; // the other units' total weight, the product of their d^S
    let scale: PathCount = 1; // the rest of the common denominator, the product of their d^(most - S)
    const courses: UnitCourse[] = [];
    const totals: PathCount[] = [];
    for (const unit of own) {
      const d = unit.course(segments, parts, p.drm, budget);
      budget.spend();
      const T = powPaths(unit.perCheck, S);
      nb = productPaths(nb, [subPaths(T, d.broken), d.broken]);
      ne = productPaths(ne, [subPaths(T, d.gone), d.gone]);
      nc = productPaths(nc, d.checks);
      clean = mulPaths(clean, d.clean);
      othersCool = mulPaths(othersCool, d.cool);
      all = mulPaths(all, T);
      scale = mulPaths(scale, powPaths(unit.perCheck, most - S));
      courses.push(d);
      totals.push(T);
    }
    for (const { broken, gone, checks, ways } of counts) {
      budget.spend();
      const w = mulPaths(ways, scale);
      addScaledPaths(num, slots.unitsBroken + broken, nb, w);
      addScaledPaths(num, slots.unitsEliminated + gone, ne, w);
      addScaledPaths(num, slots.checks + checks, nc, w);
      if (broken === 0 && gone === 0) addPathsAt(num, slots.allGoodOrder, mulPaths(w, clean));
      addPathsAt(num, slots.anyBroken, mulPaths(w, broken > 0 ? all : subPaths(all, itemAt(nb, 0))));
    }
    const wAll = mulPaths(mulPaths(total, scale), all);
    if (lost) addPathsAt(num, slots.leaderLost, wAll);
    if (broke) addPathsAt(num, slots.leaderBroke, wAll);
    // Heat of Battle somewhere: all but the paths where neither the leaders nor any other unit had one
    addPathsAt(num, slots.heatOfBattle, subPaths(wAll, mulPaths(mulPaths(cool, scale), othersCool)));
    const leaderScale = mulPaths(scale, all);
    for (const [j, ws] of status.entries()) addScaledPaths(num, itemAt(slots.status, itemAt(leaderIdx, j)), ws, leaderScale);
    // unit k's statuses, times the leaders' weight and every other unit's total weight
    for (let k = 0; k < courses.length; k++) {
      let rest = mulPaths(total, scale);
      // l < totals.length
      for (let l = 0; l < totals.length; l++) if (l !== k) rest = mulPaths(rest, totals[l]!);
      addScaledPaths(num, itemAt(slots.status, itemAt(others, k)), itemAt(courses, k).status, rest);
    }
  }
  return numeratorsOver(num, denominator);
}

/**
 * Each numerator over the common denominator, in lowest terms: the denominator is a product of
 * dice's (216, 36, 6), so its common factors with a numerator are found by dividing out those
 * few primes (`Rational.ofDice`, `Rational.over`), with no Euclid.
 */
function numeratorsOver(num: readonly PathCount[], denominator: PathCount): Rational[] {
  if (typeof denominator === 'number')
    return num.map((n) => (typeof n === 'number' ? Rational.ofDice(n, denominator) : Rational.of(n, denominator)));
  const dice = DiceDenominator.ofBig(denominator);
  return num.map((n) => (dice === undefined ? Rational.of(n, denominator) : Rational.over(n, dice)));
}

/** Whether two units are alike in every field (their courses are the same). */
function sameSpec(a: UnitSpec, b: UnitSpec): boolean {
  return (
    a.kind === b.kind &&
    a.morale === b.morale &&
    a.brokenMorale === b.brokenMorale &&
    a.leadership === b.leadership &&
    a.fanatic === b.fanatic &&
    a.wounded === b.wounded &&
    a.broken === b.broken
  );
}
