/**
 * Exact path counts that stay doubles while they fit: a count below 2^53 is a plain number, and
 * only a sum or product that would pass 2^53 moves to BigInt (it stays BigInt after). An exact
 * method whose counts are small (its common denominator fits a double) then does no BigInt work
 * at all; one whose counts are long pays BigInt only where they are.
 *
 * A sum or product of safe integers computed on doubles is exact exactly when it stays a safe
 * integer (past 2^53 - 1 it rounds to 2^53 or more), so each operation tries the doubles first
 * and, when the result is not safe, does the operation again on BigInt from the exact operands.
 * Counts are never negative here (a difference is of a count and a part of it).
 */

/** A non-negative integer count: a safe-integer double, or a BigInt once past 2^53. */
export type PathCount = number | bigint;

const SAFE = Number.MAX_SAFE_INTEGER;

export function addPaths(a: PathCount, b: PathCount): PathCount {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a + b;
    if (s <= SAFE) return s;
  }
  return BigInt(a) + BigInt(b);
}

/** a - b, for b a part of a (so never negative). */
export function subPaths(a: PathCount, b: PathCount): PathCount {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return BigInt(a) - BigInt(b);
}

export function mulPaths(a: PathCount, b: PathCount): PathCount {
  if (typeof a === 'number' && typeof b === 'number') {
    const p = a * b;
    if (p <= SAFE) return p;
  }
  return BigInt(a) * BigInt(b);
}

export function isZeroPaths(a: PathCount): boolean {
  return a === 0 || a === 0n;
}

/** A list of `n` zero counts. */
export function zeros(n: number): PathCount[] {
  const list: PathCount[] = [];
  for (let i = 0; i < n; i++) list.push(0);
  return list;
}

/** `k` to the power `e` (e >= 0). */
export function powPaths(k: number, e: number): PathCount {
  let r: PathCount = 1;
  for (let i = 0; i < e; i++) r = mulPaths(r, k);
  return r;
}

/** Adds `x` to the count at `index` of `list`, an index the code knows to be in range. */
export function addPathsAt(list: PathCount[], index: number, x: PathCount): void {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  }
  list[index] = addPaths(list[index] as PathCount, x);
}

/**
 * Adds `scale * from[x]` to `into[at + x]` for every x: a row of counts, scaled, into a longer
 * one (a distribution times a weight, a term of a polynomial product). The range is checked once.
 */
export function addScaledPaths(into: PathCount[], at: number, from: readonly PathCount[], scale: PathCount): void {
  if (!Number.isInteger(at) || at < 0 || at + from.length > into.length) {
    throw new RangeError(`counts ${at}..${at + from.length - 1} are outside a list of ${into.length}`);
  }
  // in range: checked above
  for (let x = 0; x < from.length; x++) into[at + x] = addPaths(into[at + x]!, mulPaths(scale, from[x]!));
}

/** The product of two polynomials of counts (the distribution of a sum of independent counts). */
export function productPaths(a: readonly PathCount[], b: readonly PathCount[]): PathCount[] {
  const c = zeros(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (!isZeroPaths(x)) addScaledPaths(c, i, b, x);
  }
  return c;
}
