/**
 * A reference loop for a kernel whose trial rolls a few six-sided dice (the ASL kernels): the
 * machine's limit for the rule is one uniform integer per TRIAL over the joint faces of all its
 * dice, read from a table of what each outcome adds to the tally.
 *
 * The table is built once by running the kernel's own trial on scripted faces for every face
 * sequence (depth first, a shorter sequence standing for all its continuations), so the
 * reference applies the kernel's rule by construction; the bench only compares speed. A rule
 * that can ask for more than `maxDice` dice has no table (the bench prints no reference).
 */
import type { Kernel } from '../../simulations/core/kernel.js';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Rng, TrialLaw } from '../../simulations/core/rng.js';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { seededGenerator } from '../../src/engine/random.js';

class NeedMore extends Error {}

/**
 * Six-sided dice from a prefix of digits 0..5 (face = from + digit); asking past the prefix
 * throws NeedMore. Joint rolls and counts roll their dice one by one, and a trial drawn whole
 * (`end`) is played check by check, as loaded dice do.
 */
class Prefix implements Rng {
  i = 0;
  constructor(readonly digits: number[]) {}
  int(from: number, to: number): number {
    if (to - from !== 5) throw new RangeError(`tabled references roll six-sided dice only, not d[${from}..${to}]`);
    const digit = this.digits[this.i];
    if (digit === undefined) throw new NeedMore();
    this.i++;
    return from + digit;
  }
  count(dice: number, sides: number, hits: number): number {
    let n = 0;
    for (let k = 0; k < dice; k++) if (this.int(1, sides) <= hits) n++;
    return n;
  }
  roll(joint: JointRoll): number {
    return joint.classify(joint.dice.map((d) => this.int(d.from, d.to)));
  }
  end(trial: TrialLaw): number {
    return trial.walk(this);
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
  const leaves: Array<{ digits: number[]; slots: number[] }> = [];
  let depth = 0;
  const visit = (digits: number[]): boolean => {
    if (digits.length > maxDice) return false;
    const acc = new Float64Array(tally.size);
    try {
      trial(new Prefix(digits), acc);
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e;
      for (let f = 0; f < 6; f++) if (!visit([...digits, f])) return false;
      return true;
    }
    const slots: number[] = [];
    acc.forEach((n, s) => {
      for (let k = 0; k < n; k++) slots.push(s);
    });
    leaves.push({ digits, slots });
    depth = Math.max(depth, digits.length);
    return true;
  };
  if (!visit([])) return undefined;
  const outcomes = 6 ** depth;
  const group = new Uint32Array(outcomes);
  const keys = new Map<string, number>();
  const lists: number[][] = [];
  for (const { digits, slots } of leaves) {
    const key = slots.join(',');
    let g = keys.get(key);
    if (g === undefined) {
      g = lists.length;
      keys.set(key, g);
      lists.push(slots);
    }
    // the leaf's digits, most significant first, then every continuation
    let first = 0;
    for (const f of digits) first = first * 6 + f;
    const span = 6 ** (depth - digits.length);
    group.fill(g, first * span, (first + 1) * span);
  }
  const start = new Int32Array(lists.length + 1);
  let end = 0;
  for (const [g, l] of lists.entries()) {
    end += l.length;
    start[g + 1] = end;
  }
  return { dice: depth, group, start, slots: Int32Array.from(lists.flat()), size: tally.size };
}

/**
 * The reference loop for `table`: one uniform integer per trial over the joint faces (pure-rand's
 * `uniformInt` on the generator), the slots of its outcome counted. The number of outcomes is
 * written into the loop's source as a constant, as a loop written by hand for one configuration
 * has it (V8 then turns `uniformInt`'s modulo into a multiplication; over a range held in a
 * variable the same draws run 2-4 times slower): the source is built here from numbers only.
 */
export function tabledReference(table: TrialTable): (trials: number, seed: number) => Float64Array {
  const top = table.group.length - 1;
  const loop = `return (trials, seed) => {
    const g = seededGenerator(seed);
    const acc = new Float64Array(size);
    for (let i = 0; i < trials; i++) {
      const k = group[uniformInt(g, 0, ${top})];
      for (let j = start[k]; j < start[k + 1]; j++) acc[slots[j]]++;
    }
    return acc;
  };`;
  return new Function('uniformInt', 'seededGenerator', 'group', 'start', 'slots', 'size', loop)(
    uniformInt,
    seededGenerator,
    table.group,
    table.start,
    table.slots,
    table.size,
  );
}

/**
 * The floor for `table`: the same draws, counting the trials whose outcome counts the tally's
 * first slot (one lookup, no tallies); its range a constant too.
 */
export function tabledFloor(table: TrialTable): (trials: number, seed: number) => number {
  const top = table.group.length - 1;
  const first = new Uint8Array(table.group.length);
  for (const [u, k] of table.group.entries()) {
    for (let j = table.start[k]!; j < table.start[k + 1]!; j++) if (table.slots[j] === 0) first[u] = 1;
  }
  const loop = `return (trials, seed) => {
    const g = seededGenerator(seed);
    let n = 0;
    for (let i = 0; i < trials; i++) n += first[uniformInt(g, 0, ${top})];
    return n;
  };`;
  return new Function('uniformInt', 'seededGenerator', 'first', loop)(uniformInt, seededGenerator, first);
}
