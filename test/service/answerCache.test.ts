/**
 * The answer cache (src/answerCache.ts): identical requests get identical bytes (also with keys
 * reordered or defaults written out), requests that differ in any field (or URL) never share an
 * answer, only seeded and exact 200 answers are kept, the byte bound evicts the least recently
 * used, identical requests in flight are computed once, and /metrics shows what happened.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ANSWER_CACHE_DEFAULT_BYTES, AnswerCache, ENTRY_OVERHEAD_BYTES } from '../../src/answerCache.js';
import { testApp } from '../helpers/app.js';
import { listeningApp, postJson, waitFor } from './edge.js';

type App = Awaited<ReturnType<typeof testApp>>;

const RESEARCH = '/v1/xcom/research';
const SEEDED = { scientists: 3, cost: 3, seed: 7, trials: 4000 };
const EXACT = { scientists: 3, cost: 3, method: 'exact' };

async function ask(app: App, payload: unknown, url = RESEARCH, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/** An answer without the one field a recomputation may change. */
function meaning(body: string): unknown {
  const { elapsedMs, ...rest } = JSON.parse(body) as { elapsedMs: number };
  return rest;
}

const counts = (app: App) => {
  const { hits, misses, coalesced, evictions, size, bytes } = app.answerCache;
  return { hits, misses, coalesced, evictions, size, bytes };
};

t.test('the class: keys, LRU order and the byte bound', async (t) => {
  const cache = new AnswerCache({ maxBytes: 16 * 4096 });
  t.equal(new AnswerCache().maxBytes, ANSWER_CACHE_DEFAULT_BYTES);
  t.throws(() => new AnswerCache({ maxBytes: -1 }));

  const key = cache.keyOf('/v1/a', { b: 1, a: { d: [2, 1], c: 'x' }, seed: 3 });
  t.equal(key, cache.keyOf('/v1/a', { seed: 3, a: { c: 'x', d: [2, 1] }, b: 1 }), 'keys sorted at every depth');
  t.not(key, cache.keyOf('/v1/a', { seed: 3, a: { c: 'x', d: [1, 2] }, b: 1 }), 'array order is meaningful');
  t.not(key, cache.keyOf('/v1/b', { seed: 3, a: { c: 'x', d: [2, 1] }, b: 1 }), 'another URL');
  t.not(key, cache.keyOf('/v1/a', { seed: 3, a: { c: 'x', d: [2, 1] }, b: '1' }), 'another type of a value');
  t.equal(cache.keyOf('/v1/a', { b: 1 }), null, 'a seed drawn at random: not cacheable');
  t.equal(cache.keyOf('/v1/a', { b: 1, method: 'monte-carlo' }), null);
  t.type(cache.keyOf('/v1/a', { b: 1, method: 'exact' }), 'string', 'exact: cacheable without a seed');
  t.type(cache.keyOf('/v1/a', { b: 1, seed: 0 }), 'string', 'seed 0 is a seed');
  t.not(cache.wireKeyOf('/v1/a', { seed: 3 }), cache.keyOf('/v1/a', { seed: 3 }), 'the two kinds of key never meet');
  t.equal(new AnswerCache({ maxBytes: 0 }).keyOf('/v1/a', { seed: 3 }), null, 'a bound of 0 turns the cache off');

  // entries of 4096 bytes each, as the cache counts them: 16 fit
  const text = (i: number) => `${i}`.padEnd(4096 - ENTRY_OVERHEAD_BYTES - 4, '.');
  for (let i = 0; i < 16; i++) cache.set(`k${i}`.padEnd(4), { body: text(i), etag: undefined, cacheControl: undefined });
  t.equal(cache.bytes, 16 * 4096);
  t.equal(cache.size, 16);
  t.equal(cache.evictions, 0);
  t.equal(cache.get('k0  ')?.body, text(0), 'k0 used: now the most recent');
  cache.set('k16 ', { body: text(16), etag: undefined, cacheControl: undefined });
  t.equal(cache.evictions, 1);
  t.equal(cache.get('k1  '), undefined, 'the least recently used went first');
  t.ok(cache.get('k0  '), 'the one just used stayed');
  t.ok(cache.bytes <= cache.maxBytes);
  t.equal(
    cache.set('big', { body: 'x'.repeat(4096), etag: undefined, cacheControl: undefined }),
    undefined,
    'larger than a sixteenth of the bound: not stored',
  );
  t.equal(cache.tooLarge, 1);
  t.equal(cache.get('big'), undefined);
  cache.set('k0  ', { body: 'short', etag: 'W/"t"', cacheControl: undefined });
  t.equal(cache.bytes, 15 * 4096 + 4 + 5 + 5 + ENTRY_OVERHEAD_BYTES, 'a replaced entry is counted once, at its new size');
  cache.set('é', { body: '€', etag: undefined, cacheControl: undefined });
  t.equal(cache.bytes, 15 * 4096 + 4 + 5 + 5 + ENTRY_OVERHEAD_BYTES + 2 + 3 + ENTRY_OVERHEAD_BYTES, 'sizes in UTF-8 bytes');
  cache.clear();
  t.equal(cache.bytes, 0);
});

