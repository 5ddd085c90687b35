/**
 * One task's exact slots summed as its walk finds its outcomes (research and orbital defence:
 * a kernel of one task, whose answer is sums of its outcomes' chances): no outcome object, no
 * list, no walk over them afterwards.
 */
import type { SlotsOf } from '../core/tally.js';
import { Rational, gcdOfDoubles, lcm, lcmOfSafe } from '../core/rational.js';
import { BIGINTS, CHANCES, type Count, DOUBLES, Denominator, type Weights, countsUpTo, zeroWeights } from '../core/weight.js';
import type { OutcomeFields } from './taskOutcomes.js';
import { walkTaskOutcomes, type OutcomeSink, type ExactTask } from './taskWalk.js';

/** Puts an outcome in each slot it counts in (`put(slot)`, at most once a slot). */
export type OutcomeSlots = SlotsOf<OutcomeFields>;

/**
 * The chances of `size` slots, each the sum of the outcomes of `task` that `slotsOf` puts in it
 * (ZERO where none is), spending the task's budget as `taskOutcomes` does: each an integer over
 * a denominator, in the walk's arithmetic, made one fraction at the end, with no greatest common
 * divisor per outcome.
 */
export function taskSlotSums(task: ExactTask, size: number, slotsOf: OutcomeSlots): Rational[] {
  const sums = new SlotSums(size, slotsOf);
  walkTaskOutcomes(task, sums);
  return sums.fractions();
}

/**
 * `taskSlotSums` as integer weights over the slots' least common denominator (`SlotSums.integers`,
 * its common factor divided out in doubles), or, when a repeating state gave a part, over the
 * least common denominator of the fractions.
 */
export function taskSlotWeights(task: ExactTask, size: number, slotsOf: OutcomeSlots): SlotWeights {
  const sums = new SlotSums(size, slotsOf);
  walkTaskOutcomes(task, sums);
  if (sums.repeating === null) {
    const { a, weights, den } = sums.integers();
    if (a !== DOUBLES) return { a, weights, den: Denominator.of(den as bigint) };
    // their common factor divided out, so that a product of such weights stays below 2^53 longer
    let g = den as number;
    for (const w of weights) if (w !== 0) g = gcdOfDoubles(w as number, g);
    return { a, weights: weights.map((w) => (w as number) / g), den: Denominator.of(BigInt((den as number) / g)) };
  }
  const chances = sums.fractions();
  let den = 1n;
  for (const pe of chances) if (!pe.isZero()) den = lcm(den, pe.den);
  const a = countsUpTo(den);
  return { a, weights: chances.map((pe) => a.of((pe.num * den) / pe.den)), den: Denominator.of(den) };
}

/** Integer weights over one denominator, in the arithmetic `a` (doubles while the denominator is safe). */
export interface SlotWeights {
  a: Weights<Count>;
  weights: Count[];
  den: Denominator;
}

class SlotSums implements OutcomeSink {
  /** the arithmetic of the sums: the walk's (doubles, then BigInt), or BigInt once a sum passes 2^53 */
  private a = DOUBLES as Weights<Count>;
  /**
   * each slot's sum, over its own denominator in `over` (brought to a later outcome's when the
   * slot is given one: a task below a threat cap has a hundred rolls, each outcome in a few of
   * many slots). Plain arrays, not typed ones: an answer computed between other requests finds
   * the typed arrays' constructor out of the caches, about a seventh of research's computation
   * as measured (docs/performance.md)
   */
  private sum: Count[];
  private over: Count[];
  /** each slot's part from the outcomes of a repeating state (`rational`, in no weight of `integers`), made with the first */
  repeating: Rational[] | null = null;
  /** the outcome being put, as `slotsOf` reads it (one object, rewritten for each outcome) */
  private readonly fields: OutcomeFields = { hits: 0, rolls: 0, made: 0, threat: 0, lost: false };
  /** its weight over `den`, or its chance when `rational` gave it */
  private w: Count = 0;
  private den: Count = 1;
  private chance: Rational | null = null;
  /** `add`, as `slotsOf` is handed it */
  private readonly putSlot = (slot: number): void => this.add(slot);

