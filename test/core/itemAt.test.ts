/**
 * itemAt (simulations/core/itemAt.ts): an index in range answers the item, even an item that
 * is itself undefined or null; any other index throws a RangeError naming it and the length.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';

t.test('an index in range answers the item at it', async (t) => {
  const list = ['a', 'b', 'c'];
  t.equal(itemAt(list, 0), 'a');
  t.equal(itemAt(list, 1), 'b');
  t.equal(itemAt(list, 2), 'c');
  const holder = [undefined, null];
  t.equal(itemAt(holder, 0), undefined, 'an undefined item is an item');
  t.equal(itemAt(holder, 1), null);
});

t.test('an index out of range, negative or not whole throws a RangeError naming it', async (t) => {
  const list = [10, 20];
  t.throws(() => itemAt(list, 2), new RangeError('index 2 is outside a list of 2'));
  t.throws(() => itemAt(list, -1), new RangeError('index -1 is outside a list of 2'));
  t.throws(() => itemAt(list, 0.5), new RangeError('index 0.5 is outside a list of 2'));
  t.throws(() => itemAt(list, Number.NaN), new RangeError('index NaN is outside a list of 2'));
  t.throws(() => itemAt([], 0), new RangeError('index 0 is outside a list of 0'));
});
