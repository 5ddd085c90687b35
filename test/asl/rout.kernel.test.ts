/**
 * ASL rout through Interdiction: one loaded-dice test per branch, then Monte Carlo and the
 * kernel's own exact method against the independent enumeration of test/asl/independent.ts.
 */
import t from 'tap';
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { routInterdiction, type RoutLeader, type RoutParams } from '../../simulations/asl/routInterdiction.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactMatches } from './compare.js';
import { exactRout } from './independent.js';

const base: RoutParams = {
  brokenMorale: 7,
  unit: 'squad',
  interdictions: 2,
  pinnedAdjacentToEnemy: false,
  drm: 0,
  fanatic: false,
  wounded: false,
  leader: null,
};
const run = (p: Partial<RoutParams>, faces: number[]) => {
  const o = loadedTrial(routInterdiction, { ...base, ...p }, faces);
  t.equal(o.unused, 0, `every scripted face is used: ${faces}`);
  return {
    on: Object.keys(o.events)
      .filter((k) => o.events[k])
      .sort(),
    cleared: o.values.interdictionsCleared,
  };
};

t.test('loaded dice: every branch', async (t) => {
  t.same(run({}, [2, 3, 3, 3]), { on: ['routed'], cleared: 2 }, 'two passes: routed');
  t.same(run({ interdictions: 0 }, []), { on: ['routed'], cleared: 0 }, 'no interdiction: routed, no DR');
  t.same(run({}, [4, 4, 2, 2]), { on: ['reduced', 'routed'], cleared: 2 }, 'a failed NMC reduces the squad; its half-squad routs on');
  t.same(run({}, [4, 4, 5, 5]), { on: ['eliminated'], cleared: 1 }, 'the half-squad fails: eliminated');
  t.same(run({ unit: 'half-squad' }, [4, 4]), { on: ['eliminated'], cleared: 0 }, 'a half-squad that fails is eliminated');
  t.same(run({ unit: 'crew' }, [5, 4]), { on: ['eliminated'], cleared: 0 }, 'a crew that fails is eliminated');
  t.same(
    run({ drm: -6, brokenMorale: 10 }, [6, 6]),
    { on: ['eliminated'], cleared: 0 },
    'Original 12 eliminates a broken unit, whatever the DRM (A10.31)',
  );
  t.same(run({}, [3, 4]), { on: ['pinned'], cleared: 0 }, 'final DR = ML: pinned, the rout ends');
  t.same(
    run({ pinnedAdjacentToEnemy: true }, [2, 2, 3, 4]),
    { on: ['eliminated', 'pinned'], cleared: 1 },
    'pinned next to the enemy: eliminated',
  );
  t.same(run({ drm: 1 }, [3, 3]), { on: ['pinned'], cleared: 0 }, 'DRM +1: 6 + 1 = 7 = ML pins');
  t.same(run({}, [4, 4, 3, 4]), { on: ['pinned', 'reduced'], cleared: 1 }, 'reduced, then its half-squad pinned: both');
  t.same(run({ fanatic: true }, [4, 3, 1, 2]), { on: ['routed'], cleared: 2 }, 'Fanatic: broken ML 8, so 7 passes without a pin');
  t.same(
    run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 3, 2, 3]),
    { on: ['reduced', 'routed'], cleared: 2 },
    'a leader who fails: severity 3, wounded; routs on at ML 7 (5 < 7)',
  );
  t.same(run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 5]), { on: ['eliminated'], cleared: 0 }, 'severity 5: killed');
  t.same(
    run({ unit: 'leader', brokenMorale: 8, wounded: true }, [4, 4, 4]),
    { on: ['eliminated'], cleared: 0 },
    'A17.11: a wounded leader (ML 7) who fails: severity 4 + 1 = 5 eliminates him',
  );
  t.same(
    run({ unit: 'leader', brokenMorale: 8, wounded: true }, [4, 4, 3, 2, 2]),
    { on: ['reduced', 'routed'], cleared: 2 },
    'A17.11: severity 3 + 1 = 4: wounded again, he routs on (still ML 7: wounds do not add up)',
  );
  t.same(
    run({ drm: -4, brokenMorale: 10 }, [1, 1, 3, 3]),
    { on: ['heatOfBattle', 'routed'], cleared: 2 },
    'A15.1: an Original 2 on an Interdiction NMC precedes Heat of Battle',
  );
  t.same(
    run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 1, 3, 4]),
    { on: ['pinned', 'reduced'], cleared: 1 },
    'wounded at the first: the second 7 = ML 7 pins',
  );
});

const LEADER_8_1: RoutLeader = { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true };

