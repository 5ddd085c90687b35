/**
 * Monte Carlo against exact: every event and every distribution bin of a kernel's tally,
 * estimated from `trials` seeded trials, must lie within `k` standard errors of the exact
 * probability. With k = 5 a single comparison fails by accident with probability 5.7e-7
 * (two-sided normal tail); a configuration makes at most ~60 comparisons, so a configuration
 * fails by accident less than once in 29,000 runs (seeds are fixed, so a given seed either
 * always passes or always fails: these rates are what a new seed risks).
 */
import type { Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Kernel } from '../../simulations/core/kernel.js';
import { chunkCount, runChunks } from '../../src/engine/chunks.js';

export const K_SIGMA = 5;

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

function within(t: Test, what: string, hits: number, n: number, p: number): void {
  const est = hits / n;
  if (p < 1e-12 || p > 1 - 1e-12) {
    // a certain or impossible outcome (up to rounding of the exact sum) must be met exactly
    t.equal(est, Math.round(p), `${what}: exact ${p} must be met exactly`);
    return;
  }
  const se = Math.sqrt((p * (1 - p)) / n);
  const z = (est - p) / se;
  t.ok(Math.abs(z) <= K_SIGMA, `${what}: estimate ${est.toFixed(5)} vs exact ${p.toFixed(5)} (${z.toFixed(2)} SE)`);
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
