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
import { simulate } from '../helpers/statistics.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cases: Array<[string, Kernel<any>, unknown]> = [
  ['research', researchTask, { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} }],
  ['orbital-defense', orbitalDefense, { satellites: 3, ufos: 2, threat: 1, policy: {} }],
  ['global-defense', globalDefense, { continents: [{ interceptors: 2, ufos: 1 }, { interceptors: 1, ufos: 3 }], threat: 1, policy: {} }],
  [
    'base-defense',
    baseDefense,
    {
      soldiers: [{ skills: [0], special: 0, elite: true }, { skills: [1], elite: false }, { skills: [2], special: 2, elite: false }],
      enemies: [{ hp: 1, skills: [0, 2], special: 2 }, { hp: 2, skills: [0, 1], special: 0 }],
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
          soldiers: [{ skills: [0], special: 0, elite: true }, { skills: [1], elite: false }, { skills: [-1], elite: false }],
          tasks: [{ kind: 'objective', assign: 2 }, { kind: 'enemy', hp: 2, skills: [0, 1], special: 0 }],
        },
        { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
      ],
      threat: 1,
      policy: {},
    },
  ],
];

// renew with XCOM_SNAPSHOT_PRINT=1 node build/test/xcom/snapshot.test.js
const SNAPSHOT: Record<string, number[]> = {
  'research': [11901,12147,0,2989,7886,5913,2469,623,104,14,2,1286,2958,3855,11901],
  'orbital-defense': [15735,8163,15735,3010,1255,0,6861,8402,3519,1012,174,27,4,1],
  'global-defense': [1470,19422,1470,3745,7333,6612,840,17332,5907,17332,2668,1695,19191,1695,4079,7818,6408],
  'base-defense': [13128,11628,13128,6296,576,8372,0,8306,3322,0,0,8367,7441,2978,915,258,38,3,0,0],
  'mission': [6766,6766,18024,330,3376,9528,6766,1976,5810,1098,5126,5990,0,0,0,3408,6296,5516,3179,1293,297,11,0,0,0,0,0,3408,6296,5516,3179,1293,297,11,0,0,13943,12214,595,5462,13943,7786,0,5165,7049,9382,15867,10618,9382,4133,15867],
};

for (const [name, kernel, params] of cases) {
  t.test(`seeded counts of ${name} do not change`, async (t) => {
    const { acc } = simulate(kernel, params, 20_000, 42);
    const counts = Array.from(acc);
    if (process.env.XCOM_SNAPSHOT_PRINT) console.log(`  '${name}': ${JSON.stringify(counts)},`);
    t.same(counts, SNAPSHOT[name], `${name}: seed 42, 20,000 trials`);
  });
}
