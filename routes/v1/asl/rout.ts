import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routInterdiction } from '../../../simulations/asl/routInterdiction.js';
import { drmField, fanaticField, moraleField, refineBrokenUnit, unitField, woundedField } from '../../../src/schemas/asl.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    brokenMorale: moraleField('Broken-side ML of the routing unit'),
    unit: unitField,
    interdictions: z
      .number()
      .int()
      .min(0)
      .max(20)
      .describe('Interdicted Open Ground locations the rout path enters without Low Crawl (0..20): each costs an Interdiction NMC (A10.53).'),
    pinnedAdjacentToEnemy: z
      .boolean()
      .default(false)
      .describe('Whether a pin on the path would leave the unit adjacent to a known, armed, unbroken enemy: the pinned unit is then eliminated (A10.53).'),
    drm: drmField,
    fanatic: fanaticField,
    wounded: woundedField,
    ...simulationFields,
  })
  .strict()
  .superRefine(refineBrokenUnit)
  .meta({
    id: 'AslRoutRequest',
    examples: [
      { brokenMorale: 7, interdictions: 2, seed: 42 },
      { brokenMorale: 8, unit: 'leader', interdictions: 3, pinnedAdjacentToEnemy: true, method: 'exact' },
    ],
  });

const answer = answerSchema('AslRoutAnswer', {
  probabilities: {
    routed: 'Came through every interdiction and reached the end of its rout, reduced or not.',
    reduced: 'Casualty Reduced on the way and still on the board (a squad now a half-squad, a wounded leader).',
    eliminated: 'Eliminated: Original 12 (A10.31), a Casualty Reduction that eliminates, or a pin next to the enemy.',
    pinned: 'Pinned by an Interdiction NMC passed on equality (A7.8): its rout ends there (also `eliminated` when `pinnedAdjacentToEnemy`).',
  },
  expectations: { interdictionsCleared: 'Interdictions the unit came through and routed on from.' },
  distributions: { interdictionsCleared: 'Interdictions the unit came through and routed on from.' },
});

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/rout',
    tag: 'ASL',
    summary: 'Rout: odds that a broken unit survives its rout through Interdiction',
    description:
      'A broken unit routing (ASLRB A10.5) enters `interdictions` Open Ground locations in the LOS and range of an unbroken enemy able to fire, without Low Crawl: each costs an Interdiction NMC against its broken-side ML (A10.53), 2d6 + DRM. Failing it Casualty Reduces the unit (a squad routs on as a half-squad; a half-squad or crew is eliminated; a leader is wounded, severity d6 5-6 kills, A17); an Original 12 eliminates it (A10.31); a pass with final DR equal to ML pins it, which ends its rout, and eliminates it when `pinnedAdjacentToEnemy`.',
    body,
    answer,
    kernel: routInterdiction,
    params: (b) => ({
      brokenMorale: b.brokenMorale,
      unit: b.unit,
      interdictions: b.interdictions,
      pinnedAdjacentToEnemy: b.pinnedAdjacentToEnemy,
      drm: b.drm,
      fanatic: b.fanatic,
      wounded: b.wounded,
    }),
  });
};

export default route;
