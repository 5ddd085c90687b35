/** Numbers and names as a player reads them. */
import t from 'tap';
import { decimal, methodLine, pathWords, percent, percentRange, points, thousands, words } from '../../src/charts/format.js';

t.test('percent: one decimal in the middle, two significant digits near 0% and 100%', async (t) => {
  t.equal(percent(0), '0%');
  t.equal(percent(1), '100%');
  t.equal(percent(0.58977), '59.0%');
  t.equal(percent(0.05), '5.0%');
  t.equal(percent(1 / 1296), '0.077%', '1/1296 = 0.0772%');
  t.equal(percent(1295 / 1296), '99.923%');
  t.equal(percent(0.000038), '0.0038%');
  t.equal(percent(1e-9), '<0.0001%', 'never "0.0000%" for a chance that is not 0');
  t.equal(percent(1 - 1e-9), '>99.9999%', 'never "100.0000%" for a chance that is not 1');
  t.equal(percent(0.25, 0), '25%');
  t.equal(percentRange(0.58672, 0.59282, 0.58977), '58.7–59.3');
  t.equal(percentRange(0, 0.0000384, 0), '0.0000–0.0038', 'the decimals the upper end needs');
});

t.test('differences, decimals and thousands', async (t) => {
  t.equal(points(0.1), '+10.0 pts');
  t.equal(points(-0.085), '-8.5 pts');
  t.equal(points(0.0001), '±0.0 pts');
  t.equal(decimal(2.5), '2.5');
  t.equal(decimal(3), '3');
  t.equal(decimal(-0.001), '0');
  t.equal(thousands(100000), '100,000');
  t.equal(thousands(10_000_000), '10,000,000');
  t.equal(thousands(999), '999');
});

t.test('field names in words', async (t) => {
  t.equal(words('completed'), 'Completed');
  t.equal(words('anySoldierLost'), 'Any soldier lost');
  t.equal(words('ufosLeft'), 'UFOs left');
  t.equal(words('good-order'), 'Good order');
  t.equal(words('casualtyReduced'), 'Casualty reduced');
  t.equal(pathWords('scientists'), 'Scientists');
  t.equal(pathWords('policy.stopAtThreat'), 'Policy: stop at threat');
  t.equal(pathWords('continents.0.ufos'), 'Continents #1: UFOs');
});

t.test('how an answer was computed', async (t) => {
  t.equal(methodLine({ method: 'exact', confidence: 0.95 }), 'Exact');
  t.equal(
    methodLine({ method: 'monte-carlo', trials: 100000, confidence: 0.95, seed: 7 }),
    'Monte Carlo, 100,000 trials, 95% intervals, seed 7',
  );
  t.equal(
    methodLine({ method: 'monte-carlo', trials: 5000, perRow: true, confidence: 0.999, seed: null }),
    'Monte Carlo, 5,000 trials a row, 99.9% intervals',
  );
  t.equal(methodLine({ method: 'mixed', confidence: 0.9 }), 'Exact where possible, else Monte Carlo, 90% intervals');
});
