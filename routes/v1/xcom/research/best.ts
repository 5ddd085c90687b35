/** POST /v1/xcom/research/best: roll or stop, knowing the markers and the threat (src/xcom/bestRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { researchTask } from '../../../../simulations/xcom/researchTask.js';
import { researchBest, researchGame } from '../../../../simulations/xcom/resetTaskBest.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import { researchCheck, researchShape, xcomFields } from '../../../../src/schemas/xcom.js';
import { bestAnswerSchema, objectiveField, policyRowsField, unitPriceField } from '../../../../src/schemas/xcomBest.js';
import { bestRoute } from '../../../../src/xcom/bestRoute.js';
import { researchParams } from '../../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...researchShape,
    ...xcomFields,
    ...simulationFields,
    objective: objectiveField({ probabilities: ['completed', 'exhausted'], expectations: ['rolls', 'markers'] }, 'completed'),
    unitPrice: unitPriceField('a scientist exhausted: a loss costs `scientists` x unitPrice'),
    policyRows: policyRowsField,
  })
  .strict()
  .superRefine(researchCheck)
  .meta({ id: 'ResearchBestRequest', examples: [{ scientists: 3, cost: 3, unitPrice: '1/6', method: 'exact', policyRows: 5 }] });

const answer = bestAnswerSchema(
  'ResearchBestAnswer',
  {
    probabilities: {
      completed: 'The tech is researched this phase (best play).',
      exhausted: 'A loss exhausted the scientists (best play).',
    },
    expectations: { rolls: 'Rolls made (best play).', markers: 'Markers placed this phase (best play).' },
    distributions: { rolls: 'Rolls made.', markers: 'Markers placed this phase.' },
  },
  z.object({ stop: z.boolean().describe('Stop now (true) or roll (false).') }).meta({ id: 'RollOrStop' }),
);

const best: FastifyPluginAsyncZod = async (app) => {
  bestRoute(app, {
    tag: 'XCOM',
    summary: 'Research, best play: roll again or stop, knowing the markers and the threat',
    description: [
      "The body of POST /v1/xcom/research (same fields, same checks: `progress` is the markers already on the tech, `threat` the threat now), plus the objective and a price per scientist exhausted. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).",
      "The decision (the rule summary's phase 4, step 5), before every roll: roll again or stop, knowing the markers placed and the threat. Ties: stop. A loss exhausts every scientist of the area: with `unitPrice` c it costs `scientists` x c. `policy` of the body applies to `defaultPlay` only.",
    ].join('\n\n'),
    body,
    answer,
    game: researchGame,
    kernel: researchBest,
    // the decisions are the player's: the body's stopping rule is for the default play alone
    params: (b) => ({ ...researchParams(b), policy: {} }),
    mostDice: (p) => p.scientists + p.bonusDice,
    defaultKernel: researchTask,
    defaultParams: researchParams,
  });
};

export default best;
