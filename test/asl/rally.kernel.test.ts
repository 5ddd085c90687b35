/**
 * ASL rally: one loaded-dice test per rule branch, then Monte Carlo and the kernel's own exact
 * method against the independent enumeration of test/asl/independent.ts.
 */
import t from 'tap';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { rallyAttempt, type RallyParams } from '../../simulations/asl/rallyAttempt.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactMatches } from './compare.js';
import { exactRally } from './independent.js';

const base: RallyParams = {
  brokenMorale: 8,
  leadership: 0,
  selfRally: false,
  terrain: 'open',
  desperation: false,
  drm: 0,
  unit: 'squad',
  fanatic: false,
  wounded: false,
  phases: 1,
};
const run = (p: Partial<RallyParams>, faces: number[]) => {
  const o = loadedTrial(rallyAttempt, { ...base, ...p }, faces);
  t.equal(o.unused, 0, `every scripted face is used: ${faces}`);
  return {
    on: Object.keys(o.events)
      .filter((k) => o.events[k])
      .sort(),
    ...o.values,
  };
};

t.test('loaded dice: every rule branch', async (t) => {
  t.same(run({}, [4, 4]).on, ['rallied'], '8 <= broken ML 8: rallied (no pin in a rally)');
  t.same(run({}, [4, 5]).on, [], '9 > 8: not rallied');
  t.same(run({ leadership: -1, terrain: 'woods' }, [5, 5]).on, ['rallied'], '10 - 1 (leader) - 1 (woods) = 8');
  for (const terrain of ['building', 'pillbox', 'entrenchment'] as const) {
    t.same(run({ terrain }, [4, 5]).on, ['rallied'], `${terrain} is rally terrain: 9 - 1 = 8`);
  }
  t.same(run({ selfRally: true }, [4, 4]).on, [], 'self-rally +1: 8 + 1 = 9 fails');
  t.same(
    run({ selfRally: true, unit: 'leader', leadership: -2 }, [4, 4]).on,
    [],
    'a leader self-rallying pays +1 and never uses his own modifier',
  );
  t.same(run({ desperation: true }, [2, 2]).on, ['rallied'], 'DM +4: 4 + 4 = 8');
  t.same(run({ desperation: true }, [2, 3]).on, [], 'DM +4: 5 + 4 = 9 fails');
  t.same(run({ fanatic: true }, [4, 5]).on, ['rallied'], 'Fanatic: broken ML 9');

  // Fate (A10.64)
  t.same(
    run({ brokenMorale: 10, leadership: -3 }, [6, 6]),
    { on: ['casualtyReduced'], attempts: 1, rallyPhase: 0 },
    'Fate: an Original 12 fails whatever the DRM and Casualty Reduces the squad',
  );
  t.same(run({ unit: 'half-squad', leadership: -3 }, [6, 6]).on, ['casualtyReduced', 'eliminated'], 'Fate on a half-squad: eliminated');
  t.same(run({ unit: 'crew', leadership: -3 }, [6, 6]).on, ['casualtyReduced', 'eliminated'], 'Fate on a crew: eliminated');
  t.same(run({ unit: 'leader', leadership: -1 }, [6, 6, 4]).on, ['casualtyReduced'], 'A17.11: Fate on a leader: severity 4, wounded');
  t.same(run({ unit: 'leader', leadership: -1 }, [6, 6, 5]).on, ['casualtyReduced', 'eliminated'], 'A17.11: severity 5 eliminates');
  t.same(
    run({ unit: 'leader', wounded: true }, [6, 6, 3]).on,
    ['casualtyReduced'],
    'A17.11: Fate on a wounded leader: severity 3 + 1 = 4, wounded again and alive',
  );
  t.same(run({ unit: 'leader', wounded: true }, [6, 6, 4]).on, ['casualtyReduced', 'eliminated'], 'A17.11: 4 + 1 = 5 eliminates him');

  // Original 2: Heat of Battle and leader creation
  t.same(
    run({ leadership: 1, desperation: true, brokenMorale: 6 }, [1, 1]).on,
    ['heatOfBattle'],
    'Original 2 rallied by a leader: Heat of Battle, even when it fails (2 + 5 > 6)',
  );
  t.same(run({}, [1, 1]).on, ['heatOfBattle', 'rallied'], 'Original 2 under a leader');
  t.same(
    run({ selfRally: true }, [1, 1]).on,
    ['leaderCreation', 'rallied'],
    'A18.11: Original 2 on an MMC self-rally: leader creation, no Heat of Battle',
  );
  t.same(
    run({ selfRally: true, unit: 'crew' }, [1, 1]).on,
    ['rallied'],
    'A10.6: a crew self-rallies in its own right: 2 + 1 = 3 <= 8 rallies, no leader creation, no Heat of Battle',
  );
  t.same(
    run({ brokenMorale: 5, selfRally: true, unit: 'crew', desperation: true }, [1, 1]).on,
    [],
    "A10.6, A10.63: a crew's self-rally Original 2 under DM is a plain DR: 2 + 1 + 4 = 7 > 5 fails",
  );
  t.same(run({ selfRally: true, unit: 'crew', brokenMorale: 6 }, [2, 3]).on, ['rallied'], 'A10.63: +1 for the crew too: 5 + 1 = 6 <= 6');
  t.same(run({ selfRally: true, unit: 'crew', brokenMorale: 6 }, [3, 3]).on, [], '6 + 1 = 7 > 6 fails');
  t.same(run({ unit: 'crew', leadership: -1 }, [1, 1]).on, ['rallied'], 'A15.1: a crew rallied by a leader: no Heat of Battle');
  t.same(run({ selfRally: true, unit: 'leader' }, [1, 1]).on, ['rallied'], "a leader's self-rally Original 2: neither");
  // field promotion rallies whatever the DRM (A18.11)
  t.same(
    run({ brokenMorale: 5, selfRally: true, desperation: true, drm: 3 }, [1, 1]),
    { on: ['leaderCreation', 'rallied'], attempts: 1, rallyPhase: 1 },
    'A18.11: Original 2 on the first-MMC self-rally under DM: 2 + 1 + 4 + 3 = 10 > 5, rallied anyway, and a leader is created',
  );
  t.same(
    run({ brokenMorale: 5, selfRally: true, unit: 'half-squad', desperation: true }, [1, 1]).on,
    ['leaderCreation', 'rallied'],
    'A18.11: a half-squad too (2 + 5 = 7 > 5)',
  );
  t.same(run({ brokenMorale: 5, selfRally: true, desperation: true }, [1, 2]).on, [], 'an Original 3 is no field promotion: 3 + 5 = 8 > 5');
  t.same(
    run({ brokenMorale: 5, selfRally: true, unit: 'leader', desperation: true }, [1, 1]).on,
    [],
    "a leader's self-rally Original 2 under DM: no field promotion, 2 + 5 = 7 > 5 fails",
  );
  t.same(
    run({ brokenMorale: 5, leadership: 1, desperation: true }, [1, 1]).on,
    ['heatOfBattle'],
    'under a leader, an Original 2 is no field promotion: 2 + 1 + 4 = 7 > 5 fails, with Heat of Battle',
  );
  t.same(
    run({ brokenMorale: 5, selfRally: true, desperation: true, phases: 3 }, [3, 3, 1, 1]),
    { on: ['leaderCreation', 'rallied'], attempts: 2, rallyPhase: 2 },
    'A18.11: field promotion in the second phase (each phase has its first-MMC self-rally)',
  );

  // several phases, Fate carried over
  t.same(
    run({ brokenMorale: 7, phases: 3 }, [5, 5, 6, 6, 2, 3]),
    { on: ['casualtyReduced', 'rallied'], attempts: 3, rallyPhase: 3 },
    'fail, Fate (squad -> half-squad), then the half-squad rallies in phase 3',
  );
  t.same(
    run({ phases: 3 }, [6, 6, 6, 6]),
    { on: ['casualtyReduced', 'eliminated'], attempts: 2, rallyPhase: 0 },
    'Fate twice: the half-squad left by the first is eliminated by the second',
  );
  t.same(
    run({ unit: 'leader', selfRally: true, phases: 2 }, [6, 6, 2, 4, 3]),
    { on: ['casualtyReduced'], attempts: 2, rallyPhase: 0 },
    'a leader wounded by Fate tries on at ML 7: 7 + 1 = 8 fails',
  );
  t.same(
    run({ unit: 'leader', selfRally: true, phases: 2 }, [5, 5, 3, 3]),
    { on: ['rallied'], attempts: 2, rallyPhase: 2 },
    'unwounded, the same 6 + 1 = 7 rallies in phase 2',
  );
  t.same(run({ phases: 4 }, [5, 5, 5, 5, 5, 5, 5, 5]), { on: [], attempts: 4, rallyPhase: 0 }, 'four failures in four phases');
});

