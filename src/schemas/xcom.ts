/** Fields shared by the XCOM endpoints (API.md, "XCOM: The Board Game"). */
import { z } from 'zod';
import { distributionSchema, expectationSchema, probabilitySchema } from './common.js';

export const threatField = z
  .number()
  .int()
  .min(1)
  .max(20)
  .default(1)
  .describe('The threat before the first roll (the phase resets it to 1). A roll is a loss when the alien d8 shows a value <= threat; threat rises by 1 after every roll.');

export const policySchema = z
  .object({
    stopAtThreat: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe('No roll is started while the threat exceeds this.'),
    maxRolls: z.number().int().min(0).max(100).optional().describe('At most this many rolls per task.'),
  })
  .strict()
  .default({})
  .describe('When the player stops rolling. By default the player rolls until the task is done or lost.')
  .meta({ id: 'StopPolicy' });

export const xcomDieSchema = z
  .object({
    sides: z.number().int().min(2).max(20).describe('Faces of the XCOM die.'),
    successes: z.number().int().min(0).max(20).describe('Faces that show a success.'),
  })
  .strict()
  .refine((d) => d.successes <= d.sides, { message: 'successes cannot exceed sides', path: ['successes'] })
  .optional()
  .describe('Override of the XCOM die (assumed: a d6 with 2 success faces, so 1/3 per die).')
  .meta({ id: 'XcomDie' });

export const xcomFields = { threat: threatField, policy: policySchema, die: xcomDieSchema };

/** Per-item answer parts (one continent, one soldier): the item's own events and values. */
export function itemAnswerSchema(
  id: string,
  fields: Record<string, z.ZodType>,
  parts: { probabilities: Record<string, string>; expectations?: Record<string, string>; distributions?: Record<string, string> },
) {
  const rec = (described: Record<string, string>, schema: z.ZodType) =>
    z.object(Object.fromEntries(Object.entries(described).map(([k, d]) => [k, schema.describe(d)])));
  return z
    .object({
      ...fields,
      probabilities: rec(parts.probabilities, probabilitySchema),
      expectations: rec(parts.expectations ?? {}, expectationSchema),
      distributions: rec(parts.distributions ?? {}, distributionSchema),
    })
    .meta({ id });
}

// The splitting of dotted names, kept (for kernels not yet on tally groups) in src/flatItems.ts.
export { perItem } from '../flatItems.js';

/**
 * Skill icons of soldiers and enemy cards (base defence). Assumed: the four soldier classes of
 * the game's soldier cards; a request naming another icon is refused.
 */
export const SKILL_ICONS = ['assault', 'heavy', 'sniper', 'support'] as const;
export const skillIconSchema = z.enum(SKILL_ICONS).describe('A skill icon: "assault", "heavy", "sniper" or "support".').meta({ id: 'SkillIcon' });
export const iconIndex = (icon: (typeof SKILL_ICONS)[number]): number => SKILL_ICONS.indexOf(icon);

/* The task-specific request fields of the XCOM task endpoints, shared by each endpoint and its
 * policies table. Cross-field rules are superRefine checks naming the field. */

export const researchShape = {
  scientists: z.number().int().min(1).max(12).describe('Scientists in the research area: one XCOM die each.'),
  cost: z.number().int().min(1).max(10).describe('Research cost of the tech card (markers needed).'),
  progress: z.number().int().min(0).max(9).default(0).describe('Markers already on the tech card from earlier rounds (0..cost-1).'),
  bonusDice: z.number().int().min(0).max(12).default(0).describe('Extra dice (the Laboratory asset).'),
};

export function researchCheck(b: { progress: number; cost: number }, ctx: z.RefinementCtx): void {
  if (b.progress >= b.cost) ctx.addIssue({ code: 'custom', message: 'progress must be below cost', path: ['progress'] });
}

export const orbitalShape = {
  satellites: z.number().int().min(1).max(12).describe('Satellites in orbit (not exhausted): one XCOM die each.'),
  ufos: z.number().int().min(0).max(20).describe('UFOs in orbit (0..20).'),
};

export const continentForceSchema = z
  .object({
    name: z.string().min(1).max(40).describe('Name of the continent (unique in the list).'),
    interceptors: z.number().int().min(0).max(12).describe('Interceptors over the continent: one XCOM die each (0: no test, its UFOs stay).'),
    ufos: z.number().int().min(0).max(20).describe('UFOs over the continent (0..20).'),
  })
  .strict()
  .meta({ id: 'ContinentForce' });

export const globalShape = {
  continents: z.array(continentForceSchema).min(1).max(8).describe('The continents, resolved in this order; the threat resets before each.'),
};

/** Each name of `list` once: a repeated one is named at `<field>.<i>.name`. */
export function uniqueNames(field: string) {
  return (b: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    (b[field] as Array<{ name?: string }>).forEach((c, i) => {
      if (c.name === undefined) return;
      if (seen.has(c.name)) ctx.addIssue({ code: 'custom', message: `name "${c.name}" is listed twice`, path: [field, i, 'name'] });
      seen.add(c.name);
    });
  };
}

const taskSoldiers = z
  .number()
  .int()
  .min(0)
  .max(12)
  .describe('Soldiers assigned to the task: one XCOM die each (0: the task cannot be tried, and the mission ends there).');
const taskBonusDice = z
  .number()
  .int()
  .min(0)
  .max(12)
  .default(0)
  .describe("Extra dice: +1 per soldier whose special skill matches the task's, +1 per elite soldier.");

export const missionEnemyTaskSchema = z
  .object({
    kind: z.literal('enemy').describe('An enemy card: done when its markers reach its hit points.'),
    hp: z.number().int().min(1).max(10).describe("The enemy's hit points: successes needed."),
    soldiers: taskSoldiers,
    bonusDice: taskBonusDice,
  })
  .strict()
  .meta({ id: 'MissionEnemyTask' });

export const missionObjectiveTaskSchema = z
  .object({
    kind: z.literal('objective').describe('Any other task: done at the first success.'),
    soldiers: taskSoldiers,
    bonusDice: taskBonusDice,
  })
  .strict()
  .meta({ id: 'MissionObjectiveTask' });

export const missionShape = {
  tasks: z
    .array(z.discriminatedUnion('kind', [missionEnemyTaskSchema, missionObjectiveTaskSchema]))
    .min(1)
    .max(3)
    .describe('The tasks of the mission card still to do (1..3), attempted left to right.'),
};
