/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas and finished by
 * apiDocument.ts, and Swagger UI at /docs (with a plugin that shows SVG answers as pictures).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { games } from '../../simulations/index.js';
import { VERSION } from '../version.js';
import { polishDocument } from './apiDocument.js';
import { downloadUrlPlugin, svgAnswerPlugin } from './swaggerUiPlugins.js';

/** The top of the page: what the service is for and how to read an interval, then the rest in brief. */
const DESCRIPTION = [
  'Odds for strategy board games (XCOM: The Board Game, Advanced Squad Leader chapter A10, Batman: Gotham City): describe a situation and get the chance of each outcome, computed exactly where the game allows or by seeded Monte Carlo simulation otherwise. Each Monte Carlo `p` comes with `ci` [low, high]: intervals drawn this way contain the true chance with probability `confidence` (0.95 unless asked otherwise) and narrow as `trials` grow; an exact answer has `ci` [p, p] and a `fraction`.',
  'Every simulation endpoint takes `trials`, `seed`, `confidence`, `precision` and `method`; the same seed, body and version give the same answer byte for byte. Answers come as JSON, as an SVG chart (`?format=svg`), or as progress events (`Accept: text/event-stream`). Errors are application/problem+json with an `errors` list naming every bad field.',
].join('\n\n');

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
  // each POST route's zod body, so that the document can show what an invalid body answers
  const bodies = new Map<string, z.ZodType>();
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if ([route.method].flat().includes('POST') && body instanceof z.ZodType) bodies.set(route.url, body);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Board game odds', version: VERSION, description: DESCRIPTION },
      // one tag per game (simulations/index.ts), then the service's own
      tags: [
        ...games.map((g) => ({ ...g.tag })),
        {
          name: 'Service',
          description: 'Sweeps across one field, liveness and readiness, and this document (also at /openapi.json and /openapi.yaml).',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => polishDocument(sortedDocument(jsonSchemaTransformObject(input)), { bodies, streamed: app.odds.endpoints }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    theme: { title: 'Board game odds: API' },
    uiConfig: {
      // the functions' source goes to the page as is (see swaggerUiPlugins.ts)
      plugins: [downloadUrlPlugin, svgAnswerPlugin],
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
    },
  });
}
