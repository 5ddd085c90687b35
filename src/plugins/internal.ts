/**
 * Requests that did not come from the network: the questions built from other answers (policy
 * tables, units searches, sweeps) ask the simulation endpoints in process, by `inject`. The
 * edge's per-client limits, shedding, request metrics and drain bookkeeping are for callers on
 * sockets; an in-process request belongs to a caller already admitted, counted and tracked.
 */
import type { FastifyRequest } from 'fastify';

/** light-my-request (behind `inject`) marks its requests with this property. */
export function isInProcess(request: FastifyRequest): boolean {
  return '_lightMyRequest' in request.raw;
}

/** Routes about the service itself: never shed, limited or cached. */
export const SERVICE_ROUTES: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);

export function isServiceRoute(request: FastifyRequest): boolean {
  return SERVICE_ROUTES.has(request.routeOptions.url ?? '');
}
