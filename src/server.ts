/** Starts the service: PORT (default 3000) on HOST (default 0.0.0.0); closes on SIGINT/SIGTERM. */
import { buildApp } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const timeLimitMs = process.env.REQUEST_TIME_LIMIT_MS ? Number(process.env.REQUEST_TIME_LIMIT_MS) : undefined;

const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, timeLimitMs });
app.server.requestTimeout = 60_000;
app.server.headersTimeout = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
