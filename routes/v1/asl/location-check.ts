import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAt } from '../../../simulations/core/itemAt.js';
import { STATUSES, STATUS_KEYS, locationCheck, locationSpecs } from '../../../simulations/asl/locationCheck.js';
import { checkUnit, drmField, fanaticField, moraleField, printedLeadershipField, woundedField } from '../../../src/schemas/asl.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { UNIT_KINDS } from '../../../simulations/asl/morale.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const MAX_UNITS = 10;

const unit = z
  .object({
    id: z.string().min(1).max(40).describe('A name for the unit, unique in the location (echoed in the answer).'),
    kind: z.enum(UNIT_KINDS).default('squad').describe('"squad", "half-squad", "crew", "leader" or "hero".'),
    morale: moraleField('Good-order ML'),
    brokenMorale: z
      .number()
      .int()
      .min(1)
      .max(10)
      .optional()
      .describe('Broken-side ML (1..10), used once the unit is broken. Assumed equal to `morale` when absent.'),
    leadership: printedLeadershipField
      .optional()
      .describe("A leader's printed leadership modifier (-3..+1; a 9-2 leader: -2). Leaders only; default 0."),
    broken: z.boolean().default(false).describe('Broken before the MC (it checks on its broken-side ML; failing Casualty Reduces it).'),
    fanatic: fanaticField.describe(
      'Fanatic: ML +1 on either side, never above 10 (A10.8). A Fanatic squad, half-squad or crew makes every leader and hero of the location Fanatic too (A10.8).',
    ),
    wounded: woundedField,
  })
  .strict()
  .describe('One unit of the location.')
  .meta({ id: 'AslLocationUnit' });

