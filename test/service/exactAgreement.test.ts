/**
 * For every simulation endpoint and every example body of its Swagger page: the exact answer
 * lies inside the interval of a 1,000,000-trial Monte Carlo answer. The intervals are asked at
 * confidence 0.9999, so each comparison fails by accident with probability 1e-4; the file makes
 * about 200 comparisons, so it fails by accident about once in 50 runs of a new seed (the seed
 * is fixed, so a given seed either always passes or always fails).
 */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

const TRIALS = 1_000_000;

/** More configurations beside the Swagger examples, so that every endpoint is checked on several. */
const MORE: Record<string, Array<Record<string, unknown>>> = {
  '/v1/xcom/research': [
    { scientists: 1, cost: 2, bonusDice: 1, threat: 2 },
    { scientists: 5, cost: 6, progress: 1, policy: { stopAtThreat: 4 } },
  ],
  '/v1/xcom/orbital-defense': [
    { satellites: 1, ufos: 1 },
    { satellites: 4, ufos: 5, policy: { maxRolls: 2 } },
  ],
  '/v1/xcom/global-defense': [
    { continents: [{ name: 'Asia', interceptors: 3, ufos: 2 }] },
    {
      continents: [
        { name: 'Asia', interceptors: 1, ufos: 1 },
        { name: 'Europe', interceptors: 2, ufos: 3 },
      ],
      threat: 2,
    },
  ],
  '/v1/xcom/mission': [
    { soldiers: 1, tasks: [{ kind: 'objective' }] },
    {
      soldiers: 4,
      tasks: [
        { kind: 'enemy', hp: 3, skills: ['assault', 'heavy', 'sniper'] },
        { kind: 'objective', assign: 1 },
      ],
      threat: 2,
    },
    {
      missions: [
        {
          soldiers: [
            { skills: ['heavy'], elite: true },
            { skills: ['assault', 'heavy'], special: 'heavy' },
          ],
          tasks: [{ kind: 'enemy', hp: 2, skills: ['heavy'], special: 'heavy' }, { kind: 'objective' }],
        },
        { soldiers: 2, tasks: [{ kind: 'objective', assign: 1 }, { kind: 'objective' }] },
      ],
      policy: { maxRolls: 3 },
    },
  ],
  '/v1/xcom/base-defense': [
    { soldiers: [{ skills: ['assault'] }], enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault'] }] },
    {
      soldiers: [
        { skills: ['assault', 'heavy'], elite: true },
        { skills: ['heavy'], special: 'heavy' },
      ],
      enemies: [
        { name: 'Muton', hp: 2, skills: ['heavy'], special: 'heavy' },
        { name: 'Sectoid', hp: 1, skills: ['assault'] },
      ],
    },
  ],
};

t.test('exact answers lie inside 1,000,000-trial Monte Carlo intervals', async (t) => {
  const app = await testApp(t, { threads: 2 });
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const schemas = doc.components.schemas;
  const endpoints = [...app.odds.endpoints].sort();
  t.ok(endpoints.length >= 10, `${endpoints.length} simulation endpoints`);
  for (const endpoint of endpoints) {
    let body = doc.paths[endpoint].post.requestBody.content['application/json'].schema;
    if (body.$ref) body = schemas[body.$ref.split('/').pop()];
    const examples: Array<Record<string, unknown>> = body.examples ?? [];
    t.ok(examples.length > 0, `${endpoint} has examples`);
    examples.push(...(MORE[endpoint] ?? []));
    for (const [i, example] of examples.entries()) {
      const { seed: _s, trials: _t, method: _m, precision: _p, ...rest } = example;
      const exact = await post(app, endpoint, { ...rest, method: 'exact' });
      if (exact.status === 422) {
        t.pass(`${endpoint} example ${i}: too large for an exact answer (422), nothing to compare`);
        continue;
      }
      t.equal(exact.status, 200, `${endpoint} example ${i}: exact answers`);
      const mc = await post(app, endpoint, { ...rest, method: 'monte-carlo', trials: TRIALS, seed: 20261130 + i, confidence: 0.9999 });
      t.equal(mc.status, 200, `${endpoint} example ${i}: Monte Carlo answers`);
      for (const [name, { p, fraction }] of Object.entries<{ p: number; fraction: string }>(exact.body.probabilities)) {
        const { ci } = mc.body.probabilities[name];
        t.ok(
          ci[0] <= p && p <= ci[1],
          `${endpoint} example ${i}: ${name} exact ${fraction} = ${p.toFixed(5)} in [${ci[0].toFixed(5)}, ${ci[1].toFixed(5)}]`,
        );
      }
    }
  }
});
