/** POST /v1/asl/rout over HTTP: the answer per the API document, exact fractions, bad input as 400. */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { rejectsEach } from './compare.js';

const URL_ = '/v1/asl/rout';

t.test('answers per the API document', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { brokenMorale: 7, interdictions: 2, seed: 42, trials: 20_000 });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'monte-carlo', trials: 20_000, seed: 42 });
  for (const name of ['routed', 'reduced', 'eliminated', 'pinned']) t.ok(name in res.body.probabilities, `${name} reported`);
  const dist: Array<{ value: number; p: number }> = res.body.distributions.interdictionsCleared;
  t.ok(Math.abs(dist.reduce((s, d) => s + d.p, 0) - 1) < 1e-9, 'interdictionsCleared sums to 1');
  t.equal(dist.at(-1)!.p, res.body.probabilities.routed.p, 'routed = came through all 2');
});

t.test('method "exact": hand-worked fractions', async (t) => {
  const app = await testApp(t);
  // one NMC on broken ML 7: passes 2..6 (15/36) routs on; 7 pins (6/36); 8..11 (14/36)
  // reduces the squad, whose half-squad routs on; 12 (1/36) eliminates
  const res = await post(app, URL_, { brokenMorale: 7, interdictions: 1, method: 'exact' });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'exact', trials: 0, seed: null });
  const pr = res.body.probabilities;
  t.equal(pr.routed.fraction, '29/36');
  t.equal(pr.reduced.fraction, '7/18');
  t.equal(pr.pinned.fraction, '1/6');
  t.equal(pr.eliminated.fraction, '1/36');
  const adj = await post(app, URL_, { brokenMorale: 7, interdictions: 1, pinnedAdjacentToEnemy: true, method: 'exact' });
  t.equal(adj.body.probabilities.eliminated.fraction, '7/36', 'a pin next to the enemy eliminates: 6/36 + 1/36');
  const none = await post(app, URL_, { brokenMorale: 7, interdictions: 0, method: 'exact' });
  t.equal(none.body.probabilities.routed.fraction, '1/1', 'no interdiction: routed');
  t.notOk('leaderEliminated' in pr, 'no leader, no leaderEliminated');
  t.equal(pr.heatOfBattle.fraction, '1/36', 'A15.1: an Original 2 on the one NMC');
});

t.test('method "exact": Voluntary Rout (A10.711), hand-worked', async (t) => {
  const app = await testApp(t);
  // broken ML 7, one interdiction, an 8-0 leader along. The NMC: 2..6 (15/36) routs on; 7
  // (6/36) pins; 12 (1/36) eliminates; 8..11 (14/36) reduce the squad and eliminate the leader,
  // and the half-squad (ML 7 < 8) takes an LLMC (an NMC: an 8-0's modifier is 0): 2..6 (15/36) routs
  // on, 7 (6/36) pins, 8..12 (15/36) eliminate it.
  const res = await post(app, URL_, { brokenMorale: 7, interdictions: 1, leader: { morale: 8 }, method: 'exact' });
  t.equal(res.status, 200);
  const pr = res.body.probabilities;
  t.equal(pr.leaderEliminated.fraction, '5/12', 'the NMC fails on 8..12: 15/36');
  t.equal(pr.routed.fraction, '125/216', '15/36 + 14/36 * 15/36');
  t.equal(pr.eliminated.fraction, '41/216', '1/36 + 14/36 * 15/36');
  t.equal(pr.pinned.fraction, '25/108', '6/36 + 14/36 * 6/36');
  // with an 8-1 his -1 applies to the NMC, so it fails only on 9..12: 10/36
  const better = await post(app, URL_, { brokenMorale: 7, interdictions: 1, leader: { morale: 8, leadership: -1 }, method: 'exact' });
  t.equal(better.body.probabilities.leaderEliminated.fraction, '5/18');
  const alone = await post(app, URL_, {
    brokenMorale: 7,
    interdictions: 1,
    leader: { morale: 8, leadership: -1, modifiesInterdiction: false },
    method: 'exact',
  });
  t.equal(alone.body.probabilities.leaderEliminated.fraction, '5/12', 'modifiesInterdiction false: the NMC unmodified');
  // A10.2: a 6+1 lost gives a 1MC. Broken ML 5, one interdiction, his +1 not on the NMC: 12
  // (1/36) eliminates; 6..11 (25/36) reduce the squad and lose him, and the half-squad's 1MC
  // fails on 5..12 (30/36): eliminated 1/36 + 25/36 * 30/36 = 131/216
  const six = await post(app, URL_, {
    brokenMorale: 5,
    interdictions: 1,
    leader: { morale: 6, leadership: 1, modifiesInterdiction: false },
    method: 'exact',
  });
  t.equal(six.status, 200);
  t.equal(six.body.probabilities.eliminated.fraction, '131/216');
});

t.test('method "exact": a crew takes no Heat of Battle DR (A15.1)', async (t) => {
  const app = await testApp(t);
  const crew = await post(app, URL_, { brokenMorale: 6, unit: 'crew', interdictions: 2, method: 'exact' });
  t.equal(crew.status, 200);
  t.equal(crew.body.probabilities.heatOfBattle.fraction, '0/1');
});

t.test('bad input: 400 problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const cases: Array<[string, object, string]> = [
    ['ML 11', { brokenMorale: 11, interdictions: 1 }, 'body.brokenMorale'],
    ['21 interdictions', { brokenMorale: 7, interdictions: 21 }, 'body.interdictions'],
    ['no interdictions field', { brokenMorale: 7 }, 'body.interdictions'],
    ['a hero routing', { brokenMorale: 9, interdictions: 1, unit: 'hero' }, 'body.unit'],
    ['unknown unit', { brokenMorale: 7, interdictions: 1, unit: 'vehicle' }, 'body.unit'],
    ['a wounded squad', { brokenMorale: 7, interdictions: 1, wounded: true }, 'body.wounded'],
    ['a fractional DRM', { brokenMorale: 7, interdictions: 1, drm: 0.5 }, 'body.drm'],
    ['a leader without ML', { brokenMorale: 7, interdictions: 1, leader: { leadership: -1 } }, 'body.leader.morale'],
    ['a leader of ML 11', { brokenMorale: 7, interdictions: 1, leader: { morale: 11 } }, 'body.leader.morale'],
    ['a leader +2', { brokenMorale: 7, interdictions: 1, leader: { morale: 8, leadership: 2 } }, 'body.leader.leadership'],
    ['an unknown leader field', { brokenMorale: 7, interdictions: 1, leader: { morale: 8, pinned: true } }, 'body.leader'],
  ];
  await rejectsEach(t, app, URL_, cases);
});
