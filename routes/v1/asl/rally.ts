import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rallyAttempt } from '../../../simulations/asl/rallyAttempt.js';
import { rallyFields, refineRally } from '../../../src/schemas/asl.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    ...rallyFields,
    phases: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(1)
      .describe(
        "Rally phases in a row (1..20): the answer is the chance of having rallied within that many, Fate's reductions carried from phase to phase.",
      ),
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
    rallied: 'Rallied within `phases` rally phases (final DR <= broken-side ML, A10.6; or field promotion, A18.11).',
    casualtyReduced: 'Fate (Original 12, A10.64) Casualty Reduced the unit at least once.',
    eliminated:
      'The unit is gone: Fate reduced a half-squad or crew, or its wound severity d6 eliminated a leader (5-6; 4-6 when already wounded, A17.11).',
    heatOfBattle:
      'An Original 2 on a rally that is not a self-rally, on some attempt: a Heat of Battle DR follows (A15.1). Never for a crew, whom A15.1 exempts.',
    leaderCreation:
      "Field promotion (A18.11): an Original 2 on a squad's or half-squad's self-rally (read as the first-MMC self-rally of the phase) rallies it whatever the DRM (Desperation included) and earns a Leader Creation roll (field promotion; that table is not played). Part of `rallied`. A crew self-rallies in its own right (A10.6) and earns no such roll.",
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
      "A broken unit's rally attempt each rally phase (ASLRB A10.6-A10.64): 2d6 + the rallying good-order leader's modifier (or +1 for a self-rally, A10.63, no leader modifier on himself) - 1 in rally terrain (woods, building, pillbox, entrenchment; A10.61) + 4 under Desperation Morale (A10.62) + other DRMs; rallied when <= the broken-side ML. Fate: an Original 12 fails and Casualty Reduces the unit (A10.64); a squad tries on as a half-squad, a half-squad or crew is gone, a leader is wounded (wound severity d6: 5-6 eliminates, 4-6 when already wounded; A17.11). Self-rally (A10.6, A10.63): a broken leader or crew self-rallies in its own right; the self-rally of a squad or half-squad is read as the first-MMC self-rally of each phase (A18.11), whose Original 2 rallies it whatever the DRM and earns a Leader Creation roll (`leaderCreation`). Heat of Battle: an Original 2 on a rally that is not a self-rally, a crew's aside (A15.1).",
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
