/**
 * Turns for request work in a burst. Requests that arrive together are read by Node in one pass
 * of its event loop, and each runs from its parsing through validation and its handler to the
 * engine's queue before the next is read: 49 large bodies arriving at once (the hardening suite)
 * kept the event loop for 20-60 ms in one stretch, and /health waited behind them.
 *
 * So once a pass has spent `TURN_MS` on request work, the validation and handling of each
 * further request wait for a later pass (`setImmediate`), in the order they came; each later
 * pass again handles requests for at most `TURN_MS`. Between passes the event loop reads its
 * sockets: /health, /ready and /metrics, which never wait here, are answered in between. A
 * request that arrives alone, or after a quiet moment, goes straight on.
 */
import type { FastifyInstance, HookHandlerDoneFunction } from 'fastify';
import { passesTheEdge } from './internal.js';

/** milliseconds of request work one pass of the event loop does before later requests wait */
export const TURN_MS = 5;

/** What the turns did: requests that waited for a later pass. */
export interface Turns {
  readonly deferred: number;
}

export function turnsPlugin(app: FastifyInstance, turnMs = TURN_MS): Turns {
  const counts = { deferred: 0 };
  const waiting: HookHandlerDoneFunction[] = [];
  /** when this pass began handling requests (-1: it has not) */
  let passStart = -1;
  let scheduled = false;

  const endPass = () => {
    passStart = -1;
  };

  // a pass of its own (the check phase), after the event loop has read its sockets again
  const nextTurn = () => {
    passStart = performance.now();
    // one at least: a pass that cannot finish any request would never end the wait
    do waiting.shift()!();
    while (waiting.length > 0 && performance.now() - passStart < turnMs);
    if (waiting.length > 0) setImmediate(nextTurn);
    else {
      scheduled = false;
      passStart = -1;
    }
  };

  app.addHook('preValidation', (request, _reply, done) => {
    if (passesTheEdge(request)) {
      done();
      return;
    }
    const now = performance.now();
    if (passStart < 0) {
      passStart = now;
      // the pass ends when the event loop reaches its check phase
      setImmediate(endPass);
    }
    if (waiting.length === 0 && now - passStart < turnMs) {
      done();
      return;
    }
    waiting.push(done);
    counts.deferred++;
    if (!scheduled) {
      scheduled = true;
      setImmediate(nextTurn);
    }
  });
  return counts;
}
