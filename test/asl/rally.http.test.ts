/** POST /v1/asl/rally over HTTP: the answer per the API document, exact fractions, bad input as 400. */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { rejectsEach } from './compare.js';

const URL_ = '/v1/asl/rally';

t.test('answers per the API document', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { brokenMorale: 8, leadership: -1, terrain: 'woods', seed: 42, trials: 20_000 });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'monte-carlo', trials: 20_000, seed: 42 });
  for (const name of ['rallied', 'casualtyReduced', 'eliminated', 'heatOfBattle', 'leaderCreation']) {
    t.ok(name in res.body.probabilities, `${name} reported`);
  }
  t.ok(Math.abs(res.body.probabilities.rallied.p - 33 / 36) < 0.01, 'rallies on 2..10 of 2d6 (10 - 2 <= 8)');
});

t.test('method "exact": hand-worked fractions', async (t) => {
  const app = await testApp(t);
  // broken ML 7, self-rally under DM: rallied when Original + 5 <= 7, i.e. Original 2: 1/36,
  // which is also the leader-creation chance (an MMC self-rally)
  let res = await post(app, URL_, { brokenMorale: 7, selfRally: true, desperation: true, method: 'exact' });
  t.equal(res.status, 200);
  t.equal(res.body.probabilities.rallied.fraction, '1/36');
  t.equal(res.body.probabilities.leaderCreation.fraction, '1/36');
  t.equal(res.body.probabilities.heatOfBattle.fraction, '0/1');
  t.equal(res.body.probabilities.casualtyReduced.fraction, '1/36', 'Fate');
  // a leader-rallied half-squad at ML 6, 2 phases: each phase rallies on 2..6 (15/36), Fate
  // (1/36) eliminates it: rallied = 15/36 + (20/36)(15/36)
  res = await post(app, URL_, { brokenMorale: 6, leadership: 0, unit: 'half-squad', phases: 2, method: 'exact' });
  t.equal(res.body.probabilities.rallied.fraction, '35/54', '15/36 + 20/36 * 15/36 = (540 + 300)/1296');
  t.same(
    res.body.distributions.rallyPhase.map((d: { value: number }) => d.value),
    [0, 1, 2],
  );
  // A18.11: broken ML 5 under DM: no DR can rally it (2 + 5 > 5) but the Original 2 of its
  // first-MMC self-rally: 1/36 a phase. Fate's half-squad tries on (still an MMC), so over two
  // phases: 1/36 + 35/36 * 1/36 = 71/1296
  res = await post(app, URL_, { brokenMorale: 5, selfRally: true, desperation: true, phases: 2, method: 'exact' });
  t.equal(res.body.probabilities.rallied.fraction, '71/1296');
  t.equal(res.body.probabilities.leaderCreation.fraction, '71/1296', 'every rally here is a field promotion');
  // A10.6, A10.63: a crew self-rallies in its own right, +1: a broken 8 crew rallies on 2..7
  // (21/36 = 7/12); no leader creation, no Heat of Battle; Fate (1/36) eliminates it
  res = await post(app, URL_, { brokenMorale: 8, selfRally: true, unit: 'crew', method: 'exact' });
  t.equal(res.status, 200);
  t.equal(res.body.probabilities.rallied.fraction, '7/12');
  t.equal(res.body.probabilities.leaderCreation.fraction, '0/1');
  t.equal(res.body.probabilities.heatOfBattle.fraction, '0/1');
  t.equal(res.body.probabilities.eliminated.fraction, '1/36');
  // under DM a broken 5 crew cannot rally at all: its Original 2 is a plain DR (2 + 1 + 4 > 5)
  res = await post(app, URL_, { brokenMorale: 5, selfRally: true, desperation: true, unit: 'crew', method: 'exact' });
  t.equal(res.body.probabilities.rallied.fraction, '0/1');
  // A15.1: a crew rallied by a leader takes no Heat of Battle DR; a squad does, on its Original 2
  res = await post(app, URL_, { brokenMorale: 7, leadership: -1, unit: 'crew', method: 'exact' });
  t.equal(res.body.probabilities.heatOfBattle.fraction, '0/1');
  res = await post(app, URL_, { brokenMorale: 7, leadership: -1, method: 'exact' });
  t.equal(res.body.probabilities.heatOfBattle.fraction, '1/36');
});

t.test('bad input: 400 problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const cases: Array<[string, object, string]> = [
    ['a leader and selfRally together', { brokenMorale: 7, leadership: -1, selfRally: true }, 'body.selfRally'],
    ['neither a leader nor selfRally', { brokenMorale: 7 }, 'body.leadership'],
    ['ML 11', { brokenMorale: 11, selfRally: true }, 'body.brokenMorale'],
    ['leadership +5', { brokenMorale: 7, leadership: 5 }, 'body.leadership'],
    ['unknown terrain', { brokenMorale: 7, selfRally: true, terrain: 'swamp' }, 'body.terrain'],
    ['a hero', { brokenMorale: 9, selfRally: true, unit: 'hero' }, 'body.unit'],
    ['a wounded crew', { brokenMorale: 7, selfRally: true, unit: 'crew', wounded: true }, 'body.wounded'],
    ['0 phases', { brokenMorale: 7, selfRally: true, phases: 0 }, 'body.phases'],
  ];
  await rejectsEach(t, app, URL_, cases);
  const both = await post(app, URL_, { brokenMorale: 7, leadership: -1, selfRally: true });
  t.match(both.body.errors[0].message, /not both/, 'says why');
});
