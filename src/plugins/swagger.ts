/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and Swagger UI at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { games } from '../../simulations/index.js';
import { VERSION } from '../version.js';

const DESCRIPTION = [
  'Odds for strategy board games, computed by seeded Monte Carlo simulation (with confidence intervals) or exactly where the state space allows: XCOM: The Board Game (task rolls against a rising threat), Advanced Squad Leader chapter A10 (morale, rally, rout) and Batman: Gotham City Strategy Game (fights).',
  'Every simulation endpoint takes `trials`, `seed`, `confidence`, `precision` and `method`; the same seed, body and version give the same answer byte for byte, whatever the number of threads. Errors are application/problem+json (RFC 9457) with an `errors` list naming every bad field.',
].join("\n\n");

const byKey = <T>(o: Record<string, T> | undefined) =>
  o && Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Routes are autoloaded concurrently, so they (and the schemas they name) register in no fixed
 * order: paths and component schemas are sorted so that the document is the same every time.
 */
function sortedDocument(doc: ReturnType<typeof jsonSchemaTransformObject>) {
  const d = doc as { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
  return {
    ...doc,
    paths: byKey(d.paths),
    ...(d.components ? { components: { ...d.components, schemas: byKey(d.components.schemas) } } : {}),
  } as typeof doc;
}

export async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Board game odds', version: VERSION, description: DESCRIPTION },
      // one tag per game (simulations/index.ts), then the service's own
      tags: [...games.map((g) => ({ ...g.tag })), { name: 'Service', description: 'Health and the API document' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => sortedDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
