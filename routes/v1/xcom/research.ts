import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { researchTask } from '../../../simulations/xcom/researchTask.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { researchCheck, researchShape, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';
import { researchParams } from '../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...researchShape,
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .superRefine(researchCheck)
  .meta({ id: 'ResearchRequest', examples: [{ scientists: 3, cost: 3, seed: 7 }] });

const answer = answerSchema('ResearchAnswer', {
  probabilities: {
    completed: 'The tech is researched this phase (markers reach the cost).',
    exhausted: 'A loss exhausted the scientists (can overlap `completed`: successes of a losing roll still count).',
  },
  expectations: { rolls: 'Rolls made.', markers: 'Markers placed this phase (at most cost - progress).' },
  distributions: { rolls: 'Rolls made.', markers: 'Markers placed this phase.' },
});

const research: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/research',
    tag: 'XCOM',
    summary: 'Research: odds of finishing a tech before a loss exhausts the scientists',
    description:
      'Phase 4 (Chief Scientist), one research area. Each roll throws one XCOM die per scientist plus bonus dice and the alien d8; each success places a marker (at most cost - progress); a roll whose alien die is <= threat is a LOSS that exhausts every scientist of the area, but its successes still count; threat rises by 1 after every roll. The player stops when the tech is researched, on a loss, or when `policy` says so.',
    body,
    answer,
    kernel: researchTask,
    params: researchParams,
  });
};

export default research;
