/**
 * Answers are not written through their zod schema (src/plugins/answerSerializer.ts): a 2xx
 * answer by code compiled from the schema's JSON Schema, others by JSON.stringify. This holds
 * what a parse through the schema would: every answer sent is a fixed point of the schema its route
 * declares for its status, `JSON.stringify(schema.parse(answer))` giving back the very bytes
 * sent, so no answer has a field its schema lacks, a value it refuses, or its keys in another
 * order (nor does the compiled writer drop a field or reorder keys). Asked of every POST
 * endpoint: its example body, the same body asked exactly and sampled (where the endpoint takes
 * them), and a body it refuses (400).
 */
import t from 'tap';
import { answerSchemaOf } from '../../src/plugins/answerSerializer.js';
import { exampleBodies } from '../../src/schemas/answerExamples.js';
import { testApp } from '../helpers/app.js';

t.test('every answer sent is a fixed point of its zod schema', async (t) => {
  const app = await testApp(t, { threads: 0, underPressure: false, rateLimit: false });
  await app.ready();
  const bodies = exampleBodies(app);
  t.ok(bodies.size >= 25, `${bodies.size} endpoints`);
  let checked = 0;
  for (const [path, example] of bodies) {
    const variants: Array<[string, unknown]> = [
      ['its example', example],
      ['exact', { ...(example as object), method: 'exact' }],
      ['sampled', { ...(example as object), method: 'monte-carlo', trials: 2000, seed: 3 }],
      ['a refused body', { ...(example as object), notAField: 1 }],
    ];
    for (const [what, body] of variants) {
      const res = await app.inject({ method: 'POST', url: path, payload: body as object });
      // an endpoint without an exact method, or one whose body has no `method`, refuses a variant
      if (what !== 'its example' && what !== 'a refused body' && res.statusCode !== 200) continue;
      const schema = answerSchemaOf('POST', path, res.statusCode);
      if (schema === undefined) {
        t.fail(`${path} (${what}): no schema declared for status ${res.statusCode}`);
        continue;
      }
      const parsed = schema.safeParse(res.json());
      if (!parsed.success) {
        t.fail(`${path} (${what}): the ${res.statusCode} answer is refused by its schema: ${parsed.error.message}`);
        continue;
      }
      t.equal(JSON.stringify(parsed.data), res.body, `${path} (${what}): ${res.statusCode}, the bytes its schema writes`);
      checked++;
    }
  }
  t.ok(checked >= 2 * bodies.size, `${checked} answers checked`);
});
