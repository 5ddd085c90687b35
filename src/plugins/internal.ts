/**
 * Requests that did not come from the network: `inject`, as the tests and the script that
 * writes the API document's example answers use it. The edge's per-client limits, shedding,
 * request metrics and drain bookkeeping are for callers on sockets. (The questions built from
 * other answers, such as sweeps and policy tables, run their rows on the engine directly, within
 * their own request's admission and budget: they make no requests at all.)
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

/** Requests the edge's limits pass by (rate limit, shedding, turns): in process, or about the service itself. */
export function passesTheEdge(request: FastifyRequest): boolean {
  return isInProcess(request) || isServiceRoute(request);
}
