/**
 * The inverse question: the fewest henchmen that give a villain a target chance of winning.
 * The search (the units search every game shares) against a brute force written here, exact
 * comparison at the boundary, the fields of both answers, and the admission and time limit it
 * runs under.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { Rational, decimalToRational } from '../../simulations/core/rational.js';
import type { DieFace } from '../../simulations/batman/batmanDie.js';
import type { Fighter } from '../../simulations/batman/villainFight.js';
import { post, testApp } from '../helpers/app.js';

const URL_ = '/v1/batman/henchmen-needed';
const DEFAULT: DieFace[] = ['bat', 1, 2, 3, 4, 5];

/** The villain's chance of winning with `k` henchmen, counted pair by pair (integer counts). */
function bruteChance(role: 'attacker' | 'defender', opponent: Fighter, faces: DieFace[], tie: 'invader' | 'defender', k: number): Rational {
  let wins = 0;
  for (const vf of faces) {
    for (const tf of faces) {
      let villainWins: boolean;
      // against Batman the villain's bat face loses; any other bat face is worth 0 pips
      if (vf === 'bat' && opponent.side === 'batman') villainWins = false;
      else {
        const mine = (vf === 'bat' ? 0 : vf) + k;
        const theirs = (tf === 'bat' ? 0 : tf) + (opponent.side === 'villain' ? opponent.henchmen : opponent.combatValue);
        const invaderIsMe = role === 'attacker';
        villainWins = mine > theirs || (mine === theirs && (tie === 'invader') === invaderIsMe);
      }
      if (villainWins) wins++;
    }
  }
  return Rational.of(wins, faces.length ** 2);
}

t.test('decimalToRational reads the decimal as written', async (t) => {
  t.equal(decimalToRational(0.7).toString(), '7/10');
  t.equal(decimalToRational(0.75).toString(), '3/4');
  t.equal(decimalToRational(1).toString(), '1/1');
  t.equal(decimalToRational(1e-7).toString(), '1/10000000');
  t.equal(decimalToRational(0.123456789).toString(), '123456789/1000000000');
  t.equal(decimalToRational(-0.5).toString(), '-1/2');
});

type Config = { villainRole: 'attacker' | 'defender'; opponent: Fighter; faces: DieFace[]; tie: 'invader' | 'defender' };

const configs: Array<[string, Config]> = [
  ['attacking Batman 3', { villainRole: 'attacker', opponent: { side: 'batman', combatValue: 3 }, faces: DEFAULT, tie: 'invader' }],
  [
    'defending against Batman 5, tie to the defender',
    { villainRole: 'defender', opponent: { side: 'batman', combatValue: 5 }, faces: DEFAULT, tie: 'defender' },
  ],
  [
    'defending against a villain with 2',
    { villainRole: 'defender', opponent: { side: 'villain', henchmen: 2 }, faces: DEFAULT, tie: 'invader' },
  ],
  [
    'attacking a villain with 4, custom die',
    { villainRole: 'attacker', opponent: { side: 'villain', henchmen: 4 }, faces: ['bat', 'bat', 0, 3, 7], tie: 'defender' },
  ],
];

const ask = (c: Config, target: number) => ({
  villainRole: c.villainRole,
  opponent: c.opponent,
  die: { faces: c.faces },
  tie: c.tie,
  target,
});

t.test('every chance matches a brute force; the answer is the first count reaching the target', async (t) => {
  const app = await testApp(t);
  for (const [name, c] of configs) {
    const want = Array.from({ length: 11 }, (_, k) => bruteChance(c.villainRole, c.opponent, c.faces, c.tie, k));
    for (const target of [0.1, 0.5, 0.75, 0.9, 0.99, 1]) {
      const res = await post(app, URL_, ask(c, target));
      t.equal(res.status, 200, `${name}, target ${target}: 200`);
      const got: Array<{ fraction: string; finish: { fraction: string }; loss: { fraction: string } }> = res.body.table;
      t.same(
        got.map((r) => r.fraction),
        want.map(String),
        `${name}, target ${target}: chances`,
      );
      t.same(
        got.map((r) => r.finish.fraction),
        want.map(String),
        `${name}, target ${target}: finish is the same chance`,
      );
      // the villain loses whenever he does not win (a tie goes to one side; a bat face loses)
      t.same(
        got.map((r) => r.loss.fraction),
        want.map((w) => String(Rational.ONE.sub(w))),
        `${name}, target ${target}: loss`,
      );
      const first = want.findIndex((w) => w.toNumber() >= target);
      t.equal(res.body.henchmen, first === -1 ? null : first, `${name}, target ${target}: fewest henchmen`);
      t.equal(res.body.fewest, res.body.henchmen, `${name}, target ${target}: fewest is henchmen`);
    }
  }
});

t.test('the target is compared exactly', async (t) => {
  const app = await testApp(t);
  // attacking Batman 3 with 5 henchmen: v + 5 >= b + 3 unless v = 1, b >= 4 or v = 2, b = 5 -> 27/36 = 3/4
  const [, c] = itemAt(configs, 0);
  t.equal((await post(app, URL_, ask(c, 0.75))).body.henchmen, 5, '3/4 is reached by exactly 3/4');
  t.equal((await post(app, URL_, ask(c, 0.7500001))).body.henchmen, 6, 'a hair above 3/4 needs one more');
});

