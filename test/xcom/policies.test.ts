/** XCOM stopping-rule tables: the rules listed, the undominated marks, and the four endpoints. */
import t from 'tap';
import { stoppingRules, undominated } from '../../simulations/xcom/stoppingRules.js';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

t.test('the rules listed', async (t) => {
  const rules = stoppingRules(1, 8, 8);
  t.equal(rules.length, 1 + 9 + 9, 'default, T = 0..8, R = 0..8');
  t.same(rules[0], { rule: 'default', value: null, policy: {} });
  t.same(rules[1], { rule: 'stopAtThreat', value: 0, policy: { stopAtThreat: 0 } }, 'T = threat - 1: never roll');
  t.same(rules.at(-1), { rule: 'maxRolls', value: 8, policy: { maxRolls: 8 } });
  t.equal(stoppingRules(3, 8, 6).find((r) => r.rule === 'stopAtThreat')?.value, 2);
});

t.test('undominated: no other rule at least as good on both counts and better on one', async (t) => {
  const cmp = (a: number, b: number) => a - b;
  const rows = [
    { finish: 0.5, loss: 0.3 }, // beaten by the next: same finish, fewer losses
    { finish: 0.5, loss: 0.2 },
    { finish: 0.6, loss: 0.4 },
    { finish: 0.6, loss: 0.4 }, // a tie: neither beats the other
    { finish: 0.1, loss: 0.5 }, // beaten on both counts
    { finish: 0, loss: 0 },
  ];
  t.same(undominated(rows, cmp), [false, true, true, true, false, true]);
});

t.test('HTTP: research rules, exact, as the endpoint answers them', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/research/policies', { scientists: 3, cost: 3 });
  t.equal(res.status, 200);
  const b = res.body;
  t.match(b, { endpoint: '/v1/xcom/research', finish: 'completed', loss: 'exhausted', seed: null });
  t.equal(b.rules.length, 19);
  const one = b.rules.find((r: { rule: string; value: number }) => r.rule === 'maxRolls' && r.value === 1);
  t.equal(one.finish.fraction, '1/27', 'one roll of 3 dice: all three succeed');
  t.equal(one.loss.fraction, '1/8', 'one roll at threat 1');
  const never = b.rules.find((r: { rule: string; value: number }) => r.rule === 'stopAtThreat' && r.value === 0);
  t.same([never.finish.p, never.loss.p, never.undominated], [0, 0, true], 'never rolling: nothing done, nothing lost');
  const direct = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, method: 'exact', policy: { stopAtThreat: 3 } });
  const row = b.rules.find((r: { rule: string; value: number }) => r.rule === 'stopAtThreat' && r.value === 3);
  t.same(row.finish, direct.body.probabilities.completed, 'a row is the endpoint answer for its policy');
  t.ok(b.rules.every((r: { method: string }) => r.method === 'exact'));
});

t.test('HTTP: orbital, global and mission tables', async (t) => {
  const app = await testApp(t);
  for (const [url, body, finish, loss] of [
    ['/v1/xcom/orbital-defense/policies', { satellites: 2, ufos: 2 }, 'cleared', 'exhausted'],
    [
      '/v1/xcom/global-defense/policies',
      {
        continents: [
          { name: 'Africa', interceptors: 2, ufos: 2 },
          { name: 'Asia', interceptors: 1, ufos: 1 },
        ],
      },
      'allCleared',
      'anyInterceptorsLost',
    ],
    [
      '/v1/xcom/mission/policies',
      {
        soldiers: 3,
        tasks: [
          { kind: 'objective', assign: 1 },
          { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] },
        ],
      },
      'completed',
      'anySoldierLost',
    ],
  ] as const) {
    const res = await post(app, url, body);
    t.equal(res.status, 200, url);
    t.match(res.body, { finish, loss });
    t.ok(
      res.body.rules.some((r: { undominated: boolean }) => r.undominated),
      `${url}: some rule is undominated`,
    );
    const def = res.body.rules[0];
    const direct = await post(app, url.replace('/policies', ''), { ...body, method: 'exact' });
    t.same(def.finish, direct.body.probabilities[finish], `${url}: the default row is the endpoint's own answer`);
  }
});

