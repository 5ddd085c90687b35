/**
 * The typed client's types (clients/typescript/schema.d.ts), generated from the API document by
 * openapi-typescript: one place, used by `npm run openapi` to write them and by the drift test
 * to check them.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const HEADER = '// Generated from openapi.yaml by openapi-typescript (`npm run openapi`); do not edit.\n';

/**
 * The types, from the document without its examples: they would be copied into the types'
 * comments (800 KB of them); the descriptions are kept.
 */
export async function clientTypes(yaml: string): Promise<string> {
  const doc = withoutExamples(parse(yaml)) as Parameters<typeof openapiTS>[0];
  // a field with a default may be left out of a body (defaultNonNullable would make it required)
  const ast = await openapiTS(doc, { alphabetize: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

function withoutExamples(node: unknown, key = ''): unknown {
  if (Array.isArray(node)) return node.map((v) => withoutExamples(v));
  if (node === null || typeof node !== 'object') return node;
  // under `properties` a key is a field's name, whatever it is
  const entries = Object.entries(node).filter(([k]) => key === 'properties' || (k !== 'examples' && k !== 'example'));
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutExamples(v, k)]));
}
