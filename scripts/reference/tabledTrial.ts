/**
 * A reference loop for a kernel whose trial rolls a few d6 (the ASL kernels): the machine's
 * limit for the rule is one uniform integer per TRIAL over the joint faces of all its dice, read
 * from a table of what each outcome adds to the tally.
 *
 * The table is built once by running the kernel's own trial on scripted faces for every face
 * sequence (depth first, a shorter sequence standing for all its continuations), so the
 * reference applies the kernel's rule by construction; the bench only compares speed. A rule
 * that can ask for more than `maxDice` dice has no table (the bench prints no reference).
 */
import type { Kernel } from '../../simulations/core/kernel.js';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Rng } from '../../simulations/core/rng.js';
import { PureRng, seededGenerator } from '../../src/random.js';

class NeedMore extends Error {}

/** Faces from a prefix; asking past it throws NeedMore. Only d6 are supported. */
class Prefix implements Rng {
  i = 0;
  constructor(readonly faces: number[]) {}
  int(from: number, to: number): number {
    if (from !== 1 || to !== 6) throw new RangeError(`tabled references roll d6 only, not d[${from}..${to}]`);
    if (this.i >= this.faces.length) throw new NeedMore();
    return this.faces[this.i++];
  }
  count(): number {
    throw new RangeError('tabled references roll d6 only');
  }
  roll(_: JointRoll): number {
    throw new RangeError('tabled references roll d6 only');
  }
}

export interface TrialTable {
  /** dice of the longest trial: outcomes are 6^dice */
  dice: number;
  /** for each joint outcome, its group of slots */
  group: Uint32Array;
  /** slots of group g: slots[start[g] .. start[g + 1]) */
  start: Int32Array;
  slots: Int32Array;
  size: number;
}

/** Tables the outcomes of `kernel`'s trial, or returns undefined past `maxDice` dice. */
export function tableTrial<P>(kernel: Kernel<P>, params: P, maxDice = 7): TrialTable | undefined {
  const { tally, trial } = kernel.prepare(params);
  const leaves: Array<{ faces: number[]; slots: number[] }> = [];
  let depth = 0;
  const visit = (faces: number[]): boolean => {
    if (faces.length > maxDice) return false;
    const acc = new Float64Array(tally.size);
    try {
      trial(new Prefix(faces), acc);
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e;
      for (let f = 1; f <= 6; f++) if (!visit([...faces, f])) return false;
      return true;
    }
    const slots: number[] = [];
    acc.forEach((n, s) => {
      for (let k = 0; k < n; k++) slots.push(s);
    });
    leaves.push({ faces, slots });
    depth = Math.max(depth, faces.length);
    return true;
  };
  if (!visit([])) return undefined;
  const outcomes = 6 ** depth;
  const group = new Uint32Array(outcomes);
  const keys = new Map<string, number>();
  const lists: number[][] = [];
  for (const { faces, slots } of leaves) {
    const key = slots.join(',');
    let g = keys.get(key);
    if (g === undefined) {
      g = lists.length;
      keys.set(key, g);
      lists.push(slots);
    }
    // the leaf's faces, most significant first, then every continuation
    let first = 0;
    for (const f of faces) first = first * 6 + (f - 1);
    const span = 6 ** (depth - faces.length);
    group.fill(g, first * span, (first + 1) * span);
  }
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, g) => (start[g + 1] = start[g] + l.length));
  return { dice: depth, group, start, slots: Int32Array.from(lists.flat()), size: tally.size };
}

/** The reference loop: one uniform integer per trial over the joint faces. */
export function tabledReference(table: TrialTable, trials: number, seed: number): Float64Array {
  const rng = new PureRng(seededGenerator(seed));
  const { group, start, slots } = table;
  const top = group.length - 1;
  const acc = new Float64Array(table.size);
  for (let i = 0; i < trials; i++) {
    const g = group[rng.int(0, top)];
    for (let j = start[g]; j < start[g + 1]; j++) acc[slots[j]]++;
  }
  return acc;
}
