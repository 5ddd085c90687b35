/**
 * One task's exact slots summed as its walk finds its outcomes (research and orbital defence:
 * a kernel of one task, whose answer is sums of its outcomes' chances): no outcome object, no
 * list, no walk over them afterwards.
 */
import type { ExactBudget } from '../core/kernel.js';
import type { SlotsOf } from '../core/tally.js';
import { DIE_PRIMES, DiceDenominator, Rational } from '../core/rational.js';
import type { StopPolicy } from './policy.js';
import { walkTaskOutcomes, type OutcomeFields, type OutcomeSink, type SuccessLaws } from './taskRoll.js';

/** Puts an outcome in each slot it counts in (`put(slot)`, at most once a slot). */
export type OutcomeSlots = SlotsOf<OutcomeFields>;

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

class SlotSums implements OutcomeSink {
  /**
   * each slot's sum in doubles over `den` (0: no outcome yet), while it has no BigInt sum. Plain
   * arrays, not typed ones: an answer computed between other requests finds the typed arrays'
   * constructor out of the caches, about a seventh of research's computation as measured
   * (docs/performance.md)
   */
  private readonly sum: number[];
  private readonly den: number[];
  /** each slot's sum on BigInt over `bigDen`, once it needed one (the arrays made with the first) */
  private bigSum: Array<bigint | undefined> = [];
  private bigDen: Array<DiceDenominator | undefined> = [];
  /**
   * each slot's part from a last roll past 2^53 (`lastRoll`): q m + r over D m, in doubles (the
   * arrays made with the first); m and D are the walk's, one roll's
   */
  private tailQ: number[] | undefined;
  private tailR: number[] | undefined;
  private tailM = 1;
  private tailD = 1;
  /** the outcome being put, as `slotsOf` reads it (one object, rewritten for each outcome) */
  private readonly fields: OutcomeFields = { hits: 0, rolls: 0, made: 0, threat: 0, lost: false };
  /** its weight, over its denominator: doubles (`small`), BigInt (`big`) or two doubles (`lastRoll`) */
  private mode = SMALL;
  private weight = 0;
  private rest = 0;
  private over = 1;
  private bigWeight = 0n;
  private bigOver: DiceDenominator | undefined;

  constructor(
    size: number,
    private readonly slotsOf: OutcomeSlots,
  ) {
    this.sum = new Array<number>(size).fill(0);
    this.den = new Array<number>(size).fill(0);
  }

  small(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: number, den: number): void {
    this.set(hits, rolls, made, threat, lost);
    this.mode = SMALL;
    this.weight = weight;
    this.over = den;
    this.slotsOf(this.fields, this.putSlot);
  }

  big(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: bigint, den: DiceDenominator): void {
    this.set(hits, rolls, made, threat, lost);
    this.mode = BIG;
    this.bigWeight = weight;
    this.bigOver = den;
    this.makeBig();
    this.slotsOf(this.fields, this.putSlot);
  }

  lastRoll(hits: number, rolls: number, made: number, threat: number, lost: boolean, q: number, r: number, m: number, den: number): void {
    this.set(hits, rolls, made, threat, lost);
    this.mode = TAIL;
    this.weight = q;
    this.rest = r;
    if (this.tailQ === undefined) {
      this.tailQ = new Array<number>(this.sum.length).fill(0);
      this.tailR = new Array<number>(this.sum.length).fill(0);
      this.tailM = m;
      this.tailD = den;
    }
    this.slotsOf(this.fields, this.putSlot);
  }

  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void {
    this.set(hits, rolls, made, threat, lost);
    this.mode = RATIONAL;
    this.chance = p;
    this.repeating ??= new Array<Rational>(this.sum.length).fill(Rational.ZERO);
    this.slotsOf(this.fields, this.putSlot);
  }

  /** each slot's part from the outcomes of a repeating state (`rational`), made with the first */
  private repeating: Rational[] | undefined;
  private chance = Rational.ZERO;

  /** `put`, as `slotsOf` is handed it */
  private readonly putSlot = (slot: number): void => this.put(slot);

  private put(slot: number): void {
    if (this.mode === RATIONAL) {
      const r = this.repeating!; // made by `rational`, which set the mode
      r[slot] = r[slot]!.add(this.chance);
    } else if (this.mode === SMALL) this.addSmall(slot);
    else if (this.mode === BIG)
      this.addBig(slot, this.bigWeight, this.bigOver!); // set with BIG
    else this.addTail(slot);
  }

