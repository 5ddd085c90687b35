/**
 * ASL morale check: one loaded-dice test per rule branch, then Monte Carlo and the kernel's
 * own exact method against the independent enumeration of test/asl/independent.ts.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { moraleCheck, type MoraleCheckParams } from '../../simulations/asl/moraleCheck.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactMatches } from './compare.js';
import { exactMoraleCheck } from './independent.js';

const base: MoraleCheckParams = {
  morale: 7,
  broken: false,
  check: 'MC',
  modifier: 0,
  leadership: 0,
  drm: 0,
  fanatic: false,
  wounded: false,
  unit: 'squad',
};
const run = (p: Partial<MoraleCheckParams>, faces: number[]) => {
  const o = loadedTrial(moraleCheck, { ...base, ...p }, faces);
  return {
    ...o,
    on: Object.keys(o.events)
      .filter((k) => o.events[k])
      .sort(),
  };
};

t.test('loaded dice: every rule branch', async (t) => {
  t.same(run({}, [3, 3]).on, ['passed'], 'final DR 6 < ML 7: passed');
  t.same(run({}, [3, 4]).on, ['passed', 'pinned'], 'final DR 7 = ML 7: passed and pinned (A7.8)');
  t.same(run({ modifier: 2 }, [2, 3]).on, ['passed', 'pinned'], '2MC: 5 + 2 = 7 pins');
  t.same(run({ leadership: -2 }, [4, 5]).on, ['passed', 'pinned'], 'a -2 leader: 9 - 2 = 7 pins');
  t.same(run({ drm: 1 }, [3, 4]).on, ['broken', 'failed'], 'other DRM +1: 8 > 7 breaks');
  t.same(run({}, [4, 4]).on, ['broken', 'failed'], 'good order fails: broken (A10.3)');

  // Original 12 (A10.31)
  t.same(
    run({ morale: 10, drm: -5 }, [6, 6]).on,
    ['broken', 'casualtyReduced', 'failed'],
    'Original 12 on a good-order squad, whatever the DRM: Casualty Reduced and broken',
  );
  t.same(
    run({ broken: true, drm: -5 }, [6, 6]).on,
    ['eliminated', 'failed'],
    'Original 12 on a broken unit: eliminated (not by Casualty Reduction)',
  );
  t.same(
    run({ unit: 'half-squad' }, [6, 6]).on,
    ['casualtyReduced', 'eliminated', 'failed'],
    'Original 12 on a good-order half-squad: Casualty Reduction eliminates it',
  );

  // failure of a broken unit: Casualty Reduction per unit kind (A10.3)
  t.same(run({ broken: true }, [4, 4]).on, ['broken', 'casualtyReduced', 'failed'], 'broken squad fails: a broken half-squad remains');
  t.same(run({ broken: true }, [3, 3]).on, ['broken', 'passed'], 'broken squad passes: still broken');
  t.same(run({ broken: true, unit: 'crew' }, [4, 4]).on, ['casualtyReduced', 'eliminated', 'failed'], 'broken crew fails: eliminated');
  // wound severity (A17.11): a dr after every wound, 1-4 wounded, 5-6 eliminated; +1 when wounded before
  const o = run({ broken: true, unit: 'leader' }, [4, 4, 4]);
  t.same(o.on, ['broken', 'casualtyReduced', 'failed', 'wounded'], 'A17.11: broken leader fails, severity 4: wounded');
  t.equal(o.unused, 0, 'the severity dr is rolled');
  t.same(run({ broken: true, unit: 'leader' }, [4, 4, 5]).on, ['casualtyReduced', 'eliminated', 'failed'], 'A17.11: severity 5 eliminates');
  t.same(
    run({ unit: 'leader' }, [6, 6, 1]).on,
    ['broken', 'casualtyReduced', 'failed', 'wounded'],
    'A10.31, A17.11: Original 12 on a good-order leader: Casualty Reduction wounds him (severity 1) and breaks him',
  );
  t.same(
    run({ unit: 'leader', wounded: true }, [6, 6, 3]).on,
    ['broken', 'casualtyReduced', 'failed', 'wounded'],
    'A17.11: a wounded leader wounded again rolls the severity dr at +1: 3 + 1 = 4 leaves him wounded (and broken)',
  );
  t.same(
    run({ unit: 'leader', wounded: true }, [6, 6, 4]).on,
    ['casualtyReduced', 'eliminated', 'failed'],
    'A17.11: 4 + 1 = 5 eliminates the man wounded before',
  );
  t.same(
    run({ unit: 'leader', broken: true, wounded: true, morale: 7 }, [3, 4, 3]).on,
    ['broken', 'casualtyReduced', 'failed', 'wounded'],
    'A17.3, A17.11: a wounded broken 7 leader (ML 6) fails on 7, and survives a severity 3 + 1 = 4, still broken',
  );
  t.same(run({ unit: 'leader', wounded: true, morale: 8 }, [4, 4]).on, ['broken', 'failed'], 'A17.3: wounded: ML 8 - 1 = 7, so 8 fails');
  t.equal(run({ unit: 'leader' }, [4, 4]).unused, 0, 'a good-order leader who merely breaks rolls no severity dr');
  t.same(
    run({ unit: 'leader', broken: true, wounded: true, drm: -3 }, [6, 6]).on,
    ['eliminated', 'failed'],
    'A10.31: an Original 12 eliminates a broken leader outright, wounded or not: no severity dr',
  );

  // hero (A15.2, A17.1): never broken, never pinned; a failed MC wounds him, with the severity
  // dr; a wounded hero who fails is eliminated, with no severity dr
  t.same(
    run({ unit: 'hero', morale: 9 }, [5, 5, 4]).on,
    ['failed', 'wounded'],
    'A15.2: a hero who fails is wounded (severity 4), never broken',
  );
  t.same(run({ unit: 'hero', morale: 9 }, [5, 5, 5]).on, ['eliminated', 'failed'], 'A15.2, A17.11: ... and eliminated by a severity 5');
  const woundedHero = run({ unit: 'hero', morale: 9, wounded: true }, [5, 5]);
  t.same(woundedHero.on, ['eliminated', 'failed'], 'A17.1, A15.2: a wounded hero (ML 8) who fails on 10 is eliminated');
  t.equal(woundedHero.unused, 0, '... with no severity dr to roll');
  t.same(run({ unit: 'hero', morale: 9, wounded: true }, [4, 4]).on, ['passed'], 'A17.3: his ML is 8: 8 passes, unpinned');
  t.same(run({ unit: 'hero', morale: 9, wounded: true, drm: 1 }, [4, 4]).on, ['eliminated', 'failed'], 'and 8 + 1 = 9 fails: eliminated');
  t.same(
    run({ unit: 'hero', morale: 9, wounded: true, drm: -3 }, [6, 6]).on,
    ['casualtyReduced', 'eliminated', 'failed'],
    'A10.31, A15.2: an Original 12 on a wounded hero: his Casualty Reduction comes with a failed MC, which eliminates him',
  );
  t.same(
    run({ unit: 'hero', morale: 9 }, [6, 6, 2]).on,
    ['casualtyReduced', 'failed', 'wounded'],
    'A10.31, A15.2: Original 12: Casualty Reduction wounds him (severity 2), not broken',
  );
  t.same(run({ unit: 'hero', morale: 9 }, [4, 5]).on, ['passed'], 'A15.2: a hero passing on equality (9 = ML 9) is not pinned');
  t.same(run({ unit: 'hero', morale: 9, modifier: 2 }, [3, 4]).on, ['passed'], 'A15.2: nor on a 2MC: 7 + 2 = 9');

  // Fanatic (A10.8) and its cap (A.18)
  t.same(run({ morale: 8, fanatic: true }, [4, 5]).on, ['passed', 'pinned'], 'Fanatic 8 -> 9: 9 pins');
  t.same(run({ morale: 10, fanatic: true }, [5, 5]).on, ['passed', 'pinned'], 'Fanatic 10 stays 10: 10 pins (not 11)');
  t.same(run({ morale: 10, fanatic: true }, [5, 6]).on, ['broken', 'failed'], 'Fanatic 10: 11 fails');

  // Heat of Battle (A15.1): not for heroes and crews
  t.same(run({ drm: 6 }, [1, 1]).on, ['broken', 'failed', 'heatOfBattle'], 'Original 2 on an MC: Heat of Battle DR (even when failed)');
  t.same(run({}, [1, 1]).on, ['heatOfBattle', 'passed'], 'Original 2 passing');
  t.same(run({ unit: 'half-squad' }, [1, 1]).on, ['heatOfBattle', 'passed'], "a half-squad's Original 2 too");
  t.same(run({ unit: 'leader', broken: true }, [1, 1]).on, ['broken', 'heatOfBattle', 'passed'], "a broken leader's too");
  t.same(run({ unit: 'hero', morale: 9, modifier: 1 }, [1, 1]).on, ['passed'], 'A15.1: a hero is not subject to Heat of Battle');
  t.same(run({ unit: 'crew', morale: 6 }, [1, 1]).on, ['passed'], 'A15.1: nor is a crew');
  t.same(
    run({ unit: 'crew', morale: 6, broken: true, drm: 6 }, [1, 1]).on,
    ['casualtyReduced', 'eliminated', 'failed'],
    'nor a broken crew failing on 2 + 6',
  );

  // TC
  t.same(run({ check: 'TC' }, [3, 4]).on, ['passed'], 'TC on equality: passed, no pin');
  t.same(run({ check: 'TC' }, [4, 4]).on, ['failed'], 'TC failed: no break');
  t.same(run({ check: 'TC' }, [1, 1]).on, ['passed'], 'TC: no Heat of Battle');
  t.same(run({ check: 'TC', morale: 10, drm: -2 }, [6, 6]).on, ['passed'], 'TC Original 12: only its final DR counts');
});

/** The kernel's exact answer as fractions, by event name. */
function fractions(over: Partial<MoraleCheckParams>): Record<string, string> {
  const p = { ...base, ...over };
  const { tally } = moraleCheck.prepare(p);
  const got = moraleCheck.exact!(p, new ExactBudget(1e6));
  return Object.fromEntries(tally.events.map((e) => [e.name, itemAt(got, e.slot).toString()]));
}