  constructor(
    size: number,
    private readonly slotsOf: OutcomeSlots,
  ) {
    this.sum = new Array<Count>(size).fill(0);
    this.over = new Array<Count>(size).fill(1);
  }

  outcome(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: Count, den: Count): void {
    if (typeof weight === 'bigint' && this.a === DOUBLES) this.toBig();
    this.w = this.a.of(weight);
    this.den = this.a.of(den);
    this.chance = null;
    this.put(hits, rolls, made, threat, lost);
  }

  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void {
    this.repeating ??= zeroWeights(CHANCES, this.sum.length);
    this.chance = p;
    this.put(hits, rolls, made, threat, lost);
  }

  private put(hits: number, rolls: number, made: number, threat: number, lost: boolean): void {
    const f = this.fields;
    f.hits = hits;
    f.rolls = rolls;
    f.made = made;
    f.threat = threat;
    f.lost = lost;
    this.slotsOf(f, this.putSlot);
  }

  // Reads with `!`: slots are the caller's tally's, below `size`, which every array has.

  /** Adds the outcome being put to a slot. */
  private add(slot: number): void {
    if (this.chance !== null) {
      const r = this.repeating!; // made by `rational`, which set the chance
      r[slot] = r[slot]!.add(this.chance);
      return;
    }
    const { a, den } = this;
    const had = this.over[slot]!;
    let sum = this.sum[slot]!;
    let w = this.w;
    let over = den;
    if (had !== den && !a.isZero(sum)) {
      // an integer quotient is a divisor (exact for safe integers, as in `DiceDenominator.of`)
      const divides = a === DOUBLES ? Number.isInteger((den as number) / (had as number)) : (den as bigint) % (had as bigint) === 0n;
      if (!divides) {
        over = a === DOUBLES ? lcmOfSafe(had as number, den as number) : lcm(had as bigint, den as bigint);
        w = a.mul(w, a.div(over, den));
      }
      sum = a.mul(sum, a.div(over, had));
    }
    sum = a.add(sum, w);
    // a slot's outcomes' chances add to at most 1, so its sum is at most its denominator; that or
    // an outcome put twice in a slot may pass 2^53, rounded to 2^53 or more: caught here
    if (a === DOUBLES && (over > Number.MAX_SAFE_INTEGER || sum > Number.MAX_SAFE_INTEGER)) {
      this.toBig();
      this.add(slot);
      return;
    }
    this.sum[slot] = sum;
    this.over[slot] = over;
  }

  /** The sums moved to BigInt. */
  private toBig(): void {
    this.a = BIGINTS as Weights<Count>;
    this.sum = this.sum.map(BigInt);
    this.over = this.over.map(BigInt);
    this.w = BigInt(this.w);
    this.den = BigInt(this.den);
  }

  /** Each slot's sum over the slots' least common denominator, in doubles while every sum is. */
  integers(): { a: Weights<Count>; weights: Count[]; den: Count } {
    const { a, sum, over } = this;
    let den = a.one;
    for (let slot = 0; slot < sum.length; slot++)
      if (!a.isZero(sum[slot]!) && over[slot] !== den)
        den = a === DOUBLES ? lcmOfSafe(den as number, over[slot] as number) : lcm(den as bigint, over[slot] as bigint);
    if (a === DOUBLES && den > Number.MAX_SAFE_INTEGER) {
      this.toBig();
      return this.integers();
    }
    return { a, weights: sum.map((s, slot) => (a.isZero(s) ? s : a.mul(s, a.div(den, over[slot]!)))), den };
  }

  /** Each slot's sum as a fraction: past 2^53, over the slots' common denominator, its factors found once. */
  fractions(): Rational[] {
    const doubles = this.a === DOUBLES;
    const common = doubles ? undefined : this.integers();
    const big = common && Denominator.of(common.den as bigint);
    return this.sum.map((s, slot) => {
      const sum = doubles ? Rational.of(s as number, this.over[slot] as number) : big!.chance(common!.weights[slot]!);
      const r = this.repeating?.[slot];
      return r !== undefined && !r.isZero() ? sum.add(r).reduced() : sum;
    });
  }
}
