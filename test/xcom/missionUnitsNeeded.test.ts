/** XCOM inverse question for a mission: the fewest plain soldiers on the card reaching a target chance of completing it. */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

type App = Awaited<ReturnType<typeof testApp>>;
type Chance = { p: number; ci: number[]; fraction?: string };
type Task = { kind: string; hp?: number; skills?: string[]; special?: string; assign?: number };

const URL = '/v1/xcom/mission/units-needed';

/** The decimal target as a fraction, written out by hand: 0.35 is 35/100. */
function targetFraction(x: number): [bigint, bigint] {
  const [int, frac = ''] = String(x).split('.');
  return [BigInt(int + frac), 10n ** BigInt(frac.length)];
}

/** `fraction` >= target, in integers. */
function atLeast(fraction: string, target: number): boolean {
  const [n, d] = fraction.split('/').map(BigInt);
  if (n === undefined || d === undefined) throw new Error(`${fraction} is not a fraction`);
  const [tn, td] = targetFraction(target);
  return n * td >= tn * d;
}

/** Brute force: asks POST /v1/xcom/mission exactly for each count 1..12 of plain soldiers on the card. */
async function bruteForce(app: App, body: { tasks: Task[]; target: number } & Record<string, unknown>) {
  const { target, ...mission } = body;
  const rows: Array<{ units: number; finish: Chance; loss: Chance }> = [];
  for (let k = 1; k <= 12; k++) {
    const res = await post(app, '/v1/xcom/mission', { ...mission, soldiers: k, method: 'exact' });
    if (res.status !== 200) throw new Error(`mission with ${k} soldiers: ${res.status} ${res.raw}`);
    rows.push({ units: k, finish: res.body.probabilities.completed, loss: res.body.probabilities.anySoldierLost });
  }
  return { rows, fewest: rows.find((r) => atLeast(r.finish.fraction!, target))?.units ?? null };
}

const configurations: Array<[string, { tasks: Task[]; target: number } & Record<string, unknown>]> = [
  [
    "the Swagger example's question, asked exactly",
    { tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }], target: 0.5 },
  ],
  [
    'three tasks, threat 2, stop above threat 5',
    {
      tasks: [
        { kind: 'enemy', hp: 2, skills: ['sniper', 'sniper'] },
        { kind: 'objective', assign: 2 },
        { kind: 'enemy', hp: 1, skills: ['heavy'] },
      ],
      target: 0.08,
      threat: 2,
      policy: { stopAtThreat: 5 },
    },
  ],
  [
    'an enemy of 3 hp, at most 3 rolls a task, a die of 3 in 6',
    {
      tasks: [
        { kind: 'objective', assign: 1 },
        { kind: 'enemy', hp: 3, skills: ['assault', 'heavy'] },
      ],
      target: 0.3,
      policy: { maxRolls: 3 },
      die: { sides: 6, successes: 3 },
    },
  ],
  [
    'objectives one soldier at a time',
    {
      tasks: [
        { kind: 'objective', assign: 1 },
        { kind: 'objective', assign: 1 },
        { kind: 'objective', assign: 1 },
      ],
      target: 0.6,
    },
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
    t.same(res.body.chance, want.rows.find((r) => r.units === want.fewest)?.finish, `${name}: the chance is the mission's exact answer`);
    t.equal(res.body.endpoint, '/v1/xcom/mission');
    t.equal(res.body.units, 'soldiers on the card');
    t.equal(res.body.target, body.target);
    t.equal(res.body.seed, null, `${name}: all exact, no seed`);
    t.equal(res.body.table.length, 12);
    for (const [i, row] of res.body.table.entries()) {
      const w = itemAt(want.rows, i);
      t.match(row, { units: w.units, method: 'exact', reachesTarget: atLeast(w.finish.fraction!, body.target) }, `${name}: row ${w.units}`);
      t.same(row.finish, w.finish, `${name}: ${w.units} soldiers, chance of completing`);
      t.same(row.loss, w.loss, `${name}: ${w.units} soldiers, chance of a loss`);
    }
    t.match(res.body.detail, new RegExp(`^${want.fewest} soldiers on the card give `));
  }
});