t.test('HTTP: rows past the exact-state budget are sampled, all on one seed', async (t) => {
  // one budget of exact states for the whole table: rows are exact while it lasts, and once a
  // row runs out of it every later row is sampled instead
  const app = await testApp(t, { threads: 0, exactStates: 100 });
  const body = { scientists: 3, cost: 5, trials: 5000, seed: 11 };
  const res = await post(app, '/v1/xcom/research/policies', body);
  t.equal(res.status, 200);
  t.equal(res.body.seed, 11);
  const methods: string[] = res.body.rules.map((r: { method: string }) => r.method);
  const firstSampled = methods.indexOf('monte-carlo');
  t.ok(firstSampled > 0, `the first rows are exact (${methods.join(' ')})`);
  t.ok(
    methods.slice(firstSampled).every((m) => m === 'monte-carlo'),
    'every row after the budget ran out is sampled',
  );
  for (const row of res.body.rules.slice(firstSampled, firstSampled + 3)) {
    const direct = await post(app, '/v1/xcom/research', { scientists: 3, cost: 5, trials: 5000, seed: 11, policy: row.policy });
    t.same(
      row.finish,
      direct.body.probabilities.completed,
      `${row.rule} ${row.value}: the endpoint's Monte Carlo answer on the table's seed`,
    );
  }

  const tiny = await testApp(t, { threads: 0, exactStates: 3 });
  const all = await post(tiny, '/v1/xcom/research/policies', body);
  t.equal(all.status, 200);
  t.ok(
    all.body.rules.every((r: { method: string }) => r.method === 'monte-carlo'),
    'a budget the first row runs out of: every row sampled',
  );
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  await refuses(t, app, '/v1/xcom/research/policies', [
    ['progress >= cost', { scientists: 3, cost: 3, progress: 3 }, 'body.progress'],
    ['a policy given', { scientists: 3, cost: 3, policy: {} }, 'body'],
    ['no scientists', { cost: 3 }, 'body.scientists'],
  ]);
  await refuses(t, app, '/v1/xcom/mission/policies', [
    ['four tasks', { soldiers: 2, tasks: [1, 2, 3, 4].map(() => ({ kind: 'objective' })) }, 'body.tasks'],
    [
      'a card and a list of missions',
      { soldiers: 2, tasks: [{ kind: 'objective' }], missions: [{ soldiers: 1, tasks: [{ kind: 'objective' }] }] },
      'body.missions',
    ],
  ]);
  await refuses(t, app, '/v1/xcom/global-defense/policies', [
    [
      'a name twice',
      {
        continents: [
          { name: 'Asia', interceptors: 1, ufos: 1 },
          { name: 'Asia', interceptors: 1, ufos: 1 },
        ],
      },
      'body.continents.1.name',
    ],
  ]);
});

t.test('HTTP: one budget for the whole table: the trials cap and the time limit', async (t) => {
  const app = await testApp(t);
  const capped = await post(app, '/v1/xcom/research/policies', { scientists: 3, cost: 3, method: 'monte-carlo', trials: 1_000_000 });
  t.equal(capped.status, 400, '19 rules x 1,000,000 trials pass the cap');
  t.ok(
    capped.body.errors.some((e: { path: string }) => e.path === 'body.trials'),
    'names body.trials',
  );

  // exact rows too slow for the time limit fall back to sampling, which the same deadline stops
  const slow = await testApp(t, { threads: 2, timeLimitMs: 300 });
  const started = performance.now();
  const late = await post(slow, '/v1/xcom/mission/policies', {
    soldiers: 12,
    tasks: [1, 2, 3].map(() => ({ kind: 'enemy', hp: 10, skills: ['assault', 'heavy', 'sniper', 'support'] })),
  });
  const ms = performance.now() - started;
  t.equal(late.status, 503);
  // the deadline met mid-row is a time limit; met while a row waits for a thread, it is Busy
  t.match(late.body, { title: /^(Time limit exceeded|Busy)$/ });
  // a time limit per row would let 41 rows run about 12 s
  t.ok(ms < 5000, `stopped near the deadline (${ms.toFixed(0)} ms), not a time limit per row`);
});
