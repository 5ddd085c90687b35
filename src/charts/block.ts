/**
 * Blocks: a drawn part of a chart that knows its own size, drawn from its top-left corner.
 * Charts are built by stacking blocks and laying them out in columns, so that no renderer needs
 * to know where it ends up.
 */
import { el, num, type SvgNode } from './svg.js';
import { COLOR, SIZE, fit, textWidth, wrap } from './theme.js';

export interface Block {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly SvgNode[];
}

export const EMPTY: Block = { width: 0, height: 0, nodes: [] };

/** The block's nodes moved to (x, y). */
export function at(block: Block, x: number, y: number): SvgNode {
  if (x === 0 && y === 0) return el('g', {}, ...block.nodes);
  return el('g', { transform: `translate(${num(x)},${num(y)})` }, ...block.nodes);
}

/** Blocks one under the other, `gap` pixels apart. */
export function stack(blocks: readonly Block[], gap: number): Block {
  const shown = blocks.filter((b) => b.height > 0);
  let y = 0;
  const nodes: SvgNode[] = [];
  for (const b of shown) {
    nodes.push(at(b, 0, y));
    y += b.height + gap;
  }
  return { width: Math.max(0, ...shown.map((b) => b.width)), height: shown.length ? y - gap : 0, nodes };
}

/** Blocks in rows of `columns` cells, `cellWidth` wide and `gap` apart; a row is as tall as its tallest block. */
export function grid(blocks: readonly Block[], columns: number, cellWidth: number, gap: number): Block {
  const nodes: SvgNode[] = [];
  let y = 0;
  for (let i = 0; i < blocks.length; i += columns) {
    const row = blocks.slice(i, i + columns);
    for (const [k, b] of row.entries()) nodes.push(at(b, k * (cellWidth + gap), y));
    y += Math.max(...row.map((b) => b.height)) + gap;
  }
  const used = Math.min(columns, blocks.length);
  return { width: used * cellWidth + Math.max(0, used - 1) * gap, height: blocks.length ? y - gap : 0, nodes };
}

/** A heading line with an optional muted note after it, both cut to the width (the full text in a tooltip). */
export function heading(text: string, width: number, note = '', size: number = SIZE.heading): Block {
  const shown = fit(text, width, size, true);
  const room = width - textWidth(shown, size, true) - textWidth('  ', SIZE.small);
  const shownNote = note === '' || room < 40 ? '' : fit(note, room, SIZE.small);
  const height = Math.round(size * 1.5);
  const full = note === '' ? text : `${text} (${note})`;
  const label = el(
    'text',
    { x: 0, y: Math.round(size * 1.1), 'font-size': size, 'font-weight': 'bold', fill: COLOR.text },
    shown !== text || shownNote !== note ? el('title', {}, full) : null,
    shown,
    shownNote !== '' ? el('tspan', { 'font-weight': 'normal', fill: COLOR.muted, 'font-size': SIZE.small }, `  ${shownNote}`) : null,
  );
  return { width, height, nodes: [label] };
}

/** A paragraph of muted text wrapped to `width`. */
export function paragraph(text: string, width: number, size: number = SIZE.small, color: string = COLOR.muted): Block {
  const lines = wrap(text, width, size);
  const lineHeight = Math.round(size * 1.35);
  const nodes = lines.map((line, i) =>
    el('text', { x: 0, y: Math.round(size * 1.05) + i * lineHeight, 'font-size': size, fill: color }, line),
  );
  return { width, height: lines.length * lineHeight, nodes };
}

/** Rows of "label  value" text, for numbers that have no picture of their own. */
export function keyValues(rows: ReadonlyArray<{ label: string; value: string; note?: string }>, width: number): Block {
  const size = SIZE.label;
  const lineHeight = Math.round(size * 1.6);
  const labelWidth = Math.min(width * 0.45, 200);
  const nodes = rows.flatMap((r, i) => {
    const y = Math.round(size * 1.1) + i * lineHeight;
    return [
      el('text', { x: 0, y, 'font-size': size, fill: COLOR.muted }, fit(r.label, labelWidth - 8, size)),
      el(
        'text',
        { x: labelWidth, y, 'font-size': size, fill: COLOR.text },
        el('tspan', { 'font-weight': 'bold' }, r.value),
        r.note ? el('tspan', { fill: COLOR.muted, 'font-size': SIZE.small }, `  ${r.note}`) : null,
      ),
    ];
  });
  return { width, height: rows.length * lineHeight, nodes };
}
