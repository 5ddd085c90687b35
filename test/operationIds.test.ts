/**
 * Every operation of the committed openapi.yaml has an operationId, made by the one rule
 * (src/plugins/operationIds.ts), unique, and the ids once published never change: generated
 * clients name their methods after them. test/fixtures/operationIds.json is the list of ids
 * published; it only grows (a new operation's line is added by hand, never rewritten).
 */
import { readFileSync } from 'node:fs';
import t from 'tap';
import { parse } from 'yaml';
import { operationIdOf } from '../src/plugins/operationIds.js';

type Operations = Record<string, Record<string, { operationId?: string }>>;
const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as { paths: Operations };
const published = JSON.parse(readFileSync(new URL('../../test/fixtures/operationIds.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, id: op.operationId })),
);

t.test('the rule, on the examples it is written with', async (t) => {
  t.equal(operationIdOf('post', '/v1/xcom/research'), 'xcomResearch');
  t.equal(operationIdOf('get', '/v1/xcom/research'), 'xcomResearchGet', 'the GET twin of a question');
  t.equal(operationIdOf('post', '/v1/xcom/research/policies'), 'xcomResearchPolicies');
  t.equal(operationIdOf('post', '/v1/asl/rally/options'), 'aslRallyOptions');
  t.equal(operationIdOf('post', '/v1/xcom/base-defense/units-needed'), 'xcomBaseDefenseUnitsNeeded');
  t.equal(operationIdOf('post', '/v1/xcom/round/plans'), 'xcomRoundPlans');
  t.equal(operationIdOf('get', '/health'), 'health');
  t.equal(operationIdOf('get', '/openapi.json'), 'openapiJson');
  t.equal(operationIdOf('post', '/v2/xcom/research'), 'v2XcomResearch', 'another version keeps its segment');
  t.equal(operationIdOf('get', '/v1/games/{gameId}'), 'gamesByGameIdGet');
});

t.test('every operation has the id of the rule, and no two share one', async (t) => {
  t.ok(operations.length >= 28, `${operations.length} operations`);
  const seen = new Map<string, string>();
  for (const op of operations) {
    t.equal(op.id, operationIdOf(op.method, op.path), `${op.key}: ${op.id}`);
    if (op.id === undefined) continue;
    t.notOk(seen.has(op.id), `${op.key}: ${op.id} is not also ${seen.get(op.id)}'s`);
    seen.set(op.id, op.key);
  }
});

t.test('the published ids never change, and every operation is published', async (t) => {
  const now = new Map(operations.map((op) => [op.key, op.id]));
  for (const [key, id] of Object.entries(published)) t.equal(now.get(key), id, `${key} is still ${id}`);
  const unpublished = operations.filter((op) => !(op.key in published));
  t.same(
    unpublished.map((op) => `"${op.key}": "${op.id}"`),
    [],
    'each new operation is added to test/fixtures/operationIds.json (these lines)',
  );
});
