/**
 * Pictures over HTTP: `Accept: image/svg+xml` or `?format=svg` answers a chart of the same
 * answer, for a plain answer, a per-item answer and a sweep; a bad `format` and a bad body stay
 * problem+json naming the field; every POST endpoint under /v1 can draw its example, states
 * its question under the title, and lists image/svg+xml in the OpenAPI document.
 */
import t from 'tap';
import { testApp } from '../helpers/app.js';
import { deref } from '../helpers/openapi.js';
import { wellFormed } from '../charts/svgText.js';

const SVG = /^image\/svg\+xml; charset=utf-8$/;
const PROBLEM = /^application\/problem\+json/;

type App = Awaited<ReturnType<typeof testApp>>;

async function ask(app: App, url: string, body: unknown, accept?: string) {
  const res = await app.inject({ method: 'POST', url, payload: body as object, headers: accept === undefined ? {} : { accept } });
  return { status: res.statusCode, type: String(res.headers['content-type']), vary: String(res.headers.vary ?? ''), body: res.body };
}

/** The question lines of a chart (entities left as written). */
const questionOf = (svg: string): string =>
  [...svg.matchAll(/<text [^>]*class="question"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');

/** A probability as the picture writes it, computed here: one decimal between 1% and 99%. */
const shown = (p: number) => `${(p * 100).toFixed(1)}%`;

const research = { scientists: 3, cost: 3, seed: 7, trials: 20_000 };

t.test('research: Accept and ?format=svg give the same picture of the JSON answer', async (t) => {
  const app = await testApp(t);
  const json = await ask(app, '/v1/xcom/research', research);
  t.equal(json.status, 200);
  t.match(json.type, /^application\/json/);
  t.match(json.vary, /Accept/, 'the answer varies by Accept');
  const answer = JSON.parse(json.body);

  const byAccept = await ask(app, '/v1/xcom/research', research, 'image/svg+xml');
  t.equal(byAccept.status, 200);
  t.match(byAccept.type, SVG);
  t.match(byAccept.vary, /Accept/);
  t.match(byAccept.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  t.equal(wellFormed(byAccept.body), undefined, 'well formed');
  for (const name of ['completed', 'exhausted']) {
    const p = answer.probabilities[name].p;
    t.ok(p > 0.01 && p < 0.99);
    t.ok(byAccept.body.includes(`>${shown(p)}<`), `${name} ${shown(p)} is drawn`);
  }
  t.match(byAccept.body, /Monte Carlo, 20,000 trials, 95% intervals, seed 7/);
  t.equal(questionOf(byAccept.body), '3 scientists, tech cost 3, threat 1', 'the question, defaults filled in');

  const byQuery = await ask(app, '/v1/xcom/research?format=svg', research);
  t.match(byQuery.type, SVG);
  t.equal(byQuery.body, byAccept.body, 'the same seeded request draws the same bytes (elapsedMs is not drawn)');

  const forced = await ask(app, '/v1/xcom/research?format=json', research, 'image/svg+xml');
  t.match(forced.type, /^application\/json/, '?format=json wins over Accept');
});

t.test('Accept is weighed by q', async (t) => {
  const app = await testApp(t);
  const body = { ...research, trials: 1000 };
  const cases: Array<[string, boolean]> = [
    ['image/svg+xml', true],
    ['image/svg+xml, application/json;q=0.9', true],
    ['application/json, image/svg+xml;q=0.5', false],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', true], // what an <img> sends
    ['image/*', true],
    ['*/*', false],
    ['application/json', false],
    ['text/html', false],
  ];
  for (const [accept, svg] of cases) {
    const res = await ask(app, '/v1/xcom/research', body, accept);
    t.equal(res.status, 200);
    t.equal(SVG.test(res.type), svg, `Accept: ${accept} -> ${svg ? 'SVG' : 'JSON'}`);
  }
  const none = await ask(app, '/v1/xcom/research', body);
  t.match(none.type, /^application\/json/, 'no Accept: JSON');
});

t.test('global defence: each continent drawn under its name, the name escaped', async (t) => {
  const app = await testApp(t);
  const body = {
    continents: [
      { name: '<script>alert(1)</script>', interceptors: 2, ufos: 1 },
      { name: 'Africa', interceptors: 1, ufos: 3 },
    ],
    seed: 7,
    trials: 20_000,
  };
  const json = JSON.parse((await ask(app, '/v1/xcom/global-defense', body)).body);
  const res = await ask(app, '/v1/xcom/global-defense?format=svg', body);
  t.equal(res.status, 200);
  t.match(res.type, SVG);
  t.equal(wellFormed(res.body), undefined);
  t.notOk(res.body.includes('<script>'), 'no script element');
  t.ok(res.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the name as text');
  t.ok(res.body.includes('>Africa<'));
  t.ok(res.body.includes('>Continents<'));
  t.equal(
    questionOf(res.body),
    '2 continents: &lt;script&gt;alert(1)&lt;/scrip… 2 interceptors/1 UFO, Africa 1 interceptor/3 UFOs; threat 1',
    'the question names the continents, escaped (and cut at 24 characters)',
  );
  const africa = json.continents[1].probabilities.cleared.p;
  t.ok(res.body.includes(`>${shown(africa)}<`), `Africa cleared ${shown(africa)} is drawn`);
});

t.test('a hostile name in a link: the question drawn as text', async (t) => {
  const app = await testApp(t);
  const body = { continents: [{ name: '<img src=x onerror=alert(1)>', interceptors: 1, ufos: 1 }], seed: 3, trials: 2000 };
  const q = Buffer.from(JSON.stringify(body)).toString('base64url');
  const res = await app.inject({ url: `/v1/xcom/global-defense?q=${q}&format=svg` });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], SVG);
  t.equal(wellFormed(res.body), undefined);
  t.notOk(res.body.includes('<img'), 'no element from the request');
  t.match(questionOf(res.body), /^1 continent: &lt;img src=x onerror=aler… 1 interceptor\/1 UFO, threat 1$/, 'escaped, and cut');
});

t.test('a sweep: lines by the varied value', async (t) => {
  const app = await testApp(t);
  const body = {
    endpoint: '/v1/xcom/research',
    body: { cost: 3, seed: 7, trials: 5000 },
    vary: { field: 'scientists', values: [1, 2, 3] },
    probabilities: ['completed'],
  };
  const res = await ask(app, '/v1/sweep', body, 'image/svg+xml');
  t.equal(res.status, 200);
  t.match(res.type, SVG);
  t.equal(wellFormed(res.body), undefined);
  t.match(res.body, />Research, by scientists</, 'titled by the swept endpoint and field');
  t.match(res.body, /class="band"/, 'intervals as a band');
  t.match(res.body, /<polyline/);
  t.match(res.body, /5,000 trials a row/);
  t.equal(questionOf(res.body), 'tech cost 3; scientists 1, 2, 3', 'the body swept, then the values');
});

t.test('errors stay problem+json', async (t) => {
  const app = await testApp(t);
  const bad = await ask(app, '/v1/xcom/research?format=png', research);
  t.equal(bad.status, 400);
  t.match(bad.type, PROBLEM);
  t.same(
    JSON.parse(bad.body).errors.map((e: { path: string }) => e.path),
    ['querystring.format'],
  );

  const invalid = await ask(app, '/v1/xcom/research?format=svg', { scientists: 0, cost: 3 }, 'image/svg+xml');
  t.equal(invalid.status, 400);
  t.match(invalid.type, PROBLEM, 'an invalid body asked as SVG still answers problem+json');
  t.same(
    JSON.parse(invalid.body).errors.map((e: { path: string }) => e.path),
    ['body.scientists'],
  );

  const sweep = await ask(app, '/v1/sweep', { endpoint: '/v1/nowhere', body: {}, vary: { field: 'x', values: [1] } }, 'image/svg+xml');
  t.equal(sweep.status, 400);
  t.match(sweep.type, PROBLEM, 'a rule broken in the handler too');
  t.same(
    JSON.parse(sweep.body).errors.map((e: { path: string }) => e.path),
    ['body.endpoint'],
  );
});

/** What this test reads of an operation in the OpenAPI document. */
interface Operation {
  summary: string;
  parameters?: Array<{ name: string; schema?: unknown }>;
  responses: { '200': { content: Record<string, unknown> } };
  requestBody: {
    content: {
      'application/json': { schema: { $ref?: string; examples: Record<string, unknown>[]; properties?: Record<string, unknown> } };
    };
  };
}

t.test('every POST endpoint under /v1 takes format, draws its example and documents image/svg+xml', async (t) => {
  const app = await testApp(t);
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const schemas = doc.components.schemas;
  let drawn = 0;
  const paths: Record<string, { post?: Operation }> = doc.paths;
  for (const [path, item] of Object.entries(paths)) {
    if (!item.post || !path.startsWith('/v1/')) continue;
    const op = item.post;
    t.ok(op.responses['200'].content['image/svg+xml'], `${path}: image/svg+xml is a 200 media type`);
    t.ok(op.responses['200'].content['application/json'], `${path}: beside JSON`);
    t.same(
      op.parameters?.map((p) => deref(doc, p)).find((p) => p.name === 'format')?.schema,
      { type: 'string', enum: ['json', 'svg'] },
      `${path}: the format query parameter`,
    );
    let schema = op.requestBody.content['application/json'].schema;
    if (schema.$ref) schema = schemas[schema.$ref.split('/').pop() ?? ''];
    const example = { ...schema.examples[0] };
    if (schema.properties?.trials && typeof example.trials !== 'number' && example.method !== 'exact') example.trials = 2000; // keep the test quick
    const res = await ask(app, `${path}?format=svg`, example);
    t.equal(res.status, 200, `${path}: its example answers`);
    t.match(res.type, SVG, `${path}: as SVG`);
    t.equal(wellFormed(res.body), undefined, `${path}: well formed`);
    t.ok(res.body.includes(`>${op.summary.slice(0, 20)}`) || path === '/v1/sweep', `${path}: titled by its summary`);
    const question = questionOf(res.body);
    t.ok(question.length > 5, `${path}: its question under the title: ${question}`);
    t.notMatch(question, /undefined|NaN|\[object/, `${path}: in words`);
    drawn++;
  }
  t.ok(drawn >= 20, `${drawn} endpoints drawn`);
});
