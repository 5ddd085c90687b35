/**
 * Who asks a computation, and whether they still wait for it: the client's address (admission
 * shares slots fairly between clients) and a `Caller` whose signal aborts when the client closes
 * its connection before the answer (the engine then stops the work at its next chunk).
 *
 * A handler that computes passes `callOf(request, reply)` down to `admitted` (src/odds.ts). It
 * is made when first asked, so that a request answered without computing (from the answer cache,
 * say) pays nothing for it. Why not AsyncLocalStorage, which would spare the passing: on Node 20
 * it turns on promise hooks for every promise in the process once used, and the bench measured
 * them at about a tenth of the CPU of a cached answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './engine/budget.js';

export interface Call {
  /** the client's key for fairness: its address */
  client?: string;
  /** who waits for the answer: whether they left, and a signal that aborts when they do */
  caller?: Caller;
}

/**
 * The client of a request as a `Caller`. Its signal (an `AbortController` and a listener on the
 * response) is made when first read: an exact answer computed on the event loop never reads it,
 * and asks `left` of the connection instead.
 */
class RequestCaller implements Caller {
  private controller?: AbortController;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get left(): boolean {
    if (this.controller !== undefined) return this.controller.signal.aborted;
    const res = this.reply.raw;
    return (res.destroyed && !res.writableFinished) || this.request.raw.socket?.destroyed === true;
  }

  get signal(): AbortSignal {
    let controller = this.controller;
    if (controller !== undefined) return controller.signal;
    controller = new AbortController();
    this.controller = controller;
    const res = this.reply.raw;
    if (res.destroyed || this.request.raw.socket?.destroyed === true) controller.abort();
    else {
      // the response closes when it is sent, or when the connection ends first: only the latter aborts
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
    }
    return controller.signal;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the request's call, once asked (`callOf`) */
    oddsCall: Required<Call> | null;
  }
}

/** Declares the request's call slot; call before routes register. */
export function callPlugin(app: FastifyInstance): void {
  // a slot every request has, not an entry of a WeakMap keyed by the request: each entry is
  // work for the collector, on every request that computes (docs/performance.md)
  app.decorateRequest('oddsCall', null);
}

/**
 * The call of a request: its client, and the caller, whose signal aborts if the client leaves
 * before its answer. Made once per request: whatever else watches for the client leaving (the
 * answer cache, a progress stream) reads this signal rather than listening to the response itself.
 */
export function callOf(request: FastifyRequest, reply: FastifyReply): Required<Call> {
  let call = request.oddsCall;
  if (call === null || call === undefined) {
    call = { client: request.ip, caller: new RequestCaller(request, reply) };
    request.oddsCall = call;
  }
  return call;
}