t.test('hand-worked fractions (A17.11, A15.2, A10.31)', async (t) => {
  // a wounded broken 7-ML leader (ML 6) on a 1MC: Original 12 (1/36) eliminates him outright
  // (A10.31); Originals 6..11 (5+6+5+4+3+2 = 25/36) fail: a wound whose severity dr + 1
  // eliminates on 4-6 (1/2). 1/36 + 25/72 = 27/72 = 3/8
  t.equal(fractions({ morale: 7, broken: true, unit: 'leader', wounded: true, modifier: 1 }).eliminated, '3/8');
  // a 9-ML hero on a 2MC fails on Originals 8..12 (15/36), each a wound (the 12 as Casualty
  // Reduction): eliminated on a severity 5-6 (1/3): 5/36. Never pinned (7 + 2 = 9 passes clean)
  const hero = fractions({ morale: 9, unit: 'hero', modifier: 2 });
  t.equal(hero.eliminated, '5/36');
  t.equal(hero.pinned, '0/1');
  t.equal(hero.wounded, '5/18', '15/36 * 2/3');
  t.equal(hero.broken, '0/1', 'never broken');
  t.equal(hero.casualtyReduced, '1/36', 'only the Original 12 is his Casualty Reduction');
  // a first wound of an unwounded leader eliminates him in 1/3 of wounds: a good-order 8
  // leader's only wound is the Original 12 (1/36): eliminated 1/108, wounded 2/108
  const first = fractions({ morale: 8, unit: 'leader' });
  t.equal(first.eliminated, '1/108');
  t.equal(first.wounded, '1/54');
  // wounded before, the same Original 12 eliminates him in 1/2 of wounds: 1/72
  t.equal(fractions({ morale: 8, unit: 'leader', wounded: true }).eliminated, '1/72');
  // a broken 8 squad's Original 12 eliminates it outright (A10.31)
  t.equal(fractions({ morale: 8, broken: true }).eliminated, '1/36');
});

