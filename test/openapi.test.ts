/** The committed openapi.yaml is what the schemas generate, and it is valid OpenAPI 3.1. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import t from 'tap';
import { parse } from 'yaml';
import { itemAt } from '../simulations/core/itemAt.js';
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

t.test('answer examples are real answers of the request examples (shown to 4 significant digits)', async (t) => {
  const app = await testApp(t);
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const schemas = doc.components.schemas;
  const resolve = (s: Record<string, any>) => (s?.$ref ? schemas[s.$ref.split('/').pop()] : s);
  // an example shows 4 significant digits; a route writes its example to 5 decimals, so a shown
  // number is the real one rounded to 4 digits, directly or from those 5 decimals
  const digits4 = (v: number) => Number(v.toPrecision(4));
  const shownAs = (real: number) => [digits4(real), digits4(Math.round(real * 1e5) / 1e5)];
  const round = (_k: string, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? digits4(v) : v);
  /** `shown` with each number that is a rounding of the real one replaced by the real one's 4 digits */
  const matched = (shown: unknown, real: unknown): unknown => {
    if (typeof shown === 'number' && typeof real === 'number') return shownAs(real).includes(shown) ? digits4(real) : shown;
    if (Array.isArray(shown) && Array.isArray(real)) return shown.map((v, i) => matched(v, real[i]));
    if (shown !== null && typeof shown === 'object' && real !== null && typeof real === 'object') {
      return Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, matched(v, (real as Record<string, unknown>)[k])]));
    }
    return shown;
  };
  let checked = 0;
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    const answer = resolve(item.post?.responses?.['200']?.content?.['application/json']?.schema);
    const request = resolve(item.post?.requestBody?.content?.['application/json']?.schema);
    if (!answer?.examples?.length || !request?.examples?.length) continue;
    const res = await app.inject({ method: 'POST', url: path, payload: request.examples[0] });
    const { elapsedMs: _a, ...exact } = res.json();
    const { elapsedMs: _b, ...shown } = answer.examples[0];
    const real = JSON.parse(JSON.stringify(exact, round));
    t.same(matched(shown, exact), real, `${path}: the example answer is what the example request answers`);
    checked++;
  }
  t.ok(checked >= 5, `${checked} answer examples checked`);
});
