/**
 * Research and orbital defence played the best way (simulations/xcom/resetTaskBest.ts): the
 * issue's research numbers (the best static rule, the best rule by state), a hand-worked one-roll
 * case, the best never worse than any static stopping rule, and the endpoints through HTTP.
 */
import t from 'tap';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { orbitalDefense } from '../../simulations/xcom/orbitalDefense.js';
import { orbitalBest, researchBest } from '../../simulations/xcom/resetTaskBest.js';
import { researchTask, type ResearchParams } from '../../simulations/xcom/researchTask.js';
import { stoppingRules } from '../../simulations/xcom/stoppingRules.js';
import { post, testApp } from '../helpers/app.js';

const big = () => new ExactBudget(1e6);
const sixth = Rational.of(1, 6);

/** P(completed) - scientists/6 P(exhausted), from an answer's first two slots (completed, exhausted). */
const researchValue = (slots: Rational[], scientists: number) => slots[0]!.sub(sixth.mulInt(scientists).mul(slots[1]!));

t.test('research, 3 scientists, cost 3, 1/6 per scientist exhausted: 0.28414 static, 0.28932 by state', async (t) => {
  const game: ResearchParams = { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} };
  let bestStatic = Rational.of(-10);
  for (const rule of stoppingRules(1, 8, 8)) {
    const v = researchValue(researchTask.exact!({ ...game, policy: rule.policy }, big()), 3);
    if (v.compare(bestStatic) > 0) bestStatic = v;
  }
  t.equal(bestStatic.toNumber().toFixed(5), '0.28414', 'the best static rule');
  const best = researchBest.exact!({ game, objective: { name: 'completed', direction: 'max', unitPrice: '1/6' }, rows: 0 }, big());
  const v = researchValue(best, 3);
  t.equal(v.toNumber().toFixed(5), '0.28932', 'stopping by the state');
  t.ok(v.compare(bestStatic) >= 0, 'never worse than a static rule');
});

t.test('orbit, one satellite, one UFO at threat 8: roll only if 1/3 beats the price of a certain loss', async (t) => {
  // at threat 8 the roll is a loss for sure: destroys the UFO with 1/3, exhausts the satellite
  for (const [price, rolls] of [
    ['1/4', true],
    ['1/2', false],
  ] as const) {
    const p = {
      game: { satellites: 1, ufos: 1, threat: 8, policy: {} },
      objective: { name: 'cleared', direction: 'max' as const, unitPrice: price },
      rows: 5,
    };
    const { slots, notes } = orbitalBest.exactWithNotes!(p, big()) as { slots: Rational[]; notes: { firstMove: { stop: boolean } } };
    t.equal(notes.firstMove.stop, !rolls, `price ${price}`);
    t.equal(slots[0]!.toString(), rolls ? '1/3' : '0/1');
  }
  // no price: the best is the default play (roll until done or lost)
  const game = { satellites: 2, ufos: 3, threat: 2, policy: {} };
  const best = orbitalBest.exact!({ game, objective: { name: 'cleared', direction: 'max', unitPrice: 0 }, rows: 0 }, big());
  t.equal(best[0]!.toString(), orbitalDefense.exact!(game, big())[0]!.toString());
});

t.test('HTTP: /v1/xcom/research/best and /v1/xcom/orbital-defense/best', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/research/best', { scientists: 3, cost: 3, unitPrice: '1/6', method: 'exact', policyRows: 1 });
  t.equal(res.status, 200);
  t.equal(res.body.best.value.toFixed(5), '0.28932');
  t.equal(res.body.defaultPlay.value.toFixed(5), '0.28414');
  t.same(res.body.policy.rows, ['threat 1; markers 0/3 -> roll']);
  const bad = await post(app, '/v1/xcom/research/best', { scientists: 3, cost: 3, unitPrice: '1/0' });
  t.equal(bad.status, 400);
  t.equal(bad.body.errors[0].path, 'body.unitPrice');
  const orbit = await post(app, '/v1/xcom/orbital-defense/best', {
    satellites: 2,
    ufos: 2,
    objective: { name: 'ufosLeft', direction: 'min' },
    method: 'exact',
  });
  t.equal(orbit.status, 200);
  t.ok(orbit.body.best.value <= orbit.body.defaultPlay.value, 'minimising: best at most the default');
});

t.test('HTTP: /v1/xcom/global-defense/best reads an objective over all continents whole', async (t) => {
  const app = await testApp(t);
  // the first continent cannot be cleared (no interceptors): all cleared is lost, so over the
  // second continent every roll only risks its interceptors: stop at once
  const hopeless = await post(app, '/v1/xcom/global-defense/best', {
    continents: [
      { name: 'Asia', interceptors: 0, ufos: 1 },
      { name: 'Europe', interceptors: 2, ufos: 1 },
    ],
    unitPrice: '1/10',
    method: 'exact',
  });
  t.equal(hopeless.status, 200);
  t.equal(hopeless.body.best.fraction, '0/1');
  t.same(hopeless.body.firstMove, { stop: true, continent: 'Europe' });
  t.ok(hopeless.body.defaultPlay.value < 0, 'the default play rolls and pays for its losses');
  // fewest panic, no price: rolling never hurts, so the best play is the default one
  const panic = await post(app, '/v1/xcom/global-defense/best', {
    continents: [
      { name: 'Asia', interceptors: 1, ufos: 2 },
      { name: 'Europe', interceptors: 2, ufos: 1 },
    ],
    objective: { name: 'panic', direction: 'min' },
    method: 'exact',
  });
  t.equal(panic.body.best.fraction, panic.body.defaultPlay.fraction);
  t.equal(panic.body.continents.length, 2);
  t.equal(panic.body.continents[0].name, 'Asia');
});
