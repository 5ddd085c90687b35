/**
 * What many operations of the API document share, written once in `components` and referred to
 * by `$ref` (OpenAPI 3.1 allows a reference for a response, a parameter, a header and an
 * example): the document is read by people in Swagger UI, by code generators, and fetched whole
 * by both, so a part said 60 times costs every reader 60 times the bytes, and gzip's 32 KB window
 * cannot see repeats that far apart.
 *
 * `SharedComponents` adds a component the first time an operation refers to it, so the document
 * holds no component that nothing names (the linters warn of unused components).
 * `shareParameters` moves a query parameter that several operations declare word for word
 * (`format`, `q`, the shared simulation fields of the GET twins) into `components.parameters`,
 * under its own name.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is fastify-swagger's output, walked loosely here; its shape is not typed
type Json = any;

type Kind = 'responses' | 'headers' | 'examples' | 'parameters' | 'schemas';

export const refTo = (kind: Kind, name: string) => ({ $ref: `#/components/${kind}/${name}` });

export class SharedComponents {
  constructor(private readonly doc: Json) {}

  /** A reference to the component `name` of `kind`, made by `make` the first time it is named. */
  private named(kind: Kind, name: string, make: () => Json): { $ref: string } {
    this.doc.components ??= {};
    this.doc.components[kind] ??= {};
    const found = this.doc.components[kind];
    // a copy of its own: an object met twice would be a YAML alias in openapi.yaml
    if (!(name in found)) found[name] = structuredClone(make());
    return refTo(kind, name);
  }

  response(name: string, make: () => Json) {
    return this.named('responses', name, make);
  }

  header(name: string, make: () => Json) {
    return this.named('headers', name, make);
  }

  example(name: string, make: () => Json) {
    return this.named('examples', name, make);
  }

  schema(name: string, make: () => Json) {
    return this.named('schemas', name, make);
  }

  parameter(name: string, make: () => Json) {
    return this.named('parameters', name, make);
  }

  /**
   * The components' kinds and each kind's entries in a fixed order, so that the document is the
   * same every time: by name, but schemas in groups (`schemaGroup`).
   */
  sort(): void {
    const c = this.doc.components;
    if (!c) return;
    for (const kind of Object.keys(c)) c[kind] = kind === 'schemas' ? sortedSchemas(c[kind]) : sortedByKey(c[kind]);
    this.doc.components = sortedByKey(c);
  }
}

/**
 * Moves each query parameter that two or more operations declare word for word into
 * `components.parameters`, keyed by its name, and refers to it. When operations declare
 * parameters of the same name differently (`method`, "monte-carlo" by default on most endpoints,
 * "exact" on some), the most common wins the name and the others stay written where they are.
 */
export function shareParameters(d: Json): void {
  const seen = new Map<string, Map<string, number>>();
  const each = (visit: (param: Json, list: Json[], i: number) => void) => {
    for (const item of Object.values<Json>(d.paths ?? {}))
      for (const op of Object.values<Json>(item)) {
        const list: Json[] = op.parameters ?? [];
        for (const [i, param] of list.entries()) if (param?.in === 'query' && typeof param.name === 'string') visit(param, list, i);
      }
  };
  each((param) => {
    const text = JSON.stringify(param);
    const counts = seen.get(param.name) ?? new Map<string, number>();
    counts.set(text, (counts.get(text) ?? 0) + 1);
    seen.set(param.name, counts);
  });
  const chosen = new Map<string, string>();
  for (const [name, counts] of seen) {
    // the most common text; ties by the text, so the choice never depends on the order of routes
    const [text, n] = [...counts].sort(([a, na], [b, nb]) => nb - na || (a < b ? -1 : 1))[0]!;
    if (n >= 2) chosen.set(name, text);
  }
  if (chosen.size === 0) return;
  const shared = new SharedComponents(d);
  each((param, list, i) => {
    const text = chosen.get(param.name);
    if (text === JSON.stringify(param)) list[i] = shared.parameter(param.name, () => JSON.parse(text as string));
  });
}

/**
 * The group of a component schema, by the names the routes give (routes/README.md): the answers
 * (`...Answer`), then the request bodies (`...RequestInput`), then the parts of requests
 * (`...Input`), then the rest (the parts of answers, problems). A reader finds every answer
 * together in openapi.yaml; and gzip, which sees repeats only within 32 KB, finds the answers'
 * examples, alike in shape, near one another: the document is 2.3 KB smaller gzipped than with
 * one alphabetical list.
 */
function schemaGroup(name: string): number {
  if (name.endsWith('Answer')) return 0;
  if (name.endsWith('RequestInput')) return 1;
  if (name.endsWith('Input')) return 2;
  return 3;
}

function sortedSchemas(o: Record<string, Json>): Record<string, Json> {
  const key = (name: string) => [schemaGroup(name), name] as const;
  return Object.fromEntries(
    Object.entries(o).sort(([a], [b]) => {
      const [ga, na] = key(a);
      const [gb, nb] = key(b);
      return ga - gb || (na < nb ? -1 : na > nb ? 1 : 0);
    }),
  );
}

export function sortedByKey(o: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
