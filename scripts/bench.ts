/**
 * `npm run bench`: speed figures measured side by side in one run, printed as rates and as
 * ratios against a reference measured on the same machine at the same moment (this machine is
 * shared, so absolute rates drift; a busy moment shows in the reference too).
 *
 * 1. raw draws: the engine's d6 (`PureRng.int`, pure-rand's uniformInt) against `Math.random`
 *    dice;
 * 2. every Monte Carlo kernel on one thread (the engine's chunk loop, inline) against the plain
 *    loop a user would write for the same tallies in its one configuration (scripts/reference/:
 *    pure-rand's uniformInt straight on the generator over the joint outcomes of a roll's dice,
 *    XCOM and Batman, or of a trial's dice, ASL; lookup tables; tallies in a Float64Array), and
 *    beside it that loop's floor (the same draws and rule, counting one outcome only). Kernel,
 *    reference and floor alternate in short rounds; each keeps its best round;
 * 3. exact answers computed each time, in process, before any worker thread starts: research,
 *    global defence of 4 continents, base defence of 3 soldiers against 2 enemies, an ASL
 *    location check (wall and CPU time per answer, warm; and wall time with the caches evicted
 *    before each, as among other requests);
 * 4. research (3 scientists, cost 3) on the worker pool against one thread;
 * 5. a 10,000,000-trial research request through the service (its answer cache off, so that
 *    each one computes), alternating with the research reference loop running the same
 *    10,000,000 trials on a worker thread per core (scripts/referenceWorker.ts), with the CPU
 *    time of each request and the process's peak resident memory; then the same request asked
 *    again of an app with its answer cache;
 * 6. the decision endpoints against their targets (`bestPlayTargets`: best play, 6 soldiers
 *    against 3 enemies of 3 hit points; `plannerTargets`: the placement planner's two boards);
 * 7. answers under load: autocannon against the service's cached answers (exact, seeded), the
 *    exact answers of 3. with the answer cache off, and a bare fastify POST route, in alternating
 *    rounds (scripts/benchHttp.ts).
 */
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { itemAt } from '../simulations/core/itemAt.js';
import type { Kernel } from '../simulations/core/kernel.js';
import { buildApp } from '../src/app.js';
import { Budget } from '../src/engine/budget.js';
import { chunkCount, runChunks } from '../src/engine/chunks.js';
import { runKernel } from '../src/engine/compute.js';
import { runExact } from '../src/engine/exactTask.js';
import { kernelByName } from '../src/engine/kernels.js';
import { PureRng, seededGenerator } from '../src/engine/random.js';
import { InlineRunner, PoolRunner } from '../src/engine/runner.js';
import { answerThroughput } from './benchHttp.js';
import { fightFloor, fightReference } from './reference/batman.js';
import { tableTrial, tabledFloor, tabledReference } from './reference/tabledTrial.js';
import {
  baseDefenseFloor,
  baseDefenseReference,
  globalFloor,
  globalReference,
  missionFloor,
  missionReference,
  orbitalFloor,
  orbitalReference,
  researchFloor,
  researchReference,
} from './reference/xcom.js';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const mps = (n: number) => `${(n / 1e6).toFixed(1)} M/s`;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

// 1. raw draws -------------------------------------------------------------------------------

function drawsPerSecond(draw: () => number, n: number): number {
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += draw();
  const s = (performance.now() - t0) / 1000;
  if (sink === -1) console.log(sink);
  return n / s;
}

const rng = new PureRng(seededGenerator(1));
let pure = 0;
let baseline = 0;
for (let i = 0; i < 3; i++) {
  pure = Math.max(
    pure,
    drawsPerSecond(() => rng.int(1, 6), 20_000_000),
  );
  baseline = Math.max(
    baseline,
    drawsPerSecond(() => Math.floor(Math.random() * 6) + 1, 20_000_000),
  );
}
console.log(`raw d6 draws        engine ${mps(pure)}   Math.random baseline ${mps(baseline)}   ratio ${(pure / baseline).toFixed(2)}`);

