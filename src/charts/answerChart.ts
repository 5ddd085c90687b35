/**
 * An answer as a picture: picks the layout that fits the answer's shape (an odds answer with
 * its per-item lists, a sweep, a table of stopping rules, a units search, the budget audit, a
 * comparison of variants, the timed phase's plans; anything else drawn plainly), titles it with the endpoint's summary
 * states the question under the title, from the request body ("3 scientists, tech cost 3,
 * threat 1": src/charts/question.ts), and says how it was computed ("Exact", or "Monte Carlo,
 * N trials, 95% intervals").
 *
 * Pure and deterministic: the same answer and context give the same bytes. `elapsedMs`, the one
 * field that differs between identical requests, is never drawn.
 */
import type { Block } from './block.js';
import { FIGURE_WIDTH, figure, innerWidth } from './figure.js';
import { methodLine, pathWords } from './format.js';
import { budgetBody, isBudget } from './layout/budget.js';
import { comparisonBody, isComparison } from './layout/comparison.js';
import { fallbackBody } from './layout/fallback.js';
import { isOddsAnswer, oddsBody } from './layout/odds.js';
import { isObject, type Computed, type Obj } from './layout/parts.js';
import { isPlans, plansBody } from './layout/plans.js';
import { describeQuestion } from './question.js';
import { isPolicyTable, isSearch, isSweep, policyBody, searchBody, sweepBody } from './layout/tables.js';

export interface ChartContext {
  /** the endpoint's path, e.g. "/v1/xcom/research" */
  url: string;
  /** the endpoint's summary, e.g. "Research: odds of finishing a tech before a loss exhausts the scientists" */
  summary?: string;
  /** other endpoints' summaries (a sweep is titled by the endpoint it sweeps) */
  summaryOf?: (url: string) => string | undefined;
  /** the request body, as the route's schema read it (defaults filled in): the question, said under the title */
  question?: unknown;
  /** the interval level asked for, where the answer does not carry it (a sweep, a search); default 0.95 */
  confidence?: number;
  width?: number;
}

const DEFAULT_CONFIDENCE = 0.95;

type Method = 'exact' | 'monte-carlo' | 'mixed';

/** The methods of a table's rows as one. */
function rowsMethod(rows: Obj[], fallback: unknown): Method {
  const methods = new Set(rows.map((r) => (r.method === 'exact' || r.method === 'monte-carlo' ? r.method : fallback)));
  if (methods.size === 1) return methods.has('exact') ? 'exact' : 'monte-carlo';
  return 'mixed';
}

/** Trials of the Monte Carlo rows, when they all ran the same number. */
function rowsTrials(rows: Obj[]): number | undefined {
  const counts = new Set(
    rows.filter((r) => r.method !== 'exact' && typeof r.trials === 'number' && r.trials > 0).map((r) => r.trials as number),
  );
  return counts.size === 1 ? [...counts][0] : undefined;
}

const seedOf = (a: Obj): number | null => (typeof a.seed === 'number' ? a.seed : null);

interface Layout {
  title: string;
  subtitles: string[];
  body: Block;
}

function layout(answer: unknown, ctx: ChartContext, width: number): Layout {
  const title = ctx.summary ?? `POST ${ctx.url}`;
  const level = ctx.confidence ?? DEFAULT_CONFIDENCE;
  if (!isObject(answer)) return { title, subtitles: [], body: fallbackBody(answer, { exact: false }, width) };
  const a = answer;
  const confidence = typeof a.confidence === 'number' ? a.confidence : level;

  if (isSweep(a)) {
    const rows = a.rows as Obj[];
    const method: Method = a.method === 'exact' ? 'exact' : 'monte-carlo';
    const c: Computed = { exact: method === 'exact', confidence };
    const swept = typeof a.endpoint === 'string' ? (ctx.summaryOf?.(a.endpoint) ?? a.endpoint) : 'a sweep';
    const field = pathWords(String(a.field));
    return {
      title: `${swept.split(':')[0]}, by ${field.charAt(0).toLowerCase()}${field.slice(1)}`,
      subtitles: [
        `Sweep of POST ${String(a.endpoint)}: ${rows.length} rows${method === 'exact' ? '' : ', every row on the same seed (common random numbers)'}`,
        methodLine({ method, trials: rowsTrials(rows), perRow: true, confidence, seed: seedOf(a) }),
      ],
      body: sweepBody(a, c, width),
    };
  }
  if (isPolicyTable(a)) {
    const rows = a.rules as Obj[];
    const method = rowsMethod(rows, 'monte-carlo');
    const trials = rowsTrials(rows);
    return {
      title,
      subtitles: [
        methodLine({ method, trials, perRow: true, confidence, seed: seedOf(a) }),
        'Each rule played alone; dashed lines: the default rule (roll until the task is done or lost).',
      ],
      body: policyBody(a, { exact: method === 'exact', confidence }, width),
    };
  }
  if (isSearch(a)) {
    const rows = a.table as Obj[];
    const method = rowsMethod(rows, a.method ?? 'monte-carlo');
    return {
      title,
      subtitles: [methodLine({ method, trials: rowsTrials(rows), perRow: true, confidence, seed: seedOf(a) })],
      body: searchBody(a, { exact: method === 'exact', confidence }, width),
    };
  }
  if (isBudget(a)) return { title, subtitles: ['Exact (the audit has no dice)'], body: budgetBody(a, width) };
  if (isPlans(a)) {
    if (isObject(a.sampled)) {
      const s = a.sampled;
      const line = methodLine({ method: 'monte-carlo', trials: Number(s.trials), confidence: Number(s.confidence), seed: Number(s.seed) });
      return {
        title,
        subtitles: [`Exact out of reach: ${String(a.count)} plans, the leading ones by paired ${line}`],
        body: plansBody(a, width),
      };
    }
    const ranking = a.exactRanking === true ? 'ranked by exact values' : 'leading plans exact, ties beyond them ranked in doubles';
    return { title, subtitles: [`Exact: ${String(a.count)} plans, ${ranking}`], body: plansBody(a, width) };
  }

  const method: Method = a.method === 'exact' ? 'exact' : 'monte-carlo';
  const c: Computed = { exact: method === 'exact', confidence };
  const trials = typeof a.trials === 'number' ? a.trials : undefined;
  const subtitles = [methodLine({ method, trials, confidence, seed: seedOf(a) })];
  if (isComparison(a)) return { title, subtitles, body: comparisonBody(a, c, width) };
  if (isOddsAnswer(a)) return { title, subtitles, body: oddsBody(a, c, width) };
  return { title, subtitles: typeof a.method === 'string' ? subtitles : [], body: fallbackBody(a, c, width) };
}

/** The answer of `ctx.url` as a standalone SVG document. */
export function answerChart(answer: unknown, ctx: ChartContext): string {
  const width = ctx.width ?? FIGURE_WIDTH;
  const l = layout(answer, ctx, innerWidth(width));
  const question = describeQuestion(ctx.question, ctx.summaryOf);
  return figure({ title: l.title, ...(question === '' ? {} : { question }), subtitles: l.subtitles, body: l.body, width });
}
