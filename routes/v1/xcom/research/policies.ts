/** POST /v1/xcom/research/policies: every stopping rule of /v1/xcom/research side by side (the table: src/xcom/policiesRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_TABLES, policiesRoute } from '../../../../src/xcom/policiesRoute.js';

const policies: FastifyPluginAsyncZod = async (app) => {
  policiesRoute(app, POLICY_TABLES.research);
};

export default policies;