// 2. kernels against their reference loops ---------------------------------------------------

interface Case {
  name: string;
  kernel: string;
  params: unknown;
  /** the reference loop, or undefined when the rule has none here */
  reference?: (trials: number, seed: number) => Float64Array;
  /** the reference's floor: its draws and rule, counting one outcome only */
  floor?: (trials: number, seed: number) => number;
  /** kernels this change made faster (the others are measured, not changed here) */
  owned: boolean;
}

const standard = { threat: 1, policy: {} };
const asl = { drm: 0, fanatic: false, wounded: false, unit: 'squad' };
const cases: Case[] = [
  {
    name: 'research 3 scientists, cost 3',
    kernel: 'xcom.research',
    params: { scientists: 3, cost: 3, progress: 0, bonusDice: 0, ...standard },
    reference: researchReference,
    floor: researchFloor,
    owned: true,
  },
  {
    name: 'orbital 3 satellites, 2 UFOs',
    kernel: 'xcom.orbital-defense',
    params: { satellites: 3, ufos: 2, ...standard },
    reference: orbitalReference,
    floor: orbitalFloor,
    owned: true,
  },
  {
    name: 'global 2 continents',
    kernel: 'xcom.global-defense',
    params: {
      continents: [
        { interceptors: 2, ufos: 1 },
        { interceptors: 1, ufos: 3 },
      ],
      ...standard,
    },
    reference: globalReference,
    floor: globalFloor,
    owned: true,
  },
  {
    name: 'batman fight villain 2 v 3',
    kernel: 'batman.fight',
    params: {
      attacker: { side: 'villain', henchmen: 2 },
      defender: { side: 'villain', henchmen: 3 },
      faces: ['bat', 1, 2, 3, 4, 5],
      tie: 'invader',
      batmanBatFace: 'zero',
    },
    reference: fightReference,
    floor: fightFloor,
    owned: true,
  },
  {
    name: 'base defence 2 soldiers, Muton',
    kernel: 'xcom.base-defense',
    params: {
      soldiers: [
        { skills: [0], special: 0, elite: true },
        { skills: [1], elite: false },
      ],
      enemies: [{ hp: 2, skills: [0, 1], special: 0 }],
      ...standard,
    },
    reference: baseDefenseReference,
    floor: baseDefenseFloor,
    owned: true,
  },
  {
    name: 'mission objective + enemy',
    kernel: 'xcom.mission',
    // two plain soldiers on the card: both take the objective, then both the two-icon enemy with a bonus die
    params: {
      cards: [
        {
          soldiers: [
            { skills: [-1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: [0, 1], bonusDice: 1 }],
        },
      ],
      ...standard,
    },
    reference: missionReference,
    floor: missionFloor,
    owned: true,
  },
  {
    name: 'ASL 2MC, ML 7, leader -1',
    kernel: 'asl.morale-check',
    params: { morale: 7, broken: false, check: 'MC', modifier: 2, leadership: -1, ...asl },
    owned: true,
  },
  {
    name: 'ASL rally, woods, 8-1, 2 phases',
    kernel: 'asl.rally',
    params: { brokenMorale: 8, leadership: -1, selfRally: false, terrain: 'woods', desperation: false, phases: 2, ...asl },
    owned: true,
  },
  {
    name: 'ASL rout, 2 interdictions',
    kernel: 'asl.rout',
    params: { brokenMorale: 7, interdictions: 2, pinnedAdjacentToEnemy: true, ...asl, leader: null },
    owned: true,
  },
  {
    name: 'ASL rout with an 8-1, 2 interdictions',
    kernel: 'asl.rout',
    params: {
      brokenMorale: 7,
      interdictions: 2,
      pinnedAdjacentToEnemy: false,
      ...asl,
      leader: { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true },
    },
    owned: true,
  },
  {
    name: 'ASL rally options, 2 leaders',
    kernel: 'asl.rally-options',
    params: {
      brokenMorale: 8,
      terrain: 'building',
      desperation: false,
      phases: 1,
      options: [
        { leadership: -2, selfRally: false },
        { leadership: 0, selfRally: false },
      ],
      ...asl,
    },
    owned: true,
  },
  {
    name: 'ASL location check, leader + squad',
    kernel: 'asl.location-check',
    params: {
      units: [
        { id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1, broken: false, fanatic: false, wounded: false },
        { id: '4-6-7', kind: 'squad', morale: 7, brokenMorale: 8, leadership: 0, broken: false, fanatic: false, wounded: false },
      ],
      modifier: 1,
      drm: 0,
    },
    owned: true,
  },
];

/**
 * Seconds of the process's CPU time that `work` takes. The kernels and their references are timed
 * by it, not by the wall clock: on a shared machine the wall clock also counts the time a runnable
 * loop waits for a core, which swung their ratios two- to fivefold between runs, while CPU time
 * held them within about 10% (alternating runs of the same code). On a quiet machine the two agree
 * for a loop on one thread (before this section no worker thread runs; V8's own compiler and
 * collector threads are counted, as they work for the loop).
 */
function cpuSeconds(work: () => void): number {
  const c0 = process.cpuUsage();
  work();
  const c = process.cpuUsage(c0);
  // at least the clock's microsecond, so that a rate is never infinite
  return Math.max(1, c.user + c.system) / 1e6;
}

/** Trials per CPU-second of a kernel on one thread, through the engine's chunk loop. */
function kernelRun(kernel: Kernel<unknown>, params: unknown, trials: number): number {
  const prepared = kernel.prepare(params);
  return trials / cpuSeconds(() => runChunks(prepared, { seed: 1, from: 0, to: chunkCount(trials), trials }));
}

function referenceRun(reference: (trials: number, seed: number) => unknown, trials: number): number {
  return trials / cpuSeconds(() => reference(trials, 1));
}

type Loop = (trials: number, seed: number) => unknown;

/**
 * Alternates kernel, reference and floor in `rounds` rounds of about `roundMs` each, after `warm`
 * rounds not counted; the best of each. On this kind of machine a loop's rate swings between
 * rounds of one process (a fast loop measured 13 to 71 M trials a second, alternating, the low
 * ones at any point of a run): the first rounds run code the JIT has not finished, and a short
 * slow patch can fall on any loop. Over nine processes, the Batman fight's ratio measured best of
 * 9 after 2 warm rounds was 0.84x-1.13x; best of the first 5, warm-up counted, 0.78x-1.04x. What
 * is left of the spread is between processes (its plain loop peaked at 64 M/s in one, 76-79 in
 * the others), not between rounds.
 */
function sideBySide(c: Case, reference: Loop | undefined, floor: Loop | undefined, rounds = 9, roundMs = 80, warm = 2) {
  const kernel = kernelByName(c.kernel) as Kernel<unknown>;
  // size the rounds from a short first run (which also warms the JIT)
  const probe = kernelRun(kernel, c.params, 20_000);
  const trials = Math.max(20_000, Math.round((probe * roundMs) / 1000));
  const sized = (loop: Loop | undefined) => (loop ? Math.max(20_000, Math.round((referenceRun(loop, 20_000) * roundMs) / 1000)) : 0);
  const refTrials = sized(reference);
  const floorTrials = sized(floor);
  let k = 0;
  let r = 0;
  let f = 0;
  for (let i = 0; i < warm + rounds; i++) {
    const counted = i >= warm;
    const kr = kernelRun(kernel, c.params, trials);
    const rr = reference ? referenceRun(reference, refTrials) : 0;
    const fr = floor ? referenceRun(floor, floorTrials) : 0;
    if (!counted) continue;
    k = Math.max(k, kr);
    r = Math.max(r, rr);
    f = Math.max(f, fr);
  }
  return { kernel: k, reference: reference ? r : undefined, floor: floor ? f : undefined };
}

console.log(
  '\nkernels on one thread, against the plain loop a user would write for the same tallies (pure-rand uniformInt over the joint outcomes, lookup tables),\n' +
    'and its floor (the same draws, counting one outcome only); trials per second of CPU time, best of 9 alternating rounds after 2 warm ones',
);
console.log(
  `  ${pad('kernel', 36)}${lpad('kernel', 11)}${lpad('reference', 12)}${lpad('ratio', 8)}${lpad('floor', 11)}${lpad('of floor', 10)}`,
);
const ratios: number[] = [];
for (const c of cases) {
  let reference: Loop | undefined = c.reference;
  let floor: Loop | undefined = c.floor;
  let note = '';
  try {
    if (!reference) {
      const table = tableTrial(kernelByName(c.kernel) as Kernel<unknown>, c.params);
      if (table) {
        reference = tabledReference(table);
        floor = tabledFloor(table);
        note = `  (reference: 6^${table.dice} joint faces a trial)`;
      } else note = '  (no reference: too many dice a trial to table)';
    }
    const { kernel, reference: ref, floor: fl } = sideBySide(c, reference, floor);
    const ratio = ref === undefined ? undefined : kernel / ref;
    if (ratio !== undefined && c.owned) ratios.push(ratio);
    const ofFloor = fl === undefined ? '-' : `${(kernel / fl).toFixed(2)}x`;
    console.log(
      `${c.owned ? '*' : ' '} ${pad(c.name, 36)}${lpad(mps(kernel), 11)}${lpad(ref === undefined ? '-' : mps(ref), 12)}${lpad(ratio === undefined ? '-' : `${ratio.toFixed(2)}x`, 8)}${lpad(fl === undefined ? '-' : mps(fl), 11)}${lpad(ofFloor, 10)}${note}`,
    );
  } catch (e) {
    console.log(`  ${pad(c.name, 36)} not measured: ${(e as Error).message}`);
  }
}
console.log(`  (* kernels drawing a roll as one joint outcome; lowest of their ratios ${Math.min(...ratios).toFixed(2)}x)`);

// 3. exact answers computed each time, in process ------------------------------------------

/** An exact computation the bench times: a kernel's exact slots and summary, as a request computes them. */
interface ExactCase {
  name: string;
  kernel: string;
  params: unknown;
}

const plainSquad = { broken: false, fanatic: false, wounded: false };
const exactCases: ExactCase[] = [
  { name: 'research 3 scientists, cost 3', kernel: 'xcom.research', params: itemAt(cases, 0).params },
  {
    name: 'global defence, 4 continents',
    kernel: 'xcom.global-defense',
    params: {
      continents: [
        { interceptors: 2, ufos: 1 },
        { interceptors: 1, ufos: 3 },
        { interceptors: 2, ufos: 2 },
        { interceptors: 3, ufos: 2 },
      ],
      ...standard,
    },
  },
  {
    name: 'base defence, 3 soldiers v 2 enemies',
    kernel: 'xcom.base-defense',
    params: {
      soldiers: [
        { skills: [0], special: 0, elite: true },
        { skills: [1], elite: false },
        { skills: [2], elite: false },
      ],
      enemies: [
        { hp: 2, skills: [0, 1], special: 0 },
        { hp: 1, skills: [2] },
      ],
      ...standard,
    },
  },
  {
    name: 'ASL location check, leader + 2 squads',
    kernel: 'asl.location-check',
    params: {
      units: [
        { ...plainSquad, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
        { ...plainSquad, id: 'a', kind: 'squad', morale: 7, brokenMorale: 8, leadership: 0 },
        { ...plainSquad, id: 'b', kind: 'squad', morale: 6, brokenMorale: 6, leadership: 0, broken: true },
      ],
      modifier: 1,
      drm: 0,
    },
  },
];

/**
 * The exact tasks of a case in turn, each with a parameters object of its own, as the service
 * parses one for every request: a kernel remembers the layout of the last object it laid out
 * (core/lastLayout.ts), which one object asked again and again would find every time.
 */
function exactTasks(c: ExactCase): () => { kernel: string; params: unknown; states: number; summary: boolean } {
  const tasks = Array.from({ length: 16 }, () => ({
    kernel: c.kernel,
    params: JSON.parse(JSON.stringify(c.params)) as unknown,
    states: 10_000_000,
    summary: true,
  }));
  let i = 0;
  return () => tasks[i++ % tasks.length]!; // a remainder of the list's length
}

/**
 * Microseconds per exact computation (its summary written too), over rounds of about `ms`
 * milliseconds: the best round's wall time, and its CPU time (the process's: the JIT and the
 * garbage collector's threads included). Measured before any worker thread is started.
 */
function exactMicroseconds(c: ExactCase, ms = 150): { wall: number; cpu: number } {
  const next = exactTasks(c);
  // warmed for 0.3 s, to a steady state: after 20 runs V8 was still compiling (the location
  // check then measured 106-108 us of wall time and 173-200 of CPU, against 56 and 56 once warm)
  for (const t0 = performance.now(); performance.now() - t0 < 300; ) runExact(next());
  let wall = Infinity;
  let cpu = Infinity;
  for (let r = 0; r < 3; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < ms) {
      runExact(next());
      n++;
    }
    const used = process.cpuUsage(c0);
    wall = Math.min(wall, ((performance.now() - t0) * 1000) / n);
    cpu = Math.min(cpu, (used.user + used.system) / n);
  }
  return { wall, cpu };
}

/**
 * Touched one cache line at a time before each cold computation: 32 MB, past the L2 caches of
 * the machine's two cores and its share of the L3, so that a computation finds its code and
 * data as an answer among other requests does, not as a loop of its own leaves them. Its cost
 * grows with the bytes touched up to about this and no further (docs/performance.md), and
 * there it is near what a computed answer adds under load.
 */
const evicted = new Float64Array((32 << 20) / 8);

/** Touches every line of `evicted` (their sum, so that no loop is dropped). */
function evictCaches(): number {
  let sum = 0;
  for (let i = 0; i < evicted.length; i += 8) sum += evicted[i]!++; // i below the length
  return sum;
}

/**
 * Microseconds of wall time per exact computation with the caches evicted before each (the
 * eviction not counted): the median of 3 rounds of `runs` computations, after the warm rounds.
 */
function coldMicroseconds(c: ExactCase, runs = 200): number {
  const next = exactTasks(c);
  const rounds: number[] = [];
  let touched = 0;
  for (let r = 0; r < 3; r++) {
    let ms = 0;
    for (let i = 0; i < runs; i++) {
      touched += evictCaches();
      const task = next();
      const t0 = performance.now();
      runExact(task);
      ms += performance.now() - t0;
    }
    rounds.push((ms * 1000) / runs);
  }
  if (!(touched > 0)) throw new Error('the caches were not evicted');
  return rounds.sort((a, b) => a - b)[1]!; // three rounds
}

console.log(
  "\nexact answers computed each time, in process (the kernel's exact method and the summary; warm: best of 3 rounds after 0.3 s of warm-up; caches evicted: 32 MB touched before each, median of 3 rounds of 200)",
);
console.log(`  ${pad('answer', 40)}${lpad('wall', 10)}${lpad('CPU', 10)}${lpad('caches evicted', 18)}`);
for (const c of exactCases) {
  const { wall, cpu } = exactMicroseconds(c);
  const cold = coldMicroseconds(c);
  console.log(
    `  ${pad(c.name, 40)}${lpad(`${wall.toFixed(0)} us`, 10)}${lpad(`${cpu.toFixed(0)} us`, 10)}${lpad(`${cold.toFixed(0)} us`, 18)}`,
  );
}

// 4. the worker pool ---------------------------------------------------------------------------

const research = itemAt(cases, 0);
const researchKernel = kernelByName(research.kernel) as Kernel<unknown>;
const inline = new InlineRunner();
const pool = new PoolRunner();
async function trialsPerSecond(runner: InlineRunner | PoolRunner, trials: number): Promise<number> {
  const t0 = performance.now();
  const budget = new Budget({ timeLimitMs: 600_000, trials, exactStates: 0 });
  await runKernel({ inline: runner, pool: runner }, budget, researchKernel, research.params, {
    method: 'monte-carlo',
    trials,
    seed: 1,
    z: 1.96,
  });
  return trials / ((performance.now() - t0) / 1000);
}
const T = 4_000_000;
await trialsPerSecond(pool, T); // warm the workers' JIT
let one = 0;
let many = 0;
for (let i = 0; i < 3; i++) {
  one = Math.max(one, await trialsPerSecond(inline, T));
  many = Math.max(many, await trialsPerSecond(pool, T));
}
await pool.close();
console.log(
  `\nresearch trials      one thread ${mps(one)}   pool of ${pool.threads} ${mps(many)}   speed-up ${(many / one).toFixed(2)}x   (${chunkCount(T)} chunks)`,
);

// 5. the service end to end ------------------------------------------------------------------

/** The research reference loop on `threads` worker threads at once: wall time for `trials` in all. */
class ReferenceOnAllCores {
  private readonly workers: Worker[];
  constructor(readonly threads: number) {
    this.workers = Array.from({ length: threads }, () => new Worker(new URL('./referenceWorker.js', import.meta.url)));
  }
  async run(trials: number): Promise<number> {
    const t0 = performance.now();
    await Promise.all(
      this.workers.map((w) => {
        const done = once(w, 'message');
        w.postMessage(Math.ceil(trials / this.threads));
        return done;
      }),
    );
    return performance.now() - t0;
  }
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

// the answer cache off: every request computes (the same request asked again is timed below)
const app = await buildApp({ answerCache: { maxBytes: 0 } });
await app.ready();
const cores = availableParallelism();
const referencePool = new ReferenceOnAllCores(cores);
const body = { scientists: 3, cost: 3, seed: 1, trials: 10_000_000 };
await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body }); // warm-up
await referencePool.run(body.trials);
const before = process.memoryUsage().rss;
peak = before;
const times: number[] = [];
const cpu: number[] = [];
const refTimes: number[] = [];
for (let i = 0; i < 3; i++) {
  refTimes.push(await referencePool.run(body.trials));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body });
  if (res.statusCode !== 200) throw new Error(res.body);
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
clearInterval(sampler);
await referencePool.close();
await app.close();

