/**
 * ASL location check, exact: the leaders' courses (docs/rules.md, "A whole location"; ASLRB
 * A10.2, A10.21, A10.22, A10.72, A15.1), the first half of the factorised exact method.
 *
 * The factorisation follows from the cascade's readings (cascade.ts). Leaders check before the
 * other units in every part of the cascade (the original MC, then each leader loss), leader-loss
 * checks are caused by leaders only, and a leader's check depends on leaders alone (his DRM
 * comes from higher leaders). So the leaders' course (their checks, with the leader losses they
 * cause) does not depend on the other units; and given it, each other unit's checks depend only
 * on it and on the unit itself: the leadership DRM it checks with in each part is that of the
 * leaders as they stand once the leaders' checks of that part are over, and it takes a
 * leader-loss check by its own ML and status. The other units are therefore independent of each
 * other given the leaders' course, whose relevant part is its `segments`.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { type Count, type Weights, addScaled, addWeightAt, countsUpTo, powerOf, zeroWeights } from '../core/weight.js';
import { Cascade, mostChecks } from './cascade.js';
import { STATUSES, statusOf, type LocationParams } from './locationUnits.js';
import { checkOutcomes, leaderLossDrm, type UnitSpec } from './morale.js';

export const ORIGINAL = -1;

/**
 * One part of a leaders' course (the original MC or a leader loss), as the other units see it:
 * its type (ORIGINAL, or LLMC or LLTC, cascade.ts), its base DRM (the original MC's #, or the lost
 * leader's leader-loss DRM, A10.2), the lost leader's ML (units of lower ML check it; 0 for the
 * original MC) and the other units' leadership DRM in it, as one number below 2^16 (a character
 * code): its fields offset into 2, 6, 4 and 4 bits. Within the request's bounds a type is -1..1,
 * a base 0..12 (an MC's # 0..12, a lost leader's leader-loss DRM 0..3), an ML 0..10 and a
 * leadership DRM -3..2; anything outside the bits is refused rather than confused with another.
 */
export function segmentCode(type: number, base: number, ml: number, lead: number): number {
  const t = type + 1;
  const b = base + 16;
  const l = lead + 8;
  if (t < 0 || t > 3 || b < 0 || b > 63 || ml < 0 || ml > 15 || l < 0 || l > 15) {
    throw new RangeError(`a segment outside its codes: type ${type}, base ${base}, ml ${ml}, lead ${lead}`);
  }
  return (((t * 64 + b) * 16 + ml) * 16 + l) | 0;
}

/** A segment's type, the ML below which a unit takes it, and its DRM but the request's (base and leadership). */
export function segmentOf(code: number): { type: number; ml: number; drm: number } {
  return { type: (code >> 14) - 1, ml: (code >> 4) & 15, drm: ((code >> 8) & 63) - 16 + (code & 15) - 8 };
}

/** The leaders' broken and eliminated and their checks at the end of a course, with its weight. */
export interface CourseCount {
  broken: number;
  gone: number;
  checks: number;
  ways: Count;
}

/**
 * The leaders' courses that the other units see alike (the same segments' codes, and the events
 * leaderLost and leaderBroke): their weights over 216^leaderDepth, in all, without a Heat of
 * Battle (`cool`), by leader and final status, and by (leaders broken, leaders eliminated,
 * leaders' checks), in the order first reached. Added in place.
 */
export interface CourseGroup {
  readonly lost: boolean;
  readonly broke: boolean;
  readonly segments: number[];
  total: Count;
  cool: Count;
  readonly status: Count[][];
  readonly counts: CourseCount[];
}

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
export function leaderCourses(p: LocationParams, specs: UnitSpec[], leaderIdx: number[], othersMl: number, budget: ExactBudget) {
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
      group = { lost, broke, segments: sigCodes.slice(1), total: a.zero, cool: a.zero, status, counts: [] };
      bySignature.set(sig, group);
    }
    const scale = powerOf(a, 216, leaderDepth - c.checks);
    const w = a.mul(ways, scale);
    group.total = a.add(group.total, w);
    group.cool = a.add(group.cool, a.mul(cool, scale));
    // the state holds no pin and no wound of this check: their weights split the statuses. A
    // leader wounded now and alive is broken (his wound is a Casualty Reduction); a pin
    // matters only to a leader who is not broken
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
    const checks = c.checks;
    const { counts } = group;
    for (const had of counts) {
      if (had.broken === broken && had.gone === gone && had.checks === checks) {
        had.ways = a.add(had.ways, w);
        return;
      }
    }
    counts.push({ broken, gone, checks, ways: w });
  };

  // all courses of one round have taken the same number of checks: weights over 216^round.
  // A course is kept as its state's key (with the leadership of the parts over), and played
  // again from it on one cascade.
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
      // g < size, the length of the outcome rows
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
