/** The research endpoint over HTTP: the answer's shape per the API document, and bad input as 4xx. */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

const URL_ = '/v1/xcom/research';

t.test('answers per the API document', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { scientists: 3, cost: 3, seed: 7 });
  t.equal(res.status, 200);
  const b = res.body;
  t.match(b, {
    method: 'monte-carlo',
    trials: 100_000,
    seed: 7,
    confidence: 0.95,
    elapsedMs: Number,
    engine: { rng: 'xoroshiro128plus', version: String },
  });
  for (const name of ['completed', 'exhausted']) {
    const { p, ci } = b.probabilities[name];
    t.ok(ci[0] <= p && p <= ci[1] && ci[0] >= 0 && ci[1] <= 1, `${name}: p inside its interval`);
  }
  for (const name of ['rolls', 'markers']) {
    const { mean, ci } = b.expectations[name];
    t.ok(ci[0] <= mean && mean <= ci[1], `${name}: mean inside its interval`);
  }
  for (const name of ['markers', 'rolls']) {
    const dist: Array<{ value: number; p: number }> = b.distributions[name];
    const total = dist.reduce((s, d) => s + d.p, 0);
    t.ok(Math.abs(total - 1) < 1e-9, `${name} distribution sums to 1`);
    t.same(
      dist.map((d) => d.value),
      [...dist.map((d) => d.value)].sort((x, y) => x - y),
      `${name} in increasing order`,
    );
  }
  t.equal(b.distributions.markers.at(-1).value, 3, 'markers never exceed cost - progress');
  t.equal(b.probabilities.completed.p, b.distributions.markers.at(-1).p, 'completed = P(markers = cost)');

  const narrow = await post(app, URL_, { scientists: 3, cost: 3, seed: 7, confidence: 0.5 });
  const wide = await post(app, URL_, { scientists: 3, cost: 3, seed: 7, confidence: 0.999 });
  const width = (r: typeof narrow) => r.body.probabilities.completed.ci[1] - r.body.probabilities.completed.ci[0];
  t.ok(width(narrow) < width(wide), 'confidence widens the interval');

  const drawn = await post(app, URL_, { scientists: 3, cost: 3, trials: 1000 });
  t.ok(Number.isInteger(drawn.body.seed) && drawn.body.seed >= 0, 'a seed is drawn and echoed when absent');
});

t.test('method "exact" answers the same shape with fractions', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { scientists: 1, cost: 1, method: 'exact' });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'exact', trials: 0, seed: null });
  // hand-worked: 1 die, cost 1, threat 1,2,...: P(done on roll r) = (2/3)^(r-1) (7/8)(6/8)...(1/3)
  let completed = 0;
  let reach = 1;
  for (let threat = 1; threat <= 8; threat++) {
    completed += reach / 3;
    reach *= (2 / 3) * (1 - threat / 8);
  }
  const c = res.body.probabilities.completed;
  t.ok(Math.abs(c.p - completed) < 1e-12, `completed ${c.p} = ${completed}`);
  t.same(c.ci, [c.p, c.p]);
  const [n, d] = c.fraction.split('/').map(BigInt);
  t.ok(Math.abs(Number(n) / Number(d) - c.p) < 1e-15, 'the fraction is the probability');
  t.equal(res.body.distributions.rolls[0].fraction, '5/12', 'P(one roll) = 1/3 + 2/3 * 1/8');
});

