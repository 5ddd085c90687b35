/** POST /v1/xcom/global-defense/policies: every stopping rule of /v1/xcom/global-defense side by side (the table: src/xcom/policiesRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_TABLES, policiesRoute } from '../../../../src/xcom/policiesRoute.js';

const policies: FastifyPluginAsyncZod = async (app) => {
  policiesRoute(app, POLICY_TABLES.globalDefense);
};

export default policies;
