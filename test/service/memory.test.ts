/**
 * Nothing a request makes outlives it: the service, in its own process started with
 * --expose-gc (scripts/memoryServer.ts), answers thousands of requests of every kind
 * (scripts/mixedLoad.ts: exact and seeded answers, refused bodies, questions of many rows,
 * progress streams, clients that leave while their answer computes, computations that run past
 * the time limit, requests refused at admission when all their client's slots are taken), and
 * its heap in use after a full collection may grow only by a fixed allowance plus a few tens
 * of bytes a request, on the main thread and on the worker threads. Before the deadline was
 * composed by hand (src/engine/budget.ts), every computation kept about 7 KB for good: 6,000
 * requests then grow the heap by tens of megabytes, far beyond the bound.
 *
 * The bounds, written down:
 * - cache off: heap after - heap before <= FIXED_BYTES + PER_REQUEST_BYTES x requests, after a
 *   warm-up of every kind. FIXED_BYTES is V8 still optimising: a heap-snapshot diff of what the
 *   measured phase adds (on a busy machine, 0.6 MB over 8,000 requests) held nothing but
 *   compiled code, its deoptimisation data and relocation info, and feedback vectors, which
 *   stop growing once the code is hot, whatever the number of requests;
 * - cache on: the same, over what the cache counts for its entries (`odds_answer_cache_bytes`
 *   grows as seeded answers fill it; docs/performance.md says the count is never less than the
 *   heap the entries hold): heap growth <= cache bytes added + FIXED_BYTES + PER_REQUEST_BYTES x requests;
 * - filled to its bound: the heap the cache holds (growth after a collection, read against the
 *   `odds_answer_cache_bytes` gauge of /metrics) is at most the bytes it counts, plus the same
 *   allowances; and at least a third of them (the count is a bound, not a guess: an answer
 *   reached by two spellings of its request is counted twice, its text held once).
 *
 * The drain set's replies whose clients left (bounded: src/plugins/shutdown.ts drops them when
 * the set has doubled) are dropped before each look, so that its saw tooth does not hide a leak.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import type { AppOptions } from '../../src/app.js';
import { KINDS, newCounts, runLoad, type LoadCounts, type LoadRequest } from '../../scripts/mixedLoad.js';
import { next } from './hardening.js';

/** the most heap a request may leave behind, on average, after a full collection */
const PER_REQUEST_BYTES = 32;
/** V8's optimised code and feedback, still growing after the warm-up (see above) */
const FIXED_BYTES = 1.5 * 2 ** 20;
/** MEMORY_TEST_SCALE (default 1) scales the requests of every phase, for a slow machine (0.25: a quarter) */
const SCALE = Number(process.env.MEMORY_TEST_SCALE ?? 1);
const WARM_UP = Math.round(2_500 * SCALE);
const MEASURED = Math.round(6_000 * SCALE);
const CONNECTIONS = 11;

interface Heap {
  heapUsed: number;
  rss: number;
  workers: number[];
  cacheBytes: number;
  cacheEntries: number;
}

interface MemoryService {
  port: number;
  heap(): Promise<Heap>;
}

