/**
 * The binomial tails the Monte Carlo tests use for rare bins (test/helpers/statistics.ts), by hand
 * and against the Poisson law they approach.
 */
import t from 'tap';
import { binomialTails } from '../helpers/statistics.js';

t.test('binomial tails by hand', async (t) => {
  const close = (a: number, b: number, what: string) => t.ok(Math.abs(a - b) < 1e-12, `${what}: ${a} vs ${b}`);
  // X ~ B(3, 1/2): P(X <= 1) = 4/8, P(X >= 1) = 7/8
  close(binomialTails(1, 3, 0.5).atMost, 0.5, 'B(3, 1/2), X <= 1');
  close(binomialTails(1, 3, 0.5).atLeast, 0.875, 'B(3, 1/2), X >= 1');
  // X ~ B(10, 0.1): P(X <= 0) = 0.9^10, P(X >= 0) = 1
  close(binomialTails(0, 10, 0.1).atMost, 0.9 ** 10, 'B(10, 0.1), X <= 0');
  close(binomialTails(0, 10, 0.1).atLeast, 1, 'B(10, 0.1), X >= 0');
});

t.test('a rare bin: 200,000 trials of a chance 1.181e-6 (0.236 expected)', async (t) => {
  const n = 200_000;
  const p = 1.181e-6;
  const lambda = n * p;
  // Poisson(lambda): P(X >= 3) = 1 - e^-l (1 + l + l^2 / 2)
  const poisson3 = 1 - Math.exp(-lambda) * (1 + lambda + lambda ** 2 / 2);
  const { atLeast } = binomialTails(3, n, p);
  t.ok(Math.abs(atLeast / poisson3 - 1) < 1e-3, `P(X >= 3) ${atLeast} vs Poisson ${poisson3}`);
  t.ok(atLeast > 2.9e-7, 'three trials are not evidence of a wrong chance (5 SE would say 5.7)');
  // P(X >= 6) ~ l^6 / 6! = 2.4e-7: six or more are
  t.ok(binomialTails(6, n, p).atLeast < 2.9e-7, 'six trials are');
  t.ok(binomialTails(5, n, p).atLeast > 2.9e-7, 'five are not yet');
});
