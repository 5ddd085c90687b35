/**
 * The exact-state layer shared by the XCOM and ASL exact methods: states merge by key (the first
 * state kept, weights added), zero weights are never kept, in-place weights are added into the
 * kept one, and the bigint count helpers check their ranges.
 */
import t from 'tap';
import { addCount, addScaled } from '../../simulations/core/counts.js';
import { Rational } from '../../simulations/core/rational.js';
import { StateMass, Ways } from '../../simulations/core/stateMass.js';

t.test('merges by key, keeps the first state, drops zero weights', async (t) => {
  const m = new StateMass<{ tag: string }>();
  t.equal(m.add('a', { tag: 'first' }, Rational.of(1, 3)), true, 'a new key is a new state');
  t.equal(m.add('b', { tag: 'b' }, Rational.of(1, 6)), true);
  t.equal(m.add('a', { tag: 'second' }, Rational.of(1, 6)), false, 'a known key merges');
  t.equal(m.add('c', { tag: 'c' }, Rational.ZERO), false, 'zero weight is not kept');
  t.equal(m.size, 2);
  const entries = [...m.values()];
  t.same(
    entries.map((e) => [e.s.tag, e.p.toString()]),
    [
      ['first', '1/2'],
      ['b', '1/6'],
    ],
    'first state kept, weights added, keys in first-seen order',
  );
});

t.test('in-place weights: weightOf hands out the kept weight, add adds into it', async (t) => {
  const m = new StateMass<number, Ways>();
  const w = m.weightOf('x', 1, () => new Ways(0n));
  w.n += 5n;
  t.equal(
    m.weightOf('x', 2, () => new Ways(0n)),
    w,
    'the same weight for a known key',
  );
  m.add('x', 3, new Ways(7n));
  const [e] = [...m.values()];
  t.equal(e?.p.n, 12n, '5 + 7 paths');
  t.equal(e?.s, 1, 'the first state');
});

t.test('count helpers add exactly and check their range', async (t) => {
  const counts = [1n, 2n, 3n, 4n];
  addCount(counts, 2, 10n);
  t.same(counts, [1n, 2n, 13n, 4n]);
  t.throws(() => addCount(counts, 4, 1n), RangeError, 'one past the end');
  addScaled(counts, 1, [1n, 2n, 3n], 3n);
  t.same(counts, [1n, 5n, 19n, 13n], 'counts 1..3 += 3 x [1, 2, 3]');
  t.throws(() => addScaled(counts, 2, [1n, 1n, 1n], 1n), RangeError, 'a row that would run past the end');
  t.throws(() => addScaled(counts, -1, [1n], 1n), RangeError, 'a negative start');
});
