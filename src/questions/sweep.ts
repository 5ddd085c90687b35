/**
 * Sweeps: one simulation endpoint asked once per value of one field, every row on the same seed
 * (common random numbers, so that rows differ by the field and not by the luck of the draw).
 *
 * Every row's body is read with the endpoint's own schema before anything runs; the issues of
 * all rows are answered together, each named where it is in the sweep's body: the varied value
 * (`body.vary.values.<i>`), the varied field's name (`body.vary.field`) or a fixed field
 * (`body.body.<path>`). `seed` and `method` are not fields one may vary: every row uses one seed,
 * and the trials cap counts the rows the method samples.
 */
import type { Call } from '../call.js';
import type { z } from 'zod';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { AnyEndpoint, Row } from '../endpoints.js';
import { parseRow } from '../endpoints.js';
import type { OddsContext } from '../odds.js';
import { HttpProblem, type FieldError } from '../problem.js';
import { firstPart, resolveField, withField, type FieldPath } from './fieldPath.js';
import { ask, checkEvent, checkTrials, eventNames } from './question.js';

export const MAX_SWEEP_VALUES = 50;

/** Fields every row shares: varying them would break the sweep's own promises. */
const FIXED = new Map([
  ['seed', 'the seed cannot be varied: every row uses the same seed'],
  ['method', 'the method cannot be varied: every row is computed one way (and the trials cap counts the sampled rows)'],
]);

export type SweepValue = number | string | boolean;

export interface SweepRequest {
  endpoint: string;
  body: Record<string, unknown>;
  vary: { field: string; values: SweepValue[] };
  probabilities?: string[];
}

const invalid = (detail: string, errors: FieldError[]) => new HttpProblem(400, 'Invalid request', detail, errors);

function endpointOf(ctx: OddsContext, url: string): AnyEndpoint {
  const endpoint = ctx.endpoints.get(url);
  if (endpoint) return endpoint;
  const known = [...ctx.endpoints].sort().join(', ');
  throw invalid('body.endpoint: not a simulation endpoint', [{ path: 'body.endpoint', message: `must be one of ${known}` }]);
}

function fieldPathOf(req: SweepRequest): FieldPath {
  const at = 'body.vary.field';
  const fixed = FIXED.get(firstPart(req.vary.field));
  if (fixed !== undefined) throw invalid(`${at}: ${fixed}`, [{ path: at, message: fixed }]);
  const path = resolveField(req.body, req.vary.field);
  if (typeof path === 'string')
    throw invalid(`${at}: "${req.vary.field}" names no field of body.body: ${path}`, [{ path: at, message: path }]);
  return path;
}

/** Where a row's issue is in the sweep's body. */
function issuePath(issue: z.core.$ZodIssue, varied: FieldPath, index: number): string {
  const at = issue.path.map(String).join('.');
  if (at === varied.join('.')) return `body.vary.values.${index}`;
  const parent = varied.slice(0, -1).join('.');
  if (issue.code === 'unrecognized_keys' && at === parent && issue.keys.includes(String(varied[varied.length - 1])))
    return 'body.vary.field';
  return at === '' ? 'body.body' : `body.body.${at}`;
}

/** Every row's body read by the endpoint's schema; all issues answered at once (400). */
function rowsOf(endpoint: AnyEndpoint, req: SweepRequest, path: FieldPath): Row[] {
  const rows: Row[] = [];
  const errors = new Map<string, FieldError>();
  for (const [i, value] of req.vary.values.entries()) {
    const parsed = parseRow(endpoint, withField(req.body, path, value));
    if (parsed.ok) {
      rows.push(parsed.row);
      continue;
    }
    for (const issue of parsed.issues) {
      const e = { path: issuePath(issue, path, i), message: issue.message };
      errors.set(`${e.path}\n${e.message}`, e);
    }
  }
  if (errors.size > 0) {
    const list = [...errors.values()];
    throw invalid(list.map((e) => `${e.path}: ${e.message}`).join('; '), list);
  }
  return rows;
}

/** Refuses (400) a name in `probabilities` that some row does not report at the top of its `probabilities`. */
function checkProbabilities(endpoint: AnyEndpoint, rows: readonly Row[], req: SweepRequest): void {
  if (req.probabilities === undefined) return;
  for (const [i, row] of rows.entries()) {
    const names = eventNames(row, false);
    const where = `for row ${i} (${req.vary.field} = ${JSON.stringify(itemAt(req.vary.values, i))})`;
    for (const [j, name] of req.probabilities.entries()) checkEvent(endpoint.url, names, name, `body.probabilities.${j}`, where);
  }
}

export async function sweep(ctx: OddsContext, call: Call, req: SweepRequest) {
  const endpoint = endpointOf(ctx, req.endpoint);
  const path = fieldPathOf(req);
  const rows = rowsOf(endpoint, req, path);
  checkTrials(rows, 'a sweep', 'body.body.trials');
  checkProbabilities(endpoint, rows, req);
  // neither varies: every row has the body's seed and method
  const { seed, method } = itemAt(rows, 0).fields;
  return ask(ctx, call, seed, 'body.body.trials', async (question) => {
    const out = [];
    for (const [i, value] of req.vary.values.entries()) {
      const row = itemAt(rows, i);
      const outcome = await question.run(row, `row ${i} (${req.vary.field} = ${JSON.stringify(value)})`, false);
      const answer = question.answer(row, outcome);
      // every name was checked against the row's events before anything ran (checkProbabilities)
      const probabilities = req.probabilities
        ? Object.fromEntries(
            req.probabilities.flatMap((n) => {
              const p = Object.hasOwn(answer.probabilities, n) ? answer.probabilities[n] : undefined;
              return p === undefined ? [] : [[n, p] as const];
            }),
          )
        : answer.probabilities;
      out.push({ value, trials: answer.trials, probabilities, expectations: answer.expectations });
    }
    return { endpoint: req.endpoint, field: req.vary.field, method, seed: method === 'exact' ? null : question.seed, rows: out };
  });
}
