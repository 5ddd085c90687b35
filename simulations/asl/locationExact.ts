/**
 * ASL location check, exact (RULES.md section 2, "Leadership"; ASLRB A10.2, A15.1): the
 * factorised method. The leaders' courses (leaderCourses.ts) are enumerated once; given each,
 * the other units are independent of each other (unitCourse.ts), so the location's counts are
 * products (convolutions) of each unit's own distribution, and each slot's chance is a
 * numerator over one common denominator.
 */
import { addCount, addScaled } from '../core/counts.js';
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import { leaderCourses } from './leaderCourses.js';
import { locationSpecs, type LocationParams } from './locationUnits.js';
import { locationLayout } from './locationTally.js';
import { moraleLevel } from './morale.js';
import { product, unitCourse, type UnitStates } from './unitCourse.js';

/** Every slot of the location's tally, exactly (the kernel's `exact`). */
export function locationExact(p: LocationParams, budget: ExactBudget): Rational[] {
  const { tally, slots, cascade } = locationLayout(p);
  // Every slot's chance is a numerator over the common denominator 216^depth (each check
  // splits 216 ways: the 2d6, then a severity dr), so no fraction is reduced until the end.
  const depth = cascade.maxChecks() + 1;
  const pow: bigint[] = [1n];
  for (let k = 1; k <= depth; k++) pow.push(itemAt(pow, k - 1) * 216n);
  const num = new Array<bigint>(tally.size).fill(0n);
  const specs = locationSpecs(p);
  const leaderIdx = p.units.flatMap((u, i) => (u.kind === 'leader' ? [i] : []));
  const others = p.units.flatMap((u, i) => (u.kind === 'leader' ? [] : [i]));
  // the lowest ML any other unit can have (broken or not, wounded or not)
  let othersMl = Infinity;
  for (const i of others) {
    const u = itemAt(specs, i);
    for (const ml of [u.morale, u.brokenMorale])
      for (const wounded of [false, true]) othersMl = Math.min(othersMl, moraleLevel(ml, u.fanatic, wounded));
  }
  const courses = leaderCourses(p, specs, leaderIdx, othersMl, budget);
  const m = others.length;
  const memo = new Map<string, UnitStates>();
  for (const {
    s: { lost, broke, segments },
    p: { total, cool, status, counts },
  } of courses.bySignature.values()) {
    const S = segments.length;
    const T = itemAt(pow, S);
    // the other units, each on its own given the leaders' course: their joint counts are
    // products (convolutions) of their own distributions
    let nb: bigint[] = [1n];
    let ne: bigint[] = [1n];
    let nc: bigint[] = [1n];
    let clean = 1n;
    let othersCool = 1n;
    const own = others.map((i) => {
      const spec = itemAt(specs, i);
      const d = unitCourse(spec, JSON.stringify(spec), segments, p.drm, memo, budget);
      budget.spend();
      nb = product(nb, [T - d.broken, d.broken]);
      ne = product(ne, [T - d.gone, d.gone]);
      nc = product(nc, d.checks);
      clean *= d.clean;
      othersCool *= d.cool;
      return d;
    });
    const all = itemAt(pow, m * S); // the other units' total weight, 216^(m S)
    const scale = itemAt(pow, depth - courses.leaderDepth - m * S);
    for (const { s: o, p: ways } of counts.values()) {
      budget.spend();
      const w = ways.n * scale;
      addScaled(num, slots.unitsBroken + o.broken, nb, w);
      addScaled(num, slots.unitsEliminated + o.gone, ne, w);
      addScaled(num, slots.checks + o.checks, nc, w);
      if (o.broken === 0 && o.gone === 0) addCount(num, slots.allGoodOrder, w * clean);
      addCount(num, slots.anyBroken, o.broken > 0 ? w * all : w * (all - itemAt(nb, 0)));
    }
    const wAll = total * scale * all;
    if (lost) addCount(num, slots.leaderLost, wAll);
    if (broke) addCount(num, slots.leaderBroke, wAll);
    // Heat of Battle somewhere: all but the paths where neither the leaders nor any other unit had one
    addCount(num, slots.heatOfBattle, wAll - cool * scale * othersCool);
    for (const [j, ws] of status.entries()) addScaled(num, itemAt(slots.status, itemAt(leaderIdx, j)), ws, scale * all);
    const rest = m > 0 ? total * scale * itemAt(pow, (m - 1) * S) : 0n;
    for (const [k, d] of own.entries()) addScaled(num, itemAt(slots.status, itemAt(others, k)), d.status, rest);
  }
  const last = itemAt(pow, depth);
  return num.map((n) => Rational.of(n, last));
}
