/**
 * Declares one simulation endpoint: POST `url` with a zod body, a zod answer, a kernel and the
 * mapping from body to kernel parameters. Route files call this and nothing else, so that every
 * endpoint answers, documents and fails the same way; the endpoint also joins the registry
 * (src/endpoints.ts) that sweeps, policy tables and units searches ask. Asked with
 * `Accept: text/event-stream`, it streams its progress (src/plugins/eventStream.ts). A seeded or
 * exact JSON answer is kept by the answer cache (src/answerCache.ts) and sent again from it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Kernel } from '../simulations/core/kernel.js';
import { cachedRoute } from './answerCache.js';
import { callOf } from './call.js';
import { rowOf, type ShapedAnswer } from './endpoints.js';
import { answerRow, answerRowNow, type Answer } from './odds.js';
import { streamAnswer, wantsEventStream } from './plugins/eventStream.js';
import { withLinks } from './plugins/questionLinks.js';
import { problemSchema } from './schemas/problem.js';

export { nestItems } from './endpoints.js';

export interface SimulationRoute<B extends z.ZodType, P> {
  url: string;
  tag: string;
  summary: string;
  description: string;
  body: B;
  answer: z.ZodType;
  kernel: Kernel<P>;
  /** kernel parameters from the validated body; throws an HttpProblem for a rule broken */
  params(body: z.output<B>): P;
  /** the endpoint's own nesting of the answer (per continent, per unit, ...) */
  shape?(answer: Answer, body: z.output<B>, params: P): ShapedAnswer;
}

export function simulationRoute<B extends z.ZodType, P>(app: FastifyInstance, route: SimulationRoute<B, P>): void {
  const endpoint = app.odds.endpoints.add({
    url: app.prefix + route.url,
    body: route.body,
    kernel: route.kernel,
    params: route.params,
    shape: route.shape,
  });
  // a stream of progress passes by the cache (it holds JSON answers only)
  const cached = cachedRoute(
    app,
    endpoint.url,
    (request, reply) => {
      const call = callOf(request, reply);
      const row = rowOf(endpoint, request.body);
      return answerRowNow(app.odds, call, row) ?? answerRow(app.odds, call, row);
    },
    {
      bypass: wantsEventStream,
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        description: route.description,
        body: route.body,
        response: {
          200: route.answer,
          400: problemSchema,
          413: problemSchema,
          422: problemSchema,
          503: problemSchema,
        },
      },
      preValidation: cached.preValidation,
      onSend: cached.onSend,
    },
    (request, reply) => {
      if (!wantsEventStream(request)) return cached.handler(request, reply);
      const row = rowOf(endpoint, request.body);
      // a streamed answer is written in the JSON answer's bytes (answers are fixed points of their
      // schemas, so JSON.stringify writes what the route's compiled writer does:
      // src/plugins/answerSerializer.ts); the final one with its links (progress is the answer to
      // fewer trials: no link leads to it)
      const serialize = (answer: unknown) => JSON.stringify(answer);
      const serializeFinal = (answer: unknown) => JSON.stringify(withLinks(request, answer));
      return streamAnswer(request, reply, serialize, (watch) => answerRow(app.odds, callOf(request, reply), row, watch), serializeFinal);
    },
  );
}
