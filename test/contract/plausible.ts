/**
 * Whether a Monte Carlo count is plausible under an exact probability, at the rate of 5 standard
 * errors. A count of `hits` in `n` trials of chance `p` fails when it lies `K_SIGMA` standard
 * errors or more from n p AND in a tail of its exact binomial law of probability below
 * `TAIL_EACH_SIDE` (half the two-sided normal tail of 5 SE, 5.73e-7). Where the normal law
 * describes the count the two agree; for a rare outcome (or a nearly certain one), where a
 * single hit can be many standard errors away, the binomial tail keeps the rate honest: a
 * comparison fails by accident with probability at most 5.73e-7, whatever p.
 */
import { K_SIGMA } from '../helpers/statistics.js';

/** The two-sided normal tail beyond 5 SE: P(|Z| >= 5) = 5.733e-7. */
export const TAIL_TWO_SIDED = 5.733e-7;
export const TAIL_EACH_SIDE = TAIL_TWO_SIDED / 2;

/**
 * P(X <= k) and P(X >= k) for X binomial(n, p), 0 < p < 1: the probabilities are summed outward
 * from the mode (weights relative to the mode's, so nothing underflows), until a term is below
 * 1e-20 of the sum (past the mode they only shrink, so the rest is negligible beside the tails
 * this is compared with).
 */
export function binomialTails(n: number, p: number, k: number): { below: number; above: number } {
  const r = p / (1 - p);
  const mode = Math.min(n, Math.floor((n + 1) * p));
  let total = 1;
  let below = mode <= k ? 1 : 0;
  let above = mode >= k ? 1 : 0;
  let w = 1;
  for (let i = mode; i < n; i++) {
    w *= ((n - i) / (i + 1)) * r; // w(i + 1) / w(mode)
    total += w;
    if (i + 1 <= k) below += w;
    if (i + 1 >= k) above += w;
    if (w < 1e-20 * total) break;
  }
  w = 1;
  for (let i = mode; i > 0; i--) {
    w *= i / (n - i + 1) / r; // w(i - 1) / w(mode)
    total += w;
    if (i - 1 <= k) below += w;
    if (i - 1 >= k) above += w;
    if (w < 1e-20 * total) break;
  }
  return { below: below / total, above: above / total };
}

export interface Verdict {
  ok: boolean;
  /** what was measured, for the assertion's message */
  why: string;
}

/** The check of one count (see the header). */
export function plausible(hits: number, n: number, p: number): Verdict {
  if (p === 0 || p === 1) return { ok: hits === p * n, why: `certain or impossible: ${hits} of ${n}` };
  const z = (hits / n - p) / Math.sqrt((p * (1 - p)) / n);
  if (Math.abs(z) < K_SIGMA) return { ok: true, why: `${z.toFixed(2)} SE` };
  const { below, above } = binomialTails(n, p, hits);
  const tail = Math.min(below, above);
  return { ok: tail >= TAIL_EACH_SIDE, why: `${z.toFixed(2)} SE, binomial tail ${tail.toExponential(2)}` };
}
