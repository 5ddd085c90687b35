/**
 * ASL morale check: one loaded-dice test per rule branch, then Monte Carlo and the kernel's
 * own exact method against the independent enumeration of test/asl/independent.ts.
 */
import t from 'tap';
import { moraleCheck, type MoraleCheckParams } from '../../simulations/asl/moraleCheck.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { exactMatches } from './compare.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactMoraleCheck } from './independent.js';

const base: MoraleCheckParams = {
  morale: 7, broken: false, check: 'MC', modifier: 0, leadership: 0, drm: 0, fanatic: false, wounded: false, unit: 'squad',
};
const run = (p: Partial<MoraleCheckParams>, faces: number[]) => {
  const o = loadedTrial(moraleCheck, { ...base, ...p }, faces);
  return { ...o, on: Object.keys(o.events).filter((k) => o.events[k]).sort() };
};

t.test('loaded dice: every rule branch', async (t) => {
  t.same(run({}, [3, 3]).on, ['passed'], 'final DR 6 < ML 7: passed');
  t.same(run({}, [3, 4]).on, ['passed', 'pinned'], 'final DR 7 = ML 7: passed and pinned (A7.8)');
  t.same(run({ modifier: 2 }, [2, 3]).on, ['passed', 'pinned'], '2MC: 5 + 2 = 7 pins');
  t.same(run({ leadership: -2 }, [4, 5]).on, ['passed', 'pinned'], 'a -2 leader: 9 - 2 = 7 pins');
  t.same(run({ drm: 1 }, [3, 4]).on, ['broken', 'failed'], 'other DRM +1: 8 > 7 breaks');
  t.same(run({}, [4, 4]).on, ['broken', 'failed'], 'good order fails: broken (A10.3)');

  // Original 12 (A10.31)
  t.same(run({ morale: 10, drm: -5 }, [6, 6]).on, ['broken', 'casualtyReduced', 'failed'],
    'Original 12 on a good-order squad, whatever the DRM: Casualty Reduced and broken');
  t.same(run({ broken: true, drm: -5 }, [6, 6]).on, ['eliminated', 'failed'],
    'Original 12 on a broken unit: eliminated (not by Casualty Reduction)');
  t.same(run({ unit: 'half-squad' }, [6, 6]).on, ['casualtyReduced', 'eliminated', 'failed'],
    'Original 12 on a good-order half-squad: Casualty Reduction eliminates it');

  // failure of a broken unit: Casualty Reduction per unit kind (A10.3)
  t.same(run({ broken: true }, [4, 4]).on, ['broken', 'casualtyReduced', 'failed'], 'broken squad fails: a broken half-squad remains');
  t.same(run({ broken: true }, [3, 3]).on, ['broken', 'passed'], 'broken squad passes: still broken');
  t.same(run({ broken: true, unit: 'crew' }, [4, 4]).on, ['casualtyReduced', 'eliminated', 'failed'], 'broken crew fails: eliminated');
  let o = run({ broken: true, unit: 'leader' }, [4, 4, 4]);
  t.same(o.on, ['broken', 'casualtyReduced', 'failed', 'wounded'], 'broken leader fails, severity 4: wounded (A17)');
  t.equal(o.unused, 0, 'the severity dr is rolled');
  t.same(run({ broken: true, unit: 'leader' }, [4, 4, 5]).on, ['casualtyReduced', 'eliminated', 'failed'], 'severity 5: killed');
  t.same(run({ unit: 'leader' }, [6, 6, 1]).on, ['broken', 'casualtyReduced', 'failed', 'wounded'],
    'Original 12 on a good-order leader: wounded and broken');
  t.same(run({ unit: 'leader', wounded: true }, [6, 6]).on, ['casualtyReduced', 'eliminated', 'failed'],
    'a wounded leader wounded again is eliminated, no severity dr (A17.2)');
  t.same(run({ unit: 'leader', wounded: true, morale: 8 }, [4, 4]).on, ['broken', 'failed'], 'wounded: ML 8 - 1 = 7, so 8 fails');
  t.equal(run({ unit: 'leader' }, [4, 4]).unused, 0, 'a good-order leader who merely breaks rolls no severity dr');

  // hero (A15.2)
  t.same(run({ unit: 'hero', morale: 9 }, [5, 5]).on, ['failed', 'wounded'], 'a hero who fails is wounded, never broken');
  t.same(run({ unit: 'hero', morale: 9, wounded: true }, [5, 5]).on, ['eliminated', 'failed'], 'a wounded hero who fails is eliminated');
  t.same(run({ unit: 'hero', morale: 9 }, [6, 6, 2]).on, ['casualtyReduced', 'failed', 'wounded'], 'Original 12: Casualty Reduction wounds him (severity 2), not broken');

  // Fanatic (A10.8) and its cap (A.18)
  t.same(run({ morale: 8, fanatic: true }, [4, 5]).on, ['passed', 'pinned'], 'Fanatic 8 -> 9: 9 pins');
  t.same(run({ morale: 10, fanatic: true }, [5, 5]).on, ['passed', 'pinned'], 'Fanatic 10 stays 10: 10 pins (not 11)');
  t.same(run({ morale: 10, fanatic: true }, [5, 6]).on, ['broken', 'failed'], 'Fanatic 10: 11 fails');

  // Heat of Battle (A15.1)
  t.same(run({ drm: 6 }, [1, 1]).on, ['broken', 'failed', 'heatOfBattle'], 'Original 2 on an MC: Heat of Battle DR (even when failed)');
  t.same(run({}, [1, 1]).on, ['heatOfBattle', 'passed'], 'Original 2 passing');

  // TC
  t.same(run({ check: 'TC' }, [3, 4]).on, ['passed'], 'TC on equality: passed, no pin');
  t.same(run({ check: 'TC' }, [4, 4]).on, ['failed'], 'TC failed: no break');
  t.same(run({ check: 'TC' }, [1, 1]).on, ['passed'], 'TC: no Heat of Battle');
  t.same(run({ check: 'TC', morale: 10, drm: -2 }, [6, 6]).on, ['passed'], 'TC Original 12: only its final DR counts');
});

const configs: Array<[string, Partial<MoraleCheckParams>]> = [
  ['7 squad, 2MC, -1 leader', { modifier: 2, leadership: -1 }],
  ['broken 8 squad, NMC', { morale: 8, broken: true }],
  ['broken 8 leader, 1MC', { morale: 8, broken: true, unit: 'leader', modifier: 1 }],
  ['fanatic 10 hero', { morale: 10, fanatic: true, unit: 'hero', modifier: 3 }],
  ['wounded 9 leader, good order, 4MC', { morale: 9, unit: 'leader', wounded: true, modifier: 4 }],
  ['6 half-squad, TC, +1 DRM', { morale: 6, unit: 'half-squad', check: 'TC', drm: 1 }],
  ['broken 5 crew, -3 leader', { morale: 5, unit: 'crew', broken: true, leadership: -3 }],
];

// 200,000 trials each, k = 5 standard errors: false-failure rate below 1 in 29,000 per
// configuration (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact enumeration: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, moraleCheck, p, exactMoraleCheck(p), 200_000, 4000 + i);
  });
}

t.test("the kernel's exact method matches the independent enumeration", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, moraleCheck, p, exactMoraleCheck(p), name);
  }
});
