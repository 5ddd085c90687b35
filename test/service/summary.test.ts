/**
 * Tally groups and the summary's nesting: per-item entries declared once, nested once, from
 * counts (intervals from the item's own counts) and from exact fractions alike.
 */
import assert from 'node:assert';
import t from 'tap';
import { Rational } from '../../simulations/core/rational.js';
import { Tally } from '../../simulations/core/tally.js';
import { wilson, zFor } from '../../src/engine/stats.js';
import { summarize, type Outcome } from '../../src/engine/summary.js';

/** A top-level event, then two items each with an event and a value 0..2. */
function layout() {
  const tally = new Tally();
  const any = tally.event('anyHit');
  const items = tally.group('items', 2);
  const per = items.map((item) => ({ hit: item.event('hit'), left: item.value('left', 0, 2) }));
  return { tally, any, per };
}

t.test('a group declares per-item entries under full names', async (t) => {
  const { tally, any, per } = layout();
  t.same(
    tally.events.map((e) => e.name),
    ['anyHit', 'items.0.hit', 'items.1.hit'],
  );
  t.same(tally.events[2]?.item, { group: 'items', index: 1, key: 'hit' });
  t.ok(tally.events[0], 'a top-level entry');
  t.equal(tally.events[0]?.item, undefined, 'a top-level entry belongs to no item');
  t.same(tally.groups, [{ name: 'items', size: 2 }]);
  t.equal(tally.size, 1 + 2 * (1 + 3), 'slots: 1 event, then per item 1 event and 3 values');
  t.same([any, per[0]?.hit, per[0]?.left, per[1]?.hit, per[1]?.left], [0, 1, 2, 5, 6], 'slots in declaration order');
  t.throws(() => tally.group('items', 1), 'a group name once');
  t.throws(() => tally.group('a.b', 1), 'a plain name');
  const [item] = new Tally().group('x', 1);
  assert.ok(item, 'a group of one item');
  t.throws(() => item.event('y.z'), 'a plain key');
});

t.test('counts: items nested, their intervals from their own counts', async (t) => {
  const { tally } = layout();
  const n = 10;
  // anyHit 7; item 0: hit 4, left {0: 4, 1: 6}; item 1: hit 3, left {0: 3, 2: 7}
  const counts = Float64Array.from([7, 4, 4, 6, 0, 3, 3, 0, 7]);
  const outcome: Outcome = { method: 'monte-carlo', tally, counts, trials: n, seed: 1 };
  const z = zFor(0.95);
  const s = summarize(outcome, z);
  t.same(Object.keys(s.probabilities), ['anyHit'], 'only top-level entries at the top');
  t.same(s.probabilities.anyHit, { p: 0.7, ci: wilson(7, n, z) });
  const items = s.items.items;
  assert.ok(items, 'the group nested under its name');
  t.equal(items.length, 2);
  const [first, second] = items;
  t.same(first?.probabilities, { hit: { p: 0.4, ci: wilson(4, n, z) } });
  t.same(second?.probabilities, { hit: { p: 0.3, ci: wilson(3, n, z) } });
  t.same(second?.distributions.left, [
    { value: 0, p: 0.3 },
    { value: 2, p: 0.7 },
  ]);
  t.equal(second?.expectations.left?.mean, 1.4, 'mean 0.3 x 0 + 0.7 x 2');
  t.equal(first?.expectations.left?.mean, 0.6);
});

t.test('exact: items nested with their fractions', async (t) => {
  const { tally } = layout();
  const q = (a: number, b: number) => Rational.of(a, b);
  const slots = [q(3, 4), q(1, 2), q(1, 2), q(1, 2), q(0, 1), q(1, 3), q(1, 3), q(1, 3), q(1, 3)];
  const s = summarize({ method: 'exact', tally, slots }, zFor(0.95));
  t.same(s.probabilities.anyHit, { p: 0.75, ci: [0.75, 0.75], fraction: '3/4' });
  const [first, second] = s.items.items ?? [];
  t.same(second?.probabilities.hit, { p: 1 / 3, ci: [1 / 3, 1 / 3], fraction: '1/3' });
  t.equal(second?.expectations.left?.fraction, '1/1', 'mean 1/3 x (0 + 1 + 2) = 1');
  t.equal(first?.expectations.left?.fraction, '1/2');
});

t.test('a tally without groups has no items', async (t) => {
  const tally = new Tally();
  tally.event('e');
  const s = summarize({ method: 'monte-carlo', tally, counts: Float64Array.from([1]), trials: 2, seed: 0 }, 1.96);
  t.same(s.items, {});
});
