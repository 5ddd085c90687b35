/**
 * Colours, type sizes and the one text-width estimate the layouts use. The server has no fonts
 * to measure with, so widths are estimated from an average glyph width of a sans-serif face and
 * labels are cut (with the full text in a tooltip) where the estimate says they would not fit.
 */
import { itemAt } from '../../simulations/core/itemAt.js';

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

export const SIZE = { title: 17, subtitle: 12.5, heading: 13.5, label: 12, small: 10.5 } as const;

export const COLOR = {
  background: '#ffffff',
  text: '#1f2328',
  muted: '#59636e',
  grid: '#e3e6ea',
  axis: '#8c959f',
  track: '#f1f3f5',
  bar: '#0072b2',
  whisker: '#0b2545',
  mean: '#d55e00',
  reference: '#59636e',
  base: '#9fb3c8',
} as const;

/** Series colours: the Okabe-Ito palette (told apart with the common colour blindnesses), yellow left out. */
export const SERIES = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000'] as const;

export const seriesColor = (i: number): string => itemAt(SERIES, i % SERIES.length);

/**
 * Estimated width in pixels of `s` at font size `size`: glyph widths of a wide sans-serif face
 * (DejaVu Sans, the usual fallback on servers), so that estimates err on the wide side.
 */
export function textWidth(s: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of s) {
    if (/[ilIj.,:;'|!()[\]]/.test(ch)) em += 0.3;
    else if (ch === ' ') em += 0.32;
    else if (/[mwMW@%]/.test(ch)) em += 0.9;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else em += 0.6;
  }
  return em * size * (bold ? 1.1 : 1);
}

/** `s` cut with an ellipsis to fit `width` pixels at `size`. */
export function fit(s: string, width: number, size: number, bold = false): string {
  if (textWidth(s, size, bold) <= width) return s;
  const chars = [...s].slice(0, Math.ceil(width / (0.3 * size)) + 1); // no glyph is narrower than 0.3 em
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size, bold) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** Words of `s` on lines no wider than `width` pixels at `size` (a long word gets its own line). */
export function wrap(s: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}
