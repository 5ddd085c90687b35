/**
 * Exact weights (simulations/core/weight.ts): the three arithmetics agree with BigInt on integer
 * counts, `countsUpTo` picks doubles only while every count is exact, the list helpers check their
 * ranges, and states merge by key (the first state kept, weights added, zero weights never kept).
 */
import t from 'tap';
import { Rational } from '../../simulations/core/rational.js';
import {
  BIGINTS,
  CHANCES,
  DOUBLES,
  StateMass,
  type Weights,
  addScaled,
  addWeightAt,
  countsUpTo,
  powerOf,
  productOf,
  zeroWeights,
} from '../../simulations/core/weight.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** A weight of any of the three as a BigInt (a chance here is always an integer). */
function asBig(x: number | bigint | Rational): bigint {
  return x instanceof Rational ? x.num : BigInt(x);
}

t.test('every arithmetic adds, subtracts and multiplies integer counts as BigInt does', async (t) => {
  const operands = [0, 1, 6, 216, 2 ** 26, 2 ** 26 + 1];
  const check = <W>(name: string, a: Weights<W>) => {
    for (const x of operands) {
      for (const y of operands) {
        const [p, q] = [a.of(x), a.of(y)];
        t.equal(asBig(a.add(p, q) as number), BigInt(x) + BigInt(y), `${name}: ${x} + ${y}`);
        t.equal(asBig(a.mul(p, q) as number), BigInt(x) * BigInt(y), `${name}: ${x} * ${y}`);
        if (x >= y) t.equal(asBig(a.sub(p, q) as number), BigInt(x) - BigInt(y), `${name}: ${x} - ${y}`);
      }
    }
    t.ok(a.isZero(a.zero) && !a.isZero(a.one), `${name}: zero and one`);
  };
  check('doubles', DOUBLES);
  check('BigInts', BIGINTS);
  check('chances', CHANCES);
});

t.test('countsUpTo: doubles up to 2^53 - 1, BigInt past it', async (t) => {
  t.equal(countsUpTo(BigInt(SAFE)), DOUBLES);
  t.equal(countsUpTo(BigInt(SAFE) + 1n), BIGINTS);
  t.equal(powerOf(BIGINTS, 216, 9), 216n ** 9n, 'past 2^53');
  t.equal(powerOf(DOUBLES, 216, 6), 216 ** 6);
  t.equal(powerOf(DOUBLES, 216, 0), 1);
});

t.test('scaled rows and products of polynomials; ranges checked', async (t) => {
  const into = zeroWeights(BIGINTS, 4);
  addScaled(BIGINTS, into, 1, [1n, 2n, 3n], 2n ** 52n);
  t.same(into, [0n, 2n ** 52n, 2n ** 53n, 3n * 2n ** 52n]);
  t.throws(() => addScaled(DOUBLES, zeroWeights(DOUBLES, 2), 1, [1, 2], 1), RangeError, 'a row that would run past the end');
  t.throws(() => addScaled(DOUBLES, zeroWeights(DOUBLES, 2), -1, [1], 1), RangeError, 'a negative start');
  t.same(productOf(BIGINTS, [1n, 2n ** 60n], [3n, 4n]), [3n, 4n + 3n * 2n ** 60n, 4n * 2n ** 60n]);
  t.same(productOf(DOUBLES, [1, 2], [3, 0, 4]), [3, 6, 4, 8]);
  const counts = [1, 2, 3, 4];
  addWeightAt(DOUBLES, counts, 2, 10);
  t.same(counts, [1, 2, 13, 4]);
  t.throws(() => addWeightAt(DOUBLES, counts, 4, 1), RangeError, 'one past the end');
});

t.test('merges by key, keeps the first state, drops zero weights', async (t) => {
  const m = new StateMass<{ tag: string }>();
  t.equal(m.add('a', { tag: 'first' }, Rational.of(1, 3)), true, 'a new key is a new state');
  t.equal(m.add('b', { tag: 'b' }, Rational.of(1, 6)), true);
  t.equal(m.add('a', { tag: 'second' }, Rational.of(1, 6)), false, 'a known key merges');
  t.equal(m.add('c', { tag: 'c' }, Rational.ZERO), false, 'zero weight is not kept');
  t.equal(m.size, 2);
  t.same(
    [...m.values()].map((e) => [e.s.tag, e.p.toString()]),
    [
      ['first', '1/2'],
      ['b', '1/6'],
    ],
    'first state kept, weights added, keys in first-seen order',
  );
  const counts = new StateMass<string, bigint, number>(BIGINTS);
  counts.add(7, 'x', 5n);
  counts.add(7, 'y', 7n);
  t.same([...counts.values()], [{ s: 'x', p: 12n }], 'integer counts merge the same way');
});
