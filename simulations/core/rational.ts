/**
 * Exact signed fractions. Exact answers are built from these, then printed as "n/d" (in lowest
 * terms, with a positive denominator) beside their value.
 *
 * Two forms, one value: safe-integer doubles while every operation stays exact, BigInt past 2^53
 * (docs/performance.md, "Exact answers"). Lowest terms are computed once, when read; `toNumber`
 * divides the two doubles, correctly rounded whatever their common factor.
 */
import { itemAt } from './itemAt.js';

/** The largest integer a double holds exactly with all below it: 2^53 - 1. */
const SAFE = Number.MAX_SAFE_INTEGER;
const BIG_SAFE = BigInt(SAFE);
/** Integers below this are exact as doubles, where Euclid's steps cost far less than on BigInt. */
const EXACT_DOUBLE = 2n ** 53n;

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    if (a < EXACT_DOUBLE && b < EXACT_DOUBLE) return BigInt(gcdOfDoubles(Number(a), Number(b)));
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const INT32_MAX = 2 ** 31 - 1;

/**
 * Euclid on safe integers, b >= 0 (each remainder is exact in a double): a non-negative gcd.
 * Once both are below 2^31 it goes on in 32-bit integers, whose remainder is an integer division
 * where a double's is a call to fmod: Euclid's first steps bring them there.
 */
