/**
 * Answers one odds request: runs a kernel by Monte Carlo or exactly, and wraps the summary in
 * the fields every answer shares (API.md). Route handlers call `computeOdds` and shape nothing
 * but their own nested parts.
 */
import { performance } from 'node:perf_hooks';
import { TooLarge, type Kernel } from '../simulations/core/kernel.js';
import type { Rational } from '../simulations/core/rational.js';
import type { Admission } from './engine/admission.js';
import { exactSlots } from './engine/exactTask.js';
import { monteCarlo } from './engine/monteCarlo.js';
import { HttpProblem } from './problem.js';
import { RNG_NAME, drawSeed } from './engine/random.js';
import type { ChunkRunner } from './engine/runner.js';
import type { SimulationFields } from './schemas/common.js';
import { zFor } from './engine/stats.js';
import { summarizeCounts, summarizeExact, type Summary } from './engine/summary.js';
import { VERSION } from './version.js';

export interface OddsContext {
  inline: ChunkRunner;
  pool: ChunkRunner;
  timeLimitMs: number;
  /** states an exact computation may visit */
  exactStates: number;
  /** the paths of the simulation endpoints (filled as routes register; sweeps may call them) */
  endpoints: Set<string>;
  /** bounds the computations in flight */
  admission: Admission;
}

export interface Answer extends Summary {
  method: 'monte-carlo' | 'exact';
  trials: number;
  seed: number | null;
  confidence: number;
  elapsedMs: number;
  engine: { rng: string; version: string };
}

/**
 * Runs an exact computation on the pool (the event loop stays free), within the request's time
 * limit: a computation that cannot finish in time is as good as too large (422).
 */
async function exactOffThread(ctx: OddsContext, kernel: string, params: unknown): Promise<Rational[]> {
  const signal = AbortSignal.timeout(ctx.timeLimitMs);
  try {
    return exactSlots(await ctx.pool.exact({ kernel, params, states: ctx.exactStates }, signal));
  } catch (err) {
    if (signal.aborted) throw new TooLarge(ctx.exactStates, `the exact computation did not finish within the ${ctx.timeLimitMs} ms time limit`);
    throw err;
  }
}

export function computeOdds<P>(ctx: OddsContext, kernel: Kernel<P>, params: P, request: SimulationFields): Promise<Answer> {
  return ctx.admission.run(() => compute(ctx, kernel, params, request));
}

async function compute<P>(ctx: OddsContext, kernel: Kernel<P>, params: P, request: SimulationFields): Promise<Answer> {
  const started = performance.now();
  const engine = { rng: RNG_NAME, version: VERSION };
  if (request.method === 'exact') {
    if (!kernel.exact) {
      throw new HttpProblem(422, 'No exact answer', 'this endpoint has no exact method; use "monte-carlo"');
    }
    const acc = await exactOffThread(ctx, kernel.name, params);
    const summary = summarizeExact(kernel.prepare(params).tally, acc);
    const elapsedMs = performance.now() - started;
    return { method: 'exact', trials: 0, seed: null, confidence: request.confidence, elapsedMs, engine, ...summary };
  }
  const seed = request.seed ?? drawSeed();
  const z = zFor(request.confidence);
  const run = await monteCarlo(
    kernel,
    params,
    { trials: request.trials, seed, z, precision: request.precision, timeLimitMs: ctx.timeLimitMs },
    ctx.inline,
    ctx.pool,
  );
  const summary = summarizeCounts(run.tally, run.acc, run.trials, z);
  const elapsedMs = performance.now() - started;
  return { method: 'monte-carlo', trials: run.trials, seed, confidence: request.confidence, elapsedMs, engine, ...summary };
}
