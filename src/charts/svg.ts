/**
 * A small typed SVG writer: elements are plain data, one serializer turns them into text.
 *
 * The output is deterministic so that a picture can be cached and snapshot-tested: attributes
 * keep the order they were written in, numbers are rounded to two decimals, and no
 * ids are generated (nothing refers to anything by id). All text and attribute values are
 * escaped here, once, so that names from a request (`<script>` in a continent name) come out
 * as text; characters XML cannot carry are replaced by U+FFFD.
 */

/** The elements the charts use; anything else is a type error. */
export type SvgTag = 'svg' | 'g' | 'rect' | 'line' | 'polyline' | 'polygon' | 'path' | 'circle' | 'text' | 'tspan' | 'title' | 'desc';

export type AttrValue = string | number | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

export interface SvgElement {
  readonly tag: SvgTag;
  readonly attrs: Attrs;
  readonly children: readonly SvgNode[];
}
export interface SvgText {
  readonly text: string;
}
export type SvgNode = SvgElement | SvgText;

/** One element; `undefined` attributes are left out, `false`/`null` children dropped. */
export function el(tag: SvgTag, attrs: Attrs = {}, ...children: Array<SvgNode | string | false | null | undefined>): SvgElement {
  const kids: SvgNode[] = [];
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    kids.push(typeof c === 'string' ? { text: c } : c);
  }
  return { tag, attrs, children: kids };
}

/** A number as SVG writes it: rounded to two decimals, no trailing zeros, never "-0". */
export function num(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite coordinate: ${x}`);
  if (Number.isInteger(x)) return String(x + 0); // + 0 turns -0 into 0
  return String(Math.round(x * 100) / 100 + 0);
}

/** Points of a polyline or polygon: "x1,y1 x2,y2 ...". */
export function points(xy: ReadonlyArray<readonly [number, number]>): string {
  return xy.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

// C0 controls but tab, newline and return; lone surrogates; the two non-characters XML forbids
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, a quick test for any of them
const SPECIAL = /[&<>"\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeText(s: string): string {
  if (!SPECIAL.test(s)) return s; // most text needs nothing
  return s.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(s: string): string {
  if (!SPECIAL.test(s)) return s;
  return escapeText(s).replace(/"/g, '&quot;');
}

/** Serializes a node; elements without children are self-closed. */
export function serialize(node: SvgNode): string {
  if ('text' in node) return escapeText(node.text);
  let out = `<${node.tag}`;
  for (const name in node.attrs) {
    const value = node.attrs[name];
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeAttr(value)}"`;
  }
  if (node.children.length === 0) return `${out}/>`;
  out += '>';
  for (const child of node.children) out += serialize(child);
  return `${out}</${node.tag}>`;
}

/** A standalone SVG document of `width` x `height` pixels. */
export function svgDocument(width: number, height: number, attrs: Attrs, children: SvgNode[]): string {
  const root = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${num(width)} ${num(height)}`, role: 'img', ...attrs },
    ...children,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`;
}