t.test('hand-worked fractions: a wounded hero who fails is eliminated (A17.1, A15.2)', async (t) => {
  // a wounded 9 hero has ML 8: he fails on Originals 9..12, 4 + 3 + 2 + 1 = 10/36 = 5/18, and
  // each failure eliminates him (no severity dr, so no survivor)
  const h = fractions({ morale: 9, unit: 'hero', wounded: true });
  t.equal(h.failed, '5/18');
  t.equal(h.eliminated, '5/18', 'eliminated exactly when he fails');
  t.equal(h.wounded, '0/1', 'no wounded hero survives a failure');
  t.equal(h.casualtyReduced, '1/36', 'the Original 12 is his Casualty Reduction');
  // on a 2MC he fails on Originals 7..12: 21/36 = 7/12
  const h2 = fractions({ morale: 9, unit: 'hero', wounded: true, modifier: 2 });
  t.equal(h2.eliminated, '7/12');
  t.equal(h2.failed, '7/12');
});

t.test('hand-worked fractions: Heat of Battle spares heroes and crews (A15.1)', async (t) => {
  t.equal(fractions({ morale: 9, unit: 'hero', modifier: 1 }).heatOfBattle, '0/1', "a hero's 1MC");
  t.equal(fractions({ morale: 6, unit: 'crew' }).heatOfBattle, '0/1', "a crew's NMC");
  t.equal(fractions({ morale: 6, unit: 'crew', broken: true, modifier: 2 }).heatOfBattle, '0/1', "a broken crew's 2MC");
  t.equal(fractions({ morale: 6, unit: 'half-squad' }).heatOfBattle, '1/36', "a half-squad's NMC: the Original 2, 1/36");
  t.equal(fractions({ morale: 8, unit: 'leader', modifier: 1 }).heatOfBattle, '1/36', "a leader's 1MC");
});

