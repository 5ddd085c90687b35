/**
 * Every error is application/problem+json (RFC 9457: type, title, status, detail), whoever
 * answers it: Fastify's router (404, 405, a URL that does not decode), the body parser (malformed
 * JSON, 413), CORS (a preflight without its headers), Node before Fastify sees anything (431, a
 * malformed request line, 417), and the handler (a 5xx, its message hidden).
 */
import t, { type Test } from 'tap';
import { PassThrough } from 'node:stream';
import type { Socket } from 'node:net';
import { buildApp } from '../../src/app.js';
import { clientErrorHandler } from '../../src/plugins/clientErrors.js';
import { OverloadLog } from '../../src/plugins/overloadLog.js';
import { testApp } from '../helpers/app.js';
import { PROBLEM, listeningApp, parseRaw, rawExchange } from './edge.js';

function isProblem(t: Test, status: number, type: string | undefined, body: Record<string, unknown>) {
  t.match(type, PROBLEM, `${status}: problem+json`);
  t.equal(body.status, status, `${status}: status in the body`);
  for (const field of ['type', 'title', 'detail']) t.type(body[field], 'string', `${status}: ${field}`);
}

t.test('router and parser errors', async (t) => {
  const app = await testApp(t);
  const notFound = await app.inject({ url: '/v1/no-such-thing' });
  t.equal(notFound.statusCode, 404);
  isProblem(t, 404, String(notFound.headers['content-type']), notFound.json());

  // a question answers POST and its GET twin (src/plugins/questionLinks.ts; HEAD with it), nothing else
  const wrongMethod = await app.inject({ method: 'DELETE', url: '/v1/xcom/research' });
  t.equal(wrongMethod.statusCode, 405, 'a known path asked with another method: 405, not 404');
  t.equal(wrongMethod.headers.allow, 'GET, HEAD, POST');
  isProblem(t, 405, String(wrongMethod.headers['content-type']), wrongMethod.json());
  const deleteHealth = await app.inject({ method: 'DELETE', url: '/health' });
  t.equal(deleteHealth.statusCode, 405);
  t.match(deleteHealth.headers.allow, /GET/);

  const malformed = await app.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    headers: { 'content-type': 'application/json' },
    payload: '{"scientists":',
  });
  t.equal(malformed.statusCode, 400);
  isProblem(t, 400, String(malformed.headers['content-type']), malformed.json());

  const big = await app.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    headers: { 'content-type': 'application/json' },
    payload: `{"pad":"${'x'.repeat(70_000)}"}`,
  });
  t.equal(big.statusCode, 413);
  isProblem(t, 413, String(big.headers['content-type']), big.json());

  const badUrl = await app.inject({ url: '/%c0' });
  t.equal(badUrl.statusCode, 400, 'a URL that does not decode');
  isProblem(t, 400, String(badUrl.headers['content-type']), badUrl.json());
});

t.test('a CORS preflight without its headers is a 400 problem (the plugin answers text/plain)', async (t) => {
  const app = await testApp(t);
  const res = await app.inject({ method: 'OPTIONS', url: '/v1/xcom/research', headers: { origin: 'https://planner.example' } });
  t.equal(res.statusCode, 400);
  isProblem(t, 400, String(res.headers['content-type']), res.json());
  t.match(res.json().detail, /Preflight/, "the plugin's reason is kept as the detail");
  const good = await app.inject({
    method: 'OPTIONS',
    url: '/v1/xcom/research',
    headers: { origin: 'https://planner.example', 'access-control-request-method': 'POST' },
  });
  t.equal(good.statusCode, 204, 'a proper preflight still passes');
});

t.test('a 5xx hides its message', async (t) => {
  const app = await buildApp({ threads: 0 });
  t.teardown(() => app.close());
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  const res = await app.inject({ url: '/boom' });
  t.equal(res.statusCode, 500);
  isProblem(t, 500, String(res.headers['content-type']), res.json());
  t.notMatch(res.body, /secret/);
});

t.test('Node-level client errors on a raw socket', async (t) => {
  const { port } = await listeningApp(t);
  const huge = parseRaw(await rawExchange(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
  t.equal(huge.status, 431, 'headers past 16 KiB');
  isProblem(t, 431, huge.headers['content-type'], JSON.parse(huge.body));

  const garbage = parseRaw(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'));
  t.equal(garbage.status, 400, 'a malformed request line');
  isProblem(t, 400, garbage.headers['content-type'], JSON.parse(garbage.body));

  const expect = parseRaw(
    await rawExchange(
      port,
      'POST /v1/xcom/budget HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    ),
  );
  t.equal(expect.status, 417, 'an Expect the server cannot meet');
  isProblem(t, 417, expect.headers['content-type'], JSON.parse(expect.body));
});

t.test('the client error handler maps Node codes to statuses (timeouts cannot be waited for here)', async (t) => {
  const cases: Array<[string, number]> = [
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['HPE_INVALID_METHOD', 400],
  ];
  const log = { debug() {} };
  for (const [code, status] of cases) {
    const written: string[] = [];
    let destroyed = false;
    const socket = Object.assign(new PassThrough(), {
      write: (s: string) => written.push(s) > 0,
      destroy: () => {
        destroyed = true;
      },
    }) as unknown as Socket;
    clientErrorHandler.call({ log } as never, Object.assign(new Error(code), { code }), socket);
    const res = parseRaw(written.join(''));
    t.equal(res.status, status, code);
    isProblem(t, status, res.headers['content-type'], JSON.parse(res.body));
    t.ok(destroyed, `${code}: the connection is closed`);
  }
  const reset = { written: 0 };
  const resetSocket = Object.assign(new PassThrough(), { write: () => reset.written++ > 0, destroy() {} }) as unknown as Socket;
  clientErrorHandler.call({ log } as never, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), resetSocket);
  t.equal(reset.written, 0, 'a reset connection is not written to');
});

t.test('overload is logged once per interval at warn, without a stack', async (t) => {
  const lines: string[] = [];
  const stream = { write: (s: string) => lines.push(s) };
  const app = await buildApp({ threads: 0, maxInFlight: 0, logger: { level: 'info', stream } as never });
  t.teardown(() => app.close());
  for (let i = 0; i < 5; i++) {
    const res = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3, seed: 1, trials: 1000 } });
    t.equal(res.statusCode, 503, 'no room: Busy');
    t.match(String(res.headers['content-type']), PROBLEM);
    t.ok(Number(res.headers['retry-after']) > 0, 'with Retry-After');
  }
  const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
  t.equal(logged.filter((l) => l.level >= 50).length, 0, 'nothing at error level');
  const warns = logged.filter((l) => l.level === 40);
  t.equal(warns.length, 1, 'one warn line for five 503s in one interval');
  t.notMatch(JSON.stringify(warns), /stack/, 'no stack');
});

t.test('the overload log counts what it held back', async (t) => {
  let now = 0;
  const lines: Array<Record<string, unknown>> = [];
  const log = { warn: (o: Record<string, unknown>) => lines.push(o) } as never;
  const overload = new OverloadLog(log, 1000, () => now);
  overload.shed('Busy');
  overload.shed('Busy');
  now = 500;
  overload.shed('Busy');
  t.equal(lines.length, 1, 'the first is written at once, the next two held back');
  now = 1000;
  overload.shed('Time limit exceeded');
  t.equal(lines.length, 2);
  t.same(lines[0]?.shed, { Busy: 1 });
  t.same(lines[1]?.shed, { Busy: 2, 'Time limit exceeded': 1 }, 'the held-back ones are counted in the next line');
});
