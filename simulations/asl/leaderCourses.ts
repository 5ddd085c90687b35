/**
 * ASL location check, exact: the leaders' courses (RULES.md section 2, "Leadership"; ASLRB
 * A10.2, A10.21, A10.22, A10.72, A15.1), the first half of the factorised exact method.
 *
 * Consequence of the cascade's readings (cascade.ts) used by the exact method: leaders check
 * before the other units in every part of the cascade, only leaders cause leader-loss checks,
 * and a leader's DRM comes from leaders only; so no check of a unit that is not a leader can
 * change a later leader's check, and given the leaders' course those units' fates are
 * independent of each other.
 */
import { addCount, addScaled } from '../core/counts.js';
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { StateMass, Ways, type Weight } from '../core/stateMass.js';
import { Cascade } from './cascade.js';
import { STATUSES, statusOf, type LocationParams } from './locationUnits.js';
import { type Unit, forEachCheckOutcome, type UnitSpec } from './morale.js';

/**
 * The exact method, factorised. Leaders check before the other units in every part of the
 * cascade (the original MC, then each leader loss), leader-loss checks are caused by leaders
 * only, and a leader's check depends on leaders alone (his DRM comes from higher leaders). So
 * the leaders' course (their checks, with the leader losses they cause) does not depend on
 * the other units; and given it, each other unit's checks depend only on it and on the unit
 * itself: the leadership DRM it checks with in each part is that of the leaders as they stand
 * once the leaders' checks of that part are over, and it takes a leader-loss check by its own
 * ML and status. The other units are therefore independent of each other given the leaders'
 * course, whose relevant part is its `segments`.
 */
export interface Segment {
  /** ORIGINAL, or LLMC or LLTC (cascade.ts) */
  type: number;
  /** base DRM: the original MC's #, or the lost leader's DRM reversed */
  base: number;
  /** the lost leader's ML (units of lower ML check it); unused for the original MC */
  ml: number;
  /** the leadership DRM of the other units in this part */
  lead: number;
}

export const ORIGINAL = -1;

/** What the other units see of a leaders' course: its segments, and the events leaderLost and leaderBroke. */
export interface CourseSignature {
  lost: boolean;
  broke: boolean;
  segments: Segment[];
}

/** The leaders' broken and eliminated and their checks at the end of a course. */
export interface CourseCount {
  broken: number;
  gone: number;
  checks: number;
}

/**
 * The leaders' courses that the other units see alike (the same `CourseSignature`): their
 * weights over 216^leaderDepth, in all, without a Heat of Battle (`cool`), by leader and final
 * status, and by (leaders broken, leaders eliminated, leaders' checks). Added in place.
 */
export class CourseGroup implements Weight<CourseGroup> {
  constructor(
    public total: bigint,
    public cool: bigint,
    readonly status: bigint[][],
    readonly counts: StateMass<CourseCount, Ways>,
  ) {}

  add(o: CourseGroup): CourseGroup {
    this.total += o.total;
    this.cool += o.cool;
    for (const [j, row] of this.status.entries()) addScaled(row, 0, itemAt(o.status, j), 1n);
    for (const [key, { s, p }] of o.counts.states) this.counts.add(key, s, p);
    return this;
  }

  isZero(): boolean {
    return this.total === 0n;
  }
}

/**
 * The weight of one state of the leaders' courses (added in place): its paths (`ways`), those
 * in which leader j is pinned (`pinned[j]`) or was wounded by this check (`woundedNow[j]`), and
 * those in which no Original 2 came on an MC (`cool`).
 */
class CourseWeight implements Weight<CourseWeight> {
  constructor(
    public ways: bigint,
    readonly pinned: bigint[],
    readonly woundedNow: bigint[],
    public cool: bigint,
  ) {}

  add(o: CourseWeight): CourseWeight {
    this.ways += o.ways;
    this.cool += o.cool;
    addScaled(this.pinned, 0, o.pinned, 1n);
    addScaled(this.woundedNow, 0, o.woundedNow, 1n);
    return this;
  }

  isZero(): boolean {
    return this.ways === 0n;
  }
}

