import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { researchTask } from '../../../simulations/xcom/researchTask.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { researchCheck, researchShape, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

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
  distributions: { markers: 'Markers placed this phase.', rolls: 'Rolls made.' },
  example: {
    seed: 7,
    probabilities: {
      completed: { p: 0.58613, ci: [0.58307, 0.58918] },
      exhausted: { p: 0.6102, ci: [0.60717, 0.61322] },
    },
    expectations: {
      rolls: { mean: 2.48511, ci: [2.47871, 2.49151] },
      markers: { mean: 2.30154, ci: [2.29563, 2.30745] },
    },
    distributions: {
      markers: [
        { value: 0, p: 0.06497 },
        { value: 1, p: 0.15465 },
        { value: 2, p: 0.19425 },
        { value: 3, p: 0.58613 },
      ],
      rolls: [
        { value: 1, p: 0.15806 },
        { value: 2, p: 0.39643 },
        { value: 3, p: 0.29202 },
        { value: 4, p: 0.11624 },
        { value: 5, p: 0.03109 },
        { value: 6, p: 0.00546 },
        { value: 7, p: 0.00064 },
        { value: 8, p: 0.00006 },
      ],
    },
  },
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
    params: (b) => ({
      scientists: b.scientists,
      cost: b.cost,
      progress: b.progress,
      bonusDice: b.bonusDice,
      threat: b.threat,
      policy: b.policy,
      die: b.die,
    }),
  });
};

export default research;
