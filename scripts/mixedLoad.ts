/**
 * A steady mixed load on a service listening on 127.0.0.1, as a planning tool calling it all day
 * would send, with every kind of request a computation can end by: exact and seeded research,
 * Batman fights, ASL checks, global defence and missions answered; bodies refused (400); sweeps,
 * comparisons, policy tables and units searches; progress streams; requests whose client leaves
 * while they compute; /health. Used by the memory test (test/service/memory.test.ts) and the soak
 * (scripts/soak.ts).
 *
 * The mix is a fixed cycle of request kinds; request `i` of it carries seed `seedBase + i` where
 * it has a seed, so that every seeded answer is new to the answer cache (which then fills up).
 */
import { Agent, request as httpRequest } from 'node:http';

export interface LoadRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** the Accept header (a progress stream asks text/event-stream) */
  accept?: string;
  /** milliseconds after which the client closes its connection without reading the answer */
  leaveAfterMs?: number;
}

const research = (seed: number): LoadRequest => ({
  kind: 'research seeded',
  method: 'POST',
  path: '/v1/xcom/research',
  body: { scientists: 1 + (seed % 5), cost: 3, trials: 4000, seed },
});

/** One cycle of the mix: a function of the request's number, each entry a kind. */
const CYCLE: ReadonlyArray<(seed: number) => LoadRequest> = [
  research,
  (seed) => ({
    kind: 'research exact',
    method: 'POST',
    path: '/v1/xcom/research',
    body: { scientists: 1 + (seed % 6), cost: 2 + (seed % 3), method: 'exact' },
  }),
  (seed) => ({
    kind: 'batman fight',
    method: 'POST',
    path: '/v1/batman/fight',
    body: { attacker: { side: 'villain', henchmen: 1 + (seed % 3) }, defender: { side: 'batman', combatValue: 3 }, trials: 4000, seed },
  }),
  (seed) => ({
    kind: 'batman fight exact',
    method: 'POST',
    path: '/v1/batman/fight',
    body: { attacker: { side: 'villain', henchmen: 2 }, defender: { side: 'villain', henchmen: 1 + (seed % 4) }, method: 'exact' },
  }),
  (seed) => ({
    kind: 'asl morale check',
    method: 'POST',
    path: '/v1/asl/morale-check',
    body: { morale: 7, modifier: seed % 3, leadership: -1, trials: 4000, seed },
  }),
  (seed) => ({
    kind: 'asl morale exact',
    method: 'POST',
    path: '/v1/asl/morale-check',
    body: { morale: 6 + (seed % 3), broken: true, unit: 'leader', method: 'exact' },
  }),
  (seed) => ({
    kind: 'global defence',
    method: 'POST',
    path: '/v1/xcom/global-defense',
    body: {
      continents: [
        { name: 'North America', interceptors: 2, ufos: 1 },
        { name: 'Africa', interceptors: 1, ufos: 1 + (seed % 3) },
      ],
      trials: 4000,
      seed,
    },
  }),
  (seed) => ({
    kind: 'mission',
    method: 'POST',
    path: '/v1/xcom/mission',
    body: { soldiers: 2 + (seed % 2), tasks: [{ kind: 'objective' }, { kind: 'objective' }], trials: 4000, seed },
  }),
  (seed) => ({ kind: 'refused 400', method: 'POST', path: '/v1/xcom/research', body: { scientists: -1 - (seed % 3), cost: 3 } }),
  () => ({ kind: 'health', method: 'GET', path: '/health' }),
  research,
  (seed) => ({
    kind: 'sweep',
    method: 'POST',
    path: '/v1/sweep',
    body: {
      endpoint: '/v1/xcom/research',
      body: { cost: 3, trials: 2000, seed },
      vary: { field: 'scientists', values: [1, 2, 3] },
      probabilities: ['completed'],
    },
  }),
  (seed) => ({
    kind: 'sweep refused',
    method: 'POST',
    path: '/v1/sweep',
    body: {
      endpoint: '/v1/xcom/research',
      body: { cost: 3, seed },
      vary: { field: 'scientists', values: [1, 2] },
      probabilities: ['complete'],
    },
  }),
  (seed) => ({
    kind: 'compare',
    method: 'POST',
    path: '/v1/compare',
    body: {
      endpoint: '/v1/xcom/global-defense',
      body: {
        continents: [
          { name: 'Europe', interceptors: 1, ufos: 1 },
          { name: 'Asia', interceptors: 1, ufos: 2 },
        ],
        trials: 2000,
        seed,
      },
      variants: [
        { name: 'as deployed', set: {} },
        { name: 'Asia reinforced', set: { 'continents.1.interceptors': 2 } },
      ],
      probability: 'allCleared',
    },
  }),
  (seed) => ({
    kind: 'policy table',
    method: 'POST',
    path: '/v1/xcom/research/policies',
    body: { scientists: 2 + (seed % 2), cost: 3, trials: 2000, seed },
  }),
  (seed) => ({
    kind: 'units search',
    method: 'POST',
    path: '/v1/xcom/research/units-needed',
    body: { cost: 3, target: 0.5 + (seed % 4) / 10, method: 'exact' },
  }),
  (seed) => ({
    ...research(seed),
    kind: 'progress stream',
    accept: 'text/event-stream',
    body: { scientists: 3, cost: 4, trials: 40_000, seed },
  }),
  (seed) => ({
    kind: 'client leaves',
    method: 'POST',
    path: '/v1/xcom/research',
    // far more trials than the few milliseconds the client waits: the computation is stopped
    body: { scientists: 2, cost: 5, trials: 500_000, seed },
    leaveAfterMs: 3,
  }),
  (seed) => ({ kind: 'not found', method: 'GET', path: `/v1/xcom/nothing-${seed % 7}` }),
];

