/**
 * A distribution as a histogram: one column per value from the least to the greatest (values
 * that never occur drawn as empty columns, so the axis is even), the percent over each column
 * where there is room, and the mean marked by a line (with its interval as a band when it has
 * one).
 */
import { heading, stack, type Block } from './block.js';
import { decimal, percent } from './format.js';
import { el, type SvgNode } from './svg.js';
import { COLOR, SIZE } from './theme.js';

export interface HistogramInput {
  heading: string;
  /** the values with their probabilities; values are integers */
  bins: ReadonlyArray<{ value: number; p: number; tooltip?: string }>;
  mean?: { value: number; interval?: readonly [number, number]; text: string };
  /** what the values count, under the axis */
  xLabel?: string;
}

const TOP = 30; // room over the tallest column for its label, and over that for the mean's
const AXIS = 30;
const LEFT = 36;

/** A step for the percent axis giving at most `most` steps up to `top`. */
function percentStep(top: number, most: number): number {
  for (const step of [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5]) if (top / step <= most) return step;
  return 0.5;
}

export function histogram(h: HistogramInput, width: number, plotHeight = 110): Block {
  const title = heading(h.heading, width, h.mean ? h.mean.text : '');
  if (h.bins.length === 0) return stack([title], 0);
  const lo = Math.min(...h.bins.map((b) => b.value));
  const hi = Math.max(...h.bins.map((b) => b.value));
  const n = hi - lo + 1;
  const byValue = new Map(h.bins.map((b) => [b.value, b]));
  const highest = Math.max(...h.bins.map((b) => b.p));
  const step = percentStep(highest, plotHeight >= 100 ? 5 : 3);
  const top = Math.max(step, Math.ceil(highest / step - 1e-9) * step);

  const plotW = width - LEFT - 4;
  const colW = plotW / n;
  const x = (v: number) => LEFT + (v - lo + 0.5) * colW; // centre of the column of v
  const y = (p: number) => TOP + plotHeight - (p / top) * plotHeight;
  const base = TOP + plotHeight;

  const nodes: SvgNode[] = [];
  const ticks: number[] = [];
  for (let t = 0; t <= top + 1e-9; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  nodes.push(
    el('g', { stroke: COLOR.grid, 'stroke-width': 1 }, ...ticks.map((t) => el('line', { x1: LEFT, y1: y(t), x2: LEFT + plotW, y2: y(t) }))),
    el(
      'g',
      { 'font-size': SIZE.small, fill: COLOR.muted, 'text-anchor': 'end' },
      ...ticks.map((t) => el('text', { x: LEFT - 4, y: y(t) + 3.5 }, percent(t, 0))),
    ),
  );

  // a label over every column when they are wide enough; value labels thinned to fit
  const labelled = colW >= 34;
  const every = Math.max(1, Math.ceil(24 / colW));
  const columns: SvgNode[] = [];
  const valueLabels: SvgNode[] = [];
  for (let v = lo; v <= hi; v++) {
    const bin = byValue.get(v);
    const p = bin?.p ?? 0;
    const gap = Math.min(4, colW * 0.15);
    if (p > 0) {
      columns.push(
        el(
          'rect',
          { x: x(v) - colW / 2 + gap / 2, y: y(p), width: colW - gap, height: base - y(p), fill: COLOR.bar },
          el('title', {}, bin?.tooltip ?? `${v}: ${percent(p)}`),
        ),
      );
      if (labelled) {
        columns.push(
          el(
            'text',
            { x: x(v), y: y(p) - 3, 'font-size': SIZE.small, fill: COLOR.text, 'text-anchor': 'middle' },
            percent(p, p < 0.1 ? 1 : 0),
          ),
        );
      }
    }
    if ((v - lo) % every === 0) valueLabels.push(el('text', { x: x(v), y: base + 13 }, String(v)));
  }
  nodes.push(...columns);
  nodes.push(el('line', { x1: LEFT, y1: base, x2: LEFT + plotW, y2: base, stroke: COLOR.axis, 'stroke-width': 1 }));
  nodes.push(el('g', { 'font-size': SIZE.small, fill: COLOR.text, 'text-anchor': 'middle' }, ...valueLabels));
  if (h.xLabel) {
    nodes.push(
      el('text', { x: LEFT + plotW / 2, y: base + 27, 'font-size': SIZE.small, fill: COLOR.muted, 'text-anchor': 'middle' }, h.xLabel),
    );
  }

  if (h.mean) {
    const mx = x(h.mean.value);
    const mark: SvgNode[] = [el('title', {}, `mean ${h.mean.text}`)];
    if (h.mean.interval) {
      const [a, b] = [x(h.mean.interval[0]), x(h.mean.interval[1])];
      mark.push(
        el('rect', {
          class: 'mean-interval',
          x: a,
          y: 14,
          width: Math.max(b - a, 0),
          height: base - 14,
          fill: COLOR.mean,
          'fill-opacity': 0.18,
        }),
      );
    }
    mark.push(
      el('line', { class: 'mean', x1: mx, y1: 14, x2: mx, y2: base, stroke: COLOR.mean, 'stroke-width': 2, 'stroke-dasharray': '5 3' }),
      el(
        'text',
        { x: mx, y: 10, 'font-size': SIZE.small, fill: COLOR.mean, 'font-weight': 'bold', 'text-anchor': 'middle' },
        `mean ${decimal(h.mean.value, 2)}`,
      ),
    );
    nodes.push(el('g', {}, ...mark));
  }

  const plot: Block = { width, height: base + (h.xLabel ? AXIS : AXIS - 12), nodes };
  return stack([title, plot], 4);
}
