import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rallyAttempt } from '../../../simulations/asl/rallyAttempt.js';
import { rallyFields, refineRally } from '../../../src/schemas/asl.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    ...rallyFields,
    phases: z.number().int().min(1).max(20).default(1).describe('Rally phases in a row (1..20): the answer is the chance of having rallied within that many, Fate\'s reductions carried from phase to phase.'),
    ...simulationFields,
  })
  .strict()
  .superRefine(refineRally)
  .meta({
    id: 'AslRallyRequest',
    examples: [
      { brokenMorale: 8, leadership: -1, terrain: 'woods', seed: 42 },
      { brokenMorale: 7, selfRally: true, desperation: true, phases: 3, method: 'exact' },
    ],
  });

const answer = answerSchema('AslRallyAnswer', {
  probabilities: {
    rallied: 'Rallied within `phases` rally phases (final DR <= broken-side ML, A10.6).',
    casualtyReduced: 'Fate (Original 12, A10.64) Casualty Reduced the unit at least once.',
    eliminated: 'The unit is gone: Fate reduced a half-squad or crew, or killed a leader (A17).',
    heatOfBattle: 'An Original 2 on a rally that is not a self-rally, on some attempt: a Heat of Battle DR follows (A15.1).',
    leaderCreation: 'An Original 2 on an MMC\'s self-rally, on some attempt: a leader may be created (A18.11).',
  },
  expectations: { attempts: 'Rally attempts made (one per phase, until rallied or eliminated).' },
  distributions: {
    attempts: 'Rally attempts made.',
    rallyPhase: 'The phase in which the unit rallied; 0: not rallied within `phases`.',
  },
});

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/rally',
    tag: 'ASL',
    summary: 'Rally: odds that a broken unit rallies within N rally phases',
    description:
      'A broken unit\'s rally attempt each rally phase (ASLRB A10.6-A10.64): 2d6 + the rallying good-order leader\'s modifier (or +1 for a self-rally, A10.63, no leader modifier on himself) - 1 in rally terrain (woods, building, pillbox, entrenchment; A10.61) + 4 under Desperation Morale (A10.62) + other DRMs; rallied when <= the broken-side ML. Fate: an Original 12 fails and Casualty Reduces the unit (A10.64); a squad tries on as a half-squad, a half-squad or crew is gone, a leader is wounded (severity d6 5-6 kills, A17). Also the chances of Heat of Battle (Original 2, not on a self-rally, A15.1) and of leader creation (Original 2 on an MMC self-rally, A18.11).',
    body,
    answer,
    kernel: rallyAttempt,
    params: (b) => ({
      brokenMorale: b.brokenMorale,
      leadership: b.leadership ?? 0,
      selfRally: b.selfRally,
      terrain: b.terrain,
      desperation: b.desperation,
      drm: b.drm,
      unit: b.unit,
      fanatic: b.fanatic,
      wounded: b.wounded,
      phases: b.phases,
    }),
  });
};

export default route;
