/**
 * "No regression": a seeded run of each XCOM kernel gives these exact counts. A change to a
 * kernel's draws (their order or number) or to the engine's streams shows up here first; if the
 * change is meant, the service version should change with it and these counts be renewed.
 */
import t from 'tap';
import type { Kernel } from '../../simulations/core/kernel.js';
import { baseDefense } from '../../simulations/xcom/baseDefense.js';
import { globalDefense } from '../../simulations/xcom/globalDefense.js';
import { missionTasks } from '../../simulations/xcom/missionTasks.js';
import { orbitalDefense } from '../../simulations/xcom/orbitalDefense.js';
import { researchTask } from '../../simulations/xcom/researchTask.js';
import { xcomRound } from '../../simulations/xcom/round.js';
import { simulate } from '../helpers/statistics.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cases: Array<[string, Kernel<any>, unknown]> = [
  ['research', researchTask, { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} }],
  ['orbital-defense', orbitalDefense, { satellites: 3, ufos: 2, threat: 1, policy: {} }],
  [
    'global-defense',
    globalDefense,
    {
      continents: [
        { interceptors: 2, ufos: 1 },
        { interceptors: 1, ufos: 3 },
      ],
      threat: 1,
      policy: {},
    },
  ],
  [
    'base-defense',
    baseDefense,
    {
      soldiers: [
        { skills: [0], special: 0, elite: true },
        { skills: [1], elite: false },
        { skills: [2], special: 2, elite: false },
      ],
      enemies: [
        { hp: 1, skills: [0, 2], special: 2 },
        { hp: 2, skills: [0, 1], special: 0 },
      ],
      threat: 1,
      policy: {},
    },
  ],
  [
    'mission',
    missionTasks,
    {
      cards: [
        {
          soldiers: [
            { skills: [0], special: 0, elite: true },
            { skills: [1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [
            { kind: 'objective', assign: 2 },
            { kind: 'enemy', hp: 2, skills: [0, 1], special: 0 },
          ],
        },
        { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
      ],
      threat: 1,
      policy: {},
    },
  ],
  [
    'round',
    xcomRound,
    {
      panicTrackEnd: 5,
      continents: [
        { panic: 3, interceptors: 1, ufos: 1 },
        { panic: 2, interceptors: 2, ufos: 2 },
      ],
      tieOrder: [1, 0],
      budget: { money: 9, soldiers: 3, interceptors: 3, scientists: 3, satellites: 2 },
      research: [{ scientists: 2, cost: 2, progress: 0, bonusDice: 1 }],
      orbit: { satellites: 2, ufos: 2 },
      base: {
        soldiers: [
          { skills: [0], special: 0, elite: true },
          { skills: [1], elite: false },
        ],
        enemies: [{ hp: 2, skills: [0, 1], special: 0 }],
        damage: 1,
        redSpace: 2,
      },
      missions: [{ soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] }],
      policy: { research: {}, orbital: {}, global: {}, base: {}, missions: {} },
    },
  ],
];

// renew with XCOM_SNAPSHOT_PRINT=1 node build/test/xcom/snapshot.test.js
const SNAPSHOT: Record<string, number[]> = {
  research: [11901, 12147, 0, 2989, 7886, 5913, 2469, 623, 104, 14, 2, 1286, 2958, 3855, 11901],
  'orbital-defense': [15735, 8163, 15735, 3010, 1255, 0, 6861, 8402, 3519, 1012, 174, 27, 4, 1],
  'global-defense': [1470, 19422, 1470, 3745, 7333, 6612, 840, 17332, 5907, 17332, 2668, 1695, 19191, 1695, 4079, 7818, 6408],
  'base-defense': [13065, 11709, 13065, 6351, 584, 8291, 0, 8417, 3292, 0, 0, 8335, 7421, 2981, 964, 240, 55, 4, 0, 0],
  mission: [
    6651, 6651, 18075, 296, 3325, 9728, 6651, 1925, 5870, 1035, 5176, 5994, 0, 0, 0, 3222, 6142, 5609, 3408, 1295, 299, 25, 0, 0, 0, 0, 0,
    3222, 6142, 5609, 3408, 1295, 299, 25, 0, 0, 13922, 12205, 534, 5544, 13922, 7795, 0, 5083, 7122, 9346, 15912, 10654, 9346, 4088, 15912,
  ],
  round: [
    20000, 15688, 2674, 13640, 0, 18362, 1638, 17326, 2674, 11869, 0, 8131, 8622, 0, 11378, 4562, 3989, 6113, 5336, 7175, 6519, 3278, 3028,
    20000, 13790, 9325, 0, 0, 0, 0, 0, 20000, 13790, 6210, 1638, 12242, 11449, 0, 0, 7529, 6320, 4513, 1638, 12242, 5157, 2601, 15688, 8131,
    1259, 3053, 15688, 0, 6966, 8379, 3456, 998, 174, 21, 6, 0, 12351, 11378, 12351, 5090, 2559, 0, 4413, 7784, 4959, 2096, 590, 135, 21, 2,
    17326, 6306, 17326, 2674, 13694, 0, 6306, 0, 9623, 7828, 2142, 346, 55, 4, 2, 0, 0, 13640, 9547, 6360, 13640, 10453, 9547,
  ],
};

for (const [name, kernel, params] of cases) {
  t.test(`seeded counts of ${name} do not change`, async (t) => {
    const { acc } = simulate(kernel, params, 20_000, 42);
    const counts = Array.from(acc);
    if (process.env.XCOM_SNAPSHOT_PRINT) console.log(`  '${name}': ${JSON.stringify(counts)},`);
    t.same(counts, SNAPSHOT[name], `${name}: seed 42, 20,000 trials`);
  });
}
