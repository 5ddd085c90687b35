import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routInterdiction } from '../../../simulations/asl/routInterdiction.js';
import {
  drmField,
  fanaticField,
  moraleField,
  printedLeadershipField,
  refineBrokenUnit,
  unitField,
  woundedField,
} from '../../../src/schemas/asl.js';
import { answerSchema, probabilitySchema, simulationFields } from '../../../src/schemas/common.js';
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
      .describe(
        'Interdicted Open Ground locations the rout path enters without Low Crawl (0..20): each costs an Interdiction NMC (A10.53).',
      ),
    pinnedAdjacentToEnemy: z
      .boolean()
      .default(false)
      .describe(
        'Whether a pin on the path would leave the unit adjacent to a known, armed, unbroken enemy: the pinned unit is then eliminated (A10.53).',
      ),
    drm: drmField.describe(
      'Other DRMs of every MC the unit takes on its rout (its Interdiction NMCs, and an LLMC when a leader routing with it is lost), summed (-10..10).',
    ),
    fanatic: fanaticField,
    wounded: woundedField,
    leader: z
      .object({
        morale: moraleField('His printed good-order ML'),
        leadership: printedLeadershipField.default(0),
        fanatic: fanaticField.describe(
          'Fanatic: ML +1 (A10.8). He is Fanatic anyway when the routing unit is a Fanatic MMC (A10.8: a Fanatic MMC makes a stacked SMC Fanatic).',
        ),
        wounded: z.boolean().default(false).describe('A wounded leader: ML -1, modifier 1 worse (A17.3).'),
        modifiesInterdiction: z
          .boolean()
          .default(true)
          .describe(
            "Reading (default true): his modifier applies to the unit's Interdiction NMCs while he is with it, as that of the one unbroken leader in its location (A10.21, A10.72; a routing broken leader takes it only from a leader of higher ML, A10.22). false: it does not.",
          ),
      })
      .strict()
      .optional()
      .describe(
        'A good-order leader (not berserk, not pinned) routing with the unit (Voluntary Rout, A10.711). He takes no Interdiction NMC himself but is eliminated at once when the unit fails one (final DR above its ML, or an Original 12); his loss makes the unit, if still there and of lower ML than his, take an LLMC at once (an NMC modified by his leadership modifier, a negative one made positive and a positive one kept: an 8-1 or a 6+1 lost gives a 1MC, A10.2), which can Casualty Reduce or pin it like an Interdiction NMC. Answers `leaderEliminated`.',
      ),
    ...simulationFields,
  })
  .strict()
  .superRefine(refineBrokenUnit)
  .meta({
    id: 'AslRoutRequest',
    examples: [
      { brokenMorale: 7, interdictions: 2, seed: 42 },
      { brokenMorale: 8, unit: 'leader', interdictions: 3, pinnedAdjacentToEnemy: true, method: 'exact' },
      { brokenMorale: 7, interdictions: 2, leader: { morale: 8, leadership: -1 }, method: 'exact' },
    ],
  });

const PROBABILITIES = {
  routed: 'Came through every interdiction and reached the end of its rout, reduced or not.',
  reduced: 'Casualty Reduced on the way and still on the board (a squad now a half-squad, a wounded leader).',
  eliminated:
    'Eliminated: Original 12 (A10.31), a Casualty Reduction that eliminates (a wound severity d6 of 5-6, 4-6 when already wounded, for a leader: A17.11), or a pin next to the enemy.',
  pinned: 'Pinned by an MC passed on equality (A7.8): its rout ends there (also `eliminated` when `pinnedAdjacentToEnemy`).',
  heatOfBattle:
    'An Original 2 on one of its MCs (Interdiction NMC or LLMC): a Heat of Battle DR follows (A15.1; its table is not simulated). Never for a crew, whom A15.1 exempts.',
};

const answer = answerSchema(
  'AslRoutAnswer',
  {
    probabilities: PROBABILITIES,
    expectations: { interdictionsCleared: 'Interdictions the unit came through and routed on from.' },
    distributions: { interdictionsCleared: 'Interdictions the unit came through and routed on from.' },
  },
  {
    // `leaderEliminated` only when a leader routs with the unit
    probabilities: z.object({
      ...Object.fromEntries(Object.entries(PROBABILITIES).map(([name, what]) => [name, probabilitySchema.describe(what)])),
      leaderEliminated: probabilitySchema
        .optional()
        .describe('With `leader`: the unit failed an MC while he routed with it, so he was eliminated (A10.711).'),
    }),
  },
);

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/rout',
    tag: 'ASL',
    summary: 'Rout: odds that a broken unit survives its rout through Interdiction',
    description:
      "A broken unit routing (ASLRB A10.5) enters `interdictions` Open Ground locations in the LOS and range of an unbroken enemy able to fire, without Low Crawl: each costs an Interdiction NMC against its broken-side ML (A10.53), 2d6 + DRM. Failing it Casualty Reduces the unit (a squad routs on as a half-squad; a half-squad or crew is eliminated; a leader is wounded, wound severity d6: 5-6 eliminates, 4-6 when already wounded, A17.11); an Original 12 eliminates it outright (A10.31); a pass with final DR equal to ML pins it, which ends its rout, and eliminates it when `pinnedAdjacentToEnemy`. An Original 2 on any of its MCs precedes Heat of Battle (A15.1), a crew's aside. With `leader` (Voluntary Rout, A10.711), a good-order leader routs with it: he takes no NMC, his modifier applies to the unit's NMCs (reading, `modifiesInterdiction`), and he is eliminated when the unit fails one, after which the unit takes an LLMC if its ML is lower than his (A10.2).",
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
      leader: b.leader ?? null,
    }),
  });
};

export default route;
