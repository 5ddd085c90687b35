import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moraleCheck } from '../../../simulations/asl/moraleCheck.js';
import { checkUnit, drmField, fanaticField, leadershipField, moraleField, unitField, woundedField } from '../../../src/schemas/asl.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    morale: moraleField('ML of the side the unit is on (its broken-side ML when `broken`)'),
    broken: z
      .boolean()
      .default(false)
      .describe('The unit is broken: a failed MC Casualty Reduces it, an Original 12 eliminates it (A10.3, A10.31).'),
    check: z
      .enum(['MC', 'TC'])
      .default('MC')
      .describe('"MC" (morale check) or "TC" (task check: same roll; failing it has only the task\'s effect, no pin, no break).'),
    modifier: z.number().int().min(0).max(12).default(0).describe('The # of a #MC, added to the DR (0 = NMC).'),
    leadership: leadershipField
      .default(0)
      .describe(
        'Leadership DRM of the best unbroken leader present (A10.21; a leader only uses that of a leader of higher ML, A10.22). 0 when none; -3..+2.',
      ),
    drm: drmField,
    fanatic: fanaticField,
    wounded: woundedField,
    unit: unitField,
    ...simulationFields,
  })
  .strict()
  .superRefine((b, ctx) => checkUnit(b, ctx))
  .meta({
    id: 'AslMoraleCheckRequest',
    examples: [
      { morale: 7, modifier: 2, leadership: -1, seed: 42 },
      { morale: 8, broken: true, unit: 'leader', method: 'exact' },
    ],
  });

const answer = answerSchema('AslMoraleCheckAnswer', {
  probabilities: {
    passed: 'Final DR <= ML and, for an MC, not an Original 12.',
    pinned: 'An MC passed with final DR equal to ML (A7.8); also `passed`. Never a hero (A15.2).',
    broken:
      'The unit ends the check on the board and broken (broken by it, or broken before and still there). A Casualty Reduced good-order unit is also broken (A10.31), a hero never.',
    casualtyReduced:
      'Casualty Reduction: squad -> half-squad; half-squad or crew eliminated; leader or hero wounded, or eliminated by the wound severity d6 (A17.11). For a hero, only an Original 12 (A10.31); his plain failure is a wound, counted in `wounded` or `eliminated` (a wounded hero who fails is eliminated, A17.1).',
    eliminated:
      'The unit is gone: Original 12 on a broken unit (A10.31), a Casualty Reduction of a half-squad or crew, a wound severity d6 of 5-6 (4-6 when already wounded, A17.11), or a failed MC of a wounded hero (A17.1, A15.2).',
    heatOfBattle:
      'An Original 2 on an MC: a Heat of Battle DR follows (A15.1; its table is not simulated). Never for a hero or a crew, whom A15.1 exempts.',
    wounded:
      'A leader or hero wounded by this check (a first wound, or another on a wounded man) and alive after the wound severity d6 (A17.11).',
    failed: 'Not passed (an MC failed, an Original 12, or a TC failed).',
  },
});

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/morale-check',
    tag: 'ASL',
    summary: 'Morale check: odds of passing, pin, break, Casualty Reduction for one unit',
    description:
      "One MC, NMC, #MC or TC (ASLRB A10.1, A10.3, A10.31, A7.8). 2d6: pass when Original DR + # + leadership + DRM <= ML (Fanatic +1, wounded -1, never above 10). A pass on equality pins. A failed MC breaks a good-order unit and Casualty Reduces a broken one; an Original 12 Casualty Reduces and breaks a good-order unit and eliminates a broken one outright, whatever it is. Casualty Reduction: squad -> half-squad, half-squad or crew eliminated, leader or hero wounded. Every wound is followed at once by a wound severity d6 (A17.11): 1-4 wounded (ML -1, leadership 1 worse), 5-6 eliminated, +1 for a man already wounded (4-6 eliminates). A hero is never broken nor pinned: a failed MC wounds him, with the severity d6, and eliminates him when he is already wounded (A15.2, A17.1). An Original 2 on an MC precedes Heat of Battle (A15.1), except for a hero or a crew. A TC never pins, breaks or wounds: its failure has only the task's effect.",
    body,
    answer,
    kernel: moraleCheck,
    params: (b) => ({
      morale: b.morale,
      broken: b.broken,
      check: b.check,
      modifier: b.modifier,
      leadership: b.leadership,
      drm: b.drm,
      fanatic: b.fanatic,
      wounded: b.wounded,
      unit: b.unit,
    }),
  });
};

export default route;