// the same request on an app with its answer cache: computed once, then answered from the cache
const cachedApp = await buildApp();
await cachedApp.ready();
const cachedTimes: number[] = [];
let firstBody = '';
for (let i = 0; i < 8; i++) {
  const t0 = performance.now();
  const res = await cachedApp.inject({ method: 'POST', url: '/v1/xcom/research', payload: body });
  cachedTimes.push(performance.now() - t0);
  if (i === 0) firstBody = res.body;
  else if (res.body !== firstBody) throw new Error('a cached answer differs from the computed one');
}
await cachedApp.close();
const median = (xs: number[]) =>
  itemAt(
    [...xs].sort((a, b) => a - b),
    Math.floor(xs.length / 2),
  );
const list = (xs: number[]) => xs.map((t) => t.toFixed(0)).join(', ');
const fine = (xs: number[]) => xs.map((t) => t.toFixed(2)).join(', ');
console.log(
  `\nservice, 10M research trials   median ${median(times).toFixed(0)} ms (${list(times)}; CPU ${list(cpu)} ms)\n` +
    `  reference loop, the same 10M trials on ${cores} threads, alternating: median ${median(refTimes).toFixed(0)} ms (${list(refTimes)})\n` +
    `  reference time / service time ${(median(refTimes) / median(times)).toFixed(2)}\n` +
    `  peak RSS while they ran ${(peak / 2 ** 20).toFixed(0)} MB, ${((peak - before) / 2 ** 20).toFixed(0)} MB above the RSS before the first request\n` +
    `  the same request with the answer cache on: ${itemAt(cachedTimes, 0).toFixed(0)} ms computed, then from the cache in ${fine([median(cachedTimes.slice(1))])} ms (median of ${cachedTimes.length - 1}; ${fine(cachedTimes.slice(1))}), the same bytes`,
);

