/**
 * An answer of a shape no other layout knows: every probability found in it (to a few levels
 * deep) as a bar named by its path, every distribution as a histogram, and its plain numbers as
 * text; a note when there is nothing to draw. A new endpoint thus gets a picture, if a plain
 * one, before it gets a layout of its own.
 */
import { keyValues, paragraph, stack, type Block } from '../block.js';
import { barChart } from '../bars.js';
import { words } from '../format.js';
import {
  asDistribution,
  asProbability,
  distributionHistogram,
  isObject,
  probabilityBar,
  type Computed,
  type Dist,
  type Prob,
} from './parts.js';

const DEPTH = 4;
const MOST = 40;

function walk(v: unknown, path: string[], found: { probs: Array<[string, Prob]>; dists: Array<[string, Dist]> }, depth: number): void {
  if (depth > DEPTH || found.probs.length + found.dists.length >= MOST) return;
  const label = () => path.map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : words(p))).join(' · ');
  const prob = asProbability(v);
  if (prob && path.length > 0) {
    found.probs.push([label(), prob]);
    return;
  }
  const dist = asDistribution(v);
  if (dist && path.length > 0) {
    found.dists.push([label(), dist]);
    return;
  }
  if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, [...path, String(i)], found, depth + 1);
  else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, [...path, k], found, depth + 1);
}

export function fallbackBody(a: unknown, c: Computed, width: number): Block {
  const found = { probs: [] as Array<[string, Prob]>, dists: [] as Array<[string, Dist]> };
  walk(a, [], found, 0);
  const blocks: Block[] = [];
  if (found.probs.length > 0)
    blocks.push(
      barChart(
        found.probs.map(([l, p]) => probabilityBar(l, p, c)),
        { width },
      ),
    );
  for (const [l, d] of found.dists) blocks.push(distributionHistogram(l, d, undefined, c, width));
  const plain = isObject(a)
    ? Object.entries(a)
        .filter(([k, v]) => (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') && k !== 'elapsedMs')
        .map(([k, v]) => ({ label: words(k), value: String(v) }))
    : [];
  if (plain.length > 0) blocks.push(keyValues(plain, width));
  if (blocks.length === 0) blocks.push(paragraph('This answer holds no probabilities or numbers to draw.', width));
  return stack(blocks, 18);
}
