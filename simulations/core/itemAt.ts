/**
 * Reads a list (an array or a typed array) at an index the code knows to be in range, outside hot
 * loops: the item's own type, or a RangeError naming the index and the length, so that a broken
 * "known in range" fails where it is broken, not later as an undefined. Hot trial loops whose
 * bounds hold by construction read with `!` instead, saying once why.
 */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  }
  return list[index] as T;
}