// 6. the decision endpoints' targets ------------------------------------------------------------

/** A timed request with its target: the bench prints its time beside the target. */
interface DecisionTarget {
  name: string;
  url: string;
  body: unknown;
  targetMs: number;
}

/**
 * The best-play endpoint's target: 6 soldiers against 3 enemies of 3 hit points, under 1 s.
 */
function bestPlayTargets(): DecisionTarget[] {
  const icons = ['assault', 'heavy', 'sniper', 'support'] as const;
  return [
    {
      name: 'best play, 6 soldiers v 3 enemies of 3 hp',
      url: '/v1/xcom/base-defense/best',
      body: {
        soldiers: Array.from({ length: 6 }, (_, i) => ({ skills: [icons[i % 4], icons[(i + 1) % 4]] })),
        enemies: ['Sectoid', 'Muton', 'Floater'].map((name, i) => ({ name, hp: 3, skills: [icons[i % 4], icons[(i + 1) % 4]] })),
        method: 'exact',
      },
      targetMs: 1000,
    },
  ];
}

/**
 * The placement planner's targets: a board with 4 interceptors to place under 100 ms, a large
 * board under 5 s.
 */
function plannerTargets(): DecisionTarget[] {
  return [
    { name: "planner, the issue's board (4 interceptors)", url: '/v1/xcom/round/plans', body: plansExample, targetMs: 100 },
    { name: 'planner, 8 interceptors, 6 continents, ...', url: '/v1/xcom/round/plans', body: plansLarge, targetMs: 5000 },
    // the same board ranked by objectives of the soldiers: the base's red space, every mission completed
    {
      name: 'planner, the same, redSpaceReached',
      url: '/v1/xcom/round/plans',
      body: { ...plansLarge, objective: { name: 'redSpaceReached', direction: 'min' } },
      targetMs: 5000,
    },
    {
      name: 'planner, the same, allMissionsCompleted',
      url: '/v1/xcom/round/plans',
      body: { ...plansLarge, objective: { name: 'allMissionsCompleted', direction: 'max' } },
      targetMs: 5000,
    },
    // the missions by their best play (solved card by card: docs/planner.md)
    {
      name: 'planner, the same, play "best"',
      url: '/v1/xcom/round/plans',
      body: { ...plansLarge, objective: { name: 'allMissionsCompleted', direction: 'max' }, play: 'best' },
      targetMs: 5000,
    },
  ];
}

