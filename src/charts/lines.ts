/**
 * Lines by a numeric value (a sweep's varied field, the units of a search): one line per series
 * with its intervals as a band, points that can be marked (filled) or not (hollow), horizontal
 * reference lines (a target, a default rule) and a legend. The last point of every line is
 * written beside it.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { heading, stack, type Block } from './block.js';
import { decimal } from './format.js';
import { el, points, type SvgNode } from './svg.js';
import { COLOR, SIZE, fit, textWidth, wrap } from './theme.js';

export interface LinePoint {
  x: number;
  y: number;
  interval?: readonly [number, number];
  /** drawn hollow when false (e.g. a rule another rule beats) */
  filled?: boolean;
  tooltip?: string;
}

export interface LineSeries {
  name: string;
  color: string;
  points: readonly LinePoint[];
}

export interface LineChartInput {
  heading?: string;
  note?: string;
  xLabel: string;
  yDomain: readonly [number, number];
  yTicks: readonly number[];
  /** tick labels of the y axis */
  yText: (v: number) => string;
  /** a point's value as written beside the last point and in tooltips (default: yText) */
  valueText?: (v: number) => string;
  series: readonly LineSeries[];
  references?: ReadonlyArray<{ y: number; label: string; color?: string }>;
  /** a note under the legend, e.g. what hollow points mean */
  legendNote?: string;
  /** false: no legend (one line named by the heading) */
  legend?: boolean;
  height?: number;
}

const TOP = 10;
/** a white outline that keeps a label readable over a line */
const HALO = { stroke: COLOR.background, 'stroke-width': 3, 'paint-order': 'stroke' } as const;
const LEFT = 44;
const BOTTOM = 38;

/** x ticks: every value when there are few, else about 8 evenly spaced whole numbers. */
function xTicks(xs: readonly number[]): number[] {
  const distinct = [...new Set(xs)].sort((a, b) => a - b);
  if (distinct.length <= 16) return distinct;
  const lo = itemAt(distinct, 0);
  const hi = itemAt(distinct, distinct.length - 1);
  const raw = (hi - lo) / 8;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Math.round(t * 1e9) / 1e9);
  return out;
}

