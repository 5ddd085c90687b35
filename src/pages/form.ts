/**
 * A page's form, built from its endpoint's zod body (as JSON Schema, `z.toJSONSchema`), and the
 * way back: the form's fields, named as the API's fields (`scientists`, `continents.0.name`),
 * read into a body. Written once per kind of field:
 *
 * - a count (integer with bounds): a number input with - and + buttons (the script makes them
 *   work; without it the input's own arrows do), within the API's bounds
 * - yes/no: a choice of three (the API's default, yes, no), so that leaving it says "default"
 * - a choice (enum): a select, the default named
 * - a list of choices (an XCOM soldier's skill icons): toggles (checkboxes)
 * - a list of objects (continents, soldiers, enemies, units, leaders): one fieldset per item,
 *   each with a Remove button, and an Add button (plain submit buttons: the server edits the
 *   list and answers 303 to the new address, so they work before the script loads)
 * - an object: a fieldset of its fields
 * - anything else (a union of object shapes, a list of lists): its JSON in a text area
 *
 * Hidden markers keep a list item that is all defaults (`continents.0.~=o`) and an empty list
 * of toggles (`soldiers.0.skills.~=a`); an object whose fields are all left empty is left out
 * (the API's default applies).
 */
import { z } from 'zod';
import { html, join, type Html } from './html.js';
import { PAGE_METHOD, term, type Lang, type Words } from './i18n.js';

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  examples?: unknown[];
  const?: unknown;
  $ref?: string;
};

/** The body's JSON Schema, references resolved on demand. */
export class BodySchema {
  readonly root: Schema;
  private readonly defs: Record<string, Schema>;

  constructor(body: z.ZodType) {
    let json: Schema;
    try {
      json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Schema;
    } catch {
      json = {};
    }
    this.defs = (json.$defs ?? {}) as Record<string, Schema>;
    this.root = this.resolve(json);
    // a page's own default method (docs/pages.md): its form says so where the API's is sampling
    const method = this.at(['method']);
    if (method && this.root.properties && Array.isArray(method.enum) && method.enum.includes('exact'))
      this.root.properties = { ...this.root.properties, method: { ...method, default: PAGE_METHOD } };
  }

  /** The endpoint can answer exactly (within its bounds): its page asks so when the address does not say. */
  offersExact(): boolean {
    return this.root.properties?.method?.default === PAGE_METHOD;
  }

  /** A schema with its $ref followed (its own description kept) and a single allOf merged. */
  resolve(s: Schema | undefined): Schema {
    let out: Schema = s ?? {};
    for (let i = 0; i < 8 && typeof out.$ref === 'string'; i++) {
      const target = this.defs[out.$ref.split('/').pop() as string] ?? {};
      const { $ref: _ref, ...own } = out;
      out = { ...target, ...own };
    }
    if (Array.isArray(out.allOf) && out.allOf.length === 1) {
      const { allOf, ...own } = out;
      out = { ...this.resolve(allOf[0]), ...own };
    }
    return out;
  }

  /** The example body the API document shows (the first of the schema's examples). */
  example(): Record<string, unknown> {
    const e = this.root.examples?.[0];
    return e !== null && typeof e === 'object' && !Array.isArray(e) ? (e as Record<string, unknown>) : {};
  }

  /** The schema at a path of the body (numbers index lists), or undefined. */
  at(path: readonly string[]): Schema | undefined {
    let s: Schema | undefined = this.root;
    for (const seg of path) {
      if (s === undefined) return undefined;
      s = this.child(s, seg);
    }
    return s;
  }

  child(s: Schema, seg: string): Schema | undefined {
    const r = this.resolve(s);
    if (r.properties && Object.hasOwn(r.properties, seg)) return this.resolve(r.properties[seg]);
    if (r.items && /^[0-9]+$/.test(seg)) return this.resolve(r.items);
    for (const option of [...(r.anyOf ?? []), ...(r.oneOf ?? [])]) {
      const c = this.child(option, seg);
      if (c) return c;
    }
    return undefined;
  }
}

