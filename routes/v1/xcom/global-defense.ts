import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalDefense } from '../../../simulations/xcom/globalDefense.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { globalShape, itemAnswerSchema, perItem, uniqueNames, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

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
    example: {
      method: 'monte-carlo',
      trials: 100000,
      seed: 7,
      confidence: 0.95,
      elapsedMs: 25.4,
      engine: { rng: 'xoroshiro128plus', version: '0.1.0' },
      probabilities: {
        allCleared: { p: 0, ci: [0, 4e-05] },
        anyInterceptorsLost: { p: 0.97163, ci: [0.97058, 0.97264] }
      },
      expectations: {
        panic: { mean: 3.07578, ci: [3.06965, 3.08191] }
      },
      distributions: {
        panic: [
          { value: 1, p: 0.0734 },
          { value: 2, p: 0.19109 },
          { value: 3, p: 0.36397 },
          { value: 4, p: 0.32941 },
          { value: 5, p: 0.04213 }
        ]
      },
      continents: [
        {
          name: 'North America',
          interceptors: 2,
          ufos: 1,
          probabilities: {
            cleared: { p: 0.86867, ci: [0.86656, 0.87075] },
            interceptorsLost: { p: 0.29435, ci: [0.29153, 0.29718] }
          },
          expectations: {
            ufosLeft: { mean: 0.13133, ci: [0.12924, 0.13342] }
          },
          distributions: {
            ufosLeft: [
              { value: 0, p: 0.86867 },
              { value: 1, p: 0.13133 }
            ]
          }
        },
        {
          name: 'Africa',
          interceptors: 1,
          ufos: 3,
          probabilities: {
            cleared: { p: 0.08471, ci: [0.083, 0.08645] },
            interceptorsLost: { p: 0.95952, ci: [0.95828, 0.96072] }
          },
          expectations: {
            ufosLeft: { mean: 1.94445, ci: [1.9387, 1.9502] }
          },
          distributions: {
            ufosLeft: [
              { value: 0, p: 0.08471 },
              { value: 1, p: 0.20621 },
              { value: 2, p: 0.389 },
              { value: 3, p: 0.32008 }
            ]
          }
        },
        {
          name: 'Asia',
          interceptors: 0,
          ufos: 1,
          probabilities: {
            cleared: { p: 0, ci: [0, 4e-05] },
            interceptorsLost: { p: 0, ci: [0, 4e-05] }
          },
          expectations: {
            ufosLeft: { mean: 1, ci: [1, 1] }
          },
          distributions: {
            ufosLeft: [
              { value: 1, p: 1 }
            ]
          }
        }
      ]
    },
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
    params: (b) => ({
      continents: b.continents.map((c) => ({ interceptors: c.interceptors, ufos: c.ufos })),
      threat: b.threat,
      policy: b.policy,
      die: b.die,
    }),
    shape: (a, b) => perItem(a, 'continents', b.continents),
  });
};

export default global;
