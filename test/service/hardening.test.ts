/**
 * Hardening: each finding of a hostile but realistic client, reproduced against the service in
 * its own process on a loopback port, with /health sampled meanwhile.
 *
 * - The event loop only routes: heavy trials, a costly prepare and a large exact answer run on
 *   the workers; the event loop's thread never runs more than 100 ms of CPU between two ticks of
 *   a 5 ms timer (hardeningServer.ts explains the probe: it is scheduler-independent, so it holds
 *   on a shared machine; /health's wall-clock p99 is logged, and held to a loose bound only).
 * - Abandoned work stops: requests dropped by their client free their slots and their threads.
 * - One client cannot hold every slot; beyond its share and the queue it gets 503 Busy with
 *   Retry-After, and others are served.
 * - One limit: an exact answer that waited for a thread past its deadline is 503 Busy with
 *   Retry-After, not 422; one that ran the whole limit is 422.
 * - Memory: exact computations stop at their heap bound (422), a worker that runs out of memory
 *   answers 422 and is replaced; the process's resident memory stays bounded.
 *
 * No answer anywhere is a 5xx other than 503.
 */
import { setMaxListeners } from 'node:events';
import t, { type Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import {
  BODIES,
  get,
  postAndDrop,
  postFrom,
  sampleHealth,
  startService,
  until,
  WARM_UP,
  warmUp,
  warnings,
  type Reply,
} from './hardening.js';

const MB = 1024 * 1024;
/** CPU the event loop may spend between two ticks (ms) */
const MAX_STALL_MS = 100;
/** wall-clock /health p99 held only to this (the machine is shared with other work) */
const LOOSE_HEALTH_MS = 1000;

/** /health's wall-clock p99, said in the test's output and held to the loose bound. */
function healthWithin(t: Test, h: { p99: number; worst: number; samples: number }): void {
  t.ok(h.p99 < LOOSE_HEALTH_MS, `/health p99 ${h.p99.toFixed(0)} ms, worst ${h.worst.toFixed(0)} ms over ${h.samples} samples`);
}

function statuses(replies: readonly Reply[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

t.test('the event loop only routes: heavy trials, a costly prepare and a large exact answer run on the workers', async (t) => {
  const service = await startService(t);
  await warmUp(service.port, [WARM_UP.research, WARM_UP.rallyOptions, WARM_UP.baseDefense, WARM_UP.globalExact]);
  await service.reset();
  const health = sampleHealth(service.port);
  const globalExact = { continents: Array.from({ length: 8 }, (_, i) => ({ name: `C${i}`, interceptors: 8, ufos: 10 })), method: 'exact' };
  const replies = await Promise.all([
    ...Array.from({ length: 16 }, () => postFrom(service.port, '127.0.0.2', '/v1/asl/rally/options', BODIES.rallyOptions)),
    ...Array.from({ length: 32 }, () => postFrom(service.port, '127.0.0.3', '/v1/xcom/base-defense', BODIES.baseDefense)),
    postFrom(service.port, '127.0.0.4', '/v1/xcom/global-defense', globalExact),
  ]);
  const h = await health.stop();
  const probe = await service.probe();
  t.same(statuses(replies), { 200: 49 }, 'every request answered');
  const exact = itemAt(replies, 48).json();
  t.equal(exact.method, 'exact');
  t.ok((exact.probabilities?.allCleared?.fraction?.length ?? 0) > 100, 'a large exact answer (its fractions have hundreds of digits)');
  t.same(h.failures, [], '/health always 200');
  t.ok(
    probe.stallMs < MAX_STALL_MS,
    `the event loop used at most ${probe.stallMs.toFixed(1)} ms of CPU between ticks (wall-clock lag ${probe.lagMs.toFixed(0)} ms)`,
  );
  healthWithin(t, h);
});

t.test('one client cannot hold every slot: beyond its share and the queue, 503 Busy with Retry-After', async (t) => {
  // 8 slots: one client holds at most 4 and queues at most 4
  const service = await startService(t, { maxInFlight: 8 });
  // the most trials a request may ask: A's running four must outlast B's request and the probe
  // (5,000,000 of these take about a second on a free thread)
  const long = { ...BODIES.rallyOptions, trials: 10_000_000 };
  await warmUp(service.port, [WARM_UP.research, WARM_UP.rallyOptions]);
  await service.reset();
  const health = sampleHealth(service.port);
  // client A: 12 long requests it gives up on once B was served and the slots were read (not
  // after a fixed time: on a loaded machine, B's answer could come after A had left)
  const leave = new AbortController();
  // A leaves all 12 at once: one signal, with a listener per request until its answer comes.
  // Twelve on one signal is this test's design, not a leak; past 10, Node warns
  // (MaxListenersExceededWarning), so the signal's limit is the number of requests
  const requests = 12;
  setMaxListeners(requests, leave.signal);
  const a = Array.from({ length: requests }, () => postFrom(service.port, '127.0.0.2', '/v1/asl/rally/options', long, leave.signal));
  // A's 12 have arrived once 4 run and 4 wait (a fixed pause was too short on a loaded machine)
  await until(async () => {
    const p = await service.probe();
    return p.inFlight + p.queued >= 8;
  }, 10_000);
  const b = await postFrom(service.port, '127.0.0.3', '/v1/xcom/research', { scientists: 3, cost: 3, trials: 100_000, seed: 2 });
  t.equal(b.status, 200, 'another client is served while A holds its share');
  const during = await service.probe();
  t.equal(during.inFlight, 4, `A holds 4 of the 8 slots (${during.inFlight})`);
  t.equal(during.queued, 4, `and waits with 4 more (${during.queued})`);
  leave.abort();
  const answers = await Promise.all(a);
  const refused = answers.filter((r) => r !== null);
  t.equal(refused.length, 4, 'the 4 beyond the share and the queue were answered; the 8 others were dropped by A');
  for (const r of refused) {
    t.equal(r.status, 503);
    t.equal(r.json().title, 'Busy');
    t.ok(Number(r.headers['retry-after']) >= 1, `Retry-After ${r.headers['retry-after']}`);
  }
  // A dropped its 8: their slots and queue places are freed
  const freedMs = await until(async () => {
    const p = await service.probe();
    return p.inFlight === 0 && p.queued === 0;
  }, 3000);
  t.pass(`A's dropped requests freed their slots within ${freedMs.toFixed(0)} ms`);
  const h = await health.stop();
  t.same(h.failures, [], '/health always 200');
  const probe = await service.probe();
  t.ok(probe.stallMs < MAX_STALL_MS, `event loop CPU between ticks at most ${probe.stallMs.toFixed(1)} ms`);
  healthWithin(t, h);
});

t.test('abandoned work stops: 32 requests dropped after 100 ms free their slots and threads', async (t) => {
  const service = await startService(t);
  const long = { ...BODIES.rallyOptions, trials: 5_000_000 };
  await warmUp(service.port, [WARM_UP.research, WARM_UP.rallyOptions]);
  await service.reset();
  const health = sampleHealth(service.port);
  // 32 clients (32 addresses: fairness does not hold them back), each gives up after 100 ms
  await Promise.all(
    Array.from({ length: 32 }, (_, i) => postAndDrop(service.port, `127.0.1.${i + 1}`, '/v1/asl/rally/options', long, 100)),
  );
  const freedMs = await until(async () => {
    const p = await service.probe();
    return p.inFlight === 0 && p.queued === 0;
  }, 3000);
  t.pass(`every slot free ${freedMs.toFixed(0)} ms after the 32 clients left`);
  // their parts on the threads stop at their next chunk (a chunk of these is ~0.1 s of work)
  const threadsMs = await until(async () => (await service.probe()).poolTasks === 0, 3000);
  t.pass(`and the worker threads are idle ${threadsMs.toFixed(0)} ms later`);
  const c = await postFrom(service.port, '127.0.0.5', '/v1/asl/rally/options', BODIES.rallyOptions);
  t.equal(c.status, 200, 'the next client is served');
  const h = await health.stop();
  t.same(h.failures, [], '/health always 200');
  const probe = await service.probe();
  t.ok(probe.stallMs < MAX_STALL_MS, `event loop CPU between ticks at most ${probe.stallMs.toFixed(1)} ms`);
  healthWithin(t, h);
});

t.test('one limit: an exact answer that waited for a thread past its deadline is 503 Busy, not 422', async (t) => {
  // one thread, 0.6 s: A's exact location check takes the thread for its whole limit; B's exact
  // global defence takes a few tens of milliseconds alone. A must reach its time limit before
  // the heap bound of an exact computation: it reached the default 128 MB after 2.3-3 s on one
  // machine and after 1.2 s on a quicker one (limits of 3 s, then 1.5 s, raced it and lost), so
  // the limit is short and the bound raised to 224 MB (the thread's old space is 256 MB).
  const service = await startService(t, { threads: 1, timeLimitMs: 600, workerMemory: { exactHeapBytes: 224 * MB } });
  const b = { continents: Array.from({ length: 8 }, (_, i) => ({ name: `C${i}`, interceptors: 4, ufos: 6 })), method: 'exact' };
  // the thread started and warmed up: A does not wait for it
  await postFrom(service.port, '127.0.0.1', '/v1/xcom/research', { scientists: 3, cost: 3, trials: 1000, seed: 1 });
  const a = postFrom(service.port, '127.0.0.2', '/v1/asl/location-check', BODIES.locationCheck);
  await new Promise((r) => setTimeout(r, 100));
  const waited = await postFrom(service.port, '127.0.0.3', '/v1/xcom/global-defense', b);
  const aa = await a;
  t.equal(aa.status, 422, 'the computation that ran its whole limit is too large');
  t.match(aa.json().detail, /did not finish within the 600 ms time limit/);
  // B's deadline falls a little after A's: B either gets the thread in time (200) or is answered
  // Busy; what must never happen is the permanent-sounding 422 for time spent waiting
  t.not(waited.status, 422, `the one that waited for the thread is never "too large" (${waited.body.slice(0, 160)})`);
  if (waited.status !== 200) {
    t.equal(waited.status, 503);
    t.equal(waited.json().title, 'Busy');
    t.match(waited.json().detail, /waited \d+ ms for a free thread/);
    t.ok(Number(waited.headers['retry-after']) >= 1, `Retry-After ${waited.headers['retry-after']}`);
  }
  const t0 = performance.now();
  const alone = await postFrom(service.port, '127.0.0.3', '/v1/xcom/global-defense', b);
  t.equal(alone.status, 200, `asked again alone, it is answered (in ${(performance.now() - t0).toFixed(0)} ms)`);
  t.equal(alone.json().method, 'exact');
});

t.test('memory: exact computations stop at their heap bound; a worker out of memory answers 422 and is replaced', async (t) => {
  t.test('four concurrent large exact location checks stay bounded', async (t) => {
    const service = await startService(t, { workerMemory: { exactHeapBytes: 16 * MB } });
    await service.reset();
    const before = (await service.probe()).rss;
    const health = sampleHealth(service.port);
    const replies = await Promise.all(
      Array.from({ length: 4 }, (_, i) => postFrom(service.port, `127.0.0.${i + 2}`, '/v1/asl/location-check', BODIES.locationCheck)),
    );
    const h = await health.stop();
    const probe = await service.probe();
    // two threads: two run first and stop at their heap bound; the two that waited answer the
    // same, or busy when the machine was slow enough that their deadline passed while waiting
    const memory = replies.filter((r) => r.status === 422 && /more than 16 MB of memory/.test(r.json().detail ?? ''));
    const busy = replies.filter((r) => r.status === 503 && r.json().title === 'Busy' && Number(r.headers['retry-after']) >= 1);
    t.equal(memory.length + busy.length, 4, `each too large by memory, or busy (${JSON.stringify(statuses(replies))})`);
    t.ok(memory.length >= 2, `${memory.length} stopped at the heap bound`);
    t.same(h.failures, []);
    healthWithin(t, h);
    const grew = (probe.rssPeak - before) / MB;
    t.ok(
      grew < 400,
      `resident memory grew by at most ${grew.toFixed(0)} MB (from ${(before / MB).toFixed(0)} MB; peak ${(probe.rssPeak / MB).toFixed(0)} MB)`,
    );
    t.ok(probe.stallMs < MAX_STALL_MS, `event loop CPU between ticks at most ${probe.stallMs.toFixed(1)} ms`);
  });

  t.test('a worker thread that runs out of memory: 422, and the pool replaces it', async (t) => {
    const service = await startService(t, { threads: 1, workerMemory: { maxOldGenerationSizeMb: 40, exactHeapBytes: 1024 * MB } });
    const r = await postFrom(service.port, '127.0.0.2', '/v1/asl/location-check', BODIES.locationCheck);
    t.equal(r.status, 422, 'too large, not a 500');
    t.match(r.json().detail, /more memory than a worker thread has/);
    const after = await postFrom(service.port, '127.0.0.2', '/v1/xcom/research', { scientists: 3, cost: 3, trials: 100_000, seed: 1 });
    t.equal(after.status, 200, 'the next request runs on a new thread');
    t.equal((await get(service.port, '/health')).status, 200);
  });
});

t.test('no process warnings, in these tests or in the services they ran (a listener past its limit would be one)', async (t) => {
  t.same(warnings, [], warnings.length === 0 ? 'none' : warnings.join('; '));
});
