import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAt } from '../../../../simulations/core/itemAt.js';
import { rallyOptions } from '../../../../simulations/asl/rallyOptions.js';
import { leadershipField, rallyUnitFields, refineBrokenUnit } from '../../../../src/schemas/asl.js';
import {
  answerSchema,
  distributionSchema,
  expectationSchema,
  probabilitySchema,
  simulationFields,
} from '../../../../src/schemas/common.js';
import { nestItems, simulationRoute } from '../../../../src/simulationRoute.js';
import type { Answer } from '../../../../src/odds.js';

const MAX_LEADERS = 6;

const body = z
  .object({
    ...rallyUnitFields,
    leaders: z
      .array(
        z
          .object({
            id: z.string().min(1).max(40).describe('A name for the leader (echoed in the answer).'),
            leadership: leadershipField.describe('His leadership modifier as it applies to the rally (-3..+2).'),
          })
          .strict()
          .describe('A good-order leader in the location who may rally the unit.'),
      )
      .max(MAX_LEADERS)
      .default([])
      .describe(`The good-order leaders present (0..${MAX_LEADERS}): each is one option.`),
    selfRally: z.boolean().default(true).describe('Also list the self-rally (A10.63, A18.11: +1, no leader) as an option.'),
    phases: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(3)
      .describe("Rally phases in a row (1..20): each option's chance of having rallied within that many."),
    ...simulationFields,
  })
  .strict()
  .superRefine((b, ctx) => {
    refineBrokenUnit(b, ctx);
    if (b.leaders.length === 0 && !b.selfRally) {
      ctx.addIssue({
        code: 'custom',
        path: ['leaders'],
        message: 'no rallying option: give at least one good-order leader, or `selfRally: true`',
      });
    }
    const seen = new Set<string>();
    b.leaders.forEach((l, i) => {
      if (seen.has(l.id)) ctx.addIssue({ code: 'custom', path: ['leaders', i, 'id'], message: `leader id "${l.id}" is given twice` });
      seen.add(l.id);
    });
  })
  .meta({
    id: 'AslRallyOptionsRequest',
    examples: [
      {
        brokenMorale: 8,
        terrain: 'building',
        leaders: [
          { id: '9-2', leadership: -2 },
          { id: '7-0', leadership: 0 },
        ],
        phases: 3,
        method: 'exact',
      },
    ],
  });

const OPTION_EVENTS = ['rallied', 'casualtyReduced', 'eliminated', 'heatOfBattle', 'leaderCreation'] as const;

const optionSchema = z.object({
  option: z.enum(['leader', 'self-rally']).describe('Who rallies the unit.'),
  id: z.string().optional().describe("The leader's id (leader options)."),
  leadership: z.number().int().optional().describe("The leader's modifier (leader options)."),
  probabilities: z
    .object(
      Object.fromEntries(OPTION_EVENTS.map((e) => [e, probabilitySchema])) as Record<
        (typeof OPTION_EVENTS)[number],
        typeof probabilitySchema
      >,
    )
    .describe(
      "As for POST /v1/asl/rally: `rallied` within `phases`, Fate's `casualtyReduced` and `eliminated`, `heatOfBattle`, `leaderCreation` (field promotion, part of `rallied`).",
    ),
  expectations: z.object({ attempts: expectationSchema }).describe('Rally attempts made.'),
  distributions: z
    .object({ attempts: distributionSchema, rallyPhase: distributionSchema })
    .describe('Attempts made; the phase of the rally (0: not rallied).'),
});

const answer = answerSchema(
  'AslRallyOptionsAnswer',
  { probabilities: {} },
  {
    options: z.array(optionSchema).describe('One entry per option: the leaders in the order given, then the self-rally.'),
    best: z
      .number()
      .int()
      .describe('Index in `options` of the option most likely to have rallied the unit within `phases` (the first on a tie).'),
  },
);

const route: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/options',
    tag: 'ASL',
    summary: 'Rally options: each leader present and the self-rally side by side',
    description:
      "For one broken unit, the chance of having rallied within `phases` rally phases for each rallying option: every good-order leader present (his modifier applies, A10.6) and the self-rally (+1, no leader; A10.63, A18.11), each played alone by the rules of POST /v1/asl/rally (rally terrain -1, Desperation Morale +4, Fate carried from phase to phase, wound severity d6 for a leader, A17.11; a squad's or half-squad's self-rally is its first-MMC self-rally, whose Original 2 rallies it whatever the DRM and earns a Leader Creation roll, A18.11; a leader or crew self-rallies in its own right, A10.6). `best` names the option most likely to have rallied the unit.",
    body,
    answer,
    kernel: rallyOptions,
    params: (b) => ({
      brokenMorale: b.brokenMorale,
      terrain: b.terrain,
      desperation: b.desperation,
      drm: b.drm,
      unit: b.unit,
      fanatic: b.fanatic,
      wounded: b.wounded,
      phases: b.phases,
      options: [
        ...b.leaders.map((l) => ({ leadership: l.leadership, selfRally: false })),
        ...(b.selfRally ? [{ leadership: 0, selfRally: true }] : []),
      ],
    }),
    // the kernel's `options` group, each beside who rallies
    shape(answer: Answer, b, p) {
      const who = p.options.map((o, k) =>
        o.selfRally
          ? { option: 'self-rally' as const }
          : { option: 'leader' as const, id: itemAt(b.leaders, k).id, leadership: o.leadership },
      );
      const nested = nestItems(answer, 'options', who);
      const options = nested.options as Array<{ probabilities: Answer['probabilities'] }>;
      // every option has `rallied` (the kernel's event); the first of the highest wins a tie
      let best = 0;
      let bestP = -1;
      for (const [k, o] of options.entries()) {
        const rallied = o.probabilities.rallied?.p ?? 0;
        if (rallied > bestP) {
          best = k;
          bestP = rallied;
        }
      }
      return { ...nested, best };
    },
  });
};

export default route;
