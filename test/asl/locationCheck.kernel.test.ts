/**
 * ASL location check: loaded-dice tests of the leadership and cascade rules, then Monte Carlo
 * and the kernel's own exact method against the independent agenda computation of
 * test/asl/independent.ts.
 */
import t from 'tap';
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { STATUSES, locationCheck, type LocationParams, type LocationUnit } from '../../simulations/asl/locationCheck.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { exactMatches } from './compare.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactLocation } from './independent.js';

const unit = (id: string, over: Partial<LocationUnit> = {}): LocationUnit => ({
  id, kind: 'squad', morale: 7, brokenMorale: 7, leadership: 0, broken: false, fanatic: false, wounded: false, ...over,
});
const leader = (id: string, morale: number, leadership: number, over: Partial<LocationUnit> = {}) =>
  unit(id, { kind: 'leader', morale, brokenMorale: morale - 1, leadership, ...over });

const run = (units: LocationUnit[], faces: number[], over: Partial<LocationParams> = {}) => {
  const o = loadedTrial(locationCheck, { units, modifier: 0, drm: 0, ...over }, faces);
  t.equal(o.unused, 0, `every scripted face is used: ${faces}`);
  return {
    status: units.map((_, i) => STATUSES[o.values[`units.${i}.status`]]),
    on: Object.keys(o.events).filter((k) => o.events[k]).sort(),
    checks: o.values.checks,
  };
};

t.test('loaded dice: order and leadership (A10.2, A10.21, A10.22, A10.72)', async (t) => {
  t.same(run([leader('8-1', 8, -1)], [4, 4]).status, ['pinned'], 'a leader never applies his own modifier: 8 = ML 8 pins');
  t.same(run([leader('9-2', 9, -2), leader('8-1', 8, -1)], [3, 4, 4, 5]).status, ['good-order', 'good-order'],
    "the 8-1 uses the higher 9-2's -2: 9 - 2 = 7 passes");
  t.same(run([leader('8-1', 8, -1), leader('9-2', 9, -2)], [4, 5, 4, 5]).status, ['good-order', 'pinned'],
    'the 9-2 checks first (highest ML), without the lower 8-1: 9 pins; the 8-1 then uses the pinned 9-2: 9 - 2 = 7');
  t.same(run([unit('sq'), leader('8-1', 8, -1), leader('9-2', 9, -2)], [2, 2, 2, 2, 4, 5]).status, ['pinned', 'good-order', 'good-order'],
    'the squad checks last, with the best leader (-2): 9 - 2 = 7 pins (with -1 it would break)');
  t.same(run([leader('7+1', 7, 1), unit('sq')], [2, 2, 3, 3]).status, ['good-order', 'pinned'],
    'a lone +1 leader must be used (A10.72): 6 + 1 = 7 pins');
  t.same(run([leader('8-1', 8, -1, { broken: true }), unit('sq')], [2, 2, 4, 4]).status, ['broken', 'broken'],
    'a broken leader gives no modifier: 8 breaks the squad');
  t.same(run([leader('8-1', 8, -1), unit('hero', { kind: 'hero', morale: 9, brokenMorale: 9 })], [2, 2, 5, 6]), {
    status: ['good-order', 'wounded'], on: ['allGoodOrder'], checks: 2,
  }, 'a hero uses the leader too (11 - 1 > 9): wounded, never broken (A15.2)');
  t.same(run([unit('sq')], [2, 2], { modifier: 2, drm: 1 }).status, ['pinned'], 'the # and the DRM: 4 + 2 + 1 = 7 pins');
});

