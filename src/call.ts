/**
 * Who asks a computation, and whether they still wait for it: the client's address (admission
 * shares slots fairly between clients) and an `AbortSignal` that aborts when the client closes
 * its connection before the answer (the engine then stops the work at its next chunk).
 *
 * A hook sets them for each request; `currentCall()` reads them wherever the request's handler
 * runs (sweeps, comparisons and searches included), so that route files need not pass them.
 * Anything may also pass a `Call` explicitly (`admitted(ctx, work, call)`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export interface Call {
  /** the client's key for fairness: its address */
  client?: string;
  /** aborts when the client goes away */
  signal?: AbortSignal;
}

const calls = new AsyncLocalStorage<Call>();

/** The call the current request's handler runs for (none outside a request). */
export function currentCall(): Call {
  return calls.getStore() ?? {};
}

/**
 * Sets the call of every request. Registered as a preHandler (after the body is read: the
 * handler then runs inside the stored context, which reading the body would have left).
 */
export function callHook(app: FastifyInstance): void {
  app.addHook('preHandler', (request, reply, done) => {
    const controller = new AbortController();
    const res = reply.raw;
    // the response closes when it is sent, or when the connection ends first: only the latter aborts
    const onClose = () => {
      if (!res.writableFinished) controller.abort();
    };
    if (res.destroyed || request.raw.socket?.destroyed === true) controller.abort();
    else res.once('close', onClose);
    calls.run({ client: request.ip, signal: controller.signal }, done);
  });
}
