/** POST /v1/sweep: rows on common random numbers, nested fields, and its bounds. */
import assert from 'node:assert';
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
  t.equal(
    res.body.rows[4].probabilities.completed.fraction,
    last.body.probabilities.completed.fraction,
    'stopping above threat 8 is the default policy',
  );
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
    [
      'too many trials in all',
      { ...base, body: { cost: 3, trials: 5_000_000 }, vary: { field: 'scientists', values: [1, 2, 3] } },
      'body.body.trials',
    ],
  ];
  for (const [name, body, path] of cases) {
    const res = await post(app, '/v1/sweep', body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /problem\+json/);
    t.ok(
      res.body.errors?.some((e: { path: string }) => e.path === path),
      `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`,
    );
  }
});

t.test('a sweep as a whole keeps to the time limit', async (t) => {
  // 50 rows of 200,000 trials: about 0.3 s on a quick machine, far past 40 ms (rows of 30,000,
  // 1.5M trials in all, can end within the limit on a quick machine)
  const app = await testApp(t, { threads: 0, timeLimitMs: 40 });
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/research',
    body: { cost: 3, scientists: 3, trials: 200_000 },
    vary: { field: 'threat', values: Array.from({ length: 50 }, (_, i) => 1 + (i % 8)) },
  });
  t.equal(res.status, 503, 'answers 503 once the rows together pass the limit');
  t.match(res.body, { title: 'Time limit exceeded' });
});

/**
 * Hostile sweeps: each answered 4xx naming the field, quickly. Before these bounds, the first
 * built a 100,000,000-slot list (30 s, 2.6 GB), the second answered 500, the deep body and the
 * 20,000-part path overflowed the stack (500), and varying `method` ran sampled rows past the
 * trials cap labelled as exact.
 */
t.test('hostile sweeps answer 4xx naming the field, quickly', async (t) => {
  const app = await testApp(t);
  const global = { continents: [{ name: 'Asia', interceptors: 1, ufos: 1 }], trials: 1000, seed: 1 };
  const research = { cost: 3, scientists: 3, trials: 1000, seed: 1 };
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const cases: Array<[string, string, string]> = [
    [
      'an index far past the list',
      JSON.stringify({ endpoint: '/v1/xcom/global-defense', body: global, vary: { field: 'continents.99999999.ufos', values: [1] } }),
      'body.vary.field',
    ],
    [
      'the largest array index',
      JSON.stringify({ endpoint: '/v1/xcom/global-defense', body: global, vary: { field: 'continents.4294967294.ufos', values: [1] } }),
      'body.vary.field',
    ],
    [
      'an index past a list the path starts',
      JSON.stringify({ endpoint: '/v1/xcom/global-defense', body: { trials: 1000 }, vary: { field: 'continents.3.ufos', values: [1] } }),
      'body.vary.field',
    ],
    [
      'a body 10,000 levels deep',
      `{"endpoint":"/v1/xcom/research","vary":{"field":"scientists","values":[1]},"body":${nested(10_000)}}`,
      'body.body',
    ],
    [
      'a fixed field 5,000 levels deep',
      `{"endpoint":"/v1/xcom/research","vary":{"field":"scientists","values":[1]},"body":{"cost":3,"policy":${nested(5000)}}}`,
      'body.body',
    ],
    [
      'a 20,000-part path',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: Array(20_000).fill('a').join('.'), values: [1] } }),
      'body.vary.field',
    ],
    [
      'a 9-part path',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: 'a.b.c.d.e.f.g.h.i', values: [1] } }),
      'body.vary.field',
    ],
    [
      'varying the method',
      JSON.stringify({
        endpoint: '/v1/xcom/research',
        body: { ...research, method: 'exact' },
        vary: { field: 'method', values: ['exact', 'monte-carlo'] },
      }),
      'body.vary.field',
    ],
    [
      'varying the seed',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: 'seed', values: [1, 2] } }),
      'body.vary.field',
    ],
    [
      'a path through a number',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: 'cost.x', values: [1] } }),
      'body.vary.field',
    ],
    [
      'a path through constructor',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: 'policy.constructor', values: [1] } }),
      'body.vary.field',
    ],
    [
      'a field the endpoint does not have',
      JSON.stringify({ endpoint: '/v1/xcom/research', body: research, vary: { field: 'bogus', values: [1] } }),
      'body.vary.field',
    ],
    [
      'a long endpoint',
      JSON.stringify({ endpoint: '/v1/'.repeat(1000), body: research, vary: { field: 'threat', values: [1] } }),
      'body.endpoint',
    ],
    [
      'many probabilities',
      JSON.stringify({
        endpoint: '/v1/xcom/research',
        body: research,
        vary: { field: 'threat', values: [1] },
        probabilities: Array(1000).fill('completed'),
      }),
      'body.probabilities',
    ],
  ];
  for (const [name, payload, path] of cases) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/v1/sweep', headers: { 'content-type': 'application/json' }, payload });
    const ms = performance.now() - started;
    t.equal(res.statusCode, 400, `${name}: 400`);
    t.match(res.headers['content-type'], /problem\+json/);
    const errors: Array<{ path: string }> = res.json().errors ?? [];
    t.ok(
      errors.some((e) => e.path === path),
      `${name}: names ${path} (got ${JSON.stringify(errors).slice(0, 300)})`,
    );
    // a generous bound on a loaded machine: a bad case that ran its rows would take seconds
    t.ok(ms < 2000, `${name}: answered in ${ms.toFixed(0)} ms`);
  }
});

