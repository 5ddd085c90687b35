/**
 * The whole picture: a white page with a title, the question asked (at most two lines, the
 * second cut with "…"; whole in the document's title), subtitle lines (how the answer was
 * computed) and the chart body under them, as one standalone SVG document.
 */
import { at, type Block } from './block.js';
import { el, svgDocument, type SvgNode } from './svg.js';
import { COLOR, FONT, SIZE, fit, wrap } from './theme.js';

export const FIGURE_WIDTH = 760;
const MARGIN = 20;
/** Lines the question may take: an embedded chart stays a chart, not a page of text. */
const QUESTION_LINES = 2;

/** Width left for the body of a figure `width` wide. */
export const innerWidth = (width: number = FIGURE_WIDTH): number => width - 2 * MARGIN;

export interface Figure {
  title: string;
  /** the question in words, e.g. "3 scientists, tech cost 3, threat 1" */
  question?: string;
  subtitles: readonly string[];
  body: Block;
  width?: number;
}

export function figure(f: Figure): string {
  const width = f.width ?? FIGURE_WIDTH;
  const inner = innerWidth(width);
  const nodes: SvgNode[] = [];
  let y = MARGIN;
  for (const line of wrap(f.title, inner, SIZE.title, true).slice(0, 3)) {
    y += SIZE.title;
    nodes.push(el('text', { x: MARGIN, y, 'font-size': SIZE.title, 'font-weight': 'bold', fill: COLOR.text }, line));
    y += 5;
  }
  if (f.question !== undefined && f.question !== '') {
    const lines = wrap(f.question, inner, SIZE.subtitle);
    const shown = lines.slice(0, QUESTION_LINES);
    if (lines.length > QUESTION_LINES)
      shown[QUESTION_LINES - 1] = fit(`${shown[QUESTION_LINES - 1]} ${lines[QUESTION_LINES]}`, inner, SIZE.subtitle);
    for (const line of shown) {
      y += SIZE.subtitle + 3;
      nodes.push(el('text', { x: MARGIN, y, 'font-size': SIZE.subtitle, fill: COLOR.text, class: 'question' }, line));
    }
  }
  for (const sub of f.subtitles) {
    for (const line of wrap(sub, inner, SIZE.subtitle)) {
      y += SIZE.subtitle + 3;
      nodes.push(el('text', { x: MARGIN, y, 'font-size': SIZE.subtitle, fill: COLOR.muted }, line));
    }
  }
  y += 18;
  nodes.push(at(f.body, MARGIN, y));
  const height = Math.ceil(y + f.body.height + MARGIN);
  return svgDocument(width, height, { 'font-family': FONT }, [
    el('title', {}, [f.title, f.question, ...f.subtitles].filter((s) => s !== undefined && s !== '').join('. ')),
    el('rect', { x: 0, y: 0, width, height, fill: COLOR.background }),
    ...nodes,
  ]);
}
