/** XCOM inverse questions: the fewest units reaching a target chance of finishing the task. */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

/** Research of cost 1 from threat 1, rolling until done or lost, with k dice (by hand). */
function researchCost1(k: number): number {
  let done = 0;
  let reach = 1;
  const hit = 1 - (2 / 3) ** k;
  for (let threat = 1; threat <= 8; threat++) {
    done += reach * hit;
    reach *= (1 - hit) * (1 - threat / 8);
  }
  return done;
}

t.test('HTTP: research, the fewest scientists, against a hand computation', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/research/units-needed', { cost: 1, target: 0.9 });
  t.equal(res.status, 200);
  const want = [1, 2, 3, 4, 5, 6].find((k) => researchCost1(k) >= 0.9);
  t.equal(res.body.fewest, want, `fewest scientists: ${want}`);
  for (const row of res.body.table)
    t.ok(Math.abs(row.finish.p - researchCost1(row.units)) < 1e-12, `${row.units} scientists: ${row.finish.p}`);
  t.equal(res.body.table.length, 12);
  t.ok(
    res.body.table.every(
      (r: { finish: { p: number } }, i: number, all: Array<{ finish: { p: number } }>) =>
        i === 0 || r.finish.p >= itemAt(all, i - 1).finish.p,
    ),
    'more scientists never lower the chance',
  );
  t.same(res.body.chance, res.body.table[want! - 1].finish);
});

t.test('HTTP: a target met exactly counts (compared as fractions)', async (t) => {
  const app = await testApp(t);
  // one roll of k fair coins as dice: P(done) = 1 - 1/2^k, exactly 3/4 with 2
  const res = await post(app, '/v1/xcom/orbital-defense/units-needed', {
    ufos: 1,
    target: 0.75,
    policy: { maxRolls: 1 },
    die: { sides: 2, successes: 1 },
  });
  t.equal(res.status, 200);
  t.equal(res.body.table[1].finish.fraction, '3/4');
  t.equal(res.body.fewest, 2);
  t.match(res.body.detail, /^2 satellites give 3\/4/);
});

t.test('HTTP: none reaches the target', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/global-defense/units-needed', { ufos: 5, target: 0.99, policy: { stopAtThreat: 1 } });
  t.equal(res.status, 200);
  t.equal(res.body.fewest, null);
  t.equal(res.body.chance, null);
  t.match(res.body.detail, /^none up to 12/);
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  await refuses(t, app, '/v1/xcom/research/units-needed', [
    ['target 0', { cost: 2, target: 0 }, 'body.target'],
    ['target above 1', { cost: 2, target: 1.5 }, 'body.target'],
    ['missing target', { cost: 2 }, 'body.target'],
    ['scientists given', { cost: 2, target: 0.5, scientists: 3 }, 'body'],
    ['progress >= cost', { cost: 2, progress: 2, target: 0.5 }, 'body.progress'],
  ]);
  await refuses(t, app, '/v1/xcom/orbital-defense/units-needed', [['negative UFOs', { ufos: -1, target: 0.5 }, 'body.ufos']]);
});

t.test('HTTP: one budget for the whole search: the trials cap and the time limit', async (t) => {
  const app = await testApp(t);
  // 12 counts of 10,000,000 trials: once 120,000,000 trials and 39 s; now refused before any runs
  let started = performance.now();
  const capped = await post(app, '/v1/xcom/research/units-needed', { cost: 3, target: 0.9, method: 'monte-carlo', trials: 10_000_000 });
  t.equal(capped.status, 400);
  t.ok(
    capped.body.errors.some((e: { path: string }) => e.path === 'body.trials'),
    'names body.trials',
  );
  t.ok(performance.now() - started < 2000, 'refused before anything runs');
  const fits = await post(app, '/v1/xcom/research/units-needed', { cost: 3, target: 0.9, method: 'monte-carlo', trials: 800, seed: 3 });
  t.equal(fits.status, 200, '12 x 800 trials fit');

  // 12 counts of 800,000 trials fit the cap but not 100 ms: the search stops at its one deadline
  // (the whole search took 227 ms with its threads warm on a quick machine: a limit of 300 ms
  // held only while the threads' start counted against it)
  const slow = await testApp(t, { threads: 2, timeLimitMs: 100 });
  // the worker threads started (a cold pool takes longer than this limit to start)
  while ((await post(slow, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 1000 })).status !== 200);
  started = performance.now();
  const late = await post(slow, '/v1/xcom/research/units-needed', {
    cost: 3,
    target: 0.99,
    method: 'monte-carlo',
    trials: 800_000,
    seed: 1,
  });
  const ms = performance.now() - started;
  t.equal(late.status, 503);
  t.match(late.body, { title: 'Time limit exceeded' });
  // each count alone keeps to 100 ms; a generous margin for a loaded machine, far below the
  // 12 x 100 ms that one deadline per count would allow
  t.ok(ms < 600, `stopped at the deadline (${ms.toFixed(0)} ms)`);
});
