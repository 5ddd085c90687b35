/**
 * Caching headers: an answer that drew no seed (seeded, exact) carries a weak ETag over the
 * version, path and canonical body, and is immutable; one on a drawn seed is no-store, untagged;
 * If-None-Match with the tag answers 304 before any work. The chart of an answer is another
 * representation with a tag of its own: each tag answers 304 only to a request for its own.
 */
import t from 'tap';
import { buildApp } from '../../src/app.js';
import { answerTag, canonicalJson, matchesTag } from '../../src/plugins/caching.js';
import { chartTag } from '../../src/plugins/svgAnswers.js';
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

t.test('a chart and the JSON of one question: two ETags, each answering 304 only to its own', async (t) => {
  const app = await testApp(t);
  const ask = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: SEEDED, headers });
  const json = await ask(RESEARCH);
  const svg = await ask(`${RESEARCH}?format=svg`);
  const jsonTag = json.headers.etag as string;
  const svgTag = svg.headers.etag as string;
  t.match(json.headers['content-type'], /^application\/json/);
  t.match(svg.headers['content-type'], /^image\/svg\+xml/);
  t.match(svgTag, /^W\/"[\w-]+\.svg"$/, 'the chart is tagged too');
  t.not(svgTag, jsonTag, 'not with the JSON answer tag');
  t.equal(svgTag, chartTag(jsonTag));
  t.match(svg.headers['cache-control'], IMMUTABLE);
  t.equal((await ask(RESEARCH, { accept: 'image/svg+xml' })).headers.etag, svgTag, 'asked by Accept: the same tag');
  t.equal((await ask(`${RESEARCH}?format=svg`)).headers.etag, svgTag, 'and again (a stored answer drawn)');
  for (const res of [json, svg]) t.match(res.headers.vary, /Accept/, 'both vary by Accept');

  const jsonForSvg = await ask(`${RESEARCH}?format=svg`, { 'if-none-match': jsonTag });
  t.equal(jsonForSvg.statusCode, 200, "the JSON's tag does not stand for the chart");
  t.match(jsonForSvg.headers['content-type'], /^image\/svg\+xml/);
  t.equal(jsonForSvg.body, svg.body, 'the chart is sent');
  t.equal(jsonForSvg.headers.etag, svgTag);
  const byAccept = await ask(RESEARCH, { 'if-none-match': jsonTag, accept: 'image/svg+xml' });
  t.equal(byAccept.statusCode, 200, 'nor when the chart is asked by Accept');
  t.match(byAccept.headers['content-type'], /^image\/svg\+xml/);

  const svgForSvg = await ask(`${RESEARCH}?format=svg`, { 'if-none-match': svgTag });
  t.equal(svgForSvg.statusCode, 304, "the chart's own tag: 304");
  t.equal(svgForSvg.body, '');
  t.equal(svgForSvg.headers.etag, svgTag);
  t.match(svgForSvg.headers.vary, /Accept/, 'a 304 varies as its 200 does');
  t.equal((await ask(RESEARCH, { 'if-none-match': svgTag, accept: 'image/svg+xml' })).statusCode, 304, 'asked by Accept too');

  const svgForJson = await ask(RESEARCH, { 'if-none-match': svgTag });
  t.equal(svgForJson.statusCode, 200, "the chart's tag does not stand for the JSON");
  t.match(svgForJson.headers['content-type'], /^application\/json/);
  t.equal(svgForJson.headers.etag, jsonTag);
  t.equal(svgForJson.json().probabilities.completed.p, json.json().probabilities.completed.p);
  const jsonForJson = await ask(`${RESEARCH}?format=json`, { 'if-none-match': jsonTag, accept: 'image/svg+xml' });
  t.equal(jsonForJson.statusCode, 304, "the JSON's own tag: 304 (?format=json over Accept)");
  t.equal(jsonForJson.headers.etag, jsonTag);
  t.match(jsonForJson.headers.vary, /Accept/);
  t.equal((await ask(`${RESEARCH}?format=svg`, { 'if-none-match': `${jsonTag}, ${svgTag}` })).statusCode, 304, 'a list holding both');
  const stream = await ask(RESEARCH, { 'if-none-match': `${jsonTag}, ${svgTag}`, accept: 'text/event-stream' });
  t.equal(stream.statusCode, 200, 'a progress stream has no tag: neither stands for it');
  t.match(stream.headers['content-type'], /^text\/event-stream/);
  t.equal(stream.headers.etag, undefined);

  // the question as a link: the same tags
  const link = `${RESEARCH}?scientists=3&cost=3&seed=7&trials=2000`;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  t.equal((await get(`${link}&format=svg`)).headers.etag, svgTag, 'GET: the chart has the same tag');
  t.equal((await get(link)).headers.etag, jsonTag, 'GET: the JSON too');
  const getJsonForSvg = await get(`${link}&format=svg`, { 'if-none-match': jsonTag });
  t.equal(getJsonForSvg.statusCode, 200);
  t.match(getJsonForSvg.headers['content-type'], /^image\/svg\+xml/);
  t.equal((await get(`${link}&format=svg`, { 'if-none-match': svgTag })).statusCode, 304);
  t.equal((await get(link, { 'if-none-match': svgTag })).statusCode, 200);
});

t.test("a chart's 304 is decided before any work, as the JSON's is", async (t) => {
  const app = await buildApp({ threads: 0, maxInFlight: 0 });
  t.teardown(() => app.close());
  const tagged = await testApp(t);
  const tag = (await tagged.inject({ method: 'POST', url: RESEARCH, payload: SEEDED })).headers.etag as string;
  const svg = `${RESEARCH}?format=svg`;
  const res = await app.inject({ method: 'POST', url: svg, payload: SEEDED, headers: { 'if-none-match': chartTag(tag) } });
  t.equal(res.statusCode, 304);
  t.equal(res.headers.etag, chartTag(tag));
  const other = await app.inject({ method: 'POST', url: svg, payload: SEEDED, headers: { 'if-none-match': tag } });
  t.equal(other.statusCode, 503, "the JSON's tag: the chart's work is asked for (and here refused)");
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
