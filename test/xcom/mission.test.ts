/**
 * XCOM mission: loaded dice for every rule branch, Monte Carlo and the kernel's exact method
 * against an independent exact computation, and the endpoint over HTTP.
 */
import t from 'tap';
import { missionTasks, type MissionParams, type MissionTask } from '../../simulations/xcom/missionTasks.js';
import { post, testApp } from '../helpers/app.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { Expected, exactMatches, refuses, taskEnds } from './xcomExact.js';

const enemy = (hp: number, soldiers: number, bonusDice = 0): MissionTask => ({ need: hp, soldiers, bonusDice });
const objective = (soldiers: number, bonusDice = 0): MissionTask => ({ need: 1, soldiers, bonusDice });
const mission = (tasks: MissionTask[], over: Partial<MissionParams> = {}): MissionParams => ({ tasks, threat: 1, policy: {}, ...over });
const run = (p: MissionParams, faces: number[]) => loadedTrial(missionTasks, p, faces);

t.test('loaded dice: every rule branch', async (t) => {
  // per roll: one d6 per die (1-2 succeed), then the alien d8 (<= threat is a loss)
  let o = run(mission([objective(1), objective(1)]), [1, 8, 3, 2]);
  t.same(o.events, { completed: false, anySoldierLost: true }, 'threat carried across tasks: the alien 2 loses at threat 2 on task 2');
  t.same(o.values, { tasksDone: 1, soldiersLost: 1, rolls: 2 });

  o = run(mission([enemy(2, 2), objective(1)]), [1, 1, 1, 2, 8]);
  t.same(o.values, { tasksDone: 2, soldiersLost: 2, rolls: 2 }, 'a task finished on its losing roll counts; the next task goes on with its own soldiers');
  t.same(o.events, { completed: true, anySoldierLost: true });

  o = run(mission([enemy(2, 1), objective(1)]), [1, 8, 3, 2]);
  t.same(o.values, { tasksDone: 0, soldiersLost: 1, rolls: 2 }, 'an enemy needs hp successes: one marker, then a loss ends the mission');

  o = run(mission([objective(1), objective(0, 2), objective(1)]), [2, 8]);
  t.same(o.values, { tasksDone: 1, soldiersLost: 0, rolls: 1 }, 'a task without soldiers ends the mission (bonus dice do not roll alone)');

  o = run(mission([objective(1, 1)]), [5, 2, 8]);
  t.same(o.values, { tasksDone: 1, soldiersLost: 0, rolls: 1 }, 'bonus dice roll with the soldiers');

  o = run(mission([objective(1), objective(1)], { policy: { stopAtThreat: 2 } }), [1, 8, 4, 8]);
  t.same(o.values, { tasksDone: 1, soldiersLost: 0, rolls: 2 }, 'stopAtThreat 2 is checked against the carried threat: no roll at threat 3');

  o = run(mission([enemy(3, 1), objective(1)], { policy: { maxRolls: 2 } }), [1, 8, 1, 8]);
  t.same(o.values, { tasksDone: 0, soldiersLost: 0, rolls: 2 }, 'maxRolls per task: the enemy task stops unfinished and so does the mission');

  o = run(mission([objective(2)], { threat: 9 }), [3, 3, 1]);
  t.same(o.events, { completed: false, anySoldierLost: true }, 'from threat 9 every roll is a loss');
  t.equal(o.unused, 0, 'every scripted face is used');
});

/** The independent exact answer: the plain task recursion, the threat carried by hand. */
function expected(p: MissionParams): Expected {
  const e = new Expected(['completed', 'anySoldierLost'], ['tasksDone', 'soldiersLost', 'rolls']);
  const finish = (done: number, lost: number, rolls: number, w: number) => {
    e.event('completed', w, done === p.tasks.length);
    e.event('anySoldierLost', w, lost > 0);
    e.value('tasksDone', done, w);
    e.value('soldiersLost', lost, w);
    e.value('rolls', rolls, w);
  };
  const go = (i: number, threat: number, lost: number, rolls: number, w: number): void => {
    const task = p.tasks[i];
    if (!task || task.soldiers === 0) return finish(i, lost, rolls, w);
    for (const end of taskEnds(task.soldiers + task.bonusDice, task.need, threat, p.policy, p.die)) {
      const l = lost + (end.lost ? task.soldiers : 0);
      if (end.hits < task.need) finish(i, l, rolls + end.rolls, w * end.w);
      else go(i + 1, end.threat, l, rolls + end.rolls, w * end.w);
    }
  };
  go(0, p.threat, 0, 0, 1);
  return e;
}

