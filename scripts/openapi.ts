/**
 * Writes the generated parts of the API document: first the example answers (each POST's
 * example body asked of the app, src/schemas/answerExamples.generated.json), then openapi.yaml,
 * generated from the routes' zod schemas with those answers (or the YAML to stdout with
 * --stdout, the examples file left as it is), then the typed client's types from it
 * (clients/typescript/schema.d.ts). `npm run openapi` after any schema or kernel
 * change; tests fail on drift of either file.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { clientTypes } from '../src/clientTypes.js';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../src/plugins/caching.js';
import { type AnswerExamples, exampleBodies, exampleOf, writeAnswerExamples } from '../src/schemas/answerExamples.js';

/** Asks the app each example body and answers the examples, by path. */
async function generateAnswerExamples(app: FastifyInstance): Promise<AnswerExamples> {
  const examples: AnswerExamples = {};
  for (const [path, body] of exampleBodies(app)) {
    const res = await app.inject({ method: 'POST', url: path, payload: body as object });
    if (res.statusCode !== 200) throw new Error(`the example body of ${path} answers ${res.statusCode}: ${res.body}`);
    if (res.headers['cache-control'] !== IMMUTABLE) {
      throw new Error(`the example body of ${path} draws its seed: give it a seed so that its answer is reproducible`);
    }
    examples[path] = exampleOf(res.json());
  }
  return examples;
}

/** An app for generation: inline, and never shedding nor rate-limiting its own requests. */
const generatingApp = () => buildApp({ threads: 0, underPressure: false, rateLimit: false });

if (!process.argv.includes('--stdout')) {
  const app = await generatingApp();
  await app.ready();
  const examples = await generateAnswerExamples(app);
  await app.close();
  writeAnswerExamples(examples);
  console.log(`${Object.keys(examples).length} example answers written`);
}

// a new app: the document is built once per app, with the examples as they were when it started
const app = await generatingApp();
await app.ready();
const yaml = app.swagger({ yaml: true });
await app.close();
if (process.argv.includes('--stdout')) process.stdout.write(yaml);
else {
  writeFileSync(new URL('../../openapi.yaml', import.meta.url), yaml);
  // the typed client's types, from the document just written
  writeFileSync(new URL('../../clients/typescript/schema.d.ts', import.meta.url), await clientTypes(yaml));
}
