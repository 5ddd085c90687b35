/**
 * Horizontal bars, one a row: a label, the bar on a light track, the interval as a whisker (left
 * out for exact values) and the value written beside it. Rows may be gathered under group
 * headings and coloured by series, which is all grouped bars need (see groupedBars.ts).
 */
import type { Block } from './block.js';
import { el, type SvgNode } from './svg.js';
import { COLOR, SIZE, fit, textWidth } from './theme.js';
import { percent } from './format.js';

export interface BarRow {
  label: string;
  value: number;
  /** drawn as a whisker; absent for an exact value */
  interval?: readonly [number, number];
  /** the value as written beside the bar, e.g. "59.0%" */
  valueText: string;
  /** muted text after the value: the interval, a difference */
  note?: string;
  /** shown on hover: every digit of the value */
  tooltip?: string;
  color?: string;
  /** a first, lighter segment from the start of the scale to `base` (a value before a change) */
  base?: number;
}

export interface BarGroup {
  group: string;
  note?: string;
}

export type BarLine = BarRow | BarGroup;

export interface BarChartOptions {
  width: number;
  /** the scale; probabilities by default */
  domain?: readonly [number, number];
  ticks?: readonly number[];
  tickText?: (v: number) => string;
  /** indent the labels of rows under a group heading */
  indent?: boolean;
  /** the most of the width the written values and their notes may take (else notes go to tooltips only) */
  valueShare?: number;
}

const ROW = 22;
const GROUP_ROW = 20;
const BAR = 12;
const AXIS = 18;

const isGroup = (line: BarLine): line is BarGroup => 'group' in line;

export function barChart(lines: readonly BarLine[], opts: BarChartOptions): Block {
  const width = opts.width;
  const [d0, d1] = opts.domain ?? [0, 1];
  const ticks = opts.ticks ?? (opts.domain ? [] : [0, 0.25, 0.5, 0.75, 1]);
  const tickText = opts.tickText ?? ((v: number) => percent(v, 0));
  const rows = lines.filter((l): l is BarRow => !isGroup(l));
  const indent = opts.indent && lines.some(isGroup) ? 12 : 0;

  const labelWidth = Math.min(Math.max(40, ...rows.map((r) => textWidth(r.label, SIZE.label) + indent + 10)), width * 0.4);
  const valueOnly = Math.max(...rows.map((r) => textWidth(r.valueText, SIZE.label)), 30) + 12;
  const withNotes =
    Math.max(...rows.map((r) => textWidth(r.valueText, SIZE.label) + (r.note ? textWidth(`  ${r.note}`, SIZE.small) : 0)), 30) + 12;
  const showNotes = withNotes <= width * (opts.valueShare ?? 0.34);
  const valueWidth = showNotes ? withNotes : valueOnly;
  const plotX = labelWidth;
  const plotW = Math.max(40, width - labelWidth - valueWidth);
  const x = (v: number) => plotX + ((Math.min(Math.max(v, d0), d1) - d0) / (d1 - d0 || 1)) * plotW;

  const tracks: SvgNode[] = [];
  const body: SvgNode[] = [];
  let y = 0;
  for (const line of lines) {
    if (isGroup(line)) {
      body.push(
        el(
          'text',
          { x: 0, y: y + 14, 'font-size': SIZE.label, 'font-weight': 'bold', fill: COLOR.text },
          fit(line.group, width - 10, SIZE.label),
          line.note ? el('tspan', { 'font-weight': 'normal', fill: COLOR.muted, 'font-size': SIZE.small }, `  ${line.note}`) : null,
        ),
      );
      y += GROUP_ROW;
      continue;
    }
    const mid = y + ROW / 2;
    const color = line.color ?? COLOR.bar;
    const label = fit(line.label, labelWidth - indent - 10, SIZE.label);
    const parts: SvgNode[] = [
      el('title', {}, line.tooltip ?? `${line.label}: ${line.valueText}${line.note ? ` ${line.note}` : ''}`),
      el('text', { x: indent, y: mid + 4, 'font-size': SIZE.label, fill: COLOR.text }, label),
    ];
    tracks.push(el('rect', { x: plotX, y: mid - BAR / 2, width: plotW, height: BAR, fill: COLOR.track }));
    if (line.base !== undefined && line.base > d0) {
      parts.push(el('rect', { x: plotX, y: mid - BAR / 2, width: x(line.base) - plotX, height: BAR, fill: COLOR.base }));
      if (line.value > line.base)
        parts.push(el('rect', { x: x(line.base), y: mid - BAR / 2, width: x(line.value) - x(line.base), height: BAR, fill: color }));
    } else {
      parts.push(el('rect', { x: plotX, y: mid - BAR / 2, width: x(line.value) - plotX, height: BAR, fill: color }));
    }
    if (line.interval) {
      const [lo, hi] = [x(line.interval[0]), x(line.interval[1])];
      parts.push(
        el(
          'g',
          { class: 'whisker', stroke: COLOR.whisker, 'stroke-width': 1.5 },
          el('line', { x1: lo, y1: mid, x2: hi, y2: mid }),
          el('line', { x1: lo, y1: mid - 5, x2: lo, y2: mid + 5 }),
          el('line', { x1: hi, y1: mid - 5, x2: hi, y2: mid + 5 }),
        ),
      );
    }
    parts.push(
      el(
        'text',
        { x: plotX + plotW + 8, y: mid + 4, 'font-size': SIZE.label, fill: COLOR.text },
        el('tspan', { 'font-weight': 'bold' }, line.valueText),
        showNotes && line.note ? el('tspan', { fill: COLOR.muted, 'font-size': SIZE.small }, `  ${line.note}`) : null,
      ),
    );
    body.push(el('g', {}, ...parts));
    y += ROW;
  }

  // the tracks, then the grid lines over them, then the bars
  const nodes: SvgNode[] = [el('g', {}, ...tracks)];
  if (ticks.length > 0) {
    nodes.push(
      el('g', { stroke: COLOR.grid, 'stroke-width': 1 }, ...ticks.map((t) => el('line', { x1: x(t), y1: 0, x2: x(t), y2: y }))),
      el(
        'g',
        { 'font-size': SIZE.small, fill: COLOR.muted, 'text-anchor': 'middle' },
        ...ticks.map((t) => el('text', { x: x(t), y: y + 13 }, tickText(t))),
      ),
    );
  }
  nodes.push(...body);
  return { width, height: y + (ticks.length > 0 ? AXIS : 0), nodes };
}
