/**
 * The soak: the service in its own process (scripts/memoryServer.ts, started with --expose-gc),
 * a steady mixed load on it from this process (scripts/mixedLoad.ts, to 127.0.0.1 only) for N
 * minutes, and at the end of each minute one line: requests and their rate, statuses, the main
 * thread's heap after a full collection, the resident set, each worker thread's heap after its
 * own collection, the answer cache's count, and /health's latency as a monitor sees it (its own
 * connection, ten probes a second: median, 99th percentile and worst).
 *
 *   npm run soak -- --minutes 60 [--rate 200] [--connections 16] [--cache-bytes 67108864]
 *
 * `--rate` bounds the requests a second (0: as fast as the service answers); `--cache-bytes`
 * is the answer cache's bound (0 turns it off). The mix gives every seeded request a new seed,
 * so the cache fills up to its bound and then evicts.
 */
import { fork } from 'node:child_process';
import { Agent } from 'node:http';
import { parseArgs } from 'node:util';
import { newCounts, runLoad, send, type LoadCounts } from './mixedLoad.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '16' },
    'cache-bytes': { type: 'string' },
    'interval-s': { type: 'string', default: '60' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const connections = Number(values.connections);
const intervalS = Number(values['interval-s']);
const cacheBytes = values['cache-bytes'] === undefined ? undefined : Number(values['cache-bytes']);
for (const [name, v] of [
  ['minutes', minutes],
  ['rate', rate],
  ['connections', connections],
  ['interval-s', intervalS],
] as const)
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a non-negative number`);

interface Heap {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  malloced: number;
  code: number;
  spaces: Record<string, [number, number]>;
  workers: number[];
  cacheBytes: number;
  cacheEntries: number;
}

const child = fork(new URL('./memoryServer.js', import.meta.url), [], {
  env: { ...process.env, MEMORY_APP: JSON.stringify(cacheBytes === undefined ? {} : { answerCache: { maxBytes: cacheBytes } }) },
  execArgv: ['--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const message = <T>(pick: (m: Record<string, unknown>) => T | undefined) =>
  new Promise<T>((resolve) => {
    const on = (m: Record<string, unknown>) => {
      const v = pick(m);
      if (v === undefined) return;
      child.off('message', on);
      resolve(v);
    };
    child.on('message', on);
  });
child.once('exit', (code) => {
  if (!stopping) {
    console.error(`the service exited (${code})`);
    process.exit(1);
  }
});
let stopping = false;
const port = await message((m) => m.port as number | undefined);
const heap = () => {
  const got = message((m) => ('heapUsed' in m ? (m as unknown as Heap) : undefined));
  child.send('heap');
  return got;
};

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

// /health as a monitor asks it: on its own connection, every 100 ms
const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
const health = newCounts();
const endAt = performance.now() + minutes * 60_000;
const done = () => performance.now() >= endAt;
const prober = (async () => {
  while (!done()) {
    await send(port, healthAgent, { kind: 'health', method: 'GET', path: '/health' }, health);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

const counts: LoadCounts = newCounts();
console.log(
  `soak: ${minutes} min, ${rate === 0 ? 'unbounded rate' : `${rate} requests/s at most`}, ${connections} connections, ` +
    `answer cache ${cacheBytes === undefined ? 'default bound' : `${cacheBytes} bytes`}; service pid ${child.pid}, port ${port}`,
);
const start = await heap();
console.log(`start: heap ${mb(start.heapUsed)} MB, RSS ${mb(start.rss)} MB, workers ${start.workers.map(mb).join('/')} MB`);
console.log(
  'minute | requests | req/s | heap MB | RSS MB (heap reserved/external/V8 malloc/code) | worker heaps MB | cache MB (entries) | health ms p50/p99/max | statuses',
);
const load = runLoad({ port, connections, from: 0, until: done, ratePerS: rate === 0 ? undefined : rate, seedBase: 1, counts });

const rows: Record<string, unknown>[] = [];
let lastSent = 0;
let lastStatuses = new Map<string, number>();
let lastAt = performance.now();
for (let m = 1; !done() || m === 1; m++) {
  await new Promise((r) => setTimeout(r, Math.max(0, Math.min(intervalS * 1000, endAt - performance.now()))));
  const now = performance.now();
  const h = await heap();
  const sent = counts.sent - lastSent;
  const statuses = Object.fromEntries([...counts.statuses].map(([k, v]) => [k, v - (lastStatuses.get(k) ?? 0)]).filter(([, v]) => v !== 0));
  const probes = health.healthMs.splice(0).sort((a, b) => a - b);
  const row = {
    minute: Number(((m * intervalS) / 60).toFixed(2)),
    requests: sent,
    perS: Math.round(sent / ((now - lastAt) / 1000)),
    heapMB: Number(mb(h.heapUsed)),
    rssMB: Number(mb(h.rss)),
    heapTotalMB: Number(mb(h.heapTotal)),
    externalMB: Number(mb(h.external)),
    mallocedMB: Number(mb(h.malloced)),
    codeMB: Number(mb(h.code)),
    spacesMB: Object.fromEntries(Object.entries(h.spaces).map(([name, [used, size]]) => [name, [Number(mb(used)), Number(mb(size))]])),
    workersMB: h.workers.map((w) => Number(mb(w))),
    cacheMB: Number(mb(h.cacheBytes)),
    cacheEntries: h.cacheEntries,
    healthMs: [quantile(probes, 0.5), quantile(probes, 0.99), probes.at(-1) ?? NaN].map((x) => Number(x.toFixed(1))),
    healthProbes: probes.length,
    statuses,
  };
  rows.push(row);
  console.log(
    `${row.minute} | ${row.requests} | ${row.perS} | ${row.heapMB} | ` +
      `${row.rssMB} (${row.heapTotalMB}/${row.externalMB}/${row.mallocedMB}/${row.codeMB}) | ${row.workersMB.join('/')} | ` +
      `${row.cacheMB} (${row.cacheEntries}) | ${row.healthMs.join('/')} | ${JSON.stringify(statuses)}`,
  );
  lastSent = counts.sent;
  lastStatuses = new Map(counts.statuses);
  lastAt = now;
  if (done()) break;
}
await load;
await prober;
healthAgent.destroy();
const all = Object.fromEntries([...counts.statuses].sort());
const fiveXX = [...counts.statuses].filter(([k]) => k.startsWith('5')).reduce((n, [, v]) => n + v, 0);
console.log(`total: ${counts.sent} requests, statuses ${JSON.stringify(all)}, 5xx ${fiveXX}`);
console.log(`rows: ${JSON.stringify(rows)}`);
stopping = true;
child.send('stop');
