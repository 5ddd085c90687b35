/**
 * Reading the parts every answer is made of (a probability `{p, ci}`, an expectation
 * `{mean, ci}`, a distribution `[{value, p}]`) from an answer of any shape, and drawing each
 * the one way: a probability as a bar, a distribution as a histogram with its mean, a mean
 * alone as a line of text. The answer is only read, never trusted to have a shape: anything
 * else is not drawn.
 */
import { keyValues, type Block } from '../block.js';
import type { BarRow } from '../bars.js';
import { decimal, percent, percentRange } from '../format.js';
import { histogram } from '../histogram.js';

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && isNumber(v[0]) && isNumber(v[1]);

export interface Prob {
  p: number;
  ci?: [number, number];
  fraction?: string;
}
export interface Expect {
  mean: number;
  ci?: [number, number];
  fraction?: string;
}
export type Dist = Array<{ value: number; p: number; fraction?: string }>;

export function asProbability(v: unknown): Prob | undefined {
  if (!isObject(v) || !isNumber(v.p) || v.p < 0 || v.p > 1) return undefined;
  return { p: v.p, ...(isPair(v.ci) ? { ci: v.ci } : {}), ...(typeof v.fraction === 'string' ? { fraction: v.fraction } : {}) };
}

export function asExpectation(v: unknown): Expect | undefined {
  if (!isObject(v) || !isNumber(v.mean)) return undefined;
  return { mean: v.mean, ...(isPair(v.ci) ? { ci: v.ci } : {}), ...(typeof v.fraction === 'string' ? { fraction: v.fraction } : {}) };
}

export function asDistribution(v: unknown): Dist | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out: Dist = [];
  for (const e of v) {
    if (!isObject(e) || !isNumber(e.value) || !Number.isInteger(e.value) || !isNumber(e.p)) return undefined;
    out.push({ value: e.value, p: e.p, ...(typeof e.fraction === 'string' ? { fraction: e.fraction } : {}) });
  }
  return out;
}

/** Entries of a record (in the answer's order) that read as `as` reads them. */
export function entriesOf<T>(record: unknown, as: (v: unknown) => T | undefined): Array<[string, T]> {
  if (!isObject(record)) return [];
  const out: Array<[string, T]> = [];
  for (const [k, v] of Object.entries(record)) {
    const t = as(v);
    if (t !== undefined) out.push([k, t]);
  }
  return out;
}

/** How the numbers of one answer were computed: intervals are drawn only for Monte Carlo. */
export interface Computed {
  exact: boolean;
  /** the interval level, e.g. 0.95 */
  confidence?: number;
}

const levelText = (c: Computed) => (c.confidence === undefined ? 'interval' : `${decimal(c.confidence * 100, 2)}% interval`);

/** A probability as a bar: its value in percent, its interval as a whisker unless exact. */
export function probabilityBar(label: string, prob: Prob, c: Computed): BarRow {
  const interval = !c.exact && prob.ci ? prob.ci : undefined;
  const tooltip = c.exact
    ? `${label}: ${prob.fraction ? `${prob.fraction} = ` : ''}${prob.p} (exact)`
    : `${label}: ${prob.p}${interval ? `, ${levelText(c)} ${interval[0]} to ${interval[1]}` : ''}`;
  // an exact chance with a short fraction says it: "41.7%  5/12"
  const fraction = c.exact && prob.fraction && prob.fraction.length <= 11 && prob.p > 0 && prob.p < 1 ? prob.fraction : '';
  return {
    label,
    value: prob.p,
    valueText: percent(prob.p),
    ...(interval ? { interval, note: percentRange(interval[0], interval[1], prob.p) } : fraction ? { note: fraction } : {}),
    tooltip,
  };
}

const meanDigits = (e: Expect) => (Math.abs(e.mean) >= 100 ? 1 : 2);

/** A mean's interval as text ("2.478–2.491"), or "" when exact. */
export function meanInterval(e: Expect, c: Computed): string {
  if (c.exact || !e.ci || e.ci[0] === e.ci[1]) return '';
  const d = meanDigits(e) + 1;
  return `${e.ci[0].toFixed(d)}–${e.ci[1].toFixed(d)}`;
}

/** A mean's value: fixed decimals for an estimate ("3.80"), no trailing zeros when exact ("1", "2.5"). */
export const meanValue = (e: Expect, c: Computed): string => (c.exact ? decimal(e.mean, meanDigits(e)) : e.mean.toFixed(meanDigits(e)));

/** A mean as text: "2.48 (2.478–2.491)" for Monte Carlo, "2.48" when exact. */
export function meanText(e: Expect, c: Computed): string {
  const ci = meanInterval(e, c);
  return ci === '' ? meanValue(e, c) : `${meanValue(e, c)} (${ci})`;
}
/**
 * A distribution as a histogram, its mean marked: the answer's expectation of the same name
 * when it has one, else the mean of the values shown. Their probabilities may add up to less
 * than 1 (a fight's margin against Batman leaves out the fights a bat face settled): the mean is
 * then of the values shown, and says so.
 */
export function distributionHistogram(
  label: string,
  dist: Dist,
  expectation: Expect | undefined,
  c: Computed,
  width: number,
  plotHeight?: number,
): Block {
  const total = dist.reduce((s, d) => s + d.p, 0);
  const mean: Expect | undefined = expectation ?? (total > 0 ? { mean: dist.reduce((s, d) => s + d.value * d.p, 0) / total } : undefined);
  const shown = expectation ? c : { ...c, exact: true }; // a mean computed here has no interval
  const partial = !expectation && Math.abs(total - 1) > 1e-6 ? ` (of the ${percent(total)} shown)` : '';
  return histogram(
    {
      heading: label,
      bins: dist.map((d) => ({ value: d.value, p: d.p, tooltip: `${label} ${d.value}: ${d.fraction ? `${d.fraction} = ` : ''}${d.p}` })),
      ...(mean
        ? {
            mean: {
              value: mean.mean,
              ...(!shown.exact && mean.ci ? { interval: mean.ci } : {}),
              text: `mean ${meanText(mean, shown)}${partial}`,
            },
          }
        : {}),
    },
    width,
    plotHeight,
  );
}

/** Means that have no distribution to mark them on, as lines of text (a short exact fraction beside its mean). */
export function meansBlock(means: ReadonlyArray<[string, Expect]>, c: Computed, width: number): Block {
  return keyValues(
    means.map(([label, e]) => {
      const ci = meanInterval(e, c);
      const fraction = c.exact && e.fraction && e.fraction.length <= 15 && !e.fraction.endsWith('/1') ? `= ${e.fraction}` : '';
      return { label, value: meanValue(e, c), note: ci !== '' ? ci : fraction };
    }),
    width,
  );
}