type Kind =
  | 'count'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'text'
  | 'toggles'
  | 'list'
  | 'object'
  | 'variants'
  | 'countOrList'
  | 'lines'
  | 'json'
  | 'scalar';

function types(s: Schema): string[] {
  return Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
}

export function kindOf(schema: BodySchema, s: Schema): Kind {
  const r = schema.resolve(s);
  const t = types(r).filter((x) => x !== 'null');
  if (Array.isArray(r.enum) && r.enum.every((v) => typeof v === 'string')) return 'choice';
  if (t.length === 1) {
    if (t[0] === 'integer') return 'count';
    if (t[0] === 'number') return 'number';
    if (t[0] === 'boolean') return 'boolean';
    if (t[0] === 'string') return 'text';
    if (t[0] === 'object' && r.properties && !r.anyOf && !r.oneOf) return 'object';
    if (t[0] === 'array' && r.items) {
      const item = schema.resolve(r.items);
      if (Array.isArray(item.enum) && item.enum.every((v) => typeof v === 'string')) return 'toggles';
      if (types(item).includes('object') && item.properties && !item.anyOf && !item.oneOf) return 'list';
      if (discriminator(schema, item) !== undefined) return 'list';
      if (['text', 'count', 'number', 'scalar'].includes(kindOf(schema, item))) return 'lines';
    }
  }
  if (discriminator(schema, r) !== undefined) return 'variants';
  if (countOrList(schema, r) !== undefined) return 'countOrList';
  const options = [...(r.anyOf ?? []), ...(r.oneOf ?? [])].map((o) => schema.resolve(o));
  if (options.length > 0 && options.every((o) => ['number', 'integer', 'string'].some((x) => types(o).includes(x)) && !o.properties))
    return 'scalar';
  return 'json';
}

/** A count or a list of objects (a mission card's soldiers: plain ones counted, or each with its icons). */
export function countOrList(schema: BodySchema, s: Schema): { count: Schema; list: Schema } | undefined {
  const options = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((o) => schema.resolve(o));
  if (options.length !== 2) return undefined;
  const count = options.find((o) => types(o).includes('integer'));
  const list = options.find((o) => types(o).includes('array') && o.items !== undefined && kindOf(schema, o) === 'list');
  return count && list ? { count, list } : undefined;
}

/**
 * A union of object shapes told apart by one field of a constant value (Batman's `side`, a
 * mission task's `kind`): that field's name and each shape by its value.
 */
export function discriminator(schema: BodySchema, s: Schema): { name: string; variants: Map<string, Schema> } | undefined {
  const options = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((o) => schema.resolve(o));
  if (options.length < 2 || !options.every((o) => o.properties)) return undefined;
  const first = options[0] as Schema;
  for (const name of Object.keys(first.properties ?? {})) {
    const values = options.map((o) => schema.resolve(o.properties?.[name]).const);
    if (values.every((v) => typeof v === 'string') && new Set(values).size === values.length) {
      return { name, variants: new Map(options.map((o, i) => [values[i] as string, o])) };
    }
  }
  return undefined;
}

/** Reserved parameters of a page (never the API's): the language and the form's own buttons. */
export const PAGE_PARAMS = ['lang', '_add', '_remove', '_count', '_form'] as const;

const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** A field's text as its schema reads it (left as text when it does not read). */
function coerce(schema: BodySchema, s: Schema | undefined, text: string): unknown {
  if (s === undefined) return NUMBER.test(text) ? Number(text) : text;
  const kind = kindOf(schema, s);
  if ((kind === 'count' || kind === 'number' || kind === 'scalar' || kind === 'countOrList') && NUMBER.test(text)) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (kind === 'json' || kind === 'list' || kind === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

type Container = Record<string, unknown> | unknown[];

/** Sets `value` at `path` in `root`, making objects and lists on the way (indices make lists). */
function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node: Container = root;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as string;
    const last = i === path.length - 1;
    const key: string | number = Array.isArray(node) ? Number(seg) : seg;
    if (Array.isArray(node) && (!Number.isInteger(key) || (key as number) > 99)) return;
    const bag = node as Record<string | number, unknown>;
    if (last) {
      bag[key] = value;
      return;
    }
    let next = bag[key];
    if (next === null || typeof next !== 'object') {
      next = /^[0-9]+$/.test(path[i + 1] as string) ? [] : {};
      bag[key] = next;
    }
    node = next as Container;
  }
}

