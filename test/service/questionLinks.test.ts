/**
 * Questions as links (src/plugins/questionLinks.ts): every question answers GET with its body in
 * the URL, byte for byte as the POST answers it; fields as parameters coerced by their types;
 * errors naming the parameter; the links an answer gives lead back to it; the URL is bounded.
 */
import t from 'tap';
import { exampleBodies } from '../../src/schemas/answerExamples.js';
import { testApp } from '../helpers/app.js';

const q = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
const withoutElapsed = (text: string) => text.replace(/"elapsedMs":[0-9.e+-]+/, '"elapsedMs":0');

t.test('every question: GET with q answers the bytes of the POST (but elapsedMs), stored answers the same bytes', async (t) => {
  const app = await testApp(t, { threads: 0, rateLimit: false, underPressure: false });
  await app.ready();
  for (const [path, body] of exampleBodies(app)) {
    const get = await app.inject({ url: `${path}?q=${q(body)}` });
    t.equal(get.statusCode, 200, `${path}: GET answers`);
    const post = await app.inject({ method: 'POST', url: path, payload: body as object });
    t.equal(withoutElapsed(post.body), withoutElapsed(get.body), `${path}: the same bytes but elapsedMs`);
    t.equal(post.headers['cache-control'], get.headers['cache-control'], `${path}: the same caching headers`);
    t.equal(post.headers.etag, get.headers.etag, `${path}: the same ETag`);
    // an endpoint the answer cache serves answers the stored bytes themselves (elapsedMs too)
    const again = await app.inject({ url: `${path}?q=${q(body)}` });
    // (the /best endpoints are in the registry for compare and sweep, but their answers are not stored)
    const stored = app.odds.endpoints.get(path) !== undefined && !path.endsWith('/best');
    if (stored) t.equal(again.body, post.body, `${path}: the stored bytes`);
    else t.equal(withoutElapsed(again.body), withoutElapsed(post.body), `${path}: asked again`);
  }
});

t.test('fields as parameters, coerced by their types; links that lead back', async (t) => {
  const app = await testApp(t);
  const get = await app.inject({ url: '/v1/xcom/research?scientists=3&cost=3&seed=7' });
  t.equal(get.statusCode, 200);
  t.equal(get.headers['cache-control'], 'public, max-age=31536000, immutable', 'a seeded answer is immutable');
  const post = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3, seed: 7 } });
  t.equal(post.body, get.body, 'the stored answer of the same question');
  const fresh = await testApp(t);
  const first = await fresh.inject({ url: '/v1/asl/morale-check?morale=7&fanatic=true&check=TC&method=exact' });
  t.equal(first.statusCode, 200, first.body.slice(0, 300));
  const answer = first.json();
  t.match(answer.links, { self: /^\/v1\/asl\/morale-check\?/, svg: /format=svg$/ });
  const self = await fresh.inject({ url: answer.links.self });
  t.equal(self.body, first.body, 'links.self answers the same answer');
  const svg = await fresh.inject({ url: answer.links.svg });
  t.match(svg.headers['content-type'], /^image\/svg\+xml/, 'links.svg answers the chart');
  const posted = await fresh.inject({
    method: 'POST',
    url: '/v1/asl/morale-check',
    payload: { morale: 7, fanatic: true, check: 'TC', method: 'exact' },
  });
  t.same(posted.json().links, answer.links, 'the POST of the same question gives the same links');
});

t.test('errors name the parameter; q and fields together, bad q, and a URL too long are refused', async (t) => {
  const app = await testApp(t);
  const bad = await app.inject({ url: '/v1/xcom/research?scientists=30&cost=3' });
  t.equal(bad.statusCode, 400);
  t.match(bad.headers['content-type'], /^application\/problem\+json/);
  t.same(
    bad.json().errors.map((e: { path: string }) => e.path),
    ['querystring.scientists'],
  );
  const text = await app.inject({ url: '/v1/xcom/research?scientists=three&cost=3' });
  t.same(
    text.json().errors.map((e: { path: string }) => e.path),
    ['querystring.scientists'],
    'a number field given text',
  );
  const nested = await app.inject({ url: `/v1/xcom/global-defense?q=${q({ continents: [{ name: 'Asia', interceptors: 2, ufos: 99 }] })}` });
  t.equal(nested.statusCode, 400);
  t.match(nested.json().errors[0].path, /^querystring\.q\.continents\.0\.ufos$/);
  const both = await app.inject({ url: `/v1/xcom/research?cost=3&q=${q({ scientists: 3, cost: 3 })}` });
  t.equal(both.statusCode, 400, 'q beside fields');
  const notQ = await app.inject({ url: '/v1/xcom/research?q=not*base64' });
  t.same(notQ.json().errors[0].path, 'querystring.q');
  const long = await app.inject({ url: `/v1/xcom/research?q=${'A'.repeat(9000)}` });
  t.equal(long.statusCode, 414);
  t.match(long.json(), { status: 414, title: 'URL too long' });
});
