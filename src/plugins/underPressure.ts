/**
 * Shedding by the process's own health, with the Fastify team's @fastify/under-pressure: when
 * the event loop lags or the heap nears its limit, new requests answer 503 Busy (problem+json,
 * Retry-After) at once, before any work. This complements the admission limit (computations in
 * flight, src/admission.ts), which bounds work the pool has queued; this bounds what the process
 * can take. The service's own routes (/health, /ready, /metrics) and in-process requests (asked
 * by a question already admitted) are never shed.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { HttpProblem } from '../problem.js';
import { RETRY_AFTER_S } from './errors.js';
import { passesTheEdge } from './internal.js';

export interface PressureLimits {
  /** mean event-loop delay over a sample, in ms, beyond which requests are shed */
  maxEventLoopDelayMs?: number;
  /** heap in use, in bytes, beyond which requests are shed */
  maxHeapUsedBytes?: number;
}

/**
 * Generous defaults: computations run on the worker pool, so a healthy event loop lags a few ms;
 * a whole second means it cannot keep up. The heap limit leaves 10% of V8's limit for the
 * requests already admitted to finish.
 */
export const PRESSURE_DEFAULTS: Required<PressureLimits> = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
};

export async function underPressurePlugin(app: FastifyInstance, limits: PressureLimits = {}): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs ?? PRESSURE_DEFAULTS.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes ?? PRESSURE_DEFAULTS.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_S,
    // returning nothing lets a request through; throwing answers it through the error handler
    pressureHandler: async (request, _reply, type, value) => {
      if (passesTheEdge(request)) return;
      throw new HttpProblem(503, 'Busy', `the service is overloaded (${type} ${Math.round(value ?? 0)}); try again shortly`);
    },
  });
}
