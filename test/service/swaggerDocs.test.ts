/**
 * The API document as people read it in Swagger UI: every response described; errors as
 * application/problem+json with examples that are what the service really answers (each asked
 * of a running service here); no generated -9007199254740991 samples; answer examples at 4
 * significant digits; tags and the page's top saying what they cover; the event stream listed
 * for the simulation endpoints and no others; the Swagger UI page carrying the SVG plugin.
 */
import t, { type Test } from 'tap';
import { drain } from '../../src/plugins/shutdown.js';
import { problemSchema } from '../../src/schemas/problem.js';
import { testApp } from '../helpers/app.js';
import { deref } from '../helpers/openapi.js';
import { listeningApp, postJson, waitFor } from './edge.js';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked loosely; its shape is not typed here
type Doc = Record<string, any>;

async function documentOf(t: Test): Promise<Doc> {
  const app = await testApp(t);
  return (await app.inject({ url: '/openapi.json' })).json();
}

function operations(doc: Doc): { path: string; method: string; op: Doc }[] {
  return Object.entries<Doc>(doc.paths).flatMap(([path, item]) => Object.entries<Doc>(item).map(([method, op]) => ({ path, method, op })));
}

function resolve(doc: Doc, schema: Doc | undefined): Doc | undefined {
  return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
}

/** A problem's detail with its numbers blotted out: the limits of a test app are not the defaults. */
const shape = (detail: string) => detail.replace(/\d+(\.\d+)?( \w+)?/g, '#');

t.test('every response of every operation has its own description', async (t) => {
  const doc = await documentOf(t);
  for (const { path, method, op } of operations(doc)) {
    for (const [status, named] of Object.entries<Doc>(op.responses)) {
      const response = deref(doc, named);
      t.ok(
        response.description && response.description !== 'Default Response',
        `${method.toUpperCase()} ${path} ${status}: "${response.description}"`,
      );
    }
  }
});

