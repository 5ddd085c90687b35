/**
 * The typed client (clients/typescript): its types are what openapi-typescript makes of the
 * committed openapi.yaml (run `npm run openapi` after a schema change), and it calls every
 * operation of a live instance on 127.0.0.1: each question by POST with its example body and by
 * GET with the same question in `q`, and the service's own GET routes.
 */
import { readFileSync } from 'node:fs';
import t from 'tap';
import { parse } from 'yaml';
import type * as Client from '../clients/typescript/index.js';
import { clientTypes } from '../src/clientTypes.js';
import { listeningApp } from './service/edge.js';

const root = new URL('../../', import.meta.url);
const yaml = readFileSync(new URL('openapi.yaml', root), 'utf8');

t.test('the client types are generated from openapi.yaml (run `npm run openapi` after a schema change)', async (t) => {
  const committed = readFileSync(new URL('clients/typescript/schema.d.ts', root), 'utf8');
  t.ok(committed === (await clientTypes(yaml)), 'clients/typescript/schema.d.ts is what openapi.yaml generates');
});

t.test('every operation through the client, against a live instance', async (t) => {
  const { createOddsClient } = (await import(new URL('clients/typescript/index.js', root).href)) as typeof Client;
  const { base } = await listeningApp(t, { threads: 0, rateLimit: false, underPressure: false });
  const client = createOddsClient(base);
  // biome-ignore lint/suspicious/noExplicitAny: the document, walked loosely for its paths and examples
  const doc: any = parse(yaml);
  const health = await client.GET('/health');
  t.equal(health.data?.status, 'ok', 'GET /health');
  let asked = 0;
  for (const [path, item] of Object.entries<Record<string, unknown>>(doc.paths)) {
    if (!('post' in item)) continue;
    const ref = (item.post as { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } }).requestBody.content[
      'application/json'
    ].schema.$ref;
    const example = doc.components.schemas[ref.split('/').pop() as string].examples[0];
    // the paths are typed: a loop over all of them asks through the untyped door of the same client
    const post = await (client.POST as (p: string, o: object) => Promise<{ data?: unknown; response: Response }>)(path, { body: example });
    t.equal(post.response.status, 200, `POST ${path}`);
    t.ok(post.data && typeof post.data === 'object', `POST ${path}: an answer`);
    const q = Buffer.from(JSON.stringify(example)).toString('base64url');
    const get = await (client.GET as (p: string, o: object) => Promise<{ data?: unknown; response: Response }>)(path, {
      params: { query: { q } },
    });
    t.equal(get.response.status, 200, `GET ${path}`);
    const { elapsedMs: _a, ...posted } = post.data as Record<string, unknown>;
    const { elapsedMs: _b, ...got } = get.data as Record<string, unknown>;
    t.same(got, posted, `GET ${path}: the POST's answer`);
    asked++;
  }
  t.ok(asked >= 26, `${asked} questions asked`);

  // typed calls, as a planning tool writes them
  const research = await client.POST('/v1/xcom/research', { body: { scientists: 3, cost: 3, seed: 7, trials: 1000 } });
  t.type(research.data?.probabilities.completed.p, 'number', 'a typed answer');
  const refused = await client.POST('/v1/xcom/research', { body: { scientists: 99, cost: 3 } });
  t.equal(refused.response.status, 400);
  t.match(refused.error, { status: 400, errors: [{ path: 'body.scientists' }] }, 'the problem');
  // read through its type (the build fails if the client stops typing problem+json errors)
  const detail: string | undefined = refused.error?.detail;
  const field: string | undefined = refused.error?.errors?.[0]?.path;
  t.type(detail, 'string', 'a typed problem: its detail');
  t.equal(field, 'body.scientists', 'a typed problem: the field it names');
});
