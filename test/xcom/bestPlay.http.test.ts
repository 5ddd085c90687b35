/**
 * POST /v1/xcom/base-defense/best and /v1/xcom/mission/best: the mission card and base
 * defence numbers through HTTP (best, default play, gain, first move, policy rows), the objective
 * checked by name, markers mid-phase, the state bound (422), the Monte Carlo answer under the
 * best play within its interval of the exact one, and the same body answering the same bytes.
 */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';

const anaBoCy = {
  soldiers: [
    { name: 'Ana', skills: ['assault'], special: 'assault', elite: true },
    { name: 'Bo', skills: ['heavy'] },
    { name: 'Cy', skills: ['support'] },
  ],
  tasks: [
    { kind: 'enemy', name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
    { kind: 'objective', name: 'Hack' },
    { kind: 'objective', name: 'Extract' },
  ],
  method: 'exact',
};

const vasquez = {
  soldiers: [
    { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
    { name: 'Okafor', skills: ['heavy'] },
  ],
  enemies: [{ name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' }],
  method: 'exact',
};

t.test('mission card: 0.39967 by the default play, 0.51591 by the best', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/mission/best', { ...anaBoCy, policyRows: 2 });
  t.equal(res.status, 200);
  const a = res.body;
  t.equal(a.best.value.toFixed(5), '0.51591');
  t.equal(a.defaultPlay.value.toFixed(5), '0.39967');
  t.equal(a.best.fraction, a.probabilities.completed.fraction, 'the value is the answer under the best play');
  t.equal(a.gain.value.toFixed(5), '0.11623');
  t.same(a.firstMove, { stop: false, task: 'Muton', soldiers: ['Ana', 'Bo'] });
  t.same(a.policy.rows, [
    'threat 1; Muton 0/2; Ana, Bo, Cy on the card -> Ana, Bo against the Muton',
    'threat 2; Hack 0/1; Cy on the card -> Cy on the Hack',
  ]);
  t.equal(a.policy.cap, 2);
  t.ok(a.policy.reachable > 2);
  const again = await post(app, '/v1/xcom/mission/best', { ...anaBoCy, policyRows: 2 });
  const strip = (raw: string) => raw.replace(/"elapsedMs":[0-9.e-]+/, '');
  t.equal(strip(again.raw), strip(res.raw), 'the same body answers the same bytes (but the time)');
  const plain = await post(app, '/v1/xcom/mission/best', {
    soldiers: 3,
    tasks: [{ kind: 'objective' }, { kind: 'objective' }, { kind: 'objective' }],
    method: 'exact',
  });
  t.equal(plain.body.best.value.toFixed(5), '0.46854');
  t.equal(plain.body.defaultPlay.value.toFixed(5), '0.40116');
});

t.test('base defence: 0.86669 by the default play, 0.87500 by the best; markers mid-phase', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/base-defense/best', vasquez);
  t.equal(res.status, 200);
  t.equal(res.body.best.value.toFixed(5), '0.87500');
  t.equal(res.body.defaultPlay.value.toFixed(5), '0.86669');
  t.same(res.body.firstMove, { stop: false, enemy: 'Muton', soldiers: ['Vasquez'] });
  // one marker on the Muton at threat 2: as a Muton of 1 hit point for the default play
  const mid = await post(app, '/v1/xcom/base-defense/best', {
    ...vasquez,
    threat: 2,
    enemies: [{ ...vasquez.enemies[0], markers: 1 }],
  });
  const oneHp = await post(app, '/v1/xcom/base-defense', { ...vasquez, threat: 2, enemies: [{ ...vasquez.enemies[0], hp: 1 }] });
  t.equal(mid.body.defaultPlay.fraction, oneHp.body.probabilities.allDestroyed.fraction);
  t.ok(mid.body.best.value >= mid.body.defaultPlay.value);
  t.match(mid.body.policy.rows[0], /^threat 2; Muton 1\/2; Vasquez, Okafor alive -> /);
});

t.test('objective and price: minimising the soldiers lost stops at once', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/base-defense/best', { ...vasquez, objective: { name: 'soldiersLost', direction: 'min' } });
  t.equal(res.body.best.fraction, '0/1');
  t.same(res.body.firstMove, { stop: true });
  t.same(res.body.policy.rows, ['threat 1; Muton 0/2; Vasquez, Okafor alive -> stop']);
  t.ok(res.body.defaultPlay.value > 0);
  t.ok(res.body.gain.value < 0, 'minimising: the gain is negative (best - default)');
  const priced = await post(app, '/v1/xcom/base-defense/best', { ...vasquez, unitPrice: 0.5 });
  const a = priced.body;
  // value = P(all destroyed) - 1/2 E[soldiers lost], from the answer's own fractions
  t.ok(Math.abs(a.best.value - (a.probabilities.allDestroyed.p - 0.5 * a.expectations.soldiersLost.mean)) < 1e-12);
});

t.test('bad requests: the field is named', async (t) => {
  const app = await testApp(t);
  const name = await post(app, '/v1/xcom/base-defense/best', { ...vasquez, objective: { name: 'completed' } });
  t.equal(name.status, 400);
  t.equal(name.body.errors[0].path, 'body.objective.name');
  const markers = await post(app, '/v1/xcom/mission/best', {
    ...anaBoCy,
    tasks: [{ kind: 'enemy', hp: 2, markers: 2, skills: ['heavy'] }],
  });
  t.equal(markers.status, 400);
  t.equal(markers.body.errors[0].path, 'body.tasks.0.markers');
  const price = await post(app, '/v1/xcom/mission/best', { ...anaBoCy, unitPrice: -1 });
  t.equal(price.status, 400);
  t.equal(price.body.errors[0].path, 'body.unitPrice');
});

t.test('a state space beyond the bound answers 422 naming its size', async (t) => {
  const app = await testApp(t, { threads: 0, exactStates: 500 });
  const res = await post(app, '/v1/xcom/base-defense/best', {
    soldiers: Array.from({ length: 6 }, () => ({ skills: ['assault', 'heavy'] })),
    enemies: ['A', 'B', 'C'].map((name) => ({ name, hp: 3, skills: ['assault', 'heavy'] })),
    method: 'exact',
  });
  t.equal(res.status, 422);
  t.match(res.body.detail, /500 states/);
});

t.test('Monte Carlo under the best play: within its interval of the exact answer', async (t) => {
  // seed 5, 200,000 trials: the 95% Wilson interval misses the exact value with chance ~5% per
  // event; two events are checked against 4-SE bounds instead (false failure ~6e-5 each)
  const app = await testApp(t);
  const exact = await post(app, '/v1/xcom/mission/best', anaBoCy);
  const mc = await post(app, '/v1/xcom/mission/best', { ...anaBoCy, method: 'monte-carlo', seed: 5, trials: 200_000 });
  t.equal(mc.status, 200);
  t.equal(mc.body.best.fraction, null);
  for (const name of ['completed', 'anySoldierLost']) {
    const q = exact.body.probabilities[name].p;
    const se = Math.sqrt((q * (1 - q)) / 200_000);
    t.ok(Math.abs(mc.body.probabilities[name].p - q) <= 4 * se, `${name}: ${mc.body.probabilities[name].p} vs ${q}`);
  }
  t.same(mc.body.firstMove, exact.body.firstMove, 'the same policy');
});

t.test('/v1/compare and /v1/sweep ask the best play: each row is the /best answer for its body', async (t) => {
  const app = await testApp(t);
  const base = { soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'objective' }], method: 'exact' };
  const cmp = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/mission/best',
    body: base,
    variants: [
      { name: 'two', set: {} },
      { name: 'three', set: { soldiers: 3 } },
    ],
    probability: 'completed',
  });
  t.equal(cmp.status, 200);
  const two = cmp.body.variants.find((v: { name: string }) => v.name === 'two');
  t.equal(two.chance.p.toFixed(5), '0.55766', 'the best play of two plain soldiers on two objectives');
  const direct = await post(app, '/v1/xcom/mission/best', { ...base, soldiers: 3 });
  const three = cmp.body.variants.find((v: { name: string }) => v.name === 'three');
  t.equal(three.chance.fraction, direct.body.best.fraction);
  const mc = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/mission/best',
    body: { ...base, method: 'monte-carlo', trials: 20_000, seed: 3 },
    variants: [
      { name: 'two', set: {} },
      { name: 'three', set: { soldiers: 3 } },
    ],
    probability: 'completed',
  });
  t.equal(mc.status, 200, 'Monte Carlo on paired draws walks the solved policy');
  const sweep = await post(app, '/v1/sweep', {
    endpoint: '/v1/xcom/research/best',
    body: { scientists: 3, cost: 3, unitPrice: '1/6', method: 'exact' },
    vary: { field: 'scientists', values: [2, 3] },
    probabilities: ['completed'],
  });
  t.equal(sweep.status, 200);
  const research = await post(app, '/v1/xcom/research/best', { scientists: 3, cost: 3, unitPrice: '1/6', method: 'exact' });
  t.equal(sweep.body.rows[1].probabilities.completed.fraction, research.body.probabilities.completed.fraction);
});

