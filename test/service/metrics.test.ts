/** `/metrics`: Prometheus text with the request series and the engine's load read at scrape time. */
import t from 'tap';
import { listeningApp, postJson, waitFor } from './edge.js';

t.test('the named series, counted by route pattern and status', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  t.equal((await postJson(base, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 1000 })).status, 200);
  t.equal((await postJson(base, '/v1/xcom/research', { scientists: 99 })).status, 400);
  t.equal((await fetch(`${base}/no/such/${Math.PI}`)).status, 404);
  await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3, seed: 1, trials: 1000 } });

  const res = await fetch(`${base}/metrics`);
  t.equal(res.status, 200);
  t.match(res.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  t.match(
    text,
    /^http_requests_total\{method="POST",route="\/v1\/xcom\/research",status_code="200"\} 1$/m,
    'one 200: the in-process request is not counted',
  );
  t.match(text, /^http_requests_total\{method="POST",route="\/v1\/xcom\/research",status_code="400"\} 1$/m);
  t.match(text, /^http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\} 1$/m, 'unmatched paths share one label');
  t.notMatch(text, /no\/such/, 'no path a caller made up becomes a label');
  t.match(text, /^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/v1\/xcom\/research",status_code="200"\} \d+$/m);
  t.match(text, /^http_request_duration_seconds_count\{method="POST",route="\/v1\/xcom\/research",status_code="200"\} 1$/m);
  t.match(text, /^odds_computations_in_flight 0$/m);
  t.match(text, /^odds_computations_queued 0$/m);
  t.match(text, /^odds_computations_limit 32$/m);
  t.match(text, /^odds_pool_threads 1$/m);
  t.match(text, /^odds_pool_utilization [\d.e-]+$/m);
  t.match(text, /^odds_pool_queued 0$/m);
  t.match(text, /^odds_draining 0$/m);
  t.match(text, /^process_cpu_seconds_total /m, "Node's process metrics");
});

t.test('computations in flight are read when scraped', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const long = postJson(base, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 10_000_000 });
  await waitFor(() => app.odds.admission.running > 0);
  const text = await (await fetch(`${base}/metrics`)).text();
  t.match(text, /^odds_computations_in_flight 1$/m, 'one running while the long request runs');
  t.equal((await long).status, 200);
});

/** rally options of 6 leaders over 20 phases, 10,000,000 trials: seconds of work, dropped before its end */
const LONG = {
  brokenMorale: 8,
  terrain: 'building',
  leaders: Array.from({ length: 6 }, (_, i) => ({ id: `L${i}`, leadership: -(i % 3) })),
  phases: 20,
  trials: 10_000_000,
};

t.test('computations waiting for an admission slot are read when scraped', async (t) => {
  // one slot: the first long request runs, the second waits for the slot
  const { app, base } = await listeningApp(t, { threads: 1, maxInFlight: 1 });
  const leave = new AbortController();
  const ask = (seed: number) =>
    fetch(`${base}/v1/asl/rally/options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...LONG, seed }),
      signal: leave.signal,
    }).then(
      (res) => res.status,
      () => 'left' as const,
    );
  const running = ask(1);
  await waitFor(() => app.odds.admission.running === 1);
  const waiting = ask(2);
  await waitFor(() => app.odds.admission.queued === 1);
  const during = await (await fetch(`${base}/metrics`)).text();
  t.match(during, /^odds_computations_in_flight 1$/m, 'one running');
  t.match(during, /^odds_computations_queued 1$/m, 'one waiting for the slot');
  // both callers leave: the slot and the queue place are freed, and the gauge says so
  leave.abort();
  t.same(await Promise.all([running, waiting]), ['left', 'left']);
  await waitFor(() => app.odds.admission.running === 0 && app.odds.admission.queued === 0);
  const after = await (await fetch(`${base}/metrics`)).text();
  t.match(after, /^odds_computations_queued 0$/m, 'none waiting once they left');
  t.match(after, /^odds_computations_in_flight 0$/m);
});
