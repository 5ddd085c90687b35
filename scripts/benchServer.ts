/**
 * A server for the bench's load test, in its own process: `service` (the whole app, with its
 * worker pool and answer cache), `uncached` (the same with the answer cache off: every answer
 * computed) or `bare` (fastify with one POST route answering a small JSON body). Listens on a
 * free loopback port, prints `{"port": n}` on one line, answers an IPC message "cpu" with its
 * `process.cpuUsage()`, and closes on SIGTERM.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';

const kind = process.argv[2];
// the rate limit stays in the path (its cost is part of every answer) but is never reached: one
// load generator is one client, far beyond a client's fair share by design
const rateLimit = { max: Number.MAX_SAFE_INTEGER };
const app =
  kind === 'service'
    ? await buildApp({ rateLimit, warmValidation: true })
    : kind === 'uncached'
      ? await buildApp({ rateLimit, answerCache: { maxBytes: 0 }, warmValidation: true })
      : kind === 'bare'
        ? Fastify()
        : undefined;
if (app === undefined) throw new Error(`unknown server ${kind}: service, uncached or bare`);
if (kind === 'bare') app.post('/echo', async (request) => ({ ok: true, fields: Object.keys(request.body as object).length }));

process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ port: address.port }));
