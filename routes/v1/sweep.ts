import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FIELD_PARTS } from '../../src/questions/fieldPath.js';
import { MAX_SWEEP_VALUES, sweep } from '../../src/questions/sweep.js';
import { expectationSchema, probabilitySchema } from '../../src/schemas/common.js';
import { MAX_DEPTH, freeFormObject } from '../../src/schemas/freeForm.js';
import { problemSchema } from '../../src/schemas/problem.js';
import { callOf } from '../../src/call.js';

const value = z.union([z.number(), z.string(), z.boolean()]);

const body = z
  .object({
    endpoint: z.string().max(200).describe('The simulation endpoint to sweep, such as "/v1/xcom/research".'),
    body: freeFormObject(
      `The endpoint's request body (at most ${MAX_DEPTH} levels deep); the varied field is set in it for each row. Its \`seed\` (drawn when absent) and \`method\` are those of every row.`,
    ),
    vary: z
      .object({
        field: z
          .string()
          .min(1)
          .max(200)
          .describe(
            `Dotted path of the field to vary (at most ${MAX_FIELD_PARTS} parts), such as "scientists", "policy.stopAtThreat", "continents.0.ufos" or "attacker.henchmen". A list index is at most the list's length; \`seed\` and \`method\` cannot be varied.`,
          ),
        values: z.array(value).min(1).max(MAX_SWEEP_VALUES).describe(`The values, one row each (1..${MAX_SWEEP_VALUES}).`),
      })
      .strict()
      .describe('The field to vary and its values.'),
    probabilities: z
      .array(z.string().max(100))
      .max(100)
      .optional()
      .describe(
        "Which probabilities to report (default: all of the endpoint's): names of the events every row reports in its `probabilities`; any other name is refused (400, naming it).",
      ),
  })
  .strict()
  .meta({
    id: 'SweepRequest',
    examples: [
      {
        endpoint: '/v1/xcom/research',
        body: { cost: 3, trials: 50_000, seed: 7 },
        vary: { field: 'scientists', values: [1, 2, 3, 4, 5, 6] },
        probabilities: ['completed'],
      },
    ],
  });

const answer = z
  .object({
    endpoint: z.string(),
    field: z.string(),
    method: z.enum(['monte-carlo', 'exact']),
    seed: z.number().int().nullable().describe('The seed every row used (null when exact).'),
    rows: z.array(
      z.object({
        value,
        trials: z.number().int().describe('Trials run for this row.'),
        probabilities: z.record(z.string(), probabilitySchema),
        expectations: z.record(z.string(), expectationSchema),
      }),
    ),
  })
  .meta({ id: 'SweepAnswer' });

const sweepRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sweep',
    {
      schema: {
        tags: ['Service'],
        summary: 'Sweep: one endpoint, one field varied, rows on common random numbers',
        description:
          'Asks a simulation endpoint once per value of one field (nested fields by dotted path) and answers one row per value with its probabilities and intervals. Every row uses the same seed, so rows are compared on common random numbers. At most 50 values and 10,000,000 trials in all; a bad row answers the error of that row, its fields named inside this body.',
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => sweep(app.odds, callOf(request, reply), request.body),
  );
};

export default sweepRoute;