t.test('errors are application/problem+json, each with examples of its own status; 429 and 503 describe Retry-After', async (t) => {
  const doc = await documentOf(t);
  let examples = 0;
  for (const { path, method, op } of operations(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (method === 'post') t.ok(op.responses['413'], `${where} documents 413`);
    if (path !== '/health' && path !== '/ready') t.ok(op.responses['429'] && op.responses['503'], `${where} documents 429 and 503`);
    for (const [status, named] of Object.entries<Doc>(op.responses)) {
      if (Number(status) < 400) continue;
      // a response every operation answers alike is said once, in components.responses
      const response = deref(doc, named);
      t.same(Object.keys(response.content), ['application/problem+json'], `${where} ${status}: problem+json only`);
      const media = response.content['application/problem+json'];
      t.equal(media.schema.$ref, '#/components/schemas/Problem', `${where} ${status}: the Problem schema`);
      const values = Object.values<Doc>(media.examples ?? {}).map((e) => deref(doc, e).value);
      t.ok(values.length > 0, `${where} ${status}: has examples`);
      for (const value of values) {
        examples++;
        t.equal(value.status, Number(status), `${where} ${status}: the example has its status`);
        t.ok(problemSchema.safeParse(value).success, `${where} ${status}: the example is a Problem`);
      }
      if (status === '429' || status === '503')
        t.ok(deref(doc, response.headers?.['Retry-After'])?.description, `${where} ${status}: Retry-After described`);
    }
  }
  t.ok(examples > 100, `${examples} error examples`);
  const research400 = doc.paths['/v1/xcom/research'].post.responses['400'].content['application/problem+json'].examples.invalid.value;
  t.same(
    research400.errors.map((e: Doc) => e.path),
    ['body.scientists'],
    'the research 400 names body.scientists',
  );
});

t.test("each POST's 400 example is what its example body, made invalid, answers", async (t) => {
  const app = await testApp(t);
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  let checked = 0;
  for (const { path, method, op } of operations(doc)) {
    if (method !== 'post') continue;
    const invalid = op.responses['400'].content['application/problem+json'].examples.invalid;
    t.ok(invalid, `${path} has an invalid-body example`);
    // the example body with the one change the example's description names
    const example = resolve(doc, op.requestBody.content['application/json'].schema)?.examples?.[0];
    const change = /^The answer to the example body (?:with `([\w.]+)` set to `(.+)`|without `(\w+)`)\.$/.exec(invalid.description);
    t.ok(example && change, `${path}: the example names its change: ${invalid.description}`);
    if (!example || !change) continue;
    const body = structuredClone(example);
    if (change[3] !== undefined) delete body[change[3]];
    else {
      const keys = (change[1] ?? '').split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce((at, k) => at[k], body);
      parent[last] = JSON.parse(change[2] ?? 'null');
    }
    const res = await app.inject({ method: 'POST', url: path, payload: body });
    t.equal(res.statusCode, 400, `${path}: the body is refused`);
    t.match(res.headers['content-type'], /^application\/problem\+json/);
    t.same(res.json(), invalid.value, `${path}: the example is the answer, word for word`);
    checked++;
  }
  t.ok(checked >= 20, `${checked} operations checked`);
});

t.test('the other error examples are what the service answers (numbers aside)', async (t) => {
  const doc = await documentOf(t);
  const example = (path: string, status: string, name: string, method = 'post') =>
    deref(doc, deref(doc, doc.paths[path][method].responses[status]).content['application/problem+json'].examples[name]).value;
  const same = (t: Test, real: Doc, shown: Doc, what: string) => {
    t.same({ ...real, detail: shape(real.detail) }, { ...shown, detail: shape(shown.detail) }, what);
  };
  const research = { scientists: 3, cost: 3, seed: 7 };

  await t.test('400 malformed, 413, 422', async (t) => {
    const app = await testApp(t, { threads: 0, exactStates: 10 });
    const malformed = await app.inject({
      method: 'POST',
      url: '/v1/xcom/research',
      payload: '{"scientists":',
      headers: { 'content-type': 'application/json' },
    });
    t.same(malformed.json(), example('/v1/xcom/research', '400', 'malformed'), 'malformed JSON, word for word');
    const link = await app.inject({ url: '/v1/asl/rout?q=not!base64' });
    t.equal(link.statusCode, 400);
    t.same(link.json(), example('/v1/asl/rout', '400', 'notBase64url', 'get'), "a GET's q not base64url, word for word");
    const big = await app.inject({
      method: 'POST',
      url: '/v1/xcom/research',
      payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    t.same(big.json(), example('/v1/xcom/research', '413', 'tooLarge'), '413, word for word');
    const exact = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { ...research, method: 'exact' } });
    t.equal(exact.statusCode, 422);
    same(t, exact.json(), example('/v1/xcom/research', '422', 'tooLarge'), '422 (10 states here)');
  });

  await t.test('429 with Retry-After', async (t) => {
    const { base } = await listeningApp(t, { threads: 0, rateLimit: { max: 1 } });
    await postJson(base, '/v1/xcom/research', research);
    // another seed: the same body again would be answered from the answer cache, which is not counted
    const res = await postJson(base, '/v1/xcom/research', { ...research, seed: 8 });
    t.equal(res.status, 429);
    t.ok(Number(res.headers.get('retry-after')) >= 1, `Retry-After: ${res.headers.get('retry-after')}`);
    same(t, res.json(), example('/v1/xcom/research', '429', 'limited'), '429 (a limit of 1 here)');
  });

  await t.test('503 busy and past the time limit, with Retry-After', async (t) => {
    const busy = await testApp(t, { threads: 0, maxInFlight: 0 });
    const refused = await busy.inject({ method: 'POST', url: '/v1/xcom/research', payload: research });
    t.ok(Number(refused.headers['retry-after']) >= 1, 'with a Retry-After (estimated from the queue)');
    same(t, refused.json(), example('/v1/xcom/research', '503', 'busy'), 'busy (no slot here)');
    const slow = await testApp(t, { threads: 1, timeLimitMs: 50 });
    const late = await slow.inject({ method: 'POST', url: '/v1/xcom/research', payload: { ...research, trials: 10_000_000 } });
    t.equal(late.statusCode, 503);
    same(t, late.json(), example('/v1/xcom/research', '503', 'timeLimit'), 'time limit (50 ms here)');
  });

  await t.test('503 shutting down', async (t) => {
    const { app, base } = await listeningApp(t, { threads: 1 });
    const pending = postJson(base, '/v1/xcom/research', { ...research, trials: 10_000_000 });
    await waitFor(() => app.odds.admission.running === 1);
    await drain(app, 0);
    const res = await pending;
    t.equal(res.status, 503);
    same(t, res.json(), example('/v1/xcom/research', '503', 'shuttingDown'), 'shutting down');
  });
});

t.test('no generated sample of a safe-integer bound: no such bound, and every example number is small', async (t) => {
  const doc = await documentOf(t);
  const found: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'number' && Math.abs(node) >= 2 ** 40) found.push(at);
    else if (Array.isArray(node)) for (const [i, v] of node.entries()) walk(v, `${at}/${i}`);
    else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
  };
  walk(doc, '');
  t.same(found, [], 'no number beyond 2^40 anywhere in the document');
  t.same(
    doc.components.schemas.Problem.properties.status,
    { ...doc.components.schemas.Problem.properties.status, minimum: 400, maximum: 599 },
    'Problem.status is 400..599',
  );
});

