/**
 * A HEAD route's onSend hooks once each. Fastify makes a HEAD route of each GET with the GET's
 * onSend list as plugins left it (compression's hook appended) and its own
 * `headRouteOnSendHandler` after; the HEAD route then passes the plugins' `onRoute` hooks too,
 * and compression appended a second hook of its own. A HEAD request ran compression's onSend
 * twice: once on the answer (so that the HEAD's headers are the GET's: Content-Encoding,
 * Content-Length, Vary), then on nothing.
 *
 * This `onRoute` hook, registered after every plugin that appends onSend hooks, drops from a
 * HEAD route the hooks after the HEAD handler that repeat one before it (the same code: a
 * plugin makes a closure of the same function for each route).
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
    const before = new Set(hooks.slice(0, at).map(String));
    route.onSend = hooks.filter((hook, i) => i <= at || !before.has(String(hook))) as typeof route.onSend;
  });
}
