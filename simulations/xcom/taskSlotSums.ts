/**
 * One task's exact slots summed as its walk finds its outcomes (research and orbital defence:
 * a kernel of one task, whose answer is sums of its outcomes' chances): no outcome object, no
 * list, no walk over them afterwards.
 */
import type { SlotsOf } from '../core/tally.js';
import { DIE_PRIMES, Rational, gcdOfDice } from '../core/rational.js';
import { BIGINTS, CHANCES, type Count, DOUBLES, Denominator, type Weights, zeroWeights } from '../core/weight.js';
import type { OutcomeFields } from './taskOutcomes.js';
import { walkTaskOutcomes, type OutcomeSink, type ExactTask } from './taskWalk.js';

/** Puts an outcome in each slot it counts in (`put(slot)`, at most once a slot). */
export type OutcomeSlots = SlotsOf<OutcomeFields>;

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The chances of `size` slots, each the sum of the outcomes of `task` that `slotsOf` puts in it
 * (ZERO where none is), spending the task's budget as `taskOutcomes` does.
 *
 * Every slot keeps its sum as an integer over one denominator, the deepest outcome's so far:
 * outcomes come roll by roll, each denominator a multiple of those before (`OutcomeSink`), so a
 * deeper roll scales the sums once by the ratio. In doubles while every step stays a safe integer
 * (a slot's outcomes' chances add to at most 1, so its sum is at most the denominator), else on
 * BigInt from then on. One fraction a slot at the end, put in lowest terms when read: the same
 * values as adding the outcomes' chances as fractions, with no greatest common divisor.
 */
export function taskSlotSums(task: ExactTask, size: number, slotsOf: OutcomeSlots): Rational[] {
  const sums = new SlotSums(size, slotsOf);
  walkTaskOutcomes(task, sums);
  return sums.fractions();
}

/**
 * `taskSlotSums` as integer weights over the deepest outcome's denominator (`SlotSums.integers`),
 * or as fractions when a repeating state gave a part.
 */
export function taskSlotWeights(task: ExactTask, size: number, slotsOf: OutcomeSlots): SlotWeights | Rational[] {
  const sums = new SlotSums(size, slotsOf);
  walkTaskOutcomes(task, sums);
  return sums.integers() ?? sums.fractions();
}

/** Integer weights over one denominator, in the arithmetic `a` (doubles while the denominator is safe). */
export interface SlotWeights {
  a: Weights<Count>;
  weights: Count[];
  den: Denominator;
}

class SlotSums implements OutcomeSink {
  /**
   * each slot's sum in doubles over `den` (after a last roll past 2^53, `lastRoll`: the slot's q,
   * its sum being q m + r over `den` m), while it has no BigInt sum. Plain arrays, not typed
   * ones: an answer computed between other requests finds the typed arrays' constructor out of
   * the caches, about a seventh of research's computation as measured (docs/performance.md)
   */
  private readonly sum: number[];
  private den = 1;
  /**
   * a last roll's r by slot (-1: a slot it gave nothing, whose sum stays over `den`) and its m
   * (`lastRoll`), made with its first outcome
   */
  private rest: number[] | null = null;
  private m = 1;
  /**
   * each slot's sum on BigInt, once a step in doubles would not be exact for it, over its own
   * denominator (scaled when the slot is given a deeper outcome: a task below a threat cap has a
   * hundred rolls, each outcome in a few of many slots)
   */
  private bigSum: Array<bigint | undefined> | null = null;
  private bigDen: Array<Denominator | undefined> = [];
  /** each slot's part from the outcomes of a repeating state (`rational`), made with the first */
  private repeating: Rational[] | null = null;
  /** the outcome being put, as `slotsOf` reads it (one object, rewritten for each outcome) */
  private readonly fields: OutcomeFields = { hits: 0, rolls: 0, made: 0, threat: 0, lost: false };
  /** its weight: a safe integer over `den`, q and r (`lastRoll`), or on BigInt over `over` (`outcome`) */
  private mode = SMALL;
  private q = 0;
  private r = 0;
  private w = 0n;
  private over = Denominator.ONE;
  private chance = Rational.ZERO;
  /** `add`, as `slotsOf` is handed it */
  private readonly putSlot = (slot: number): void => this.add(slot);

  constructor(
    size: number,
    private readonly slotsOf: OutcomeSlots,
  ) {
    this.sum = new Array<number>(size).fill(0);
  }

  outcome(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: Count, den: number | Denominator): void {
    if (typeof den === 'number') {
      if (den !== this.den) this.scale(den / this.den);
      this.mode = SMALL;
      this.q = Number(weight); // a safe integer over a safe denominator (`OutcomeSink`)
    } else {
      this.mode = BIG;
      this.w = BigInt(weight);
      this.over = den;
    }
    this.put(hits, rolls, made, threat, lost);
  }

