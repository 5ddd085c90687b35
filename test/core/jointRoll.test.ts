/**
 * The joint-roll sampler (simulations/core/jointRoll.ts) and the engine's draw of it
 * (PureRng.roll): every outcome owns the same number of 32-bit words, every category owns
 * exactly weight * q words, words beyond the limit are redrawn, loaded dice classify faces.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { JointRoll } from '../../simulations/core/jointRoll.js';
import { PureRng } from '../../src/engine/random.js';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { LoadedDice } from '../helpers/loadedDice.js';

const d6 = { from: 1, to: 6 };
const WORDS = 2 ** 32;

/** Words per category found by bisection on `atWord`: category c owns [first(c), first(c+1)). */
function wordsPerCategory(roll: JointRoll): number[] {
  const k = roll.weights.length;
  // first word whose category is >= c, by bisection over [0, limit) (atWord is non-decreasing)
  const first = (c: number): number => {
    let lo = 0;
    let hi = roll.limit;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (roll.atWord(mid) >= c) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return Array.from({ length: k }, (_, c) => first(c + 1) - first(c));
}

t.test('weights are reduced to lowest terms; every category owns weight * q words', async (t) => {
  const cases: Array<[string, number[]]> = [
    ['one category', [5]],
    ['two dice of a d6: a sum law', [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]],
    ['zero weights first, between and last', [0, 0, 3, 0, 6, 9, 0, 0]],
    ['a power of two: no word is rejected', [1, 1, 2, 4]],
    ['a large total near 2^32', [1_000_000_007, 3_000_000_000, 17]],
    ['many categories', Array.from({ length: 400 }, (_, i) => 1 + (i % 7))],
  ];
  for (const [name, weights] of cases) {
    const roll = new JointRoll([d6], weights, () => 0);
    const g = weights.reduce((a, b) => {
      while (b) [a, b] = [b, a % b];
      return a;
    });
    t.same(
      roll.weights,
      weights.map((w) => w / g),
      `${name}: weights divided by their gcd ${g}`,
    );
    const total = weights.reduce((a, b) => a + b, 0) / g;
    t.equal(roll.total, total, `${name}: total`);
    const q = Math.floor(WORDS / total);
    t.equal(roll.limit, q * total, `${name}: limit = q * total`);
    t.ok(WORDS - roll.limit < total, `${name}: fewer than total words are rejected`);
    t.same(
      wordsPerCategory(roll),
      roll.weights.map((w) => w * q),
      `${name}: category c owns weights[c] * q words`,
    );
    const lastPositive = roll.weights.reduce((last, w, c) => (w > 0 ? c : last), -1);
    t.equal(roll.atWord(roll.limit - 1), lastPositive, `${name}: the last word read is in the last category of positive weight`);
    // outcomes: u in [0, total) is read as the category holding it
    let u = 0;
    roll.weights.forEach((w, c) => {
      for (let i = 0; i < Math.min(w, 50); i++) t.equal(roll.atWord((u + i) * q), c, `${name}: outcome ${u + i} is in category ${c}`);
      u += w;
    });
  }
});

t.test('bad weight tables are refused', async (t) => {
  t.throws(() => new JointRoll([d6], [], () => 0), RangeError, 'no category');
  t.throws(() => new JointRoll([d6], [0, 0], () => 0), RangeError, 'no positive weight');
  t.throws(() => new JointRoll([d6], [1.5, 1], () => 0), RangeError, 'a fractional weight');
  t.throws(() => new JointRoll([d6], [-1, 2], () => 0), RangeError, 'a negative weight');
  t.throws(() => new JointRoll([d6], [2 ** 32, 1], () => 0), RangeError, 'more than 2^32 outcomes');
});

/** A generator that returns scripted signed 32-bit words. */
function scripted(words: number[]): JumpableRandomGenerator {
  let i = 0;
  return {
    next: () => {
      const word = words[i];
      if (word === undefined) throw new Error('ran out of words');
      i++;
      return word | 0;
    },
    clone: () => scripted(words.slice(i)),
    jump: () => {},
    getState: () => [],
  } as unknown as JumpableRandomGenerator;
}

t.test('the engine reads one word per roll and redraws words beyond the limit', async (t) => {
  // 3 outcomes: q = floor(2^32 / 3) = 1431655765; limit = 4294967295; only the word 2^32 - 1 is rejected
  const roll = new JointRoll([d6], [1, 1, 1], () => 0);
  const q = Math.floor(WORDS / 3);
  const asSigned = (w: number) => w | 0;
  const rng = new PureRng(scripted([0, q - 1, q, 2 * q - 1, 2 * q, WORDS - 2, WORDS - 1, 5].map(asSigned)));
  t.same(
    [rng.roll(roll), rng.roll(roll), rng.roll(roll), rng.roll(roll), rng.roll(roll), rng.roll(roll), rng.roll(roll)],
    [0, 0, 1, 1, 2, 2, 0],
    'words split in thirds; the word 2^32 - 1 is redrawn (the next word, 5, is read)',
  );
});

t.test('loaded dice roll every die of a joint roll and classify the faces', async (t) => {
  const sum = new JointRoll([d6, d6], [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1], (f) => itemAt(f, 0) + itemAt(f, 1) - 2);
  const dice = new LoadedDice([3, 4, 6, 6]);
  t.equal(dice.roll(sum), 5, '3 + 4 = 7, category 5');
  t.equal(dice.roll(sum), 10, '6 + 6 = 12, category 10');
  t.equal(dice.unused, 0);
  t.throws(() => new LoadedDice([7, 1]).roll(sum), /not on a d\[1\.\.6\]/, 'a face off the die is refused');
});

t.test('a seeded draw of a joint roll is uniform over its outcomes (chi-square, 5 SE)', async (t) => {
  // 11 categories of a 2d6 sum, 360,000 draws: each count within 5 standard errors of its
  // binomial mean (a false failure about 1 in 160,000 runs: 11 comparisons at 5.7e-7 each)
  const { seededGenerator } = await import('../../src/engine/random.js');
  const weights = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
  const roll = new JointRoll([d6, d6], weights, () => 0);
  const rng = new PureRng(seededGenerator(2024));
  const n = 360_000;
  const counts = new Array<number>(11).fill(0);
  for (let i = 0; i < n; i++) {
    const c = rng.roll(roll);
    counts[c] = itemAt(counts, c) + 1;
  }
  for (const [c, w] of weights.entries()) {
    const p = w / 36;
    const count = itemAt(counts, c);
    const z = (count - n * p) / Math.sqrt(n * p * (1 - p));
    t.ok(Math.abs(z) <= 5, `sum ${c + 2}: ${count} vs ${n * p} (${z.toFixed(2)} SE)`);
  }
});