t.test('loaded dice: Voluntary Rout (A10.711), a leader routing with the unit', async (t) => {
  const led = (over: Partial<RoutParams>, faces: number[], leader: Partial<RoutLeader> = {}) =>
    run({ ...over, leader: { ...LEADER_8_1, ...leader } }, faces);
  t.same(led({}, [3, 3, 3, 3]), { on: ['routed'], cleared: 2 }, 'two passes: the leader routs along, unharmed');
  t.same(
    led({}, [4, 4]),
    { on: ['pinned'], cleared: 0 },
    'A10.21, A10.72: his -1 applies to the NMC: 8 - 1 = 7 pins; a pin is a pass, so he is not eliminated',
  );
  t.same(
    led({}, [4, 3], { modifiesInterdiction: false }),
    { on: ['pinned'], cleared: 0 },
    'modifiesInterdiction false: 7 = ML 7 pins (with his -1 it would pass)',
  );
  t.same(
    led({}, [5, 4, 2, 2, 2, 3]),
    { on: ['leaderEliminated', 'reduced', 'routed'], cleared: 2 },
    'A10.711: 9 - 1 = 8 fails: the squad is reduced and the leader eliminated; A10.2: LLMC at +1 (ML 7 < 8): 4 + 1 passes; then alone, 5 passes',
  );
  t.same(
    led({}, [5, 4, 4, 4]),
    { on: ['eliminated', 'leaderEliminated'], cleared: 0 },
    'the LLMC fails (8 + 1 > 7): the half-squad is Casualty Reduced, eliminated',
  );
  t.same(
    led({}, [5, 4, 3, 3]),
    { on: ['leaderEliminated', 'pinned', 'reduced'], cleared: 0 },
    'the LLMC passed on equality (6 + 1 = 7) pins: the rout ends',
  );
  t.same(
    led({ pinnedAdjacentToEnemy: true }, [5, 4, 3, 3]),
    { on: ['eliminated', 'leaderEliminated', 'pinned'], cleared: 0 },
    '... and next to the enemy the pin eliminates it (A10.53)',
  );
  t.same(
    led({}, [6, 6]),
    { on: ['eliminated', 'leaderEliminated'], cleared: 0 },
    'A10.31: an Original 12 eliminates the unit, a failure that eliminates the leader; no LLMC, nobody is left',
  );
  t.same(
    led({}, [5, 4, 1, 1, 2, 2]),
    { on: ['heatOfBattle', 'leaderEliminated', 'reduced', 'routed'], cleared: 2 },
    'A15.1: an Original 2 on the LLMC precedes Heat of Battle',
  );
  t.same(
    led({ brokenMorale: 8 }, [5, 5, 2, 2]),
    { on: ['leaderEliminated', 'reduced', 'routed'], cleared: 2 },
    'A10.2: no LLMC for a unit whose ML (8) is not below his (8)',
  );
  t.same(
    led({ unit: 'leader', brokenMorale: 8 }, [4, 4]),
    { on: ['pinned'], cleared: 0 },
    'A10.22: a routing broken 8 leader takes no DRM from a leader of ML 8: 8 pins (with -1 it would pass)',
  );
  t.same(
    led({ fanatic: true }, [5, 5, 2, 2, 2, 2]),
    { on: ['leaderEliminated', 'reduced', 'routed'], cleared: 2 },
    'A10.8: a Fanatic squad (ML 8) makes him Fanatic (9): 10 - 1 > 8 fails, and the squad (8 < 9) takes the LLMC',
  );
  t.same(
    led({ fanatic: true, unit: 'crew' }, [5, 5]),
    { on: ['eliminated', 'leaderEliminated'], cleared: 0 },
    'a crew that fails is gone, and he with it',
  );
  t.same(led({}, [4, 3], { wounded: true }), { on: ['pinned'], cleared: 0 }, 'A17.3: a wounded 8-1 gives 0, not -1: 7 pins');
  t.same(
    led({}, [5, 4, 2, 2], { wounded: true }),
    { on: ['leaderEliminated', 'reduced', 'routed'], cleared: 2 },
    'A17.3, A10.2: his ML is 7 wounded, so the squad (7) takes no LLMC when he is lost',
  );
  // A10.2: a positive leadership modifier stays positive on the LLMC
  const six = { morale: 6, leadership: 1, modifiesInterdiction: false };
  t.same(
    led({ brokenMorale: 5 }, [3, 3, 2, 3], six),
    { on: ['eliminated', 'leaderEliminated'], cleared: 0 },
    'A10.2: a 6+1 lost: the half-squad (5 < 6) takes a 1MC: 5 + 1 = 6 > 5 fails, eliminated (not 5 - 1 = 4)',
  );
  t.same(
    led({ brokenMorale: 5 }, [3, 3, 2, 2], six),
    { on: ['leaderEliminated', 'pinned', 'reduced'], cleared: 0 },
    '4 + 1 = 5 = ML 5 pins',
  );
  t.same(
    led({ brokenMorale: 5, interdictions: 1 }, [3, 3, 1, 2], six),
    { on: ['leaderEliminated', 'reduced', 'routed'], cleared: 1 },
    '3 + 1 = 4 passes, and it routs on',
  );
  t.same(run({ unit: 'crew', brokenMorale: 6 }, [1, 1, 2, 2]), { on: ['routed'], cleared: 2 }, 'A15.1: a crew takes no Heat of Battle DR');
});

