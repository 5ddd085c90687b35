/** POST /v1/asl/morale-check over HTTP: the answer per the API document, exact fractions, bad input as 400. */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { rejectsEach } from './compare.js';

const URL_ = '/v1/asl/morale-check';

t.test('answers per the API document', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { morale: 7, modifier: 2, leadership: -1, seed: 42, trials: 20_000 });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'monte-carlo', trials: 20_000, seed: 42, confidence: 0.95, engine: { rng: String } });
  for (const name of ['passed', 'pinned', 'broken', 'casualtyReduced', 'eliminated', 'heatOfBattle']) {
    const { p, ci } = res.body.probabilities[name];
    t.ok(ci[0] - 1e-12 <= p && p <= ci[1] + 1e-12, `${name}: p inside its interval`);
  }
  const again = await post(app, URL_, { morale: 7, modifier: 2, leadership: -1, seed: 42, trials: 20_000 });
  t.same(again.body.probabilities, res.body.probabilities, 'same seed, same answer');
});

t.test('method "exact": hand-worked fractions', async (t) => {
  const app = await testApp(t);
  // ML 7, 1MC: final DR = Original + 1. Passed: Original <= 6: 15/36; pinned: Original 6: 5/36;
  // Original 12: 1/36 Casualty Reduces and breaks the squad.
  const res = await post(app, URL_, { morale: 7, modifier: 1, method: 'exact' });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'exact', trials: 0, seed: null });
  const pr = res.body.probabilities;
  t.equal(pr.passed.fraction, '5/12');
  t.equal(pr.pinned.fraction, '5/36');
  t.equal(pr.broken.fraction, '7/12');
  t.equal(pr.casualtyReduced.fraction, '1/36');
  t.equal(pr.heatOfBattle.fraction, '1/36');
  t.same(pr.passed.ci, [pr.passed.p, pr.passed.p]);
  // a broken leader, NMC on ML 8: fails on 9..11 (9/36): wounded 4/6, killed 2/6; Original 12 eliminates
  const leader = await post(app, URL_, { morale: 8, broken: true, unit: 'leader', method: 'exact' });
  t.equal(leader.body.probabilities.eliminated.fraction, '1/9', '9/36 * 2/6 + 1/36');
  t.equal(leader.body.probabilities.wounded.fraction, '1/6');
  // A17.11: wounded before, the wound severity dr eliminates on 4-6. A wounded broken 7-ML
  // leader (ML 6) on a 1MC: Original 12 eliminates (1/36); 6..11 fail (25/36), half of them fatal
  const wounded = await post(app, URL_, { morale: 7, broken: true, unit: 'leader', wounded: true, modifier: 1, method: 'exact' });
  t.equal(wounded.body.probabilities.eliminated.fraction, '3/8', '1/36 + 25/72');
  // A15.2: a 9-ML hero on a 2MC fails on 8..12 (15/36), a wound each, fatal on 5-6: 5/36; never pinned
  const hero = await post(app, URL_, { morale: 9, unit: 'hero', modifier: 2, method: 'exact' });
  t.equal(hero.body.probabilities.eliminated.fraction, '5/36');
  t.equal(hero.body.probabilities.pinned.fraction, '0/1');
  t.equal(hero.body.probabilities.heatOfBattle.fraction, '0/1', 'A15.1: a hero takes no Heat of Battle DR');
  // A15.1: a 9 hero's 1MC and a 6 crew's NMC: no Heat of Battle either
  const hero1 = await post(app, URL_, { morale: 9, unit: 'hero', modifier: 1, method: 'exact' });
  t.equal(hero1.body.probabilities.heatOfBattle.fraction, '0/1');
  const crew = await post(app, URL_, { morale: 6, unit: 'crew', method: 'exact' });
  t.equal(crew.body.probabilities.heatOfBattle.fraction, '0/1');
  // A17.1, A15.2: a wounded 9 hero (ML 8), NMC: fails on 9..12 (10/36 = 5/18), eliminated each time
  const wh = await post(app, URL_, { morale: 9, unit: 'hero', wounded: true, method: 'exact' });
  t.equal(wh.body.probabilities.eliminated.fraction, '5/18');
  t.equal(wh.body.probabilities.passed.fraction, '13/18', 'eliminated = 1 - passed');
  t.equal(wh.body.probabilities.wounded.fraction, '0/1');
});

t.test('bad input: 400 problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const cases: Array<[string, object, string]> = [
    ['ML 11', { morale: 11 }, 'body.morale'],
    ['leadership +5', { morale: 7, leadership: 5 }, 'body.leadership'],
    ['unknown unit', { morale: 7, unit: 'tank' }, 'body.unit'],
    ['unknown check', { morale: 7, check: 'PTC' }, 'body.check'],
    ['a wounded squad', { morale: 7, wounded: true }, 'body.wounded'],
    ['a broken hero', { morale: 9, unit: 'hero', broken: true }, 'body.broken'],
    ['an unknown field', { morale: 7, terrain: 'woods' }, 'body'],
    ['no ML', {}, 'body.morale'],
  ];
  await rejectsEach(t, app, URL_, cases);
});
