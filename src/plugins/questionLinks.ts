/**
 * Questions as links: every POST question under /v1 (a zod body) also answers GET with the
 * question in the URL, so that an answer can be linked and a chart embedded (`<img src=...>`).
 *
 *   GET /v1/xcom/research?scientists=3&cost=3&seed=7      a flat body: its fields as parameters
 *   GET /v1/xcom/global-defense?q=<base64url of the JSON>  any body
 *
 * The GET twin is the POST route itself, registered again by this plugin's onRoute hook (so a
 * route added later gets it with no work of its own): the same handler, hooks, answer cache,
 * pictures (`?format=svg`), progress stream and caching headers. Its first preValidation hook
 * makes the body from the URL and validates it with the POST's own zod schema; from there on
 * the request is the POST's, so it answers the same bytes (but `elapsedMs`; a stored answer is
 * the very same bytes).
 *
 * Readings, written down:
 * - A field that is a number, integer, boolean, string or enum may be given as a parameter,
 *   written as JSON writes it
 *   (`true`, `3`, `0.95`, `exact`). A parameter is coerced by its field's type only: a number
 *   field's text that is not a number, or a boolean's other than true/false, stays text and the
 *   schema names it. A repeated parameter stays a list, which the schema refuses.
 * - `q` and body fields together are refused (one question, asked one way).
 * - Errors name the parameter: `querystring.scientists`, or `querystring.q.continents.0.ufos`
 *   for a field inside `q`; a `q` that is not base64url JSON is `querystring.q`.
 * - The URL's length is bounded (urlLength.ts): past 8,192 characters, 414.
 * - `links` (an answer field where the answer schema declares it) is made from the validated
 *   body, defaults filled in and keys sorted: its fields as parameters when all are scalars
 *   (a flat body), else `q`.
 *   Present only when the link fits in the bound. The same question asked either way has the
 *   same links, so GET and POST answer the same bytes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, problem, type FieldError } from '../problem.js';
import { answerSchemaOf } from './answerSerializer.js';
import { canonicalBodyOf } from './caching.js';
import { MAX_URL_LENGTH } from './urlLength.js';

type Kind = 'number' | 'integer' | 'boolean' | 'string';

const Q_DESCRIPTION =
  'The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object.';

/** The kind of a body field's JSON schema, when it can be a query parameter. */
function kindOf(schema: Record<string, unknown>): Kind | undefined {
  const type = schema.type;
  if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'string') return type;
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return 'string';
  if (typeof schema.const === 'string') return 'string';
  return undefined;
}

/** The JSON schema of each field of a body that can be a query parameter (a scalar). */
function scalarFields(body: z.ZodType): Map<string, Record<string, unknown>> {
  const fields = new Map<string, Record<string, unknown>>();
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return fields;
  }
  // a schema with an id is written as a $ref into $defs (the body itself, and named field types)
  const defs = (json.$defs ?? {}) as Record<string, Record<string, unknown>>;
  const resolve = (s: Record<string, unknown>) => (typeof s.$ref === 'string' ? (defs[s.$ref.split('/').pop() as string] ?? s) : s);
  const properties = (resolve(json).properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, schema] of Object.entries(properties)) {
    const resolved = { ...resolve(schema), ...(schema.description ? { description: schema.description } : {}) };
    if (kindOf(resolved) !== undefined) fields.set(name, resolved);
  }
  return fields;
}

