/**
 * `/metrics` in Prometheus text format (prom-client): requests and their durations by route
 * pattern and status, and the engine's load read at scrape time (computations in flight and
 * waiting for a slot, the admission limit, the worker pool's threads, queue and utilisation),
 * the answer cache's counts and size (src/answerCache.ts), plus Node's process metrics. Each app
 * has its own registry, so that tests may build many apps in one process.
 * In-process requests (a question's rows) are not HTTP requests and are not counted.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { AnswerCache } from '../answerCache.js';
import { isInProcess } from './internal.js';
import { RequestMetrics } from './requestMetrics.js';

/** What the worker pool tells about itself (the inline runner tells nothing). */
interface PoolGauges {
  threads: number;
  utilization?: number;
  queued?: number;
}

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event-loop lag, GC); default true */
  processMetrics?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** a route label that cannot grow with what callers send: unmatched paths share one */
const UNMATCHED = '(unmatched)';

export function metricsPlugin(app: FastifyInstance, options: MetricsOptions = {}): void {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);

  const requests = new RequestMetrics();
  requests.register(registry);

  // read from the engine when scraped: nothing in the engine's path counts for metrics
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = read();
        if (v !== undefined) this.set(v);
      },
    });
  const pool = () => app.odds.pool as unknown as PoolGauges;
  gauge('odds_computations_in_flight', 'Computations running now (admitted, not yet answered).', () => app.odds.admission.running);
  gauge(
    'odds_computations_queued',
    'Computations waiting for an admission slot (every slot taken, or their client holding its share).',
    () => app.odds.admission.queued,
  );
  gauge('odds_computations_limit', 'Computations in flight beyond which requests answer 503 Busy.', () => app.odds.admission.limit);
  gauge('odds_pool_threads', 'Worker threads in the pool.', () => pool().threads);
  gauge('odds_pool_utilization', 'Share of the pool capacity used since it started (0..1).', () => pool().utilization);
  gauge('odds_pool_queued', 'Tasks waiting for a worker thread.', () => pool().queued);
  gauge('odds_draining', '1 while the instance drains before it stops.', () =>
    app.hasDecorator('drainState') && app.drainState.draining ? 1 : 0,
  );

  // the answer cache counts for itself (plain numbers); its series read them when scraped
  const answerCache = () => (app.hasDecorator('answerCache') ? app.answerCache : undefined);
  const cacheCounter = (name: string, help: string, read: (cache: AnswerCache) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const cache = answerCache();
        if (cache === undefined) return;
        this.reset();
        this.inc(read(cache));
      },
    });
  cacheCounter('odds_answer_cache_hits_total', 'Answers sent from the answer cache (seeded or exact answers asked before).', (c) => c.hits);
  cacheCounter(
    'odds_answer_cache_misses_total',
    'Seeded or exact requests not found in the answer cache (computed, or waiting for an identical request).',
    (c) => c.misses,
  );
  cacheCounter(
    'odds_answer_cache_coalesced_total',
    'Misses answered by waiting for an identical request already computing.',
    (c) => c.coalesced,
  );
  cacheCounter(
    'odds_answer_cache_evictions_total',
    'Entries evicted (least recently used first) to stay within the byte bound.',
    (c) => c.evictions,
  );
  cacheCounter('odds_answer_cache_too_large_total', 'Answers not stored: larger than a sixteenth of the byte bound.', (c) => c.tooLarge);
  gauge(
    'odds_answer_cache_entries',
    'Entries in the answer cache (an answer reached by two spellings of its request is two).',
    () => answerCache()?.size,
  );
  gauge(
    'odds_answer_cache_bytes',
    'Bytes the answer cache counts for its entries (keys, answers, ETags and a fixed overhead each).',
    () => answerCache()?.bytes,
  );
  gauge('odds_answer_cache_max_bytes', 'The answer cache bound in bytes (0: the cache is off).', () => answerCache()?.maxBytes);

  app.addHook('onResponse', (request, reply, done) => {
    if (!isInProcess(request))
      requests.observe(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** `/metrics`: kept out of the API document (it is for the monitoring system, not callers). */
export function metricsRoute(app: FastifyInstance): void {
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const text = await app.metrics.metrics();
    return reply.type(app.metrics.contentType).send(text);
  });
}
