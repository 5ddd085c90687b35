/**
 * The variants of a comparison read as rows of one endpoint: each variant is the base body with
 * its `set` fields put in (dotted paths, read as sweeps read `vary.field`: fieldPath.ts), then
 * read by the endpoint's own schema before anything runs. Every issue of every variant is
 * answered at once (400), named where it is in the comparison's body:
 * - a set field the path cannot name, or one no variant may set: `body.variants.<i>.set.<path>`;
 * - an issue inside a set field's value: `body.variants.<i>.set.<path>.<the rest of its path>`;
 * - an issue of the base body: `body.body.<path>` (once, however many variants share it).
 *
 * Fields no variant sets: `seed` and `method` (as in sweeps: one seed for all, and the trials cap
 * counts the sampled variants), and `trials`, `confidence` and `precision`, which belong to the
 * comparison as a whole: every variant runs the same trials on the same draws, and its intervals
 * and differences are at one level.
 */
import type { z } from 'zod';
import { parseRow, type AnyEndpoint, type Row } from '../endpoints.js';
import { HttpProblem, type FieldError } from '../problem.js';
import { resolveField, withField, type FieldPath } from './fieldPath.js';

export const MAX_VARIANTS = 20;
/** fields one variant may set */
export const MAX_SETS = 20;

const FIXED: Record<string, string> = {
  seed: 'the seed cannot be set by a variant: every variant runs on the same draws (set it in body.body)',
  method: 'the method cannot be set by a variant: every variant is computed one way (set it in body.body)',
  trials: 'the trials cannot be set by a variant: every variant runs the same trials on the same draws (set them in body.body)',
  confidence: 'the confidence cannot be set by a variant: every interval of the comparison is at one level (set it in body.body)',
  precision: 'the precision cannot be set by a variant: the comparison stops early as a whole (set it in body.body)',
};

export interface Variant {
  name: string;
  /** field path -> value, put into the base body in the order given */
  set: Record<string, unknown>;
}

/** Whether `prefix` is the start of `path`. */
function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((p, j) => path[j] === p);
}

/** Where a variant's issue is in the comparison's body. */
function issuePath(issue: z.core.$ZodIssue, sets: readonly FieldPath[], index: number): string {
  const at = issue.path.map(String);
  for (const set of sets) {
    const named = set.map(String);
    if (startsWith(at, named)) return `body.variants.${index}.set.${[named.join('.'), ...at.slice(named.length)].join('.')}`;
    // a set field the endpoint does not have: zod names its parent, with the key
    const parent = named.slice(0, -1);
    if (issue.code === 'unrecognized_keys' && at.length === parent.length && startsWith(at, parent) && issue.keys.includes(named[named.length - 1])) {
      return `body.variants.${index}.set.${named.join('.')}`;
    }
  }
  return at.length === 0 ? 'body.body' : `body.body.${at.join('.')}`;
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
      const first = field.split('.', 1)[0];
      const path = Object.hasOwn(FIXED, first) ? FIXED[first] : resolveField(body, field);
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
    else for (const issue of parsed.issues) add(issuePath(issue, sets, i), issue.message);
  }
  if (errors.size > 0) {
    const list = [...errors.values()];
    throw new HttpProblem(400, 'Invalid request', list.map((e) => `${e.path}: ${e.message}`).join('; '), list);
  }
  return rows;
}
