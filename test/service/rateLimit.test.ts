/**
 * Per-client rate limit: beyond `max` requests in a window, 429 problem+json with Retry-After.
 * The service's own routes and in-process requests are not counted.
 */
import t from 'tap';
import { ClientWindows } from '../../src/plugins/rateLimit.js';
import { PROBLEM, listeningApp, postJson } from './edge.js';

const BUDGET = { money: 5, soldiers: 1, continents: [{ name: 'Asia', panic: 1 }], panicTrackEnd: 5 };

t.test('429 problem+json past the limit', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 0, rateLimit: { max: 3, timeWindowMs: 60_000 } });
  for (let i = 0; i < 3; i++) {
    t.equal((await postJson(base, '/v1/xcom/budget', BUDGET)).status, 200, `request ${i + 1} of 3`);
  }
  const limited = await postJson(base, '/v1/xcom/budget', BUDGET);
  t.equal(limited.status, 429);
  t.match(limited.headers.get('content-type'), PROBLEM);
  t.match(limited.json(), { status: 429, title: 'Too many requests', type: String, detail: String });
  const retryAfter = Number(limited.headers.get('retry-after'));
  t.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter} s, within the window`);

  for (const path of ['/health', '/ready', '/metrics']) {
    t.equal((await fetch(base + path)).status, 200, `${path} is not limited`);
  }
  const inProcess = await app.inject({ method: 'POST', url: '/v1/xcom/budget', payload: BUDGET });
  t.equal(inProcess.statusCode, 200, 'in-process requests are not limited');
});

t.test('X-Forwarded-For names the client only behind a trusted proxy', async (t) => {
  const { base } = await listeningApp(t, { threads: 0, rateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: '127.0.0.1' });
  const as = (ip: string) => postJson(base, '/v1/xcom/budget', BUDGET, { 'x-forwarded-for': ip });
  t.equal((await as('192.0.2.1')).status, 200);
  t.equal((await as('192.0.2.1')).status, 429, 'the same client: limited');
  t.equal((await as('192.0.2.2')).status, 200, 'another client behind the same proxy: its own budget');
});

t.test('an answer from the answer cache is not counted: the limit guards computation', async (t) => {
  const { base } = await listeningApp(t, { threads: 0, rateLimit: { max: 1, timeWindowMs: 60_000 } });
  const seeded = { scientists: 3, cost: 3, trials: 1000, seed: 5 };
  const first = await postJson(base, '/v1/xcom/research', seeded);
  t.equal(first.status, 200, 'computed: the one request of the window');
  const again = await postJson(base, '/v1/xcom/research', seeded);
  t.equal(again.status, 200, 'the same body again: from the cache, not refused');
  t.equal(again.text, first.text, 'the same bytes');
  t.equal((await postJson(base, '/v1/xcom/research', { ...seeded, seed: 6 })).status, 429, 'another body must be computed: limited');
});

t.test('each counted answer says what is left; an IPv6 client counts for its /64', async (t) => {
  const { base } = await listeningApp(t, { threads: 0, rateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy: '127.0.0.1' });
  const as = (ip: string) => postJson(base, '/v1/xcom/budget', BUDGET, { 'x-forwarded-for': ip });
  const first = await as('2001:db8:0:1::1');
  t.equal(first.headers.get('x-ratelimit-limit'), '2');
  t.equal(first.headers.get('x-ratelimit-remaining'), '1');
  const reset = Number(first.headers.get('x-ratelimit-reset'));
  t.ok(reset > 0 && reset <= 60, `X-RateLimit-Reset ${reset} s, within the window`);
  t.equal((await as('2001:db8:0:1::2')).headers.get('x-ratelimit-remaining'), '0', 'another address of the same /64: the same budget');
  const limited = await as('2001:db8:0:1:ffff::3');
  t.equal(limited.status, 429, 'the same /64, past the limit');
  t.equal(limited.headers.get('x-ratelimit-remaining'), '0');
  t.equal((await as('2001:db8:0:2::1')).status, 200, 'another /64: its own budget');
});

t.test('client windows: a window starts again when it is over, and the first started is dropped past the most kept', (t) => {
  const windows = new ClientWindows(1000, 3);
  t.equal(windows.count('a', 0).count, 1);
  t.equal(windows.count('a', 999).count, 2, 'within the window');
  t.same(windows.count('a', 1000), { count: 1, start: 1000 }, 'the window is over: it starts again');
  windows.count('b', 1001);
  windows.count('c', 1002);
  t.equal(windows.size, 3);
  windows.count('d', 1003);
  t.equal(windows.size, 3, 'no more than the most kept');
  t.equal(windows.count('a', 1004).count, 1, "a's window (started first) was dropped");
  t.equal(windows.count('c', 1005).count, 2, "c's was kept");
  t.end();
});

t.test('a question asked by its link (a GET) is counted once', async (t) => {
  const { base } = await listeningApp(t, { threads: 0, rateLimit: { max: 3, timeWindowMs: 60_000 } });
  const get = (seed: number) => fetch(`${base}/v1/xcom/research?scientists=3&cost=3&trials=1000&seed=${seed}`);
  const first = await get(1);
  t.equal(first.status, 200);
  t.equal(first.headers.get('x-ratelimit-remaining'), '2', 'one of the three');
  t.equal((await get(2)).headers.get('x-ratelimit-remaining'), '1');
  t.equal((await get(3)).status, 200, 'the third');
  t.equal((await get(4)).status, 429, 'the fourth');
});
