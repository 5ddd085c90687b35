/**
 * Caching headers: an answer that drew no seed (seeded, exact) carries a weak ETag over the
 * version, path and canonical body, and is immutable; one on a drawn seed is no-store, untagged;
 * If-None-Match with the tag answers 304 before any work.
 */
import t from 'tap';
import { buildApp } from '../../src/app.js';
import { answerTag, canonicalJson, matchesTag } from '../../src/plugins/caching.js';
import { testApp } from '../helpers/app.js';

const IMMUTABLE = /^public, max-age=31536000, immutable$/;
const RESEARCH = '/v1/xcom/research';
const SEEDED = { scientists: 3, cost: 3, seed: 7, trials: 2000 };

t.test('seeded and exact answers: a stable weak ETag, immutable', async (t) => {
  const app = await testApp(t);
  const ask = (payload: object, url = RESEARCH) => app.inject({ method: 'POST', url, payload });
  const a = await ask(SEEDED);
  const b = await ask(SEEDED);
  t.equal(a.statusCode, 200);
  t.match(a.headers.etag, /^W\/"[\w-]+"$/);
  t.match(a.headers['cache-control'], IMMUTABLE);
  t.equal(b.headers.etag, a.headers.etag, 'the same body: the same tag');
  const reordered = await ask({ trials: 2000, seed: 7, cost: 3, scientists: 3, confidence: 0.95 });
  t.equal(reordered.headers.etag, a.headers.etag, 'key order and spelled-out defaults do not matter');
  const other = await ask({ ...SEEDED, seed: 8 });
  t.not(other.headers.etag, a.headers.etag, 'another seed: another tag');
  const otherField = await ask({ ...SEEDED, scientists: 4 });
  t.not(otherField.headers.etag, a.headers.etag, 'another body: another tag');
  const otherPath = await ask({ satellites: 3, ufos: 3, seed: 7, trials: 2000 }, '/v1/xcom/orbital-defense');
  t.match(otherPath.headers['cache-control'], IMMUTABLE);

  const exact = await ask({ scientists: 3, cost: 3, method: 'exact' });
  t.equal(exact.json().seed, null);
  t.match(exact.headers.etag, /^W\//, 'exact: tagged');
  t.match(exact.headers['cache-control'], IMMUTABLE);

  const sweep = await ask(
    {
      endpoint: RESEARCH,
      body: { cost: 3, seed: 7, trials: 1000 },
      vary: { field: 'scientists', values: [1, 2] },
      probabilities: ['completed'],
    },
    '/v1/sweep',
  );
  t.equal(sweep.statusCode, 200);
  t.match(sweep.headers['cache-control'], IMMUTABLE, 'a sweep seeded in its nested body');
});

t.test('an answer on a drawn seed: no ETag, never immutable', async (t) => {
  const app = await testApp(t);
  const res = await app.inject({ method: 'POST', url: RESEARCH, payload: { scientists: 3, cost: 3, trials: 2000 } });
  t.equal(res.statusCode, 200);
  t.type(res.json().seed, 'number');
  t.equal(res.headers.etag, undefined);
  t.equal(res.headers['cache-control'], 'no-store');
  const sweep = await app.inject({
    method: 'POST',
    url: '/v1/sweep',
    payload: {
      endpoint: RESEARCH,
      body: { cost: 3, trials: 1000 },
      vary: { field: 'scientists', values: [1, 2] },
      probabilities: ['completed'],
    },
  });
  t.equal(sweep.statusCode, 200);
  t.equal(sweep.headers['cache-control'], 'no-store', 'nor an unseeded sweep');
  const error = await app.inject({ method: 'POST', url: RESEARCH, payload: { scientists: 99 } });
  t.equal(error.headers.etag, undefined, 'errors are not tagged');
});

t.test('If-None-Match: 304 before any work', async (t) => {
  // no room for any computation: only an answer that needs none can be 200 or 304
  const app = await buildApp({ threads: 0, maxInFlight: 0 });
  t.teardown(() => app.close());
  const tagged = await testApp(t);
  const tag = (await tagged.inject({ method: 'POST', url: RESEARCH, payload: SEEDED })).headers.etag as string;
  const res = await app.inject({ method: 'POST', url: RESEARCH, payload: SEEDED, headers: { 'if-none-match': tag } });
  t.equal(res.statusCode, 304);
  t.equal(res.body, '');
  t.equal(res.headers.etag, tag);
  t.match(res.headers['cache-control'], IMMUTABLE);
  const list = await app.inject({
    method: 'POST',
    url: RESEARCH,
    payload: SEEDED,
    headers: { 'if-none-match': `W/"nope", ${tag.slice(2)}` },
  });
  t.equal(list.statusCode, 304, 'one of a list, compared weakly');
  const stale = await app.inject({ method: 'POST', url: RESEARCH, payload: SEEDED, headers: { 'if-none-match': 'W/"nope"' } });
  t.equal(stale.statusCode, 503, 'a tag that does not match: the work is asked for (and here refused)');
});

t.test('canonicalJson writes what sorting the keys and JSON.stringify would, keys remembered or not', async (t) => {
  // the plain reading of "keys sorted at every depth": a sorted copy, then JSON.stringify
  const sortedCopy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : sortedCopy(x)));
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k];
      out[k] = x === undefined ? null : sortedCopy(x);
    }
    return out;
  };
  const long = 'k'.repeat(100);
  const bodies: unknown[] = [
    { 'quote"d': 1, 'back\\slash': -0, 'tab\tkey': [1.5, 1e21, -1e-7], é: 'ü\u0000', z: { b: true, a: null } },
    { [long]: Number.NaN, [`${long}x`]: Number.POSITIVE_INFINITY, nested: [[{ y: 2, x: 1 }], []], s: 'a"b' },
    { undef: undefined, list: [undefined, 0] },
    'text',
    42,
    null,
  ];
  for (const [i, body] of bodies.entries()) {
    const want = JSON.stringify(sortedCopy(body));
    t.equal(canonicalJson(body), want, `body ${i}`);
    t.equal(canonicalJson(body), want, `body ${i} again (its keys remembered where short)`);
  }
});

t.test('the tag covers the version, the path and the body', async (t) => {
  const body = { b: [2, 1], a: { d: 1, c: null } };
  t.equal(canonicalJson(body), '{"a":{"c":null,"d":1},"b":[2,1]}');
  const tag = answerTag('1.0.0', 'POST', '/p', body);
  t.not(answerTag('1.0.1', 'POST', '/p', body), tag, 'version');
  t.not(answerTag('1.0.0', 'POST', '/q', body), tag, 'path');
  t.not(answerTag('1.0.0', 'POST', '/p', { ...body, e: 1 }), tag, 'body');
  t.equal(answerTag('1.0.0', 'POST', '/p', { a: { c: null, d: 1 }, b: [2, 1] }), tag, 'not key order');
  t.ok(matchesTag('*', tag));
  t.notOk(matchesTag(undefined, tag));
});
