/**
 * The service as the hardening tests run it: in its own process (a load client in the test's
 * process must not count against the service's event loop), listening on a loopback port, with
 * the app options the test passes in HARDENING_APP (JSON). It tells its parent the port, and on
 * request what a probe measured since the last reset:
 *
 * - `stallMs`: the most CPU time the event loop's thread used between two ticks of a 5 ms timer,
 *   read from Linux's per-thread scheduler statistics. A tick late because the thread ran
 *   something else measures that something; a tick late because the machine's cores were busy
 *   with other processes does not (the thread did not run), so the figure holds on a shared
 *   machine where wall-clock delays depend on everyone else's load.
 * - `lagMs`: the largest wall-clock gap between ticks, for the record.
 * - `rssPeak`: the largest resident set size sampled every 20 ms, in bytes.
 *
 * It also tells its parent each process warning it meets (`{ warning: 'name: message' }`).
 */
import { readFileSync } from 'node:fs';
import { buildApp, type AppOptions } from '../../src/app.js';

process.on('warning', (w) => process.send!({ warning: `${w.name}: ${w.message}` }));

const options = JSON.parse(process.env.HARDENING_APP ?? '{}') as AppOptions;
// the answer cache would compute identical bodies once: each request here must be its own computation
const app = await buildApp({ rateLimit: false, underPressure: false, answerCache: { maxBytes: 0 }, warmValidation: true, ...options });
await app.listen({ port: 0, host: '127.0.0.1' });

const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const threadCpuMs = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
let lastCpu = threadCpuMs();
let lastWall = performance.now();
let stallMs = 0;
let lagMs = 0;
let rssPeak = process.memoryUsage().rss;
setInterval(() => {
  const cpu = threadCpuMs();
  const wall = performance.now();
  stallMs = Math.max(stallMs, cpu - lastCpu);
  lagMs = Math.max(lagMs, wall - lastWall);
  lastCpu = cpu;
  lastWall = wall;
}, 5);
setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a port');
process.send!({ port: address.port });
process.on('message', (m: string) => {
  if (m === 'reset') {
    stallMs = 0;
    lagMs = 0;
    rssPeak = process.memoryUsage().rss;
    process.send!({ reset: true });
  } else if (m === 'probe') {
    const pool = app.odds.pool as { pending?: number };
    process.send!({
      stallMs,
      lagMs,
      rssPeak,
      rss: process.memoryUsage().rss,
      inFlight: app.odds.admission.running,
      queued: app.odds.admission.queued,
      poolTasks: pool.pending ?? 0,
    });
  } else if (m === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
