/**
 * Questions built from other answers (policy tables, units needed, sweeps) ask the simulation
 * endpoints themselves, by inject: the same validation, limits and kernels as a caller gets.
 */
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { TimeLimitExceeded } from './engine/monteCarlo.js';
import type { Answer } from './odds.js';
import { HttpProblem } from './problem.js';
import { RNG_NAME, drawSeed } from './engine/random.js';
import { VERSION } from './version.js';

/** Asks `url` with `body`; a non-200 answer throws its problem, prefixed with `label`. */
export async function askEndpoint(app: FastifyInstance, url: string, body: Record<string, unknown>, label: string): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, payload: body });
  const answer = res.json();
  if (res.statusCode !== 200) {
    throw new HttpProblem(res.statusCode, answer.title ?? 'Failed', `${label}: ${answer.detail}`, answer.errors);
  }
  return answer as Answer;
}

/**
 * Asks exactly where `body.method` is "exact", falling back to Monte Carlo (same seed) for a
 * state space too large for an exact answer.
 */
export async function askExactOrSampled(app: FastifyInstance, url: string, body: Record<string, unknown>, label: string): Promise<Answer> {
  try {
    return await askEndpoint(app, url, body, label);
  } catch (err) {
    if (body.method !== 'exact' || !(err instanceof HttpProblem) || err.status !== 422) throw err;
    return askEndpoint(app, url, { ...body, method: 'monte-carlo' }, label);
  }
}

/** An XCOM task endpoint as the questions built on it read it. */
export interface TaskEndpoint {
  endpoint: string;
  /** the endpoint's probability of finishing the task, and of a loss */
  finish: string;
  loss: string;
}

/**
 * A question answered by asking an endpoint several times (a policy table, a units search, a
 * sweep): one seed for every sampled row, one time limit for the whole question (checked before
 * each row, so a question runs at most one row past it), and the answer's shared fields.
 */
export class EndpointQuestion {
  private readonly started = performance.now();
  private sampled = false;
  readonly seed: number;

  constructor(
    private readonly app: FastifyInstance,
    readonly endpoint: string,
    seed: number | undefined,
  ) {
    this.seed = seed ?? drawSeed();
  }

  /**
   * Asks the endpoint on this question's seed; where `body.method` is "exact", a row too large
   * for an exact answer is sampled instead unless `fallback` is false.
   */
  async ask(body: Record<string, unknown>, label: string, fallback = true): Promise<Answer> {
    const limit = this.app.odds.timeLimitMs;
    if (performance.now() - this.started > limit) throw new TimeLimitExceeded(limit);
    const asked = { ...body, seed: this.seed };
    const answer = await (fallback ? askExactOrSampled : askEndpoint)(this.app, this.endpoint, asked, label);
    if (answer.method !== 'exact') this.sampled = true;
    return answer;
  }

  /** The shared fields: the seed (null when every row was exact), time and engine. */
  footer() {
    return {
      seed: this.sampled ? this.seed : null,
      elapsedMs: performance.now() - this.started,
      engine: { rng: RNG_NAME, version: VERSION },
    };
  }
}
