/**
 * Turns what a kernel's run gave (an `Outcome`: counts of sampled trials, or exact slot
 * probabilities) into the answer's `probabilities`, `expectations` and `distributions`. The
 * entries a tally declared in a group are nested here, once, into that group's items, for counts
 * and for exact probabilities alike: an item's intervals come from its own counts.
 *
 * Exact probabilities stay `Rational`s in an `Outcome` and in a `Chance`; they become
 * "n/d" strings only in the summary written out.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Rational } from '../../simulations/core/rational.js';
import type { ItemEntry, Tally } from '../../simulations/core/tally.js';
import { wilson } from './stats.js';

export interface Probability {
  p: number;
  ci: [number, number];
  fraction?: string;
}
export interface Expectation {
  mean: number;
  ci: [number, number];
  fraction?: string;
}
export interface DistributionEntry {
  value: number;
  p: number;
  fraction?: string;
}
export interface Summary {
  probabilities: Record<string, Probability>;
  expectations: Record<string, Expectation>;
  distributions: Record<string, DistributionEntry[]>;
}
/** A summary with the items of every group the tally declared: `items[group][i]`. */
export interface NestedSummary extends Summary {
  items: Record<string, Summary[]>;
}

/** What a kernel's run gave, before anything is written: integer counts, or exact slots. */
export type Outcome =
  | {
      readonly method: 'exact';
      readonly tally: Tally;
      readonly slots: readonly Rational[];
      /** the summary, when it was written where the computation ran (an exact one has no z) */
      readonly summary?: NestedSummary;
      /** a deciding kernel's decisions (`Kernel.exactWithNotes`), as it wrote them */
      readonly notes?: unknown;
    }
  | {
      readonly method: 'monte-carlo';
      readonly tally: Tally;
      readonly counts: Float64Array;
      readonly trials: number;
      readonly seed: number;
    };

/** One event's chance: its estimate and interval, and the exact fraction where there is one. */
export interface Chance {
  p: number;
  ci: [number, number];
  exact?: Rational;
}

/** The chance of the event in `slot` (intervals at the level of `z`). */
function slotChance(o: Outcome, slot: number, z: number): Chance {
  if (o.method === 'exact') {
    const exact = itemAt(o.slots, slot);
    const p = exact.toNumber();
    return { p, ci: [p, p], exact };
  }
  const hits = itemAt(o.counts, slot);
  return { p: hits / o.trials, ci: wilson(hits, o.trials, z) };
}

/** The slot of the event `name` (its full name) in a tally, or -1. */
export function eventSlot(tally: Tally, name: string): number {
  const e = tally.events.find((x) => x.name === name);
  return e ? e.slot : -1;
}

/** The chance of the event named `name`, or undefined when there is none. */
export function eventChance(o: Outcome, name: string, z: number): Chance | undefined {
  const slot = eventSlot(o.tally, name);
  return slot < 0 ? undefined : slotChance(o, slot, z);
}

/** A chance as answers write it: `fraction` beside an exact one. */
export function writeChance(c: Chance): Probability {
  return c.exact ? { p: c.p, ci: c.ci, fraction: c.exact.toString() } : { p: c.p, ci: c.ci };
}

/** The mean and distribution of one value from counts. */
function sampledValue(counts: Float64Array, n: number, z: number, slot: number, min: number, max: number) {
  let sum = 0;
  let sumSq = 0;
  const dist: DistributionEntry[] = [];
  for (let x = min; x <= max; x++) {
    const c = itemAt(counts, slot + x - min);
    if (c === 0) continue;
    sum += c * x;
    sumSq += c * x * x;
    dist.push({ value: x, p: c / n });
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const half = z * Math.sqrt(variance / n);
  return { expectation: { mean, ci: [mean - half, mean + half] } as Expectation, dist };
}

/** The mean and distribution of one value from exact slot probabilities. */
function exactValue(slots: readonly Rational[], slot: number, min: number, max: number) {
  let mean: Rational | undefined;
  const dist: DistributionEntry[] = [];
  for (let x = min; x <= max; x++) {
    const q = itemAt(slots, slot + x - min);
    mean = mean === undefined ? q.mulInt(x) : mean.add(q.mulInt(x));
    if (q.isZero()) continue;
    dist.push({ value: x, p: q.toNumber(), fraction: q.toString() });
  }
  const m = mean!.toNumber();
  return { expectation: { mean: m, ci: [m, m], fraction: mean!.toString() } as Expectation, dist };
}

/** The summary of an outcome at the interval level of `z` (ignored when exact). */
export function summarize(o: Outcome, z: number): NestedSummary {
  if (o.method === 'exact' && o.summary) return o.summary;
  // written out literally and in loops, not spread or by Array.from over an array-like: every
  // answer's summary is made here
  const out: NestedSummary = { probabilities: {}, expectations: {}, distributions: {}, items: {} };
  for (const g of o.tally.groups) {
    const items: Summary[] = [];
    for (let i = 0; i < g.size; i++) items.push({ probabilities: {}, expectations: {}, distributions: {} });
    out.items[g.name] = items;
  }
  // where an entry goes: its group's item under its key, or the top level under its name
  const place = (name: string, item: ItemEntry | undefined): [Summary, string] => {
    if (item === undefined) return [out, name];
    // `!`: an item's entries are made by its group (`Tally.group`), which the tally declared
    return [itemAt(out.items[item.group]!, item.index), item.key];
  };

  for (const e of o.tally.events) {
    const [into, key] = place(e.name, e.item);
    into.probabilities[key] = writeChance(slotChance(o, e.slot, z));
  }
  for (const v of o.tally.values) {
    const [into, key] = place(v.name, v.item);
    const { expectation, dist } =
      o.method === 'exact' ? exactValue(o.slots, v.slot, v.min, v.max) : sampledValue(o.counts, o.trials, z, v.slot, v.min, v.max);
    if (v.mean) into.expectations[key] = expectation;
    if (v.distribution) into.distributions[key] = dist;
  }
  return out;
}

/** The widest Wilson half-width among the events: what `precision` stops on. */
export function widestHalfWidth(tally: Tally, acc: Float64Array, n: number, z: number): number {
  let widest = 0;
  for (const e of tally.events) {
    const [lo, hi] = wilson(itemAt(acc, e.slot), n, z);
    widest = Math.max(widest, (hi - lo) / 2);
  }
  return widest;
}
