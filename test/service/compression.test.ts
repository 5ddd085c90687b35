/**
 * Compression on the way out (src/plugins/compression.ts): the API document, large answers and
 * charts are compressed as Accept-Encoding asks and decompress to the bytes sent uncompressed;
 * a stored answer keeps its ETag; small answers go as they are; a progress stream is never
 * compressed and each event reaches the client as it is written.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { exampleBodies } from '../../src/schemas/answerExamples.js';
import { testApp } from '../helpers/app.js';
import { listeningApp } from './edge.js';

// Under 62 KB (62,000 bytes) with gzip: 56,418 bytes when a bound was first set, at 60 KB
// (407,932 plain); 61,355 with the table's step and advice (446,707 plain; docs/api-document.md
// says how). Each new endpoint adds one to two kilobytes.
const OPENAPI_GZIP_MAX = 62_000;

t.test('/openapi.json with gzip is under 62 KB, and the same document', async (t) => {
  const app = await testApp(t);
  const plain = await app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'identity' } });
  const gzip = await app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.ok(gzip.rawPayload.length < OPENAPI_GZIP_MAX, `${gzip.rawPayload.length} bytes gzipped (${plain.rawPayload.length} plain)`);
  t.equal(gunzipSync(gzip.rawPayload).toString(), plain.body, 'it decompresses to the document');
  t.match(gzip.headers.vary, /accept-encoding/i);
  const br = await app.inject({ url: '/openapi.yaml', headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(br.headers['content-encoding'], 'br', 'the YAML too, brotli preferred when offered');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), (await app.inject({ url: '/openapi.yaml' })).body);
});

t.test('a large answer and its chart compressed; a stored answer compressed with its ETag; a small one not', async (t) => {
  const app = await testApp(t);
  await app.ready();
  // the round's example body: the largest example answer
  const ROUND = exampleBodies(app).get('/v1/xcom/round') as object;
  const ask = (encoding: string, query = '') =>
    app.inject({ method: 'POST', url: `/v1/xcom/round${query}`, payload: ROUND, headers: { 'accept-encoding': encoding } });
  const plain = await ask('identity');
  t.equal(plain.statusCode, 200, plain.body.slice(0, 200));
  t.ok(plain.rawPayload.length > 1024, `the answer is ${plain.rawPayload.length} bytes`);
  t.equal(plain.headers['content-encoding'], undefined);
  for (const [encoding, decompress] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const) {
    const stored = await ask(encoding);
    t.equal(stored.headers['content-encoding'], encoding, `${encoding}: compressed`);
    t.ok(stored.rawPayload.length < plain.rawPayload.length / 2, `${encoding}: ${stored.rawPayload.length} bytes`);
    t.equal(decompress(stored.rawPayload).toString(), plain.body, `${encoding}: the stored answer's bytes`);
    t.equal(stored.headers.etag, plain.headers.etag, `${encoding}: its ETag`);
    const svg = await ask(encoding, '?format=svg');
    t.match(svg.headers['content-type'], /^image\/svg\+xml/);
    t.equal(svg.headers['content-encoding'], encoding, `${encoding}: the chart compressed`);
    t.match(decompress(svg.rawPayload).toString(), /<svg /);
  }
  const small = await app.inject({ url: '/health', headers: { 'accept-encoding': 'gzip' } });
  t.equal(small.statusCode, 200);
  t.ok(small.rawPayload.length < 1024 && small.headers['content-encoding'] === undefined, 'a small answer goes as it is');
  const problem = await app.inject({ method: 'POST', url: '/v1/xcom/round', payload: { nope: 1 }, headers: { 'accept-encoding': 'gzip' } });
  t.equal(problem.statusCode, 400, 'errors answer as before');
});

t.test('a progress stream is not compressed, and each event arrives on its own', async (t) => {
  const { base } = await listeningApp(t, { threads: 2 });
  const res = await fetch(`${base}/v1/xcom/research`, {
    method: 'POST',
    body: JSON.stringify({ scientists: 3, cost: 3, seed: 5, trials: 2_000_000 }),
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
  });
  t.equal(res.headers.get('content-encoding'), null, 'no content encoding');
  const reads: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) reads.push(decoder.decode(chunk as Uint8Array));
  // a compressor would hold the events back and send them together at the end
  // (two progress events close together may share a read on a busy machine: what a compressor
  // would change is that nothing arrives before the answer)
  t.match(reads[0], /^(event: progress\ndata: [^\n]*\n\n)+$/, 'the first read is progress events, whole');
  t.notMatch(reads[0], /event: answer/, 'the first read comes before the answer');
  t.ok(reads.length >= 3, `${reads.length} reads`);
  t.match(reads.join(''), /event: answer\n/, 'then the answer');
});

t.test("a HEAD request answers the GET's headers, its hooks run once each", async (t) => {
  const app = await testApp(t);
  await app.ready();
  // the route's onSend hooks by name, as Fastify prints them
  const onSendOf = (method: string) => {
    const tree = app.printRoutes({ includeHooks: true, commonPrefix: false, method });
    // the root route `/` (the pages) makes the tree print its children without their leading slash
    const at = tree.indexOf(`v1/xcom/round (${method})`);
    return /\(onSend\) (\[.*\])/.exec(tree.slice(at))?.[1];
  };
  const get = onSendOf('GET');
  t.ok(get?.includes('drawAnswer'), `the GET's: ${get}`);
  t.equal(onSendOf('HEAD'), get?.replace(/\]$/, ',"headRouteOnSendHandler()"]'), "the HEAD's: the GET's, then Fastify's HEAD handler");
  const ROUND = exampleBodies(app).get('/v1/xcom/round') as object;
  const url = `/v1/xcom/round?q=${Buffer.from(JSON.stringify(ROUND)).toString('base64url')}`;
  const full = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
  t.equal(full.headers['content-encoding'], 'gzip');
  t.equal(head.statusCode, 200);
  t.equal(head.headers['content-encoding'], 'gzip', 'the HEAD says the GET would be compressed');
  t.equal(head.headers.vary, full.headers.vary);
  t.equal(head.headers.etag, full.headers.etag);
  t.equal(head.rawPayload.length, 0, 'and sends no body');
  // a GET that declared no onSend hook of its own: compression's came after the HEAD handler
  const document = await app.inject({ method: 'HEAD', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
  t.equal(document.headers['content-encoding'], 'gzip', "the API document's HEAD: the GET's Content-Encoding too");
  t.equal(document.rawPayload.length, 0);
});
