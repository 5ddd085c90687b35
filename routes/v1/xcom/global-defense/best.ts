/** POST /v1/xcom/global-defense/best: over each continent, roll or stop, knowing its UFOs destroyed and the threat (src/xcom/bestRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalDefense } from '../../../../simulations/xcom/globalDefense.js';
import { globalDefenseBest, globalGame } from '../../../../simulations/xcom/globalDefenseBest.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import { globalShape, uniqueNames, xcomFields } from '../../../../src/schemas/xcom.js';
import { bestAnswerSchema, objectiveField, policyRowsField, unitPriceField } from '../../../../src/schemas/xcomBest.js';
import { nestItems } from '../../../../src/simulationRoute.js';
import { bestRoute } from '../../../../src/xcom/bestRoute.js';
import { globalParams } from '../../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...globalShape,
    ...xcomFields,
    ...simulationFields,
    objective: objectiveField({ probabilities: ['allCleared', 'anyInterceptorsLost'], expectations: ['panic'] }, 'allCleared'),
    unitPrice: unitPriceField('an interceptor sent to the recruitment pool: a loss costs the interceptors of that continent x unitPrice'),
    policyRows: policyRowsField,
  })
  .strict()
  .superRefine(uniqueNames('continents'))
  .meta({
    id: 'GlobalDefenseBestRequest',
    examples: [
      {
        continents: [
          { name: 'North America', interceptors: 2, ufos: 1 },
          { name: 'Africa', interceptors: 1, ufos: 3 },
        ],
        objective: { name: 'panic', direction: 'min' },
        unitPrice: 0.5,
        method: 'exact',
        policyRows: 5,
      },
    ],
  });

const answer = bestAnswerSchema(
  'GlobalDefenseBestAnswer',
  {
    probabilities: {
      allCleared: 'Every continent is cleared of UFOs (best play).',
      anyInterceptorsLost: 'A loss sent some interceptors to the pool (best play).',
    },
    expectations: { panic: 'Total panic gained: the UFOs left over all continents (best play).' },
    distributions: { panic: 'Total panic gained.' },
  },
  z.object({
    stop: z.boolean().describe('Stop rolling over this continent (go on to the next) rather than roll.'),
    continent: z.string().optional().describe('The continent the decision is about.'),
  }),
  {
    continents: z
      .array(z.object({ name: z.string() }).passthrough())
      .describe('Per continent, in the order of the request, under the best play.'),
  },
);

const best: FastifyPluginAsyncZod = async (app) => {
  bestRoute(app, {
    tag: 'XCOM',
    summary: 'Global defence, best play: over each continent, roll again or stop',
    description: [
      "The body of POST /v1/xcom/global-defense (same fields, same checks), plus the objective and a price per interceptor sent to the pool. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).",
      "The decision (the rule summary's phase 6; each continent its own task, the threat reset to `threat` before each), before every roll over a continent: roll again or stop (go on to the next continent), knowing the UFOs destroyed there and the threat. An objective over all continents (`allCleared`, `panic`) is read whole: the decision over a continent knows how the continents before ended. Ties: stop. `policy` of the body applies to `defaultPlay` only.",
    ].join('\n\n'),
    body,
    answer,
    game: globalGame,
    kernel: globalDefenseBest,
    // the decisions are the player's: the body's stopping rule is for the default play alone
    params: (b) => ({ ...globalParams(b), policy: {}, names: b.continents.map((c) => c.name) }),
    mostDice: (p) => Math.max(0, ...p.continents.map((c) => c.interceptors)),
    defaultKernel: globalDefense,
    defaultParams: globalParams,
    shape: (a, b) => nestItems(a, 'continents', b.continents),
  });
};

export default best;
