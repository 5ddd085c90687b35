/**
 * Request fields and answer parts shared by every simulation endpoint (docs/endpoints.md,
 * "Asking it"). Endpoint schemas spread `simulationFields` into their body and build
 * their answer with `answerSchema`.
 */
import { z } from 'zod';

export const MAX_TRIALS = 10_000_000;

/**
 * Each shared field is named (`.meta({ id })`), so that the API document describes it once, in
 * `components.schemas` (`TrialsInput`, ...: the request side of a schema is named with `Input`),
 * and every body refers to it: written out in each of 27 bodies, these descriptions were a
 * tenth of the document.
 */
export const simulationFields = {
  trials: z
    .number()
    .int()
    .min(1)
    .max(MAX_TRIALS)
    .default(100_000)
    .describe('Most trials to run (1..10,000,000). Ignored by method "exact".')
    .meta({ id: 'Trials' }),
  seed: z
    .number()
    .int()
    .min(0)
    .max(4_294_967_295)
    .optional()
    .describe(
      'Seed of the random streams (0..4,294,967,295). The same seed, body and service version give the same answer byte for byte, whatever the number of threads; drawn at random (and echoed) when absent.',
    )
    .meta({ id: 'Seed' }),
  confidence: z.number().min(0.5).max(0.9999).default(0.95).describe('Level of every interval (0.5..0.9999).').meta({ id: 'Confidence' }),
  precision: z
    .number()
    .positive()
    .max(0.5)
    .optional()
    .describe(
      "Stop early once every reported probability's interval half-width is at most this. Tested at fixed checkpoints (after 1, 2, 4, ..., 64 chunks of 16,384 trials, then every 64 chunks), never past `trials`.",
    )
    .meta({ id: 'Precision' }),
  method: z
    .enum(['monte-carlo', 'exact'])
    .default('monte-carlo')
    .describe('"monte-carlo" samples trials; "exact" computes the answer without sampling where the state space allows (422 otherwise).')
    .meta({ id: 'Method' }),
};

/** `method` of an endpoint that has no dice to sample (or always enumerates): only "exact". */
export function exactOnlyMethod(why: string) {
  return z.literal('exact').optional().describe(`Always "exact": ${why}. "monte-carlo" is not offered.`);
}

/**
 * An exact value as answers write it: "numerator/denominator" in lowest terms, the sign on the
 * numerator. Its characters are digits, "-" and "/", none of which JSON escapes: the compiled
 * answer writer puts it between quotes as it is (answerSerializer.ts), and the answers' schema
 * tests hold every fraction written to this pattern.
 */
export const FRACTION_PATTERN = /^-?\d+\/\d+$/;
const fractionText = z.string().regex(FRACTION_PATTERN);

export const probabilitySchema = z
  .object({
    p: z.number().min(0).max(1).describe('Estimated (or exact) probability.'),
    ci: z.array(z.number().min(0).max(1)).length(2).describe('Wilson score interval [low, high] at `confidence`; [p, p] when exact.'),
    fraction: fractionText.optional().describe('The exact probability as "numerator/denominator" (method "exact" only).'),
  })
  .meta({ id: 'Probability' });

export const expectationSchema = z
  .object({
    mean: z.number().describe('Estimated (or exact) mean.'),
    ci: z.array(z.number()).length(2).describe('Normal-theory interval [low, high] of the mean at `confidence`; [mean, mean] when exact.'),
    fraction: fractionText.optional().describe('The exact mean as "numerator/denominator" (method "exact" only).'),
  })
  .meta({ id: 'Expectation' });

export const distributionSchema = z
  .array(
    z.object({
      value: z.number().int().min(-1000).max(1000),
      p: z.number().min(0).max(1),
      fraction: fractionText.optional(),
    }),
  )
  .meta({ id: 'Distribution', description: 'Values seen (or possible) with their probabilities, in increasing order of value.' });

export const engineSchema = z
  .object({
    rng: z.string().describe('The pseudo-random generator.'),
    version: z.string().describe('Service version: part of what makes a seeded answer reproducible.'),
  })
  .meta({ id: 'Engine' });