t.test('hand-worked fractions: the LLMC of a 6+1 leader lost is a 1MC (A10.2)', async (t) => {
  // a broken 5 squad with a 6+1 not modifying its NMC, one interdiction. Original 12 (1/36)
  // eliminates it; Originals 6..11 (25/36) fail it: reduced, the leader lost, and the half-squad
  // (5 < 6) takes a 1MC, failed on Originals 5..12 (30/36 = 5/6, the 12 included), which
  // eliminates it. 1/36 + 25/36 * 5/6 = 6/216 + 125/216 = 131/216
  const p: RoutParams = {
    ...base,
    brokenMorale: 5,
    interdictions: 1,
    leader: { morale: 6, leadership: 1, fanatic: false, wounded: false, modifiesInterdiction: false },
  };
  const { tally } = routInterdiction.prepare(p);
  const got = routInterdiction.exact!(p, new ExactBudget(1e6));
  const at = (name: string) => got[tally.events.find((e) => e.name === name)!.slot]!.toString();
  t.equal(at('eliminated'), '131/216');
  t.equal(at('leaderEliminated'), '13/18', 'every failure of the NMC, 26/36');
  // pinned by the NMC itself on an Original 5 (4/36), or by the 1MC on an Original 4 (3/36)
  // after a failure: 4/36 + 25/36 * 3/36 = 144/1296 + 75/1296 = 219/1296 = 73/432
  t.equal(at('pinned'), '73/432');
});

const configs: Array<[string, Partial<RoutParams>]> = [
  ['7 squad, 2 interdictions', {}],
  [
    '8 leader, 3 interdictions, pinned next to the enemy',
    { unit: 'leader', brokenMorale: 8, interdictions: 3, pinnedAdjacentToEnemy: true },
  ],
  ['6 half-squad, 1 interdiction, +1 DRM', { brokenMorale: 6, unit: 'half-squad', interdictions: 1, drm: 1 }],
  ['9 squad, 4 interdictions, -1 DRM', { brokenMorale: 9, interdictions: 4, drm: -1 }],
  ['fanatic 5 crew, 2 interdictions', { brokenMorale: 5, unit: 'crew', fanatic: true }],
  [
    '5 squad with a 6+1 leader, 2 interdictions (a 1MC when he is lost)',
    { brokenMorale: 5, leader: { morale: 6, leadership: 1, fanatic: false, wounded: false, modifiesInterdiction: true } },
  ],
  ['wounded 8 leader, 3 interdictions (a second wound at +1)', { unit: 'leader', brokenMorale: 8, wounded: true, interdictions: 3 }],
  ['7 squad with an 8-1 leader, 3 interdictions', { interdictions: 3, leader: LEADER_8_1 }],
  [
    'wounded 8 leader with a wounded 10-2, 3 interdictions, pinned next to the enemy',
    {
      unit: 'leader',
      brokenMorale: 8,
      wounded: true,
      interdictions: 3,
      pinnedAdjacentToEnemy: true,
      leader: { morale: 10, leadership: -2, fanatic: false, wounded: true, modifiesInterdiction: true },
    },
  ],
  [
    'fanatic 6 half-squad with a 7+1 not modifying its NMCs, 2 interdictions, +1 DRM',
    {
      brokenMorale: 6,
      unit: 'half-squad',
      fanatic: true,
      drm: 1,
      leader: { morale: 7, leadership: 1, fanatic: false, wounded: false, modifiesInterdiction: false },
    },
  ],
];

// 200,000 trials each, within 5 standard errors (the exact binomial tails for a rare bin, at the
// same rate): a comparison fails by accident with probability 5.7e-7, a configuration (at most
// ~120 comparisons) less than once in 14,000 runs (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact enumeration: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, routInterdiction, p, exactRout(p), 200_000, 7000 + i);
  });
}

t.test("the kernel's exact method matches the independent enumeration", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, routInterdiction, p, exactRout(p), name);
  }
});

t.test('exact: 20 interdictions stay small; a tiny budget throws TooLarge', async (t) => {
  const p = { ...base, interdictions: 20, unit: 'leader' as const };
  const budget = new ExactBudget(1e6);
  routInterdiction.exact!(p, budget);
  t.ok(budget.used < 100, `${budget.used} states`);
  t.throws(() => routInterdiction.exact!(p, new ExactBudget(3)), TooLarge);
});
