import type { FastifyPluginAsync } from 'fastify';

/** GET /openapi.yaml: the OpenAPI document as YAML (the committed openapi.yaml). */
const openapiYaml: FastifyPluginAsync = async (app) => {
  app.get('/openapi.yaml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/yaml').send(app.swagger({ yaml: true })),
  );
};

export default openapiYaml;
