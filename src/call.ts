/**
 * Who asks a computation, and whether they still wait for it: the client's address (admission
 * shares slots fairly between clients) and an `AbortSignal` that aborts when the client closes
 * its connection before the answer (the engine then stops the work at its next chunk).
 *
 * A handler that computes passes `callOf(request, reply)` down to `admitted` (src/odds.ts). It
 * is made when first asked, so that a request answered without computing (from the answer cache,
 * say) pays nothing for it. Why not AsyncLocalStorage, which would spare the passing: on Node 20
 * it turns on promise hooks for every promise in the process once used, and the bench measured
 * them at about a tenth of the CPU of a cached answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Call {
  /** the client's key for fairness: its address */
  client?: string;
  /** aborts when the client goes away */
  signal?: AbortSignal;
}

const calls = new WeakMap<FastifyRequest, Required<Call>>();

/**
 * The call of a request: its client, and a signal that aborts if the client leaves before its
 * answer. Made once per request: whatever else watches for the client leaving (the answer cache,
 * a progress stream) reads this signal rather than listening to the response itself.
 */
export function callOf(request: FastifyRequest, reply: FastifyReply): Required<Call> {
  const known = calls.get(request);
  if (known !== undefined) return known;
  const controller = new AbortController();
  const res = reply.raw;
  if (res.destroyed || request.raw.socket?.destroyed === true) controller.abort();
  else {
    // the response closes when it is sent, or when the connection ends first: only the latter aborts
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  }
  const call = { client: request.ip, signal: controller.signal };
  calls.set(request, call);
  return call;
}