/** A parameter's text as its field's type reads it (left as text when it does not read). */
function coerce(text: unknown, kind: Kind | undefined): unknown {
  if (typeof text !== 'string') return text;
  if ((kind === 'number' || kind === 'integer') && /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(text)) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

const NOT_BASE64URL = 'expected base64url text (A-Z, a-z, 0-9, - and _)';

/**
 * What a GET twin's 400 says in the API document: one response for every twin (apiDocument.ts),
 * with an example any of them answers, worded as `decodeQ` words it.
 */
export const LINK_INVALID_RESPONSE = {
  description:
    "Invalid request: a parameter (or a field inside `q`) breaks the POST's body schema or a rule between fields, and `errors` names every bad one (`querystring.scientists`, `querystring.q.continents.0.ufos`); or `q` is not base64url JSON, or is given beside the fields. Nothing was computed.",
  examples: {
    notBase64url: {
      summary: '`q` that is not base64url (`?q=not!base64`)',
      value: problem(400, 'Invalid request', `querystring.q: ${NOT_BASE64URL}`, [{ path: 'querystring.q', message: NOT_BASE64URL }]),
    },
  },
};

/** The JSON a `q` parameter holds, or a 400 naming `querystring.q`. */
function decodeQ(q: unknown): unknown {
  const invalid = (message: string) =>
    new HttpProblem(400, 'Invalid request', `querystring.q: ${message}`, [{ path: 'querystring.q', message }]);
  if (typeof q !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(q)) throw invalid(NOT_BASE64URL);
  try {
    return JSON.parse(Buffer.from(q, 'base64url').toString('utf8'));
  } catch {
    throw invalid('expected the base64url of a JSON body');
  }
}

interface Twin {
  body: z.ZodType;
  /** the body's scalar fields, which may be given as parameters */
  fields: Map<string, Record<string, unknown>>;
}

/** The body a GET asks, validated by the POST's schema (a 400 naming the parameters otherwise). */
function questionOf(request: FastifyRequest, twin: Twin): unknown {
  const { format: _format, q, ...params } = (request.query ?? {}) as Record<string, unknown>;
  let raw: unknown;
  let prefix: string;
  if (q !== undefined) {
    const given = Object.keys(params);
    if (given.length > 0) {
      const message = `give the question either as q or as parameters, not both (${given.join(', ')} beside q)`;
      throw new HttpProblem(400, 'Invalid request', `querystring: ${message}`, [{ path: 'querystring', message }]);
    }
    raw = decodeQ(q);
    prefix = 'querystring.q';
  } else {
    raw = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, coerce(v, kindOfField(twin, k))]));
    prefix = 'querystring';
  }
  const parsed = twin.body.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((i) => ({ path: [prefix, ...i.path.map(String)].join('.'), message: i.message }));
  throw new HttpProblem(400, 'Invalid request', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}

function kindOfField(twin: Twin, name: string): Kind | undefined {
  const schema = twin.fields.get(name);
  return schema === undefined ? undefined : kindOf(schema);
}

/**
 * The links of a validated body on `path`, written once: `self`, its fields as parameters when
 * all are scalars, else `q` (`canonical`: the body's canonical JSON, caching.ts); and `svg`, the
 * same with `format=svg` after them. The fields are read from the body itself, in the canonical
 * order (keys sorted), each as its canonical JSON gives it back: a string, a boolean or a finite
 * number is a scalar (anything else, `undefined` included, is written as an object or null).
 * (`q` is base64url, whose characters a query string keeps as they are: no encoding to do.)
 */
export function questionLinks(path: string, body: unknown, canonical: string): { self: string; svg: string } {
  let query: string | undefined;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body).sort();
    const params = new URLSearchParams();
    for (const k of keys) {
      const v = (body as Record<string, unknown>)[k];
      const scalar = typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
      if (!scalar || k === 'q' || k === 'format') {
        query = `q=${base64url(canonical)}`;
        break;
      }
      params.append(k, String(v));
    }
    query ??= params.toString();
  } else query = `q=${base64url(canonical)}`;
  return { self: `${path}?${query}`, svg: `${path}?${query}${query === '' ? '' : '&'}format=svg` };
}

const applies = (route: RouteOptions): boolean => {
  const methods = [route.method].flat();
  return methods.length === 1 && methods[0] === 'POST' && route.url.startsWith('/v1/') && route.schema?.body instanceof z.ZodType;
};