t.test('bad input is a 4xx problem+json naming the field', async (t) => {
  const app = await testApp(t);
  const cases: Array<[string, unknown, string]> = [
    ['missing fields', {}, 'body.scientists'],
    ['missing cost', { scientists: 3 }, 'body.cost'],
    ['wrong type', { scientists: 'three', cost: 3 }, 'body.scientists'],
    ['cost 0', { scientists: 3, cost: 0 }, 'body.cost'],
    ['progress >= cost', { scientists: 3, cost: 3, progress: 3 }, 'body.progress'],
    ['trials 0', { scientists: 3, cost: 3, trials: 0 }, 'body.trials'],
    ['trials 10^9', { scientists: 3, cost: 3, trials: 1e9 }, 'body.trials'],
    ['negative seed', { scientists: 3, cost: 3, seed: -1 }, 'body.seed'],
    ['fractional seed', { scientists: 3, cost: 3, seed: 1.5 }, 'body.seed'],
    ['13 scientists', { scientists: 13, cost: 3 }, 'body.scientists'],
    ['confidence 1', { scientists: 3, cost: 3, confidence: 1 }, 'body.confidence'],
    ['precision 0', { scientists: 3, cost: 3, precision: 0 }, 'body.precision'],
    ['unknown method', { scientists: 3, cost: 3, method: 'guess' }, 'body.method'],
    ['unknown policy field', { scientists: 3, cost: 3, policy: { stopAt: 2 } }, 'body.policy'],
    ['die with more successes than sides', { scientists: 3, cost: 3, die: { sides: 6, successes: 7 } }, 'body.die.successes'],
    ['threat 0', { scientists: 3, cost: 3, threat: 0 }, 'body.threat'],
  ];
  for (const [name, body, path] of cases) {
    const res = await post(app, URL_, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /^application\/problem\+json/, `${name}: problem+json`);
    t.match(res.body, { type: String, title: String, status: 400, detail: String }, `${name}: problem fields`);
    t.ok(
      res.body.errors?.some((e: { path: string }) => e.path === path),
      `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`,
    );
  }
});

t.test('malformed requests', async (t) => {
  const app = await testApp(t);
  const big = await app.inject({
    method: 'POST',
    url: URL_,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ scientists: 3, cost: 3, pad: 'x'.repeat(10 * 1024 * 1024) }),
  });
  t.equal(big.statusCode, 413, 'a 10 MB body is refused');
  t.match(big.headers['content-type'], /problem\+json/);
  const notJson = await app.inject({
    method: 'POST',
    url: URL_,
    headers: { 'content-type': 'application/json' },
    payload: '{"scientists":',
  });
  t.equal(notJson.statusCode, 400, 'broken JSON is a 400');
  t.match(notJson.headers['content-type'], /problem\+json/);
  const text = await app.inject({ method: 'POST', url: URL_, headers: { 'content-type': 'text/plain' }, payload: 'hi' });
  t.equal(text.statusCode, 400, 'a text body is a 400 naming the body');
  t.match(text.json(), { errors: [{ path: 'body' }] });
  const none = await app.inject({ method: 'POST', url: URL_ });
  t.equal(none.statusCode, 400, 'no body is a 400');
  t.match(none.json(), { errors: [{ path: 'body' }] });
  const missing = await app.inject({ url: '/v1/nothing-here' });
  t.equal(missing.statusCode, 404);
  t.match(missing.headers['content-type'], /problem\+json/);
  // a question answers POST and its GET twin (src/plugins/questionLinks.ts): a GET without the question is a 400
  const noQuestion = await app.inject({ url: URL_ });
  t.equal(noQuestion.statusCode, 400, 'GET without the question: a bad request');
  t.match(noQuestion.headers['content-type'], /problem\+json/);
  const wrongMethod = await app.inject({ method: 'PUT', url: URL_ });
  t.equal(wrongMethod.statusCode, 405, 'PUT on a question: method not allowed');
});

t.test('browsers on other origins may call the API (CORS)', async (t) => {
  const app = await testApp(t);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: URL_,
    headers: {
      origin: 'https://planner.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  t.equal(preflight.statusCode, 204);
  t.equal(preflight.headers['access-control-allow-origin'], '*');
  t.match(String(preflight.headers['access-control-allow-methods']), /POST/);
  const res = await app.inject({
    method: 'POST',
    url: URL_,
    headers: { origin: 'https://planner.example' },
    payload: { scientists: 1, cost: 1, trials: 100, seed: 1 },
  });
  t.equal(res.headers['access-control-allow-origin'], '*');
});
