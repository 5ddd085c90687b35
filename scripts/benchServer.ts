/**
 * A server for the bench's load test, in its own process: `service` (the whole app, with its
 * worker pool) or `bare` (fastify with one POST route answering a small JSON body). Listens on
 * a free loopback port, prints `{"port": n}` on one line, and closes on SIGTERM.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';

const kind = process.argv[2];
const app = kind === 'service' ? await buildApp() : Fastify();
if (kind === 'bare') app.post('/echo', async (request) => ({ ok: true, fields: Object.keys(request.body as object).length }));
else if (kind !== 'service') throw new Error(`unknown server ${kind}: service or bare`);

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