/** The best leadership DRM for a unit that is not a leader (A10.21, A10.72): 0 without a good leader. */
function othersLeadership(leaders: Unit[]): number {
  let best = 0;
  let found = false;
  for (const l of leaders) {
    if (l.eliminated || l.broken) continue;
    const d = l.leadershipDrm();
    if (!found || d < best) best = d;
    found = true;
  }
  return best;
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
  const leaderDepth = start.maxChecks();
  const pow216 = (k: number) => 216n ** BigInt(k);
  const bySignature = new StateMass<CourseSignature, CourseGroup>();

  const finish = (c: Cascade, { ways, pinned, woundedNow, cool }: CourseWeight, leads: number[]) => {
    const segments: Segment[] = [{ type: ORIGINAL, base: p.modifier, ml: 0, lead: itemAt(leads, 0) }];
    for (let e = 0; e < c.evCount; e++) {
      const loss = c.loss(e);
      // a leader loss that no other unit can check (none can be of lower ML) is left out
      if (loss.ml > othersMl) segments.push({ type: loss.type, base: -loss.drm, ml: loss.ml, lead: itemAt(leads, 1 + e) });
    }
    const lost = c.lost('eliminated');
    const broke = c.lost('broke');
    const sig = `${+lost}${+broke}|${segments.map((s) => `${s.type}:${s.base}:${s.ml}:${s.lead}`).join(';')}`;
    const scale = pow216(leaderDepth - c.checks);
    const w = ways * scale;
    const group = bySignature.weightOf(sig, { lost, broke, segments }, () => {
      const status = Array.from({ length: L }, () => new Array<bigint>(STATUSES.length).fill(0n));
      return new CourseGroup(0n, 0n, status, new StateMass<CourseCount, Ways>());
    });
    group.total += w;
    group.cool += cool * scale;
    // the state holds no pin and no wound of this check: their weights split the statuses. A
    // leader wounded now and alive is broken (his wound is a Casualty Reduction); a pin
    // matters only to a leader who is not broken
    for (const [j, u] of c.units.entries()) {
      const row = itemAt(group.status, j);
      const st = statusOf(u);
      if (st === 2) {
        addCount(row, 4, itemAt(woundedNow, j) * scale);
        addCount(row, 2, (ways - itemAt(woundedNow, j)) * scale);
      } else if (st === 0) {
        addCount(row, 1, itemAt(pinned, j) * scale);
        addCount(row, 0, (ways - itemAt(pinned, j)) * scale);
      } else {
        addCount(row, st, w);
      }
    }
    const broken = c.units.filter((u) => !u.eliminated && u.broken).length;
    const gone = c.units.filter((u) => u.eliminated).length;
    group.counts.weightOf(`${broken},${gone},${c.checks}`, { broken, gone, checks: c.checks }, () => new Ways(0n)).n += w;
  };

  // all courses of one round have taken the same number of checks: weights over 216^round.
  // A course is kept as its state's key (with the leadership of the parts over), and played
  // again from it on one cascade; its state in the mass is the leadership of the parts over.
  const c = start.clone();
  const none = () => new Array<bigint>(L).fill(0n);
  let round = new StateMass<number[], CourseWeight>();
  round.add(start.key(), [], new CourseWeight(1n, none(), none(), 1n));
  while (round.size > 0) {
    const next = new StateMass<number[], CourseWeight>();
    for (const [state, { s: before, p: course }] of round.states) {
      const { ways, pinned, woundedNow, cool } = course;
      c.restore(state);
      const more = c.next();
      // the parts before the one of this check are over for the leaders: the other units
      // take theirs with the leadership as it stands now
      const over = more ? c.segment : 1 + c.evCount;
      const leads = before.length < over ? [...before, ...new Array<number>(over - before.length).fill(othersLeadership(c.units))] : before;
      if (!more) {
        finish(c, course, leads);
        continue;
      }
      // the leadership of the parts over, after the state (whose key delimits itself)
      const tail = String.fromCharCode(...leads.map((l) => l + 64));
      const i = c.unit;
      forEachCheckOutcome(itemAt(c.units, i), c.drm, c.check, (result, killed, w, heat) => {
        c.apply(result, killed, heat);
        const pinsNow = itemAt(c.units, i).pinned;
        const woundsNow = itemAt(c.units, i).woundedNow;
        for (const u of c.units) u.pinned = u.woundedNow = false;
        c.heat = false;
        const key = c.key() + tail;
        c.restore(state);
        c.next();
        const bw = BigInt(w);
        const kept = next.size;
        const had = next.weightOf(key, leads, () => new CourseWeight(0n, none(), none(), 0n));
        // a state carries weights per leader, and its work grows with them
        if (next.size > kept) budget.spend(L);
        had.ways += ways * bw;
        if (!heat) had.cool += cool * bw;
        // the weight of the paths, after this check, in which leader j is pinned / wounded now
        // (those of the state before, and for leader i, when this check pins or wounds him, all)
        addScaled(had.pinned, 0, pinned, bw);
        if (pinsNow) addCount(had.pinned, i, (ways - itemAt(pinned, i)) * bw);
        addScaled(had.woundedNow, 0, woundedNow, bw);
        if (woundsNow) addCount(had.woundedNow, i, (ways - itemAt(woundedNow, i)) * bw);
      });
    }
    round = next;
  }
  return { bySignature, leaderDepth };
}
