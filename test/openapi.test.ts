/** The committed openapi.yaml is what the schemas generate, and it is valid OpenAPI 3.1. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import t from 'tap';
import { parse } from 'yaml';
import { exampleBodies, readAnswerExamples } from '../src/schemas/answerExamples.js';
import { testApp } from './helpers/app.js';

/** The parts of the OpenAPI document these tests read; anything may be missing. */
interface Schema {
  $ref?: string;
  description?: string;
  examples?: Array<Record<string, unknown>>;
  properties?: Record<string, Schema>;
}
type Content = Record<string, { schema?: Schema }>;
interface Operation {
  summary?: string;
  description?: string;
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
interface Document {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, { post?: Operation }>;
}

/** The schema a `$ref` ("#/components/schemas/X") names. */
const refTarget = (doc: Document, ref: string): Schema | undefined => doc.components.schemas[ref.slice(ref.lastIndexOf('/') + 1)];

t.test('openapi.yaml is in sync with the schemas (run `npm run openapi` after a schema change)', async (t) => {
  const app = await testApp(t);
  await app.ready();
  const committed = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
  t.equal(committed, app.swagger({ yaml: true }), 'openapi.yaml matches the generated document');
});

t.test('the document is valid OpenAPI 3.1 and served as JSON and YAML', async (t) => {
  const app = await testApp(t);
  const json = await app.inject({ url: '/openapi.json' });
  t.equal(json.statusCode, 200);
  const doc = json.json();
  t.equal(doc.openapi, '3.1.0');
  await t.resolves(SwaggerParser.validate(structuredClone(doc)), 'swagger-parser validates it');
  const yaml = await app.inject({ url: '/openapi.yaml' });
  t.equal(yaml.statusCode, 200);
  t.match(yaml.headers['content-type'], /yaml/);
  t.same(parse(yaml.body), doc, 'the YAML is the same document');
  t.ok(doc.paths['/v1/xcom/research'].post.requestBody, 'the research endpoint is documented');
});

t.test('every simulation endpoint has an example body and a description on every body field', async (t) => {
  const app = await testApp(t);
  const doc: Document = (await app.inject({ url: '/openapi.json' })).json();
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.post;
    if (!op) continue;
    t.ok(op.summary && op.description, `${path} has a summary and a description`);
    let body = op.requestBody?.content?.['application/json']?.schema;
    if (body?.$ref) body = refTarget(doc, body.$ref);
    t.ok((body?.examples?.length ?? 0) > 0, `${path} has an example body`);
    for (const [field, schema] of Object.entries(body?.properties ?? {})) {
      const target = schema.$ref ? refTarget(doc, schema.$ref) : undefined;
      t.ok(schema.description ?? target?.description, `${path}: body.${field} is described`);
    }
  }
});

t.test('Swagger UI is served at /docs', async (t) => {
  const app = await testApp(t);
  const res = await app.inject({ url: '/docs/' });
  t.equal(res.statusCode, 200);
  t.match(res.body, /swagger-ui/i);
});

t.test('the example answers are what the example bodies answer now (run `npm run openapi` after a kernel change)', async (t) => {
  const app = await testApp(t, { threads: 0, underPressure: false, rateLimit: false });
  await app.ready();
  const committed = readAnswerExamples();
  const bodies = exampleBodies(app);
  t.same(Object.keys(committed), [...bodies.keys()], 'one example answer for each POST with an example body');
  t.ok(bodies.size >= 25, `${bodies.size} example bodies`);
  // each answer asked here, independently of the generator, and shown as an example shows it
  for (const [path, body] of bodies) {
    const res = await app.inject({ method: 'POST', url: path, payload: body as object });
    t.equal(res.statusCode, 200, `${path}: its example body is answered`);
    const { elapsedMs: _real, ...answer } = res.json();
    const { elapsedMs: _shown, ...shown } = (committed[path] ?? {}) as Record<string, unknown>;
    // as text: the example shows the answer's fields in the order the service writes them
    t.equal(
      JSON.stringify(shown),
      JSON.stringify(roundedTo4(answer)),
      `${path}: the example answer is the answer, to 4 significant digits, its fields in order`,
    );
  }
});

t.test('the document shows each example answer in its answer schema', async (t) => {
  const app = await testApp(t);
  const doc: Document = (await app.inject({ url: '/openapi.json' })).json();
  const committed = readAnswerExamples();
  for (const [path, item] of Object.entries(doc.paths)) {
    const schema = item.post?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) continue;
    const answer = schema.$ref ? refTarget(doc, schema.$ref) : schema;
    t.same(answer?.examples, [committed[path]], `${path}: the generated example`);
  }
});

/** Numbers as an example shows them, written here apart from the generator: 4 significant digits. */
function roundedTo4(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.parseFloat(value.toPrecision(4));
  if (Array.isArray(value)) return value.map(roundedTo4);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundedTo4(v)]));
  return value;
}
