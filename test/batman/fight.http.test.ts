/** The Batman fight endpoint over HTTP: answers per the API document for both kinds of fight, bad input as 4xx. */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

const URL_ = '/v1/batman/fight';

t.test('villain against villain, Monte Carlo', async (t) => {
  const app = await testApp(t);
  const body = { attacker: { side: 'villain', henchmen: 2 }, defender: { side: 'villain', henchmen: 3 }, seed: 7, trials: 50_000 };
  const res = await post(app, URL_, body);
  t.equal(res.status, 200);
  const b = res.body;
  t.match(b, {
    method: 'monte-carlo',
    trials: 50_000,
    seed: 7,
    confidence: 0.95,
    elapsedMs: Number,
    engine: { rng: 'xoroshiro128plus', version: String },
  });
  t.same(Object.keys(b.probabilities).sort(), ['attackerWins', 'defenderWins', 'villainBatFace']);
  for (const name of ['attackerWins', 'defenderWins', 'villainBatFace']) {
    const { p, ci } = b.probabilities[name];
    t.ok(ci[0] <= p && p <= ci[1] && ci[0] >= 0 && ci[1] <= 1, `${name}: p inside its interval`);
  }
  t.ok(Math.abs(b.probabilities.attackerWins.p + b.probabilities.defenderWins.p - 1) < 1e-12, 'one side wins');
  const margin: Array<{ value: number; p: number }> = b.distributions.margin;
  t.ok(Math.abs(margin.reduce((s, d) => s + d.p, 0) - 1) < 1e-9, 'between villains every fight has a margin');
  t.ok(
    margin.every((d) => d.value >= -6 && d.value <= 4),
    'margin within (0+2)-(5+3) .. (5+2)-(0+3)',
  );
  const atLeast0 = margin.filter((d) => d.value >= 0).reduce((s, d) => s + d.p, 0);
  t.ok(Math.abs(atLeast0 - b.probabilities.attackerWins.p) < 1e-12, 'attacker wins = P(margin >= 0): ties to the invader');

  const again = await post(app, URL_, body);
  t.same({ ...again.body, elapsedMs: 0 }, { ...b, elapsedMs: 0 }, 'the same seed gives the same answer');
  // snapshot: a seeded answer must not change silently (a change of draw order or rule shows here)
  t.equal(b.probabilities.attackerWins.p, 0.41668, 'seed 7 snapshot: attackerWins');
  t.equal(b.probabilities.villainBatFace.p, 0.30252, 'seed 7 snapshot: villainBatFace');
  t.same(
    margin.map((d) => Math.round(d.p * 50_000)),
    [1348, 2805, 4228, 5575, 6994, 8216, 6888, 5649, 4205, 2768, 1324],
    'seed 7 snapshot: margin counts',
  );
});

t.test('villain against Batman, exact, both ways round', async (t) => {
  const app = await testApp(t);
  let res = await post(app, URL_, {
    attacker: { side: 'villain', henchmen: 3 },
    defender: { side: 'batman', combatValue: 4 },
    method: 'exact',
  });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'exact', trials: 0, seed: null });
  // hand-worked: see test/batman/fight.kernel.test.ts
  t.equal(res.body.probabilities.attackerWins.fraction, '5/12');
  t.equal(res.body.probabilities.defenderWins.fraction, '7/12');
  t.equal(res.body.probabilities.villainBatFace.fraction, '1/6');
  t.same(res.body.probabilities.attackerWins.ci, [5 / 12, 5 / 12]);
  const margin: Array<{ value: number; p: number; fraction: string }> = res.body.distributions.margin;
  t.ok(Math.abs(margin.reduce((s, d) => s + d.p, 0) - 5 / 6) < 1e-12, 'the margins add up to 1 - villainBatFace');
  t.same(margin[0], { value: -5, p: 1 / 36, fraction: '1/36' }, 'villain 1+3 against Batman 5+4');

  res = await post(app, URL_, {
    attacker: { side: 'batman', combatValue: 4 },
    defender: { side: 'villain', henchmen: 3 },
    tie: 'defender',
    method: 'exact',
  });
  t.equal(res.status, 200);
  t.equal(res.body.probabilities.defenderWins.fraction, '5/12', 'the villain defending with ties to the defender: same 5/12');

  res = await post(app, URL_, {
    attacker: { side: 'villain', henchmen: 0 },
    defender: { side: 'villain' },
    die: { faces: [1, 2] },
    method: 'exact',
  });
  t.equal(res.body.probabilities.attackerWins.fraction, '3/4', 'custom die [1,2]: the invader loses only 1 against 2');
  t.equal(res.body.probabilities.villainBatFace.fraction, '0/1', 'no bat face on the die');

  res = await post(app, URL_, {
    attacker: { side: 'villain', henchmen: 8, henchmenLimit: 10 },
    defender: { side: 'batman', combatValue: 10 },
    method: 'exact',
  });
  t.equal(res.status, 200, 'the Penguin (henchmenLimit 10) may bring 8 henchmen');
});

