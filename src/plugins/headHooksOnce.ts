/**
 * A HEAD route runs its GET's onSend hooks, each once, then Fastify's HEAD handler, so that it
 * answers the GET's headers without the body (RFC 9110 9.3.2).
 *
 * Fastify makes a HEAD route of each GET with Fastify's `headRouteOnSendHandler` appended to the
 * GET's onSend list; the HEAD route then passes the plugins' `onRoute` hooks too, and
 * compression appends its hook once more. Where the GET declared onSend hooks of its own (a
 * question's), its list is the array compression had already appended to: the HEAD ran
 * compression's onSend twice, once on the answer and once on nothing. Where the GET declared none,
 * compression's hook came only after the HEAD handler, on nothing: a HEAD of the API document
 * asked with `Accept-Encoding: gzip` answered without the GET's Content-Encoding.
 *
 * This `onRoute` hook, registered after every plugin that appends onSend hooks, drops from a HEAD
 * route the hooks after the HEAD handler that repeat one before it (the same code: a plugin makes
 * a closure of one function for each route) and moves the others before it.
 */
import type { FastifyInstance } from 'fastify';

/** Fastify's own last onSend hook of a HEAD route (fastify/lib/head-route.js). */
const HEAD_HANDLER = 'headRouteOnSendHandler';

/** Register after every plugin whose `onRoute` hook appends onSend hooks. */
export function headHooksOncePlugin(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const hooks: Array<(...args: never[]) => unknown> = route.onSend;
    const at = hooks.findIndex((hook) => hook.name === HEAD_HANDLER);
    if (at < 0) return;
    const before = hooks.slice(0, at);
    const seen = new Set(before.map(String));
    const after = hooks.slice(at + 1).filter((hook) => !seen.has(String(hook)));
    route.onSend = [...before, ...after, hooks[at]!] as typeof route.onSend;
  });
}