t.test('the endpoint answers, with its examples and "none up to 10"', async (t) => {
  const app = await testApp(t);
  let res = await post(app, URL_, { villainRole: 'attacker', opponent: { side: 'batman', combatValue: 3 }, target: 0.75 });
  t.equal(res.status, 200);
  t.match(res.body, {
    method: 'exact',
    target: 0.75,
    henchmen: 5,
    withinRuleLimit: true,
    chance: { p: 0.75, fraction: '3/4' },
    detail: /^5 henchmen give/,
  });
  t.equal(res.body.table.length, 11, 'one row per count 0..10');
  t.same(res.body.table[3], {
    units: 3,
    method: 'exact',
    finish: { p: 5 / 9, ci: [5 / 9, 5 / 9], fraction: '5/9' },
    loss: { p: 4 / 9, ci: [4 / 9, 4 / 9], fraction: '4/9' },
    reachesTarget: false,
    henchmen: 3,
    p: 5 / 9,
    fraction: '5/9',
  });
  t.match(res.body, { endpoint: '/v1/batman/fight', units: 'henchmen', fewest: 5, seed: null }, 'the fields of every units search');

  res = await post(app, URL_, { opponent: { side: 'batman', combatValue: 3 }, target: 0.8 });
  t.match(
    res.body,
    { henchmen: 6, withinRuleLimit: false, chance: { fraction: '29/36' }, detail: /Penguin/ },
    'past 5: only with the Penguin',
  );

  res = await post(app, URL_, { opponent: { side: 'batman', combatValue: 10 }, target: 0.99 });
  t.equal(res.status, 200);
  t.match(
    res.body,
    { henchmen: null, withinRuleLimit: null, chance: null, detail: /^none up to 10/ },
    'a bat face always loses: 0.99 is out of reach',
  );

  res = await post(app, URL_, { villainRole: 'defender', opponent: { side: 'villain', henchmen: 2 }, target: 0.75 });
  t.match(res.body, { henchmen: 5, chance: { fraction: '5/6' } }, 'defending against a villain with 2');

  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const op = doc.paths[URL_].post;
  t.equal(op.tags[0], 'Batman');
  const ref: string = op.requestBody.content['application/json'].schema.$ref;
  const examples = doc.components.schemas[ref.slice(ref.lastIndexOf('/') + 1)].examples;
  t.ok(examples.length >= 1, 'Swagger shows an example');
  for (const e of examples) t.equal((await post(app, URL_, e)).status, 200, 'each example answers 200');
});

t.test('bad input is a 400 problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const ok = { opponent: { side: 'batman', combatValue: 3 }, target: 0.5 };
  const cases: Array<[string, unknown, string, RegExp?]> = [
    ['missing target', { opponent: ok.opponent }, 'body.target'],
    ['target 0', { ...ok, target: 0 }, 'body.target'],
    ['target above 1', { ...ok, target: 1.5 }, 'body.target'],
    ['missing opponent', { target: 0.5 }, 'body.opponent'],
    ['opponent with too many henchmen', { ...ok, opponent: { side: 'villain', henchmen: 6 } }, 'body.opponent.henchmen', /at most 5/],
    ['unknown role', { ...ok, villainRole: 'bystander' }, 'body.villainRole'],
    ['faces with no pips', { ...ok, die: { faces: ['bat', 0] } }, 'body.die.faces', /no pips/],
    ['unknown field', { ...ok, henchmen: 3 }, 'body'],
  ];
  for (const [name, body, path, why] of cases) {
    const res = await post(app, URL_, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /^application\/problem\+json/, `${name}: problem+json`);
    const named = res.body.errors?.find((e: { path: string }) => e.path === path);
    t.ok(named, `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`);
    if (why) t.match(named?.message, why, `${name}: says why`);
  }
});

t.test('one computation: it takes an admission slot and keeps to the time limit', async (t) => {
  const body = { opponent: { side: 'batman', combatValue: 3 }, target: 0.5 };
  const full = await testApp(t, { threads: 0, maxInFlight: 0 });
  const busy = await post(full, URL_, body);
  t.equal(busy.status, 503, 'no free admission slot: 503');
  t.match(busy.body, { title: 'Busy' });

  const late = await testApp(t, { threads: 0, timeLimitMs: 0 });
  const res = await post(late, URL_, body);
  t.equal(res.status, 503, 'past the time limit: 503');
  // a 0 ms limit has passed before anything waited or ran: the caller's limit, not the queue's
  // (a deadline met after waiting for a slot is Busy; never a 422 either way)
  t.match(res.body, { title: 'Time limit exceeded' });
});

t.test('each count is computed off the event loop unless measured tiny', async (t) => {
  const app = await testApp(t, { threads: 2 });
  const exact = app.odds.pool.exact.bind(app.odds.pool);
  let calls = 0;
  app.odds.pool.exact = (task, signal) => {
    calls++;
    return exact(task, signal);
  };
  const res = await post(app, URL_, { opponent: { side: 'batman', combatValue: 3 }, target: 0.75 });
  t.equal(res.status, 200);
  t.equal(res.body.henchmen, 5);
  // the engine runs an exact count inline only once its measured cost says it is tiny: never more
  // than one pool task per count 0..10
  t.ok(calls <= 11, `at most one exact task on the pool per count 0..10 (${calls})`);
});