  /** The BigInt sums' arrays, made when first needed. */
  private makeBig(): void {
    if (this.bigSum.length === 0) {
      this.bigSum = new Array<bigint | undefined>(this.sum.length).fill(undefined);
      this.bigDen = new Array<DiceDenominator | undefined>(this.sum.length).fill(undefined);
    }
  }

  /**
   * Adds `q m + r` over D m to a slot's last-roll part (q at most D, r below m). A slot given an
   * outcome twice could take q past 2^53: that slot then goes on on BigInt, as does a slot already
   * there.
   */
  private addTail(slot: number): void {
    const tq = this.tailQ!; // made by `lastRoll`, as are tailR, tailM and tailD
    const tr = this.tailR!;
    const m = this.tailM;
    if (this.bigSum[slot] === undefined) {
      let q = tq[slot]! + this.weight;
      let r = tr[slot]! + this.rest;
      if (r >= m) {
        r -= m;
        q += 1;
      }
      if (q <= SAFE) {
        tq[slot] = q;
        tr[slot] = r;
        return;
      }
    }
    this.makeBig();
    this.addBig(slot, BigInt(this.weight) * BigInt(m) + BigInt(this.rest), this.tailDen());
    this.foldTail(slot);
  }

  /** Moves a slot's last-roll part, if any, into its BigInt sum (which it has). */
  private foldTail(slot: number): void {
    const tq = this.tailQ;
    const tr = this.tailR;
    if (tq === undefined || tr === undefined || (tq[slot] === 0 && tr[slot] === 0)) return;
    this.addBig(slot, BigInt(tq[slot]!) * BigInt(this.tailM) + BigInt(tr[slot]!), this.tailDen());
    tq[slot] = 0;
    tr[slot] = 0;
  }

  /** D m with its factors: both are products of dice denominators, safe integers (the walk's). */
  private tailDen(): DiceDenominator {
    this.tailDenom ??= DiceDenominator.of(this.tailD)!.times(DiceDenominator.of(this.tailM)!);
    return this.tailDenom;
  }

  private tailDenom: DiceDenominator | undefined;

  /**
   * The primes of D m with their exponents, each with its powers up to the largest below 2^26 and
   * m modulo that power (worked out once: every slot with a last-roll part divides by them).
   */
  private tailPrimes(): readonly TailPrime[] {
    if (this.primes === undefined) {
      const m = this.tailM;
      const { exponents } = this.tailDen();
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
    this.makeBig();
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
      if (this.bigSum[slot] !== undefined) {
        this.foldTail(slot); // a slot on BigInt holds all its parts there
        out[slot] = Rational.over(this.bigSum[slot]!, this.bigDen[slot]!);
      } else if (this.tailQ !== undefined && (this.tailQ[slot] !== 0 || this.tailR![slot] !== 0)) out[slot] = this.withTail(slot);
      else if (this.sum[slot] !== 0) out[slot] = Rational.ofDice(this.sum[slot]!, this.den[slot]!);
      const r = this.repeating?.[slot];
      if (r !== undefined && !r.isZero()) out[slot] = out[slot]!.add(r).reduced();
    }
    return out;
  }

  /**
   * A slot with a last-roll part: its sum in doubles (over a denominator dividing D) put over
   * D m with it, as q m + r, then in lowest terms by dividing out the dice primes both share,
   * each division exact in doubles; as BigInts only when the lowest terms pass 2^53.
   */
  private withTail(slot: number): Rational {
    const m = this.tailM;
    const D = this.tailD;
    const tailQ = this.tailQ![slot]!; // checked by the caller, as tailR
    let r = this.tailR![slot]!;
    const sum = this.sum[slot]!;
    const sumDen = this.den[slot]!;
    // the sum over D (its denominator divides D): at most D, past 2^53 only for a slot given an
    // outcome twice, which is then added on BigInt
    const scaled = sum === 0 ? 0 : sum * (D / sumDen);
    let q = tailQ + scaled;
    if (q > SAFE) return Rational.over(BigInt(tailQ) * BigInt(m) + BigInt(r), this.tailDen()).add(Rational.ofDice(sum, sumDen));
    // the denominator D m by its primes' exponents; each prime both share divided out of
    // q m + r as a power at a time: its remainder by p^j (p^j below 2^26: every product below
    // 2^52, exact) tells how many, and (q m + r) / p^v = (q - b) / p^v m + (b m + r) / p^v for
    // b = q mod p^v, each part exact, the second below m (b < p^v, r < m): the new r
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