const plansExample = {
  money: 6,
  continents: [
    { name: 'North America', panic: 2, ufos: 1 },
    { name: 'Europe', panic: 1, ufos: 1 },
    { name: 'Africa', panic: 3, ufos: 2 },
  ],
  panicTrackEnd: 5,
  orbit: { ufos: 2 },
  pool: { interceptors: 4, satellites: 2 },
};
const plansLarge = {
  money: 10,
  continents: [
    { name: 'North America', panic: 2, ufos: 1 },
    { name: 'South America', panic: 1, ufos: 2 },
    { name: 'Europe', panic: 3, ufos: 1 },
    { name: 'Africa', panic: 3, ufos: 2 },
    { name: 'Asia', panic: 1, ufos: 1 },
    { name: 'Oceania', panic: 2, ufos: 0 },
  ],
  panicTrackEnd: 5,
  orbit: { ufos: 3 },
  research: [
    { name: 'Laser Weapons', scientists: 0, cost: 2 },
    { name: 'Alien Materials', scientists: 0, cost: 3 },
    { name: 'Interrogation', scientists: 0, cost: 1 },
  ],
  base: { enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'] }], damage: 1, redSpace: 3 },
  missions: [
    { name: 'Crash Site', soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
    { name: 'Terror', soldiers: 0, tasks: [{ kind: 'objective' }] },
  ],
  pool: {
    interceptors: 8,
    satellites: 4,
    scientists: 6,
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
      { name: 'Lin', skills: ['sniper', 'support'] },
      { name: 'Moreau', skills: ['assault'] },
      { name: 'Kane', skills: ['support'] },
      { name: 'Ito', skills: ['heavy', 'sniper'] },
    ],
  },
};

const decisions = [...bestPlayTargets(), ...plannerTargets()];
console.log('\ndecision endpoints against their targets (answer cache off; median of 3)');
{
  const decisionApp = await buildApp({ answerCache: { maxBytes: 0 } });
  await decisionApp.ready();
  for (const d of decisions) {
    const ms: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await decisionApp.inject({ method: 'POST', url: d.url, payload: d.body as object });
      ms.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${d.name}: ${res.statusCode} ${res.body}`);
    }
    const m = median(ms);
    console.log(`  ${pad(d.name, 40)}${lpad(`${m.toFixed(0)} ms`, 10)}  target ${d.targetMs} ms  ${m <= d.targetMs ? 'met' : 'NOT met'}`);
  }
  await decisionApp.close();
}

// 6b. the pages: a form's change to its exact answer on the page --------------------------------

/**
 * What a player waits for after changing a form: the form's GET (the server's 303 to the
 * canonical address), then the whole page with its exact answer, over HTTP on loopback, the
 * answer cache off. Target: 300 ms.
 */
const pageQuestions: Array<{ name: string; form: string }> = [
  { name: 'research (3 scientists, cost 3)', form: '/play/xcom/research?_form=1&scientists=3&cost=3' },
  {
    name: 'base defence, 2 soldiers v a Muton',
    form: '/play/xcom/base-defense?_form=1&soldiers.0.name=Vasquez&soldiers.0.skills=assault&soldiers.0.special=assault&soldiers.0.elite=true&soldiers.1.name=Okafor&soldiers.1.skills=heavy&enemies.0.name=Muton&enemies.0.hp=2&enemies.0.skills=assault&enemies.0.skills=heavy&enemies.0.special=assault',
  },
  { name: 'ASL 2MC, ML 7, leader -1', form: '/play/asl/morale-check?_form=1&morale=7&modifier=2&leadership=-1' },
  {
    name: 'Batman fight, 3 henchmen v Batman 4',
    form: '/play/batman/fight?_form=1&attacker.side=villain&attacker.henchmen=3&defender.side=batman&defender.combatValue=4',
  },
];
console.log('\npages: a form changed to its exact answer shown (HTTP on loopback, the 303 and the page; answer cache off; median of 5)');
{
  const pageApp = await buildApp({ answerCache: { maxBytes: 0 }, rateLimit: false });
  const origin = await pageApp.listen({ port: 0, host: '127.0.0.1' });
  for (const p of pageQuestions) {
    const ms: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const res = await fetch(`${origin}${p.form}`);
      const page = await res.text();
      ms.push(performance.now() - t0);
      if (res.status !== 200 || !page.includes('data-method="exact"'))
        throw new Error(`${p.name}: ${res.status}, no exact answer on the page`);
    }
    const m = median(ms.slice(1));
    console.log(`  ${pad(p.name, 40)}${lpad(`${m.toFixed(0)} ms`, 10)}  target 300 ms  ${m <= 300 ? 'met' : 'NOT met'}`);
  }
  await pageApp.close();
}

// 7. answers under load ------------------------------------------------------------------------

const http = await answerThroughput();
console.log(
  `\nanswers under load: autocannon, ${http.connections} connections, ${http.rounds} alternating rounds of ${http.seconds} s (servers in child processes; medians)\n` +
    `  ${pad('answer', 42)}${lpad('req/s', 9)}${lpad('ratio', 8)}${lpad('CPU/answer', 13)}${lpad('ratio', 8)}${lpad('latency', 10)}`,
);
for (const f of http.figures) {
  console.log(
    `  ${pad(f.target.name, 42)}${lpad(fmt(f.rps), 9)}${lpad(`${f.rpsRatio.toFixed(2)}x`, 8)}${lpad(`${f.cpuPerAnswerUs.toFixed(0)} us`, 13)}${lpad(`${f.cpuRatio.toFixed(2)}x`, 8)}${lpad(`${f.latencyMs.toFixed(2)} ms`, 10)}${f.bad ? `  (${f.bad} failed)` : ''}`,
  );
}
console.log("  (ratios against the bare route in the same round: its req/s over bare's, and bare's CPU per answer over its)");
