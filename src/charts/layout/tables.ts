/**
 * Answers that are tables of chances by a value: a sweep (`rows` by the varied field), a table
 * of stopping rules (`rules`), and a units search (`table` by units or henchmen). A numeric
 * value gives lines with interval bands; other values give grouped bars (groupedBars.ts), the
 * way a comparison of named variants is drawn.
 */
import { itemAt } from '../../../simulations/core/itemAt.js';
import { grid, keyValues, stack, type Block } from '../block.js';
import { barChart } from '../bars.js';
import { decimal, pathWords, percent, words } from '../format.js';
import { groupedBars } from '../groupedBars.js';
import { lineChart, type LineSeries } from '../lines.js';
import { seriesColor } from '../theme.js';
import { asExpectation, asProbability, entriesOf, isObject, meanText, type Computed, type Obj, type Prob } from './parts.js';

const PERCENT_TICKS = [0, 0.25, 0.5, 0.75, 1];
const percentTick = (v: number) => percent(v, 0);
const COLUMN_GAP = 20;

/** A probability as a point of a line, its interval only for Monte Carlo. */
function point(x: number, prob: Prob, exact: boolean, filled?: boolean) {
  return { x, y: prob.p, ...(!exact && prob.ci ? { interval: prob.ci } : {}), ...(filled === undefined ? {} : { filled }) };
}

/** A y scale for means: from 0 (or the least value when negative) to a round top. */
function meanScale(values: number[]): { domain: [number, number]; ticks: number[] } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(...values, lo + 1e-9);
  const raw = (hi - lo) / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const top = Math.ceil(hi / step - 1e-9) * step;
  const bottom = Math.floor(lo / step + 1e-9) * step;
  const ticks: number[] = [];
  for (let t = bottom; t <= top + step / 2; t += step) ticks.push(Math.round(t * 1e9) / 1e9);
  return { domain: [bottom, top], ticks };
}

// ---------------------------------------------------------------- sweeps

export const isSweep = (a: Obj): boolean =>
  typeof a.field === 'string' && Array.isArray(a.rows) && a.rows.every((r) => isObject(r) && 'value' in r && isObject(r.probabilities));

export function sweepBody(a: Obj, c: Computed, width: number): Block {
  const rows = a.rows as Obj[];
  const field = pathWords(String(a.field));
  const names = [...new Set(rows.flatMap((r) => entriesOf(r.probabilities, asProbability).map(([n]) => n)))];
  const means = [...new Set(rows.flatMap((r) => entriesOf(r.expectations, asExpectation).map(([n]) => n)))];
  const numeric = rows.every((r) => typeof r.value === 'number');
  const blocks: Block[] = [];
  if (numeric) {
    const series: LineSeries[] = names.map((name, i) => ({
      name: words(name),
      color: seriesColor(i),
      points: rows.flatMap((r) => {
        const prob = asProbability((r.probabilities as Obj)[name]);
        return prob ? [point(r.value as number, prob, c.exact)] : [];
      }),
    }));
    blocks.push(
      lineChart(
        {
          heading: 'Chances',
          xLabel: field,
          yDomain: [0, 1],
          yTicks: PERCENT_TICKS,
          yText: percentTick,
          valueText: (v) => percent(v),
          series,
        },
        width,
      ),
    );
    const cell = (width - COLUMN_GAP) / 2;
    const meanCharts = means.map((name) => {
      const pts = rows.flatMap((r) => {
        const e = asExpectation(isObject(r.expectations) ? r.expectations[name] : undefined);
        return e ? [{ x: r.value as number, y: e.mean, ...(!c.exact && e.ci ? { interval: e.ci } : {}) }] : [];
      });
      const scale = meanScale(pts.flatMap((p) => [p.y, ...(p.interval ?? [])]));
      return lineChart(
        {
          heading: `${words(name)} (mean)`,
          xLabel: field,
          yDomain: scale.domain,
          yTicks: scale.ticks,
          yText: (v) => decimal(v, 2),
          series: [{ name: 'mean', color: seriesColor(2), points: pts }],
          legend: false,
          height: 120,
        },
        cell,
      );
    });
    if (meanCharts.length > 0) blocks.push(grid(meanCharts, 2, cell, COLUMN_GAP));
  } else {
    const variants = rows.map((r) => `${field} ${typeof r.value === 'string' ? r.value : JSON.stringify(r.value)}`);
    blocks.push(
      groupedBars(
        {
          variants,
          measures: names.map((name) => ({
            name: words(name),
            values: rows.map((r) => {
              const prob = asProbability((r.probabilities as Obj)[name]);
              return (
                prob && {
                  p: prob.p,
                  ...(!c.exact && prob.ci ? { ci: prob.ci } : {}),
                  ...(prob.fraction ? { fraction: prob.fraction } : {}),
                }
              );
            }),
          })),
        },
        width,
      ),
    );
    for (const name of means) {
      const values = rows.map((r) => [r, asExpectation(isObject(r.expectations) ? r.expectations[name] : undefined)] as const);
      const top = Math.max(...values.map(([, e]) => e?.ci?.[1] ?? e?.mean ?? 0), 1e-9);
      blocks.push(
        barChart(
          [
            { group: `${words(name)} (mean)` },
            ...values.flatMap(([, e], i) =>
              e
                ? [
                    {
                      label: itemAt(variants, i),
                      value: e.mean,
                      ...(!c.exact && e.ci ? { interval: e.ci } : {}),
                      valueText: meanText(e, c),
                      color: seriesColor(i),
                    },
                  ]
                : [],
            ),
          ],
          { width, domain: [0, top * 1.05], indent: true },
        ),
      );
    }
  }
  return stack(blocks, 22);
}