/** Lists made from indices lose their holes (an item removed leaves none). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = compact(v);
  }
  return value;
}

/**
 * The body the form's fields (or a link's flat parameters) ask: each name a dotted path, each
 * value read by its field's schema; an empty value is left out (the API's default applies).
 */
export function bodyFromParams(schema: BodySchema, params: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, given] of Object.entries(params)) {
    const path = name.split('.');
    if (path.some((seg) => UNSAFE.has(seg) || seg === '')) continue;
    const values = (Array.isArray(given) ? given : [given]).filter((v): v is string => typeof v === 'string');
    if (path[path.length - 1] === '~') {
      // a marker: the object or list at the path exists even when all its fields are left empty
      const at = path.slice(0, -1);
      if (at.length === 0) continue;
      const existing = getAt(body, at);
      if (existing === undefined) setAt(body, at, values[0] === 'a' ? [] : {});
      continue;
    }
    const s = schema.at(path);
    if (s !== undefined && kindOf(schema, s) === 'toggles') {
      const item = schema.resolve(schema.resolve(s).items);
      const chosen = values.filter((v) => v !== '').map((v) => coerce(schema, item, v));
      const existing = getAt(body, path);
      setAt(body, path, Array.isArray(existing) ? [...existing, ...chosen] : chosen);
      continue;
    }
    if (s !== undefined && kindOf(schema, s) === 'lines') {
      // a list of names or numbers, written in one field, separated by commas
      const item = schema.resolve(schema.resolve(s).items);
      const parts = values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (parts.length > 0)
        setAt(
          body,
          path,
          parts.map((v) => coerce(schema, item, v)),
        );
      continue;
    }
    const filled = values.filter((v) => v !== '');
    if (filled.length === 0) continue;
    // a repeated parameter stays a list, which the schema refuses (as the API does)
    setAt(body, path, filled.length === 1 ? coerce(schema, s, filled[0] as string) : filled.map((v) => coerce(schema, s, v)));
  }
  return compact(body) as Record<string, unknown>;
}

export function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.hasOwn(node, seg)) return undefined;
    node = (node as Record<string, unknown>)[seg as string];
  }
  return node;
}

/** Adds an empty item to the list at `path` (a dotted name), within its bound. */
export function addItem(schema: BodySchema, body: Record<string, unknown>, name: string): void {
  const path = name.split('.');
  if (path.some((seg) => UNSAFE.has(seg) || seg === '')) return;
  const s = schema.at(path);
  const kind = s === undefined ? undefined : kindOf(schema, s);
  if (s === undefined || (kind !== 'list' && kind !== 'countOrList')) return;
  const listSchema = kind === 'list' ? schema.resolve(s) : (countOrList(schema, schema.resolve(s))?.list as Schema);
  const existing = getAt(body, path);
  const list = Array.isArray(existing) ? existing : [];
  if (list.length >= Math.min(listSchema.maxItems ?? 20, 20)) return;
  setAt(body, path, [...list, {}]);
}

