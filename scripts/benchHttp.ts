/**
 * Answer throughput for `npm run bench`: autocannon (run here, in the bench's process) against
 * servers in child processes (scripts/benchServer.ts), all started at once and loaded in turn,
 * in short alternating rounds, so that a busy moment of this shared machine falls on each of
 * them alike: the service's cached answers (an exact answer and a seeded Monte Carlo one), the
 * exact answers computed every time (the answer cache off: research, global defence of 4
 * continents, base defence of 3 soldiers against 2 enemies, an ASL location check; and research asked
 * a new question each time, `RESEARCH_QUESTIONS`), and a bare fastify POST route
 * answering a small JSON body. Each figure is the median over the rounds; each ratio is the
 * median of the rounds' ratios (each round's figure against the bare route's in the same round).
 * Beside requests per second, the server's CPU time per answer (user + system, read from the
 * server process around each round): a steadier figure on a machine whose load changes.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { itemAt } from '../simulations/core/itemAt.js';

type Kind = 'service' | 'uncached' | 'bare';

export interface Target {
  name: string;
  kind: Kind;
  path: string;
  body: unknown;
  /** when given, each request asks the next of these bodies instead of `body` */
  bodies?: readonly unknown[];
}

export interface Figure {
  target: Target;
  /** median requests per second over the rounds */
  rps: number;
  /** median server CPU microseconds per answer */
  cpuPerAnswerUs: number;
  /** median of the rounds' mean latency, milliseconds (10 connections waiting in turn) */
  latencyMs: number;
  /** median over rounds of (this rps / bare rps) and (bare CPU / this CPU) */
  rpsRatio: number;
  cpuRatio: number;
  /** answers that were not 2xx, and connection errors, in all rounds */
  bad: number;
}

export const EXACT_RESEARCH_BODY = { scientists: 3, cost: 3, method: 'exact' };
export const SEEDED_GLOBAL_BODY = {
  continents: [
    { name: 'North America', interceptors: 2, ufos: 1 },
    { name: 'Africa', interceptors: 1, ufos: 3 },
  ],
  seed: 7,
};
/** Global defence of 4 continents, exact. */
export const EXACT_GLOBAL_BODY = {
  continents: [
    { name: 'North America', interceptors: 2, ufos: 1 },
    { name: 'Africa', interceptors: 1, ufos: 3 },
    { name: 'Europe', interceptors: 2, ufos: 2 },
    { name: 'Asia', interceptors: 3, ufos: 2 },
  ],
  method: 'exact',
};
/** Base defence, 3 soldiers against 2 enemies, exact. */
export const EXACT_BASE_BODY = {
  soldiers: [{ skills: ['assault'], special: 'assault', elite: true }, { skills: ['heavy'] }, { skills: ['sniper'] }],
  enemies: [
    { name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
    { name: 'Sectoid', hp: 1, skills: ['sniper'] },
  ],
  method: 'exact',
};
/** An ASL location check: a leader and two squads (one broken) under a 1MC, exact. */
export const EXACT_LOCATION_BODY = {
  units: [
    { id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
    { id: 'a', kind: 'squad', morale: 7, brokenMorale: 8 },
    { id: 'b', kind: 'squad', morale: 6, brokenMorale: 6, broken: true },
  ],
  modifier: 1,
  drm: 0,
  method: 'exact',
};

/**
 * Research questions a planning tool might ask one after another, all different: 4,860 bodies
 * (scientists, cost, bonus dice, threat, a roll cap), more than the service remembers costs
 * for (1,000), so that each one asked is new to it: neither its answer nor its cost is known.
 */
export const RESEARCH_QUESTIONS: unknown[] = [];
for (let scientists = 1; scientists <= 6; scientists++)
  for (let cost = 1; cost <= 5; cost++)
    for (let bonusDice = 0; bonusDice <= 2; bonusDice++)
      for (let threat = 1; threat <= 6; threat++)
        for (let maxRolls = 1; maxRolls <= 9; maxRolls++)
          RESEARCH_QUESTIONS.push({ scientists, cost, bonusDice, threat, policy: { maxRolls }, method: 'exact' });

export const TARGETS: Target[] = [
  { name: 'exact research, cached', kind: 'service', path: '/v1/xcom/research', body: EXACT_RESEARCH_BODY },
  { name: 'seeded global defence, cached', kind: 'service', path: '/v1/xcom/global-defense', body: SEEDED_GLOBAL_BODY },
  { name: 'exact research, computed each time', kind: 'uncached', path: '/v1/xcom/research', body: EXACT_RESEARCH_BODY },
  {
    name: 'exact research, a new question each time',
    kind: 'uncached',
    path: '/v1/xcom/research',
    body: EXACT_RESEARCH_BODY,
    bodies: RESEARCH_QUESTIONS,
  },
  { name: 'exact global (4), computed each time', kind: 'uncached', path: '/v1/xcom/global-defense', body: EXACT_GLOBAL_BODY },
  { name: 'exact base (3 v 2), computed each time', kind: 'uncached', path: '/v1/xcom/base-defense', body: EXACT_BASE_BODY },
  { name: 'exact location check, computed each time', kind: 'uncached', path: '/v1/asl/location-check', body: EXACT_LOCATION_BODY },
  { name: 'bare fastify POST, small JSON', kind: 'bare', path: '/echo', body: EXACT_RESEARCH_BODY },
];

interface Server {
  port: number;
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `benchServer.js <kind>` and waits for the port it listens on. */
async function startServer(kind: Kind): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('./benchServer.js', import.meta.url)), kind], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    port,
    async cpu() {
      const reply = once(child, 'message');
      child.send('cpu');
      const [usage] = (await reply) as [{ user: number; system: number }];
      return usage.user + usage.system;
    },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Where each target's list of bodies goes on from, across rounds (a body is never asked twice in a row). */
const nextBody = new Map<Target, number>();

async function load(server: Server, target: Target, seconds: number, connections: number) {
  const bodies = target.bodies?.map((b) => JSON.stringify(b));
  const cpu0 = await server.cpu();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${target.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.body),
    connections,
    duration: seconds,
    ...(bodies === undefined
      ? {}
      : {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => {
                const i = nextBody.get(target) ?? 0;
                nextBody.set(target, (i + 1) % bodies.length);
                return { ...request, body: bodies[i] };
              },
            },
          ],
        }),
  });
  const cpu = (await server.cpu()) - cpu0;
  return {
    rps: result.requests.average,
    latencyMs: result.latency.average,
    cpuPerAnswerUs: cpu / Math.max(1, result.requests.total),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** The median of a list of rounds (none: a RangeError, there is no figure to give). */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? itemAt(s, (s.length - 1) / 2) : (itemAt(s, s.length / 2 - 1) + itemAt(s, s.length / 2)) / 2;
};