t.test('a probability that is not an event of the endpoint is refused, naming it (prototype names too)', async (t) => {
  const app = await testApp(t);
  const sweepOf = (probabilities: string[]) =>
    post(app, '/v1/sweep', {
      endpoint: '/v1/xcom/research',
      body: { cost: 3, scientists: 3, trials: 1000, seed: 1 },
      vary: { field: 'threat', values: [1, 2] },
      probabilities,
    });
  const cases: Array<[string[], string]> = [
    [['complete'], 'body.probabilities.0'],
    [['toString'], 'body.probabilities.0'],
    [['constructor'], 'body.probabilities.0'],
    [['__proto__'], 'body.probabilities.0'],
    [['hasOwnProperty'], 'body.probabilities.0'],
    [['completed', 'toString'], 'body.probabilities.1'],
    [[''], 'body.probabilities.0'],
  ];
  for (const [probabilities, path] of cases) {
    const res = await sweepOf(probabilities);
    const name = JSON.stringify(probabilities);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /^application\/problem\+json/);
    t.same(
      res.body.errors.map((e: { path: string }) => e.path),
      [path],
      `${name}: names ${path}`,
    );
    t.match(res.body.detail, /its events: .*\bcompleted\b/, `${name}: lists the endpoint's events`);
  }
  const good = await sweepOf(['completed', 'completed']);
  t.equal(good.status, 200, 'an event of the endpoint, even twice, is answered');
  for (const row of good.body.rows) t.same(Object.keys(row.probabilities), ['completed']);
});

t.test("an item's event is not one a sweep's rows report: refused, listing those they do", async (t) => {
  const app = await testApp(t);
  const body = {
    continents: [
      { name: 'Europe', interceptors: 1, ufos: 1 },
      { name: 'Asia', interceptors: 1, ufos: 2 },
    ],
    trials: 1000,
    seed: 1,
  };
  const answer = await post(app, '/v1/xcom/global-defense', body);
  t.equal(answer.status, 200);
  const top = Object.keys(answer.body.probabilities);
  t.ok(top.length > 0, 'the endpoint reports top-level probabilities');
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/global-defense',
    body,
    vary: { field: 'continents.1.ufos', values: [1, 2] },
    probabilities: [top[0], 'continents.0.cleared'],
  });
  t.equal(res.status, 400);
  t.same(
    res.body.errors.map((e: { path: string }) => e.path),
    ['body.probabilities.1'],
  );
  for (const name of top) t.ok(res.body.detail.includes(name), `lists ${name}`);
  const fine = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/global-defense',
    body,
    vary: { field: 'continents.1.ufos', values: [1, 2] },
    probabilities: top,
  });
  t.equal(fine.status, 200);
  for (const row of fine.body.rows) t.same(Object.keys(row.probabilities).sort(), [...top].sort(), 'every top-level event, as asked');
});

t.test('nested fields: a list item, and one the path appends', async (t) => {
  const app = await testApp(t);
  const continents = [{ name: 'Asia', interceptors: 2, ufos: 1 }];
  const res = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/global-defense',
    body: { continents, method: 'exact' },
    vary: { field: 'continents.0.ufos', values: [0, 1, 2] },
    probabilities: ['allCleared'],
  });
  t.equal(res.status, 200);
  t.equal(res.body.rows[0].probabilities.allCleared.fraction, '1/1', 'no UFOs: cleared without a roll');
  for (const row of res.body.rows) {
    const direct = await post(app, '/v1/xcom/global-defense', { continents: [{ ...continents[0], ufos: row.value }], method: 'exact' });
    t.same(row.probabilities.allCleared, direct.body.probabilities.allCleared, `ufos=${row.value}: the endpoint's own answer`);
  }
  const appended = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/global-defense',
    body: { continents, trials: 1000 },
    vary: { field: 'continents.1.ufos', values: [1] },
  });
  t.equal(appended.status, 400, 'the appended continent lacks its other fields');
  t.ok(
    appended.body.errors.some((e: { path: string }) => e.path === 'body.body.continents.1.name'),
    'named inside the sweep body',
  );
});

t.test('the registry: every simulation endpoint with its schema and kernel', async (t) => {
  const app = await testApp(t);
  await app.ready();
  const urls = [...app.odds.endpoints];
  t.ok(urls.includes('/v1/xcom/research') && urls.includes('/v1/batman/fight'), 'simulation endpoints are registered');
  t.notOk(urls.includes('/v1/sweep') || urls.includes('/v1/xcom/research/policies'), 'questions are not');
  const research = app.odds.endpoints.get('/v1/xcom/research');
  assert.ok(research, 'research is registered');
  t.equal(research.kernel.name, 'xcom.research');
  t.equal(research.body.safeParse({ scientists: 3, cost: 3 }).success, true);
  t.equal(research.body.safeParse({ scientists: 0, cost: 3 }).success, false);
});
