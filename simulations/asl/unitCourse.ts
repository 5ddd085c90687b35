/**
 * ASL location check, exact: the course of one unit that is not a leader, given the leaders'
 * course (docs/rules.md, "A whole location"; ASLRB A10.2, A10.21, A10.72, A15.1, A15.2), the
 * second half of the factorised exact method (leaderCourses.ts): it takes the original MC, and
 * a leader-loss check by its own ML and status (an LLTC only unbroken and pinnable).
 *
 * A unit's state is one number (its kind, flags and the checks it took: `unitCode`), played on
 * one scratch `Unit`; its weights are path counts over d^(segments), d its ways per check: 216
 * (the 2d6, then a severity dr) for a leader or hero, 36 for a squad, half-squad or crew, which
 * are never wounded (their Casualty Reduction is a reduction or an elimination, A10.3), so that
 * each of their outcomes' ways out of 216 is a multiple of 6.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { type Count, type Weights, addWeightAt, countsUpTo, zeroWeights } from '../core/weight.js';
import { applyCheck, leaderLossCheck } from './cascade.js';
import { ORIGINAL, segmentOf } from './leaderCourses.js';
import { STATUSES, statusOf } from './locationUnits.js';
import { MC, Unit, checkOutcomes, isSmc, type UnitSpec } from './morale.js';

/** One other unit's fate given the leaders' course: weights over d^(segments) (`OtherUnit.perCheck`), in the location's arithmetic. */
export interface UnitCourse {
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

/** A unit's states after some first parts of the segments: codes and weights, in the order first reached. */
class UnitLayer {
  constructor(private readonly a: Weights<Count>) {}

  readonly codes: number[] = [];
  readonly ways: Count[] = [];
  /** the weight of the paths without a Heat of Battle */
  readonly cool: Count[] = [];
  /** the course these states end, once asked for (a layer, once made, is only read) */
  course: UnitCourse | undefined;

  add(code: number, ways: Count, cool: Count): void {
    const { codes } = this;
    for (let k = 0; k < codes.length; k++) {
      if (codes[k] === code) {
        this.ways[k] = this.a.add(this.ways[k]!, ways);
        this.cool[k] = this.a.add(this.cool[k]!, cool);
        return;
      }
    }
    codes.push(code);
    this.ways.push(ways);
    this.cool.push(cool);
  }
}

/** A unit's state as one number: its flags (6 bits), kind (3 bits), then the checks it took. */
function unitCode(u: Unit, checks: number): number {
  return (checks << 9) | (u.kind << 6) | u.flags();
}

/** Puts `u` in the state of `code`; answers the checks it took. */
function playCode(u: Unit, code: number): number {
  u.setFlags(code);
  u.kind = (code >> 6) & 7;
  return code >> 9;
}

/**
 * One unit that is not a leader (units of the same spec share one), with its states after
 * each first part of the segments of the leaders' courses seen so far, kept by the id of that
 * part (`SegmentTrie`): courses of the leaders that begin alike share them.
 */
export class OtherUnit {
  /** ways per check: 216 for a leader or hero, 36 for the others */
  readonly perCheck: number;
  /** the arithmetic of its weights, which are at most perCheck^(most segments) */
  private readonly a: Weights<Count>;
  /** its outcomes' ways out of 216 are divided by this */
  private readonly per216: number;
  private readonly unit: Unit;
  private readonly after: Unit;
  private readonly memo = new Map<number, UnitLayer>();

  /** `spec`'s unit, through courses of at most `most` segments. */
  constructor(
    readonly spec: UnitSpec,
    most: number,
  ) {
    this.perCheck = isSmc(spec.kind) ? 216 : 36;
    this.a = countsUpTo(BigInt(this.perCheck) ** BigInt(most));
    this.per216 = 216 / this.perCheck;
    this.unit = new Unit(spec);
    this.after = this.unit.clone();
  }

