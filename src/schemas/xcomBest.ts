/**
 * The fields of the XCOM best-play endpoints (POST <endpoint>/best): the endpoint's own body, plus
 * the player's objective, a price per unit lost and the state mid-phase (markers already placed).
 */
import { z } from 'zod';
import { answerFields, distributionSchema, expectationSchema, probabilitySchema } from './common.js';
import {
  MAX_MISSIONS,
  missionCardSchema,
  missionEnemyTaskSchema,
  missionObjectiveTaskSchema,
  missionShape,
  missionTasksSchema,
} from './xcom.js';

/** `objective` of an endpoint whose answer names these probabilities and expectations. */
export function objectiveField(names: { probabilities: string[]; expectations: string[] }, main: string) {
  const all = [...names.probabilities, ...names.expectations] as [string, ...string[]];
  return z
    .object({
      name: z
        .enum(all)
        .default(main)
        .describe(
          `What the best play is best at: one of the answer's probabilities (${names.probabilities.map((n) => `\`${n}\``).join(', ')}: its chance) or expectations (${names.expectations.map((n) => `\`${n}\``).join(', ')}: its mean). Default \`${main}\`.`,
        ),
      direction: z.enum(['max', 'min']).default('max').describe('"max" (default): as large as can be; "min": as small as can be.'),
    })
    .strict()
    .default({ name: main, direction: 'max' })
    .describe(
      `The player's objective (default: \`${main}\`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.`,
    );
}

export const unitPriceField = (units: string) =>
  z
    .union([
      z.number().min(0).max(1000),
      z
        .string()
        .regex(/^\d{1,9}\/[1-9]\d{0,8}$/, 'a fraction "n/d" of whole numbers')
        .refine((f) => Number(f.split('/')[0]) / Number(f.split('/')[1]) <= 1000, 'at most 1000'),
    ])
    .default(0)
    .describe(
      `What one unit lost (${units}) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.`,
    );

export const markersField = (what: string) =>
  z.number().int().min(0).max(9).default(0).describe(`Markers already on ${what} (mid-phase: below what it needs). Default 0.`);

const valueSchema = z
  .object({
    value: z.number().describe('The value: E[objective] -/+ unitPrice x E[units lost] (see `objective`).'),
    fraction: z.string().nullable().describe('The value as "numerator/denominator" when exact (null for Monte Carlo).'),
  })
  .meta({ id: 'BestPlayValue' });

const policySchema = z
  .object({
    rows: z
      .array(z.string())
      .describe(
        'The decision in each state reached under the best play with some chance, start first, as a person reads it ("threat 3; Muton 1/2; Ana, Bo alive -> Ana against the Muton").',
      ),
    reachable: z.number().int().min(0).describe('Decision states reached under the best play in all (rows beyond `cap` are not listed).'),
    cap: z.number().int().min(0).describe("Most rows listed (the request's `policyRows`)."),
    states: z.number().int().min(0).describe('States the solver looked at (every play, not only the best).'),
  })
  .meta({ id: 'BestPlayPolicy' });

/** The best-play answer: the endpoint's whole answer under the best play, and the decisions. */
export function bestAnswerSchema(
  id: string,
  parts: { probabilities: Record<string, string>; expectations: Record<string, string>; distributions: Record<string, string> },
  firstMove: z.ZodType,
  extra: Record<string, z.ZodType> = {},
) {
  const rec = (described: Record<string, string>, schema: z.ZodType) =>
    z.object(Object.fromEntries(Object.entries(described).map(([k, d]) => [k, schema.describe(d)])));
  return z
    .object({
      ...answerFields,
      objective: z
        .object({ name: z.string(), direction: z.enum(['max', 'min']), unitPrice: z.union([z.number(), z.string()]) })
        .describe('The objective played for, as read from the request.'),
      best: valueSchema.describe('The value of the best play (exact with method "exact").'),
      defaultPlay: valueSchema.describe("The same value for the endpoint's own play of the same body (its `policy` included)."),
      gain: valueSchema.describe('best - defaultPlay.'),
      firstMove: firstMove.describe('What to do now, under the best play.'),
      policy: policySchema,
      probabilities: rec(parts.probabilities, probabilitySchema),
      expectations: rec(parts.expectations, expectationSchema),
      distributions: rec(parts.distributions, distributionSchema),
      ...extra,
    })
    .meta({ id });
}

export const policyRowsField = z
  .number()
  .int()
  .min(0)
  .max(1000)
  .default(100)
  .describe('Most policy rows the answer lists (0..1000, default 100).');

/* Phase 9 mid-phase: markers on an enemy task (an objective is done at its first success, so it
 * has none to carry). The body is the mission endpoint's otherwise. */

export const missionBestEnemyTaskSchema = missionEnemyTaskSchema
  .extend({ markers: markersField('the enemy task (below its hit points)') })
  .strict()
  .meta({ id: 'MissionBestEnemyTask' });

const missionBestTasksSchema = z
  .array(z.discriminatedUnion('kind', [missionBestEnemyTaskSchema, missionObjectiveTaskSchema]))
  .min(1)
  .max(3)
  .describe(missionTasksSchema.description ?? '');

const missionBestCardSchema = missionCardSchema.extend({ tasks: missionBestTasksSchema }).strict().meta({ id: 'MissionBestCard' });

export const missionBestShape = {
  ...missionShape,
  tasks: missionBestTasksSchema.optional().describe(missionShape.tasks.description ?? ''),
  missions: z
    .array(missionBestCardSchema)
    .min(1)
    .max(MAX_MISSIONS)
    .optional()
    .describe(missionShape.missions.description ?? ''),
};

/** An enemy task's markers below its hit points, named at its path. */
export function missionMarkersCheck(
  b: {
    tasks?: Array<{ kind: string; hp?: number; markers?: number }>;
    missions?: Array<{ tasks: Array<{ kind: string; hp?: number; markers?: number }> }>;
  },
  ctx: z.RefinementCtx,
): void {
  const check = (tasks: Array<{ kind: string; hp?: number; markers?: number }>, path: (string | number)[]) => {
    for (const [i, t] of tasks.entries()) {
      if (t.kind === 'enemy' && (t.markers ?? 0) >= (t.hp ?? 0))
        ctx.addIssue({ code: 'custom', message: 'markers must be below hp (a task done is not listed)', path: [...path, i, 'markers'] });
    }
  };
  if (b.tasks) check(b.tasks, ['tasks']);
  for (const [c, m] of (b.missions ?? []).entries()) check(m.tasks, ['missions', c, 'tasks']);
}
