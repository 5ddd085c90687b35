/**
 * POST /v1/compare: plans side by side. One simulation endpoint, one base body, named variants
 * of it, ranked by one chance, each with its difference from the first variant (paired on the
 * same draws, or exact), answered by the comparison question (src/questions/compare.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compare } from '../../src/questions/compare.js';
import { MAX_SETS, MAX_VARIANTS } from '../../src/questions/compareVariants.js';
import { MAX_FIELD_PARTS } from '../../src/questions/fieldPath.js';
import { answerFields, engineSchema, expectationSchema, probabilitySchema } from '../../src/schemas/common.js';
import { MAX_DEPTH, freeFormObject } from '../../src/schemas/freeForm.js';
import { problemSchema } from '../../src/schemas/problem.js';
import { callOf } from '../../src/call.js';

const MAX_PATH = 200;

const variant = z
  .object({
    name: z.string().min(1).max(60).describe('A name for the variant (unique in the list).'),
    set: freeFormObject(
      `Fields of the base body this variant changes: dotted path -> value (at most ${MAX_SETS}), such as {"continents.0.interceptors": 3, "policy.stopAtThreat": 4}. Paths are read as a sweep's \`vary.field\` (at most ${MAX_FIELD_PARTS} parts, a list index at most the list's length); put into the base body in the order given. \`seed\`, \`method\`, \`trials\`, \`confidence\` and \`precision\` belong to the whole comparison and cannot be set. \`{}\` is the base body itself.`,
    ).superRefine((set, ctx) => {
      const fields = Object.keys(set);
      if (fields.length > MAX_SETS) ctx.addIssue({ code: 'custom', message: `at most ${MAX_SETS} fields per variant` });
      for (const f of fields)
        if (f.length > MAX_PATH) ctx.addIssue({ code: 'custom', message: `a field path of at most ${MAX_PATH} characters` });
    }),
  })
  .strict()
  .meta({ id: 'CompareVariant' });

const body = z
  .object({
    endpoint: z.string().max(200).describe('The simulation endpoint compared, such as "/v1/xcom/global-defense".'),
    body: freeFormObject(
      `The endpoint's request body every variant starts from (at most ${MAX_DEPTH} levels deep). Its \`trials\`, \`seed\` (drawn when absent), \`confidence\`, \`precision\` and \`method\` are the comparison's.`,
    ),
    variants: z
      .array(variant)
      .min(2)
      .max(MAX_VARIANTS)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((v, i) => {
          if (seen.has(v.name)) ctx.addIssue({ code: 'custom', message: `name "${v.name}" is listed twice`, path: [i, 'name'] });
          seen.add(v.name);
        });
      })
      .describe(`The variants (2..${MAX_VARIANTS}); differences are from the FIRST. Variants x trials must be at most 10,000,000.`),
    probability: z
      .string()
      .min(1)
      .max(100)
      .describe(
        'The event ranked on: one of the endpoint\'s probabilities (such as "allCleared"), or a per-item one by its full name (such as "continents.0.cleared").',
      ),
    order: z
      .enum(['highest', 'lowest'])
      .default('highest')
      .describe('"highest" (default): the highest chance ranks first; "lowest": the lowest does.'),
  })
  .strict()
  .meta({
    id: 'CompareRequest',
    examples: [
      {
        endpoint: '/v1/xcom/global-defense',
        body: {
          continents: [
            { name: 'North America', interceptors: 2, ufos: 1 },
            { name: 'Europe', interceptors: 1, ufos: 1 },
            { name: 'Africa', interceptors: 1, ufos: 2 },
          ],
          trials: 200_000,
          seed: 7,
        },
        variants: [
          { name: 'as deployed', set: {} },
          { name: 'Africa reinforced', set: { 'continents.0.interceptors': 1, 'continents.2.interceptors': 2 } },
          { name: 'Europe reinforced', set: { 'continents.0.interceptors': 1, 'continents.1.interceptors': 2 } },
        ],
        probability: 'allCleared',
      },
    ],
  });

const joint = z
  .object({
    n11: z.number().int().min(0).describe('Trials in which both this variant and the first had the event.'),
    n10: z.number().int().min(0).describe('Trials in which this variant had it and the first did not.'),
    n01: z.number().int().min(0).describe('Trials in which the first had it and this variant did not.'),
    n00: z.number().int().min(0).describe('Trials in which neither had it.'),
  })
  .describe('The joint counts of the event on the shared trials (Monte Carlo only).');

const difference = z
  .object({
    d: z.number().min(-1).max(1).describe("This variant's chance minus the first variant's."),
    ci: z
      .array(z.number().min(-1).max(1))
      .length(2)
      .describe(
        "Interval of the difference at `confidence`: Newcombe's method 10 (hybrid score) for paired proportions; [d, d] when exact.",
      ),
    fraction: z.string().optional().describe('The exact difference as "numerator/denominator" (method "exact" only).'),
    joint: joint.optional(),
  })
  .nullable()
  .describe('The difference from the first variant (null for the first itself).');

const answer = z
  .object({
    endpoint: z.string(),
    probability: z.string().describe('The event ranked on.'),
    order: z.enum(['highest', 'lowest']).describe('Which end of the ranking comes first.'),
    method: z.enum(['monte-carlo', 'exact']),
    trials: z.number().int().min(0).describe('Trials run of each variant, all on the same draws (0 when exact).'),
    seed: z.number().int().nullable().describe('The seed of every variant (null when exact).'),
    confidence: answerFields.confidence,
    baseline: z.string().describe('The first variant: every difference is from it.'),
    detail: z.string().describe('How the variants were ranked and compared, in words.'),
    variants: z
      .array(
        z.object({
          rank: z.number().int().min(1).describe('1 for the first in the ranking.'),
          index: z.number().int().min(0).describe('Where the variant was in the request.'),
          name: z.string(),
          set: z.record(z.string(), z.unknown()).describe('The fields it set, as asked.'),
          chance: probabilitySchema.describe('The chance of the event ranked on.'),
          probabilities: z.record(z.string(), probabilitySchema).describe("Every probability of the endpoint's answer for this variant."),
          expectations: z.record(z.string(), expectationSchema).describe("Every expectation of the endpoint's answer for this variant."),
          difference,
        }),
      )
      .describe('The variants, ranked.'),
    elapsedMs: answerFields.elapsedMs,
    engine: engineSchema,
  })
  .meta({ id: 'CompareAnswer' });

const compareRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/compare',
    {
      schema: {
        tags: ['Service'],
        summary: 'Compare plans: variants of one body ranked by a chance, differences paired on the same draws',
        description: [
          'Asks one simulation endpoint for a base body and named variants of it (each a set of field overrides by dotted path) and ranks the variants by the chance of `probability`, highest first (or lowest first with `order: "lowest"`; ties keep the request order).',
          "Monte Carlo: every trial runs every variant from the same random state, so each variant's difference from the FIRST variant is paired on the same draws; its interval is Newcombe's method 10 (hybrid score) for paired proportions, computed from the joint counts (`n11`, `n10`, `n01`, `n00`), and resolves small differences with far fewer trials than separate runs. Exact (`method: \"exact\"` in the base body): every variant's exact answer, and exact differences as fractions.",
          'One computation: variants x trials at most 10,000,000 (refused up front beyond), one time limit, one bound on exact states. A bad path, or a value the endpoint refuses, answers 400 naming `body.variants.<i>.set.<path>`.',
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => compare(app.odds, callOf(request, reply), request.body),
  );
};

export default compareRoute;
