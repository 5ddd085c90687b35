/**
 * The example answers of the API document, generated rather than written by hand: each POST
 * endpoint's example body (its request schema's `examples[0]`) is asked of the app (by scripts/openapi.ts), and the
 * answer, as an example shows it, is kept in answerExamples.generated.json beside this file,
 * keyed by path. `npm run openapi` writes the file (scripts/openapi.ts), the document reads it
 * (plugins/apiDocument.ts puts each answer in its answer schema's `examples`), and a test fails
 * when the file is no longer what the bodies answer (test/openapi.test.ts).
 *
 * An example body must be reproducible: seeded, exact, or without dice. The service says so of
 * an answer by `Cache-Control: immutable` (plugins/caching.ts); a body whose answer drew its
 * seed stops the generation, naming the path.
 *
 * Readings: `elapsedMs` (the one field that varies between identical requests) is shown as a
 * fixed 25 ms wherever it appears; every other number as `roundedForExample` shows it.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The generated file in the source tree (this module runs from build/src/schemas/). */
export const ANSWER_EXAMPLES_FILE = new URL('../../../src/schemas/answerExamples.generated.json', import.meta.url);

/** The `elapsedMs` every example shows. */
export const EXAMPLE_ELAPSED_MS = 25;

/** Significant digits of the numbers an example answer shows (p, ci, means). */
export const EXAMPLE_DIGITS = 4;

export type AnswerExamples = Record<string, unknown>;

/**
 * A number as an example shows it: integers as they are, others to `EXAMPLE_DIGITS` significant
 * digits (0.58977 -> 0.5898, 3e-05 -> 0.00003), so that a reader sees an estimate, not noise.
 */
export function exampleNumber(x: number): number {
  return Number.isInteger(x) ? x : Number(x.toPrecision(EXAMPLE_DIGITS));
}

/** An answer as an example shows it: every number rounded, `elapsedMs` fixed, at any depth. */
export function exampleOf(value: unknown): unknown {
  if (typeof value === 'number') return exampleNumber(value);
  if (Array.isArray(value)) return value.map(exampleOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'elapsedMs' ? EXAMPLE_ELAPSED_MS : exampleOf(v)]));
  }
  return value;
}

/** The committed examples, by path; none before the first generation. */
export function readAnswerExamples(file: URL = ANSWER_EXAMPLES_FILE): AnswerExamples {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AnswerExamples) : {};
}

export function writeAnswerExamples(examples: AnswerExamples, file: URL = ANSWER_EXAMPLES_FILE): void {
  writeFileSync(file, `${formatJson(examples, '')}\n`);
}

/** The width of a line in the repository's format (biome.json). */
const LINE_WIDTH = 140;

/**
 * JSON as the repository's formatter writes it, so that the generated file passes `npm run
 * check` as written: objects one key a line, a list of plain values on one line when it fits.
 */
function formatJson(value: unknown, indent: string, prefixWidth = 0): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      // the line holds the indent, the key, the list and a comma
      if (prefixWidth + flat.length + 1 <= LINE_WIDTH) return flat;
    }
    return `[\n${value.map((v) => `${inner}${formatJson(v, inner, inner.length)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => {
      const key = `${inner}${JSON.stringify(k)}: `;
      return `${key}${formatJson(v, inner, key.length)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

interface MediaType {
  schema?: { $ref?: string; examples?: unknown[] };
}
interface DocumentParts {
  paths?: Record<string, { post?: { requestBody?: { content?: Record<string, MediaType> } } }>;
  components?: { schemas?: Record<string, { examples?: unknown[] }> };
}

/** Each POST path's example body, from the app's own document, by path (sorted). */
export function exampleBodies(app: FastifyInstance): Map<string, unknown> {
  const doc = app.swagger() as DocumentParts;
  const schemas = doc.components?.schemas ?? {};
  const bodies = new Map<string, unknown>();
  for (const [path, item] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    const resolved = schema?.$ref ? schemas[schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1)] : schema;
    const body = resolved?.examples?.[0];
    if (body !== undefined) bodies.set(path, body);
  }
  return bodies;
}
