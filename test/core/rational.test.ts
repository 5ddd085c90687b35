/**
 * Fractions stay in lowest terms on both sides of 2^53, where the greatest common divisor
 * switches from BigInt to double arithmetic: checked against the definition (n/g and d/g share
 * no factor, and g divides both) on pairs drawn around that boundary, with a fixed seed.
 */
import t from 'tap';
import { Rational } from '../../simulations/core/rational.js';

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
