import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalDefense } from '../../../simulations/xcom/globalDefense.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { globalShape, itemAnswerSchema, uniqueNames, xcomFields } from '../../../src/schemas/xcom.js';
import { nestItems, simulationRoute } from '../../../src/simulationRoute.js';
import { globalParams } from '../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...globalShape,
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .superRefine(uniqueNames('continents'))
  .meta({
    id: 'GlobalDefenseRequest',
    examples: [
      {
        continents: [
          { name: 'North America', interceptors: 2, ufos: 1 },
          { name: 'Africa', interceptors: 1, ufos: 3 },
          { name: 'Asia', interceptors: 0, ufos: 1 },
        ],
        seed: 7,
      },
    ],
  });

const continentAnswer = itemAnswerSchema(
  'ContinentOdds',
  { name: z.string(), interceptors: z.number().int(), ufos: z.number().int() },
  {
    probabilities: {
      cleared: 'Every UFO over the continent is destroyed.',
      interceptorsLost: "A loss sent the continent's interceptors to the recruitment pool.",
    },
    expectations: { ufosLeft: 'UFOs left over the continent: its panic gain.' },
    distributions: { ufosLeft: 'UFOs left over the continent.' },
  },
);

const answer = answerSchema(
  'GlobalDefenseAnswer',
  {
    probabilities: {
      allCleared: 'Every continent is cleared of UFOs.',
      anyInterceptorsLost: "A loss sent some continent's interceptors to the recruitment pool.",
    },
    expectations: { panic: 'Total panic gained: the sum of the UFOs left over all continents.' },
    distributions: { panic: 'Total panic gained.' },
  },
  { continents: z.array(continentAnswer).describe('Per continent, in the order of the request.') },
);

const global: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/global-defense',
    tag: 'XCOM',
    summary: 'Global defence: odds of clearing the UFOs over each continent',
    description:
      'Phase 6 (Commander). For each continent in the listed order the threat goes back to `threat`; each roll throws one XCOM die per interceptor there and the alien d8; each success destroys one UFO over that continent (surplus wasted); a roll whose alien die is <= threat is a LOSS that sends the interceptors of that continent to the recruitment pool (its successes still count); threat rises by 1 after every roll. A continent without interceptors is not tested. `policy` applies to each continent on its own. Each continent then gains panic equal to its UFOs left.',
    body,
    answer,
    kernel: globalDefense,
    params: globalParams,
    // the kernel's `continents` group, each item beside the continent as asked
    shape: (a, b) => nestItems(a, 'continents', b.continents),
  });
};

export default global;
