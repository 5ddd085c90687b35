/**
 * Fairness between callers: at most `max` requests per client in each `timeWindowMs` (a fixed
 * window from the client's first request); beyond that 429 problem+json with Retry-After. Every
 * counted answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (seconds
 * until the window starts again). The key is the client address as Fastify sees it: behind a
 * proxy, set `trustProxy` (env TRUST_PROXY) so that it is the caller's address from
 * X-Forwarded-For, not the proxy's; an IPv6 address counts for its /64, as @fastify/rate-limit's
 * `normalizeIP` writes it. The service's own routes and in-process requests are not counted.
 *
 * Counted before validation (a `preValidation` hook, after the body is read) rather than on
 * arrival: an answer sent from the answer cache (src/answerCache.ts) is answered by the route's
 * own first preValidation hook and is neither counted nor refused. The limit guards computation,
 * and a stored answer costs tens of microseconds.
 *
 * Counted here, synchronously, rather than by @fastify/rate-limit's hook (the same windows,
 * headers and keys): that hook awaits its key, its allow list and its store on every counted
 * request, 15-20 us of CPU per computed answer under load as profiled; an exact research answer
 * computed each time takes 0.97 of that CPU with this hook (alternating rounds in the same
 * minutes; docs/performance.md).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { HttpProblem } from '../problem.js';
import { passesTheEdge } from './internal.js';

export interface RateLimits {
  /** requests a client may make in each window */
  max?: number;
  timeWindowMs?: number;
}

/** Generous: a planning tool refreshing a dashboard stays far below it; a runaway loop does not. */
export const RATE_DEFAULTS: Required<RateLimits> = { max: 1200, timeWindowMs: 60_000 };

/** The most clients whose windows are kept: past it, the window that started first is dropped. */
const MOST_CLIENTS = 5000;

interface ClientWindow {
  /** requests counted in the window */
  count: number;
  /** when it started, milliseconds of the clock */
  start: number;
}

/**
 * Each client's window, in the order they started (a window that starts again is put last), so
 * that the first is the one to drop when there are too many: the oldest, most likely over.
 */
export class ClientWindows {
  private readonly windows = new Map<string, ClientWindow>();

  constructor(
    private readonly windowMs: number,
    private readonly most = MOST_CLIENTS,
  ) {}

  /** Counts a request of `client` at `now`; answers the window it was counted in. */
  count(client: string, now: number): ClientWindow {
    let window = this.windows.get(client);
    if (window === undefined || window.start + this.windowMs <= now) {
      if (window !== undefined) this.windows.delete(client);
      else if (this.windows.size >= this.most) this.dropFirst();
      window = { count: 0, start: now };
      this.windows.set(client, window);
    }
    window.count++;
    return window;
  }

  get size(): number {
    return this.windows.size;
  }

  private dropFirst(): void {
    for (const client of this.windows.keys()) {
      this.windows.delete(client);
      return;
    }
  }
}

/** The client a request counts for: its address, an IPv6 one as its /64. */
function clientOf(request: FastifyRequest): string {
  const ip = request.ip;
  // without a colon it is no IPv6 address, and normalizeIP would answer it in lower case; only
  // IPv6 needs the work (and its IPv6 test was most of the plugin's cost of a key)
  return ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase();
}

export async function rateLimitPlugin(app: FastifyInstance, limits: RateLimits = {}): Promise<void> {
  const max = limits.max ?? RATE_DEFAULTS.max;
  const windowMs = limits.timeWindowMs ?? RATE_DEFAULTS.timeWindowMs;
  const windows = new ClientWindows(windowMs);
  const limit = String(max);
  const count = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (passesTheEdge(request)) {
      done();
      return;
    }
    const now = Date.now();
    const window = windows.count(clientOf(request), now);
    const reset = String(Math.ceil((window.start + windowMs - now) / 1000));
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-reset', reset);
    if (window.count <= max) {
      reply.header('x-ratelimit-remaining', String(max - window.count));
      done();
      return;
    }
    reply.header('x-ratelimit-remaining', '0');
    reply.header('retry-after', reset);
    // passed on, so that the one error handler answers it as a problem (the headers stay)
    done(new HttpProblem(429, 'Too many requests', `this client made its ${max} requests of the window; try again in ${reset} s`));
  };
  // after each route's own preValidation hooks (the answer cache's among them), once: a GET twin
  // (questionLinks.ts) is made with its POST's hooks, this one among them
  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.preValidation ?? []].flat();
    if (!hooks.includes(count)) hooks.push(count);
    route.preValidation = hooks;
  });
}