const configs: Array<[string, Partial<MoraleCheckParams>]> = [
  ['7 squad, 2MC, -1 leader', { modifier: 2, leadership: -1 }],
  ['broken 8 squad, NMC', { morale: 8, broken: true }],
  ['broken 8 leader, 1MC', { morale: 8, broken: true, unit: 'leader', modifier: 1 }],
  ['fanatic 10 hero', { morale: 10, fanatic: true, unit: 'hero', modifier: 3 }],
  ['wounded 9 leader, good order, 4MC', { morale: 9, unit: 'leader', wounded: true, modifier: 4 }],
  ['6 half-squad, TC, +1 DRM', { morale: 6, unit: 'half-squad', check: 'TC', drm: 1 }],
  ['broken 5 crew, -3 leader', { morale: 5, unit: 'crew', broken: true, leadership: -3 }],
  ['wounded broken 7 leader, 1MC', { morale: 7, broken: true, unit: 'leader', wounded: true, modifier: 1 }],
  ['9 hero, 2MC', { morale: 9, unit: 'hero', modifier: 2 }],
  ['wounded 8 hero, NMC, -1 DRM', { morale: 8, unit: 'hero', wounded: true, drm: -1 }],
];

// 200,000 trials each, within 5 standard errors (the exact binomial tails for a rare bin, at the
// same rate): a comparison fails by accident with probability 5.7e-7, a configuration (at most
// ~120 comparisons) less than once in 14,000 runs (test/helpers/statistics.ts).
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
