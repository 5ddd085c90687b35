/**
 * Grouped bars: named variants side by side, one group of bars per measure (a probability), each
 * variant in its own colour with its interval as a whisker. A variant after the first may carry
 * its difference from the first, written beside its bar with the difference's interval. Used
 * for sweeps over values that are not numbers, and meant for comparison answers (named
 * variants, each with probabilities and a difference interval from the first).
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { stack, type Block } from './block.js';
import { barChart, type BarLine } from './bars.js';
import { percent, percentRange, points } from './format.js';
import { el, type SvgNode } from './svg.js';
import { COLOR, SIZE, fit, seriesColor, textWidth } from './theme.js';

export interface VariantValue {
  p: number;
  /** absent for an exact value */
  ci?: readonly [number, number];
  fraction?: string;
  /** this variant's value minus the first variant's, with its interval */
  difference?: { d: number; ci?: readonly [number, number] };
}

export interface GroupedBarsInput {
  /** the variants' names; the first is the one the others are compared with */
  variants: readonly string[];
  /** one group per measure, with one value per variant (undefined: the variant has no such measure) */
  measures: ReadonlyArray<{ name: string; values: ReadonlyArray<VariantValue | undefined> }>;
}

function note(v: VariantValue): string {
  if (v.difference) {
    const d = v.difference;
    const ci = d.ci ? ` (${points(d.ci[0]).replace(' pts', '')} to ${points(d.ci[1])})` : '';
    return `${points(d.d)}${ci}`;
  }
  return v.ci ? percentRange(v.ci[0], v.ci[1], v.p) : '';
}

function legend(variants: readonly string[], width: number): Block {
  const nodes: SvgNode[] = [];
  let x = 0;
  let y = 0;
  variants.forEach((name, i) => {
    const shown = fit(name, width * 0.45, SIZE.label);
    const w = textWidth(shown, SIZE.label) + 38;
    if (x > 0 && x + w > width) {
      x = 0;
      y += 18;
    }
    nodes.push(
      el('rect', { x, y: y + 3, width: 12, height: 12, fill: seriesColor(i) }),
      el(
        'text',
        { x: x + 17, y: y + 13, 'font-size': SIZE.label, fill: COLOR.text },
        shown,
        i === 0 && variants.length > 1 ? el('tspan', { fill: COLOR.muted }, ' (reference)') : null,
      ),
    );
    x += w + (i === 0 && variants.length > 1 ? textWidth(' (reference)', SIZE.label) : 0);
  });
  return { width, height: y + 20, nodes };
}

export function groupedBars(c: GroupedBarsInput, width: number): Block {
  const lines: BarLine[] = [];
  for (const m of c.measures) {
    lines.push({ group: m.name });
    m.values.forEach((v, i) => {
      if (v === undefined) return;
      const variant = itemAt(c.variants, i);
      lines.push({
        label: variant,
        value: v.p,
        interval: v.ci,
        valueText: percent(v.p),
        note: note(v),
        tooltip: `${m.name}, ${variant}: ${v.fraction ? `${v.fraction} = ` : ''}${v.p}${v.ci ? ` [${v.ci[0]}, ${v.ci[1]}]` : ''}`,
        color: seriesColor(i),
      });
    });
  }
  return stack([legend(c.variants, width), barChart(lines, { width, indent: true, valueShare: 0.45 })], 8);
}
