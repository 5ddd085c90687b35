/**
 * Bad input never makes a 5xx: every POST endpoint, given malformed bodies and its own example
 * with each top-level field replaced by a hostile value, answers a 4xx problem+json (or a 200
 * where the value happens to be acceptable).
 */
import t from 'tap';
import { testApp } from '../helpers/app.js';

const HOSTILE: unknown[] = [null, -1, 0, 1e308, -1e308, 1.5, 'x', '', true, [], {}, [1, 2, 3], { a: 1 }, 'a'.repeat(5000)];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"constructor":{"prototype":{"x":1}}}'),
];

/** What this test reads of a request body's schema in the OpenAPI document. */
interface BodySchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  examples?: Record<string, unknown>[];
}

t.test('hostile bodies answer 4xx, never 5xx', async (t) => {
  const app = await testApp(t, { threads: 0, timeLimitMs: 5000 });
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const schemas = doc.components.schemas;
  let requests = 0;
  const paths: Record<string, { post?: { requestBody: { content: { 'application/json': { schema: BodySchema } } } } }> = doc.paths;
  for (const [path, item] of Object.entries(paths)) {
    if (!item.post) continue;
    let body = item.post.requestBody.content['application/json'].schema;
    if (body.$ref) body = schemas[body.$ref.split('/').pop() ?? ''];
    const fields = Object.keys(body.properties ?? {});
    // small and seeded where the endpoint samples, so that the many requests stay quick
    const quick = fields.includes('trials') ? { trials: 1000, seed: 1 } : {};
    const example: Record<string, unknown> = { ...(body.examples?.[0] ?? {}), ...quick };
    const bodies: unknown[] = [...BODIES];
    for (const field of fields) {
      for (const v of HOSTILE) bodies.push({ ...example, [field]: v });
    }
    for (const b of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(b),
      });
      requests++;
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !/problem\+json/.test(String(res.headers['content-type'])))) {
        t.fail(`${path} ${JSON.stringify(b).slice(0, 200)} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  }
  t.ok(requests > 500, `${requests} hostile requests, none answered 5xx`);
  t.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype was polluted');
  t.equal(({} as Record<string, unknown>).x, undefined);
});

/** Every path into a JSON value (object keys and array indices), the root excluded. */
function paths(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (v === null || typeof v !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  return entries.flatMap(([k, x]) => [[...at, k], ...paths(x, [...at, k])]);
}

function replaced(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) throw new RangeError('the root is not replaced');
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[last] = value;
  return copy;
}

t.test('missions: a hostile value anywhere inside the cards answers 4xx or 200, never 5xx', async (t) => {
  const app = await testApp(t, { threads: 0, timeLimitMs: 5000 });
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const body = doc.paths['/v1/xcom/mission'].post.requestBody.content['application/json'].schema.$ref.split('/').pop();
  const examples: Array<Record<string, unknown>> = doc.components.schemas[body].examples;
  t.ok(examples.length >= 2, 'both forms have an example');
  let requests = 0;
  for (const example of examples) {
    const quick = { ...example, trials: 1000, seed: 1 };
    for (const path of paths(example)) {
      for (const v of HOSTILE) {
        const b = replaced(quick, path, v);
        const res = await app.inject({
          method: 'POST',
          url: '/v1/xcom/mission',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(b),
        });
        requests++;
        if (res.statusCode >= 500 || (res.statusCode >= 400 && !/problem\+json/.test(String(res.headers['content-type'])))) {
          t.fail(`${path.join('.')} = ${JSON.stringify(v).slice(0, 40)} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (res.statusCode === 400 && !res.json().errors?.length) t.fail(`${path.join('.')}: a 400 naming no field`);
      }
    }
  }
  t.ok(requests > 500, `${requests} hostile requests inside the mission cards, none answered 5xx`);
});