  lastRoll(hits: number, rolls: number, made: number, threat: number, lost: boolean, q: number, r: number, m: number, den: number): void {
    if (this.rest === null) {
      // the sums so far over D, the last roll's outcomes over D m
      this.scale(den / this.den);
      this.rest = new Array<number>(this.sum.length).fill(-1);
      this.m = m;
    }
    this.mode = TAIL;
    this.q = q;
    this.r = r;
    this.put(hits, rolls, made, threat, lost);
  }

  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void {
    this.repeating ??= zeroWeights(CHANCES, this.sum.length);
    this.mode = RATIONAL;
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
    if (this.mode === RATIONAL) {
      const r = this.repeating!; // made by `rational`, which set the mode
      r[slot] = r[slot]!.add(this.chance);
      return;
    }
    if (this.bigSum?.[slot] === undefined) {
      if (this.mode === SMALL) {
        const sum = this.sum[slot]! + this.q;
        // a sum past 2^53 is rounded to 2^53 or more (rounding keeps order): this catches every inexact one
        if (sum <= SAFE) {
          this.sum[slot] = sum;
          return;
        }
      } else if (this.mode === TAIL) {
        const rest = this.rest!; // made by `lastRoll`, which set the mode
        let q = this.sum[slot]! + this.q;
        let r = Math.max(rest[slot]!, 0) + this.r;
        if (r >= this.m) {
          r -= this.m;
          q += 1;
        }
        if (q <= SAFE) {
          this.sum[slot] = q;
          rest[slot] = r;
          return;
        }
      }
      this.toBig(slot);
    }
    if (this.mode === BIG) this.addBig(slot, this.w, this.over);
    else if (this.mode === SMALL) this.addBig(slot, BigInt(this.q), this.denOf(this.den));
    else this.addBig(slot, BigInt(this.q) * BigInt(this.m) + BigInt(this.r), this.tailDen());
  }

  /** The sums in doubles times `f`, an integer; a slot whose product would not be exact is moved to BigInt. */
  private scale(f: number): void {
    for (let slot = 0; slot < this.sum.length; slot++) {
      const s = this.sum[slot]!;
      if (s === 0) continue;
      // a product past 2^53 is rounded to 2^53 or more (rounding keeps order): this catches every inexact one
      if (s * f <= SAFE) this.sum[slot] = s * f;
      else this.toBig(slot);
    }
    this.den *= f;
  }

  /** A slot's sum in doubles moved to BigInt. */
  private toBig(slot: number): void {
    // the arrays made for the first slot on BigInt: most answers have none
    if (this.bigSum === null) {
      this.bigSum = new Array<bigint | undefined>(this.sum.length).fill(undefined);
      this.bigDen = new Array<Denominator | undefined>(this.sum.length).fill(undefined);
    }
    const rest = this.rest?.[slot] ?? -1;
    const s = BigInt(this.sum[slot]!);
    this.bigSum[slot] = rest === -1 ? s : s * BigInt(this.m) + BigInt(rest);
    this.bigDen[slot] = rest === -1 ? this.denOf(this.den) : this.tailDen();
    this.sum[slot] = 0;
    if (rest !== -1) this.rest![slot] = -1; // read above: the slot has a last-roll part
  }

  /** Adds `w / d` to a slot's BigInt sum; one of the two denominators divides the other (outcomes come roll by roll). */
  private addBig(slot: number, w: bigint, d: Denominator): void {
    const had = this.bigDen[slot]!; // the slot is on BigInt, as the arrays are
    const big = this.bigSum!;
    if (d === had) {
      big[slot]! += w;
      return;
    }
    const a = had.value;
    const b = d.value;
    if (a >= b) big[slot]! += w * (a / b);
    else {
      big[slot] = big[slot]! * (b / a) + w;
      this.bigDen[slot] = d;
    }
  }

  /** `n` with its factors, a safe denominator of dice (the walk's), made once a value. */
  private denOf(n: number): Denominator {
    if (this.made?.[0] !== n) this.made = [n, Denominator.of(BigInt(n))];
    return this.made[1];
  }

  private made: [number, Denominator] | undefined;

  /** D m, the last roll's denominator, with its factors. */
  private tailDen(): Denominator {
    this.tail ??= this.denOf(this.den).times(Denominator.of(BigInt(this.m)));
    return this.tail;
  }

  private tail: Denominator | undefined;

  /**
   * Each slot's sum over one denominator: in doubles while every sum is, their common factor
   * divided out (so that a product of such weights stays below 2^53 as long as it can), else the
   * deepest outcome's; undefined when a repeating state gave a part (no dice fraction).
   */
  integers(): SlotWeights | undefined {
    if (this.repeating !== null) return undefined;
    const { rest, bigSum, bigDen, m } = this;
    if (rest === null && bigSum === null) {
      let g = this.den;
      for (const w of this.sum) if (w !== 0) g = gcdOfDice(w, g);
      return { a: DOUBLES as Weights<Count>, weights: this.sum.map((w) => w / g), den: Denominator.of(BigInt(this.den / g)) };
    }
    // the denominators divide each other (outcomes come roll by roll): the largest is the deepest
    let den = rest !== null ? this.tailDen() : this.denOf(this.den);
    for (const d of bigDen) if (d !== undefined && d.value > den.value) den = d;
    const weights = this.sum.map((s, slot) => {
      const big = bigSum?.[slot];
      if (big !== undefined) return big * (den.value / bigDen[slot]!.value); // set with the sum
      const r = rest?.[slot] ?? -1;
      if (r !== -1) return (BigInt(s) * BigInt(m) + BigInt(r)) * (den.value / this.tailDen().value);
      return BigInt(s) * (den.value / BigInt(this.den));
    });
    return { a: BIGINTS as Weights<Count>, weights, den };
  }

