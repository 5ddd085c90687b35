/** XCOM inverse question for a mission: the fewest soldiers on one task reaching a target chance of completing it. */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

type App = Awaited<ReturnType<typeof testApp>>;
type Chance = { p: number; ci: number[]; fraction?: string };
type Task = { kind: string; hp?: number; soldiers?: number; bonusDice?: number };

const URL = '/v1/xcom/mission/units-needed';

/** The decimal target as a fraction, written out by hand: 0.35 is 35/100. */
function targetFraction(x: number): [bigint, bigint] {
  const [int, frac = ''] = String(x).split('.');
  return [BigInt(int + frac), 10n ** BigInt(frac.length)];
}

/** `fraction` >= target, in integers. */
function atLeast(fraction: string, target: number): boolean {
  const [n, d] = fraction.split('/').map(BigInt);
  const [tn, td] = targetFraction(target);
  return n * td >= tn * d;
}

/** Brute force: asks POST /v1/xcom/mission exactly for each count 1..12 on the task. */
async function bruteForce(app: App, body: { tasks: Task[]; task: number; target: number } & Record<string, unknown>) {
  const { task, target, ...mission } = body;
  const rows: Array<{ units: number; finish: Chance; loss: Chance }> = [];
  for (let k = 1; k <= 12; k++) {
    const tasks = mission.tasks.map((x, i) => (i === task ? { ...x, soldiers: k } : x));
    const res = await post(app, '/v1/xcom/mission', { ...mission, tasks, method: 'exact' });
    if (res.status !== 200) throw new Error(`mission with ${k} soldiers: ${res.status} ${res.raw}`);
    rows.push({ units: k, finish: res.body.probabilities.completed, loss: res.body.probabilities.anySoldierLost });
  }
  return { rows, fewest: rows.find((r) => atLeast(r.finish.fraction!, target))?.units ?? null };
}

const configurations: Array<[string, { tasks: Task[]; task: number; target: number } & Record<string, unknown>]> = [
  ['the Swagger example', { tasks: [{ kind: 'objective', soldiers: 2 }, { kind: 'enemy', hp: 2 }], task: 1, target: 0.5 }],
  [
    'the first of three tasks, threat 2, stop above threat 5',
    { tasks: [{ kind: 'enemy', hp: 2 }, { kind: 'objective', soldiers: 2 }, { kind: 'enemy', hp: 1, soldiers: 1, bonusDice: 1 }], task: 0, target: 0.1, threat: 2, policy: { stopAtThreat: 5 } },
  ],
  [
    'an enemy of 3 hp, at most 3 rolls, a die of 3 in 6',
    { tasks: [{ kind: 'objective', soldiers: 1 }, { kind: 'enemy', hp: 3 }], task: 1, target: 0.3, policy: { maxRolls: 3 }, die: { sides: 6, successes: 3 } },
  ],
  [
    'the middle task, bonus dice on it',
    { tasks: [{ kind: 'objective', soldiers: 3 }, { kind: 'enemy', hp: 2, bonusDice: 2 }, { kind: 'objective', soldiers: 2 }], task: 1, target: 0.6 },
  ],
];

t.test('HTTP: the fewest soldiers match a brute force over the mission endpoint', async (t) => {
  const app = await testApp(t);
  for (const [name, body] of configurations) {
    const res = await post(app, URL, body);
    t.equal(res.status, 200, `${name}: 200`);
    const want = await bruteForce(app, body);
    t.not(want.fewest, null, `${name}: some count reaches the target (the case is not vacuous)`);
    t.not(want.fewest, 1, `${name}: one soldier does not (the case is not vacuous)`);
    t.equal(res.body.fewest, want.fewest, `${name}: fewest ${want.fewest}`);
    t.same(res.body.chance, want.rows[want.fewest! - 1].finish, `${name}: the chance is the mission's exact answer`);
    t.equal(res.body.endpoint, '/v1/xcom/mission');
    t.equal(res.body.units, `soldiers on task ${body.task}`);
    t.equal(res.body.target, body.target);
    t.equal(res.body.seed, null, `${name}: all exact, no seed`);
    t.equal(res.body.table.length, 12);
    for (const [i, row] of res.body.table.entries()) {
      const w = want.rows[i];
      t.match(row, { units: w.units, method: 'exact', reachesTarget: atLeast(w.finish.fraction!, body.target) }, `${name}: row ${w.units}`);
      t.same(row.finish, w.finish, `${name}: ${w.units} soldiers, chance of completing`);
      t.same(row.loss, w.loss, `${name}: ${w.units} soldiers, chance of a loss`);
    }
    t.match(res.body.detail, new RegExp(`^${want.fewest} soldiers on task ${body.task} give `));
  }
});

