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
import type { ExactBudget } from '../core/kernel.js';
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

/**
 * The leaders' courses that the other units see alike (the same segments, and the same events
 * leaderLost and leaderBroke): their weights over 216^leaderDepth, in all, without a Heat of
 * Battle (`cool`), by leader and final status, and by (leaders broken, leaders eliminated,
 * leaders' checks).
 */
export interface CourseGroup {
  lost: boolean;
  broke: boolean;
  segments: Segment[];
  total: bigint;
  cool: bigint;
  status: bigint[][];
  counts: Map<string, { broken: number; gone: number; checks: number; ways: bigint }>;
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
    leaderIdx.map((i) => specs[i]),
    p.modifier,
    p.drm,
  );
  const L = leaderIdx.length;
  const leaderDepth = start.maxChecks();
  const pow216 = (k: number) => 216n ** BigInt(k);
  const bySignature = new Map<string, CourseGroup>();
  type Course = { ways: bigint; pinned: bigint[]; woundedNow: bigint[]; cool: bigint; leads: number[] };

  const finish = (c: Cascade, { ways, pinned, woundedNow, cool }: Course, leads: number[]) => {
    const segments: Segment[] = [{ type: ORIGINAL, base: p.modifier, ml: 0, lead: leads[0] }];
    for (let e = 0; e < c.evCount; e++) {
      const loss = c.loss(e);
      // a leader loss that no other unit can check (none can be of lower ML) is left out
      if (loss.ml > othersMl) segments.push({ type: loss.type, base: -loss.drm, ml: loss.ml, lead: leads[1 + e] });
    }
    const lost = c.lost('eliminated');
    const broke = c.lost('broke');
    const sig = `${+lost}${+broke}|${segments.map((s) => `${s.type}:${s.base}:${s.ml}:${s.lead}`).join(';')}`;
    let group = bySignature.get(sig);
    if (!group) {
      const status = Array.from({ length: L }, () => new Array<bigint>(STATUSES.length).fill(0n));
      bySignature.set(sig, (group = { lost, broke, segments, total: 0n, cool: 0n, status, counts: new Map() }));
    }
    const scale = pow216(leaderDepth - c.checks);
    const w = ways * scale;
    group.total += w;
    group.cool += cool * scale;
    // the state holds no pin and no wound of this check: their weights split the statuses. A
    // leader wounded now and alive is broken (his wound is a Casualty Reduction); a pin
    // matters only to a leader who is not broken
    c.units.forEach((u, j) => {
      const st = statusOf(u);
      if (st === 2) {
        group.status[j][4] += woundedNow[j] * scale;
        group.status[j][2] += (ways - woundedNow[j]) * scale;
      } else if (st === 0) {
        group.status[j][1] += pinned[j] * scale;
        group.status[j][0] += (ways - pinned[j]) * scale;
      } else {
        group.status[j][st] += w;
      }
    });
    const broken = c.units.filter((u) => !u.eliminated && u.broken).length;
    const gone = c.units.filter((u) => u.eliminated).length;
    const key = `${broken},${gone},${c.checks}`;
    const had = group.counts.get(key);
    if (had) had.ways += w;
    else group.counts.set(key, { broken, gone, checks: c.checks, ways: w });
  };

  // all courses of one round have taken the same number of checks: weights over 216^round.
  // A course is kept as its state's key (with the leadership of the parts over), and played
  // again from it on one cascade.
  const c = start.clone();
  const none = () => new Array<bigint>(L).fill(0n);
  let round = new Map<string, Course>([[start.key(), { ways: 1n, pinned: none(), woundedNow: none(), cool: 1n, leads: [] }]]);
  while (round.size > 0) {
    const next = new Map<string, Course>();
    for (const [state, course] of round) {
      const { ways, pinned, woundedNow, cool, leads: before } = course;
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
      forEachCheckOutcome(c.units[i], c.drm, c.check, (result, killed, w, heat) => {
        c.apply(result, killed, heat);
        const pinsNow = c.units[i].pinned;
        const woundsNow = c.units[i].woundedNow;
        for (const u of c.units) u.pinned = u.woundedNow = false;
        c.heat = false;
        const key = c.key() + tail;
        c.restore(state);
        c.next();
        const bw = BigInt(w);
        // the weight of the paths, after this check, in which leader j is pinned / wounded now
        const pin = (j: number) => (j === i && pinsNow ? ways : pinned[j]) * bw;
        const wound = (j: number) => (j === i && woundsNow ? ways : woundedNow[j]) * bw;
        const coolNow = heat ? 0n : cool * bw;
        const had = next.get(key);
        if (had) {
          had.ways += ways * bw;
          had.cool += coolNow;
          for (let j = 0; j < L; j++) {
            had.pinned[j] += pin(j);
            had.woundedNow[j] += wound(j);
          }
        } else {
          budget.spend(L); // a state carries weights per leader, and its work grows with them
          next.set(key, {
            ways: ways * bw,
            pinned: pinned.map((_, j) => pin(j)),
            woundedNow: woundedNow.map((_, j) => wound(j)),
            cool: coolNow,
            leads,
          });
        }
      });
    }
    round = next;
  }
  return { bySignature, leaderDepth };
}