t.test('loaded dice: the leader-loss cascade', async (t) => {
  t.same(run([leader('8-1', 8, -1), unit('sq')], [6, 6, 5, 2, 3, 3, 4]), {
    status: ['eliminated', 'broken'], on: ['anyBroken', 'leaderLost'], checks: 3,
  }, 'Original 12 kills the leader (severity 5); the squad passes its MC (5), then its LLMC (+1) fails: 7 + 1 > 7');
  t.same(run([leader('8-1', 8, -1), unit('sq', { broken: true, brokenMorale: 6 })], [6, 6, 6, 2, 2, 3, 3]).status, ['eliminated', 'reduced'],
    'a broken unit takes the LLMC too: 6 + 1 > 6 Casualty Reduces it');
  t.same(run([leader('8-1', 8, -1), unit('sq', { morale: 8 })], [6, 6, 5, 2, 2]), {
    status: ['eliminated', 'good-order'], on: ['leaderLost'], checks: 2,
  }, 'no LLMC for a unit whose ML is not lower than the lost leader\'s');
  t.same(run([leader('8-1', 8, -1), unit('sq')], [5, 5, 3, 3, 3, 4]), {
    status: ['broken', 'pinned'], on: ['anyBroken', 'leaderBroke'], checks: 3,
  }, 'the leader breaks (10 > 8); the squad passes its MC (6, no leader left), then fails the LLTC (7 + 1 > 7): pinned, not broken');
  t.same(run([leader('8-1', 8, -1), unit('sq')], [5, 5, 3, 3, 3, 3]).status, ['broken', 'good-order'], 'an LLTC passed on equality does not pin');
  t.same(run([leader('8-1', 8, -1), unit('a'), unit('b', { broken: true, brokenMorale: 6 })], [5, 5, 3, 3, 2, 2, 3, 4]), {
    status: ['broken', 'pinned', 'broken'], on: ['anyBroken', 'leaderBroke'], checks: 4,
  }, 'the LLTC is for unbroken units only');
  t.same(run([leader('8-1', 8, -1), unit('sq')], [6, 6, 2, 3, 3, 3, 4]), {
    status: ['wounded', 'pinned'], on: ['anyBroken', 'leaderBroke'], checks: 3,
  }, 'Original 12 on a good-order leader: wounded (severity 2) and broken, so an LLTC follows');
  t.same(run([leader('9-2', 9, -2), leader('8-1', 8, -1), unit('sq')], [6, 6, 6, 5, 5, 2, 2, 4, 4, 6, 1, 2, 2, 2]), {
    status: ['eliminated', 'eliminated', 'good-order'], on: ['leaderBroke', 'leaderLost'], checks: 6,
  }, '9-2 killed; 8-1 breaks (no higher leader left); squad passes; LLMC +2: the broken 8-1 (ML 7) fails and is killed, the squad passes; LLTC +1: the squad passes; the 8-1 (ML 7) lost makes no unit of lower ML check');
});

const configs: Array<[string, LocationParams]> = [
  ['one squad, 1MC', { units: [unit('sq')], modifier: 1, drm: 0 }],
  ['8-1 and a squad, 1MC', { units: [leader('8-1', 8, -1), unit('sq', { brokenMorale: 8 })], modifier: 1, drm: 0 }],
  ['9-2, 8-0 and two squads, 2MC', {
    units: [leader('9-2', 9, -2), leader('8-0', 8, 0), unit('a', { brokenMorale: 8 }), unit('b', { brokenMorale: 8 })], modifier: 2, drm: 0,
  }],
  ['broken 8-1, good squad, broken half-squad, NMC', {
    units: [leader('8-1', 8, -1, { broken: true }), unit('sq', { morale: 6 }), unit('hs', { kind: 'half-squad', broken: true, brokenMorale: 6 })],
    modifier: 0, drm: 0,
  }],
  ['7+1 leader, hero, crew, NMC +1 DRM', {
    units: [leader('7+1', 7, 1), unit('hero', { kind: 'hero', morale: 9, brokenMorale: 9 }), unit('crew', { kind: 'crew', morale: 6 })],
    modifier: 0, drm: 1,
  }],
  ['wounded 9-1 and a fanatic squad, 3MC', {
    units: [leader('9-1', 9, -1, { wounded: true }), unit('sq', { fanatic: true, morale: 7, brokenMorale: 7 })], modifier: 3, drm: 0,
  }],
];

// 100,000 trials each, k = 5 standard errors: false-failure rate below 1 in 29,000 per
// configuration (test/helpers/statistics.ts).
for (const [i, [name, p]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact computation: ${name}`, async (t) => {
    agreesWithExact(t, locationCheck, p, exactLocation(p), 100_000, 9000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, p] of configs) exactMatches(t, locationCheck, p, exactLocation(p), name);
});

t.test('exact: a big stack is too large for the budget (the service answers 422)', async (t) => {
  const p: LocationParams = {
    units: [leader('9-2', 9, -2), leader('8-1', 8, -1), ...Array.from({ length: 8 }, (_, i) => unit(`s${i}`))],
    modifier: 2,
    drm: 0,
  };
  t.throws(() => locationCheck.exact!(p, new ExactBudget(10_000)), TooLarge);
});