/** Label positions moved apart to be at least `gap` pixels from each other, in their order. */
export function spread(ys: readonly number[], gap: number): number[] {
  const order = ys.map((y, i) => [y, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(ys.length);
  let prev = -Infinity;
  for (const [y, i] of order) {
    prev = Math.max(y, prev + gap);
    out[i] = prev;
  }
  return out;
}

export function lineChart(c: LineChartInput, width: number): Block {
  const plotH = c.height ?? 200;
  const legendSize = SIZE.label;
  const legendWidth = Math.min(width * 0.3, Math.max(...c.series.map((s) => textWidth(s.name, legendSize) + 26), c.legendNote ? 110 : 60));
  const right = c.legend === false ? 24 : legendWidth + 50; // the last values' labels, then the legend
  const plotW = width - LEFT - right;
  const xs = c.series.flatMap((s) => s.points.map((p) => p.x));
  const xlo = Math.min(...xs);
  const xhi = Math.max(...xs);
  const pad = xhi === xlo ? 1 : (xhi - xlo) * 0.04;
  const x = (v: number) => LEFT + ((v - (xlo - pad)) / (xhi - xlo + 2 * pad)) * plotW;
  const [y0, y1] = c.yDomain;
  const y = (v: number) => TOP + plotH - ((Math.min(Math.max(v, y0), y1) - y0) / (y1 - y0 || 1)) * plotH;
  const base = TOP + plotH;
  const valueText = c.valueText ?? c.yText;

  const nodes: SvgNode[] = [
    el(
      'g',
      { stroke: COLOR.grid, 'stroke-width': 1 },
      ...c.yTicks.map((t) => el('line', { x1: LEFT, y1: y(t), x2: LEFT + plotW, y2: y(t) })),
    ),
    el(
      'g',
      { 'font-size': SIZE.small, fill: COLOR.muted, 'text-anchor': 'end' },
      ...c.yTicks.map((t) => el('text', { x: LEFT - 5, y: y(t) + 3.5 }, c.yText(t))),
    ),
    el('line', { x1: LEFT, y1: base, x2: LEFT + plotW, y2: base, stroke: COLOR.axis, 'stroke-width': 1 }),
    el(
      'g',
      { 'font-size': SIZE.small, fill: COLOR.text, 'text-anchor': 'middle' },
      ...xTicks(xs).map((t) => el('text', { x: x(t), y: base + 14 }, decimal(t, 4))),
    ),
    el('text', { x: LEFT + plotW / 2, y: base + 31, 'font-size': SIZE.label, fill: COLOR.muted, 'text-anchor': 'middle' }, c.xLabel),
  ];

  const refs = c.references ?? [];
  const refLabelY = spread(
    refs.map((r) => y(r.y) - 4),
    12,
  );
  refs.forEach((r, i) => {
    nodes.push(
      el(
        'g',
        { class: 'reference' },
        el('line', {
          x1: LEFT,
          y1: y(r.y),
          x2: LEFT + plotW,
          y2: y(r.y),
          stroke: r.color ?? COLOR.reference,
          'stroke-width': 1.2,
          'stroke-dasharray': '6 4',
        }),
        el('text', { x: LEFT + 4, y: refLabelY[i], 'font-size': SIZE.small, fill: r.color ?? COLOR.reference, ...HALO }, r.label),
      ),
    );
  });

  // bands first, so that every line is drawn over every band
  for (const s of c.series) {
    const withCi = s.points.filter((p): p is LinePoint & Required<Pick<LinePoint, 'interval'>> => p.interval !== undefined);
    // a band only where every point has an interval: withCi is then every point, in order
    if (withCi.length < 2 || withCi.length !== s.points.length) continue;
    const upper = withCi.map((p) => [x(p.x), y(p.interval[1])] as const);
    const lower = [...withCi].reverse().map((p) => [x(p.x), y(p.interval[0])] as const);
    nodes.push(el('polygon', { class: 'band', points: points([...upper, ...lower]), fill: s.color, 'fill-opacity': 0.2, stroke: 'none' }));
  }
  for (const s of c.series) {
    const line: SvgNode[] = [];
    if (s.points.length > 1) {
      line.push(
        el('polyline', {
          points: points(s.points.map((p) => [x(p.x), y(p.y)] as const)),
          fill: 'none',
          stroke: s.color,
          'stroke-width': 2,
        }),
      );
    }
    for (const p of s.points) {
      if (p.interval && s.points.length === 1) {
        line.push(
          el('line', {
            class: 'whisker',
            x1: x(p.x),
            y1: y(p.interval[0]),
            x2: x(p.x),
            y2: y(p.interval[1]),
            stroke: s.color,
            'stroke-width': 1.5,
          }),
        );
      }
      line.push(
        el(
          'circle',
          { cx: x(p.x), cy: y(p.y), r: 3.5, fill: p.filled === false ? COLOR.background : s.color, stroke: s.color, 'stroke-width': 1.5 },
          el('title', {}, p.tooltip ?? `${s.name} at ${decimal(p.x, 4)}: ${valueText(p.y)}`),
        ),
      );
    }
    // one line: every point written over it; more: the last point of each beside it (below)
    if (c.series.length === 1 && s.points.length <= 16) {
      for (const p of s.points)
        line.push(
          el(
            'text',
            { x: x(p.x), y: y(p.y) - 8, 'font-size': SIZE.small, fill: s.color, 'text-anchor': 'middle', ...HALO },
            valueText(p.y),
          ),
        );
    }
    nodes.push(el('g', {}, ...line));
  }
  if (c.series.length > 1) {
    const lasts = c.series.map((s) => s.points[s.points.length - 1]);
    const labelY = spread(
      lasts.map((p) => (p ? y(p.y) + 4 : 0)),
      12,
    );
    c.series.forEach((s, i) => {
      const p = lasts[i];
      if (p)
        nodes.push(
          el('text', { x: x(p.x) + 6, y: labelY[i], 'font-size': SIZE.small, fill: s.color, 'font-weight': 'bold' }, valueText(p.y)),
        );
    });
  }

  // the legend, right of the plot
  const lx = LEFT + plotW + 44;
  if (c.legend !== false)
    c.series.forEach((s, i) => {
      const ly = TOP + 6 + i * 18;
      nodes.push(
        el(
          'g',
          {},
          el('line', { x1: lx, y1: ly, x2: lx + 16, y2: ly, stroke: s.color, 'stroke-width': 3 }),
          el('text', { x: lx + 22, y: ly + 4, 'font-size': legendSize, fill: COLOR.text }, fit(s.name, legendWidth - 26, legendSize)),
        ),
      );
    });
  if (c.legendNote) {
    wrap(c.legendNote, legendWidth, SIZE.small).forEach((line, i) => {
      nodes.push(el('text', { x: lx, y: TOP + 12 + c.series.length * 18 + i * 14, 'font-size': SIZE.small, fill: COLOR.muted }, line));
    });
  }

  const plot: Block = { width, height: base + BOTTOM, nodes };
  return c.heading ? stack([heading(c.heading, width, c.note ?? ''), plot], 6) : plot;
}
