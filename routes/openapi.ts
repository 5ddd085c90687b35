import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document as JSON and YAML (the committed openapi.yaml is the YAML). */
const openapi: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/openapi.yaml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/yaml').send(app.swagger({ yaml: true })),
  );
};

export default openapi;