const configs: Array<[string, Partial<RallyParams>]> = [
  ['8 squad, -1 leader, woods', { leadership: -1, terrain: 'woods' }],
  ['7 squad self-rally under DM, 3 phases', { brokenMorale: 7, selfRally: true, desperation: true, phases: 3 }],
  ['9 leader self-rally, 4 phases', { brokenMorale: 9, unit: 'leader', selfRally: true, phases: 4 }],
  ['6 half-squad, -2 leader, building, 2 phases', { brokenMorale: 6, unit: 'half-squad', leadership: -2, terrain: 'building', phases: 2 }],
  ['10 squad, -3 leader, 3 phases (Fate decides)', { brokenMorale: 10, leadership: -3, phases: 3 }],
  ['wounded 8 leader, +1 leader, DM, 3 phases', { unit: 'leader', wounded: true, leadership: 1, desperation: true, phases: 3 }],
  ['5 squad self-rally under DM, 4 phases (field promotion decides)', { brokenMorale: 5, selfRally: true, desperation: true, phases: 4 }],
  ['wounded 10 leader, -3 leader, 5 phases (Fate decides)', { brokenMorale: 10, unit: 'leader', wounded: true, leadership: -3, phases: 5 }],
  [
    '6 crew self-rally under DM, 3 phases (no field promotion)',
    { brokenMorale: 6, unit: 'crew', selfRally: true, desperation: true, phases: 3 },
  ],
  [
    '7 crew, -1 leader, woods, 2 phases (no Heat of Battle)',
    { brokenMorale: 7, unit: 'crew', leadership: -1, terrain: 'woods', phases: 2 },
  ],
];

