/**
 * A field of an endpoint's body named by a dotted path ("scientists", "policy.stopAtThreat",
 * "continents.0.ufos"), read against the body it will be set in, and set in a copy of it.
 *
 * The path is caller input, so it is read so that it cannot amplify: at most MAX_FIELD_PARTS
 * parts; only own properties are followed (never `__proto__`, `constructor` or `prototype`);
 * a list index is at most the list's length (the next item), so no path builds a long list; a
 * part under a number, string or null is refused. Copies are made along the path only.
 */
import { itemAt } from '../../simulations/core/itemAt.js';

export const MAX_FIELD_PARTS = 8;

/** Names and list indices; a number is an index into a list, a string a property name. */
export type FieldPath = ReadonlyArray<string | number>;

const PART = /^[A-Za-z0-9_]+$/;
const INDEX = /^(0|[1-9][0-9]*)$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const kindOf = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'a list' : `a ${typeof x}`);

/** The first part of a dotted field: "policy" of "policy.stopAtThreat". */
export function firstPart(field: string): string {
  const dot = field.indexOf('.');
  return dot === -1 ? field : field.slice(0, dot);
}

/**
 * The path `field` names in `body`, or a message saying why it names none. A part the body
 * does not have yet is created when set: an object, or a list for index 0.
 */
export function resolveField(body: Record<string, unknown>, field: string): FieldPath | string {
  const parts = field.split('.', MAX_FIELD_PARTS + 1);
  if (parts.length > MAX_FIELD_PARTS) return `a path of at most ${MAX_FIELD_PARTS} parts`;
  const path: Array<string | number> = [];
  let node: unknown = body;
  for (const [i, part] of parts.entries()) {
    if (!PART.test(part) || FORBIDDEN.has(part)) return `"${part}" is neither a field name nor a list index`;
    const where = i === 0 ? 'the body' : `"${parts.slice(0, i).join('.')}"`;
    if (Array.isArray(node) || (node === undefined && INDEX.test(part))) {
      // a list, or one this path would start
      if (!Array.isArray(node) && part !== '0') return `${where} is absent: only index 0 can start a list there`;
      const length = Array.isArray(node) ? node.length : 0;
      if (!INDEX.test(part) || Number(part) > length) {
        return `${where} is a list of ${length}: a part under it is an index 0..${length} (${length}: one more item)`;
      }
      path.push(Number(part));
      node = Array.isArray(node) ? node[Number(part)] : undefined;
    } else if (node === undefined || isObject(node)) {
      path.push(part);
      node = node !== undefined && Object.hasOwn(node, part) ? node[part] : undefined;
    } else {
      return `${where} is ${kindOf(node)}: it has no field "${part}"`;
    }
  }
  return path;
}

/** A copy of `body` with `value` at `path` (a path `resolveField` gave for this body). */
export function withField(body: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = { ...body };
  // a path names at least one part: the field itself, under the parents before it
  const field = itemAt(path, path.length - 1);
  let node: Record<string | number, unknown> = root;
  for (const [i, key] of path.slice(0, -1).entries()) {
    const child = Object.hasOwn(node, key) ? node[key] : undefined;
    const copy =
      child === undefined ? (typeof path[i + 1] === 'number' ? [] : {}) : Array.isArray(child) ? [...child] : { ...(child as object) };
    node[key] = copy;
    node = copy as Record<string | number, unknown>;
  }
  node[field] = value;
  return root;
}
