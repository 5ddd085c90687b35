/**
 * "No regression": a seeded run of each ASL kernel gives these exact counts. A change to a
 * kernel's draws (their order or number) or to the engine's streams shows up here first; if the
 * change is meant, the service version should change with it and these counts be renewed.
 */
import t from 'tap';
import type { Kernel } from '../../simulations/core/kernel.js';
import { locationCheck } from '../../simulations/asl/locationCheck.js';
import { moraleCheck } from '../../simulations/asl/moraleCheck.js';
import { rallyAttempt } from '../../simulations/asl/rallyAttempt.js';
import { rallyOptions } from '../../simulations/asl/rallyOptions.js';
import { routInterdiction } from '../../simulations/asl/routInterdiction.js';
import { simulate } from '../helpers/statistics.js';

const squad = { kind: 'squad', broken: false, fanatic: false, wounded: false, leadership: 0 };
const rallyUnit = {
  brokenMorale: 7,
  terrain: 'woods',
  desperation: false,
  drm: 0,
  unit: 'squad',
  fanatic: false,
  wounded: false,
  phases: 3,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cases: Array<[string, Kernel<any>, unknown]> = [
  [
    'morale-check',
    moraleCheck,
    { morale: 7, broken: false, check: 'MC', modifier: 2, leadership: -1, drm: 0, fanatic: false, wounded: false, unit: 'leader' },
  ],
  ['rally', rallyAttempt, { ...rallyUnit, leadership: -1, selfRally: false }],
  [
    'rally-options',
    rallyOptions,
    {
      ...rallyUnit,
      options: [
        { leadership: -2, selfRally: false },
        { leadership: 0, selfRally: true },
      ],
    },
  ],
  [
    'rout',
    routInterdiction,
    {
      brokenMorale: 7,
      unit: 'squad',
      interdictions: 3,
      pinnedAdjacentToEnemy: false,
      drm: 0,
      fanatic: false,
      wounded: false,
      leader: null,
    },
  ],
  [
    'morale-check, wounded hero',
    moraleCheck,
    { morale: 9, broken: false, check: 'MC', modifier: 2, leadership: 0, drm: 0, fanatic: false, wounded: true, unit: 'hero' },
  ],
  [
    'rally, field promotion',
    rallyAttempt,
    { ...rallyUnit, brokenMorale: 5, terrain: 'open', desperation: true, leadership: 0, selfRally: true },
  ],
  [
    'rout with a leader',
    routInterdiction,
    {
      brokenMorale: 7,
      unit: 'squad',
      interdictions: 3,
      pinnedAdjacentToEnemy: true,
      drm: 0,
      fanatic: true,
      wounded: false,
      leader: { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true },
    },
  ],
  [
    'location-check',
    locationCheck,
    {
      units: [
        { ...squad, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
        { ...squad, id: 'a', morale: 7, brokenMorale: 8 },
        { ...squad, id: 'b', morale: 6, brokenMorale: 6, broken: true },
      ],
      modifier: 1,
      drm: 0,
    },
  ],
  [
    'location-check, wounded leaders, a hero, a Fanatic squad',
    locationCheck,
    {
      units: [
        { ...squad, id: '9-2', kind: 'leader', morale: 9, brokenMorale: 8, leadership: -2, wounded: true },
        { ...squad, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1, broken: true, wounded: true },
        { ...squad, id: 'h', kind: 'hero', morale: 8, brokenMorale: 8 },
        { ...squad, id: 'a', morale: 7, brokenMorale: 6, fanatic: true },
      ],
      modifier: 3,
      drm: 0,
    },
  ],
];

// renew with ASL_SNAPSHOT_PRINT=1 node build/test/asl/snapshot.test.js
const SNAPSHOT: Record<string, number[]> = {
  'morale-check': [8450, 2811, 11370, 535, 180, 550, 355, 11550],
  rally: [19912, 614, 15, 650, 0, 16795, 2717, 488, 88, 16795, 2708, 409],
  'rally-options': [
    19978, 579, 13, 579, 0, 18317, 1565, 118, 22, 18317, 1552, 109, 18550, 828, 21, 0, 939, 11729, 4950, 3321, 1450, 11729, 4940, 1881,
  ],
  rout: [5583, 6504, 6679, 7738, 1252, 3860, 6167, 4390, 5583],
  'morale-check, wounded hero': [8368, 0, 0, 547, 5731, 519, 5901, 11632],
  'rally, field promotion': [1655, 1548, 38, 0, 1655, 559, 567, 18874, 18345, 559, 559, 537],
  'rout with a leader': [9091, 1475, 10909, 6426, 1479, 7376, 4281, 3683, 2945, 9091],
  'location-check': [
    0, 19797, 179, 8129, 1653, 203, 7051, 8214, 4532, 19284, 614, 102, 0, 0, 0, 0, 16351, 3572, 77, 0, 0, 8301, 3391, 7718, 0, 411, 179,
    5886, 4529, 9067, 518, 0, 0, 0, 0, 7286, 12075, 0, 639,
  ],
  'location-check, wounded leaders, a hero, a Fanatic squad': [
    0, 18712, 8345, 11409, 2127, 1288, 5621, 8424, 4667, 0, 9712, 8682, 1558, 47, 1, 0, 0, 0, 0, 16503, 3313, 131, 53, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 5511, 2806, 11146, 0, 263, 274, 0, 0, 4285, 0, 7467, 8248, 9803, 0, 0, 0, 6784, 3413, 3452, 3231, 12621, 688, 0, 8,
  ],
};

for (const [name, kernel, params] of cases) {
  t.test(`seeded counts of ${name} do not change`, async (t) => {
    const { acc } = simulate(kernel, params, 20_000, 42);
    const counts = Array.from(acc);
    if (process.env.ASL_SNAPSHOT_PRINT) console.log(`  '${name}': ${JSON.stringify(counts)},`);
    t.same(counts, SNAPSHOT[name], `${name}: seed 42, 20,000 trials`);
  });
}
