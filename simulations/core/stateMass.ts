/**
 * Exact probability mass over the states of a kernel's exact method, merged by state key: a
 * layer of a dynamic programme (the states after k rolls), or a bucket of states waiting at the
 * same point. States with the same key go on alike and end alike, so their weights are added
 * and the state is followed once.
 *
 * A weight is anything that adds: a `Rational` chance (the default), or a kernel's own record
 * of integer path counts over a common denominator (several counts per state, say: all paths,
 * and those without some event). A weight may add in place (`add` changes `this` and answers
 * it): the mass keeps the first weight given for a key and adds the later ones into it, so a
 * caller hands over a fresh weight each time and does not touch it after.
 */
import type { Rational } from './rational.js';

/** A weight of a state: adds another of its kind, and knows when it is nothing. */
export interface Weight<W> {
  /** this + o: a new weight, or `this` with `o` added in */
  add(o: W): W;
  /** a state of weight zero is not kept */
  isZero(): boolean;
}

/** A map of exact state weights keyed by a state's key (text, or a number packing its fields): the layers of a kernel's DP. */
export class StateMass<S, W extends Weight<W> = Rational, K extends string | number = string> {
  readonly states = new Map<K, { s: S; p: W }>();

  /**
   * Adds weight `p` to the state of key `key`; `s` is kept only when the key is new (equal keys
   * are alike). Answers whether a new state was kept (a kernel counts its states by these).
   */
  add(key: K, s: S, p: W): boolean {
    if (p.isZero()) return false;
    const e = this.states.get(key);
    if (e) {
      e.p = e.p.add(p);
      return false;
    }
    this.states.set(key, { s, p });
    return true;
  }

  /**
   * The weight kept for `key`, for the caller to add to in place: a new state `s` of weight
   * `zero()` when the key is new (a kernel whose weight is several counts adds each where it
   * comes from, allocating nothing for a state already kept).
   */
  weightOf(key: K, s: S, zero: () => W): W {
    const e = this.states.get(key);
    if (e) return e.p;
    const p = zero();
    this.states.set(key, { s, p });
    return p;
  }

  /** The states kept. */
  get size(): number {
    return this.states.size;
  }

  /** The states with their weights, in the order their keys first came. */
  values(): IterableIterator<{ s: S; p: W }> {
    return this.states.values();
  }
}

/** A count of equally likely paths (over a denominator the kernel keeps), added in place. */
export class Ways implements Weight<Ways> {
  constructor(public n: bigint) {}

  add(o: Ways): Ways {
    this.n += o.n;
    return this;
  }

  isZero(): boolean {
    return this.n === 0n;
  }
}
