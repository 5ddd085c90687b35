/**
 * The service as the memory test and the soak run it: in its own process, which its parent
 * starts with --expose-gc, listening on a free loopback port. The app's options come as JSON in
 * MEMORY_APP (merged over the defaults below). It sends its parent `{ port }`, and answers the
 * IPC message "heap" with the memory it holds after a full collection:
 *
 * - `heapUsed`: the main thread's heap in use after `gc()`, in bytes
 * - `rss`: the process's resident set size, and what of it is accounted for: `heapTotal` (the
 *   pages the JavaScript heap has reserved), `external` (buffers and other memory outside the
 *   heap that V8 is told about), `malloced` (V8's own allocations), `code` (compiled code),
 *   `spaces` (each heap space's bytes in use and reserved)
 * - `workers`: each worker thread's heap in use after its own `gc()` (PoolRunner.heaps)
 * - `cacheBytes`, `cacheEntries`: what the answer cache counts it holds
 *
 * "heap, pruned" answers the same after dropping from the drain set the replies whose clients
 * left (src/plugins/shutdown.ts keeps up to a few hundred of them, and drops them whenever the
 * set has doubled: bounded, but a saw tooth of some megabytes that would hide a small leak);
 * "stop" closes the app and exits.
 */
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { buildApp, type AppOptions } from '../src/app.js';
import { PoolRunner } from '../src/engine/runner.js';
import { pruneGone } from '../src/plugins/shutdown.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('start this process with --expose-gc');

const options = JSON.parse(process.env.MEMORY_APP ?? '{}') as AppOptions;
// the rate limit stays in the path (its store is part of what is measured) but is never
// reached: one load generator is one client, far beyond a client's fair share by design
const app = await buildApp({ rateLimit: { max: Number.MAX_SAFE_INTEGER }, warmValidation: true, ...options });
await app.listen({ port: 0, host: '127.0.0.1' });

/** Collects twice: one collection may leave what finalizers and weak references free for the next. */
async function collect(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

process.on('message', (message: string) => {
  if (message === 'heap' || message === 'heap, pruned') {
    void (async () => {
      if (message === 'heap, pruned') pruneGone(app.drainState);
      const pool = app.odds.pool;
      const workers = pool instanceof PoolRunner ? await pool.heaps() : [];
      await collect();
      const { heapUsed, heapTotal, rss, external } = process.memoryUsage();
      const { malloced_memory: malloced } = getHeapStatistics();
      const spaceStatistics = getHeapSpaceStatistics();
      const code = spaceStatistics
        .filter((space) => space.space_name.includes('code'))
        .reduce((sum, space) => sum + space.space_used_size, 0);
      // each space's bytes in use and the bytes it has reserved, to see which space holds pages it does not use
      const spaces = Object.fromEntries(spaceStatistics.map((space) => [space.space_name, [space.space_used_size, space.space_size]]));
      const cache = app.answerCache;
      process.send!({
        heapUsed,
        heapTotal,
        rss,
        external,
        malloced,
        code,
        spaces,
        workers,
        cacheBytes: cache?.bytes ?? 0,
        cacheEntries: cache?.size ?? 0,
      });
    })();
  } else if (message === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a port');
process.send!({ port: address.port });