/** Adds `links` to a 200 answer whose schema declares them, when the link fits in a URL. */
export function withLinks(request: FastifyRequest, answer: unknown): unknown {
  const url = request.routeOptions.url ?? '';
  const twin = twins.get(url);
  if (!twin || !declaresLinks(url) || answer === null || typeof answer !== 'object' || Array.isArray(answer) || request.body === undefined)
    return answer;
  const path = request.routeOptions.url as string;
  const links = questionLinks(path, request.body, canonicalBodyOf(request));
  if (links.svg.length > MAX_URL_LENGTH) return answer;
  // Object.assign, not `{ ...answer, links }`: a spread into a literal takes V8's slow path (2 us
  // against 0.45 for an exact research answer); the same keys in the same order
  return Object.assign({}, answer, { links });
}

/** Answers whose schema declares `links`, by route URL (read when the routes are ready). */
const twins = new Map<string, Twin>();
const linked = new Set<string>();

function declaresLinks(url: string): boolean {
  if (linked.has(url)) return true;
  const schema = answerSchemaOf('POST', url, 200) as unknown as { shape?: Record<string, unknown> } | undefined;
  const declared = schema?.shape !== undefined && 'links' in schema.shape;
  if (declared) linked.add(url);
  return declared;
}

type Transform = typeof jsonSchemaTransform;
interface SwaggerConfig {
  swaggerTransform?: Transform;
}

/** The GET twin's document: the route's transform, then each scalar body field as a query parameter. */
function documentedParameters(twin: Twin, transform: Transform = jsonSchemaTransform): Transform {
  return (args) => {
    const out = transform(args);
    const qs = (out.schema as { querystring?: { properties?: Record<string, unknown> } }).querystring;
    // each field's description is the body's (shown on the POST): here its type and bounds alone
    if (qs?.properties)
      for (const [name, schema] of twin.fields) {
        const { description: _shown, ...bare } = schema;
        qs.properties[name] ??= bare;
      }
    return out;
  };
}

export function questionLinksPlugin(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    if (!applies(route)) return;
    const schema = route.schema as NonNullable<RouteOptions['schema']>;
    const body = schema.body as z.ZodType;
    const twin: Twin = { body, fields: scalarFields(body) };
    twins.set(route.url, twin);

    // the answer's links, where its schema declares them (an answer object, before it is written)
    const addLinks = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
      done(null, reply.statusCode === 200 ? withLinks(request, payload) : payload);
    };
    const preSerialization = [route.preSerialization ?? []].flat();
    route.preSerialization = [...preSerialization, addLinks] as RouteOptions['preSerialization'];

    const makeBody = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      try {
        request.body = questionOf(request, twin);
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    };
    const querystring = schema.querystring instanceof z.ZodObject ? schema.querystring : z.object({});
    const { body: _body, ...rest } = schema;
    this.route({
      method: 'GET',
      url: route.url.slice(route.prefix.length) || '/',
      schema: {
        ...rest,
        // a copy: a list shared with the POST would be a YAML alias in openapi.yaml
        ...(Array.isArray(rest.tags) ? { tags: [...rest.tags] } : {}),
        description:
          "The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.",
        querystring: querystring.extend({ q: z.string().optional().describe(Q_DESCRIPTION) }),
      },
      config: {
        ...(route.config as object),
        swaggerTransform: documentedParameters(twin, (route.config as SwaggerConfig)?.swaggerTransform),
      },
      // lists of their own: a plugin's onRoute hook that pushes onto the POST's list (after this
      // one, as compression's does) would otherwise put its hook in both routes twice
      preValidation: [makeBody, ...[route.preValidation ?? []].flat()],
      preHandler: [route.preHandler ?? []].flat(),
      preSerialization: [route.preSerialization ?? []].flat(),
      onSend: [route.onSend ?? []].flat(),
      onResponse: [route.onResponse ?? []].flat(),
      onRequest: [route.onRequest ?? []].flat(),
      handler: route.handler,
    } as RouteOptions);
  });
}
