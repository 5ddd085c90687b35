/** POST /v1/sweep: rows on common random numbers, nested fields, and its bounds. */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

t.test('each row is the endpoint answer for that value, all on one seed', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/research',
    body: { cost: 3, trials: 20_000 },
    vary: { field: 'scientists', values: [1, 2, 4] },
  });
  t.equal(res.status, 200);
  t.equal(res.body.rows.length, 3);
  t.ok(Number.isInteger(res.body.seed), 'a seed was drawn and reported');
  for (const row of res.body.rows) {
    const direct = await post(app, '/v1/xcom/research', { cost: 3, trials: 20_000, scientists: row.value, seed: res.body.seed });
    t.same(row.probabilities, direct.body.probabilities, `scientists=${row.value}: the row is the direct answer on the sweep's seed`);
    t.same(row.expectations, direct.body.expectations);
  }
});

t.test('nested fields, chosen probabilities, exact rows', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/research',
    body: { scientists: 3, cost: 3, method: 'exact' },
    vary: { field: 'policy.stopAtThreat', values: [1, 2, 3, 4, 8] },
    probabilities: ['completed'],
  });
  t.equal(res.status, 200);
  t.equal(res.body.seed, null);
  t.same(Object.keys(res.body.rows[0].probabilities), ['completed'], 'only the chosen probabilities');
  const ps = res.body.rows.map((r: { probabilities: { completed: { p: number } } }) => r.probabilities.completed.p);
  for (let i = 1; i < ps.length; i++) t.ok(ps[i] > ps[i - 1], 'rolling longer finishes more often');
  const last = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, method: 'exact' });
  t.equal(res.body.rows[4].probabilities.completed.fraction, last.body.probabilities.completed.fraction, 'stopping above threat 8 is the default policy');
});

t.test('bad sweeps name the field', async (t) => {
  const app = await testApp(t);
  const base = { endpoint: '/v1/xcom/research', body: { cost: 3, trials: 1000 }, vary: { field: 'scientists', values: [1, 2] } };
  const cases: Array<[string, unknown, string, number?]> = [
    ['unknown endpoint', { ...base, endpoint: '/v1/nothing' }, 'body.endpoint'],
    ['the sweep itself', { ...base, endpoint: '/v1/sweep' }, 'body.endpoint'],
    ['51 values', { ...base, vary: { field: 'scientists', values: Array.from({ length: 51 }, (_, i) => i) } }, 'body.vary.values'],
    ['no values', { ...base, vary: { field: 'scientists', values: [] } }, 'body.vary.values'],
    ['a bad value', { ...base, vary: { field: 'scientists', values: [2, 40] } }, 'body.vary.values.1'],
    ['a bad fixed field', { ...base, body: { cost: 0, trials: 1000 } }, 'body.body.cost'],
    ['the seed', { ...base, vary: { field: 'seed', values: [1, 2] } }, 'body.vary.field'],
    ['a prototype path', { ...base, vary: { field: '__proto__.x', values: [1] } }, 'body.vary.field'],
    ['too many trials in all', { ...base, body: { cost: 3, trials: 5_000_000 }, vary: { field: 'scientists', values: [1, 2, 3] } }, 'body.body.trials'],
  ];
  for (const [name, body, path] of cases) {
    const res = await post(app, '/v1/sweep', body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /problem\+json/);
    t.ok(res.body.errors?.some((e: { path: string }) => e.path === path), `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`);
  }
});

t.test('a sweep as a whole keeps to the time limit', async (t) => {
  const app = await testApp(t, { threads: 0, timeLimitMs: 40 });
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/research',
    body: { cost: 3, scientists: 3, trials: 30_000 },
    vary: { field: 'threat', values: Array.from({ length: 50 }, (_, i) => 1 + (i % 8)) },
  });
  t.equal(res.status, 503, 'answers 503 once the rows together pass the limit');
  t.match(res.body, { title: 'Time limit exceeded' });
});
