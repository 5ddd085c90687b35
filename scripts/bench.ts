/**
 * `npm run bench`: speed figures measured side by side in one run, reported as rates and as
 * ratios against a baseline on the same machine at the same moment.
 *
 * 1. raw draws: the engine's d6 (`PureRng.int`, pure-rand's uniformInt) against `Math.random`
 *    dice (the baseline);
 * 2. research kernel (3 scientists, cost 3): trials per second inline (one thread) and on the
 *    worker pool, and the pool's speed-up;
 * 3. the service end to end: a 10,000,000-trial research request through the app, its time,
 *    and the process's peak resident memory while it runs.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { Deadline } from '../src/engine/budget.js';
import { chunkCount } from '../src/engine/chunks.js';
import { monteCarlo } from '../src/engine/monteCarlo.js';
import { PureRng, seededGenerator } from '../src/engine/random.js';
import { InlineRunner, PoolRunner } from '../src/engine/runner.js';
import { researchTask } from '../simulations/xcom/researchTask.js';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

function best(runs: number, fn: () => number): number {
  let top = 0;
  for (let i = 0; i < runs; i++) top = Math.max(top, fn());
  return top;
}

function drawsPerSecond(draw: () => number, n: number): number {
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += draw();
  const s = (performance.now() - t0) / 1000;
  if (sink === -1) console.log(sink);
  return n / s;
}

const N = 50_000_000;
const rng = new PureRng(seededGenerator(1));
const pure = best(3, () => drawsPerSecond(() => rng.int(1, 6), N));
const baseline = best(3, () => drawsPerSecond(() => Math.floor(Math.random() * 6) + 1, N));
console.log(`raw d6 draws/s       engine ${fmt(pure)}   Math.random baseline ${fmt(baseline)}   ratio ${(pure / baseline).toFixed(2)}`);

const params = { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} };
const inline = new InlineRunner();
const pool = new PoolRunner();
async function trialsPerSecond(runner: InlineRunner | PoolRunner, trials: number): Promise<number> {
  const t0 = performance.now();
  await monteCarlo(researchTask, params, { trials, seed: 1, z: 1.96, deadline: new Deadline(600_000) }, runner, runner);
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
console.log(`research trials/s    one thread ${fmt(one)}   pool of ${pool.threads} ${fmt(many)}   speed-up ${(many / one).toFixed(2)}x   (${chunkCount(T)} chunks)`);

const app = await buildApp();
await app.ready();
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const body = { scientists: 3, cost: 3, seed: 1, trials: 10_000_000 };
await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body }); // warm-up
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body });
  if (res.statusCode !== 200) throw new Error(res.body);
  times.push(performance.now() - t0);
}
clearInterval(sampler);
await app.close();
times.sort((a, b) => a - b);
console.log(`service, 10M trials  median ${times[1].toFixed(0)} ms (of 3)   peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`);
