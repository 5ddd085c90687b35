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
  'morale-check': [8235, 2760, 11569, 593, 196, 555, 397, 11765],
  rally: [19891, 661, 27, 633, 0, 16662, 2770, 568, 109, 16662, 2748, 481],
  'rally-options': [
    19966, 608, 25, 556, 0, 18307, 1564, 129, 34, 18307, 1543, 116, 18558, 857, 29, 0, 876, 11675, 4869, 3456, 1442, 11675, 4850, 2033,
  ],
  rout: [5558, 6522, 6805, 7637, 1177, 3863, 6228, 4351, 5558],
  'morale-check, wounded hero': [8214, 0, 0, 583, 5851, 536, 5935, 11786],
  'rally, field promotion': [1540, 1603, 58, 0, 1540, 534, 521, 18945, 18460, 534, 502, 504],
  'rout with a leader': [8997, 1478, 11003, 6369, 1385, 7487, 4413, 3661, 2929, 8997],
  'location-check': [
    0, 19796, 205, 8106, 1581, 204, 7025, 8177, 4594, 19230, 658, 112, 0, 0, 0, 0, 16419, 3487, 94, 0, 0, 8377, 3312, 7747, 0, 359, 205,
    5768, 4500, 9162, 570, 0, 0, 0, 0, 7087, 12236, 0, 677,
  ],
  'location-check, wounded leaders, a hero, a Fanatic squad': [
    0, 18665, 8410, 11381, 2029, 1335, 5537, 8527, 4601, 0, 9580, 8819, 1555, 44, 2, 0, 0, 0, 0, 16546, 3247, 144, 63, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 5518, 2830, 11105, 0, 276, 271, 0, 0, 4176, 0, 7530, 8294, 9662, 0, 0, 0, 6841, 3497, 3478, 3208, 12609, 698, 0, 7,
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
