/**
 * RFC 9457 problem details, as every error answers (application/problem+json), and what the API
 * document says of each error status: a description, and examples written by the same
 * `problem()` the service answers with, their details worded as the service words them
 * (test/service/swaggerDocs.test.ts asks the service for each and compares).
 */
import { z } from 'zod';
import { problem, type ProblemBody } from '../problem.js';
import { MAX_URL_LENGTH, URL_TOO_LONG_DETAIL } from '../plugins/urlLength.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export const problemSchema = z
  .object({
    type: z.string().describe('A URI reference naming the kind of problem, such as /problems/invalid-request.'),
    title: z.string().describe('Short summary of the kind of problem.'),
    status: z.number().int().min(400).max(599).describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong with this request.'),
    errors: z
      .array(
        z.object({
          path: z.string().describe('The bad field, such as body.scientists (querystring.format for the query).'),
          message: z.string().describe('What is wrong with it.'),
        }),
      )
      .optional()
      .describe('Every bad field of an invalid request.'),
  })
  .meta({
    id: 'Problem',
    examples: [
      problem(400, 'Invalid request', 'body.scientists: Too big: expected number to be <=12', [
        { path: 'body.scientists', message: 'Too big: expected number to be <=12' },
      ]),
    ],
  });

export interface ProblemExample {
  summary: string;
  value: ProblemBody;
}

export interface ProblemResponse {
  /** its name in the document's `components.responses`, where every operation answers the status alike */
  component?: string;
  description: string;
  examples: Record<string, ProblemExample>;
  /** the answer carries Retry-After (seconds) */
  retryAfter?: boolean;
  /** the answer carries the rate limit's X-RateLimit-* headers */
  rateLimitHeaders?: boolean;
}

/**
 * The error statuses and what they mean here. 400's main example (a bad field of the
 * operation's own example body) is written per operation by the API document (apiDocument.ts);
 * the other statuses are answered alike by every operation, so the document says each once, as
 * the response named `component`, and every operation refers to it.
 */
export const problemResponses: Record<'400' | '413' | '414' | '422' | '429' | '503', ProblemResponse> = {
  '400': {
    description:
      'Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed.',
    examples: {
      malformed: {
        summary: 'The body is not valid JSON',
        value: problem(400, 'Bad request', "Body is not valid JSON but content-type is set to 'application/json'"),
      },
    },
  },
  '413': {
    component: 'BodyTooLarge',
    description: 'The request body is larger than 64 KiB. Nothing was read or computed.',
    examples: { tooLarge: { summary: 'A body over 64 KiB', value: problem(413, 'Body too large', 'Request body is too large') } },
  },
  '414': {
    component: 'UrlTooLong',
    description: `The URL is longer than ${MAX_URL_LENGTH.toLocaleString('en')} characters (a question in the URL too large for a link: POST its body instead). Nothing was read or computed.`,
    examples: {
      tooLong: {
        summary: 'A URL too long',
        value: problem(414, 'URL too long', URL_TOO_LONG_DETAIL),
      },
    },
  },
  '422': {
    component: 'TooLargeForExact',
    description:
      'Too large for an exact answer: method "exact" would visit more than 2,000,000 states, or would not finish within the time limit. Ask for method "monte-carlo" instead.',
    examples: {
      tooLarge: {
        summary: 'The exact state space is too large',
        value: problem(
          422,
          'Too large for an exact answer',
          'the exact computation needs more than 2000000 states; ask for method "monte-carlo" instead',
        ),
      },
    },
  },
  '429': {
    component: 'TooManyRequests',
    description:
      'Too many requests from this client (1,200 a minute unless the service is configured otherwise). `Retry-After` says how many seconds to wait.',
    retryAfter: true,
    rateLimitHeaders: true,
    examples: {
      limited: {
        summary: 'The client used up its window',
        value: problem(429, 'Too many requests', 'this client made its 1200 requests of the window; try again in 1 minute'),
      },
    },
  },
  '503': {
    component: 'Unavailable',
    description:
      'The service cannot take or finish this now: busy (32 computations already in flight, or the process overloaded), a Monte Carlo run past the 20 s time limit, or the instance shutting down. `Retry-After` says how many seconds to wait; another instance may answer at once.',
    retryAfter: true,
    examples: {
      busy: {
        summary: 'Every computation slot is taken',
        value: problem(503, 'Busy', '32 computations are running and the queue is full; try again in 2 s'),
      },
      timeLimit: {
        summary: 'A run passed the time limit',
        value: problem(
          503,
          'Time limit exceeded',
          'the computation needed more than the 20000 ms time limit; ask for fewer trials or set precision',
        ),
      },
      shuttingDown: {
        summary: 'The instance stopped before the answer',
        value: problem(503, 'Shutting down', 'the service stopped before this request finished; ask again'),
      },
    },
  },
};
