/**
 * Exact weights, the one arithmetic of every exact method: a state's or an answer's exact share of
 * the paths, a chance (`Rational`) or an integer count of equally likely paths over a denominator
 * the method keeps (docs/performance.md, "Exact answers").
 *
 * A method is written once, over `Weights<W>`, and run on `DOUBLES`, `BIGINTS` or `CHANCES`:
 * `countsUpTo(denominator)` picks doubles whenever its counts are exact. Number and BigInt
 * arithmetic stay in separate functions: an operator that has once seen a BigInt runs doubles
 * 1.5-1.85x slower (docs/performance.md).
 */
import { itemAt } from './itemAt.js';
import { DiceDenominator, Rational } from './rational.js';

/** The arithmetic of one kind of exact weight. */
export interface Weights<W> {
  readonly zero: W;
  readonly one: W;
  /** an integer count (a safe integer, or a BigInt of a size this arithmetic holds exactly) */
  of(n: number | bigint): W;
  add(a: W, b: W): W;
  /** a - b, for b a part of a */
  sub(a: W, b: W): W;
  mul(a: W, b: W): W;
  /** a / b: exact for chances; for counts, the quotient rounded down (b divides a where it is used) */
  div(a: W, b: W): W;
  isZero(a: W): boolean;
}

/**
 * An arithmetic as an object whose prototype holds its functions: a call site that meets several
 * arithmetics finds each one's functions as constants, and inlines them as it would class methods.
 */
function arithmetic<W>(functions: Weights<W>): Weights<W> {
  return Object.create(functions) as Weights<W>;
}

/** Integer counts as doubles: exact while every count is below 2^53 (`countsUpTo`). */
export const DOUBLES = arithmetic<number>({
  zero: 0,
  one: 1,
  of: Number,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => Math.floor(a / b),
  isZero: (a) => a === 0,
});

/** Integer counts as BigInts: counts of any size. */
export const BIGINTS = arithmetic<bigint>({
  zero: 0n,
  one: 1n,
  of: BigInt,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  isZero: (a) => a === 0n,
});

/** Chances as fractions: for methods whose paths are not equally likely over one denominator. */
export const CHANCES = arithmetic<Rational>({
  zero: Rational.ZERO,
  one: Rational.ONE,
  of: (n) => Rational.of(n),
  add: (a, b) => a.add(b),
  sub: (a, b) => a.sub(b),
  mul: (a, b) => a.mul(b),
  div: (a, b) => a.div(b),
  isZero: (a) => a.isZero(),
});

/** An integer count of paths: a method reads `countsUpTo` once, then holds counts of one kind. */
export type Count = number | bigint;

/** The arithmetic for integer counts of at most `bound`: doubles when they are exact, else BigInt. */
export function countsUpTo(bound: bigint): Weights<Count> {
  return (bound <= BigInt(Number.MAX_SAFE_INTEGER) ? DOUBLES : BIGINTS) as Weights<Count>;
}

/** The common denominator of a method's integer counts, with its factors when they are all dice primes. */
export class Denominator extends DiceDenominator {
  /** `value` (> 0), its factors found. */
  static override of(value: bigint): DiceDenominator {
    return DiceDenominator.of(value) ?? new Denominator(value, undefined);
  }
}

export function zeroWeights<W>(a: Weights<W>, n: number): W[] {
  return new Array<W>(n).fill(a.zero);
}

/** `k` to the power `e` (e >= 0), as a weight. */
export function powerOf<W>(a: Weights<W>, k: number, e: number): W {
  let r = a.one;
  const base = a.of(k);
  for (let i = 0; i < e; i++) r = a.mul(r, base);
  return r;
}

/** Adds `x` to the weight at `index` of `list`, an index the code knows to be in range. */
export function addWeightAt<W>(a: Weights<W>, list: W[], index: number, x: W): void {
  list[index] = a.add(itemAt(list, index), x);
}

/**
 * Adds `scale * from[x]` to `into[at + x]` for every x: a row of weights, scaled, into a longer
 * one (a distribution times a weight, a term of a polynomial product). The range is checked
 * once, so that the loop reads and writes without a check per entry.
 */
export function addScaled<W>(a: Weights<W>, into: W[], at: number, from: readonly W[], scale: W): void {
  if (!Number.isInteger(at) || at < 0 || at + from.length > into.length) {
    throw new RangeError(`weights ${at}..${at + from.length - 1} are outside a list of ${into.length}`);
  }
  for (let x = 0; x < from.length; x++) into[at + x] = a.add(into[at + x]!, a.mul(scale, from[x]!));
}

/** The product of two polynomials of weights (the distribution of a sum of independent counts). */
export function productOf<W>(a: Weights<W>, p: readonly W[], q: readonly W[]): W[] {
  const c = zeroWeights(a, p.length + q.length - 1);
  for (let i = 0; i < p.length; i++) {
    const x = p[i]!;
    if (!a.isZero(x)) addScaled(a, c, i, q, x);
  }
  return c;
}

/**
 * The exact weights of the states of a method, merged by state key: a layer of a dynamic
 * programme (the states after k rolls), or a bucket of states waiting at the same point. States
 * with the same key go on alike and end alike, so their weights are added and the state is
 * followed once. The key is text, or a number packing the state's fields.
 */
export class StateMass<S, W = Rational, K extends string | number = string> {
  readonly states = new Map<K, { s: S; p: W }>();

  constructor(private readonly weights: Weights<W> = CHANCES as unknown as Weights<W>) {}

  /**
   * Adds weight `p` to the state of key `key`; `s` is kept only when the key is new (equal keys
   * are alike), and a weight of zero is not kept. Answers whether a new state was kept (a method
   * counts its states by these).
   */
  add(key: K, s: S, p: W): boolean {
    if (this.weights.isZero(p)) return false;
    const e = this.states.get(key);
    if (e) {
      e.p = this.weights.add(e.p, p);
      return false;
    }
    this.states.set(key, { s, p });
    return true;
  }

  get size(): number {
    return this.states.size;
  }

  /** The states with their weights, in the order their keys first came. */
  values(): IterableIterator<{ s: S; p: W }> {
    return this.states.values();
  }
}
