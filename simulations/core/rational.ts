/**
 * Exact signed fractions. Exact answers are built from these, then printed as "n/d" (in lowest
 * terms, with a positive denominator) beside their value.
 *
 * Two forms, one value. While numerator and denominator stay safe integers (below 2^53 in
 * size), they are kept as plain doubles, and NOT reduced at every step: the dice of these games
 * make most operands share a denominator (an XCOM die in sixths, the alien die in eighths), so
 * adding is one addition and multiplying two multiplications, with no greatest common divisor
 * and no BigInt. Every double operation is checked exact (a product or sum of safe integers is
 * exact exactly when its size stays below 2^53); one that would not be is tried again on the
 * operands in lowest terms, and past that the fraction moves to BigInt, reduced at every step.
 * Lowest terms are computed once, when they are read (`num`, `den`, `toString`,
 * `equals`). `toNumber` divides the two doubles, which is correctly rounded whatever the common
 * factor, so it gives the same double as the reduced form.
 */

/** The largest integer a double holds exactly with all below it: 2^53 - 1. */
const SAFE = Number.MAX_SAFE_INTEGER;
const BIG_SAFE = BigInt(SAFE);
/** Integers below this are exact as doubles, where Euclid's steps cost far less than on BigInt. */
const EXACT_DOUBLE = 2n ** 53n;
/** Powers of 2 below this convert to a double exactly. */
const TWO_1023 = 2n ** 1023n;

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  if (a < EXACT_DOUBLE && b < EXACT_DOUBLE) return BigInt(gcdOfDoubles(Number(a), Number(b)));
  if (a === 0n) return b;
  if (b === 0n) return a;
  // The common powers of 2 and 3 first, then Euclid on what is left: gcd(2^i 3^k a', 2^j 3^l b')
  // = 2^min(i, j) 3^min(k, l) gcd(a', b') for a', b' prime to 6. The dice of these games (an alien
  // d8 a roll, XCOM dice in sixths, 2d6 and a d6 in ASL) make denominators of twos and threes
  // only, so what is left of them is short or 1: a few BigInt steps rather than Euclid's many.
  const za = trailingZeros(a);
  const zb = trailingZeros(b);
  if (za > 0) a >>= BigInt(za);
  if (zb > 0) b >>= BigInt(zb);
  const [a3, ta] = withoutThrees(a);
  const [b3, tb] = withoutThrees(b);
  a = a3;
  b = b3;
  while (b !== 0n) {
    if (a < EXACT_DOUBLE && b < EXACT_DOUBLE) {
      a = BigInt(gcdOfDoubles(Number(a), Number(b)));
      break;
    }
    const t = a % b;
    a = b;
    b = t;
  }
  const twos = Math.min(za, zb);
  const threes = Math.min(ta, tb);
  if (threes > 0) a *= 3n ** BigInt(threes);
  return twos > 0 ? a << BigInt(twos) : a;
}

const THREE_20 = 3n ** 20n;
const THREE_4 = 3n ** 4n;

/** `x` (> 0) without its factors 3, and how many there were (divided out 20, then 4, then 1 at a time). */
function withoutThrees(x: bigint): [bigint, number] {
  let k = 0;
  while (x % THREE_20 === 0n) {
    x /= THREE_20;
    k += 20;
  }
  while (x % THREE_4 === 0n) {
    x /= THREE_4;
    k += 4;
  }
  while (x % 3n === 0n) {
    x /= 3n;
    k++;
  }
  return [x, k];
}

/** The exponent of the largest power of 2 dividing `x` (> 0). */
function trailingZeros(x: bigint): number {
  const low = x & -x;
  // a power of 2 below 2^1024 is exact as a double, and so is its base-2 logarithm
  return low < TWO_1023 ? Math.round(Math.log2(Number(low))) : bitLength(low) - 1;
}

const INT32_MAX = 2 ** 31 - 1;

/**
 * Euclid on non-negative integers below 2^53 (each remainder is exact in a double). Once both
 * are below 2^31 it goes on in 32-bit integers, whose remainder is an integer division where a
 * double's is a call to fmod: Euclid's first steps bring them there.
 */