  /**
   * The checks of the unit through the segments (their codes, as `Cascade.next()` chooses them),
   * whose first parts have the ids `parts` (`parts[k]`: the first k + 1 segments), its fate
   * counted in the location's arithmetic `to` (the same for every call). A part's states are
   * made once, spending one state of the budget each.
   */
  course(segments: readonly number[], parts: readonly number[], otherDrm: number, budget: ExactBudget, to: Weights<Count>): UnitCourse {
    let done = segments.length;
    while (done > 0 && !this.memo.has(itemAt(parts, done - 1))) done--;
    let states = done > 0 ? this.memo.get(itemAt(parts, done - 1)) : undefined;
    if (!states) {
      states = new UnitLayer(this.a);
      this.unit.reset();
      states.add(unitCode(this.unit, 0), this.a.one, this.a.one);
    }
    const { unit: u, after: v, per216, a } = this;
    const perCheck = a.of(this.perCheck);
    for (let k = done; k < segments.length; k++) {
      const seg = segmentOf(itemAt(segments, k));
      const next = new UnitLayer(a);
      const { codes, ways: waysOf, cool: coolOf } = states;
      // s < codes.length, and a layer's three lists have one entry per state
      for (let s = 0; s < codes.length; s++) {
        budget.spend();
        const checks = playCode(u, codes[s]!);
        const ways = waysOf[s]!;
        const cool = coolOf[s]!;
        const check = seg.type === ORIGINAL ? MC : leaderLossCheck(u, seg.type, seg.ml);
        if (check < 0) {
          next.add(unitCode(u, checks), a.mul(ways, perCheck), a.mul(cool, perCheck));
          continue;
        }
        const { size, result, killed, ways: outcomeWays, heat } = checkOutcomes(u, seg.drm + otherDrm, check);
        // g < size, the length of the outcome rows
        for (let g = 0; g < size; g++) {
          const w216 = outcomeWays[g]!;
          // a squad, half-squad or crew is never wounded: no severity dr splits its ways
          if (w216 % per216 !== 0) throw new Error(`${w216}/216 ways of an outcome of a unit counted in ${this.perCheck}ths`);
          const w = a.of(w216 / per216);
          v.copyFrom(u);
          applyCheck(v, check, result[g]!, killed[g] === 1);
          next.add(unitCode(v, checks + 1), a.mul(ways, w), heat[g] === 1 ? a.zero : a.mul(cool, w));
        }
      }
      states = next;
      this.memo.set(itemAt(parts, k), states);
    }
    if (states.course) return states.course;
    const out: UnitCourse = {
      status: zeroWeights(to, STATUSES.length),
      broken: to.zero,
      gone: to.zero,
      cool: to.zero,
      checks: zeroWeights(to, segments.length + 1),
    };
    const { codes, ways: waysOf, cool: coolOf } = states;
    // s < codes.length, and a layer's three lists have one entry per state
    for (let s = 0; s < codes.length; s++) {
      const checks = playCode(u, codes[s]!);
      const ways = to.of(waysOf[s]!);
      addWeightAt(to, out.status, statusOf(u), ways);
      addWeightAt(to, out.checks, checks, ways);
      out.cool = to.add(out.cool, to.of(coolOf[s]!));
      if (u.eliminated) out.gone = to.add(out.gone, ways);
      else if (u.broken) out.broken = to.add(out.broken, ways);
    }
    states.course = out;
    return out;
  }
}

/**
 * Ids of the first parts of segment lists (a trie of their `segmentCode`s): two leaders'
 * courses whose first k segments are alike get the same id for them.
 */
export class SegmentTrie {
  /** by parent id * 2^16 + segment code */
  private readonly ids = new Map<number, number>();

  /** `parts[k]`: the id of the first k + 1 segments of `codes`. */
  parts(codes: readonly number[]): number[] {
    const parts: number[] = [];
    let at = 0;
    for (const code of codes) {
      const path = at * 65536 + code;
      let id = this.ids.get(path);
      if (id === undefined) {
        id = this.ids.size + 1;
        this.ids.set(path, id);
      }
      parts.push(id);
      at = id;
    }
    return parts;
  }
}
