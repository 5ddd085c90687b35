/**
 * Graceful shutdown: while draining, /ready answers 503 problem+json and /health stays 200; new
 * connections are refused; a request in flight (a policy table, which asks its endpoint once per
 * rule in process) finishes with 200, or with 503 past the deadline: never a 500. No timing is
 * tight: the request is long compared with the wait for it to start, and deadlines are either
 * far beyond it or far below it.
 */
import { connect } from 'node:net';
import t from 'tap';
import { toProblem } from '../../src/plugins/errors.js';
import { drain } from '../../src/plugins/shutdown.js';
import { PROBLEM, listeningApp, postJson, waitFor } from './edge.js';

// a table of every stopping rule, each row half a million sampled trials (19 rows: within the
// 10,000,000-trial cap of one question): seconds of work
const LONG = { scientists: 3, cost: 3, seed: 2, trials: 500_000, method: 'monte-carlo' };
const TABLE = '/v1/xcom/research/policies';

t.test('in-flight requests finish with 200 while the service drains', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  t.equal((await app.inject({ url: '/ready' })).statusCode, 200, 'ready before');
  const inFlight = postJson(base, TABLE, LONG);
  await waitFor(() => app.odds.admission.running > 0);

  const draining = drain(app, 120_000);
  const ready = await app.inject({ url: '/ready' });
  t.equal(ready.statusCode, 503, 'not ready while draining');
  t.match(String(ready.headers['content-type']), PROBLEM);
  t.equal(ready.json().title, 'Shutting down');
  t.equal((await app.inject({ url: '/health' })).statusCode, 200, 'still alive');
  await t.rejects(fetch(`${base}/health`), 'a new connection is refused');

  const res = await inFlight;
  t.equal(res.status, 200, 'the request in flight finished');
  t.equal(res.json().rules.length > 3, true, 'with its whole table');
  t.equal(res.headers.get('connection'), 'close', 'and its connection closed');
  t.same(await draining, { drained: true, cutOff: 0 });
});

t.test('past the deadline, requests still running answer 503 (never 500)', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const inFlight = postJson(base, TABLE, { ...LONG, seed: 3 });
  await waitFor(() => app.odds.admission.running > 0);
  const result = await drain(app, 10);
  const res = await inFlight;
  t.equal(res.status, 503);
  t.match(res.headers.get('content-type'), PROBLEM);
  t.equal(res.json().title, 'Shutting down');
  t.ok(Number(res.headers.get('retry-after')) > 0, 'with Retry-After');
  t.same(result, { drained: false, cutOff: 1 });
});

t.test('a question asked once close has begun answers 503, not 500', async (t) => {
  const { app } = await listeningApp(t, { threads: 0 });
  await app.close();
  // what a policy table's rows meet once Fastify's close has begun: in-process requests refused
  const err = await app.inject({ method: 'POST', url: '/v1/xcom/budget', payload: {} }).then(
    () => null,
    (e: unknown) => e as Error & { code: string },
  );
  if (err === null) return t.fail('inject after close should be refused');
  t.equal(err.code, 'FST_ERR_REOPENED_CLOSE_SERVER');
  t.same(toProblem(err as never), { ...toProblem(err as never), status: 503, title: 'Shutting down' });
});

t.test('a request whose client hung up is not waited for: drain ends long before its deadline', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const leave = new AbortController();
  const gone = fetch(base + TABLE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...LONG, seed: 4 }),
    signal: leave.signal,
  }).catch(() => 'left');
  await waitFor(() => app.odds.admission.running > 0);
  leave.abort();
  t.equal(await gone, 'left');
  const started = performance.now();
  const result = await drain(app, 60_000);
  const tookMs = performance.now() - started;
  t.same(result, { drained: true, cutOff: 0 }, 'nothing left to answer');
  t.ok(tookMs < 30_000, `drained in ${tookMs.toFixed(0)} ms, not at the 60 s deadline`);
});

t.test('a connection that never carried a request (a preconnect) does not hold the drain', async (t) => {
  const { app, port } = await listeningApp(t, { threads: 0 });
  const silent = connect(port, '127.0.0.1');
  await new Promise((resolve) => silent.once('connect', resolve));
  const closed = new Promise((resolve) => silent.once('close', resolve));
  await waitFor(() => app.drainState.connections.size === 1);
  const started = performance.now();
  const result = await drain(app, 60_000);
  const tookMs = performance.now() - started;
  t.same(result, { drained: true, cutOff: 0 });
  t.ok(tookMs < 5_000, `drained in ${tookMs.toFixed(0)} ms, not when the silent connection's headers time out`);
  await closed;
  t.equal(app.drainState.connections.size, 0, 'no connection is kept');
});
