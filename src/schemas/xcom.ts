/** Fields shared by the XCOM endpoints (API.md, "XCOM: The Board Game"). */
import { z } from 'zod';
import type { Answer } from '../odds.js';
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

/**
 * Moves the entries named `<list>.<i>.<what>` of a flat answer into `answer[list][i]`, beside the
 * item's own request fields, and leaves the other entries where they are.
 */
export function perItem<T extends object>(answer: Answer, list: string, items: readonly T[]) {
  const out = items.map((item) => ({ ...item, probabilities: {} as Record<string, unknown>, expectations: {} as Record<string, unknown>, distributions: {} as Record<string, unknown> }));
  const prefix = `${list}.`;
  const split = <V>(part: Record<string, V>, key: 'probabilities' | 'expectations' | 'distributions') => {
    const rest: Record<string, V> = {};
    for (const [name, v] of Object.entries(part)) {
      if (!name.startsWith(prefix)) {
        rest[name] = v;
        continue;
      }
      const [i, what] = name.slice(prefix.length).split('.');
      out[Number(i)][key][what] = v;
    }
    return rest;
  };
  return {
    ...answer,
    probabilities: split(answer.probabilities, 'probabilities'),
    expectations: split(answer.expectations, 'expectations'),
    distributions: split(answer.distributions, 'distributions'),
    [list]: out,
  };
}

/**
 * Skill icons of soldiers and enemy cards (base defence). Assumed: the four soldier classes of
 * the game's soldier cards; a request naming another icon is refused.
 */
export const SKILL_ICONS = ['assault', 'heavy', 'sniper', 'support'] as const;
export const skillIconSchema = z.enum(SKILL_ICONS).describe('A skill icon: "assault", "heavy", "sniper" or "support".').meta({ id: 'SkillIcon' });
export const iconIndex = (icon: (typeof SKILL_ICONS)[number]): number => SKILL_ICONS.indexOf(icon);