t.test('the class: a computation in flight is ended once, by the request that began it', async (t) => {
  const cache = new AnswerCache();
  const first = cache.begin('k');
  const waiting = cache.inFlight('k');
  t.ok(waiting);
  first(undefined);
  t.equal(await waiting, undefined, 'a computation without an answer releases its waiters');
  t.equal(cache.inFlight('k'), undefined);
  const second = cache.begin('k');
  first({ body: 'stale', etag: undefined, cacheControl: undefined, bytes: 0 });
  t.ok(cache.inFlight('k'), 'the first computation ending again does not end the second');
  const entry = { body: 'b', etag: undefined, cacheControl: undefined, bytes: 1 };
  const answered = cache.inFlight('k');
  second(entry);
  t.equal(await answered, entry);
  t.equal(cache.inFlight('k'), undefined);
});

t.test('identical requests: identical bytes, keys reordered or defaults written out', async (t) => {
  const app = await testApp(t);
  for (const [name, body, respelt] of [
    ['seeded', SEEDED, { trials: 4000, seed: 7, cost: 3, scientists: 3, confidence: 0.95, method: 'monte-carlo', threat: 1, policy: {} }],
    ['exact', EXACT, { method: 'exact', cost: 3, progress: 0, scientists: 3 }],
  ] as const) {
    const before = counts(app);
    const first = await ask(app, body);
    t.equal(first.status, 200, name);
    const again = await ask(app, body);
    const respelled = await ask(app, respelt);
    t.equal(again.body, first.body, `${name}: the same bytes again`);
    t.equal(respelled.body, first.body, `${name}: the same bytes, keys reordered and defaults written out`);
    t.equal(JSON.parse(again.body).elapsedMs, JSON.parse(first.body).elapsedMs, "a hit reports the computation's elapsedMs");
    for (const h of ['content-type', 'etag', 'cache-control', 'vary', 'content-length'])
      t.equal(again.headers[h], first.headers[h], `${name}: ${h}`);
    const after = counts(app);
    t.equal(after.misses - before.misses, 1, `${name}: computed once`);
    t.equal(after.hits - before.hits, 2, `${name}: then answered from the cache twice`);
  }
});

t.test('requests that differ in any field, or in URL, never share an answer', async (t) => {
  const cached = await testApp(t);
  const fresh = await testApp(t, { threads: 0, answerCache: { maxBytes: 0 } });
  const base = {
    scientists: 3,
    cost: 3,
    progress: 0,
    bonusDice: 0,
    threat: 1,
    policy: { stopAtThreat: 5, maxRolls: 4 },
    trials: 3000,
    seed: 7,
    confidence: 0.95,
  };
  const variants: Array<[string, unknown, string?]> = [
    ['base', base],
    ['scientists', { ...base, scientists: 4 }],
    ['cost', { ...base, cost: 4 }],
    ['progress', { ...base, progress: 1 }],
    ['bonusDice', { ...base, bonusDice: 1 }],
    ['threat', { ...base, threat: 2 }],
    ['policy.stopAtThreat', { ...base, policy: { stopAtThreat: 4, maxRolls: 4 } }],
    ['policy.maxRolls', { ...base, policy: { stopAtThreat: 5, maxRolls: 3 } }],
    ['policy absent', { ...base, policy: {} }],
    ['trials', { ...base, trials: 3001 }],
    ['seed', { ...base, seed: 8 }],
    ['confidence', { ...base, confidence: 0.9 }],
    ['precision', { ...base, precision: 0.2 }],
    ['method', { ...base, method: 'exact' }],
    ['exact, another field', { ...base, method: 'exact', scientists: 2 }],
    ['URL', { satellites: 3, ufos: 2, seed: 7, trials: 3000 }, '/v1/xcom/orbital-defense'],
    ['URL, same fields', { satellites: 3, ufos: 3, seed: 7, trials: 3000 }, '/v1/xcom/orbital-defense'],
  ];
  const first = new Map<string, string>();
  // twice over, the second time in reverse order: every answer is its own, and the same bytes
  for (const round of [variants, [...variants].reverse()]) {
    for (const [name, body, url] of round) {
      const res = await ask(cached, body, url);
      t.equal(res.status, 200, name);
      if (!first.has(name)) {
        first.set(name, res.body);
        const expected = await ask(fresh, body, url);
        t.same(meaning(res.body), meaning(expected.body), `${name}: the answer of its own body`);
      } else t.equal(res.body, first.get(name), `${name}: the same bytes when asked again`);
    }
  }
  t.equal(new Set(first.values()).size, variants.length, 'every variant answered differently');
  t.equal(cached.answerCache.misses, variants.length);
  t.equal(cached.answerCache.hits, variants.length);
});