t.test('answer examples show p, ci and means to at most 4 significant digits', async (t) => {
  const doc = await documentOf(t);
  const significant = (x: number) => {
    const [mantissa = ''] = x.toExponential().split('e');
    return mantissa.replace('-', '').replace('.', '').replace(/0+$/, '').length;
  };
  let numbers = 0;
  for (const [id, schema] of Object.entries<Doc>(doc.components.schemas)) {
    if (!id.endsWith('Answer') || !schema.examples) continue;
    const { probabilities, expectations, distributions, ...rest } = schema.examples[0];
    const walk = (node: unknown, at: string) => {
      if (typeof node === 'number' && !Number.isInteger(node)) {
        numbers++;
        t.ok(significant(node) <= 4, `${id}${at}: ${node}`);
      } else if (Array.isArray(node)) for (const [i, v] of node.entries()) walk(v, `${at}[${i}]`);
      else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
    };
    walk({ probabilities, expectations, distributions }, '');
    for (const [k, v] of Object.entries(rest)) if (Array.isArray(v)) walk(v, `.${k}`);
  }
  t.ok(numbers > 100, `${numbers} numbers checked`);
});

t.test('every component is reached from an operation, and every component an operation names is there', async (t) => {
  const doc = await documentOf(t);
  const components: Record<string, Doc> = doc.components;
  const prefix = '#/components/';
  // the closure of the $refs met from the paths, each component followed into once
  const reached = new Set<string>();
  const dangling: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const v of node) walk(v);
    else if (node !== null && typeof node === 'object') {
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string') {
        const [kind = '', name = '', ...more] = ref.startsWith(prefix) ? ref.slice(prefix.length).split('/') : [];
        t.ok(kind !== '' && name !== '' && more.length === 0, `${ref} names a component`);
        if (!(name in (components[kind] ?? {}))) dangling.push(ref);
        else if (!reached.has(`${kind}/${name}`)) {
          reached.add(`${kind}/${name}`);
          walk(components[kind]?.[name]);
        }
      }
      for (const v of Object.values(node)) walk(v);
    }
  };
  walk(doc.paths);
  t.same(dangling, [], 'no $ref names a component that is not there');
  const all = Object.entries(components).flatMap(([kind, named]) => Object.keys(named).map((name) => `${kind}/${name}`));
  t.same(
    all.filter((name) => !reached.has(name)),
    [],
    'no component that no operation reaches',
  );
  const reachedSchemas = [...reached].filter((name) => name.startsWith('schemas/')).length;
  t.ok(reachedSchemas >= 80, `${reachedSchemas} component schemas, each reached`);
  let named = 0;
  for (const { path, method, op } of operations(doc)) {
    if (method !== 'post') continue;
    for (const [what, schema] of [
      ['body', op.requestBody?.content?.['application/json']?.schema],
      ['answer', op.responses['200']?.content?.['application/json']?.schema],
    ] as const) {
      t.ok(resolve(doc, schema)?.properties, `${path}: its ${what} schema is there, with its fields`);
      named++;
    }
  }
  t.ok(named >= 40, `${named} body and answer schemas found`);
});

