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

/** Widths in em of the ASCII characters; every other character is 0.6 em. */
const ASCII_EM: readonly number[] = Array.from({ length: 128 }, (_, code) => {
  const ch = String.fromCharCode(code);
  if (/[ilIj.,:;'|!()[\]]/.test(ch)) return 0.3;
  if (ch === ' ') return 0.32;
  if (/[mwMW@%]/.test(ch)) return 0.9;
  if (/[A-Z]/.test(ch)) return 0.7;
  if (/[0-9]/.test(ch)) return 0.64;
  return 0.6;
});

/** The width of one character (a code point) in em, as `textWidth` counts it: looked up, no pattern run per character. */
function charEm(ch: string): number {
  const code = ch.charCodeAt(0);
  return code < 128 ? (ASCII_EM[code] as number) : 0.6; // code < 128: in the table
}

/**
 * Estimated width in pixels of `s` at font size `size`: glyph widths of a wide sans-serif face
 * (DejaVu Sans, the usual fallback on servers), so that estimates err on the wide side.
 */
export function textWidth(s: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of s) em += charEm(ch);
  return em * size * (bold ? 1.1 : 1);
}

/**
 * `s` cut with an ellipsis to fit `width` pixels at `size`: the longest start (at least one
 * character) whose width with the ellipsis fits. One pass: each start's width is the previous
 * one's plus a character, summed in the order `textWidth` sums them, so the cut is where
 * measuring each candidate whole would put it.
 */
export function fit(s: string, width: number, size: number, bold = false): string {
  if (textWidth(s, size, bold) <= width) return s;
  const chars = [...s];
  const ellipsis = charEm('…');
  let em = 0;
  let keep = 1;
  for (let k = 1; k <= chars.length; k++) {
    em += charEm(chars[k - 1] as string); // k - 1 < chars.length
    if ((em + ellipsis) * size * (bold ? 1.1 : 1) > width) break; // as textWidth multiplies
    keep = k;
  }
  return `${chars.slice(0, keep).join('')}…`;
}

/**
 * Words of `s` on lines no wider than `width` pixels at `size` (a long word gets its own line).
 * A line's width is summed as it grows, character by character in the order `textWidth` sums
 * them, so each line breaks where measuring it whole would break it.
 */
export function wrap(s: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  const scale = (em: number) => em * size * (bold ? 1.1 : 1); // as textWidth multiplies
  let line = '';
  let lineEm = 0;
  for (const word of s.split(/\s+/).filter((w) => w !== '')) {
    let nextEm = line === '' ? 0 : lineEm + charEm(' ');
    for (const ch of word) nextEm += charEm(ch);
    if (line !== '' && scale(nextEm) > width) {
      lines.push(line);
      line = word;
      lineEm = 0;
      for (const ch of word) lineEm += charEm(ch);
    } else {
      line = line === '' ? word : `${line} ${word}`;
      lineEm = nextEm;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
