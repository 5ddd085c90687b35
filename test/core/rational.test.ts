/**
 * Fractions stay in lowest terms on both sides of 2^53, where the greatest common divisor
 * switches from BigInt to double arithmetic: checked against the definition (n/g and d/g share
 * no factor, and g divides both) on pairs drawn around that boundary, with a fixed seed.
 */
import t from 'tap';
import { DiceDenominator, Rational, bitLength, lcm, lcmOfSafe } from '../../simulations/core/rational.js';

/** A deterministic stream of BigInts of about `bits` bits (xorshift on a 64-bit state). */
function bigints(seed: bigint) {
  let s = seed;
  const next = (): bigint => {
    s ^= (s << 13n) & 0xffffffffffffffffn;
    s ^= s >> 7n;
    s ^= (s << 17n) & 0xffffffffffffffffn;
    return s;
  };
  return (bits: number): bigint => {
    let x = 0n;
    for (let b = 0; b < bits; b += 64) x = (x << 64n) | next();
    return (x % (1n << BigInt(bits))) + 1n;
  };
}

function euclid(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

t.test('lowest terms on both sides of 2^53', async (t) => {
  const draw = bigints(0x9e3779b97f4a7c15n);
  let checked = 0;
  for (const bits of [8, 40, 52, 53, 54, 60, 64, 100, 200]) {
    for (let i = 0; i < 200; i++) {
      const common = draw(Math.max(1, bits >> 2));
      const n = draw(bits) * common;
      const d = draw(bits) * common;
      const r = Rational.of(n, d);
      const g = euclid(n, d);
      if (r.num !== n / g || r.den !== d / g || euclid(r.num, r.den) !== 1n) {
        t.fail(`${n}/${d} gave ${r} (gcd ${g})`);
        return;
      }
      checked++;
    }
  }
  t.pass(`${checked} fractions reduced exactly as Euclid on BigInt reduces them`);
});

t.test('signs and edges', async (t) => {
  t.equal(Rational.of(-6, 4).toString(), '-3/2');
  t.equal(Rational.of(6, -4).toString(), '-3/2');
  t.equal(Rational.of(0, 5).toString(), '0/1');
  const big = 2n ** 53n;
  t.equal(Rational.of(big, big + 2n).toString(), `${big / 2n}/${big / 2n + 1n}`, 'a fraction across the boundary');
  t.equal(Rational.of(big - 1n, big - 1n).toString(), '1/1');
  t.throws(() => Rational.of(1, 0), RangeError);
});

/** Reference fractions: BigInt pairs reduced by Euclid after every step, as fractions were kept before. */
function reduced(n: bigint, d: bigint): [bigint, bigint] {
  if (d < 0n) [n, d] = [-n, -d];
  const g = euclid(n, d);
  return [n / g, d / g];
}

/** The nearest double to n/d by the algorithm the answers have always printed (exact bits). */
function nearest([n, d]: [bigint, bigint]): number {
  const bits = (x: bigint) => (x === 0n ? 0 : (x < 0n ? -x : x).toString(2).length);
  const shift = Math.max(bits(n), bits(d)) - 64;
  if (shift <= 0) return Number(n) / Number(d);
  const s = BigInt(shift);
  const q = Number(d >> s);
  return q === 0 ? Number(n >> s) / (Number(d) || Infinity) : Number(n >> s) / q;
}

t.test('chains of operations agree with reduced BigInt fractions, on both sides of 2^53', async (t) => {
  // operands over dice denominators (powers of 2 and 3, so that sums and products share them, as
  // in the kernels) and over others; chains long enough to pass 2^53 and 2^128
  const draw = bigints(0x2545f4914f6cdd1dn);
  const dens = [1n, 6n, 8n, 27n, 36n, 216n, 1728n, 7n, 1000003n, 2n ** 40n * 3n ** 5n];
  let checked = 0;
  for (let chain = 0; chain < 300; chain++) {
    let r = Rational.ONE;
    let ref: [bigint, bigint] = [1n, 1n];
    for (let step = 0; step < 24; step++) {
      const d = dens[Number(draw(16) % BigInt(dens.length))]!;
      const n = (draw(20) % (d * 3n)) - d;
      const o = Rational.of(n, d);
      const op = Number(draw(8) % 5n);
      const [a, b] = ref;
      const [c, e] = reduced(n, d);
      if (op === 0) [r, ref] = [r.add(o), reduced(a * e + c * b, b * e)];
      else if (op === 1) [r, ref] = [r.sub(o), reduced(a * e - c * b, b * e)];
      else if (op === 2) [r, ref] = [r.mul(o), reduced(a * c, b * e)];
      else if (op === 3 && c !== 0n) [r, ref] = [r.mul(Rational.of(e, c)), reduced(a * e, b * c)];
      else [r, ref] = [r.mulInt(Number(n % 50n)), reduced(a * (n % 50n), b)];
      // read now and then only: in between, results go on as they were kept (not reduced)
      if (step % 5 !== 4 && step !== 23) continue;
      const same = Rational.of(ref[0], ref[1]);
      const cmp = o.compare(r);
      const refCmp = c * ref[1] < ref[0] * e ? -1 : c * ref[1] > ref[0] * e ? 1 : 0;
      if (
        r.num !== ref[0] ||
        r.den !== ref[1] ||
        r.toString() !== `${ref[0]}/${ref[1]}` ||
        !Object.is(r.toNumber(), nearest(ref)) ||
        !r.equals(same) ||
        !same.equals(r) ||
        r.isZero() !== (ref[0] === 0n) ||
        cmp !== refCmp
      ) {
        t.fail(`chain ${chain} step ${step} (op ${op} by ${n}/${d}): ${r} against ${ref[0]}/${ref[1]}`);
        return;
      }
      checked++;
    }
  }
  t.pass(`${checked} results (of ${300 * 24} operations) equal the reduced BigInt fractions, their doubles, comparisons and equality`);
});

t.test('a fraction read before and after further use stays the same', async (t) => {
  const third = Rational.of(1, 3);
  const sum = third.add(third).add(third);
  t.equal(sum.toNumber(), 1);
  t.ok(sum.equals(Rational.ONE), '3/3 equals 1/1');
  t.equal(sum.toString(), '1/1', 'printed in lowest terms');
  t.equal(sum.add(third).toString(), '4/3', 'and goes on from its value');
  t.equal(Rational.of(0, 7).mulInt(-3).toNumber(), 0);
  t.ok(Object.is(Rational.of(0, 7).mulInt(-3).toNumber(), 0), 'no negative zero');
  t.throws(() => Rational.ONE.mul(Rational.of(1, 0)), RangeError);
});

t.test('lcm: the least common multiple, past 2^53 too', async (t) => {
  t.equal(lcm(4n, 6n), 12n);
  t.equal(lcm(1n, 7n), 7n);
  t.equal(lcm(6n ** 30n, 8n ** 20n), 2n ** 60n * 3n ** 30n);
  t.equal(lcm(6n ** 30n * 5n, 6n ** 12n * 7n), 6n ** 30n * 35n);
});

t.test('lowest terms of long fractions of many twos and threes (the dice denominators), past 2^1023 too', async (t) => {
  // reference: Euclid written plainly
  const euclid = (a: bigint, b: bigint): bigint => {
    a = a < 0n ? -a : a;
    b = b < 0n ? -b : b;
    while (b !== 0n) [a, b] = [b, a % b];
    return a;
  };
  const pairs: Array<[bigint, bigint]> = [
    [2n ** 200n * 3n, 2n ** 150n * 9n],
    [6n ** 40n * 5n, 8n ** 30n * 3n ** 10n],
    [-(2n ** 61n) * 7n * 11n, 2n ** 64n * 77n * 3n],
    [2n ** 1100n * 5n, 2n ** 1050n * 15n],
    [3n ** 90n + 1n, 2n ** 120n],
    [0n, 2n ** 90n],
    [3n ** 100n * 2n ** 50n * 7n, 6n ** 80n],
    [-(3n ** 47n) * 5n * 13n, 3n ** 45n * 2n ** 9n * 13n * 17n],
    [6n ** 60n + 6n ** 30n, 6n ** 45n * (2n ** 61n - 1n)],
    [(2n ** 89n - 1n) * 3n ** 21n, (2n ** 89n - 1n) * (2n ** 61n - 1n) * 3n ** 24n],
  ];
  for (const [n, d] of pairs) {
    const g = euclid(n, d);
    t.equal(Rational.of(n, d).toString(), `${n / g}/${d / g}`, `${n}/${d}`);
  }
});

t.test('fractions over a dice denominator, and safe fractions of dice primes, in lowest terms', async (t) => {
  // Denominators of the dice primes (2 ... 19) on both sides of 2^53, numerators sharing some of
  // their factors: `Rational.over` reduces by counting those factors, safe fractions by dividing
  // them out in doubles (a factor past 19 left to Euclid); checked against Euclid on BigInt, with
  // sums and integer multiples over the same denominator (one BigInt operation each).
  const draw = bigints(0x7f4a7c159e3779b9n);
  const primes = [2, 3, 5, 7, 11, 13, 17, 19];
  let checked = 0;
  for (let i = 0; i < 400; i++) {
    let den = DiceDenominator.ONE;
    let shared = 1n;
    for (const p of primes) {
      const e = Number(draw(8) % (p <= 3 ? 40n : 4n));
      if (e === 0) continue;
      den = den.times(DiceDenominator.of(BigInt(p) ** BigInt(e))!);
      if (draw(8) % 2n === 0n) shared *= BigInt(p) ** BigInt(Number(draw(8) % BigInt(e + 1)));
    }
    const D = den.value;
    const n = (draw(120) % (D / shared + 1n)) * shared * (draw(8) % 5n === 0n ? -1n : 1n);
    const m = draw(120) % (D + 1n);
    const k = Number(draw(8) % 7n) - 3;
    const a = Rational.over(n, den);
    const b = Rational.over(m, den);
    for (const [r, x] of [
      [a, n],
      [a.add(b), n + m],
      [a.sub(b), n - m],
      [a.mulInt(k), n * BigInt(k)],
      [a.mulInt(k).add(b.mulInt(2)), n * BigInt(k) + 2n * m],
    ] as Array<[Rational, bigint]>) {
      const [rn, rd] = reduced(x, D);
      if (r.toString() !== `${rn}/${rd}` || r.num !== rn || r.den !== rd || !Object.is(r.toNumber(), nearest([rn, rd]))) {
        t.fail(`${x}/${D} gave ${r}, not ${rn}/${rd}`);
        return;
      }
      checked++;
    }
    // the same below 2^53: a safe numerator over a safe denominator of the dice primes, and over one with a factor past 19
    let d = 1;
    den.exponents!.forEach((e, j) => {
      const p = primes[j]!;
      for (let k = 0; k < e && d * p * 23 <= Number.MAX_SAFE_INTEGER; k++) d *= p;
    });
    const small = Number(BigInt.asUintN(52, n)) * (n < 0n ? -1 : 1);
    for (const dd of [d, d * 23]) {
      const [rn, rd] = reduced(BigInt(small), BigInt(dd));
      if (Rational.of(small, dd).toString() !== `${rn}/${rd}`) {
        t.fail(`${small}/${dd} gave ${Rational.of(small, dd)}, not ${rn}/${rd}`);
        return;
      }
      checked++;
    }
  }
  t.pass(`${checked} fractions in lowest terms, as Euclid on BigInt gives them`);
});

t.test('bitLength counts the bits of n, beside and past powers of 2 and past 2^1024', async (t) => {
  let wrong = 0;
  let checked = 0;
  let x = 987654321n;
  for (let k = 1; k <= 1100; k++) {
    const p = 1n << BigInt(k);
    // a pseudo-random value of k bits too (a linear congruence, kept below 2^k)
    x = (x * 6364136223846793005n + 1442695040888963407n) % p;
    for (const n of [p - 1n, p, p + 1n, p - (p >> 60n), x]) {
      checked++;
      if (n > 0n && bitLength(n) !== n.toString(2).length) wrong++;
    }
  }
  t.equal(bitLength(0n), 0);
  t.equal(wrong, 0, `${checked} values`);
});

t.test('lcmOfSafe: the least common multiple, and Infinity for what is not a positive safe integer (ends at once)', async (t) => {
  t.equal(lcmOfSafe(12, 18), 36);
  t.equal(lcmOfSafe(2 ** 20, 3 ** 19), 2 ** 20 * 3 ** 19);
  t.equal(lcmOfSafe(2 ** 40, 3 ** 20), Number.POSITIVE_INFINITY, 'a multiple past 2^53');
  t.equal(lcmOfSafe(Number.POSITIVE_INFINITY, 6), Number.POSITIVE_INFINITY);
  t.equal(lcmOfSafe(6, Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);
  t.equal(lcmOfSafe(2 ** 53, 3), Number.POSITIVE_INFINITY, '2^53 is not safe');
  t.equal(lcmOfSafe(Number.NaN, 3), Number.POSITIVE_INFINITY);
});
