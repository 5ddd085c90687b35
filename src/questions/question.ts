/**
 * A question answered from several rows, each a body of a simulation endpoint (a sweep's rows,
 * a policy table's rules, a units search's counts; later, the variants of a comparison or the
 * phases of a whole XCOM round, which may mix endpoints).
 *
 * - Each row's body is read with its endpoint's own schema (src/endpoints.ts), before anything
 *   runs, and runs on the engine directly; its outcome stays counts or exact fractions
 *   (`Outcome`, `Chance`) until the question writes its answer.
 * - The whole question is one computation: one admission slot, one budget (one deadline from
 *   admission to answer, one trials cap shared by every sampled row, one exact-state bound shared
 *   by every exact row), and one seed for every sampled row (common random numbers).
 */
import { performance } from 'node:perf_hooks';
import type { Call } from '../call.js';
import { TooLarge, tallyOf } from '../../simulations/core/kernel.js';
import type { Budget } from '../engine/budget.js';
import { drawSeed } from '../engine/random.js';
import { zFor } from '../engine/stats.js';
import { eventChance, type Chance, type Outcome } from '../engine/summary.js';
import { parseRow, shapeAnswer, type AnyEndpoint, type Row, type ShapedAnswer } from '../endpoints.js';
import { ENGINE, admitted, runRequest, writeAnswer, type OddsContext } from '../odds.js';
import { HttpProblem } from '../problem.js';
import { MAX_TRIALS } from '../schemas/common.js';

export class Question {
  readonly seed: number;
  private readonly started = performance.now();
  private sampled = false;

  /** `trialsField`: the request field to name when the sampled rows pass the trials cap. */
  constructor(
    private readonly ctx: OddsContext,
    private readonly budget: Budget,
    seed: number | undefined,
    private readonly trialsField: string,
  ) {
    this.seed = seed ?? drawSeed();
  }

  /**
   * Runs a row on this question's seed and budget. A row asking "exact" whose state space is
   * too large (or whose kernel has none) is sampled instead when `fallback` is set, else refused
   * (422) with `label` saying which row it was.
   */
  async run(row: Row, label: string, fallback: boolean): Promise<Outcome> {
    const { kernel } = row.endpoint;
    if (row.fields.method === 'exact' && (kernel.exact || !fallback)) {
      try {
        return await runRequest(this.ctx, this.budget, kernel, row.params, row.fields);
      } catch (err) {
        if (!(err instanceof TooLarge)) throw err;
        if (!fallback) throw new TooLarge(err.limit, `${label}: ${err.message}`);
      }
    }
    this.sampled = true;
    return runRequest(
      this.ctx,
      this.budget,
      kernel,
      row.params,
      { ...row.fields, method: 'monte-carlo', seed: this.seed },
      this.trialsField,
    );
  }

  /** The chance of the event `name` in a row's outcome, at the row's confidence. */
  chance(row: Row, outcome: Outcome, name: string): Chance {
    const c = eventChance(outcome, name, zFor(row.fields.confidence));
    if (!c) throw new Error(`${row.endpoint.url} has no event ${name}`);
    return c;
  }

  /** A row's answer as its endpoint writes it. */
  answer(row: Row, outcome: Outcome): ShapedAnswer {
    return shapeAnswer(row, writeAnswer(outcome, row.fields.confidence, performance.now() - this.started));
  }

  /** The shared fields: the seed (null when every row was exact), time and engine. */
  footer() {
    return {
      seed: this.sampled ? this.seed : null,
      elapsedMs: performance.now() - this.started,
      engine: ENGINE,
    };
  }
}

/** Runs `work` as one question: admitted, within one budget, its sampled rows on one seed. */
export function ask<T>(
  ctx: OddsContext,
  call: Call,
  seed: number | undefined,
  trialsField: string,
  work: (q: Question) => Promise<T>,
): Promise<T> {
  return admitted(ctx, call, (budget) => work(new Question(ctx, budget, seed, trialsField)));
}

/** The endpoint at `url`, which a question built into the service relies on. */
export function endpointAt(ctx: OddsContext, url: string): AnyEndpoint {
  const endpoint = ctx.endpoints.get(url);
  if (!endpoint) throw new Error(`no simulation endpoint ${url} is registered`);
  return endpoint;
}

/**
 * Refuses, before anything runs, a question whose sampled rows together ask for more trials than
 * one budget holds (the rows asked exactly draw on it only when they fall back to sampling).
 */
export function checkTrials(rows: readonly Row[], what: string, path: string): void {
  const total = rows.reduce((sum, r) => sum + (r.fields.method === 'exact' ? 0 : r.fields.trials), 0);
  if (total > MAX_TRIALS) {
    throw new HttpProblem(400, 'Invalid request', `${what} runs at most ${MAX_TRIALS} trials in all (this one: ${total})`, [
      { path, message: `rows x trials must be at most ${MAX_TRIALS}` },
    ]);
  }
}

/**
 * The row of a body a question built from its own request (a rule's policy, a count set in
 * place): a body its endpoint refuses answers 400, its issues named in the request's body.
 */
export function requestRow(endpoint: AnyEndpoint, body: Record<string, unknown>, label: string): Row {
  const parsed = parseRow(endpoint, body);
  if (parsed.ok) return parsed.row;
  const errors = parsed.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  throw new HttpProblem(400, 'Invalid request', `${label}: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
}

/**
 * The events a row's answer reports: the full names of all its kernel's events (`all`, as a
 * comparison ranks on), or only those at the top of its `probabilities` (not an item's, which
 * the answer nests under its item), as a sweep's rows report them.
 */
export function eventNames(row: Row, all: boolean): string[] {
  return tallyOf(row.endpoint.kernel, row.params)
    .events.filter((e) => all || e.item === undefined)
    .map((e) => e.name);
}

/**
 * Refuses (400) an event a row does not report, naming the request field that asked it (`path`)
 * and listing the row's events; `where` says which row. The names are looked up in a list, never
 * as properties of an object: "toString", "constructor" or "__proto__" is no event.
 */
export function checkEvent(url: string, names: readonly string[], event: string, path: string, where: string): void {
  if (names.includes(event)) return;
  const listed = names.length > 30 ? `${names.slice(0, 30).join(', ')}, ...` : names.join(', ');
  const message = `${url} has no event "${event}" ${where} (its events: ${listed})`;
  throw new HttpProblem(400, 'Invalid request', `${path}: ${message}`, [{ path, message }]);
}
