/**
 * ASL location check, exact: the course of one unit that is not a leader, given the leaders'
 * course (RULES.md section 2, "Leadership"; ASLRB A10.2, A10.21, A10.72, A15.1, A15.2), the
 * second half of the factorised exact method (leaderCourses.ts): it takes the original MC, and
 * a leader-loss check by its own ML and status (an LLTC only unbroken and pinnable).
 */
import { addCount, addScaled } from '../core/counts.js';
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { StateMass, type Weight } from '../core/stateMass.js';
import { LLMC, LLTC, applyCheck, takesLltc } from './cascade.js';
import { ORIGINAL, type Segment } from './leaderCourses.js';
import { STATUSES, statusOf } from './locationUnits.js';
import { MC, TC, Unit, forEachCheckOutcome, type UnitSpec } from './morale.js';

/** One other unit's fate given the leaders' course: weights over 216^(segments). */
export interface UnitCourse {
  /** by final status code */
  status: bigint[];
  /** broken at the end (and not eliminated) */
  broken: bigint;
  gone: bigint;
  /** neither broken nor eliminated */
  clean: bigint;
  /** no Original 2 on any of its MCs (A15.1) */
  cool: bigint;
  /** by the number of checks it took */
  checks: bigint[];
}

/** One state of a unit: the unit and the checks it took. */
export type UnitState = { u: Unit; checks: number };

/** A unit state's weight: `ways` its paths', `cool` that of those without a Heat of Battle; added in place. */
export class UnitWeight implements Weight<UnitWeight> {
  constructor(
    public ways: bigint,
    public cool: bigint,
  ) {}

  add(o: UnitWeight): UnitWeight {
    this.ways += o.ways;
    this.cool += o.cool;
    return this;
  }

  isZero(): boolean {
    return this.ways === 0n;
  }
}

/** A unit's states after some first parts of the segments, by state key. */
export type UnitStates = StateMass<UnitState, UnitWeight>;

/**
 * The checks of one unit that is not a leader through the segments (as `Cascade.next()`
 * chooses them). Its states after each first part of the segments are kept in `memo` (keyed
 * by `unitKey` and those parts): courses of the leaders that begin alike share them (a kept
 * mass is only read, never added to).
 */
export function unitCourse(
  spec: UnitSpec,
  unitKey: string,
  segments: Segment[],
  otherDrm: number,
  memo: Map<string, UnitStates>,
  budget: ExactBudget,
): UnitCourse {
  const keys = [unitKey];
  for (const seg of segments) keys.push(`${itemAt(keys, keys.length - 1)};${seg.type}:${seg.base}:${seg.ml}:${seg.lead}`);
  let done = segments.length;
  while (done > 0 && !memo.has(itemAt(keys, done))) done--;
  let states = memo.get(itemAt(keys, done));
  if (!states) {
    states = new StateMass<UnitState, UnitWeight>();
    states.add('', { u: new Unit(spec), checks: 0 }, new UnitWeight(1n, 1n));
  }
  for (let k = done; k < segments.length; k++) {
    const seg = itemAt(segments, k);
    const next = new StateMass<UnitState, UnitWeight>();
    const add = (u: Unit, checks: number, ways: bigint, cool: bigint) => {
      const key = `${u.kind},${+u.broken},${+u.pinned},${+u.wounded},${+u.eliminated},${+u.reduced},${+u.woundedNow},${checks}`;
      const had = next.weightOf(key, { u, checks }, () => new UnitWeight(0n, 0n));
      had.ways += ways;
      had.cool += cool;
    };
    for (const {
      s: { u, checks },
      p: { ways, cool },
    } of states.values()) {
      budget.spend();
      const takes = seg.type === ORIGINAL || (!u.eliminated && u.morale() < seg.ml && (seg.type === LLMC || takesLltc(u)));
      if (!takes) {
        add(u, checks, ways * 216n, cool * 216n);
        continue;
      }
      const check = seg.type === LLTC ? TC : MC;
      forEachCheckOutcome(u, seg.base + otherDrm + seg.lead, check, (result, killed, w, heat) => {
        const v = u.clone();
        applyCheck(v, check, result, killed);
        const bw = BigInt(w);
        add(v, checks + 1, ways * bw, heat ? 0n : cool * bw);
      });
    }
    states = next;
    memo.set(itemAt(keys, k + 1), states);
  }
  const out: UnitCourse = {
    status: new Array<bigint>(STATUSES.length).fill(0n),
    broken: 0n,
    gone: 0n,
    clean: 0n,
    cool: 0n,
    checks: new Array<bigint>(segments.length + 1).fill(0n),
  };
  for (const {
    s: { u, checks },
    p: { ways, cool },
  } of states.values()) {
    addCount(out.status, statusOf(u), ways);
    addCount(out.checks, checks, ways);
    out.cool += cool;
    if (u.eliminated) out.gone += ways;
    else if (u.broken) out.broken += ways;
    else out.clean += ways;
  }
  return out;
}

/** The product of two polynomials (distributions of sums of independent counts). */
export function product(a: bigint[], b: bigint[]): bigint[] {
  const c = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (const [i, x] of a.entries()) if (x !== 0n) addScaled(c, i, b, x);
  return c;
}