t.test('HTTP: a target met exactly counts (compared as fractions)', async (t) => {
  const app = await testApp(t);
  // one objective, one roll, fair coins as dice: every soldier on the card rolls, so k soldiers
  // complete it with 1 - 1/2^k
  const body = { tasks: [{ kind: 'objective' }], policy: { maxRolls: 1 }, die: { sides: 2, successes: 1 } };
  const met = await post(app, URL, { ...body, target: 0.75 });
  t.equal(met.status, 200);
  t.same(
    met.body.table.slice(0, 3).map((r: { finish: Chance }) => r.finish.fraction),
    ['1/2', '3/4', '7/8'],
  );
  t.equal(met.body.fewest, 2, 'exactly 3/4 reaches 0.75');
  t.equal(met.body.chance.fraction, '3/4');
  t.match(met.body.detail, /^2 soldiers on the card give 3\/4 \(0\.7500\) >= 0\.75$/);
  const above = await post(app, URL, { ...body, target: 0.7500001 });
  t.equal(above.body.fewest, 3, 'just above 3/4 needs 3');
});

t.test('HTTP: none reaches the target', async (t) => {
  const app = await testApp(t);
  // one roll (stop above threat 1); six icons take at most six soldiers: P(at least 4 successes
  // of 6 dice) = (15*4 + 6*2 + 1)/3^6 = 73/729 however many soldiers are on the card
  const skills = ['assault', 'heavy', 'sniper', 'support', 'assault', 'heavy'];
  const res = await post(app, URL, { tasks: [{ kind: 'enemy', hp: 4, skills }], target: 0.99, policy: { stopAtThreat: 1 } });
  t.equal(res.status, 200);
  t.equal(res.body.fewest, null);
  t.equal(res.body.chance, null);
  t.equal(res.body.table.length, 12);
  t.ok(
    res.body.table.every((r: { reachesTarget: boolean }) => !r.reachesTarget),
    'no count reaches it',
  );
  t.same(
    res.body.table.slice(5).map((r: { finish: Chance }) => r.finish.fraction),
    new Array(7).fill('73/729'),
    'six soldiers and more: the same six dice',
  );
  t.match(res.body.detail, /^none up to 12: 12 soldiers on the card give only 73\/729 \(0\.1001\), below 0\.99$/);
});

t.test('HTTP: sampled on request, each count asked of the mission endpoint with the same seed', async (t) => {
  const app = await testApp(t);
  const tasks = [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }];
  const res = await post(app, URL, { tasks, target: 0.5, method: 'monte-carlo', trials: 2000, seed: 11 });
  t.equal(res.status, 200);
  t.equal(res.body.seed, 11);
  for (const k of [1, 3]) {
    const one = await post(app, '/v1/xcom/mission', { soldiers: k, tasks, trials: 2000, seed: 11 });
    t.same(res.body.table[k - 1].finish, one.body.probabilities.completed, `${k} soldiers: the mission's own answer`);
    t.equal(res.body.table[k - 1].method, 'monte-carlo');
  }
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  const tasks = [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['heavy'] }];
  await refuses(t, app, URL, [
    ['target 0', { tasks, target: 0 }, 'body.target'],
    ['negative target', { tasks, target: -0.2 }, 'body.target'],
    ['target above 1', { tasks, target: 1.5 }, 'body.target'],
    ['missing target', { tasks }, 'body.target'],
    ['soldiers given: they are what is searched', { tasks, soldiers: 3, target: 0.5 }, 'body'],
    ['a task index past the tasks', { tasks, task: 2, target: 0.5 }, 'body.task'],
    ['a negative task index', { tasks, task: -1, target: 0.5 }, 'body.task'],
    [
      "a task's soldiers disagreeing with its assign",
      { tasks: [{ kind: 'objective', soldiers: 2, assign: 1 }], target: 0.5 },
      'body.tasks.0.soldiers',
    ],
    ['an enemy without icons', { tasks: [{ kind: 'enemy', hp: 2 }], target: 0.5 }, 'body.tasks.0.skills'],
    ['no tasks', { tasks: [], target: 0.5 }, 'body.tasks'],
    ['missing tasks', { target: 0.5 }, 'body.tasks'],
    ['a list of missions', { missions: [{ soldiers: 1, tasks }], target: 0.5 }, 'body'],
  ]);
  const one = await post(app, URL, { tasks, target: 1 });
  t.equal(one.status, 200, 'target 1 is allowed');
});

t.test('HTTP: `task` is taken again, and changes nothing: the count is of soldiers on the card', async (t) => {
  const app = await testApp(t);
  const tasks = [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }];
  const without = await post(app, URL, { tasks, target: 0.5 });
  for (const task of [0, 1]) {
    const res = await post(app, URL, { tasks, task, target: 0.5 });
    t.equal(res.status, 200, `task ${task}: 200`);
    t.same(res.body, { ...without.body, elapsedMs: res.body.elapsedMs }, `task ${task}: the same search`);
  }
});
