/** POST /v1/xcom/orbital-defense/best: roll or stop, knowing the UFOs destroyed and the threat (src/xcom/bestRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orbitalDefense } from '../../../../simulations/xcom/orbitalDefense.js';
import { orbitalBest, orbitalGame } from '../../../../simulations/xcom/resetTaskBest.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import { orbitalShape, xcomFields } from '../../../../src/schemas/xcom.js';
import { bestAnswerSchema, objectiveField, policyRowsField, unitPriceField } from '../../../../src/schemas/xcomBest.js';
import { bestRoute } from '../../../../src/xcom/bestRoute.js';
import { orbitalParams } from '../../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...orbitalShape,
    ...xcomFields,
    ...simulationFields,
    objective: objectiveField({ probabilities: ['cleared', 'exhausted'], expectations: ['ufosLeft', 'rolls'] }, 'cleared'),
    unitPrice: unitPriceField('a satellite exhausted: a loss costs `satellites` x unitPrice'),
    policyRows: policyRowsField,
  })
  .strict()
  .meta({
    id: 'OrbitalDefenseBestRequest',
    examples: [
      { satellites: 3, ufos: 3, objective: { name: 'ufosLeft', direction: 'min' }, unitPrice: 0.25, method: 'exact', policyRows: 5 },
    ],
  });

const answer = bestAnswerSchema(
  'OrbitalDefenseBestAnswer',
  {
    probabilities: {
      cleared: 'Every UFO in orbit is destroyed (best play).',
      exhausted: 'A loss exhausted the satellites (best play).',
    },
    expectations: { ufosLeft: 'UFOs left in orbit (best play).', rolls: 'Rolls made (best play).' },
    distributions: { ufosLeft: 'UFOs left in orbit.' },
  },
  z.object({ stop: z.boolean().describe('Stop now (true) or roll (false).') }),
);

const best: FastifyPluginAsyncZod = async (app) => {
  bestRoute(app, {
    tag: 'XCOM',
    summary: 'Orbital defence, best play: roll again or stop, knowing the UFOs destroyed and the threat',
    description: [
      "The body of POST /v1/xcom/orbital-defense (same fields, same checks: `ufos` are those still in orbit, `threat` the threat now), plus the objective and a price per satellite exhausted. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).",
      "The decision (the rule summary's phase 5), before every roll: roll again or stop, knowing the UFOs destroyed and the threat. Ties: stop. A loss exhausts every satellite: with `unitPrice` c it costs `satellites` x c. `policy` of the body applies to `defaultPlay` only.",
    ].join('\n\n'),
    body,
    answer,
    game: orbitalGame,
    kernel: orbitalBest,
    // the decisions are the player's: the body's stopping rule is for the default play alone
    params: (b) => ({ ...orbitalParams(b), policy: {} }),
    mostDice: (p) => p.satellites,
    defaultKernel: orbitalDefense,
    defaultParams: orbitalParams,
  });
};

export default best;