// ---------------------------------------------------------------- stopping rules

export const isPolicyTable = (a: Obj): boolean =>
  typeof a.finish === 'string' &&
  typeof a.loss === 'string' &&
  Array.isArray(a.rules) &&
  a.rules.every((r) => isObject(r) && typeof r.rule === 'string');

export function policyBody(a: Obj, c: Computed, width: number): Block {
  const rules = a.rules as Obj[];
  const finish = words(String(a.finish));
  const loss = words(String(a.loss));
  const chance = (r: Obj, key: 'finish' | 'loss') => asProbability(r[key]);
  const byDefault = rules.find((r) => r.value === null || r.value === undefined);
  const references = byDefault
    ? (['finish', 'loss'] as const).flatMap((key, i) => {
        const prob = chance(byDefault, key);
        return prob ? [{ y: prob.p, label: `default rule: ${percent(prob.p)}`, color: seriesColor(i) }] : [];
      })
    : [];
  const kinds = [...new Set(rules.filter((r) => typeof r.value === 'number').map((r) => String(r.rule)))];
  const charts = kinds.map((kind) => {
    const rows = rules.filter((r) => r.rule === kind && typeof r.value === 'number');
    const series: LineSeries[] = (['finish', 'loss'] as const).map((key, i) => ({
      name: i === 0 ? finish : loss,
      color: seriesColor(i),
      points: rows.flatMap((r) => {
        const prob = chance(r, key);
        return prob ? [point(r.value as number, prob, r.method === 'exact' || c.exact, r.undominated !== false)] : [];
      }),
    }));
    return lineChart(
      {
        heading: `Rule: ${words(kind).toLowerCase()}`,
        xLabel: words(kind),
        yDomain: [0, 1],
        yTicks: PERCENT_TICKS,
        yText: percentTick,
        valueText: (v) => percent(v),
        series,
        references,
        legendNote: 'hollow: another rule is at least as good on both counts and better on one',
      },
      width,
    );
  });
  return stack(charts, 22);
}

// ---------------------------------------------------------------- units searches

export const isSearch = (a: Obj): boolean =>
  Array.isArray(a.table) &&
  a.table.length > 0 &&
  a.table.every((r) => isObject(r) && (typeof r.units === 'number' || typeof r.henchmen === 'number'));

export function searchBody(a: Obj, c: Computed, width: number): Block {
  const table = a.table as Obj[];
  // isSearch: the table has a first row
  const first = itemAt(table, 0);
  const xKey = typeof first.units === 'number' ? 'units' : 'henchmen';
  const xLabel = typeof a.units === 'string' ? words(a.units) : words(xKey);
  const measures: Array<[string, (r: Obj) => Prob | undefined]> =
    'finish' in first
      ? [
          ['Chance of finishing', (r) => asProbability(r.finish)],
          ['Chance of a loss', (r) => asProbability(r.loss)],
        ]
      : [['Chance the villain wins', (r) => asProbability(r)]];
  const series: LineSeries[] = measures.map(([name, read], i) => ({
    name,
    color: seriesColor(i),
    points: table.flatMap((r) => {
      const prob = read(r);
      return prob
        ? [point(r[xKey] as number, prob, r.method !== 'monte-carlo' || c.exact, i === 0 ? r.reachesTarget !== false : true)]
        : [];
    }),
  }));
  const target = typeof a.target === 'number' ? a.target : undefined;
  const chart = lineChart(
    {
      xLabel,
      yDomain: [0, 1],
      yTicks: PERCENT_TICKS,
      yText: percentTick,
      valueText: (v) => percent(v),
      series,
      references: target === undefined ? [] : [{ y: target, label: `target ${percent(target)}` }],
      legendNote: 'hollow: below the target',
    },
    width,
  );
  const found = a.fewest ?? a.henchmen;
  const chance = asProbability(a.chance);
  const note = chance
    ? `chance ${percent(chance.p)}${target === undefined ? '' : `, target ${percent(target)}`}`
    : target === undefined
      ? ''
      : `none reaches the target ${percent(target)}`;
  const answer = keyValues(
    [{ label: `Fewest ${xLabel.toLowerCase()}`, value: typeof found === 'number' ? String(found) : 'none', note }],
    width,
  );
  return stack([answer, chart], 14);
}
