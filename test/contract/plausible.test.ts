/** The count check of the kernel contract: its binomial tails by hand, and that it can fail. */
import t from 'tap';
import { TAIL_EACH_SIDE, binomialTails, plausible } from './plausible.js';

t.test('binomial tails, worked by hand', async (t) => {
  // four fair coins: P(X <= 1) = (1 + 4) / 16, P(X >= 1) = 15 / 16
  let { below, above } = binomialTails(4, 0.5, 1);
  t.ok(Math.abs(below - 5 / 16) < 1e-15, `P(X <= 1) = 5/16 (${below})`);
  t.ok(Math.abs(above - 15 / 16) < 1e-15, `P(X >= 1) = 15/16 (${above})`);
  // three dice for a six: P(X >= 2) = (15 + 1) / 216, P(X <= 2) = 215 / 216
  ({ below, above } = binomialTails(3, 1 / 6, 2));
  t.ok(Math.abs(above - 16 / 216) < 1e-15, `P(X >= 2) = 16/216 (${above})`);
  t.ok(Math.abs(below - 215 / 216) < 1e-15, `P(X <= 2) = 215/216 (${below})`);
  // far in the tails of a large n, nothing underflows to a wrong answer
  ({ below, above } = binomialTails(400_000, 0.5, 200_000));
  t.ok(Math.abs(below - above) < 1e-12 && below > 0.5, `the middle of 400,000 fair coins (${below})`);
});

t.test('the check of a count can fail', async (t) => {
  t.notOk(plausible(600, 1000, 0.5).ok, '600 of 1000 at 1/2 is 6.3 SE away');
  t.ok(plausible(570, 1000, 0.5).ok, '570 of 1000 at 1/2 is 4.4 SE away');
  t.notOk(plausible(8, 200_000, 2e-6).ok, '8 hits where 0.4 are expected');
  t.ok(plausible(4, 200_000, 2e-6).ok, '4 hits where 0.4 are expected: 5.7 SE, yet one run in 1,300 (binomial tail)');
  t.notOk(plausible(199_992, 200_000, 1 - 2e-6).ok, 'the complement of a rare miss, read the same way');
  t.notOk(plausible(1, 1000, 0).ok, 'an impossible outcome that happened');
  t.ok(plausible(1000, 1000, 1).ok, 'a certain outcome every time');
  t.ok(TAIL_EACH_SIDE < 3e-7, 'each tail below 3e-7: 5.73e-7 for both');
});