/** Leaves the field at `path` out (a list given up for a count: the count is then asked). */
export function clearField(body: Record<string, unknown>, name: string): void {
  const path = name.split('.');
  const key = path.pop() as string;
  if ([...path, key].some((seg) => UNSAFE.has(seg) || seg === '')) return;
  const parent = getAt(body, path);
  if (parent !== null && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
}

/** Removes the item at `path` (a dotted name ending in its index). */
export function removeItem(body: Record<string, unknown>, name: string): void {
  const path = name.split('.');
  const index = Number(path.pop());
  if (!Number.isInteger(index) || path.some((seg) => UNSAFE.has(seg) || seg === '')) return;
  const list = getAt(body, path);
  if (Array.isArray(list) && index >= 0 && index < list.length) list.splice(index, 1);
}

/** A field's id in the page, from its path. */
export function fieldId(path: readonly (string | number)[]): string {
  return `f-${path.join('-') || 'body'}`;
}

export interface FormContext {
  schema: BodySchema;
  lang: Lang;
  w: Words;
  /** the values shown: the address's question, or the example */
  values: unknown;
  /** messages by dotted path; a field takes those at its path (and under it, for a JSON field) */
  errors: Map<string, string[]>;
  /** the paths whose messages were shown at a field */
  claimed: Set<string>;
}

function claim(ctx: FormContext, path: string, under: boolean): string[] {
  const out: string[] = [];
  for (const [p, messages] of ctx.errors) {
    if (p === path || (under && (path === '' || p.startsWith(`${path}.`)))) {
      out.push(...messages);
      ctx.claimed.add(p);
    }
  }
  return out;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The hint of a field: the API document's description, its bounds and its default. */
function hint(ctx: FormContext, s: Schema, id: string): Html | undefined {
  const parts: string[] = [];
  if (typeof s.description === 'string') parts.push(s.description);
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number') parts.push(ctx.w.bounds(String(s.minimum), String(s.maximum)));
  if (Array.isArray(s.default) && s.default.every((v) => typeof v !== 'object')) parts.push(ctx.w.defaultIs(s.default.join(', ')));
  else if (s.default === PAGE_METHOD) parts.push(ctx.w.defaultIs(term(PAGE_METHOD, ctx.lang)));
  else if (s.default !== undefined && (typeof s.default !== 'object' || s.default === null)) parts.push(ctx.w.defaultIs(shown(s.default)));
  if (parts.length === 0) return undefined;
  return html`<p class="hint" id="${id}-hint">${parts.join(' ')}</p>`;
}

function errorText(ctx: FormContext, id: string, messages: string[]): Html | undefined {
  if (messages.length === 0) return undefined;
  return html`<p class="field-error" id="${id}-error"><span class="visually-hidden">${ctx.w.fieldError}: </span>${messages.join('; ')}</p>`;
}

function describedBy(id: string, hasHint: boolean, hasError: boolean): string {
  return [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ');
}

function labelOf(name: string | number, lang: Lang, w: Words): string {
  return typeof name === 'number' ? `${w.item} ${name + 1}` : term(name, lang);
}

/** One field, by its kind. */
export function field(ctx: FormContext, path: readonly (string | number)[], s0: Schema, required: boolean): Html {
  const { schema, w, lang } = ctx;
  const s = schema.resolve(s0);
  const id = fieldId(path);
  const name = path.join('.');
  const last = path[path.length - 1] as string | number;
  const label = labelOf(last, lang, w);
  const value = getAt(ctx.values, path);
  const kind = kindOf(schema, s);
  const optional = required ? '' : ` (${w.optional})`;

  if (kind === 'object') {
    const messages = claim(ctx, name, false);
    const req = new Set(s.required ?? []);
    return html`<fieldset class="group" id="${id}">
<legend>${label}${optional}</legend>${hint(ctx, { description: s.description }, id)}${errorText(ctx, id, messages)}
${Object.entries(s.properties ?? {}).map(([k, v]) => field(ctx, [...path, k], v, req.has(k)))}
</fieldset>`;
  }

  if (kind === 'list') {
    const messages = claim(ctx, name, false);
    const items = Array.isArray(value) ? value : [];
    const itemSchema = schema.resolve(s.items);
    const req = new Set(itemSchema.required ?? []);
    const max = Math.min(s.maxItems ?? 20, 20);
    return html`<fieldset class="list" id="${id}">
<legend>${label}${optional}</legend>${hint(ctx, { description: s.description }, id)}${errorText(ctx, id, messages)}
${items.map((item, i) => {
  const itemPath = [...path, i];
  const itemId = fieldId(itemPath);
  const itemName = itemPath.join('.');
  const title =
    item !== null && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
      ? `${labelOf(i, lang, w)}: ${(item as { name: string }).name}`
      : `${label} ${labelOf(i, lang, w)}`;
  const itemMessages = claim(ctx, itemName, false);
  return html`<fieldset class="item" id="${itemId}" data-index="${i}">
<legend>${title}</legend>${errorText(ctx, itemId, itemMessages)}
<input type="hidden" name="${itemName}.~" value="o">
${itemSchema.properties ? Object.entries(itemSchema.properties).map(([k, v]) => field(ctx, [...itemPath, k], v, req.has(k))) : variantFields(ctx, itemPath, itemSchema, item)}
<button type="submit" class="secondary remove" name="_remove" value="${itemName}" formnovalidate>${w.remove}: ${title}</button>
</fieldset>`;
})}
${items.length < max ? html`<button type="submit" class="secondary add" name="_add" value="${name}" formnovalidate>${w.add}: ${label}</button>` : ''}
</fieldset>`;
  }

  if (kind === 'countOrList') {
    const parts = countOrList(schema, s) as { count: Schema; list: Schema };
    if (Array.isArray(value))
      return html`${field(ctx, path, { ...parts.list, description: s.description }, required)}<button type="submit" class="secondary" name="_count" value="${name}" formnovalidate>${w.useCount}: ${label}</button>`;
    return html`${field(ctx, path, parts.count, required)}<button type="submit" class="secondary add" name="_add" value="${name}" formnovalidate>${w.useList}: ${label}</button>`;
  }

  if (kind === 'variants') {
    const messages = claim(ctx, name, false);
    return html`<fieldset class="group" id="${id}">
<legend>${label}${optional}</legend>${hint(ctx, { description: s.description }, id)}${errorText(ctx, id, messages)}
${variantFields(ctx, path, s, value)}
</fieldset>`;
  }

  const messages = claim(ctx, name, kind === 'json');
  const h = hint(ctx, s, id);
  const err = errorText(ctx, id, messages);
  const aria = describedBy(id, h !== undefined, err !== undefined);
  const invalid = err !== undefined ? 'true' : undefined;

  if (kind === 'toggles') {
    const item = schema.resolve(s.items);
    const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
    return html`<fieldset class="toggles${err ? ' invalid' : ''}" id="${id}"${aria ? html` aria-describedby="${aria}"` : ''}>
<legend>${label}${optional}</legend>${h}${err}
<input type="hidden" name="${name}.~" value="a">
<div class="toggle-row">${(item.enum as string[]).map(
      (option, i) =>
        html`<label class="toggle" for="${id}-${i}"><input type="checkbox" id="${id}-${i}" name="${name}" value="${option}"${chosen.has(option) ? html` checked` : ''}><span>${term(option, lang)}</span></label>`,
    )}</div>
</fieldset>`;
  }

  const common = html` id="${id}" name="${name}"${aria ? html` aria-describedby="${aria}"` : ''}${invalid ? html` aria-invalid="true"` : ''}`;
  const text = value === undefined ? '' : shown(value);
  let control: Html;
  if (kind === 'count' || kind === 'number') {
    const step = kind === 'count' ? '1' : 'any';
    const min = typeof s.minimum === 'number' ? html` min="${s.minimum}"` : '';
    const max = typeof s.maximum === 'number' ? html` max="${s.maximum}"` : '';
    const placeholder = s.default !== undefined ? html` placeholder="${shown(s.default)}"` : '';
    const input = html`<input type="number" inputmode="${kind === 'count' ? 'numeric' : 'decimal'}" step="${step}"${min}${max}${placeholder} value="${text}"${common}>`;
    control =
      kind === 'count'
        ? html`<div class="stepper"><button type="button" class="step" data-step="-1" aria-controls="${id}" tabindex="-1" aria-label="- ${label}">−</button>${input}<button type="button" class="step" data-step="1" aria-controls="${id}" tabindex="-1" aria-label="+ ${label}">+</button></div>`
        : input;
  } else if (kind === 'boolean' || kind === 'choice') {
    const options: [string, string][] =
      kind === 'boolean'
        ? [
            ['true', w.yes],
            ['false', w.no],
          ]
        : (s.enum as string[]).map((o) => [o, term(o, lang)]);
    const def =
      s.default === undefined
        ? w.unset
        : `(${w.default}: ${kind === 'boolean' ? (s.default ? w.yes : w.no) : term(String(s.default), lang)})`;
    const current = value === undefined ? '' : String(value);
    const blank = required && s.default === undefined ? '' : html`<option value=""${current === '' ? html` selected` : ''}>${def}</option>`;
    control = html`<select${common}>${blank}${options.map(
      ([v, l]) => html`<option value="${v}"${current === v ? html` selected` : ''}>${l}</option>`,
    )}</select>`;
  } else if (kind === 'lines') {
    const listed = Array.isArray(value) ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : text;
    control = html`<input type="text" value="${listed}" autocomplete="off" autocapitalize="off"${common}><p class="hint">${w.commas}</p>`;
  } else if (kind === 'json') {
    const json = value === undefined ? '' : JSON.stringify(value, null, 1);
    const rows = Math.min(12, Math.max(3, json.split('\n').length));
    control = html`<textarea rows="${rows}" spellcheck="false" autocapitalize="off"${common}>${json}</textarea><p class="hint">${w.jsonHint}</p>`;
  } else {
    const max = typeof s.maxLength === 'number' ? html` maxlength="${s.maxLength}"` : '';
    control = html`<input type="text" value="${text}"${max} autocomplete="off"${common}>`;
  }
  return html`<div class="field${err ? ' invalid' : ''}"><label for="${id}">${label}${optional}</label>${h}${err}${control}</div>`;
}

/**
 * The fields of one shape of a union: a choice of the shape (its constant field; the script
 * shows the new shape's fields at once, the server does when the form is sent) and its fields.
 */
function variantFields(ctx: FormContext, path: readonly (string | number)[], s: Schema, value: unknown): Html {
  const { schema, lang } = ctx;
  const d = discriminator(schema, s);
  if (!d) return html``;
  const chosen = getAt(value, [d.name]);
  const current = typeof chosen === 'string' && d.variants.has(chosen) ? chosen : ([...d.variants.keys()][0] as string);
  const shape = d.variants.get(current) as Schema;
  const id = fieldId([...path, d.name]);
  const messages = claim(ctx, [...path, d.name].join('.'), false);
  const err = errorText(ctx, id, messages);
  const own = schema.resolve(shape.properties?.[d.name]);
  const h = hint(ctx, { description: own.description }, id);
  const aria = describedBy(id, h !== undefined, err !== undefined);
  const req = new Set(shape.required ?? []);
  return html`<div class="field${err ? ' invalid' : ''}"><label for="${id}">${term(d.name, lang)}</label>${h}${err}<select id="${id}" name="${[...path, d.name].join('.')}" data-refresh${aria ? html` aria-describedby="${aria}"` : ''}>${[
    ...d.variants.keys(),
  ].map((v) => html`<option value="${v}"${v === current ? html` selected` : ''}>${term(v, lang)}</option>`)}</select></div>
${Object.entries(shape.properties ?? {})
  .filter(([k]) => k !== d.name)
  .map(([k, v]) => field(ctx, [...path, k], v, req.has(k)))}`;
}

/** The whole form's fields. */
export function fields(ctx: FormContext): Html {
  const req = new Set(ctx.schema.root.required ?? []);
  const props = Object.entries(ctx.schema.root.properties ?? {});
  // the engine's fields (trials, seed, confidence, precision) are folded away under "more"
  const engine = new Set(['trials', 'seed', 'confidence', 'precision', 'policyRows']);
  const main = props.filter(([k]) => !engine.has(k));
  const more = props.filter(([k]) => engine.has(k));
  return join([
    ...main.map(([k, v]) => field(ctx, [k], v, req.has(k))),
    more.length > 0
      ? html`<details class="more"${more.some(([k]) => [...ctx.errors.keys()].some((p) => p === k)) ? html` open` : ''}><summary>${ctx.w.more}</summary>${more.map(([k, v]) => field(ctx, [k], v, req.has(k)))}</details>`
      : '',
  ]);
}
