/**
 * Reading an SVG string back in tests: its elements' attributes, and a well-formedness check.
 * Every capturing group of the patterns here takes part in every match, so the defaults given
 * when destructuring a match never apply: they only tell TypeScript a group is a string.
 */

export type Attributes = Record<string, string>;

/** Every `<tag ...>` (or `<tag .../>`) of `svg`, with its attributes. */
export function elements(svg: string, tag: string): Attributes[] {
  const out: Attributes[] = [];
  for (const [, list = ''] of svg.matchAll(new RegExp(`<${tag}((?:\\s+[\\w:-]+="[^"]*")*)\\s*/?>`, 'g'))) {
    const attrs: Attributes = {};
    for (const [, name = '', value = ''] of list.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[name] = value;
    out.push(attrs);
  }
  return out;
}

export const count = (svg: string, needle: string): number => svg.split(needle).length - 1;

/**
 * Tags open and close in order, and no text holds a raw "<" or an "&" that starts no entity:
 * what an XML parser would refuse.
 */
export function wellFormed(svg: string): string | undefined {
  const body = svg.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of body.matchAll(tag)) {
    const [whole, closing, name = '', , selfClosing] = m;
    const text = body.slice(last, m.index);
    if (text.includes('<') || text.includes('>')) return `raw < or > in text: ${text.slice(0, 60)}`;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) return `bare & in text: ${text.slice(0, 60)}`;
    last = m.index + whole.length;
    if (closing === '/') {
      if (stack.pop() !== name) return `</${name}> closes nothing open`;
    } else if (selfClosing !== '/') stack.push(name);
  }
  if (body.slice(last).trim() !== '') return `text after the root: ${body.slice(last, last + 60)}`;
  return stack.length === 0 ? undefined : `unclosed <${stack.join('>, <')}>`;
}
