/**
 * Schemas built once per process for each key: zod's registry of schema ids is process-wide,
 * and fastify-type-provider-zod keeps its copies of it while its size holds, so a second app
 * building new schemas under the same ids would be documented with the first app's.
 */
export function builtOnce<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const built = new WeakMap<K, V>();
  return (key) => {
    const known = built.get(key);
    if (known !== undefined) return known;
    const fresh = build(key);
    built.set(key, fresh);
    return fresh;
  };
}