t.test('bad input is a 400 problem+json naming the field and saying why', async (t) => {
  const app = await testApp(t);
  const v = (henchmen: number, extra = {}) => ({ side: 'villain', henchmen, ...extra });
  const cases: Array<[string, unknown, string, RegExp?]> = [
    ['missing attacker', { defender: v(1) }, 'body.attacker'],
    [
      'two Batmen',
      { attacker: { side: 'batman', combatValue: 2 }, defender: { side: 'batman', combatValue: 3 } },
      'body.defender.side',
      /two Batmen/,
    ],
    ['more henchmen than the rules allow', { attacker: v(6), defender: v(1) }, 'body.attacker.henchmen', /at most 5.*henchmenLimit/],
    [
      'more henchmen than the raised limit',
      { attacker: v(1), defender: v(8, { henchmenLimit: 7 }) },
      'body.defender.henchmen',
      /henchmenLimit \(7\)/,
    ],
    ['11 henchmen', { attacker: v(11, { henchmenLimit: 10 }), defender: v(1) }, 'body.attacker.henchmen'],
    ['henchmenLimit 11', { attacker: v(1, { henchmenLimit: 11 }), defender: v(1) }, 'body.attacker.henchmenLimit'],
    ['negative henchmen', { attacker: v(-1), defender: v(1) }, 'body.attacker.henchmen'],
    ['unknown side', { attacker: { side: 'joker' }, defender: v(1) }, 'body.attacker.side'],
    ['Batman without combat value', { attacker: v(1), defender: { side: 'batman' } }, 'body.defender.combatValue'],
    ['combat value 11', { attacker: v(1), defender: { side: 'batman', combatValue: 11 } }, 'body.defender.combatValue'],
    ['a villain with a combat value', { attacker: { side: 'villain', combatValue: 3 }, defender: v(1) }, 'body.attacker'],
    ['faces with no pips', { attacker: v(1), defender: v(1), die: { faces: ['bat', 0, 'bat'] } }, 'body.die.faces', /no pips/],
    ['one face', { attacker: v(1), defender: v(1), die: { faces: [3] } }, 'body.die.faces'],
    ['21 faces', { attacker: v(1), defender: v(1), die: { faces: Array(21).fill(1) } }, 'body.die.faces'],
    ['a face that is neither pips nor bat', { attacker: v(1), defender: v(1), die: { faces: ['bat', 'skull', 2] } }, 'body.die.faces.1'],
    ['negative pips', { attacker: v(1), defender: v(1), die: { faces: ['bat', -1, 2] } }, 'body.die.faces.1'],
    ['unknown tie rule', { attacker: v(1), defender: v(1), tie: 'attacker' }, 'body.tie'],
    [
      'unknown batmanBatFace rule',
      { attacker: v(1), defender: { side: 'batman', combatValue: 1 }, batmanBatFace: 'wins' },
      'body.batmanBatFace',
    ],
    ['unknown field', { attacker: v(1), defender: v(1), penguin: true }, 'body'],
    ['trials 0', { attacker: v(1), defender: v(1), trials: 0 }, 'body.trials'],
    ['null sides', { attacker: null, defender: 5 }, 'body.defender'],
    ['null die', { attacker: v(1), defender: v(1), die: null }, 'body.die'],
  ];
  for (const [name, body, path, why] of cases) {
    const res = await post(app, URL_, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /^application\/problem\+json/, `${name}: problem+json`);
    t.match(res.body, { type: String, title: String, status: 400, detail: String }, `${name}: problem fields`);
    const named = res.body.errors?.find((e: { path: string }) => e.path === path);
    t.ok(named, `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`);
    if (why) t.match(named?.message, why, `${name}: says why`);
  }
});

t.test('Swagger shows examples of both kinds of fight', async (t) => {
  const app = await testApp(t);
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const op = doc.paths['/v1/batman/fight'].post;
  t.equal(op.tags[0], 'Batman');
  t.match(op.description, /Assumed/);
  const ref: string = op.requestBody.content['application/json'].schema.$ref;
  const examples = doc.components.schemas[ref.slice(ref.lastIndexOf('/') + 1)].examples;
  const kinds = examples.map((e: { attacker: { side: string }; defender: { side: string } }) =>
    [e.attacker.side, e.defender.side].sort().join('-'),
  );
  t.ok(kinds.includes('villain-villain') && kinds.includes('batman-villain'), `examples: ${kinds}`);
  for (const e of examples) t.equal((await post(app, URL_, { ...e, trials: 1000 })).status, 200, 'each example answers 200');
});
