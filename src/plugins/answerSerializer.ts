/**
 * How answers are written: `JSON.stringify`, not a parse through the route's zod answer schema
 * first (fastify-type-provider-zod's serializer). The zod schemas still say what every answer
 * is (the API document is generated from them), but checking each answer against its schema on
 * the way out ran on the event loop and grew with the answer: an exact global defence of 8
 * continents (58 KB) spent 20-30 ms there, which every other request waited for, and a cached
 * or small answer paid for it too.
 *
 * What the schema parse did is held by tests instead (test/service/answerSchemas.test.ts):
 * every endpoint's answers, exact and sampled, and its problem answers, are fixed points of
 * their schema, `JSON.stringify(schema.parse(answer))` giving back the very bytes sent. So an
 * answer has no field its schema lacks, and its keys come in the schema's order, as they did
 * when the parse wrote them.
 *
 * The schema each route gave for each status is kept (`answerSchemaOf`) for those tests.
 */
import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

const schemas = new Map<string, z.ZodType>();

const keyOf = (method: string, url: string, status: string | number) => `${method} ${url} ${status}`;

/** The zod schema a route declared for its answers of `status`, if any. */
export function answerSchemaOf(method: string, url: string, status: string | number): z.ZodType | undefined {
  return schemas.get(keyOf(method, url, status));
}

export const plainSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url, httpStatus }) => {
  if (httpStatus !== undefined) schemas.set(keyOf(method, url, httpStatus), schema);
  return (data) => JSON.stringify(data);
};
