/** POST /v1/xcom/research/units-needed: the fewest units reaching a target chance on /v1/xcom/research (the search: src/xcom/unitsNeededRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNITS_SEARCHES, unitsNeededRoute } from '../../../../src/xcom/unitsNeededRoute.js';

const unitsNeeded: FastifyPluginAsyncZod = async (app) => {
  unitsNeededRoute(app, UNITS_SEARCHES.research);
};

export default unitsNeeded;