/** What one round of load measured on one target. */
interface Round {
  rps: number;
  latencyMs: number;
  cpuPerAnswerUs: number;
  bad: number;
}

/** Warms every target for a second, then measures `rounds` rounds of `seconds` each, in turn. */
export async function answerThroughput(rounds = 5, seconds = 2, connections = 10, targets = TARGETS) {
  const kinds = [...new Set(targets.map((t) => t.kind))];
  const servers = new Map<Kind, Server>();
  try {
    for (const kind of kinds) servers.set(kind, await startServer(kind));
    for (const t of targets) await load(servers.get(t.kind)!, t, 1, connections);
    const runs = targets.map((target) => ({ target, rounds: [] as Round[] }));
    for (let r = 0; r < rounds; r++) {
      for (const run of runs) run.rounds.push(await load(servers.get(run.target.kind)!, run.target, seconds, connections));
    }
    // every ratio is to bare fastify measured in the same round
    const bare = runs.find((run) => run.target.kind === 'bare')?.rounds;
    if (bare === undefined) throw new Error('no bare fastify target to measure the others against');
    const figures: Figure[] = runs.map(({ target, rounds: mine }) => ({
      target,
      rps: median(mine.map((x) => x.rps)),
      cpuPerAnswerUs: median(mine.map((x) => x.cpuPerAnswerUs)),
      latencyMs: median(mine.map((x) => x.latencyMs)),
      rpsRatio: median(mine.map((x, r) => x.rps / itemAt(bare, r).rps)),
      cpuRatio: median(mine.map((x, r) => itemAt(bare, r).cpuPerAnswerUs / x.cpuPerAnswerUs)),
      bad: mine.reduce((n, x) => n + x.bad, 0),
    }));
    return { figures, rounds, seconds, connections };
  } finally {
    for (const s of servers.values()) await s.stop();
  }
}
