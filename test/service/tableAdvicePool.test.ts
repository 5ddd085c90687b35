/**
 * The table's advice solves a best-play game exactly: on a service with worker threads it runs on
 * the pool, so that a heavy advice (base defence, eight soldiers against three enemies of three hit
 * points: about a second of solving) does not hold the event loop, and a cheap request sent
 * meanwhile answers at once. The answer is the one the service without threads gives, byte for
 * byte, and past the time limit both answer 503.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import t from 'tap';
import { testApp } from '../helpers/app.js';

const heavy = {
  state: {
    board: {
      continents: [{ name: 'Europe', panic: 1 }],
      panicTrackEnd: 5,
      base: {
        soldiers: Array.from({ length: 8 }, (_, i) => ({ name: `S${i}`, skills: [i % 2 ? 'heavy' : 'assault'] })),
        enemies: Array.from({ length: 3 }, (_, i) => ({ name: `E${i}`, hp: 3, skills: ['assault', 'heavy'] })),
        redSpace: 3,
      },
    },
    at: { phase: 7 },
  },
};

t.test('a cheap request answers while a heavy advice is solved', async (t) => {
  const app = await testApp(t, { threads: 1 });
  // the worker thread started and warmed up, and the routes ready: neither is timed
  await app.inject({ method: 'GET', url: '/health' });
  const sent = performance.now();
  const advice = app
    .inject({ method: 'POST', url: '/v1/xcom/round/advice', payload: heavy })
    .then((res) => ({ res, at: performance.now() }));
  await sleep(50);
  const health = await app.inject({ method: 'GET', url: '/health' });
  const cheapAt = performance.now() - sent;
  const { res, at } = await advice;
  const heavyAt = at - sent;
  t.equal(health.statusCode, 200);
  t.equal(res.statusCode, 200, res.body.slice(0, 200));
  t.ok(heavyAt > 400, `the advice took ${Math.round(heavyAt)} ms (heavy enough to tell)`);
  t.ok(cheapAt < 250, `the cheap request answered ${Math.round(cheapAt)} ms after the advice was sent (advice: ${Math.round(heavyAt)} ms)`);
});

t.test('the advice solved on the pool is the one solved inline, byte for byte', async (t) => {
  const pooled = await testApp(t, { threads: 1 });
  const inline = await testApp(t);
  const ask = (app: typeof inline) => app.inject({ method: 'POST', url: '/v1/xcom/round/advice', payload: heavy });
  const [a, b] = [await ask(pooled), await ask(inline)];
  t.equal(a.statusCode, 200);
  t.equal(a.body, b.body);
});

t.test('past the time limit, the advice on the pool answers as the one solved inline: 503', async (t) => {
  for (const threads of [1, 0]) {
    const app = await testApp(t, { threads, timeLimitMs: 200 });
    const res = await app.inject({ method: 'POST', url: '/v1/xcom/round/advice', payload: heavy });
    t.equal(res.statusCode, 503, `threads: ${threads}`);
    t.equal(res.json().type, '/problems/time-limit-exceeded');
  }
});