t.test('the top of the page and each game tag say what they cover', async (t) => {
  const doc = await documentOf(t);
  const [top] = doc.info.description.split('\n\n');
  const sentences = top.split(/(?<=[.!?])\s+(?=[A-Z])/);
  t.equal(sentences.length, 2, `two sentences: ${sentences.map((s: string) => s.slice(0, 40)).join(' | ')}`);
  t.match(sentences[0], /chance/, 'the first says what it is for');
  t.match(sentences[1], /`ci`.*interval.*`confidence`/, 'the second how to read an interval');
  const tags = new Map<string, string>(doc.tags.map((g: Doc) => [g.name, g.description]));
  const words: Record<string, RegExp[]> = {
    XCOM: [/research/, /mission/, /Assumed/, /d6 with 2 success faces/],
    ASL: [/A10/, /rally/, /rout/, /wound severity/],
    Batman: [/fight/, /henchmen/, /Assumed/, /bat face/],
  };
  for (const [name, patterns] of Object.entries(words)) {
    for (const p of patterns) t.match(tags.get(name) ?? '', p, `${name}: ${p}`);
  }
});

t.test('the simulation endpoints list text/event-stream beside JSON and SVG, and no other operation does', async (t) => {
  const app = await testApp(t);
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const streamed = new Set(app.odds.endpoints);
  t.ok(streamed.size >= 10, `${streamed.size} simulation endpoints`);
  for (const { path, method, op } of operations(doc)) {
    const content = op.responses['200']?.content ?? {};
    const listed = 'text/event-stream' in content;
    t.equal(listed, method === 'post' && streamed.has(path), `${method.toUpperCase()} ${path}: ${listed ? 'streams' : 'does not stream'}`);
    if (!listed) continue;
    t.same(Object.keys(content).sort(), ['application/json', 'image/svg+xml', 'text/event-stream']);
    const events = String(content['text/event-stream'].example).trim().split('\n\n');
    t.match(events.at(-1), /^event: answer\ndata: /, `${path}: the example ends with the answer`);
    t.ok(events.length > 1 && events.slice(0, -1).every((e) => e.startsWith('event: progress\ndata: {')), `${path}: progress before it`);
    const answer = resolve(doc, content['application/json'].schema)?.examples?.[0];
    t.ok(answer, `${path}: the JSON answer has its example`);
    // the answer event shows the JSON example's leading fields, then `...` for the rest
    const [, data = ''] = (events.at(-1) ?? '').split('\ndata: ');
    t.match(data, /^\{"method":"(monte-carlo|exact)",.*,\.\.\.\}$/, `${path}: the answer event's leading fields, the rest elided`);
    const shown = data.slice(0, -'...}'.length);
    t.ok(JSON.stringify(answer).startsWith(shown), `${path}: the answer event begins as the JSON example does: ${shown}`);
    const leading = JSON.parse(`${shown.slice(0, -1)}}`);
    t.ok(Object.keys(leading).length >= 4, `${path}: ${Object.keys(leading).join(', ')} shown`);
  }
});

t.test('the Swagger UI page carries the SVG plugin', async (t) => {
  const app = await testApp(t);
  const init = await app.inject({ url: '/docs/static/swagger-initializer.js' });
  t.equal(init.statusCode, 200);
  t.match(init.body, /responseBody/, 'it wraps the response body');
  t.match(init.body, /data:image\/svg\+xml/, 'and draws SVG answers as images');
  t.match(init.body, /SwaggerUIBundle\.plugins\.DownloadUrl/, "Swagger UI's own plugin stays");
});
