/**
 * Sweeps: one simulation endpoint asked once per value of one field, every row on the same seed
 * (common random numbers, so that rows differ by the field and not by the luck of the draw).
 * Each row goes through the endpoint itself (validation, limits, answer): see askEndpoint.ts.
 */
import type { FastifyInstance } from 'fastify';
import { EndpointQuestion } from './askEndpoint.js';
import type { Answer } from './odds.js';
import { HttpProblem, type FieldError } from './problem.js';
import { MAX_TRIALS } from './schemas/common.js';

export const MAX_SWEEP_VALUES = 50;
const DEFAULT_TRIALS = 100_000;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type SweepValue = number | string | boolean;

export interface SweepRequest {
  endpoint: string;
  body: Record<string, unknown>;
  vary: { field: string; values: SweepValue[] };
  probabilities?: string[];
}

/** Sets `path` ("policy.stopAtThreat", "continents.0.ufos") in a copy of `body`. */
export function withField(body: Record<string, unknown>, path: string[], value: SweepValue): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

function fieldPath(field: string): string[] {
  const parts = field.split('.');
  if (parts.some((p) => !/^[A-Za-z0-9_]+$/.test(p) || FORBIDDEN.has(p))) {
    throw new HttpProblem(400, 'Invalid request', `body.vary.field: "${field}" is not a dotted field path`, [
      { path: 'body.vary.field', message: 'a dotted path of field names and list indices, such as "policy.stopAtThreat"' },
    ]);
  }
  if (parts[0] === 'seed') {
    throw new HttpProblem(400, 'Invalid request', 'body.vary.field: a sweep keeps one seed for every row', [
      { path: 'body.vary.field', message: 'the seed cannot be varied: every row uses the same seed' },
    ]);
  }
  return parts;
}

/** Maps a row's error paths into the sweep's body: the varied field points at its value. */
function rowErrors(errors: FieldError[] | undefined, field: string, index: number): FieldError[] {
  return (errors ?? []).map((e) => ({
    path: e.path === `body.${field}` ? `body.vary.values.${index}` : e.path.replace(/^body/, 'body.body'),
    message: e.message,
  }));
}

export async function sweep(app: FastifyInstance, req: SweepRequest) {
  if (!app.odds.endpoints.has(req.endpoint)) {
    const known = [...app.odds.endpoints].sort().join(', ');
    throw new HttpProblem(400, 'Invalid request', `body.endpoint: not a simulation endpoint`, [
      { path: 'body.endpoint', message: `must be one of ${known}` },
    ]);
  }
  const path = fieldPath(req.vary.field);
  const trialsOf = (v: SweepValue): number => {
    const n = path.length === 1 && path[0] === 'trials' ? Number(v) : Number(req.body.trials ?? DEFAULT_TRIALS);
    return Number.isFinite(n) ? n : 0; // a bad trials value is the row's own 400
  };
  const total = req.vary.values.reduce((sum: number, v) => sum + trialsOf(v), 0);
  if (req.body.method !== 'exact' && total > MAX_TRIALS) {
    throw new HttpProblem(400, 'Invalid request', `a sweep runs at most ${MAX_TRIALS} trials in all (this one: ${total})`, [
      { path: 'body.body.trials', message: `rows x trials must be at most ${MAX_TRIALS}` },
    ]);
  }
  const question = new EndpointQuestion(app, req.endpoint, typeof req.body.seed === 'number' ? req.body.seed : undefined);
  const rows = [];
  for (const [i, value] of req.vary.values.entries()) {
    let row: Answer;
    try {
      row = await question.ask(withField(req.body, path, value), `row ${i} (${req.vary.field} = ${JSON.stringify(value)})`, false);
    } catch (err) {
      if (err instanceof HttpProblem) throw new HttpProblem(err.status, err.title, err.message, rowErrors(err.errors, req.vary.field, i));
      throw err;
    }
    const probabilities = req.probabilities
      ? Object.fromEntries(req.probabilities.filter((n) => n in row.probabilities).map((n) => [n, row.probabilities[n]]))
      : row.probabilities;
    rows.push({ value, trials: row.trials, probabilities, expectations: row.expectations });
  }
  const method = req.body.method === 'exact' ? ('exact' as const) : ('monte-carlo' as const);
  return { endpoint: req.endpoint, field: req.vary.field, method, seed: method === 'exact' ? null : question.seed, rows };
}