// 200,000 trials each, within 5 standard errors (the exact binomial tails for a rare bin, at the
// same rate): a comparison fails by accident with probability 5.7e-7, a configuration (at most
// ~120 comparisons) less than once in 14,000 runs (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact enumeration: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, rallyAttempt, p, exactRally(p), 200_000, 5000 + i);
  });
}

/** The kernel's exact answer as fractions, by event name. */
function fractions(over: Partial<RallyParams>): Record<string, string> {
  const p = { ...base, ...over };
  const { tally } = rallyAttempt.prepare(p);
  const got = rallyAttempt.exact!(p, new ExactBudget(1e6));
  return Object.fromEntries(tally.events.map((e) => [e.name, got[e.slot]!.toString()]));
}

t.test("hand-worked fractions: a crew's self-rally is its own, without field promotion (A10.6, A10.63)", async (t) => {
  // a broken 8 crew self-rallying in the open: +1, so Originals 2..7 rally (21/36 = 7/12); the
  // Original 12 is Fate (1/36), which eliminates a crew; no leader is ever created
  const crew = fractions({ unit: 'crew', selfRally: true });
  t.same(crew, { rallied: '7/12', casualtyReduced: '1/36', eliminated: '1/36', heatOfBattle: '0/1', leaderCreation: '0/1' });
  // under DM (+4 more) a 5 crew never rallies: 2 + 5 = 7 > 5; a squad would on its Original 2
  t.equal(fractions({ unit: 'crew', selfRally: true, brokenMorale: 5, desperation: true }).rallied, '0/1');
  t.same(fractions({ selfRally: true, brokenMorale: 5, desperation: true }).leaderCreation, '1/36', 'a squad: field promotion on 1/36');
  // rallied by a -1 leader, a crew's Original 2 brings no Heat of Battle (A15.1); a squad's does
  t.equal(fractions({ unit: 'crew', leadership: -1 }).heatOfBattle, '0/1');
  t.equal(fractions({ leadership: -1 }).heatOfBattle, '1/36');
});

t.test('exact over 20 phases stays small: states are merged phase by phase', async (t) => {
  const p = { ...base, brokenMorale: 5, phases: 20 };
  const budget = new ExactBudget(1e6);
  const got = rallyAttempt.exact!(p, budget);
  t.ok(budget.used < 200, `${budget.used} states`);
  const attempts = rallyAttempt.prepare(p).tally.values.find((v) => v.name === 'attempts')!;
  const total = got.slice(attempts.slot, attempts.slot + 20).reduce((x, y) => x.add(y));
  t.equal(total.toString(), '1/1', 'the attempts distribution sums to exactly 1');
});

t.test("the kernel's exact method matches the independent enumeration", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, rallyAttempt, p, exactRally(p), name);
  }
});
