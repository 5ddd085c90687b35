/**
 * Exact non-negative-or-signed fractions on BigInt, always in lowest terms with a positive
 * denominator. Exact answers are built from these, then printed as "n/d" beside their value.
 */
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

/** Euclid on non-negative integers below 2^53 (each remainder is exact in a double). */
function gcdOfDoubles(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

export class Rational {
  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g === 1n ? new Rational(n, d) : new Rational(n / g, d / g);
  }

  add(o: Rational): Rational {
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }

  mulInt(k: number): Rational {
    return Rational.of(this.num * BigInt(k), this.den);
  }

  div(o: Rational): Rational {
    return Rational.of(this.num * o.den, this.den * o.num);
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  compare(o: Rational): number {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** The nearest double, even when numerator and denominator are beyond 2^1024. */
  toNumber(): number {
    const shift = Math.max(bitLength(this.num < 0n ? -this.num : this.num), bitLength(this.den)) - 64;
    if (shift <= 0) return Number(this.num) / Number(this.den);
    const s = BigInt(shift);
    const d = Number(this.den >> s);
    if (d === 0) return Number(this.num >> s) / (Number(this.den) || Infinity);
    return Number(this.num >> s) / d;
  }

  toString(): string {
    return `${this.num}/${this.den}`;
  }
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
