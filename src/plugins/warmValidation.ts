/**
 * Request validation warmed before the first request. zod compiles a schema on its first use
 * and V8 optimises the code after some hundred calls; until then validating a large body (base
 * defence with 12 soldiers) takes a good part of a millisecond instead of some microseconds, on
 * the event loop. A freshly started instance that meets a burst (behind a load balancer, after
 * a deploy) validated 49 such bodies in one stretch of 50 ms while /health waited. So when the
 * app is ready, each route's body schema validates its own example body (the one the API
 * document shows) a few hundred times: some 100 ms at start, once, in one stretch per schema, the
 * event loop free between them (a busy machine stretches the whole to seconds, and under-pressure,
 * which measures the loop's delay, would otherwise shed the first requests after the listen).
 *
 * Off by default in `buildApp` (tests build hundreds of apps); the server turns it on.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { setImmediate as turn } from 'node:timers/promises';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** validations of each example body at start: enough for V8 to optimise zod's parse code */
export const WARM_RUNS = 300;

/** The first example a schema's metadata gives (`.meta({ examples })`), if any. */
function exampleOf(schema: z.ZodType): unknown {
  const examples = (schema.meta?.() as { examples?: unknown[] } | undefined)?.examples;
  return Array.isArray(examples) ? examples[0] : undefined;
}

/** Sets the app's validator compiler (zod's), noting body schemas to warm when the app is ready. */
export function validation(app: FastifyInstance, options: { warm: boolean }): void {
  const bodies: z.ZodType[] = [];
  const compiler: FastifySchemaCompiler<z.ZodType> = (def) => {
    if (options.warm && def.httpPart === 'body') bodies.push(def.schema);
    return validatorCompiler(def);
  };
  app.setValidatorCompiler(compiler);
  if (!options.warm) return;
  app.addHook('onReady', async () => {
    await warm(bodies);
  });
}

/** Validates each schema's example `runs` times, a turn of the event loop between schemas; resolves to how many had an example. */
export async function warm(schemas: readonly z.ZodType[], runs = WARM_RUNS): Promise<number> {
  let warmed = 0;
  for (const schema of schemas) {
    const example = exampleOf(schema);
    if (example === undefined) continue;
    if (warmed > 0) await turn();
    for (let i = 0; i < runs; i++) schema.safeParse(example);
    warmed++;
  }
  return warmed;
}
