/**
 * Checks shared by the ASL tests: Monte Carlo and a kernel's exact method against an
 * independent answer; bad bodies as 400s.
 */
import type { Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget, type Kernel } from '../../simulations/core/kernel.js';
import { post, type testApp } from '../helpers/app.js';
import { K_SIGMA, simulate, type ExactSlots } from '../helpers/statistics.js';

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
 * approximation overstates how unlikely a few extra trials are, so the exact binomial tails
 * are used instead, at the same false-failure rate (each tail 2.9e-7). Certain and impossible
 * outcomes must be met exactly.
 */
function within(t: Test, what: string, hits: number, n: number, p: number): void {
  const est = hits / n;
  if (p < 1e-12 || p > 1 - 1e-12) {
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

/**
 * Every event and every value bin (the exact zeros included) of `trials` seeded trials of
 * `kernel` agrees with `exact` (see `within`): a comparison fails by accident with probability
 * at most 5.7e-7, so a configuration of at most ~100 comparisons less than once in 17,000 runs
 * (seeds are fixed: a seed always passes or always fails; these rates are what a new seed risks).
 */
export function agreesWithExact<P>(t: Test, kernel: Kernel<P>, params: P, exact: ExactSlots, trials: number, seed: number): void {
  const { tally, acc } = simulate(kernel, params, trials, seed);
  for (const e of tally.events) {
    const want = exact.events[e.name];
    t.ok(want !== undefined, `exact answer has event ${e.name}`);
    if (want !== undefined) within(t, `P(${e.name})`, itemAt(acc, e.slot), trials, want);
  }
  for (const v of tally.values) {
    const dist = exact.values[v.name];
    if (!dist) continue;
    let total = 0;
    for (const p of dist.values()) total += p;
    t.ok(Math.abs(total - 1) < 1e-9, `exact distribution of ${v.name} sums to 1 (${total})`);
    for (let x = v.min; x <= v.max; x++) within(t, `P(${v.name}=${x})`, itemAt(acc, v.slot + x - v.min), trials, dist.get(x) ?? 0);
  }
}

/**
 * Every event and every value bin of `kernel.exact(p)` equals `want` within `tolerance` (the
 * independent answers add floating-point terms, so they carry rounding error of ~1e-13).
 */
export function exactMatches<P>(t: Test, kernel: Kernel<P>, p: P, want: ExactSlots, label: string, tolerance = 1e-9): void {
  const { tally } = kernel.prepare(p);
  const got = kernel.exact!(p, new ExactBudget(1e6));
  for (const e of tally.events) {
    const g = itemAt(got, e.slot).toNumber();
    const w = want.events[e.name];
    t.ok(w !== undefined && Math.abs(g - w) < tolerance, `${label}: ${e.name} ${g} vs ${w}`);
  }
  for (const v of tally.values) {
    const dist = want.values[v.name];
    if (!dist) continue;
    for (let x = v.min; x <= v.max; x++) {
      const g = itemAt(got, v.slot + x - v.min).toNumber();
      t.ok(Math.abs(g - (dist.get(x) ?? 0)) < tolerance, `${label}: P(${v.name}=${x}) ${g} vs ${dist.get(x) ?? 0}`);
    }
  }
}

/** Each body is answered 400 problem+json, with an `errors` entry at the path named. */
export async function rejectsEach(
  t: Test,
  app: Awaited<ReturnType<typeof testApp>>,
  url: string,
  cases: Array<[name: string, body: object, path: string]>,
): Promise<void> {
  for (const [name, body, path] of cases) {
    const res = await post(app, url, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /application\/problem\+json/, `${name}: problem+json`);
    t.ok(
      res.body.errors?.some((e: { path: string }) => e.path === path),
      `${name}: names ${path} (${JSON.stringify(res.body.errors)})`,
    );
  }
}
