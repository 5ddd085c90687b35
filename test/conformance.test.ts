/**
 * The answers against the published document: every operation's answers, as a client reads
 * them, validated against the committed openapi.yaml by an independent JSON Schema 2020-12
 * validator (ajv), not against the zod schemas they are generated from. For each simulation
 * endpoint: its example body, the same body exact, the same body sampled (a few trials, a
 * fixed seed; and by GET, the question in the URL), the streamed final event when it streams, and each error status it can be made
 * to answer here (400 a bad field, 413 a body too large, 414 a URL too long), and 429 once
 * (every operation names the same Problem schema for it). 422 and 503 come from the same error
 * handler as the 400 checked here. The document's components are added
 * to ajv as one schema with its own $id, and each response schema is compiled against it.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import t, { type Test } from 'tap';
import { parse } from 'yaml';
import { testApp } from './helpers/app.js';
import { deref } from './helpers/openapi.js';
import { listeningApp, postJson } from './service/edge.js';

// biome-ignore lint/suspicious/noExplicitAny: the published document, walked loosely
type Json = any;
const doc: Json = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const DOCUMENT_ID = 'https://odds.invalid/openapi.json';

// OpenAPI's own keywords beside JSON Schema's (example, discriminator, ...) are not errors here
const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components });

const compiled = new Map<string, ValidateFunction>();
/** The validator of one response's schema (by path, method, status and media type). */
function validatorOf(path: string, method: string, status: number, media: string): ValidateFunction | undefined {
  const key = `${method} ${path} ${status} ${media}`;
  if (!compiled.has(key)) {
    // a response said once in components.responses is named by a $ref, followed as any reader does
    const schema = deref(doc, doc.paths[path]?.[method]?.responses?.[String(status)])?.content?.[media]?.schema;
    if (schema === undefined) return undefined;
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`);
    compiled.set(key, ajv.compile(JSON.parse(text)));
  }
  return compiled.get(key);
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Whether an answer is one the document describes: its status, its media type, and its body by the schema. */
function conforms(t: Test, path: string, method: string, what: string, res: Answer, body?: unknown): void {
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const media = type === 'application/problem+json' ? type : type === 'text/event-stream' ? 'application/json' : type;
  const validate = validatorOf(path, method, res.statusCode, media);
  if (!validate) {
    t.fail(`${method.toUpperCase()} ${path} ${what}: ${res.statusCode} ${type} is not in the document`);
    return;
  }
  const value = body ?? JSON.parse(res.body);
  const ok = validate(value);
  t.ok(
    ok,
    `${method.toUpperCase()} ${path} ${what}: ${res.statusCode} ${media} conforms`,
    ok ? {} : { errors: validate.errors?.slice(0, 5) },
  );
}

/** The JSON of the last `answer` event of a stream. */
function finalEvent(stream: string): unknown {
  const events = stream.split('\n\n').filter((e) => e.startsWith('event: answer\n'));
  const data = events
    .at(-1)
    ?.split('\n')
    .find((l) => l.startsWith('data: '));
  return data === undefined ? undefined : JSON.parse(data.slice('data: '.length));
}

const questions = Object.entries<Json>(doc.paths).filter(([, item]) => item.post !== undefined);

t.test('every question answered as the document says', async (t) => {
  const app = await testApp(t, { threads: 0, rateLimit: false, underPressure: false });
  for (const [path, item] of questions) {
    const op = item.post;
    const requestSchema = op.requestBody.content['application/json'].schema;
    const name = requestSchema.$ref?.split('/').pop();
    const example = (name ? doc.components.schemas[name] : requestSchema).examples?.[0];
    t.ok(example, `${path} has an example body`);
    if (!example) continue;
    const ask = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: path, payload: payload as object, headers });

    conforms(t, path, 'post', 'example', await ask(example));
    conforms(t, path, 'post', 'exact', await ask({ ...example, method: 'exact' }));
    const sampled = { ...example, method: 'monte-carlo', seed: 11, ...('trials' in example ? { trials: 500 } : {}) };
    const sample = await ask(sampled);
    conforms(t, path, 'post', 'sampled', sample);
    if (op.responses['200'].content['text/event-stream'] && sample.statusCode === 200) {
      const stream = await ask(sampled, { accept: 'text/event-stream' });
      t.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8', `${path} streams`);
      conforms(t, path, 'post', 'streamed final event', stream, finalEvent(stream.body));
    }
    if (item.get) {
      const link = await app.inject({ url: `${path}?q=${Buffer.from(JSON.stringify(sampled)).toString('base64url')}` });
      conforms(t, path, 'get', 'sampled, as a link', link);
      conforms(t, path, 'get', 'a bad parameter', await app.inject({ url: `${path}?notAField=1` }));
    }
    const bad = await ask({ ...example, notAField: 1 });
    t.equal(bad.statusCode, 400, `${path}: an unknown field is refused`);
    conforms(t, path, 'post', 'bad field', bad);
    const large = await ask({ ...example, notAField: 'x'.repeat(70 * 1024) });
    t.equal(large.statusCode, 413, `${path}: a body too large`);
    conforms(t, path, 'post', 'too large', large);
    const long = await app.inject({ method: 'POST', url: `${path}?format=${'x'.repeat(8200)}`, payload: example });
    t.equal(long.statusCode, 414, `${path}: a URL too long`);
    conforms(t, path, 'post', 'URL too long', long);
  }
});

t.test('the service routes, and 429 from a listening instance, as the document says', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 0, rateLimit: { max: 1, timeWindowMs: 60_000 }, underPressure: false });
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    if (item.get === undefined || /^\/v[0-9]+\//.test(path)) continue;
    conforms(t, path, 'get', 'asked', await app.inject({ url: path }));
  }
  const path = '/v1/xcom/research';
  const ask = async (seed: number): Promise<Answer> => {
    const res = await postJson(base, path, { scientists: 3, cost: 3, seed, trials: 1000 });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: res.text };
  };
  t.equal((await ask(1)).statusCode, 200);
  const limited = await ask(2);
  t.equal(limited.statusCode, 429, 'the second request of the window is limited');
  conforms(t, path, 'post', 'rate limited', limited);
});
