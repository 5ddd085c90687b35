/**
 * The request series of /metrics, `http_requests_total` and `http_request_duration_seconds`,
 * counted in plain numbers as each request ends and handed to prom-client's registry only when
 * it is scraped (the registry writes the text, as for its own metrics). prom-client's Counter
 * and Histogram check and hash their label object on every observation: on an answer sent from
 * the answer cache they cost about 4% of its CPU, which a map lookup on one string avoids.
 */
import type { Registry } from 'prom-client';

/** bucket bounds in seconds: answers from the cache take well under 5 ms, computations up to the time limit */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60] as const;

interface Labels {
  method: string;
  route: string;
  status_code: string;
}

interface Series {
  labels: Labels;
  count: number;
  sum: number;
  /** requests in each bucket alone (not cumulative), by DURATION_BUCKETS index */
  perBucket: Float64Array;
}

/** prom-client's shape of a metric's values, as its registry formats them */
interface MetricValue {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let s = this.series.get(key);
    if (s === undefined) {
      s = {
        labels: { method, route, status_code: String(statusCode) },
        count: 0,
        sum: 0,
        perBucket: new Float64Array(DURATION_BUCKETS.length),
      };
      this.series.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++; // i <= the last index
    if (i < DURATION_BUCKETS.length) s.perBucket[i]!++;
  }

  /** Registers both series in `registry`: read when it is scraped. */
  register(registry: Registry): void {
    const all = () => [...this.series.values()];
    const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => MetricValue[]) => ({
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    });
    const counter = metric('http_requests_total', 'HTTP requests answered, by route pattern and status.', 'counter', () =>
      all().map((s) => ({ labels: { ...s.labels }, value: s.count })),
    );
    const name = 'http_request_duration_seconds';
    const histogram = metric(
      name,
      'Time from receiving a request to the end of its answer, by route pattern and status.',
      'histogram',
      () =>
        all().flatMap((s) => {
          let cumulative = 0;
          const buckets = DURATION_BUCKETS.map((le, i) => {
            cumulative += s.perBucket[i]!; // i < DURATION_BUCKETS.length
            return { metricName: `${name}_bucket`, labels: { le, ...s.labels }, value: cumulative };
          });
          return [
            ...buckets,
            { metricName: `${name}_bucket`, labels: { le: '+Inf', ...s.labels }, value: s.count },
            { metricName: `${name}_sum`, labels: { ...s.labels }, value: s.sum },
            { metricName: `${name}_count`, labels: { ...s.labels }, value: s.count },
          ];
        }),
    );
    // prom-client takes any object of this shape (its own metrics are such objects)
    registry.registerMetric(counter as unknown as Parameters<Registry['registerMetric']>[0]);
    registry.registerMetric(histogram as unknown as Parameters<Registry['registerMetric']>[0]);
  }
}
