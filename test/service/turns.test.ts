/**
 * Turns for request work in a burst (src/plugins/turns.ts): requests that wait for a later pass
 * of the event loop are all handled, in the order they came, and /health is answered. With a
 * turn of 0 ms every request waits, so the test does not depend on the machine's speed.
 */
import Fastify from 'fastify';
import t from 'tap';
import { turnsPlugin } from '../../src/plugins/turns.js';

t.test('every request that waited is handled, in the order it came; /health is answered meanwhile', async (t) => {
  const app = Fastify();
  const arrived: number[] = [];
  const handled: number[] = [];
  // registered before the turns: it sees the order requests reach them
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST') arrived.push((request.body as { i: number }).i);
    done();
  });
  const turns = turnsPlugin(app, 0);
  app.post('/work', async (request) => {
    handled.push((request.body as { i: number }).i);
    return { ok: true };
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const post = (i: number) =>
    fetch(`${base}/work`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ i }) });
  const replies = await Promise.all([...Array.from({ length: 30 }, (_, i) => post(i)), fetch(`${base}/health`)]);
  t.same(
    replies.map((r) => r.status),
    Array.from({ length: 31 }, () => 200),
    'all answered',
  );
  t.same(handled, arrived, 'handled in the order they reached the turns');
  t.equal(turns.deferred, 30, 'with a 0 ms turn, every request waited for a later pass');
});
