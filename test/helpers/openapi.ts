/**
 * Reading the API document as its readers do: a part written once in `components` (a response,
 * a parameter, a header, an example, a schema) is named elsewhere by a local `$ref`, which a
 * reader follows to the part itself.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is walked loosely; its shape is not typed here
type Json = any;

/** `node` itself, or, when it is a local reference (`{ $ref: "#/components/..." }`), what it names (followed again if that is one). */
export function deref(doc: Json, node: Json): Json {
  let at = node;
  for (let hops = 0; typeof at?.$ref === 'string' && at.$ref.startsWith('#/'); hops++) {
    if (hops > 10) throw new Error(`a cycle of references at ${node.$ref}`);
    const pointer: string[] = at.$ref
      .slice(2)
      .split('/')
      .map((p: string) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
    const target = pointer.reduce((n, key) => n?.[key], doc);
    if (target === undefined) throw new Error(`${at.$ref} names nothing in the document`);
    at = target;
  }
  return at;
}
