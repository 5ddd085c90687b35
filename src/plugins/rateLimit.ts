/**
 * Fairness between callers, with the Fastify team's @fastify/rate-limit: at most `max` requests
 * per client address in each `timeWindowMs`; beyond that 429 problem+json with Retry-After. The
 * key is the client address as Fastify sees it: behind a proxy, set `trustProxy` (env
 * TRUST_PROXY) so that it is the caller's address from X-Forwarded-For, not the proxy's. The
 * service's own routes and in-process requests (a question's rows) are not counted.
 *
 * Counted before validation (the `preValidation` hook, after the body is read) rather than on
 * arrival: an answer sent from the answer cache (src/answerCache.ts) is answered by the route's
 * own first preValidation hook and is neither counted nor refused. The limit guards computation,
 * and a stored answer costs tens of microseconds; counting it cost as much again (bench).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../problem.js';
import { passesTheEdge } from './internal.js';

export interface RateLimits {
  /** requests a client may make in each window */
  max?: number;
  timeWindowMs?: number;
}

/** Generous: a planning tool refreshing a dashboard stays far below it; a runaway loop does not. */
export const RATE_DEFAULTS: Required<RateLimits> = { max: 1200, timeWindowMs: 60_000 };

export async function rateLimitPlugin(app: FastifyInstance, limits: RateLimits = {}): Promise<void> {
  await app.register(rateLimit, {
    max: limits.max ?? RATE_DEFAULTS.max,
    timeWindow: limits.timeWindowMs ?? RATE_DEFAULTS.timeWindowMs,
    hook: 'preValidation',
    allowList: passesTheEdge,
    // thrown, so that the one error handler answers it as a problem (the headers stay)
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        429,
        'Too many requests',
        `this client made its ${context.max} requests of the window; try again in ${context.after}`,
      ),
  });
}