t.test('what is not kept: drawn seeds, errors, a busy service', async (t) => {
  const app = await testApp(t);
  const a = await ask(app, { scientists: 3, cost: 3, trials: 2000 });
  const b = await ask(app, { scientists: 3, cost: 3, trials: 2000 });
  t.equal(a.status, 200);
  t.not(JSON.parse(a.body).seed, JSON.parse(b.body).seed, 'a seed drawn each time: another sample each time');
  t.equal(a.headers['cache-control'], 'no-store');
  t.same(counts(app), { hits: 0, misses: 0, coalesced: 0, evictions: 0, size: 0, bytes: 0 }, 'neither looked up nor stored');

  const bad = await ask(app, { ...SEEDED, scientists: 99 });
  t.equal(bad.status, 400);
  t.equal((await ask(app, { ...SEEDED, scientists: 99 })).status, 400, 'a bad body stays bad');
  t.equal(app.answerCache.size, 0, 'errors are not stored');

  t.equal((await ask(app, SEEDED)).status, 200);
  t.equal((await ask(app, SEEDED, `${RESEARCH}?format=nonsense`)).status, 400, 'a bad query string is refused, even for a stored body');
  t.equal((await ask(app, { ...SEEDED, extra: 1 })).status, 400, 'an unknown field is refused, even beside a stored body');

  const busy = await testApp(t, { threads: 0, maxInFlight: 0 });
  t.equal((await ask(busy, EXACT)).status, 503);
  t.equal(busy.answerCache.size, 0, 'a 503 Busy is not stored');
  t.equal((await ask(busy, EXACT)).status, 503, 'and is not an answer the next time');
});

t.test('pictures and conditional requests around the cache', async (t) => {
  const app = await testApp(t);
  const miss = await ask(app, SEEDED, `${RESEARCH}?format=svg`);
  const hit = await ask(app, SEEDED, `${RESEARCH}?format=svg`);
  const hitOtherKey = await ask(app, { ...SEEDED, confidence: 0.95 }, RESEARCH, { accept: 'image/svg+xml' });
  t.match(miss.headers['content-type'], /^image\/svg\+xml/);
  t.equal(hit.body, miss.body, 'the same picture from the stored answer');
  t.equal(hitOtherKey.body, miss.body);
  t.equal(app.answerCache.misses, 1);
  const json = await ask(app, SEEDED);
  t.match(json.headers['content-type'], /^application\/json/, 'the JSON of the same stored answer');
  t.equal(app.answerCache.misses, 1);

  const tag = json.headers.etag as string;
  const conditional = await ask(app, SEEDED, RESEARCH, { 'if-none-match': tag });
  t.equal(conditional.status, 304, 'If-None-Match still answers 304');
  const stale = await ask(app, SEEDED, RESEARCH, { 'if-none-match': 'W/"other"' });
  t.equal(stale.status, 200);
  t.equal(stale.body, json.body);

  const before = counts(app);
  const stream = await ask(app, SEEDED, RESEARCH, { accept: 'text/event-stream' });
  t.match(stream.headers['content-type'], /^text\/event-stream/, 'a stream of progress is streamed, not answered from the cache');
  const last = /event: answer\ndata: (.*)\n\n$/.exec(stream.body)?.[1];
  t.ok(last !== undefined, 'it ends with the answer');
  if (last !== undefined) t.same(meaning(last), meaning(json.body), 'the same answer as the stored one');
  t.same(counts(app), before, 'neither looked up nor stored');
});

