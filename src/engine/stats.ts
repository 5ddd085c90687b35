/**
 * Interval estimates. Wilson score intervals for proportions (Wilson 1927), normal-theory
 * intervals for means; the normal quantile by Acklam's rational approximation (relative error
 * below 1.2e-9, ample for a reported interval).
 */
const A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239,
] as const;
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1] as const;
const C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783,
] as const;
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416] as const;

/** The standard normal quantile: z with P(Z <= z) = p, for 0 < p < 1. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p=${p} outside (0, 1)`);
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
    (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1)
  );
}

/** z for a two-sided interval at `confidence`. */
export function zFor(confidence: number): number {
  return normalQuantile(0.5 + confidence / 2);
}

/** Wilson score interval for `hits` successes in `n` trials. */
export function wilson(hits: number, n: number, z: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = hits / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/*
 * Intervals for a difference of two proportions, from the Wilson score intervals of each.
 *
 * - Paired (both proportions counted on the same trials): Newcombe's method 10, the hybrid score
 *   ("square-and-add") interval for paired data: R. G. Newcombe, "Improved confidence intervals
 *   for the difference between binomial proportions based on paired data", Statistics in
 *   Medicine 17 (1998) 2635-2650; written as in M. W. Fagerland, S. Lydersen and P. Laake,
 *   "Recommended tests and confidence intervals for paired binomial proportions", Statistics in
 *   Medicine 33 (2014) 2850-2875, section 4.5, which recommend it for its coverage. The
 *   correlation of the two estimates, phi, is estimated from the 2x2 table with Newcombe's
 *   correction: (A - n/2) / sqrt(...) when A = n11 n00 - n10 n01 > n/2, 0 when 0 <= A <= n/2,
 *   A / sqrt(...) when A < 0, and 0 when a margin is empty.
 * - Unpaired (independent samples, phi = 0): what the same two estimates would get had they come
 *   from separate runs (test/helpers/statistics.ts; the tests compare the two).
 */

/** A 2x2 table of one event on paired trials: "1x" = the variant had it, "x1" = the first did. */
export interface JointCounts {
  n11: number;
  n10: number;
  n01: number;
  n00: number;
}

export interface Difference {
  /** the estimated difference p(variant) - p(first) */
  d: number;
  ci: [number, number];
}

type Interval = [number, number];

/** Square-and-add around d = p1 - p2, given each estimate's Wilson interval and the correlation phi. */
export function squareAndAdd(d: number, p1: number, [l1, u1]: Interval, p2: number, [l2, u2]: Interval, phi: number): Difference {
  const lowSq = (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2;
  const highSq = (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2;
  const low = Math.max(-1, d - Math.sqrt(Math.max(0, lowSq)));
  const high = Math.min(1, d + Math.sqrt(Math.max(0, highSq)));
  return { d, ci: [low, high] };
}

/** Newcombe's corrected estimate of the correlation of the two paired estimates. */
export function pairedPhi(j: JointCounts): number {
  const n = j.n11 + j.n10 + j.n01 + j.n00;
  // the margins of the 2x2 table: trials in which the variant had the event or not, the first had it or not
  const variantYes = j.n11 + j.n10;
  const variantNo = j.n01 + j.n00;
  const firstYes = j.n11 + j.n01;
  const firstNo = j.n10 + j.n00;
  if (variantYes === 0 || variantNo === 0 || firstYes === 0 || firstNo === 0) return 0;
  const a = j.n11 * j.n00 - j.n10 * j.n01;
  // each margin is at most 10^7, so their product (at most 10^28) and its root are fine in doubles
  const root = Math.sqrt(variantYes) * Math.sqrt(variantNo) * Math.sqrt(firstYes) * Math.sqrt(firstNo);
  if (a > n / 2) return (a - n / 2) / root;
  if (a >= 0) return 0;
  return a / root;
}

/** p(variant) - p(first) on paired trials, with Newcombe's method 10 interval at the level of `z`. */
export function pairedDifference(j: JointCounts, z: number): Difference {
  const n = j.n11 + j.n10 + j.n01 + j.n00;
  const hits1 = j.n11 + j.n10;
  const hits2 = j.n11 + j.n01;
  // d from the discordant counts: the same value as p1 - p2, without its rounding
  return squareAndAdd((j.n10 - j.n01) / n, hits1 / n, wilson(hits1, n, z), hits2 / n, wilson(hits2, n, z), pairedPhi(j));
}
