/** Fields shared by the XCOM endpoints (API.md, "XCOM: The Board Game"). */
import { z } from 'zod';

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
