import type { FastifyPluginAsync } from 'fastify';

/** GET /openapi.json: the OpenAPI document as JSON (routes/openapi.yaml.ts serves it as YAML). */
const openapiJson: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default openapiJson;
