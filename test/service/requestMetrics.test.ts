/**
 * The request series of /metrics, counted outside prom-client and written by its registry:
 * buckets are cumulative and inclusive of their bound (Prometheus's `le`), +Inf holds every
 * request, and each route and status is a series of its own.
 */
import t from 'tap';
import { Registry } from 'prom-client';
import { DURATION_BUCKETS, RequestMetrics } from '../../src/plugins/requestMetrics.js';

const line = (text: string, start: string) => text.split('\n').find((l) => l.startsWith(start));

t.test('cumulative buckets, inclusive bounds, sums and counts per route and status', async (t) => {
  const metrics = new RequestMetrics();
  const registry = new Registry();
  metrics.register(registry);
  metrics.observe('POST', '/v1/a', 200, 0.005); // on the first bound: in it
  metrics.observe('POST', '/v1/a', 200, 0.0051); // just past it: the next one
  metrics.observe('POST', '/v1/a', 200, 61); // past the last bound: +Inf only
  metrics.observe('POST', '/v1/a', 400, 0.001);
  const text = await registry.metrics();
  const series = 'method="POST",route="/v1/a",status_code="200"';
  t.equal(line(text, `http_requests_total{${series}}`), `http_requests_total{${series}} 3`);
  t.equal(line(text, 'http_requests_total{method="POST",route="/v1/a",status_code="400"}')?.endsWith(' 1'), true, 'a status of its own');
  t.equal(line(text, `http_request_duration_seconds_bucket{le="0.005",${series}}`)?.endsWith(' 1'), true, '0.005 s is within le="0.005"');
  t.equal(line(text, `http_request_duration_seconds_bucket{le="0.01",${series}}`)?.endsWith(' 2'), true, 'cumulative');
  t.equal(line(text, `http_request_duration_seconds_bucket{le="${DURATION_BUCKETS.at(-1)}",${series}}`)?.endsWith(' 2'), true);
  t.equal(line(text, `http_request_duration_seconds_bucket{le="+Inf",${series}}`)?.endsWith(' 3'), true, '+Inf: every request');
  t.equal(line(text, `http_request_duration_seconds_count{${series}}`)?.endsWith(' 3'), true);
  const sum = Number(line(text, `http_request_duration_seconds_sum{${series}}`)?.split(' ').pop());
  t.ok(Math.abs(sum - 61.0101) < 1e-9, `the sum of the durations (${sum})`);
  t.match(text, /# TYPE http_request_duration_seconds histogram/);
  t.match(text, /# TYPE http_requests_total counter/);
});
