/**
 * HTML written as text, every value escaped where it is written: `html` is a tagged template
 * whose substitutions are escaped unless they are already `Html` (made by `html` or `raw`).
 * A name from the address (a continent called `<img src=x onerror=...>`) is text on the page.
 */

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function write(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(write).join('');
  return escapeHtml(part);
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < parts.length; i++) out += write(parts[i] as Part) + (strings[i + 1] ?? '');
  return new Html(out);
}

/** Text already safe (a constant of this module's callers, never a value from a request). */
export function raw(text: string): Html {
  return new Html(text);
}

export function join(parts: readonly Part[]): Html {
  return new Html(parts.map(write).join(''));
}