export const KINDS = [...new Set(CYCLE.map((make, i) => make(i).kind))];

/** Request `i` of the mix, with seed `seedBase + i`. */
export function mixedRequest(i: number, seedBase = 0): LoadRequest {
  const make = CYCLE[i % CYCLE.length]!;
  return make((seedBase + i) >>> 0);
}

export interface LoadCounts {
  /**
   * requests answered, by status (a 5xx with its problem's title), 'left' for those whose client
   * left on purpose, 'error' for a transport failure
   */
  statuses: Map<string, number>;
  sent: number;
  /** milliseconds of every GET /health, in order */
  healthMs: number[];
}

export const newCounts = (): LoadCounts => ({ statuses: new Map(), sent: 0, healthMs: [] });

function count(counts: LoadCounts, status: string): void {
  counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
}

function titleOf(text: string): string {
  try {
    return String((JSON.parse(text) as { title?: unknown }).title ?? '');
  } catch {
    return '';
  }
}

/** Sends one request; resolves when its answer is read (or its client has left). */
export function send(port: number, agent: Agent, r: LoadRequest, counts: LoadCounts): Promise<void> {
  counts.sent++;
  const started = performance.now();
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise<void>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.path,
        // a client that leaves closes its own connection, not one of the pool's
        agent: r.leaveAfterMs === undefined ? agent : false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(r.accept === undefined ? {} : { accept: r.accept }),
        },
      },
      (res) => {
        // a 5xx is counted with its problem's title: "503 Busy" (admission) is not "503 Service
        // Unavailable" (shedding under pressure)
        const failed = (res.statusCode ?? 0) >= 500;
        let text = '';
        if (failed) res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        else res.resume();
        res.on('end', () => {
          if (r.kind === 'health') counts.healthMs.push(performance.now() - started);
          count(counts, failed ? `${res.statusCode} ${titleOf(text)}` : String(res.statusCode));
          resolve();
        });
        res.on('error', () => {
          count(counts, 'error');
          resolve();
        });
      },
    );
    req.on('error', () => {
      count(counts, r.leaveAfterMs === undefined ? 'error' : 'left');
      resolve();
    });
    if (r.leaveAfterMs !== undefined) {
      setTimeout(() => {
        if (!req.destroyed) req.destroy();
      }, r.leaveAfterMs);
    }
    req.end(payload);
  });
}

export interface LoadPlan {
  port: number;
  /** requests in flight at once, each lane on its keep-alive connection */
  connections: number;
  /** the number of the first request (its seed is seedBase + number) */
  from: number;
  /** requests to send in all (undefined: until `until` says stop) */
  requests?: number;
  until?: () => boolean;
  seedBase?: number;
  /** most requests a second, all lanes together (undefined: as fast as the service answers) */
  ratePerS?: number;
  /** a request to send instead of request `i` of the mix, when it gives one */
  instead?: (i: number) => LoadRequest | undefined;
  counts: LoadCounts;
}

/** Runs the mix from request `from`; resolves with the number of the next request. */
export async function runLoad(plan: LoadPlan): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  let next = plan.from;
  const end = plan.requests === undefined ? Infinity : plan.from + plan.requests;
  const started = performance.now();
  const lane = async () => {
    while (next < end && !(plan.until?.() ?? false)) {
      const i = next++;
      if (plan.ratePerS !== undefined) {
        const due = started + ((i - plan.from) * 1000) / plan.ratePerS - performance.now();
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      }
      await send(plan.port, agent, plan.instead?.(i) ?? mixedRequest(i, plan.seedBase), plan.counts);
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, lane));
  agent.destroy();
  return next;
}
