/**
 * The variants of a comparison read as rows of one endpoint: each variant is the base body with
 * its `set` fields put in (dotted paths, read as sweeps read `vary.field`: fieldPath.ts), then
 * read by the endpoint's own schema before anything runs. Every issue of every variant is
 * answered at once (400), named where it is in the comparison's body:
 * - a set field the path cannot name, or one no variant may set: `body.variants.<i>.set.<path>`;
 * - an issue inside a set field's value: `body.variants.<i>.set.<path>.<the rest of its path>`;
 * - an issue in a part of the body a set field made (the other fields of a list item it
 *   appended): `body.variants.<i>.set.<path>`, the message naming the row's own field;
 * - an issue of the base body: `body.body.<path>` (once, however many variants share it).
 *
 * Fields no variant sets: `seed` and `method` (as in sweeps: one seed for all, and the trials cap
 * counts the sampled variants), and `trials`, `confidence` and `precision`, which belong to the
 * comparison as a whole: every variant runs the same trials on the same draws, and its intervals
 * and differences are at one level.
 */
import type { z } from 'zod';
import { itemAt } from '../../simulations/core/itemAt.js';
import { parseRow, type AnyEndpoint, type Row } from '../endpoints.js';
import { HttpProblem, type FieldError } from '../problem.js';
import { firstPart, resolveField, withField, type FieldPath } from './fieldPath.js';

export const MAX_VARIANTS = 20;
/** fields one variant may set */
export const MAX_SETS = 20;

const FIXED = new Map([
  ['seed', 'the seed cannot be set by a variant: every variant runs on the same draws (set it in body.body)'],
  ['method', 'the method cannot be set by a variant: every variant is computed one way (set it in body.body)'],
  ['trials', 'the trials cannot be set by a variant: every variant runs the same trials on the same draws (set them in body.body)'],
  ['confidence', 'the confidence cannot be set by a variant: every interval of the comparison is at one level (set it in body.body)'],
  ['precision', 'the precision cannot be set by a variant: the comparison stops early as a whole (set it in body.body)'],
]);

export interface Variant {
  name: string;
  /** field path -> value, put into the base body in the order given */
  set: Record<string, unknown>;
}

/** Whether `prefix` is the start of `path`. */
function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((p, j) => path[j] === p);
}

/** Whether the base body has the node `path` leads to the parent of (so an issue there is the base's). */
function inBase(base: unknown, path: readonly string[]): boolean {
  let node = base;
  for (const part of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** How many leading parts two paths share. */
function shared(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where a variant's issue is in the comparison's body, and its message (with the row's own field
 * path when the place named is not that field itself).
 */
function placeIssue(issue: z.core.$ZodIssue, base: Record<string, unknown>, sets: readonly FieldPath[], index: number): FieldError {
  const at = issue.path.map(String);
  const under = (set: readonly string[], rest: readonly string[] = []) =>
    `body.variants.${index}.set.${[set.join('.'), ...rest].join('.')}`;
  const own = (path: string) => ({ path, message: at.length === 0 ? issue.message : `${at.join('.')}: ${issue.message}` });
  for (const set of sets) {
    const named = set.map(String);
    if (startsWith(at, named)) return { path: under(named, at.slice(named.length)), message: issue.message };
    // a set field the endpoint does not have: zod names its parent, with the key
    const parent = named.slice(0, -1);
    if (
      issue.code === 'unrecognized_keys' &&
      at.length === parent.length &&
      startsWith(at, parent) &&
      issue.keys.includes(itemAt(named, named.length - 1))
    ) {
      return own(under(named));
    }
  }
  if (sets.length > 0 && !inBase(base, at)) {
    // in a part a set field made (a list item it appended): named under the set field that made it
    const maker = sets.map((set) => set.map(String)).reduce((best, set) => (shared(set, at) > shared(best, at) ? set : best));
    return own(under(maker));
  }
  return { path: at.length === 0 ? 'body.body' : `body.body.${at.join('.')}`, message: issue.message };
}

/** One row per variant, in the order given; every issue of every variant answered together (400). */
export function variantRows(endpoint: AnyEndpoint, base: Record<string, unknown>, variants: readonly Variant[]): Row[] {
  const rows: Row[] = [];
  const errors = new Map<string, FieldError>();
  const add = (path: string, message: string) => errors.set(`${path}\n${message}`, { path, message });
  for (const [i, variant] of variants.entries()) {
    let body = base;
    const sets: FieldPath[] = [];
    let named = true;
    for (const [field, value] of Object.entries(variant.set)) {
      const at = `body.variants.${i}.set.${field}`;
      const path = FIXED.get(firstPart(field)) ?? resolveField(body, field);
      if (typeof path === 'string') {
        add(at, path);
        named = false;
        continue;
      }
      body = withField(body, path, value);
      sets.push(path);
    }
    if (!named) continue;
    const parsed = parseRow(endpoint, body);
    if (parsed.ok) rows.push(parsed.row);
    else {
      for (const issue of parsed.issues) {
        const e = placeIssue(issue, base, sets, i);
        add(e.path, e.message);
      }
    }
  }
  if (errors.size > 0) {
    const list = [...errors.values()];
    throw new HttpProblem(400, 'Invalid request', list.map((e) => `${e.path}: ${e.message}`).join('; '), list);
  }
  return rows;
}
