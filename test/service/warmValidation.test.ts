/**
 * Warming request validation at start (src/plugins/warmValidation.ts): each body schema with an
 * example validates it the given number of times; a schema without one is left alone; the event
 * loop turns between schemas; an app built with it on is ready and answers as any other.
 */
import t from 'tap';
import { z } from 'zod';
import { warm } from '../../src/plugins/warmValidation.js';
import { testApp } from '../helpers/app.js';

t.test('each example is validated the given number of times; schemas without one are skipped', async (t) => {
  let calls = 0;
  const counted = z
    .object({ a: z.number() })
    .refine(() => ++calls > 0)
    .meta({ examples: [{ a: 1 }] });
  const bare = z.object({ b: z.string() }).refine(() => {
    calls += 1000;
    return true;
  });
  t.equal(await warm([counted, bare], 7), 1, 'one schema had an example');
  t.equal(calls, 7, 'validated 7 times; the schema without an example never');
});

t.test('the event loop turns between two schemas: a callback queued before the warming runs within it', async (t) => {
  let turned = false;
  const seen: boolean[] = [];
  const first = z.object({ a: z.number() }).meta({ examples: [{ a: 1 }] });
  const second = z
    .object({ b: z.number() })
    .refine(() => seen.push(turned) > 0)
    .meta({ examples: [{ b: 1 }] });
  setImmediate(() => {
    turned = true;
  });
  await warm([first, second], 3);
  t.same(seen, [true, true, true], 'the second schema was warmed after the queued callback ran');
});

t.test('an app that warms its validation is ready and answers', async (t) => {
  const app = await testApp(t, { threads: 0, warmValidation: true });
  const res = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3, seed: 1, trials: 1000 } });
  t.equal(res.statusCode, 200);
  const bad = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 'x' } });
  t.equal(bad.statusCode, 400, 'and refuses what it refused');
});