export function gcdOfDoubles(a: number, b: number): number {
  while (b !== 0) {
    if (a <= INT32_MAX && b <= INT32_MAX) return gcdOfInt32(a | 0, b | 0);
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Euclid on non-negative 32-bit integers. */
function gcdOfInt32(a: number, b: number): number {
  while (b !== 0) {
    const t = (a % b) | 0;
    a = b;
    b = t;
  }
  return a;
}

/**
 * 2^k for the k a safe integer's twos can be (0 ... 52), read from a table: `2 ** k` with k not
 * a constant is a call into the engine's `pow` (2.6% of an exact global defence in process).
 */
const POWERS_OF_TWO = Float64Array.from({ length: 64 }, (_, k) => 2 ** k);

function powerOfTwo(k: number): number {
  return k < POWERS_OF_TWO.length ? POWERS_OF_TWO[k]! : 2 ** k;
}

/**
 * The greatest common divisor of a safe integer n and a positive safe integer d, d's factors of
 * the dice primes (2, 3, ... 19: every die here has at most 20 faces) divided out in doubles
 * first: when they are all of d, that is the answer, with no Euclid (whose remainders are a
 * library call each on doubles). A quotient x / p of integers below 2^53 is an integer exactly
 * when p divides x (the double nearest a non-integer quotient is never an integer: its distance
 * from one, at least 1/p, exceeds half the spacing of doubles there), so the test is exact.
 */
function gcdOfSafe(n: number, d: number): number {
  if (n === 0) return d;
  // the twos at once, then d without the dice primes divided out so far, and n / g
  const twosOfD = twosOf(d);
  let g = powerOfTwo(Math.min(twosOf(n), twosOfD));
  let rest = d / powerOfTwo(twosOfD);
  let m = n / g;
  for (let i = 1; i < DIE_PRIMES.length && rest !== 1; i++) {
    const p = DIE_PRIMES[i]!; // i < DIE_PRIMES.length
    let shared = true;
    let q = rest / p;
    // while p divides d: divide it out of d, and into g while it divides n too
    while (Math.floor(q) === q) {
      rest = q;
      if (shared) {
        const r = m / p;
        if (Math.floor(r) === r) {
          m = r;
          g *= p;
        } else shared = false;
      }
      q = rest / p;
    }
  }
  // d had a factor past the dice primes: what of it n shares is left to Euclid
  return rest === 1 ? g : g * gcdOfDoubles(Math.abs(m), rest);
}

/** The exponent of 2 in x, a nonzero safe integer (ToUint32 takes an integer modulo 2^32, exactly). */
function twosOf(x: number): number {
  const low = x >>> 0;
  if (low !== 0) return 31 - Math.clz32(low & -low);
  const high = Math.floor(Math.abs(x) / 4294967296) >>> 0;
  return 32 + 31 - Math.clz32(high & -high);
}

/** gcd(n, d) for d a product of dice denominators: `gcdOfSafe`, which then needs no Euclid. */
export const gcdOfDice = gcdOfSafe;

/** A double's bits, read by `bitLength`. */
const DOUBLE = new Float64Array(1);
const DOUBLE_WORDS = new Uint32Array(DOUBLE.buffer);
/** Which of the two words holds the sign and exponent (the platform's byte order). */
const HIGH = new Uint32Array(Float64Array.of(1).buffer)[1] === 0x3ff00000 ? 1 : 0;

/** The bits of n >= 0 (n.toString(2).length, without writing them). */
export function bitLength(n: bigint): number {
  if (n === 0n) return 0;
  const x = Number(n);
  if (x === Number.POSITIVE_INFINITY) return n.toString(2).length;
  // x is n rounded to 53 bits, in [2^e, 2^(e + 1)) for e its exponent field. Rounding keeps
  // order and 2^e is a double: unless x is 2^e itself, n lies in that range too (n has e + 1
  // bits); x = 2^e may be n rounded up from below it, which one comparison settles
  DOUBLE[0] = x;
  const high = DOUBLE_WORDS[HIGH]!; // two words
  const e = ((high >>> 20) & 0x7ff) - 1023;
  if ((high & 0xfffff) !== 0 || DOUBLE_WORDS[1 - HIGH] !== 0) return e + 1;
  return n >= 1n << BigInt(e) ? e + 1 : e;
}

/** Whether an integer-valued double is a safe integer (a sum or product that stayed exact). */
function safe(x: number): boolean {
  return x <= SAFE && x >= -SAFE;
}

/** The primes a denominator of dice chances is made of: a die of at most 20 faces, the alien d8. */
export const DIE_PRIMES: readonly number[] = [2, 3, 5, 7, 11, 13, 17, 19];

/** For each of `DIE_PRIMES`: its largest power that is a safe integer, and that power's exponent. */
const DIE_PRIME_CHUNKS = DIE_PRIMES.map((p) => {
  let q = p;
  let j = 1;
  while (q * p <= SAFE) {
    q *= p;
    j++;
  }
  return { p, j, big: BigInt(q) };
});

/**
 * A positive integer whose prime factors are all below 20, kept with their exponents: the
 * denominator over which a kernel adds up the chances of dice paths (each roll's faces, the
 * alien d8), multiplied up roll by roll. A fraction over it (`Rational.over`) is put in lowest
 * terms by counting the numerator's factors of those few primes (one BigInt remainder each, the
 * rest in doubles), not by a greatest common divisor.
 */
export class DiceDenominator {
  static readonly ONE: DiceDenominator = new DiceDenominator(DIE_PRIMES.map(() => 0));
  private big: bigint | undefined;

  private constructor(
    /** the exponent of each of `DIE_PRIMES` */
    readonly exponents: readonly number[],
  ) {}

  /** `n` (a positive safe integer), or undefined when it has a prime factor above 19. */
  static of(n: number): DiceDenominator | undefined {
    if (!Number.isSafeInteger(n) || n < 1) return undefined;
    let rest = n;
    const exponents = DIE_PRIMES.map((p) => {
      let k = 0;
      // an integer quotient is a divisor (see `gcdOfSafe`)
      for (let q = rest / p; Math.floor(q) === q; q = rest / p) {
        rest = q;
        k++;
      }
      return k;
    });
    return rest === 1 ? new DiceDenominator(exponents) : undefined;
  }

  /** `n` (a positive integer), or undefined when it has a prime factor above 19. */
  static ofBig(n: bigint): DiceDenominator | undefined {
    if (n <= BIG_SAFE) return n >= 1n ? DiceDenominator.of(Number(n)) : undefined;
    const d = new DiceDenominator(DIE_PRIMES.map((_, i) => dieValuation(n, i, Number.MAX_SAFE_INTEGER)));
    return d.value === n ? d : undefined;
  }

  /** The number itself (worked out when first read). */
  get value(): bigint {
    this.big ??= dicePower(this.exponents);
    return this.big;
  }

  times(o: DiceDenominator): DiceDenominator {
    // i < DIE_PRIMES.length: both lists have one entry per prime
    return new DiceDenominator(this.exponents.map((e, i) => e + o.exponents[i]!));
  }

  /** this^k */
  pow(k: number): DiceDenominator {
    return new DiceDenominator(this.exponents.map((e) => e * k));
  }
}

/** The product of the powers `exponents[i]` of `DIE_PRIMES[i]`, in safe chunks multiplied as BigInts. */
function dicePower(exponents: readonly number[]): bigint {
  let v = 1n;
  let chunk = 1;
  // i < DIE_PRIMES.length: one exponent per prime
  for (let i = 0; i < DIE_PRIMES.length; i++) {
    const p = DIE_PRIMES[i]!;
    for (let k = exponents[i]!; k > 0; k--) {
      if (chunk * p > SAFE) {
        v *= BigInt(chunk);
        chunk = 1;
      }
      chunk *= p;
    }
  }
  return v * BigInt(chunk);
}

/** min(the exponent of prime `DIE_PRIMES[i]` in n, cap), for n !== 0. */
function dieValuation(n: bigint, i: number, cap: number): number {
  const { p, j, big } = DIE_PRIME_CHUNKS[i]!; // i < DIE_PRIMES.length
  let v = 0;
  while (v < cap) {
    const r = n % big;
    if (r !== 0n) {
      // |r| below p^j <= 2^53: exact as a double, and an integer quotient is a divisor (see `gcdOfSafe`)
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
  /**
   * A fraction made `over` a dice denominator past 2^53 keeps it, with its numerator over it
   * (`dn`), also once reduced: sums and integer multiples of fractions over the same one are then
   * one BigInt operation, and their lowest terms are found by counting factors (`lowestOver`).
   */
  private dice: DiceDenominator | null;
  private dn: bigint;

  private constructor(n: number, d: number, bn: bigint, bd: bigint, lowest: boolean, dice: DiceDenominator | null = null, dn = 0n) {
    this.n = n;
    this.d = d;
    this.bn = bn;
    this.bd = bd;
    this.lowest = lowest;
    this.dice = dice;
    this.dn = dn;
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

  /**
   * num / den (a safe integer or a BigInt). Past 2^53 it keeps `den`: read in lowest terms, it is
   * reduced by counting num's factors of den's few primes, and a sum with, or an integer multiple
   * of, a fraction over the same denominator stays over it (one BigInt addition or product).
   */
  static over(num: bigint | number, den: DiceDenominator): Rational {
    if (typeof num === 'number') {
      if (!Number.isSafeInteger(num)) throw new RangeError(`not a safe integer: ${num}`);
      if (den.value <= BIG_SAFE) return Rational.ofDice(num, Number(den.value));
      num = BigInt(num);
    } else if (den.value <= BIG_SAFE && num <= BIG_SAFE && num >= -BIG_SAFE) return Rational.small(Number(num), Number(den.value), false);
    return new Rational(0, 0, num, den.value, false, den, num);
  }

  /**
   * num/den for den a product of dice denominators (every prime factor below 20: a die's faces,
   * the alien d8): `of`, which reduces it by dividing out those primes (no Euclid).
   */
  static ofDice(num: number, den: number): Rational {
    return Rational.of(num, den);
  }

  /** n/d in lowest terms, d > 0 known with its factors (`dice`). */
  private static lowestOver(n: bigint, d: bigint, dice: DiceDenominator): Rational {
    if (n === 0n) return Rational.ZERO;
    // the dice primes' common powers: their exponents in n, at most their exponents in d
    const common = dicePower(dice.exponents.map((e, i) => dieValuation(n, i, e)));
    return common === 1n ? Rational.big(n, d, true) : Rational.big(n / common, d / common, true);
  }

  /** n/d from BigInts in lowest terms already, d > 0 (as `num` and `den` read them): small when it fits. */
  static ofLowest(n: bigint, d: bigint): Rational {
    return Rational.big(n, d, true);
  }

  /** n/d from BigInts, d !== 0: in lowest terms, and small when it fits. */
  private static fromBig(n: bigint, d: bigint): Rational {
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g === 1n ? Rational.big(n, d, true) : Rational.big(n / g, d / g, true);
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    if (typeof num === 'number' && typeof den === 'number' && Number.isSafeInteger(num) && Number.isSafeInteger(den) && den !== 0) {
      if (den < 0) {
        num = -num;
        den = -den;
      }
      const g = gcdOfSafe(num, den);
      return Rational.small(num / g, den / g, true);
    }
    return Rational.fromBig(BigInt(num), BigInt(den));
  }

  /** The numerator in lowest terms (its sign is the fraction's). */
  get num(): bigint {
    this.reduce();
    return this.d === 0 ? this.bn : BigInt(this.n);
  }

  /** The denominator in lowest terms: positive. */
  get den(): bigint {
    this.reduce();
    return this.d === 0 ? this.bd : BigInt(this.d);
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
      const g = gcdOfSafe(this.n, this.d);
      if (g !== 1) {
        this.n /= g;
        this.d /= g;
      }
      return;
    }
    // unreduced, a fraction made `over` a dice denominator holds it as it was made
    const r = this.dice === null ? Rational.fromBig(this.bn, this.bd) : Rational.lowestOver(this.bn, this.bd, this.dice);
    this.n = r.n;
    this.d = r.d;
    this.bn = r.bn;
    this.bd = r.bd;
  }

  add(o: Rational): Rational {
    // nothing added: the other as it is (an accumulator's first term keeps its dice denominator)
    if (this.isZero()) return o;
    if (o.isZero()) return this;
    const dice = this.dice;
    if (dice !== null && o.dice !== null && (dice === o.dice || dice.value === o.dice.value)) {
      return new Rational(0, 0, this.dn + o.dn, dice.value, false, dice, this.dn + o.dn);
    }
    const b = this.d;
    const d = o.d;
    if (b !== 0 && d !== 0) {
      const a = this.n;
      const c = o.n;
      if (b === d) {
        const n = a + c;
        if (safe(n)) return Rational.small(n, b, false);
      } else if (b > d && b % d === 0) {
        const n = a + c * (b / d);
        if (safe(n)) return Rational.small(n, b, false);
      } else if (d > b && d % b === 0) {
        const n = a * (d / b) + c;
        if (safe(n)) return Rational.small(n, d, false);
      } else {
        // over the least common multiple of the denominators
        const g = gcdOfSafe(b, d);
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
    return this.add(o.negated());
  }

  /** -this */
  negated(): Rational {
    if (this.dice !== null) return new Rational(-this.n + 0, this.d, -this.bn, this.bd, this.lowest, this.dice, -this.dn);
    return this.d === 0 ? new Rational(0, 0, -this.bn, this.bd, this.lowest) : Rational.small(-this.n, this.d, this.lowest);
  }

  mul(o: Rational): Rational {
    if (this.d !== 0 && o.d !== 0) {
      const n = this.n * o.n;
      const d = this.d * o.d;
      if (d <= SAFE && safe(n)) return Rational.small(n, d, false);
      // cancel across first: a/b * c/d = (a/g1)(c/g2) / ((b/g2)(d/g1))
      const g1 = gcdOfSafe(this.n, o.d);
      const g2 = gcdOfSafe(o.n, this.d);
      if (g1 !== 1 || g2 !== 1) {
        const n2 = (this.n / g1) * (o.n / g2);
        const d2 = (this.d / g2) * (o.d / g1);
        if (d2 <= SAFE && safe(n2)) return Rational.small(n2, d2, false);
      }
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
    // over a dice denominator: stays over it, reduced when read
    if (this.dice !== null && Number.isSafeInteger(k)) {
      const dn = this.dn * BigInt(k);
      return new Rational(0, 0, dn, this.dice.value, false, this.dice, dn);
    }
    // cancel k with the denominator only: a gcd with a safe integer is one BigInt remainder
    if (Number.isSafeInteger(k)) {
      const den = this.rawDen;
      const g = gcd(BigInt(k), den);
      // n/d in lowest terms stays so: gcd(k/g, d/g) = 1
      return Rational.big(this.rawNum * (BigInt(k) / g), den / g, this.lowest);
    }
    return Rational.fromBig(this.rawNum * BigInt(k), this.rawDen);
  }

  div(o: Rational): Rational {
    if (this.d !== 0 && o.d !== 0 && o.n !== 0) {
      const sign = o.n < 0 ? -1 : 1;
      const n = this.n * o.d * sign;
      const d = this.d * o.n * sign;
      if (d <= SAFE && safe(n)) return Rational.small(n, d, false);
    }
    return Rational.fromBig(this.rawNum * o.rawDen, this.rawDen * o.rawNum);
  }

  isZero(): boolean {
    return this.d === 0 ? this.bn === 0n : this.n === 0;
  }

  equals(o: Rational): boolean {
    this.reduce();
    o.reduce();
    return this.d === 0 ? o.d === 0 && this.bn === o.bn && this.bd === o.bd : this.n === o.n && this.d === o.d;
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
    if (this.d !== 0) return this.n / this.d;
    this.reduce();
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
 * when either is not: `gcdOfSafe`'s divisions by the dice primes would never end on Infinity).
 */
export function lcmOfSafe(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a <= 0 || b <= 0) return Number.POSITIVE_INFINITY;
  const m = (a / gcdOfSafe(b, a)) * b;
  return m <= SAFE ? m : Number.POSITIVE_INFINITY;
}

/** The least common multiple of two positive integers (a common denominator of two fractions). */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** Adds `p` into slot `i` of an exact accumulator. */
export function addAt(acc: Rational[], i: number, p: Rational): void {
  const slot = acc[i];
  if (slot === undefined) throw new RangeError(`no slot ${i} in an accumulator of ${acc.length}`);
  acc[i] = slot.add(p);
}

/** An exact accumulator of `size` zero slots. */
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