  /** Each slot's sum as a fraction. */
  fractions(): Rational[] {
    const out = new Array<Rational>(this.sum.length);
    for (let slot = 0; slot < this.sum.length; slot++) {
      const r = this.repeating?.[slot];
      const sum = this.fraction(slot);
      out[slot] = r !== undefined && !r.isZero() ? sum.add(r).reduced() : sum;
    }
    return out;
  }

  private fraction(slot: number): Rational {
    const big = this.bigSum?.[slot];
    if (big !== undefined) return this.bigDen[slot]!.chance(big); // set with the sum
    const sum = this.sum[slot]!;
    const rest = this.rest?.[slot] ?? -1;
    if (rest === -1) return sum === 0 ? Rational.ZERO : Rational.ofDice(sum, this.den);
    return this.withTail(sum, rest);
  }

  /**
   * A sum after a last roll, q m + r over D m, in lowest terms by dividing out the dice primes
   * both share, each division exact in doubles; as BigInts only when the lowest terms pass 2^53.
   * Each prime both share is divided out of q m + r a power at a time: its remainder by p^j (p^j
   * below 2^26: every product below 2^52, exact) tells how many, and (q m + r) / p^v =
   * (q - b) / p^v m + (b m + r) / p^v for b = q mod p^v, each part exact, the second below m
   * (b < p^v, r < m): the new r.
   */
  private withTail(sumQ: number, sumR: number): Rational {
    const m = this.m;
    let q = sumQ;
    let r = sumR;
    const primes = this.tailPrimes();
    const left: number[] = [];
    let den = 1;
    for (const { p, exponent, powers, mModTop } of primes) {
      const top = powers.length - 1;
      let e = exponent;
      while (e > 0) {
        const chunk = Math.min(e, top);
        const pj = powers[chunk]!; // chunk <= top: a power kept
        let rem = ((q % pj) * (chunk === top ? mModTop : m % pj) + r) % pj;
        let v = chunk;
        if (rem !== 0) {
          // an integer quotient is a divisor (exact for safe integers, as in `DiceDenominator.of`)
          for (v = 0; v < chunk && Math.floor(rem / p) === rem / p; v++) rem /= p;
          if (v === 0) break;
        }
        const pv = powers[v]!; // v <= chunk
        const b = q % pv;
        r = (b * m + r) / pv;
        q = (q - b) / pv;
        e -= v;
        if (v < chunk) break;
      }
      left.push(e);
      den *= p ** e;
    }
    // a product or sum past 2^53 is rounded to 2^53 or more: these tests catch an inexact one
    const n = q * m + r;
    if (n <= SAFE && den <= SAFE) return Rational.ofDice(n, den);
    let lowest = 1n;
    for (let i = 0; i < primes.length; i++) lowest *= BigInt(primes[i]!.p) ** BigInt(left[i]!); // one exponent a prime
    return Rational.of(BigInt(q) * BigInt(m) + BigInt(r), lowest);
  }

  /**
   * The primes of D m with their exponents, each with its powers up to the largest below 2^26 and
   * m modulo that power (worked out once: every slot divides by them).
   */
  private tailPrimes(): readonly TailPrime[] {
    if (this.primes === undefined) {
      const m = this.m;
      const { exponents } = this.tailDen().dice!; // the walk's: of dice
      this.primes = [];
      for (let i = 0; i < DIE_PRIMES.length; i++) {
        const p = DIE_PRIMES[i]!; // i below the primes, and below `exponents` (one a prime)
        const exponent = exponents[i]!;
        if (exponent === 0) continue;
        const powers = [1];
        while (powers[powers.length - 1]! * p < 2 ** 26) powers.push(powers[powers.length - 1]! * p);
        this.primes.push({ p, exponent, powers, mModTop: m % powers[powers.length - 1]! });
      }
    }
    return this.primes;
  }

  private primes: TailPrime[] | undefined;
}

/** How the outcome being put is weighted (`SlotSums.mode`). */
const SMALL = 0;
const BIG = 1;
const TAIL = 2;
const RATIONAL = 3;

/** A prime of a last roll's denominator D m (`SlotSums.tailPrimes`). */
interface TailPrime {
  p: number;
  exponent: number;
  /** p^0, p^1, ... up to the largest power below 2^26 */
  powers: number[];
  /** m modulo the largest of `powers` */
  mModTop: number;
}
