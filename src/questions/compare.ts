/**
 * Plans side by side (POST /v1/compare): one simulation endpoint, one base body, named variants
 * of it (compareVariants.ts), ranked by the chance of one event, with each variant's difference
 * from the FIRST variant.
 *
 * - Monte Carlo: every trial runs every variant from the same random state (the engine's paired
 *   path, src/engine/chunks.ts), so the differences are paired: the joint counts of the
 *   event (n11, n10, n01, n00 against the first variant) give Newcombe's method 10 interval for
 *   a paired difference (src/engine/stats.ts), far narrower than two separate runs would
 *   give when the variants mostly agree trial by trial.
 * - Exact: every variant's exact answer; differences exact (`Rational.sub`), interval [d, d]. A
 *   variant too large for an exact answer is refused (422) naming it: no variant is sampled
 *   instead, since an exact difference with a sampled side would be neither.
 * - One computation: one admission slot, one deadline, one trials cap (variants x trials, checked
 *   before anything runs), one exact-state bound.
 * - Ranking: by the chosen chance, highest first unless `order` is "lowest"; exact chances are
 *   compared as fractions; ties keep the order the variants were given in.
 */
import type { Call } from '../call.js';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Rational } from '../../simulations/core/rational.js';
import { TrialsCapExceeded, type Budget } from '../engine/budget.js';
import { runPaired, type PairedResult } from '../engine/monteCarlo.js';
import { pairedDifference, zFor, type JointCounts } from '../engine/stats.js';
import { writeChance, type Chance, type Probability, type Summary } from '../engine/summary.js';
import type { AnyEndpoint, Row } from '../endpoints.js';
import { admitted, type OddsContext } from '../odds.js';
import { HttpProblem } from '../problem.js';
import { compareChances } from './chance.js';
import { variantRows, type Variant } from './compareVariants.js';
import { Question, checkEvent, checkTrials, eventNames } from './question.js';

export interface CompareRequest {
  endpoint: string;
  body: Record<string, unknown>;
  variants: Variant[];
  /** the event ranked on (a full event name of the endpoint's kernel) */
  probability: string;
  order: 'highest' | 'lowest';
}

const TRIALS_FIELD = 'body.body.trials';

/** What one variant gave, before ranking. */
interface Result {
  chance: Chance;
  summary: Pick<Summary, 'probabilities' | 'expectations'>;
  difference: { d: number; ci: [number, number]; fraction?: string; joint?: JointCounts } | null;
}

const invalid = (path: string, message: string) => new HttpProblem(400, 'Invalid request', `${path}: ${message}`, [{ path, message }]);

function endpointOf(ctx: OddsContext, url: string): AnyEndpoint {
  const endpoint = ctx.endpoints.get(url);
  if (endpoint) return endpoint;
  throw invalid('body.endpoint', `must be one of ${[...ctx.endpoints].sort().join(', ')}`);
}

async function exactResults(question: Question, rows: readonly Row[], req: CompareRequest): Promise<Result[]> {
  const results: Result[] = [];
  let first: Rational | undefined;
  for (const [i, row] of rows.entries()) {
    const outcome = await question.run(row, `variant ${i} (${itemAt(req.variants, i).name})`, false);
    const chance = question.chance(row, outcome, req.probability);
    // run without a fallback, a row is answered exactly or refused
    if (chance.exact === undefined) throw new Error(`variant ${i}: an exact run gave no exact chance`);
    first ??= chance.exact;
    const { probabilities, expectations } = question.answer(row, outcome);
    const d = i === 0 ? null : chance.exact.sub(first);
    results.push({
      chance,
      summary: { probabilities, expectations },
      difference: d && { d: d.toNumber(), ci: [d.toNumber(), d.toNumber()], fraction: d.toString() },
    });
  }
  return results;
}

/** The variants on the paired path, within the question's budget; `trials`: run of each variant. */
async function pairedResults(ctx: OddsContext, budget: Budget, question: Question, rows: readonly Row[], req: CompareRequest) {
  const first = itemAt(rows, 0);
  const { trials, confidence, precision } = first.fields;
  const z = zFor(confidence);
  let paired: PairedResult;
  try {
    paired = await runPaired(
      ctx,
      budget,
      first.endpoint.kernel,
      rows.map((r) => r.params),
      req.probability,
      { trials, seed: question.seed, z, precision },
    );
  } catch (err) {
    if (!(err instanceof TrialsCapExceeded)) throw err;
    throw invalid(TRIALS_FIELD, `variants x trials must be at most ${err.cap} (asked ${err.asked})`);
  }
  const results = paired.variants.map((v, i): Result => {
    const outcome = { method: 'monte-carlo' as const, tally: v.tally, counts: v.counts, trials: paired.trials, seed: question.seed };
    const row = itemAt(rows, i);
    const { probabilities, expectations } = question.answer(row, outcome);
    const difference = i === 0 ? null : { ...pairedDifference(v.joint, z), joint: v.joint };
    return { chance: question.chance(row, outcome, req.probability), summary: { probabilities, expectations }, difference };
  });
  return { results, trials: paired.trials };
}

export async function compare(ctx: OddsContext, call: Call, req: CompareRequest) {
  const endpoint = endpointOf(ctx, req.endpoint);
  const rows = variantRows(endpoint, req.body, req.variants);
  checkTrials(rows, 'a comparison', TRIALS_FIELD);
  for (const [i, row] of rows.entries())
    checkEvent(endpoint.url, eventNames(row, true), req.probability, 'body.probability', `for variant ${i}`);
  // no variant sets these: every row has the base body's
  const { seed, method, confidence } = itemAt(rows, 0).fields;

  return admitted(ctx, call, async (budget) => {
    const question = new Question(ctx, budget, seed, TRIALS_FIELD);
    const exact = method === 'exact';
    const { results, trials } = exact
      ? { results: await exactResults(question, rows, req), trials: 0 }
      : await pairedResults(ctx, budget, question, rows, req);
    const sign = req.order === 'lowest' ? 1 : -1;
    // a stable sort: ties keep the order the variants were given in
    const ranked = [...results.entries()].sort(([, a], [, b]) => sign * compareChances(a.chance, b.chance));
    const first = itemAt(req.variants, 0).name;
    const { elapsedMs, engine } = question.footer();
    return {
      endpoint: req.endpoint,
      probability: req.probability,
      order: req.order,
      method: exact ? ('exact' as const) : ('monte-carlo' as const),
      trials,
      seed: exact ? null : question.seed,
      confidence,
      baseline: first,
      detail: [
        `Ranked by the chance of ${req.probability}, ${req.order} first.`,
        exact
          ? `Differences from "${first}" (the first variant) are exact.`
          : `Differences from "${first}" (the first variant) are paired: every trial ran every variant on the same draws (Newcombe's method 10 intervals at ${confidence}).`,
      ].join(' '),
      variants: ranked.map(([i, { chance, summary, difference }], r) => {
        const p: Probability = writeChance(chance);
        const { name, set } = itemAt(req.variants, i);
        return { rank: r + 1, index: i, name, set, chance: p, ...summary, difference };
      }),
      elapsedMs,
      engine,
    };
  });
}
