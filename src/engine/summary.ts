/**
 * Turns a kernel's accumulator into the answer's `probabilities`, `expectations` and
 * `distributions`: from counts (Monte Carlo) or from exact probabilities (method "exact").
 */
import type { Rational } from '../../simulations/core/rational.js';
import type { Tally } from '../../simulations/core/tally.js';
import { wilson, wilsonHalfWidth } from './stats.js';

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

/** Summary of `n` trials' counts at the interval level of `z`. */
export function summarizeCounts(tally: Tally, acc: Float64Array, n: number, z: number): Summary {
  const out: Summary = { probabilities: {}, expectations: {}, distributions: {} };
  for (const e of tally.events) {
    const hits = acc[e.slot];
    out.probabilities[e.name] = { p: hits / n, ci: wilson(hits, n, z) };
  }
  for (const v of tally.values) {
    let sum = 0;
    let sumSq = 0;
    const dist: DistributionEntry[] = [];
    for (let x = v.min; x <= v.max; x++) {
      const c = acc[v.slot + x - v.min];
      if (c === 0) continue;
      sum += c * x;
      sumSq += c * x * x;
      dist.push({ value: x, p: c / n });
    }
    if (v.mean) {
      const mean = sum / n;
      const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
      const half = z * Math.sqrt(variance / n);
      out.expectations[v.name] = { mean, ci: [mean - half, mean + half] };
    }
    if (v.distribution) out.distributions[v.name] = dist;
  }
  return out;
}

/** Summary of exact slot probabilities: every interval is the point itself. */
export function summarizeExact(tally: Tally, acc: Rational[]): Summary {
  const out: Summary = { probabilities: {}, expectations: {}, distributions: {} };
  for (const e of tally.events) {
    const p = acc[e.slot].toNumber();
    out.probabilities[e.name] = { p, ci: [p, p], fraction: acc[e.slot].toString() };
  }
  for (const v of tally.values) {
    let mean: Rational | undefined;
    const dist: DistributionEntry[] = [];
    for (let x = v.min; x <= v.max; x++) {
      const q = acc[v.slot + x - v.min];
      mean = mean === undefined ? q.mulInt(x) : mean.add(q.mulInt(x));
      if (q.isZero()) continue;
      dist.push({ value: x, p: q.toNumber(), fraction: q.toString() });
    }
    if (v.mean && mean !== undefined) {
      const m = mean.toNumber();
      out.expectations[v.name] = { mean: m, ci: [m, m], fraction: mean.toString() };
    }
    if (v.distribution) out.distributions[v.name] = dist;
  }
  return out;
}

/** The widest Wilson half-width among the events: what `precision` stops on. */
export function widestHalfWidth(tally: Tally, acc: Float64Array, n: number, z: number): number {
  let widest = 0;
  for (const e of tally.events) widest = Math.max(widest, wilsonHalfWidth(acc[e.slot], n, z));
  return widest;
}
