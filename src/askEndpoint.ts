/**
 * Questions built from other answers (policy tables, units needed, sweeps) ask the simulation
 * endpoints themselves, by inject: the same validation, limits and kernels as a caller gets.
 */
import type { FastifyInstance } from 'fastify';
import type { Answer } from './odds.js';
import { HttpProblem } from './problem.js';

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
