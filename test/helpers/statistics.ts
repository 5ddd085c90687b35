/**
 * Monte Carlo against exact: every event and every distribution bin of a kernel's tally,
 * estimated from `trials` seeded trials, must lie within `k` standard errors of the exact
 * probability, or, for a rare bin (fewer than 25 trials' variance), in neither binomial tail
 * beyond the same rate. With k = 5 a single comparison fails by accident with probability
 * 5.7e-7 (two-sided); a configuration makes at most ~100 comparisons, so a configuration fails
 * by accident less than once in 17,000 runs (seeds are fixed, so a given seed either always
 * passes or always fails: these rates are what a new seed risks).
 */
import type { Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Kernel } from '../../simulations/core/kernel.js';
import { chunkCount, runChunks } from '../../src/engine/chunks.js';
import { squareAndAdd, wilson, type Difference } from '../../src/engine/stats.js';

export const K_SIGMA = 5;

/**
 * p1 - p2 from independent samples, with Newcombe's method 10 interval for independent
 * proportions (Statistics in Medicine 17 (1998) 873-890) at the level of `z`: the paired
 * interval's square-and-add without the correlation term.
 */
export function unpairedDifference(hits1: number, n1: number, hits2: number, n2: number, z: number): Difference {
  return squareAndAdd(hits1 / n1 - hits2 / n2, hits1 / n1, wilson(hits1, n1, z), hits2 / n2, wilson(hits2, n2, z), 0);
}

export interface ExactSlots {
  /** exact probability of each event, by name */
  events: Record<string, number>;
  /** exact distribution of each value, by name: value -> probability */
  values: Record<string, Map<number, number>>;
}

/** Seeded counts of `trials` trials of a kernel (inline, chunked as the service does). */
export function simulate<P>(kernel: Kernel<P>, params: P, trials: number, seed: number) {
  const prepared = kernel.prepare(params);
  const acc = runChunks(prepared, { seed, from: 0, to: chunkCount(trials), trials });
  return { tally: prepared.tally, acc };
}

/** The chance that a normal variable is more than K_SIGMA standard errors from its mean: 5.7e-7. */
const ALPHA = 5.733e-7;

/** P(X <= k) and P(X >= k) for X binomial (n, p), summed term by term (k small: a rare outcome). */
export function binomialTails(k: number, n: number, p: number): { atMost: number; atLeast: number } {
  let pmf = Math.exp(n * Math.log1p(-p)); // P(X = 0)
  let below = 0; // P(X < j)
  for (let j = 0; j < k; j++) {
    below += pmf;
    pmf *= ((n - j) / (j + 1)) * (p / (1 - p));
  }
  return { atMost: Math.min(1, below + pmf), atLeast: Math.max(0, 1 - below) };
}

/**
 * `hits` of `n` trials against the exact chance `p`. Where the count is large enough for the
 * normal approximation (n p (1 - p) >= 25: five standard errors are at least five trials),
 * within K_SIGMA standard errors; below that (the rare tail of a distribution) the normal
 * approximation misjudges how unlikely a few trials more or fewer are, so the exact binomial
 * tails are used instead, at the same false-failure rate (each tail 2.9e-7). Certain and
 * impossible outcomes must be met exactly.
 */
function within(t: Test, what: string, hits: number, n: number, p: number): void {
  const est = hits / n;
  if (p < 1e-12 || p > 1 - 1e-12) {
    // a certain or impossible outcome (up to rounding of the exact sum) must be met exactly
    t.equal(est, Math.round(p), `${what}: exact ${p} must be met exactly`);
    return;
  }
  const variance = n * p * (1 - p);
  if (variance >= 25) {
    const z = (hits - n * p) / Math.sqrt(variance);
    t.ok(Math.abs(z) <= K_SIGMA, `${what}: estimate ${est.toFixed(5)} vs exact ${p.toFixed(5)} (${z.toFixed(2)} SE)`);
    return;
  }
  const { atMost, atLeast } = binomialTails(hits, n, p);
  t.ok(
    Math.min(atMost, atLeast) >= ALPHA / 2,
    `${what}: ${hits} of ${n} vs exact ${p.toExponential(3)} (${(n * p).toFixed(2)} expected; P(X <= ${hits}) ${atMost.toExponential(2)}, P(X >= ${hits}) ${atLeast.toExponential(2)})`,
  );
}

/** Compares every event and every value bin (including the exact zeros) with `exact`. */
export function agreesWithExact<P>(t: Test, kernel: Kernel<P>, params: P, exact: ExactSlots, trials: number, seed: number): void {
  const { tally, acc } = simulate(kernel, params, trials, seed);
  for (const e of tally.events) {
    const p = exact.events[e.name];
    t.ok(p !== undefined, `exact answer has event ${e.name}`);
    if (p !== undefined) within(t, `P(${e.name})`, itemAt(acc, e.slot), trials, p);
  }
  for (const v of tally.values) {
    const dist = exact.values[v.name];
    if (!dist) continue;
    let total = 0;
    for (const p of dist.values()) total += p;
    t.ok(Math.abs(total - 1) < 1e-9, `exact distribution of ${v.name} sums to 1 (${total})`);
    for (let x = v.min; x <= v.max; x++) {
      within(t, `P(${v.name}=${x})`, itemAt(acc, v.slot + x - v.min), trials, dist.get(x) ?? 0);
    }
  }
}
