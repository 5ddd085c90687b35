/**
 * Helpers of the hardening tests: the service in a child process (hardeningServer.ts), requests
 * from distinct loopback addresses (127.0.0.2, 127.0.0.3, ...: distinct clients to the service's
 * fairness), a request whose socket is destroyed mid-way, and /health sampled meanwhile.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import type { Test } from 'tap';
import type { AppOptions } from '../../src/app.js';

/**
 * The warnings of this process and of every service started (hardeningServer.ts sends its own),
 * as `name: message`: a MaxListenersExceededWarning is a listener leak until shown otherwise.
 */
export const warnings: string[] = [];
process.on('warning', (w) => warnings.push(`tests: ${w.name}: ${w.message}`));

export interface Probe {
  stallMs: number;
  lagMs: number;
  rssPeak: number;
  rss: number;
  inFlight: number;
  queued: number;
  /** tasks on the worker pool, queued or running */
  poolTasks: number;
}

export interface Service {
  port: number;
  /** resets the probe's maxima */
  reset(): Promise<void>;
  probe(): Promise<Probe>;
}

/** The first message of `child` that `pick` accepts; rejects if the child exits first. */
export function next<T>(child: ChildProcess, pick: (m: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      const v = pick(m);
      if (v === undefined) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(v);
    };
    const onExit = (code: number) => reject(new Error(`the service exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts the service in its own process; stopped at the test's end. */
export async function startService(t: Test, options: AppOptions = {}): Promise<Service> {
  const child = fork(new URL('./hardeningServer.js', import.meta.url), [], {
    env: { ...process.env, HARDENING_APP: JSON.stringify(options) },
    // not the test runner's loaders and source maps: the service as it runs in production
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  t.teardown(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  child.on('message', (m: Record<string, unknown>) => {
    if (typeof m.warning === 'string') warnings.push(`service: ${m.warning}`);
  });
  const port = await next(child, (m) => m.port as number | undefined);
  return {
    port,
    reset: async () => {
      const done = next(child, (m) => m.reset as true | undefined);
      child.send('reset');
      await done;
    },
    probe: async () => {
      const got = next(child, (m) => ('stallMs' in m ? (m as unknown as Probe) : undefined));
      child.send('probe');
      return got;
    },
  };
}

/** What these tests read of a body: a problem's title and detail, or an answer's method and chances. */
export interface Body {
  title?: string;
  detail?: string;
  method?: string;
  probabilities?: Record<string, { fraction?: string } | undefined>;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): Body;
}

/**
 * POSTs JSON from the loopback address `from` (a client of its own). With `leave`, the client
 * gives up (destroys its socket) when it aborts and no answer came yet: null.
 */
export function postFrom(port: number, from: string, path: string, body: unknown): Promise<Reply>;
export function postFrom(port: number, from: string, path: string, body: unknown, leave: AbortSignal): Promise<Reply | null>;
export function postFrom(port: number, from: string, path: string, body: unknown, leave?: AbortSignal): Promise<Reply | null> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) as Body });
        });
        res.on('error', reject);
      },
    );
    let dropped = false;
    const drop = () => {
      dropped = true;
      req.destroy();
    };
    req.on('error', (err) => (dropped ? resolve(null) : reject(err)));
    req.end(payload);
    if (leave !== undefined) {
      if (leave.aborted) drop();
      else leave.addEventListener('abort', drop, { once: true });
      req.on('response', () => leave.removeEventListener('abort', drop));
    }
  });
}

/** POSTs JSON from `from` and destroys the socket after `ms`: a client that gives up. */
export function postAndDrop(port: number, from: string, path: string, body: unknown, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      localAddress: from,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.end(payload);
    setTimeout(() => req.destroy(), ms);
  });
}

/** GETs a path from 127.0.0.1 and returns the status and wall-clock time it took. */
export function get(port: number, path: string): Promise<{ status: number; ms: number; body: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Small requests of the kinds a case measures, answered before its probe is reset: a fresh
 * service's first requests compile its routes, schemas and kernels' code, which is not the
 * routing work the probe bounds (and on a loaded machine took most of the bound).
 */
export async function warmUp(port: number, paths: ReadonlyArray<readonly [string, unknown]>): Promise<void> {
  for (const [path, body] of paths) {
    const r = await postFrom(port, '127.0.0.1', path, body);
    if (r.status !== 200) throw new Error(`warm-up ${path}: ${r.status} ${r.body.slice(0, 200)}`);
  }
}

/** Samples /health every 10 ms until `stop()`: the wall-clock times, sorted, and any non-200. */
export function sampleHealth(port: number) {
  let going = true;
  const times: number[] = [];
  const failures: number[] = [];
  const loop = (async () => {
    while (going) {
      const r = await get(port, '/health');
      times.push(r.ms);
      if (r.status !== 200) failures.push(r.status);
      await new Promise((res) => setTimeout(res, 10));
    }
  })();
  return {
    async stop() {
      going = false;
      await loop;
      times.sort((a, b) => a - b);
      const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
      return { samples: times.length, p99, worst: times[times.length - 1] ?? 0, failures };
    },
  };
}

/** Polls until `check` holds; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const t0 = performance.now();
  while (!(await check())) {
    if (performance.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - t0;
}

/** Small requests of each kind the cases send (warmUp). */
export const WARM_UP = {
  research: ['/v1/xcom/research', { scientists: 3, cost: 3, trials: 1000, seed: 1 }],
  rallyOptions: [
    '/v1/asl/rally/options',
    { brokenMorale: 8, terrain: 'building', leaders: [{ id: 'L', leadership: -1 }], phases: 2, trials: 1000, seed: 1 },
  ],
  baseDefense: [
    '/v1/xcom/base-defense',
    { soldiers: [{ skills: ['assault'] }], enemies: [{ name: 'Muton', hp: 1, skills: ['assault'] }], trials: 1000, seed: 1 },
  ],
  globalExact: ['/v1/xcom/global-defense', { continents: [{ name: 'C', interceptors: 1, ufos: 1 }], method: 'exact' }],
} as const;

/** A body per finding (bodies valid against the schemas). */
export const BODIES = {
  /** 6 leaders, 20 phases, 65,536 trials: heavy trials */
  rallyOptions: {
    brokenMorale: 8,
    terrain: 'building',
    leaders: Array.from({ length: 6 }, (_, i) => ({ id: `L${i}`, leadership: -(i % 3) })),
    phases: 20,
    trials: 65_536,
    seed: 1,
  },
  /** 12 soldiers and 8 enemies: a costly prepare (team tables over 2^12 subsets), one trial */
  baseDefense: {
    soldiers: Array.from({ length: 12 }, (_, i) => ({ skills: ['assault', 'heavy', 'sniper', 'support'], elite: i % 2 === 0 })),
    enemies: Array.from({ length: 8 }, () => ({ name: 'Muton', hp: 3, skills: ['assault', 'heavy', 'sniper', 'support'] })),
    trials: 1,
    seed: 1,
  },
  /** an exact location check of 6 leaders and 4 squads (NMC): a state space too large */
  locationCheck: {
    units: [
      ...Array.from({ length: 6 }, (_, i) => ({ id: `L${i}`, kind: 'leader', morale: 8 + (i % 2), brokenMorale: 7, leadership: -(i % 2) })),
      ...Array.from({ length: 4 }, (_, i) => ({ id: `S${i}`, morale: 7, brokenMorale: 8 })),
    ],
    modifier: 0,
    method: 'exact',
  },
};
