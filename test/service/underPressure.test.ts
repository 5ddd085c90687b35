/**
 * Shedding by the process's health: once the heap is over its limit (here a limit of one byte),
 * requests answer 503 Busy problem+json with Retry-After and /ready fails; /health, /metrics and
 * in-process requests still pass.
 */
import t from 'tap';
import { PROBLEM, listeningApp, postJson, waitFor } from './edge.js';

t.test('503 Busy under pressure', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 0, underPressure: { maxHeapUsedBytes: 1 } });
  await waitFor(() => app.isUnderPressure());
  const res = await postJson(base, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 1000 });
  t.equal(res.status, 503);
  t.match(res.headers.get('content-type'), PROBLEM);
  t.equal(res.json().title, 'Busy');
  t.ok(Number(res.headers.get('retry-after')) > 0);
  t.equal((await fetch(`${base}/health`)).status, 200, 'alive');
  t.equal((await fetch(`${base}/metrics`)).status, 200, 'scraped');
  t.equal((await fetch(`${base}/ready`)).status, 503, 'not ready');
  const inProcess = await app.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    payload: { scientists: 3, cost: 3, seed: 1, trials: 1000 },
  });
  t.equal(inProcess.statusCode, 200, 'a question already admitted finishes its rows');
});
