import { z } from 'zod';

/** RFC 9457 problem details, as every error answers. */
export const problemSchema = z
  .object({
    type: z.string().describe('A URI reference naming the kind of problem.'),
    title: z.string().describe('Short summary of the kind of problem.'),
    status: z.number().int().describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong with this request.'),
    errors: z
      .array(z.object({ path: z.string().describe('The bad field, such as body.scientists.'), message: z.string() }))
      .optional()
      .describe('Every bad field of an invalid request.'),
  })
  .meta({ id: 'Problem' });
