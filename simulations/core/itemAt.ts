/**
 * Reading a list (an array or a typed array) at an index the code knows to be in range,
 * outside hot loops: an index taken from the list's own length, or a list built one-to-one
 * from another (one row per variant, one offset per size). `list[i]` types that as possibly
 * undefined; `itemAt` checks the index once and answers the item's own type, or throws a
 * RangeError naming the index and the length, so that a broken "known in range" fails where
 * it is broken, not later as an undefined.
 *
 * Hot trial loops over typed arrays whose bounds are proven by construction read with `!`
 * instead (no call, no check), saying once why the bounds hold.
 */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  }
  return list[index] as T;
}