/** The fields every answer carries, beside its probabilities, expectations and distributions; each named, as the request's are. */
export const answerFields = {
  method: z.enum(['monte-carlo', 'exact']).describe('How the answer was computed.').meta({ id: 'MethodUsed' }),
  trials: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRIALS)
    .describe('Trials actually run (fewer than asked when `precision` stopped early; 0 when exact).')
    .meta({ id: 'TrialsRun' }),
  seed: z.number().int().min(0).max(4_294_967_295).nullable().describe('Seed used (null when exact).').meta({ id: 'SeedUsed' }),
  confidence: z.number().min(0.5).max(0.9999).describe('Level of every interval.').meta({ id: 'ConfidenceUsed' }),
  elapsedMs: z
    .number()
    .min(0)
    .describe('Time spent computing, in milliseconds (the one field that varies between identical requests).')
    .meta({ id: 'ElapsedMs' }),
  engine: engineSchema,
};

type Shape = Record<string, z.ZodType>;

/** The streamed answer's media type, as the API document describes it (src/plugins/eventStream.ts). */
export const EVENT_STREAM_DESCRIPTION =
  "Progress as Server-Sent Events (`Accept: text/event-stream`): `event: progress` with the answer so far (the same shape, its intervals and `trials` so far) at each fixed checkpoint of the run (after 1, 2, 4, ..., 64 chunks of 16,384 trials, then every 64 chunks), then `event: answer` with the final answer, the same as the JSON answer for the same seed. An exact answer sends `event: answer` alone; a failure once the stream is open is an `event: error` with a problem+json object. Closing the connection stops the computation. In the examples, `...` stands for the rest of an event's JSON, which the JSON answer's example shows in full.";

function record(names: readonly string[], schema: z.ZodType, described: Record<string, string>): z.ZodObject<Shape> {
  const shape: Shape = {};
  for (const n of names) shape[n] = schema.describe(described[n] ?? n);
  return z.object(shape);
}

/**
 * The answer schema of one endpoint: its named probabilities, expectations and distributions
 * (each with a description) beside the shared fields. Its example in the API document is a real
 * answer to the endpoint's example body, generated (answerExamples.ts).
 */
export function answerSchema(
  id: string,
  parts: {
    probabilities: Record<string, string>;
    expectations?: Record<string, string>;
    distributions?: Record<string, string>;
  },
  extra: Shape = {},
) {
  const probs = parts.probabilities;
  const exps = parts.expectations ?? {};
  const dists = parts.distributions ?? {};
  return z
    .object({
      ...answerFields,
      probabilities: record(Object.keys(probs), probabilitySchema, probs),
      expectations: record(Object.keys(exps), expectationSchema, exps),
      distributions: record(Object.keys(dists), distributionSchema, dists),
      ...extra,
      links: linksSchema,
    })
    .meta({ id });
}

/**
 * A link to a question: a path and a query string, percent-encoded or base64url (questionLinks.ts),
 * so none of its characters is one JSON escapes: the compiled answer writer puts it between
 * quotes as it is, like a fraction.
 */
export const LINK_PATTERN = /^\/[A-Za-z0-9/%+*._~:?=&-]*$/;
const linkText = z.string().regex(LINK_PATTERN);

/** Where the same question can be asked by a link (src/plugins/questionLinks.ts). */
export const linksSchema = z
  .object({
    self: linkText.describe('This question as a link: GET it for this answer (relative to the service).'),
    svg: linkText.describe('The chart of this answer as a link, for an `<img src=...>` (relative to the service).'),
  })
  .describe(
    'Links to this question, present when the question fits in a URL (8,192 characters): the same answer by GET, and its chart. Made from the question as validated (defaults filled in, keys sorted), so the same question has the same links however it was asked.',
  )
  .meta({ id: 'Links' })
  .optional();

export type SimulationFields = {
  trials: number;
  seed?: number;
  confidence: number;
  precision?: number;
  method: 'monte-carlo' | 'exact';
};