t.test('a roll of more than 18 dice answers 422 (the Monte Carlo walk draws a roll from one word)', async (t) => {
  const app = await testApp(t);
  const soldiers = Array.from({ length: 6 }, () => ({ skills: ['heavy'], special: 'heavy', elite: true }));
  const enemy = { kind: 'enemy', hp: 2, skills: Array(6).fill('heavy'), special: 'heavy' };
  const fits = await post(app, '/v1/xcom/mission/best', { soldiers, tasks: [enemy], method: 'exact' });
  t.equal(fits.status, 200, '18 dice: computed');
  const over = await post(app, '/v1/xcom/mission/best', { soldiers, tasks: [{ ...enemy, bonusDice: 1 }], method: 'exact' });
  t.equal(over.status, 422);
  t.match(over.body.detail, /19 dice/);
});

t.test('/v1/xcom/round with play "best": phases 7 and 9 by their best play', async (t) => {
  const app = await testApp(t);
  const round = {
    continents: [{ name: 'North America', panic: 2, interceptors: 2, ufos: 1 }],
    panicTrackEnd: 5,
    orbit: { satellites: 2, ufos: 2 },
    base: { soldiers: vasquez.soldiers, enemies: vasquez.enemies, damage: 0, redSpace: 3 },
    missions: [{ soldiers: anaBoCy.soldiers, tasks: anaBoCy.tasks }],
    method: 'exact',
  };
  const play = await post(app, '/v1/xcom/round', round);
  const best = await post(app, '/v1/xcom/round', { ...round, play: 'best' });
  t.equal(best.status, 200);
  t.equal(play.body.missions[0].probabilities.completed.p.toFixed(5), '0.39967');
  t.equal(best.body.missions[0].probabilities.completed.p.toFixed(5), '0.51591');
  t.equal(play.body.base.probabilities.allDestroyed.p.toFixed(5), '0.86669');
  t.equal(best.body.base.probabilities.allDestroyed.p.toFixed(5), '0.87500');
  t.same(best.body.research, play.body.research, 'the other phases play as before');
  // Monte Carlo walks the same best play: seed 4, 100,000 trials, within 4 standard errors
  // (a false failure ~6e-5 per check)
  const mc = await post(app, '/v1/xcom/round', { ...round, play: 'best', method: 'monte-carlo', seed: 4, trials: 100_000 });
  for (const [got, q] of [
    [mc.body.missions[0].probabilities.completed.p, best.body.missions[0].probabilities.completed.p],
    [mc.body.base.probabilities.allDestroyed.p, best.body.base.probabilities.allDestroyed.p],
  ]) {
    t.ok(Math.abs(got - q) <= 4 * Math.sqrt((q * (1 - q)) / 100_000), `${got} vs ${q}`);
  }
});
