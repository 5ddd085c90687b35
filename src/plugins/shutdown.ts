/**
 * Graceful shutdown and readiness. `/health` is liveness (the process answers); `/ready` says
 * whether a load balancer should send work here, and answers 503 while the service drains.
 *
 * `drain` is what the process calls on SIGTERM/SIGINT (server.ts knows the signals and the
 * deadline): it marks the service unready, stops accepting connections, closes idle keep-alive
 * connections and those that never carried a request, and answers every later response with `Connection: close`, then waits for the
 * requests in flight. Fastify's own close would refuse the in-process requests that policy
 * tables, units searches and sweeps make (they would fail half-way), so the app is closed only
 * once the network requests are done, or at the deadline, when each request still running is
 * answered 503 "Shutting down" (retry elsewhere) before the app closes.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { problem } from '../problem.js';
import { problemSchema } from '../schemas/problem.js';
import { sendProblem } from './errors.js';
import { isInProcess } from './internal.js';

interface DrainState {
  draining: boolean;
  /** network requests not yet answered */
  inFlight: Set<FastifyReply>;
  /** the server's open connections, for those that never carried a request (see `closeUnused`) */
  connections: Set<Socket>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drainState: DrainState;
  }
}

/** the in-flight set is not looked through below this size */
const PRUNE_FLOOR = 256;

/**
 * Drops the replies with nothing left to answer: their connection closed before they were sent,
 * or their response ended without an onResponse (a stream the route wrote itself); returns the
 * size left.
 */
export function pruneGone(state: DrainState): number {
  for (const reply of state.inFlight) if (reply.raw.destroyed || reply.raw.writableFinished) state.inFlight.delete(reply);
  return state.inFlight.size;
}

/**
 * Ends the connections that never carried a request (a browser's preconnect, a client's spare
 * socket). Node counts them neither idle nor done, so `closeIdleConnections` leaves them, and the
 * server's close would wait for their headers to time out.
 */
function closeUnused(state: DrainState): void {
  for (const socket of state.connections) if (socket.bytesRead === 0) socket.destroy();
}

export function shutdownPlugin(app: FastifyInstance): void {
  const state: DrainState = { draining: false, inFlight: new Set(), connections: new Set() };
  app.decorate('drainState', state);
  // one listener per connection (not per request): connections are few and long-lived
  app.server.on('connection', (socket: Socket) => {
    state.connections.add(socket);
    socket.once('close', () => state.connections.delete(socket));
  });

  // a request whose client hung up gets no onResponse: such replies are dropped from the set
  // whenever it has doubled since the last look (and by drain), rather than by a 'close'
  // listener on every response, which cost more than the rest of this bookkeeping
  let pruneAt = PRUNE_FLOOR;
  // callback hooks: they run on every request, and an async hook costs a promise each
  app.addHook('onRequest', (request, reply, done) => {
    if (!isInProcess(request)) {
      state.inFlight.add(reply);
      if (state.inFlight.size >= pruneAt) pruneAt = Math.max(PRUNE_FLOOR, 2 * pruneGone(state));
    }
    done();
  });
  app.addHook('onResponse', (_request, reply, done) => {
    state.inFlight.delete(reply);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (state.draining && !isInProcess(request)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** `/ready`: 200 while the service takes work; 503 problem while draining or overloaded. */
export function readinessRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        tags: ['Service'],
        summary: 'Readiness',
        description:
          'Whether this instance takes work: 503 (problem+json) while it shuts down or is overloaded, so that a load balancer sends requests elsewhere. `/health` stays 200 (liveness) meanwhile.',
        response: { 200: z.object({ status: z.literal('ready') }), 503: problemSchema },
      },
    },
    async (_request, reply) => {
      if (app.drainState.draining) return sendProblem(reply, problem(503, 'Shutting down', 'this instance is draining before it stops'));
      if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) {
        return sendProblem(reply, problem(503, 'Busy', 'this instance is overloaded'));
      }
      return { status: 'ready' as const };
    },
  );
}

export interface DrainResult {
  /** true when every request finished before the deadline */
  drained: boolean;
  /** requests answered 503 at the deadline */
  cutOff: number;
}

/** Stops taking work, waits up to `deadlineMs` for the requests in flight, then closes the app. */
export async function drain(app: FastifyInstance, deadlineMs: number): Promise<DrainResult> {
  const state = app.drainState;
  state.draining = true;
  let serverClosed = !app.server.listening;
  if (!serverClosed) {
    // no new connections; the callback comes once every connection has ended
    app.server.close(() => {
      serverClosed = true;
    });
    app.server.closeIdleConnections();
    closeUnused(state);
  }
  const deadline = performance.now() + deadlineMs;
  while (!(serverClosed && state.inFlight.size === 0) && performance.now() < deadline) {
    await sleep(20);
    // keep-alive connections that went idle since: close them too
    app.server.closeIdleConnections();
    closeUnused(state);
    // a client that hung up leaves nothing to answer
    pruneGone(state);
  }
  let cutOff = 0;
  for (const reply of state.inFlight) {
    if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) continue;
    cutOff++;
    sendProblem(reply, problem(503, 'Shutting down', 'the service stopped before this request finished; ask again'));
  }
  state.inFlight.clear();
  await app.close();
  return { drained: cutOff === 0, cutOff };
}
