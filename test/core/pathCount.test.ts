/**
 * Path counts (simulations/core/pathCount.ts): doubles while a result stays below 2^53, BigInt
 * past it, always the exact integer. Each operation is checked against BigInt arithmetic on
 * operands around the edge (just below, at and past 2^53) and on random ones of every size.
 */
import t, { type Test } from 'tap';
import {
  type PathCount,
  addPaths,
  addScaledPaths,
  mulPaths,
  powPaths,
  productPaths,
  subPaths,
  zeros,
} from '../../simulations/core/pathCount.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** The count as a BigInt, checking that a double is one only while safe. */
function exact(t: Test, x: PathCount): bigint {
  if (typeof x === 'number') t.ok(Number.isSafeInteger(x) && x >= 0, `${x} is a safe count`);
  return BigInt(x);
}

t.test('sums and products are exact on each side of 2^53, doubles while operands and result fit', async (t) => {
  const edge: PathCount[] = [0, 1, 6, 216, 2 ** 26, 2 ** 27 + 1, SAFE - 1, SAFE, 2n ** 53n, 2n ** 80n + 7n];
  for (const a of edge) {
    for (const b of edge) {
      const sum = addPaths(a, b);
      t.equal(exact(t, sum), BigInt(a) + BigInt(b), `${a} + ${b}`);
      const doubles = typeof a === 'number' && typeof b === 'number';
      if (doubles && BigInt(a) + BigInt(b) <= BigInt(SAFE)) t.type(sum, 'number');
      const product = mulPaths(a, b);
      t.equal(exact(t, product), BigInt(a) * BigInt(b), `${a} * ${b}`);
      if (doubles && BigInt(a) * BigInt(b) <= BigInt(SAFE)) t.type(product, 'number');
      if (BigInt(a) >= BigInt(b)) t.equal(exact(t, subPaths(a, b)), BigInt(a) - BigInt(b), `${a} - ${b}`);
    }
  }
});

t.test('random operands of every size agree with BigInt', async (t) => {
  // a fixed linear congruential sequence: the same operands every run
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  let wrong = 0;
  for (let i = 0; i < 2000; i++) {
    const a = Math.floor((next() / 2 ** 31) * 2 ** (next() % 53));
    const b = Math.floor((next() / 2 ** 31) * 2 ** (next() % 53));
    if (BigInt(addPaths(a, b)) !== BigInt(a) + BigInt(b)) wrong++;
    if (BigInt(mulPaths(a, b)) !== BigInt(a) * BigInt(b)) wrong++;
  }
  t.equal(wrong, 0);
});

t.test('powers, scaled rows and products of polynomials are those of BigInt', async (t) => {
  t.equal(BigInt(powPaths(216, 0)), 1n);
  t.equal(BigInt(powPaths(216, 6)), 216n ** 6n);
  t.equal(BigInt(powPaths(216, 9)), 216n ** 9n, 'past 2^53');
  const into = zeros(4);
  addScaledPaths(into, 1, [1, 2, 3], 2 ** 52);
  t.same(into.map(BigInt), [0n, 2n ** 52n, 2n ** 53n, 3n * 2n ** 52n]);
  t.throws(() => addScaledPaths(zeros(2), 1, [1, 2], 1), RangeError);
  const p = productPaths([1, 2n ** 60n], [3, 4]);
  t.same(p.map(BigInt), [3n, 4n + 3n * 2n ** 60n, 4n * 2n ** 60n]);
});