t.test('the byte bound evicts; an evicted answer is computed again to the same meaning', async (t) => {
  const maxBytes = 64 * 1024;
  const app = await testApp(t, { threads: 0, answerCache: { maxBytes } });
  const bodies = Array.from({ length: 40 }, (_, seed) => ({ ...SEEDED, trials: 1000, seed }));
  const first: string[] = [];
  for (const body of bodies) {
    const res = await ask(app, body);
    t.equal(res.status, 200);
    first.push(res.body);
    t.ok(app.answerCache.bytes <= maxBytes, 'never above the bound');
  }
  t.ok(app.answerCache.evictions > 0, `${app.answerCache.evictions} evictions`);
  t.ok(app.answerCache.size < 2 * bodies.length);
  const misses = app.answerCache.misses;
  const again = await ask(app, bodies[0]);
  t.equal(app.answerCache.misses, misses + 1, 'the oldest was evicted: computed again');
  t.same(meaning(again.body), meaning(itemAt(first, 0)));
  const last = await ask(app, bodies.at(-1));
  t.equal(last.body, first.at(-1), 'the newest is still there');
  t.equal(app.answerCache.misses, misses + 1);

  const off = await testApp(t, { threads: 0, answerCache: { maxBytes: 0 } });
  await ask(off, EXACT);
  await ask(off, EXACT);
  t.same(counts(off), { hits: 0, misses: 0, coalesced: 0, evictions: 0, size: 0, bytes: 0 }, 'a bound of 0: no cache');
});

t.test('identical requests at once: computed once, the same bytes for all', async (t) => {
  const app = await testApp(t, { threads: 2 });
  const body = { ...SEEDED, trials: 200_000 };
  const answers = await Promise.all(Array.from({ length: 6 }, () => ask(app, body)));
  for (const a of answers) t.equal(a.status, 200);
  t.equal(new Set(answers.map((a) => a.body)).size, 1, 'one body for all');
  const { hits, misses, coalesced } = app.answerCache;
  t.equal(misses - coalesced, 1, `one computation (${coalesced} waited for it, ${hits} found it stored)`);
  t.equal(hits + misses, 6);
});

t.test('/metrics: hits, misses and size', async (t) => {
  const app = await testApp(t);
  await ask(app, EXACT);
  await ask(app, EXACT);
  await ask(app, { ...EXACT, progress: 0 });
  await ask(app, SEEDED);
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  t.equal(value('odds_answer_cache_hits_total'), 2);
  t.equal(value('odds_answer_cache_misses_total'), 2);
  t.equal(value('odds_answer_cache_coalesced_total'), 0);
  t.equal(value('odds_answer_cache_evictions_total'), 0);
  t.equal(value('odds_answer_cache_entries'), app.answerCache.size);
  t.ok(value('odds_answer_cache_entries') >= 2);
  t.equal(value('odds_answer_cache_bytes'), app.answerCache.bytes);
  t.ok(value('odds_answer_cache_bytes') > 0);
  t.equal(value('odds_answer_cache_max_bytes'), ANSWER_CACHE_DEFAULT_BYTES);
  await ask(app, EXACT);
  const later = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  t.match(later, /^odds_answer_cache_hits_total 3$/m, 'counted again when scraped again');
});

t.test('identical requests at once: when the first client leaves, the one waiting for it is still answered', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const long = { scientists: 3, cost: 3, seed: 11, trials: 5_000_000 };
  const leave = new AbortController();
  const first = fetch(base + RESEARCH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(long),
    signal: leave.signal,
  }).catch(() => 'left');
  await waitFor(() => app.odds.admission.running > 0);
  const second = postJson(base, RESEARCH, long);
  await waitFor(() => app.answerCache.misses >= 2);
  leave.abort();
  t.equal(await first, 'left');
  const res = await second;
  t.equal(res.status, 200, 'the waiting request computed its own answer');
  t.equal(res.json().trials, long.trials);
});
