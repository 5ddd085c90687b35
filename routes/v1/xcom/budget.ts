import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { budgetAudit } from '../../../simulations/xcom/budgetAudit.js';
import { exactOnlyMethod } from '../../../src/schemas/common.js';
import { problemSchema } from '../../../src/schemas/problem.js';

const count = (what: string) =>
  z.number().int().min(0).max(100).default(0).describe(`${what} on the board (not on asset cards or in the recruitment pool): 1 each.`);

const body = z
  .object({
    money: z.number().int().min(0).max(100).describe("The Commander's money."),
    soldiers: count('Soldiers'),
    interceptors: count('Interceptors'),
    scientists: count('Scientists'),
    satellites: count('Satellites'),
    continents: z
      .array(
        z
          .object({
            name: z.string().min(1).max(40).describe('Name of the continent (unique in the list).'),
            panic: z.number().int().min(0).max(20).describe('Its panic now (0..panicTrackEnd).'),
          })
          .strict(),
      )
      .min(1)
      .max(8)
      .describe(
        'The continents and their panic. Ties for the highest panic go to the continent listed first (the player chooses: list them in the order you would).',
      ),
    panicTrackEnd: z.number().int().min(1).max(20).describe('The last space of the panic track: a continent there takes no more.'),
    method: exactOnlyMethod('the audit has no dice'),
  })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.continents.forEach((c, i) => {
      if (seen.has(c.name))
        ctx.addIssue({ code: 'custom', message: `continent name "${c.name}" is listed twice`, path: ['continents', i, 'name'] });
      seen.add(c.name);
      if (c.panic > b.panicTrackEnd) {
        ctx.addIssue({
          code: 'custom',
          message: `panic ${c.panic} is past the end of the track (${b.panicTrackEnd})`,
          path: ['continents', i, 'panic'],
        });
      }
    });
  })
  .meta({
    id: 'BudgetAuditRequest',
    examples: [
      {
        money: 5,
        soldiers: 3,
        interceptors: 3,
        scientists: 2,
        satellites: 1,
        continents: [
          { name: 'Asia', panic: 3 },
          { name: 'Europe', panic: 3 },
          { name: 'Africa', panic: 1 },
        ],
        panicTrackEnd: 5,
      },
    ],
  });

const answer = z
  .object({
    upkeep: z.number().int().describe('The cost: 1 per unit and token on the board.'),
    paid: z.number().int().describe('What the money covered.'),
    moneyLeft: z.number().int().describe('Money left for recruiting and building (phase 2).'),
    shortfall: z.number().int().describe('Upkeep the money did not cover: the panic it adds.'),
    advances: z
      .array(
        z.object({
          continent: z.string().describe('The continent advanced.'),
          from: z.number().int().describe('Its panic before.'),
          to: z.number().int().describe('Its panic after.'),
          tiedWith: z
            .array(z.string())
            .describe('Continents tied with it for the highest panic: the player may choose one of them instead.'),
        }),
      )
      .describe('The advances of the shortfall, in order: the highest panic first, then the next highest when the track ends.'),
    continents: z
      .array(
        z.object({
          name: z.string(),
          panicBefore: z.number().int(),
          panic: z.number().int().describe('Panic after the audit.'),
          advancedBy: z.number().int(),
          atEnd: z.boolean().describe('The continent is at the end of the panic track.'),
        }),
      )
      .describe('Every continent after the audit, in the order of the request.'),
    unabsorbed: z.number().int().describe('Shortfall left over once every continent is at the end of the track.'),
  })
  .meta({ id: 'BudgetAuditAnswer' });

const budget: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/budget',
    {
      schema: {
        tags: ['XCOM'],
        summary: 'Budget audit: the shortfall and the panic it adds (no dice)',
        description:
          "Phase 1 (Commander). Pay 1 for every soldier, interceptor, scientist and satellite on the board. A shortfall of X advances the continent with the highest panic by X; when it reaches the end of the panic track the rest advances the next highest. Ties are the player's choice: the service takes the one listed first and names the tie in `advances[].tiedWith`.",
        body,
        response: { 200: answer, 400: problemSchema },
      },
    },
    async (request) => budgetAudit(request.body),
  );
};

export default budget;