const body = z
  .object({
    units: z
      .array(unit)
      .min(1, 'an empty location: at least one unit must take the MC')
      .max(MAX_UNITS)
      .describe(`The units in the location (1..${MAX_UNITS}), all of one side; the order given breaks ties in the order of checks.`),
    modifier: z.number().int().min(0).max(12).default(0).describe('The # of the MC every unit takes (0 = NMC).'),
    drm: drmField.describe('Other DRMs of every check (the MC and the leader-loss checks), summed (-10..10).'),
    ...simulationFields,
  })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Map<string, number>();
    b.units.forEach((u, i) => {
      checkUnit(u, ctx, ['units', i]);
      if (u.leadership !== undefined && u.kind !== 'leader') {
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'leadership'],
          message: `only a leader has a leadership modifier (A10.7), not a ${u.kind}`,
        });
      }
      if (seen.has(u.id)) {
        ctx.addIssue({ code: 'custom', path: ['units', i, 'id'], message: `id "${u.id}" is already used by units[${seen.get(u.id)}]` });
      } else seen.set(u.id, i);
    });
  })
  .meta({
    id: 'AslLocationCheckRequest',
    examples: [
      {
        units: [
          { id: '9-2', kind: 'leader', morale: 9, brokenMorale: 8, leadership: -2 },
          { id: '8-0', kind: 'leader', morale: 8, brokenMorale: 7 },
          { id: '4-6-7 A', morale: 7, brokenMorale: 8 },
          { id: '4-6-7 B', morale: 7, brokenMorale: 8 },
        ],
        modifier: 2,
        seed: 42,
      },
      {
        units: [
          { id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
          { id: '4-6-7', morale: 7, brokenMorale: 8 },
        ],
        modifier: 1,
        method: 'exact',
      },
      {
        units: [
          { id: '9-1', kind: 'leader', morale: 9, brokenMorale: 8, leadership: -1, wounded: true },
          { id: 'hero', kind: 'hero', morale: 9 },
          { id: '5-4-8', morale: 8, brokenMorale: 7, fanatic: true },
        ],
        modifier: 2,
        method: 'exact',
      },
    ],
  });

const probabilityWithCi = z.object({
  status: z.enum(STATUSES).describe('The final status.'),
  p: z.number().min(0).max(1).describe('Its probability.'),
  ci: z.tuple([z.number(), z.number()]).describe('Wilson score interval at `confidence`; [p, p] when exact.'),
  fraction: z.string().optional().describe('The exact probability (method "exact" only).'),
});

const answer = answerSchema(
  'AslLocationCheckAnswer',
  {
    probabilities: {
      allGoodOrder: 'Afterwards every unit is still there and unbroken (pinned ones count: they are in good order).',
      anyBroken: 'Afterwards at least one unit of the location is broken.',
      leaderLost:
        'A leader was eliminated (by the wound severity d6: 5-6, or 4-6 when already wounded, A17.11; or by an Original 12 while broken, A10.31): an LLMC followed.',
      leaderBroke: 'An unbroken leader broke: an LLTC followed.',
      heatOfBattle:
        'Some unit other than a hero or a crew (A15.1 exempts them) rolled an Original 2 on an MC (the MC or an LLMC; not on an LLTC, a TC): a Heat of Battle DR follows (A15.1; its table is not simulated).',
    },
    expectations: {
      unitsBroken: 'Units broken afterwards.',
      unitsEliminated: 'Units eliminated.',
      checks: 'MCs and TCs taken, leader-loss checks included.',
    },
    distributions: {
      unitsBroken: 'Units broken afterwards.',
      unitsEliminated: 'Units eliminated.',
      checks: 'MCs and TCs taken, leader-loss checks included.',
    },
  },
  {
    units: z
      .array(
        z.object({
          id: z.string(),
          kind: z.enum(UNIT_KINDS),
          fanatic: z
            .boolean()
            .describe('Fanatic in this check: its own, or spread from a Fanatic MMC of the location to a leader or hero (A10.8).'),
          status: z
            .array(probabilityWithCi)
            .describe(
              'Distribution of the final status; the first that holds of: eliminated, reduced (to a broken half-squad), wounded (broken unless a hero), broken, pinned, good-order.',
            ),
        }),
      )
      .describe('Per unit, in the order given: the distribution of its final status.'),
  },
);

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/location-check',
    tag: 'ASL',
    summary: 'Location check: one MC for every unit of a stack, with the leader-loss cascade',
    description:
      "Every unit of one location takes the same MC (ASLRB A10.1-A10.31, A10.2): leaders first, highest ML first, then the others in the order given. Each check uses the best DRM of an unbroken leader present when it is taken (a leader only that of a leader of higher ML, never his own; A10.21, A10.22, A10.72). Reading of the cascade's order: every unit takes the MC first; then each leader loss is checked in the order it happened: a leader eliminated makes every unit of lower ML (broken ones too) take an LLMC (an NMC modified by his leadership modifier, a negative one made positive and a positive one kept: an 8-1 or a 6+1 lost gives a 1MC); an unbroken leader who breaks makes every unbroken unit of lower ML take an LLTC with the same DRM (failing it pins; a hero, exempt from pins, takes none). Every wound of a leader or hero is followed at once by a wound severity d6 (A17.11): 1-4 wounded, 5-6 eliminated, +1 for one already wounded; a broken unit's Original 12 eliminates it outright (A10.31). A hero is never broken nor pinned: a failed MC wounds him, or eliminates him when already wounded (A15.2, A17.1). A Fanatic MMC makes the leaders and heroes stacked with it Fanatic (A10.8). An Original 2 on an MC precedes Heat of Battle (A15.1), a hero's or crew's aside.",
    body,
    answer,
    kernel: locationCheck,
    params: (b) => ({
      units: b.units.map((u) => ({
        id: u.id,
        kind: u.kind,
        morale: u.morale,
        brokenMorale: u.brokenMorale ?? u.morale,
        leadership: u.leadership ?? 0,
        broken: u.broken,
        fanatic: u.fanatic,
        wounded: u.wounded,
      })),
      modifier: b.modifier,
      drm: b.drm,
    }),
    // the kernel's `units` group: per unit, one event per final status, each with its interval
    // from its own counts (or its fraction), listed in the order of STATUSES
    shape(answer, b, p) {
      const fanatic = locationSpecs(p).map((s) => s.fanatic);
      const { items, ...rest } = answer;
      const perUnit = items?.units;
      if (!perUnit) throw new Error('the location check answers per unit');
      const units = b.units.map((u, i) => {
        const chances = itemAt(perUnit, i).probabilities;
        // Object.assign, not spreads into literals (V8's slow path, a microsecond or two each)
        const status = STATUSES.map((name, code) => Object.assign({ status: name }, chances[itemAt(STATUS_KEYS, code)]));
        return { id: u.id, kind: u.kind, fanatic: itemAt(fanatic, i), status };
      });
      return Object.assign(rest, { units });
    },
  });
};

export default route;
