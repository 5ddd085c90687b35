/**
 * A comparison of named variants: `{ variants: [{ name, probabilities, difference? }, ...] }`,
 * each variant with its probabilities and (after the first) its difference from the first, as
 * `difference: { <probability>: { estimate, ci } }`. No endpoint answers this yet; the layout is
 * here so that one can be drawn as grouped bars without new drawing code.
 */
import type { Block } from '../block.js';
import { words } from '../format.js';
import { groupedBars, type VariantValue } from '../groupedBars.js';
import { asProbability, entriesOf, isObject, type Computed, type Obj } from './parts.js';

export const isComparison = (a: Obj): boolean =>
  Array.isArray(a.variants) &&
  a.variants.length > 0 &&
  a.variants.every((v) => isObject(v) && typeof v.name === 'string' && isObject(v.probabilities));

/** A difference as written in the answer: `{ estimate | d | p, ci }`. */
function asDifference(v: unknown): VariantValue['difference'] {
  if (!isObject(v)) return undefined;
  const d = [v.estimate, v.d, v.difference, v.p].find((x): x is number => typeof x === 'number' && Number.isFinite(x));
  if (d === undefined) return undefined;
  const ci = Array.isArray(v.ci) && v.ci.length === 2 && v.ci.every((x) => typeof x === 'number') ? (v.ci as [number, number]) : undefined;
  return { d, ...(ci ? { ci } : {}) };
}

export function comparisonBody(a: Obj, c: Computed, width: number): Block {
  const variants = a.variants as Obj[];
  const names = [...new Set(variants.flatMap((v) => entriesOf(v.probabilities, asProbability).map(([n]) => n)))];
  return groupedBars(
    {
      variants: variants.map((v) => String(v.name)),
      measures: names.map((name) => ({
        name: words(name),
        values: variants.map((v) => {
          const prob = asProbability((v.probabilities as Obj)[name]);
          if (!prob) return undefined;
          const difference = isObject(v.difference) ? asDifference(v.difference[name]) : undefined;
          return {
            p: prob.p,
            ...(!c.exact && prob.ci ? { ci: prob.ci } : {}),
            ...(prob.fraction ? { fraction: prob.fraction } : {}),
            ...(difference ? { difference: c.exact ? { d: difference.d } : difference } : {}),
          };
        }),
      })),
    },
    width,
  );
}