async function startMemoryService(t: Test, app: AppOptions): Promise<MemoryService> {
  // the service as it runs in production, with gc() exposed, and without the test runner's
  // hooks: the runner puts them in NODE_OPTIONS of every process it sees started, and a worker
  // thread replaced mid-test under them crashed the process (Node 20.20, require of an ES
  // module through a CommonJS compile hook); a shell drops them before it becomes the service
  const server = fileURLToPath(new URL('../../scripts/memoryServer.js', import.meta.url));
  const child: ChildProcess = spawn('/bin/sh', ['-c', 'exec env -u NODE_OPTIONS "$0" --expose-gc "$1"', process.execPath, server], {
    env: { ...process.env, MEMORY_APP: JSON.stringify(app) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  t.teardown(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  const port = await next(child, (m) => m.port as number | undefined);
  return {
    port,
    heap: () => {
      const got = next(child, (m) => ('heapUsed' in m ? (m as unknown as Heap) : undefined));
      child.send('heap, pruned');
      return got;
    },
  };
}

/** every 2,000th request runs past the time limit (APP's): a long mission */
const timedOut = (i: number): LoadRequest | undefined =>
  i % 2_000 === 1_000
    ? {
        kind: 'timed out',
        method: 'POST',
        path: '/v1/xcom/mission',
        body: { soldiers: 4, tasks: [{ kind: 'objective' }, { kind: 'objective' }, { kind: 'objective' }], trials: 10_000_000, seed: i },
      }
    : undefined;

const APP: AppOptions = {
  timeLimitMs: 2_000,
  // one client may hold 8 slots and queue 3 more, as many as its 11 connections: a request is
  // refused at admission (503 Busy) when the computations of clients that left still hold their
  // slots (the service notices at their next chunk), or waits past the time limit for a slot
  maxInFlight: 16,
  maxQueued: 6,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const statuses = (c: LoadCounts) => JSON.stringify(Object.fromEntries([...c.statuses].sort()));

async function measure(t: Test, service: MemoryService, seedBase: number) {
  const counts = newCounts();
  let next = await runLoad({
    port: service.port,
    connections: CONNECTIONS,
    from: 0,
    requests: WARM_UP,
    seedBase,
    instead: timedOut,
    counts,
  });
  const before = await service.heap();
  const started = performance.now();
  next = await runLoad({
    port: service.port,
    connections: CONNECTIONS,
    from: next,
    requests: MEASURED,
    seedBase,
    instead: timedOut,
    counts,
  });
  const seconds = (performance.now() - started) / 1000;
  const after = await service.heap();
  t.comment(
    `${MEASURED} requests in ${seconds.toFixed(1)} s; heap ${kb(before.heapUsed)} -> ${kb(after.heapUsed)}; ` +
      `workers ${before.workers.map(kb).join(', ')} -> ${after.workers.map(kb).join(', ')}; ` +
      `cache ${kb(before.cacheBytes)} -> ${kb(after.cacheBytes)}; statuses ${statuses(counts)}`,
  );
  return { before, after, counts };
}

const allowed = (requests: number) => FIXED_BYTES + PER_REQUEST_BYTES * requests;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function checkWorkers(t: Test, before: Heap, after: Heap): void {
  t.ok(before.workers.length > 0 && after.workers.length > 0, 'worker threads measured');
  // a thread ended by the backstop is replaced by a fresh one: the mean of those measured
  const growth = sum(after.workers) / after.workers.length - sum(before.workers) / before.workers.length;
  t.ok(growth <= allowed(MEASURED), `worker threads: ${kb(growth)} each (at most ${kb(allowed(MEASURED))})`);
}

t.test('cache off: the heap after a collection stays flat over thousands of requests of every kind', async (t) => {
  const service = await startMemoryService(t, { ...APP, answerCache: { maxBytes: 0 } });
  const { before, after, counts } = await measure(t, service, 1);
  for (const status of ['200', '400', '404', 'left']) t.ok((counts.statuses.get(status) ?? 0) > 0, `some requests answered ${status}`);
  // 503 Busy (a full queue) and 503 Time limit exceeded (the computations past APP's limit, and
  // those that waited too long for a slot) are answers by design; anything else 5xx is not
  const refusals = new Set(['503 Busy', '503 Time limit exceeded']);
  const failures = [...counts.statuses.keys()].filter((k) => k === 'error' || (k.startsWith('5') && !refusals.has(k)));
  t.same(failures, [], 'no 5xx but 503 refusals, no transport error');
  t.ok(KINDS.length >= 15, 'every kind of the mix ran');
  const growth = after.heapUsed - before.heapUsed;
  t.ok(
    growth <= allowed(MEASURED),
    `main thread: ${kb(growth)} over ${MEASURED} requests (at most ${kb(FIXED_BYTES)} + ${PER_REQUEST_BYTES} bytes a request)`,
  );
  checkWorkers(t, before, after);
});

t.test('cache on: the heap grows by what the answer cache counts, and no more', async (t) => {
  const service = await startMemoryService(t, { ...APP, answerCache: { maxBytes: 4 * 2 ** 20 } });
  const { before, after } = await measure(t, service, 1_000_000);
  t.ok(after.cacheEntries > 0, 'the cache holds answers');
  const growth = after.heapUsed - before.heapUsed;
  const cached = after.cacheBytes - before.cacheBytes;
  t.ok(growth <= cached + allowed(MEASURED), `main thread: ${kb(growth)}, the cache counts ${kb(cached)} more`);
  checkWorkers(t, before, after);
});

t.test('filled to its bound, the answer cache holds no more heap than odds_answer_cache_bytes counts', async (t) => {
  const maxBytes = 8 * 2 ** 20;
  const service = await startMemoryService(t, { answerCache: { maxBytes } });
  const research = (seeded: boolean) => (i: number) =>
    ({
      kind: 'research',
      method: 'POST',
      path: '/v1/xcom/research',
      body: { scientists: 1 + (i % 5), cost: 3, trials: 2_000, ...(seeded ? { seed: i } : {}) },
    }) as const;
  const counts = newCounts();
  // the warm-up draws its seeds: nothing of it is stored
  let next = await runLoad({ port: service.port, connections: CONNECTIONS, from: 0, requests: WARM_UP, instead: research(false), counts });
  const before = await service.heap();
  t.equal(before.cacheBytes, 0, 'nothing cached after the warm-up');
  let filled = before;
  while (filled.cacheBytes < 0.95 * maxBytes) {
    next = await runLoad({
      port: service.port,
      connections: CONNECTIONS,
      from: next,
      requests: Math.round(2_000 * SCALE),
      instead: research(true),
      counts,
    });
    filled = await service.heap();
  }
  const metrics = await fetch(`http://127.0.0.1:${service.port}/metrics`).then((r) => r.text());
  const gauge = Number(/^odds_answer_cache_bytes (\d+)$/m.exec(metrics)?.[1]);
  const after = await service.heap();
  t.equal(gauge, after.cacheBytes, 'the gauge says what the cache counts');
  const growth = after.heapUsed - before.heapUsed;
  const requests = next - WARM_UP;
  t.comment(`${requests} seeded answers; ${after.cacheEntries} entries; counted ${kb(gauge)}; heap grew ${kb(growth)}`);
  t.ok(growth <= gauge + allowed(requests), `the heap held (${kb(growth)}) is at most the count (${kb(gauge)}) and the allowances`);
  t.ok(growth >= gauge / 3, 'and not far below it: the count follows what is held');
  t.equal(counts.statuses.get('200'), counts.sent, 'every request answered 200');
});
