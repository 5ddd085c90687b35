/**
 * The body of an odds answer (every simulation endpoint's own answer): its probabilities as
 * bars, its distributions as histograms with their means, the means that have no distribution
 * as text, and each per-item list (a global defence's `continents`, a location check's `units`,
 * rally `options`, a list of missions) as small groups with their names. Lists are found by
 * shape, not by name, so a list an endpoint adds later is drawn the same way.
 */
import { grid, heading, stack, type Block } from '../block.js';
import { barChart, type BarLine } from '../bars.js';
import { words } from '../format.js';
import {
  asDistribution,
  asExpectation,
  asProbability,
  distributionHistogram,
  entriesOf,
  isObject,
  meansBlock,
  probabilityBar,
  type Computed,
  type Obj,
  type Prob,
} from './parts.js';

const GAP = 14;
const COLUMN_GAP = 20;

/** Fields that name an item rather than describe it. */
const NAME_FIELDS = ['name', 'id', 'option', 'kind', 'status', 'label'];

/** `[{status: "broken", p, ci}, ...]`: probabilities labelled by a string field of their own. */
function labelledProbabilities(v: unknown): Array<[string, Prob]> | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out: Array<[string, Prob]> = [];
  for (const e of v) {
    const prob = asProbability(e);
    const labelKey = isObject(e) ? Object.keys(e).find((k) => k !== 'fraction' && typeof e[k] === 'string') : undefined;
    if (!prob || labelKey === undefined) return undefined;
    out.push([words(String((e as Obj)[labelKey])), prob]);
  }
  return out;
}

/** The charts of one set of probabilities, distributions and means (a whole answer, or one item of a list). */
function partsBlock(o: Obj, c: Computed, width: number, columns: number, plotHeight?: number): Block[] {
  const blocks: Block[] = [];
  const bars: BarLine[] = entriesOf(o.probabilities, asProbability).map(([name, p]) => probabilityBar(words(name), p, c));
  for (const [key, v] of Object.entries(o)) {
    const labelled = labelledProbabilities(v);
    if (!labelled) continue;
    if (bars.length > 0) bars.push({ group: words(key) });
    bars.push(...labelled.map(([label, p]) => probabilityBar(label, p, c)));
  }
  if (bars.length > 0) blocks.push(barChart(bars, { width }));

  const expectations = entriesOf(o.expectations, asExpectation);
  const byName = new Map(expectations);
  const dists = entriesOf(o.distributions, asDistribution);
  if (dists.length > 0) {
    const cols = dists.length === 1 ? 1 : columns;
    const cell = (width - (cols - 1) * COLUMN_GAP) / cols;
    blocks.push(
      grid(
        dists.map(([name, d]) => distributionHistogram(words(name), d, byName.get(name), c, cell, plotHeight)),
        cols,
        cell,
        COLUMN_GAP,
      ),
    );
  }
  const alone = expectations.filter(([name]) => !dists.some(([d]) => d === name));
  if (alone.length > 0) {
    blocks.push(
      stack(
        [
          heading(dists.length > 0 ? 'Other means' : 'Means', width),
          meansBlock(
            alone.map(([n, e]) => [words(n), e]),
            c,
            width,
          ),
        ],
        2,
      ),
    );
  }
  return blocks;
}

const hasParts = (o: Obj): boolean =>
  entriesOf(o.probabilities, asProbability).length > 0 ||
  entriesOf(o.distributions, asDistribution).length > 0 ||
  Object.values(o).some((v) => labelledProbabilities(v) !== undefined);

/** An item's name, and its other plain fields as a note: "North America", "Interceptors 2 · UFOs 1". */
function itemTitle(item: Obj, index: number): { name: string; note: string } {
  const nameKey = NAME_FIELDS.find((k) => typeof item[k] === 'string' && item[k] !== '');
  const name =
    nameKey === undefined ? `#${index + 1}` : nameKey === 'name' || nameKey === 'id' ? String(item[nameKey]) : words(String(item[nameKey]));
  const details: string[] = [];
  for (const [k, v] of Object.entries(item)) {
    if (k === nameKey) continue;
    if (typeof v === 'number') details.push(`${words(k)} ${v}`);
    else if (typeof v === 'string' && v !== '') details.push(NAME_FIELDS.includes(k) ? words(v) : `${words(k)} ${v}`);
    else if (v === true) details.push(words(k));
  }
  return { name, note: details.join(' · ') };
}

/** Per-item lists: array fields whose items carry probabilities or distributions of their own. */
function itemLists(a: Obj): Array<[string, Obj[]]> {
  const out: Array<[string, Obj[]]> = [];
  for (const [key, v] of Object.entries(a)) {
    if (!Array.isArray(v) || v.length === 0 || !v.every(isObject)) continue;
    if (labelledProbabilities(v) !== undefined) continue; // probabilities of this answer, not items
    if (v.some((item) => hasParts(item as Obj))) out.push([key, v as Obj[]]);
  }
  return out;
}

export function isOddsAnswer(a: Obj): boolean {
  return isObject(a.probabilities) || isObject(a.distributions) || itemLists(a).length > 0;
}

export function oddsBody(a: Obj, c: Computed, width: number): Block {
  const blocks = partsBlock(a, c, width, 2);
  for (const [key, items] of itemLists(a)) {
    const columns = width >= 600 && items.length > 1 ? 2 : 1;
    const cell = (width - (columns - 1) * COLUMN_GAP) / columns;
    const best = key === 'options' && typeof a.best === 'number' ? a.best : -1;
    const groups = items.map((item, i) => {
      const t = itemTitle(item, i);
      return stack([heading(t.name + (i === best ? ' (best)' : ''), cell, t.note), ...partsBlock(item, c, cell, 1, 70)], 6);
    });
    blocks.push(stack([heading(words(key), width, '', 15), grid(groups, columns, cell, COLUMN_GAP + 4)], 8));
  }
  return stack(blocks, GAP + 8);
}
