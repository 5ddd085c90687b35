/**
 * The answer writer (src/plugins/answerSerializer.ts): compiled from a schema where it cannot
 * choose wrongly, writing `JSON.stringify`'s bytes for an answer that is a fixed point of its
 * schema, and falling back to `JSON.stringify` for a schema it could misread or an answer it
 * refuses. That every route's answers come out in the same bytes is answerSchemas.test.ts.
 */
import t from 'tap';
import { z } from 'zod';
import { answerSchemaOf, answerWriter } from '../../src/plugins/answerSerializer.js';
import { exampleBodies } from '../../src/schemas/answerExamples.js';
import { testApp } from '../helpers/app.js';

const chance = z.object({ p: z.number(), ci: z.array(z.number()), fraction: z.string() });
const answer = z.object({
  method: z.enum(['exact', 'monte-carlo']),
  seed: z.number().int().nullable(),
  probabilities: z.record(z.string(), chance),
  items: z.array(z.object({ name: z.string(), value: z.number().int() })),
  note: z.string().optional(),
});

t.test('a schema of objects, arrays, records and nullable scalars: compiled, the same bytes as JSON.stringify', async (t) => {
  const writer = answerWriter(answer);
  t.ok(writer.compiled);
  const values = [
    {
      method: 'exact',
      seed: null,
      probabilities: {
        won: { p: 0.1 + 0.2, ci: [1e-21, 5e-324], fraction: '3/10' },
        lost: { p: -0, ci: [], fraction: 'a "quoted"\n\u2028 text' },
      },
      items: [{ name: 'é', value: 9007199254740991 }],
      note: 'the optional key written where the schema has it',
    },
    { method: 'monte-carlo', seed: 4294967295, probabilities: {}, items: [] },
  ];
  for (const value of values) {
    t.equal(JSON.stringify(answer.parse(value)), JSON.stringify(value), 'a fixed point of its schema');
    t.equal(writer.write(value), JSON.stringify(value));
  }
});

t.test(
  'a union of objects, or an optional key before a required one: JSON.stringify, never a branch chosen or keys reordered',
  async (t) => {
    const union = z.object({ chance: z.union([chance, z.object({ odds: z.number() })]) });
    const optionalFirst = z.object({ id: z.string().optional(), option: z.string() });
    t.notOk(answerWriter(union).compiled, 'union: not compiled');
    t.notOk(answerWriter(optionalFirst).compiled, 'optional first: not compiled');
    const value = { id: '9-2', option: 'leader' };
    t.equal(JSON.stringify(optionalFirst.parse(value)), JSON.stringify(value), 'a fixed point of its schema');
    t.equal(answerWriter(optionalFirst).write(value), JSON.stringify(value), 'its keys in the order given');
    t.ok(answerWriter(z.object({ option: z.string(), id: z.string().optional() })).compiled, 'the optional key last: compiled');
  },
);

t.test('an answer the compiled writer refuses is written by JSON.stringify, not failed', async (t) => {
  const writer = answerWriter(answer);
  t.ok(writer.compiled);
  const nan = { method: 'exact', seed: null, probabilities: { won: { p: Number.NaN, ci: [], fraction: '0/0' } }, items: [] };
  t.equal(writer.write(nan), JSON.stringify(nan), 'a NaN: null, as JSON.stringify writes it');
  const missing = { method: 'exact', probabilities: {}, items: [] };
  t.equal(writer.write(missing), JSON.stringify(missing), 'a required field missing');
});

t.test("the simulation endpoints' answers are written by compiled writers", async (t) => {
  const app = await testApp(t, { threads: 0, underPressure: false, rateLimit: false });
  await app.ready();
  const compiled: string[] = [];
  const paths = [...exampleBodies(app).keys()];
  for (const path of paths) {
    const schema = answerSchemaOf('POST', path, 200);
    if (schema !== undefined && answerWriter(schema).compiled) compiled.push(path);
  }
  for (const path of ['/v1/xcom/research', '/v1/xcom/global-defense', '/v1/xcom/base-defense', '/v1/asl/location-check'])
    t.ok(compiled.includes(path), `${path}: compiled`);
  t.ok(compiled.length >= paths.length / 2, `${compiled.length} of ${paths.length} endpoints compiled`);
});
