/**
 * The one answer of the inverse question (src/questions/unitsSearch.ts), for every endpoint that
 * asks it (XCOM units-needed, Batman henchmen-needed): the fewest count reaching the target, its
 * chance, the answer in words, and every count tried. An endpoint may add its own fields (never
 * drop these).
 */
import { z } from 'zod';
import { answerFields, engineSchema, probabilitySchema } from './common.js';

type Shape = Record<string, z.ZodType>;

export interface SearchWords {
  /** the units counted ("scientists") */
  units: string;
  /** what the target is a chance of ("researching the tech") */
  title: string;
  /** what `loss` is a chance of */
  loss: string;
  /** the counts tried */
  from: number;
  to: number;
}

export function searchAnswerSchema(id: string, w: SearchWords, own: { row?: Shape; answer?: Shape } = {}) {
  const row = z.object({
    units: z.number().int().describe(`How many ${w.units}.`),
    method: z.enum(['monte-carlo', 'exact']).describe('How this count was computed.'),
    finish: probabilitySchema.describe(`The chance of ${w.title}.`),
    loss: probabilitySchema.describe(`The chance of ${w.loss}.`),
    reachesTarget: z.boolean().describe('`finish` is at least the target.'),
    ...own.row,
  });
  return z
    .object({
      endpoint: z.string().describe('The endpoint every count was asked of.'),
      units: z.string().describe('The units counted.'),
      target: z.number().describe('The target asked for.'),
      method: z.enum(['monte-carlo', 'exact']).describe('"exact" when every count was computed exactly, else "monte-carlo".'),
      fewest: z.number().int().nullable().describe(`The fewest ${w.units} (${w.from}..${w.to}) reaching the target; null when none does.`),
      chance: probabilitySchema.nullable().describe(`The chance of ${w.title} with \`fewest\` (null when none reaches the target).`),
      detail: z.string().describe('The answer in words.'),
      seed: z.number().int().nullable().describe('The seed of the sampled counts (null when all are exact).'),
      table: z.array(row).describe(`Every count ${w.from}..${w.to}.`),
      elapsedMs: answerFields.elapsedMs,
      engine: engineSchema,
      ...own.answer,
    })
    .meta({ id });
}
