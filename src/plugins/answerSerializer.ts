/**
 * How answers are written: by a serializer compiled from the route's answer schema
 * (fast-json-stringify, from the schema's JSON Schema), or `JSON.stringify`; never a parse
 * through the route's zod answer schema first (fastify-type-provider-zod's serializer). The zod
 * schemas still say what every answer is (the API document is generated from them), but checking
 * each answer against its schema on the way out ran on the event loop and grew with the answer:
 * an exact global defence of 8 continents (58 KB) spent 20-30 ms there, which every other request
 * waited for, and a cached or small answer paid for it too.
 *
 * What the schema parse did is held by tests instead (test/service/answerSchemas.test.ts):
 * every endpoint's answers, exact and sampled, and its problem answers, are fixed points of
 * their schema, `JSON.stringify(schema.parse(answer))` giving back the very bytes sent. So an
 * answer has no field its schema lacks, and its keys come in the schema's order, as they did
 * when the parse wrote them.
 *
 * Why a compiled serializer for a 2xx answer: an answer is mostly numbers and short strings in
 * a shape known in advance, and code written for that shape writes it in about half the time
 * `JSON.stringify` takes (an exact global defence of 4 continents, 5 KB: 5.3 against 13.4 us).
 * Because answers are fixed points of their schemas, it writes the same bytes: the schema's
 * keys in the schema's order, numbers as `JSON.stringify` writes them. It is compiled when the
 * route first answers (a few milliseconds a route), and used only where it cannot choose
 * wrongly: a schema with a union of objects (which fast-json-stringify settles by validating
 * each branch, and which could drop the fields of the branch not chosen), an intersection (an
 * `allOf` of several schemas, whose merged keys it writes in another order than the answer's),
 * or an object with an optional key before a required one (it writes the required keys first)
 * keeps `JSON.stringify`. An answer it refuses (a NaN, a field missing) is written by
 * `JSON.stringify`, rather than failing the request.
 *
 * The schema each route gave for each status is kept (`answerSchemaOf`) for those tests.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { FRACTION_PATTERN, LINK_PATTERN } from '../schemas/common.js';

const schemas = new Map<string, z.ZodType>();

const keyOf = (method: string, url: string, status: string | number) => `${method} ${url} ${status}`;

/** The zod schema a route declared for its answers of `status`, if any. */
export function answerSchemaOf(method: string, url: string, status: string | number): z.ZodType | undefined {
  return schemas.get(keyOf(method, url, status));
}

export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url, httpStatus }) => {
  if (httpStatus !== undefined) schemas.set(keyOf(method, url, httpStatus), schema);
  if (!String(httpStatus).startsWith('2')) return plainJson;
  // compiled when the route first answers: building the app (every test does) compiles nothing
  let writer: AnswerWriter | undefined;
  return (data) => {
    writer ??= answerWriter(schema);
    return writer.write(data);
  };
};

const plainJson = (data: unknown) => JSON.stringify(data);

export interface AnswerWriter {
  /** whether answers are written by code compiled from the schema, not by `JSON.stringify` */
  readonly compiled: boolean;
  write(data: unknown): string;
}

/** Strings of these patterns hold no character JSON escapes: written as they are. */
const UNESCAPED_PATTERNS: ReadonlySet<string> = new Set([FRACTION_PATTERN.source, LINK_PATTERN.source]);

/**
 * The writer of answers of `schema`: fast-json-stringify's, compiled from its JSON Schema, or
 * `JSON.stringify` where that could choose wrongly or does not compile. An answer the compiled
 * writer refuses is written by `JSON.stringify`.
 */
export function answerWriter(schema: z.ZodType): AnswerWriter {
  let compiled: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
      // a fraction is digits, "-" and "/", and a link URL-safe characters (their patterns say
      // so): written between quotes as they are, without the per-character escaping pass (the
      // exact global defence answer of the bench is written in 8.7 us that way, 13.6 with it)
      override: (ctx) => {
        const pattern = ctx.jsonSchema.pattern;
        if (ctx.jsonSchema.type === 'string' && typeof pattern === 'string' && UNESCAPED_PATTERNS.has(pattern))
          ctx.jsonSchema.format = 'unsafe';
      },
    }) as Schema;
    if (mayWriteOtherwise(json)) return { compiled: false, write: plainJson };
    // 'unsafe' is fast-json-stringify's own format: its validator is told of it
    compiled = fastJson(json, { ajv: { formats: { unsafe: true } } });
  } catch {
    return { compiled: false, write: plainJson };
  }
  return {
    compiled: true,
    write(data) {
      try {
        return compiled(data);
      } catch {
        return plainJson(data);
      }
    },
  };
}

/**
 * Whether the compiled writer could write an answer of a JSON Schema otherwise than
 * `JSON.stringify`: the schema holds an `allOf` of several schemas, a conditional, an `anyOf` or
 * `oneOf` with a branch that is not a scalar or null, or an object whose keys it would reorder.
 */
function mayWriteOtherwise(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    // draft-7 wraps a described reference as `allOf: [{ $ref }]`: one branch merges nothing
    if (key === 'allOf' && Array.isArray(value) && value.length === 1) {
      if (mayWriteOtherwise(value)) return true;
      continue;
    }
    if (COMPOSING.has(key)) return true;
    if (key === 'properties' && optionalBeforeRequired(node as { properties: object; required?: unknown })) return true;
    if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value) && !value.every(isScalarSchema)) return true;
    if (mayWriteOtherwise(value)) return true;
  }
  return false;
}

/**
 * Whether an object schema lists an optional property before a required one: fast-json-stringify
 * writes the required ones first, so such an answer's keys would come in another order.
 */
function optionalBeforeRequired(object: { properties: object; required?: unknown }): boolean {
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  let optionalSeen = false;
  for (const key of Object.keys(object.properties)) {
    if (!required.has(key)) optionalSeen = true;
    else if (optionalSeen) return true;
  }
  return false;
}

const COMPOSING = new Set(['allOf', 'if', 'then', 'else', 'not']);

const SCALARS = new Set(['integer', 'number', 'string', 'boolean', 'null']);

function isScalarSchema(branch: unknown): boolean {
  const type = (branch as { type?: unknown }).type;
  return typeof type === 'string' && SCALARS.has(type) && !('$ref' in (branch as object));
}
