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
  ['mission', missionTasks, { tasks: [{ need: 1, soldiers: 2, bonusDice: 0 }, { need: 2, soldiers: 2, bonusDice: 1 }], threat: 1, policy: {} }],
];

// renew with XCOM_SNAPSHOT_PRINT=1 node build/test/xcom/snapshot.test.js
const SNAPSHOT: Record<string, number[]> = {
  'research': [11789,12149,0,3160,7929,5881,2299,614,101,14,2,1259,3151,3801,11789],
  'orbital-defense': [15616,8254,15616,3096,1288,0,7004,8362,3411,983,203,32,5,0],
  'global-defense': [1478,19438,1478,3821,7279,6591,831,17432,5899,17432,2568,1692,19210,1692,4143,7730,6435],
  'base-defense': [13178,11576,13178,6275,547,8424,0,8338,3238,0,0,8565,7345,2889,895,244,58,4,0,0],
  'mission': [11033,14542,2585,6382,11033,5458,0,12408,0,2134,0,1083,5771,7097,4142,1466,373,64,4,0],
};

for (const [name, kernel, params] of cases) {
  t.test(`seeded counts of ${name} do not change`, async (t) => {
    const { acc } = simulate(kernel, params, 20_000, 42);
    const counts = Array.from(acc);
    if (process.env.XCOM_SNAPSHOT_PRINT) console.log(`  '${name}': ${JSON.stringify(counts)},`);
    t.same(counts, SNAPSHOT[name], `${name}: seed 42, 20,000 trials`);
  });
}
