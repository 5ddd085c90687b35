/**
 * Starts the service; the only file that knows ports, signals, timeouts and the environment.
 *
 * PORT (3000), HOST (0.0.0.0), LOG_LEVEL (info: JSON lines with request ids),
 * REQUEST_TIME_LIMIT_MS (20000), SHUTDOWN_TIMEOUT_MS (10000: how long in-flight requests may take
 * to finish after SIGTERM/SIGINT before they are answered 503), RATE_LIMIT_MAX (1200, 0 = off)
 * and RATE_LIMIT_WINDOW_MS (60000) per client address, TRUST_PROXY (unset: believe no
 * X-Forwarded-For; else Fastify's trustProxy: "true", or addresses/CIDRs separated by commas),
 * MAX_EVENT_LOOP_DELAY_MS (1000) and MAX_HEAP_USED_BYTES (90% of V8's heap limit), beyond which
 * requests are shed with 503; ANSWER_CACHE_BYTES (67108864: the answer cache's bound, 0 = off).
 *
 * Once listening, it logs where a browser finds the pages (`/`) and the API docs (`/docs`): the
 * bound address, or, bound to every interface (0.0.0.0, ::), localhost and this machine's IPv4
 * addresses on its networks, which a phone on the same network can open.
 */
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { buildApp } from './app.js';
import { drain } from './plugins/shutdown.js';

function numberFromEnv(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return value;
}

function trustProxyFromEnv(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined || raw === '' || raw === 'false') return undefined;
  return raw === 'true' ? true : raw;
}

const port = numberFromEnv('PORT', 3000)!;
const host = process.env.HOST ?? '0.0.0.0';
const shutdownTimeoutMs = numberFromEnv('SHUTDOWN_TIMEOUT_MS', 10_000)!;
const rateLimitMax = numberFromEnv('RATE_LIMIT_MAX');

const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  warmValidation: true,
  timeLimitMs: numberFromEnv('REQUEST_TIME_LIMIT_MS'),
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  rateLimit: rateLimitMax === 0 ? false : { max: rateLimitMax, timeWindowMs: numberFromEnv('RATE_LIMIT_WINDOW_MS') },
  answerCache: { maxBytes: numberFromEnv('ANSWER_CACHE_BYTES') },
  underPressure: {
    maxEventLoopDelayMs: numberFromEnv('MAX_EVENT_LOOP_DELAY_MS'),
    maxHeapUsedBytes: numberFromEnv('MAX_HEAP_USED_BYTES'),
  },
});
// a request's body and headers must arrive in time (408 problem otherwise); a computation has
// its own limit, well inside requestTimeout; idle keep-alive connections outlive a proxy's
app.server.requestTimeout = 60_000;
app.server.headersTimeout = 10_000;
app.server.keepAliveTimeout = 65_000;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, shutdownTimeoutMs }, 'draining: no new connections, finishing requests in flight');
    // if closing itself hangs, exit anyway a little after the deadline
    setTimeout(() => process.exit(1), shutdownTimeoutMs + 5_000).unref();
    drain(app, shutdownTimeoutMs).then(
      ({ drained, cutOff }) => {
        if (drained) app.log.info('drained; closed');
        else app.log.warn({ cutOff }, 'deadline passed: requests still running were answered 503; closed');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'closing failed');
        process.exit(1);
      },
    );
  });
}

/** Base URLs a browser reaches the service at, bound to `bound`: the first is this machine's. */
function reachableAt(bound: AddressInfo): string[] {
  const url = (h: string) => `http://${h.includes(':') ? `[${h}]` : h}:${bound.port}`;
  if (bound.address !== '0.0.0.0' && bound.address !== '::') return [url(bound.address)];
  const lan = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && i.family === 'IPv4')
    .map((i) => url(i.address));
  return [url('localhost'), ...new Set(lan)];
}

await app.listen({ port, host });
const [here, ...lan] = reachableAt(app.server.address() as AddressInfo); // listening on TCP: an AddressInfo
const onNetwork = (path: string) => (lan.length === 0 ? '' : `; on the local network: ${lan.map((u) => `${u}${path}`).join(', ')}`);
app.log.info(`pages at ${here}/${onNetwork('/')}`);
app.log.info(`API docs at ${here}/docs${onNetwork('/docs')}`);
