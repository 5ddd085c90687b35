/** POST /v1/asl/rally/options over HTTP: options side by side, each as a lone rally; bad input as 400. */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { rejectsEach } from './compare.js';

const URL_ = '/v1/asl/rally/options';

t.test('each option answers as POST /v1/asl/rally would', async (t) => {
  const app = await testApp(t);
  const common = { brokenMorale: 8, terrain: 'building', phases: 3, method: 'exact' };
  const res = await post(app, URL_, {
    ...common,
    leaders: [
      { id: '9-2', leadership: -2 },
      { id: '7-0', leadership: 0 },
    ],
  });
  t.equal(res.status, 200);
  t.same(
    res.body.options.map((o: { option: string; id?: string }) => [o.option, o.id]),
    [
      ['leader', '9-2'],
      ['leader', '7-0'],
      ['self-rally', undefined],
    ],
  );
  t.same(res.body.probabilities, {}, 'per-option parts only under `options`');
  t.notOk('items' in res.body, 'the tally group is answered as `options` only');
  const lone = [
    await post(app, '/v1/asl/rally', { ...common, leadership: -2 }),
    await post(app, '/v1/asl/rally', { ...common, leadership: 0 }),
    await post(app, '/v1/asl/rally', { ...common, selfRally: true }),
  ];
  lone.forEach((r, k) => {
    t.same(res.body.options[k].probabilities, r.body.probabilities, `option ${k}: the same odds as a lone rally`);
    t.same(res.body.options[k].distributions, r.body.distributions, `option ${k}: the same distributions`);
  });
  t.equal(res.body.best, 0, 'the 9-2 is the best option');

  const mc = await post(app, URL_, { brokenMorale: 6, leaders: [{ id: '8-1', leadership: -1 }], seed: 5, trials: 20_000 });
  t.equal(mc.status, 200);
  t.equal(mc.body.options.length, 2, 'the leader and the self-rally');
  t.ok(mc.body.options[0].probabilities.rallied.p > mc.body.options[1].probabilities.rallied.p, 'a -1 leader beats a +1 self-rally');
});

t.test('method "exact": a crew, its self-rally its own (A10.6, A10.63) and no Heat of Battle (A15.1)', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, {
    brokenMorale: 8,
    unit: 'crew',
    leaders: [{ id: '8-1', leadership: -1 }],
    phases: 1,
    method: 'exact',
  });
  t.equal(res.status, 200);
  const [led, self] = res.body.options;
  // the 8-1: rallied on 2..9 (30/36 = 5/6); the crew's Original 2 brings no Heat of Battle
  t.equal(led.probabilities.rallied.fraction, '5/6');
  t.equal(led.probabilities.heatOfBattle.fraction, '0/1');
  // the self-rally: +1, rallied on 2..7 (21/36 = 7/12), never a leader created
  t.equal(self.probabilities.rallied.fraction, '7/12');
  t.equal(self.probabilities.leaderCreation.fraction, '0/1');
});

t.test('bad input: 400 problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const cases: Array<[string, object, string]> = [
    ['no option at all', { brokenMorale: 7, selfRally: false }, 'body.leaders'],
    [
      'a duplicate leader id',
      {
        brokenMorale: 7,
        leaders: [
          { id: 'a', leadership: -1 },
          { id: 'a', leadership: 0 },
        ],
      },
      'body.leaders.1.id',
    ],
    ['leadership +5', { brokenMorale: 7, leaders: [{ id: 'a', leadership: 5 }] }, 'body.leaders.0.leadership'],
    ['a hero', { brokenMorale: 9, unit: 'hero' }, 'body.unit'],
    ['unknown terrain', { brokenMorale: 7, terrain: 'marsh' }, 'body.terrain'],
  ];
  await rejectsEach(t, app, URL_, cases);
});