const configs: Array<[string, MissionParams]> = [
  ['objective, enemy hp 2, objective', mission([objective(2), enemy(2, 2, 1), objective(1)])],
  ['two enemies', mission([enemy(2, 3), enemy(3, 2)])],
  ['one objective with one soldier', mission([objective(1)])],
  ['three tasks, stop above threat 4', mission([objective(1), objective(2), enemy(2, 2)], { policy: { stopAtThreat: 4 } })],
  ['two tasks from threat 3, at most 2 rolls each', mission([enemy(2, 2), objective(1, 1)], { threat: 3, policy: { maxRolls: 2 } })],
  ['an empty second task', mission([objective(1), objective(0, 1), objective(2)])],
];

// 200,000 trials each, k = 5 standard errors: false-failure rate < 1 in 29,000 per configuration
// (test/helpers/statistics.ts).
for (const [i, [name, p]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    agreesWithExact(t, missionTasks, p, expected(p), 200_000, 7000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, p] of configs) exactMatches(t, missionTasks, p, expected(p), name);
});

const URL_ = '/v1/xcom/mission';
const good = {
  tasks: [
    { kind: 'objective', soldiers: 2 },
    { kind: 'enemy', hp: 2, soldiers: 2, bonusDice: 1 },
    { kind: 'objective', soldiers: 1 },
  ],
};

t.test('HTTP: answers per API.md, Monte Carlo and exact', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { ...good, seed: 7, trials: 20_000 });
  t.equal(res.status, 200);
  t.same(Object.keys(res.body.probabilities), ['completed', 'anySoldierLost']);
  t.same(Object.keys(res.body.expectations), ['tasksDone', 'soldiersLost', 'rolls']);
  t.same(Object.keys(res.body.distributions), ['tasksDone']);
  const ex = await post(app, URL_, { ...good, method: 'exact' });
  t.equal(ex.status, 200);
  const want = expected(configs[0][1]);
  t.ok(Math.abs(ex.body.probabilities.completed.p - want.events.completed) < 1e-12, 'exact completed');
  t.ok(Math.abs(res.body.probabilities.completed.p - want.events.completed) < 0.02, 'Monte Carlo near exact');
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  const o = { kind: 'objective', soldiers: 1 };
  await refuses(t, app, URL_, [
    ['four tasks', { tasks: [o, o, o, o] }, 'body.tasks'],
    ['no tasks', { tasks: [] }, 'body.tasks'],
    ['hp 0', { tasks: [{ kind: 'enemy', hp: 0, soldiers: 1 }] }, 'body.tasks.0.hp'],
    ['enemy without hp', { tasks: [o, { kind: 'enemy', soldiers: 1 }] }, 'body.tasks.1.hp'],
    ['unknown kind', { tasks: [{ kind: 'boss', soldiers: 1 }] }, 'body.tasks.0.kind'],
    ['negative soldiers', { tasks: [{ kind: 'objective', soldiers: -1 }] }, 'body.tasks.0.soldiers'],
    ['negative bonus dice', { tasks: [{ kind: 'objective', soldiers: 1, bonusDice: -2 }] }, 'body.tasks.0.bonusDice'],
    ['hp on an objective', { tasks: [{ kind: 'objective', hp: 2, soldiers: 1 }] }, 'body.tasks.0'],
    ['negative stopAtThreat', { ...good, policy: { stopAtThreat: -1 } }, 'body.policy.stopAtThreat'],
  ]);
});
