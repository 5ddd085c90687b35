/**
 * One task's exact slots summed as its walk finds its outcomes (research and orbital defence:
 * a kernel of one task, whose answer is sums of its outcomes' chances): no outcome object, no
 * list, no second pass.
 */
import type { ExactBudget } from '../core/kernel.js';
import { DiceDenominator, Rational } from '../core/rational.js';
import type { StopPolicy } from './policy.js';
import { walkTaskOutcomes, type OutcomeFields, type OutcomeSink, type SuccessLaws } from './taskRoll.js';

/** Where an outcome's slots are put (`taskSlotSums` sums them). */
export interface SlotTarget {
  put(slot: number): void;
}

/** Puts an outcome in each slot it counts in (`to.put(slot)`, at most once a slot). */
export type OutcomeSlots = (o: OutcomeFields, to: SlotTarget) => void;

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The chances of `size` slots, each the sum of the outcomes of the task started at `start` that
 * `slotsOf` puts in it (ZERO where none is), spending `budget` as `taskOutcomes` does.
 *
 * A slot keeps its sum as an integer over the denominator of the deepest outcome put in it so far:
 * outcomes come roll by roll, each denominator a multiple of those before (`OutcomeSink`), so a
 * deeper outcome scales the sum once by the ratio. In doubles while every step stays a safe
 * integer (a slot's outcomes' chances add to at most 1, so its sum is at most its denominator),
 * else on BigInt from then on. One fraction a slot at the end, put in lowest terms when read: the
 * same values as adding the outcomes' chances as fractions, with no greatest common divisor.
 */
export function taskSlotSums(
  start: { threat: number; hits: number; rolls: number },
  dice: number,
  need: number,
  laws: SuccessLaws,
  policy: StopPolicy,
  budget: ExactBudget,
  size: number,
  slotsOf: OutcomeSlots,
): Rational[] {
  const sums = new SlotSums(size, slotsOf);
  walkTaskOutcomes(start, dice, need, laws, policy, budget, sums);
  return sums.fractions();
}

class SlotSums implements OutcomeSink, SlotTarget {
  /** each slot's sum in doubles over `den` (0: no outcome yet), while it has no BigInt sum */
  private readonly sum: Float64Array;
  private readonly den: Float64Array;
  /** each slot's sum on BigInt over `bigDen`, once it needed one (the arrays made with the first) */
  private bigSum: Array<bigint | undefined> = [];
  private bigDen: Array<DiceDenominator | undefined> = [];
  /** the outcome being put, as `slotsOf` reads it (one object, rewritten for each outcome) */
  private readonly fields: OutcomeFields = { hits: 0, rolls: 0, made: 0, threat: 0, lost: false };
  /** its weight, over its denominator: doubles (`small`) or BigInt (`big`, `isBig`) */
  private isBig = false;
  private weight = 0;
  private over = 1;
  private bigWeight = 0n;
  private bigOver: DiceDenominator | undefined;

  constructor(
    size: number,
    private readonly slotsOf: OutcomeSlots,
  ) {
    this.sum = new Float64Array(size);
    this.den = new Float64Array(size);
  }

  small(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: number, den: number): void {
    this.set(hits, rolls, made, threat, lost);
    this.isBig = false;
    this.weight = weight;
    this.over = den;
    this.slotsOf(this.fields, this);
  }

  big(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: bigint, den: DiceDenominator): void {
    this.set(hits, rolls, made, threat, lost);
    this.isBig = true;
    this.bigWeight = weight;
    this.bigOver = den;
    if (this.bigSum.length === 0) {
      this.bigSum = new Array<bigint | undefined>(this.sum.length).fill(undefined);
      this.bigDen = new Array<DiceDenominator | undefined>(this.sum.length).fill(undefined);
    }
    this.slotsOf(this.fields, this);
  }

  put(slot: number): void {
    if (this.isBig)
      this.addBig(slot, this.bigWeight, this.bigOver!); // set with isBig
    else this.addSmall(slot);
  }

  private set(hits: number, rolls: number, made: number, threat: number, lost: boolean): void {
    const f = this.fields;
    f.hits = hits;
    f.rolls = rolls;
    f.made = made;
    f.threat = threat;
    f.lost = lost;
  }

  // Reads with `!`: slots are the caller's tally's, below `size`, which every array has.

  /**
   * Adds `weight / over` (safe integers) to a slot. A product or sum past 2^53 is rounded to 2^53
   * or more (rounding keeps order), so the test below catches every inexact step: the slot then
   * goes on on BigInt, from the values as they were.
   */
  private addSmall(slot: number): void {
    const w = this.weight;
    const d = this.over;
    if (this.bigSum[slot] === undefined) {
      const hadDen = this.den[slot]!;
      // both terms over the deeper denominator (0: the slot's first outcome)
      let had = this.sum[slot]!;
      let term = w;
      let den = hadDen;
      if (hadDen === 0) den = d;
      else if (hadDen < d) {
        had *= d / hadDen;
        den = d;
      } else if (hadDen > d) term *= hadDen / d;
      const sum = had + term;
      if (had <= SAFE && term <= SAFE && sum <= SAFE) {
        this.sum[slot] = sum;
        this.den[slot] = den;
        return;
      }
    }
    if (this.bigSum.length === 0) {
      this.bigSum = new Array<bigint | undefined>(this.sum.length).fill(undefined);
      this.bigDen = new Array<DiceDenominator | undefined>(this.sum.length).fill(undefined);
    }
    this.addBig(slot, BigInt(w), DiceDenominator.of(d)!); // a safe denominator of dice: the walk's
  }

  /** Adds `w / d` to a slot on BigInt, its sum in doubles first moved there. */
  private addBig(slot: number, w: bigint, d: DiceDenominator): void {
    const had = this.bigSum[slot];
    const hadDen = this.bigDen[slot];
    if (had === undefined || hadDen === undefined) {
      const sum = this.sum[slot]!;
      const den = this.den[slot]!;
      if (sum === 0) {
        this.bigSum[slot] = w;
        this.bigDen[slot] = d;
      } else if (BigInt(den) <= d.value) {
        // the usual way here: the slot's first outcome past 2^53, deeper than all it holds
        this.bigSum[slot] = BigInt(sum) * (d.value / BigInt(den)) + w;
        this.bigDen[slot] = d;
      } else {
        this.bigSum[slot] = BigInt(sum) + w * (BigInt(den) / d.value);
        this.bigDen[slot] = DiceDenominator.of(den)!; // a safe denominator of dice: the walk's
      }
      return;
    }
    if (hadDen === d) {
      this.bigSum[slot] = had + w;
      return;
    }
    const a = hadDen.value;
    const b = d.value;
    // one of the two denominators divides the other (outcomes come roll by roll)
    if (a >= b) this.bigSum[slot] = had + w * (a / b);
    else {
      this.bigSum[slot] = had * (b / a) + w;
      this.bigDen[slot] = d;
    }
  }

  /** Each slot's sum as a fraction. */
  fractions(): Rational[] {
    const size = this.sum.length;
    const out = new Array<Rational>(size).fill(Rational.ZERO);
    for (let slot = 0; slot < size; slot++) {
      const big = this.bigSum[slot];
      if (big !== undefined) out[slot] = Rational.over(big, this.bigDen[slot]!);
      else if (this.sum[slot] !== 0) out[slot] = Rational.ofDice(this.sum[slot]!, this.den[slot]!);
    }
    return out;
  }
}