export function gcdOfDoubles(a: number, b: number): number {
  a = Math.abs(a);
  while (b !== 0) {
    if (a <= INT32_MAX && b <= INT32_MAX) return gcdOfInt32(a | 0, b | 0);
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function gcdOfInt32(a: number, b: number): number {
  while (b !== 0) {
    const t = (a % b) | 0;
    a = b;
    b = t;
  }
  return a;
}

/** The bits of n >= 0 (its length in binary). */
export function bitLength(n: bigint): number {
  const hex = n.toString(16);
  return hex.length * 4 - Math.clz32(Number.parseInt(hex[0]!, 16)) + 28;
}

/** Whether an integer-valued double is a safe integer (a sum or product that stayed exact). */
function safe(x: number): boolean {
  return x <= SAFE && x >= -SAFE;
}

/** The primes a denominator of dice chances is made of: a die of at most 20 faces, the alien d8. */
const DIE_PRIMES: readonly number[] = [2, 3, 5, 7, 11, 13, 17, 19];

/** For each of `DIE_PRIMES`: its largest power below 2^53 (`big`), and that power's exponent. */
const DIE_PRIME_CHUNKS = DIE_PRIMES.map((p) => {
  const j = Math.floor(53 / Math.log2(p));
  return { p, j, big: BigInt(p ** j) };
});

/** The product of the powers `exponents[i]` of `DIE_PRIMES[i]`, in safe chunks multiplied as BigInts. */
function dicePower(exponents: readonly number[]): bigint {
  let v = 1n;
  let chunk = 1;
  for (let i = 0; i < exponents.length; i++) {
    const p = DIE_PRIMES[i]!; // at most one exponent per prime
    for (let k = exponents[i]!; k > 0; k--) {
      if (chunk * p > SAFE) {
        v *= BigInt(chunk);
        chunk = 1;
      }
      chunk *= p;
    }
  }
  return chunk === 1 ? v : v * BigInt(chunk);
}

/** min(the exponent of prime `DIE_PRIMES[i]` in n, cap), for n !== 0. */
function dieValuation(n: bigint, i: number, cap = Number.POSITIVE_INFINITY): number {
  const { p, j, big } = DIE_PRIME_CHUNKS[i]!; // i < DIE_PRIMES.length
  let v = 0;
  while (v < cap) {
    const r = n % big;
    if (r !== 0n) {
      // |r| below p^j <= 2^53: exact as a double, and a quotient x / p of integers below 2^53 is
      // an integer exactly when p divides x (the double nearest any other quotient is no integer)
      let x = Number(r);
      for (let q = x / p; v < cap && Math.floor(q) === q; q = x / p) {
        x = q;
        v++;
      }
      return v;
    }
    v += j;
    n /= big;
  }
  return cap;
}

/**
 * A positive integer, the denominator over which a kernel adds up the chances of dice paths (each
 * roll's faces, the alien d8), multiplied up roll by roll, kept with its exponents when its prime
 * factors are all below 20. A fraction over it (`Rational.over`) is then put in lowest terms by
 * counting the numerator's factors of those few primes, not by Euclid.
 */
export class DiceDenominator {
  static readonly ONE: DiceDenominator = new DiceDenominator(
    1n,
    DIE_PRIMES.map(() => 0),
  );

  protected constructor(
    readonly value: bigint,
    /** the exponent of each of `DIE_PRIMES`, or undefined when `value` has a prime factor above 19 */
    readonly exponents: readonly number[] | undefined,
  ) {}

  /** `n` (a positive integer, a safe one as a number), or undefined when it has a prime factor above 19. */
  static of(n: number | bigint): DiceDenominator | undefined {
    if (typeof n === 'number' ? !Number.isSafeInteger(n) || n < 1 : n < 1n) return undefined;
    const big = BigInt(n);
    const exponents = DIE_PRIMES.map((_, i) => dieValuation(big, i));
    return dicePower(exponents) === big ? new DiceDenominator(big, exponents) : undefined;
  }

  times(o: DiceDenominator): DiceDenominator {
    const [e, f] = [this.exponents, o.exponents];
    // i < DIE_PRIMES.length: both lists have one entry per prime
    return new DiceDenominator(this.value * o.value, e && f ? e.map((x, i) => x + f[i]!) : undefined);
  }

  /** The chance that `n` paths out of this stand for. */
  chance(n: number | bigint): Rational {
    return Rational.over(n, this);
  }
}

export class Rational {
  static readonly ZERO: Rational = Rational.small(0, 1, true);
  static readonly ONE: Rational = Rational.small(1, 1, true);

  /** small form: numerator and denominator (> 0) as safe integers */
  private n: number;
  /** the small form's denominator; 0 marks the big form */
  private d: number;
  /** big form: numerator and denominator (> 0), one of them past 2^53 once in lowest terms */
  private bn: bigint;
  private bd: bigint;
  /** in lowest terms already */
  private lowest: boolean;

  private constructor(n: number, d: number, bn: bigint, bd: bigint, lowest: boolean) {
    this.n = n;
    this.d = d;
    this.bn = bn;
    this.bd = bd;
    this.lowest = lowest;
  }

  /** n/d from safe integers, d > 0 (`+ 0`: a product of signs never leaves a negative zero). */
  private static small(n: number, d: number, lowest: boolean): Rational {
    return new Rational(n + 0, d, 0n, 0n, lowest);
  }

  /** n/d from BigInts, d > 0, as they are (`lowest`: in lowest terms already): small when both fit. */
  private static big(n: bigint, d: bigint, lowest = false): Rational {
    if (d <= BIG_SAFE && n <= BIG_SAFE && n >= -BIG_SAFE) return Rational.small(Number(n), Number(d), lowest);
    return new Rational(0, 0, n, d, lowest);
  }

  /** num / den in lowest terms, found by counting num's factors of den's few primes (no Euclid) where it has only those. */
  static over(num: bigint | number, den: DiceDenominator): Rational {
    if (typeof num === 'number' && den.value <= BIG_SAFE) return Rational.of(num, Number(den.value));
    if (den.exponents === undefined) return Rational.of(num, den.value);
    const n = BigInt(num);
    if (n === 0n) return Rational.ZERO;
    const common = dicePower(den.exponents.map((e, i) => dieValuation(n, i, e)));
    return Rational.big(n / common, den.value / common, true);
  }

  /** n/d from BigInts in lowest terms already, d > 0 (as `num` and `den` read them): small when it fits. */
  static ofLowest(n: bigint, d: bigint): Rational {
    return Rational.big(n, d, true);
  }

  /** num/den, den !== 0: in lowest terms, and small when it fits. */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    if (typeof num === 'number' && typeof den === 'number' && Number.isSafeInteger(num) && Number.isSafeInteger(den) && den !== 0) {
      if (den < 0) {
        num = -num;
        den = -den;
      }
      const g = gcdOfDoubles(num, den);
      return Rational.small(num / g, den / g, true);
    }
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g === 1n ? Rational.big(n, d, true) : Rational.big(n / g, d / g, true);
  }

  /** The numerator in lowest terms (its sign is the fraction's). */
  get num(): bigint {
    this.reduce();
    return this.rawNum;
  }

  /** The denominator in lowest terms: positive. */
  get den(): bigint {
    this.reduce();
    return this.rawDen;
  }

  /** This, put in lowest terms now (small when it then fits) rather than when first read. */
  reduced(): Rational {
    this.reduce();
    return this;
  }

  /** Numerator and denominator in lowest terms as safe integers, or undefined when they are past 2^53. */
  smallParts(): readonly [num: number, den: number] | undefined {
    this.reduce();
    return this.d === 0 ? undefined : [this.n, this.d];
  }

  /** The numerator and denominator as kept (maybe not in lowest terms), as BigInts. */
  private get rawNum(): bigint {
    return this.d === 0 ? this.bn : BigInt(this.n);
  }

  private get rawDen(): bigint {
    return this.d === 0 ? this.bd : BigInt(this.d);
  }

  /**
   * Puts the fraction in lowest terms, small when it then fits: the value is the same, only its
   * reading changes (so a `Rational` still never changes for its holders).
   */
  private reduce(): void {
    if (this.lowest) return;
    this.lowest = true;
    if (this.d !== 0) {
      const g = gcdOfDoubles(this.n, this.d);
      if (g !== 1) {
        this.n /= g;
        this.d /= g;
      }
      return;
    }
    const r = Rational.of(this.bn, this.bd);
    this.n = r.n;
    this.d = r.d;
    this.bn = r.bn;
    this.bd = r.bd;
  }

  add(o: Rational): Rational {
    if (this.isZero()) return o;
    if (o.isZero()) return this;
    const b = this.d;
    const d = o.d;
    if (b !== 0 && d !== 0) {
      const a = this.n;
      const c = o.n;
      if (b === d) {
        const n = a + c;
        if (safe(n)) return Rational.small(n, b, false);
      } else {
        const g = gcdOfDoubles(b, d);
        const den = (b / g) * d;
        const x = a * (d / g);
        const y = c * (b / g);
        const n = x + y;
        if (den <= SAFE && safe(x) && safe(y) && safe(n)) return Rational.small(n, den, false);
      }
    }
    // BigInt, over the least common multiple of the denominators, not reduced: an accumulator
    // adding the chances of many paths soon holds a denominator every later one divides
    const an = this.rawNum;
    const bd = this.rawDen;
    const cn = o.rawNum;
    const dd = o.rawDen;
    if (bd === dd) return Rational.big(an + cn, bd);
    if (bd > dd) {
      if (bd % dd === 0n) return Rational.big(an + cn * (bd / dd), bd);
    } else if (dd % bd === 0n) return Rational.big(an * (dd / bd) + cn, dd);
    const g = gcd(bd, dd);
    return Rational.big(an * (dd / g) + cn * (bd / g), (bd / g) * dd);
  }

  sub(o: Rational): Rational {
    return this.add(o.mulInt(-1));
  }

  mul(o: Rational): Rational {
    if (this.d !== 0 && o.d !== 0) {
      const n = this.n * o.n;
      const d = this.d * o.d;
      if (d <= SAFE && safe(n)) return Rational.small(n, d, false);
    }
    // cancelled across, not reduced: a gcd with a safe integer costs one BigInt remainder
    const an = this.rawNum;
    const bd = this.rawDen;
    const cn = o.rawNum;
    const dd = o.rawDen;
    const g1 = gcd(an, dd);
    const g2 = gcd(cn, bd);
    return Rational.big((an / g1) * (cn / g2), (bd / g2) * (dd / g1));
  }

  mulInt(k: number): Rational {
    if (this.d !== 0 && Number.isSafeInteger(k)) {
      const n = this.n * k;
      if (safe(n)) return Rational.small(n, this.d, false);
    }
    // cancel k with the denominator only: a gcd with a safe integer is one BigInt remainder
    const den = this.rawDen;
    const g = gcd(BigInt(k), den);
    // n/d in lowest terms stays so: gcd(k/g, d/g) = 1
    return Rational.big(this.rawNum * (BigInt(k) / g), den / g, this.lowest);
  }

  div(o: Rational): Rational {
    if (this.d !== 0 && o.d !== 0 && o.n !== 0) {
      const sign = o.n < 0 ? -1 : 1;
      const n = this.n * o.d * sign;
      const d = this.d * o.n * sign;
      if (d <= SAFE && safe(n)) return Rational.small(n, d, false);
    }
    return Rational.of(this.rawNum * o.rawDen, this.rawDen * o.rawNum);
  }
  isZero(): boolean {
    return this.d === 0 ? this.bn === 0n : this.n === 0;
  }

  equals(o: Rational): boolean {
    return this.compare(o) === 0;
  }

  compare(o: Rational): number {
    if (this.d !== 0 && o.d !== 0) {
      const l = this.n * o.d;
      const r = o.n * this.d;
      if (safe(l) && safe(r)) return l < r ? -1 : l > r ? 1 : 0;
    }
    const l = this.rawNum * o.rawDen;
    const r = o.rawNum * this.rawDen;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** The nearest double, even when numerator and denominator are beyond 2^1024. */
  toNumber(): number {
    // two safe integers divide correctly rounded: the same double whatever their common factor
    if (this.d === 0) this.reduce();
    if (this.d !== 0) return this.n / this.d;
    const num = this.bn;
    const den = this.bd;
    const shift = Math.max(bitLength(num < 0n ? -num : num), bitLength(den)) - 64;
    if (shift <= 0) return Number(num) / Number(den);
    const s = BigInt(shift);
    const d = Number(den >> s);
    if (d === 0) return Number(num >> s) / (Number(den) || Infinity);
    return Number(num >> s) / d;
  }

  toString(): string {
    this.reduce();
    return this.d === 0 ? `${this.bn}/${this.bd}` : `${this.n}/${this.d}`;
  }
}

/**
 * The least common multiple of two positive safe integers, or Infinity when it is not one (or
 * when either is not: Euclid's remainders would never end on Infinity).
 */
export function lcmOfSafe(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a <= 0 || b <= 0) return Number.POSITIVE_INFINITY;
  const m = (a / gcdOfDoubles(b, a)) * b;
  return m <= SAFE ? m : Number.POSITIVE_INFINITY;
}

/** The least common multiple of two positive integers (a common denominator of two fractions). */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

export function addAt(acc: Rational[], i: number, p: Rational): void {
  acc[i] = itemAt(acc, i).add(p);
}

export function zeros(size: number): Rational[] {
  return new Array<Rational>(size).fill(Rational.ZERO);
}

/**
 * The exact fraction a decimal number stands for, read from its shortest decimal form
 * (0.7 -> 7/10, not the binary double nearest 0.7), so that a target typed as a decimal is
 * compared as the caller wrote it.
 */
export function decimalToRational(x: number): Rational {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(x));
  if (!m) throw new RangeError(`not a finite decimal: ${x}`);
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  const scale = Number(exponent) - fraction.length;
  let num = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  let den = 1n;
  if (scale >= 0) num *= 10n ** BigInt(scale);
  else den = 10n ** BigInt(-scale);
  return Rational.of(num, den);
}