t.test('HTTP: a target met exactly counts (compared as fractions)', async (t) => {
  const app = await testApp(t);
  // one roll per task with fair coins as dice: the first task (1 soldier) is done with 1/2, the
  // second with 1 - 1/2^k, so the mission with k soldiers on task 1 is completed with (1 - 1/2^k)/2
  const body = { tasks: [{ kind: 'objective', soldiers: 1 }, { kind: 'objective' }], task: 1, policy: { maxRolls: 1 }, die: { sides: 2, successes: 1 } };
  const met = await post(app, URL, { ...body, target: 0.375 });
  t.equal(met.status, 200);
  t.same(
    met.body.table.slice(0, 3).map((r: { finish: Chance }) => r.finish.fraction),
    ['1/4', '3/8', '7/16'],
  );
  t.equal(met.body.fewest, 2, 'exactly 3/8 reaches 0.375');
  t.equal(met.body.chance.fraction, '3/8');
  t.match(met.body.detail, /^2 soldiers on task 1 give 3\/8 \(0\.3750\) >= 0\.375$/);
  const above = await post(app, URL, { ...body, target: 0.3750001 });
  t.equal(above.body.fewest, 3, 'just above 3/8 needs 3');
});

t.test('HTTP: none reaches the target', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL, { tasks: [{ kind: 'enemy', hp: 10 }], task: 0, target: 0.99, policy: { stopAtThreat: 1 } });
  t.equal(res.status, 200);
  t.equal(res.body.fewest, null);
  t.equal(res.body.chance, null);
  t.equal(res.body.table.length, 12);
  t.ok(res.body.table.every((r: { reachesTarget: boolean }) => !r.reachesTarget), 'no count reaches it');
  t.match(res.body.detail, /^none up to 12: 12 soldiers on task 0 give only 289\/531441 \(0\.0005\), below 0\.99$/);
});

t.test('HTTP: sampled on request, each count asked of the mission endpoint with the same seed', async (t) => {
  const app = await testApp(t);
  const tasks = [{ kind: 'objective', soldiers: 2 }, { kind: 'enemy', hp: 2 }];
  const res = await post(app, URL, { tasks, task: 1, target: 0.5, method: 'monte-carlo', trials: 2000, seed: 11 });
  t.equal(res.status, 200);
  t.equal(res.body.seed, 11);
  for (const k of [1, 3]) {
    const one = await post(app, '/v1/xcom/mission', { tasks: [tasks[0], { ...tasks[1], soldiers: k }], trials: 2000, seed: 11 });
    t.same(res.body.table[k - 1].finish, one.body.probabilities.completed, `${k} soldiers: the mission's own answer`);
    t.equal(res.body.table[k - 1].method, 'monte-carlo');
  }
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  const tasks = [{ kind: 'objective', soldiers: 1 }, { kind: 'enemy', hp: 2 }];
  await refuses(t, app, URL, [
    ['task index past the last task', { tasks, task: 2, target: 0.5 }, 'body.task'],
    ['task index past the most tasks', { tasks, task: 3, target: 0.5 }, 'body.task'],
    ['negative task index', { tasks, task: -1, target: 0.5 }, 'body.task'],
    ['fractional task index', { tasks, task: 0.5, target: 0.5 }, 'body.task'],
    ['missing task index', { tasks, target: 0.5 }, 'body.task'],
    ['target 0', { tasks, task: 1, target: 0 }, 'body.target'],
    ['negative target', { tasks, task: 1, target: -0.2 }, 'body.target'],
    ['target above 1', { tasks, task: 1, target: 1.5 }, 'body.target'],
    ['missing target', { tasks, task: 1 }, 'body.target'],
    ['soldiers given on the counted task', { tasks: [tasks[0], { ...tasks[1], soldiers: 3 }], task: 1, target: 0.5 }, 'body.tasks.1.soldiers'],
    ['soldiers missing on another task', { tasks: [{ kind: 'objective' }, tasks[1]], task: 1, target: 0.5 }, 'body.tasks.0.soldiers'],
    ['no tasks', { tasks: [], task: 0, target: 0.5 }, 'body.tasks'],
    ['unknown field', { tasks, task: 1, target: 0.5, soldiers: 3 }, 'body'],
  ]);
  const one = await post(app, URL, { tasks, task: 1, target: 1 });
  t.equal(one.status, 200, 'target 1 is allowed');
});
