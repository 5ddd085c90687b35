/** POST /v1/xcom/orbital-defense/policies: every stopping rule of /v1/xcom/orbital-defense side by side (the table: src/xcom/policiesRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_TABLES, policiesRoute } from '../../../../src/xcom/policiesRoute.js';

const policies: FastifyPluginAsyncZod = async (app) => {
  policiesRoute(app, POLICY_TABLES.orbitalDefense);
};

export default policies;
