import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERSION } from '../src/version.js';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Service'],
        summary: 'Liveness',
        description:
          'Answers 200 while the process is alive and its event loop turns; never limited nor shed. For whether this instance takes work, ask /ready.',
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: VERSION }),
  );
};

export default health;
