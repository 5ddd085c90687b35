/**
 * The finishing pass over the generated OpenAPI document, for the people who read it in Swagger
 * UI. The routes declare their schemas; this pass writes what every operation shares:
 *
 * - every response has a description (Fastify's "Default Response" is replaced);
 * - errors are application/problem+json, each status with its own examples (schemas/problem.ts),
 *   and Retry-After (and the rate limit's headers) described where they are sent; a status every
 *   operation answers alike is one response in components.responses that each refers to, and so
 *   are its headers (components.headers) and a GET twin's 400 (documentComponents.ts);
 * - every operation has its operationId, by the one rule of operationIds.ts;
 * - 413 on every POST, 414 on every operation (the URL's bound, urlLength.ts), 429 on every
 *   operation the rate limit counts, 503 on every operation that can be shed: the edge answers
 *   them for every route, whether or not the route lists them;
 * - a pair of numbers (zod's tuple: `prefixItems` of two equal schemas and `items: false`) is
 *   written as an array of exactly two such items (`items`, `minItems: 2`, `maxItems: 2`): the
 *   same values, in a form every OpenAPI tool reads (Spectral's `array-items` wants `items` to
 *   be a schema);
 * - each POST's 400 shows a real answer: its own example body with one field made invalid,
 *   validated by the route's own zod schema, worded as the service words it (the change named,
 *   not the body written out again);
 * - each POST's answer schema shows the real answer to its example body, generated and kept in
 *   schemas/answerExamples.generated.json (schemas/answerExamples.ts);
 * - the simulation endpoints list text/event-stream beside JSON and SVG (eventStream.ts), its
 *   example elided where the JSON example beside it shows the answer in full;
 * - a query parameter several operations declare alike is one in components.parameters;
 * - zod's `int()` without bounds writes JavaScript's safe-integer limits into the schema: they
 *   say nothing to a reader and make Swagger UI's generated samples -9007199254740991, so they
 *   are dropped (every request field that matters has its own bounds; answers are ours);
 * - component schemas no operation reaches are dropped: zod writes an input twin of every schema
 *   (`ResearchAnswerInput` beside `ResearchAnswer`) and an output one (`ResearchRequest` beside
 *   the `ResearchRequestInput` a body names), of which only one is ever named; the rest are noise
 *   in Swagger UI's list and in openapi.yaml.
 *
 * Readings: /health and /ready are the service's own routes, never limited nor shed (internal.ts).
 */
import type { z } from 'zod';
import { problem } from '../problem.js';
import { EVENT_STREAM_DESCRIPTION } from '../schemas/common.js';
import { PROBLEM_MEDIA_TYPE, problemResponses, type ProblemExample, type ProblemResponse } from '../schemas/problem.js';
import { SharedComponents, shareParameters, sortedByKey } from './documentComponents.js';
import { SERVICE_ROUTES } from './internal.js';
import { operationIdOf } from './operationIds.js';
import { LINK_INVALID_RESPONSE } from './questionLinks.js';

// biome-ignore lint/suspicious/noExplicitAny: the document is fastify-swagger's output, walked loosely here; its shape is not typed
type Json = any;

export interface DocumentSources {
  /** each POST route's body schema, by path */
  bodies: ReadonlyMap<string, z.ZodType>;
  /** the paths that stream their progress (the simulation endpoints) */
  streamed: Iterable<string>;
  /** each POST's example answer, by path (schemas/answerExamples.ts) */
  answers: Readonly<Record<string, unknown>>;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** The 200 description of the service's own GET routes (the routes say no more than a summary). */
const OK_DESCRIPTIONS: Record<string, string> = {
  '/health': 'The process is alive and answers (liveness); `version` is the service version.',
  '/ready': 'This instance takes work (readiness).',
};

const READY_503 = {
  description:
    'This instance does not take work now: it is shutting down, or overloaded. Send the request elsewhere; `/health` stays 200 meanwhile.',
  examples: {
    shuttingDown: {
      summary: 'Draining before it stops',
      value: problem(503, 'Shutting down', 'this instance is draining before it stops'),
    },
    busy: { summary: 'Overloaded', value: problem(503, 'Busy', 'this instance is overloaded') },
  },
};

const RETRY_AFTER = {
  description: 'Seconds to wait before asking again (here; another instance may answer at once).',
  schema: { type: 'integer', minimum: 1, examples: [5] },
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': {
    description: "Requests this client may make in the rate limit's window.",
    schema: { type: 'integer', minimum: 0, examples: [1200] },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0, examples: [0] } },
  'X-RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer', minimum: 0, examples: [42] } },
};

export function polishDocument<D>(doc: D, sources: DocumentSources): D {
  const d = doc as Json;
  dropSafeIntegerBounds(d);
  pairsAsArrays(d);
  const shared = new SharedComponents(d);
  const streamed = new Set(sources.streamed);
  const schemas = d.components?.schemas ?? {};
  for (const [path, item] of Object.entries<Json>(d.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      op.operationId = operationIdOf(method, path);
      const twin = method === 'get' && 'post' in item && /^\/v[0-9]+\//.test(path);
      op.responses ??= {};
      const service = SERVICE_ROUTES.has(path);
      if (method === 'post') op.responses['413'] ??= {};
      op.responses['414'] ??= {};
      if (!service) {
        op.responses['429'] ??= {};
        op.responses['503'] ??= {};
      }
      const ok = op.responses['200'];
      if (ok && (ok.description === undefined || ok.description === 'Default Response'))
        ok.description = OK_DESCRIPTIONS[path] ?? 'The answer.';
      if (ok && method === 'post' && path in sources.answers) setAnswerExample(ok, schemas, sources.answers[path]);
      if (ok && method === 'post' && streamed.has(path)) addEventStream(ok, answerExample(ok, schemas), shared);
      for (const status of Object.keys(op.responses)) {
        if (Number(status) < 400) continue;
        const bad = status === '400' && method === 'post' ? invalidExample(path, op, schemas, sources.bodies) : undefined;
        const about = { ready503: path === '/ready' && status === '503', invalid: bad, twin };
        op.responses[status] = errorResponse(status, op.responses[status], about, shared);
      }
      op.responses = sortedByKey(op.responses);
    }
  }
  shareParameters(d);
  shared.sort();
  dropUnreferencedSchemas(d);
  return doc;
}

/** The names of the component schemas `node` refers to, and those they refer to, and so on. */
function referencedSchemas(node: Json, schemas: Record<string, Json>, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const v of node) referencedSchemas(v, schemas, found);
  } else if (node !== null && typeof node === 'object') {
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
      const name = ref.slice(SCHEMA_REF.length);
      if (!found.has(name)) {
        found.add(name);
        referencedSchemas(schemas[name], schemas, found);
      }
    }
    for (const v of Object.values(node)) referencedSchemas(v, schemas, found);
  }
  return found;
}

/** Keeps the component schemas reachable from the document's operations (paths), no others. */
function dropUnreferencedSchemas(d: Json): void {
  const schemas: Record<string, Json> | undefined = d.components?.schemas;
  if (!schemas) return;
  const { schemas: _schemas, ...otherComponents } = d.components;
  const kept = referencedSchemas([d.paths, otherComponents], schemas);
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/** Shows `answer` as the example of the 200's JSON schema (its component, when it names one). */
function setAnswerExample(ok: Json, schemas: Record<string, Json>, answer: unknown): void {
  const schema = resolve(ok.content?.['application/json']?.schema, schemas);
  if (schema) schema.examples = [structuredClone(answer)];
}

/** Removes the safe-integer bounds zod writes for an unbounded `int()`, at any depth. */
function dropSafeIntegerBounds(node: Json): void {
  if (Array.isArray(node)) {
    for (const v of node) dropSafeIntegerBounds(v);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (node.minimum === -SAFE) delete node.minimum;
  if (node.maximum === SAFE) delete node.maximum;
  for (const v of Object.values(node)) dropSafeIntegerBounds(v);
}

/** A tuple of equal item schemas (`prefixItems` and `items: false`), at any depth, as an array of that many such items. */
function pairsAsArrays(node: Json): void {
  if (Array.isArray(node)) {
    for (const v of node) pairsAsArrays(v);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const prefix = node.prefixItems;
  if (node.items === false && Array.isArray(prefix) && prefix.length > 0) {
    const first = JSON.stringify(prefix[0]);
    if (prefix.every((p: Json) => JSON.stringify(p) === first) && node.minItems === prefix.length && node.maxItems === prefix.length) {
      delete node.prefixItems;
      node.items = prefix[0];
    }
  }
  for (const v of Object.values(node)) pairsAsArrays(v);
}

const SCHEMA_REF = '#/components/schemas/';
const problemRef = { $ref: `${SCHEMA_REF}Problem` };

interface ErrorContext {
  /** /ready's 503, which says why this instance takes no work */
  ready503: boolean;
  /** a POST's 400 example: its own example body made invalid */
  invalid: ProblemExample | undefined;
  /** the operation is a question's GET twin (questionLinks.ts) */
  twin: boolean;
}

/**
 * An error response: problem+json, described, with its examples and headers. A status every
 * operation answers alike refers to its one response in `components.responses`; so does a GET
 * twin's 400 (the question in the URL, named by `querystring.`). A POST's 400 is its own, with its
 * own invalid body, and refers to the examples it shares with the others.
 */
function errorResponse(status: string, given: Json, about: ErrorContext, shared: SharedComponents): Json {
  const known: ProblemResponse | undefined = (problemResponses as Record<string, ProblemResponse>)[status];
  const content = given?.content ?? {};
  const schema = content['application/json']?.schema ?? content[PROBLEM_MEDIA_TYPE]?.schema ?? problemRef;
  const described = given?.description !== undefined && given.description !== 'Default Response';
  const plain = !described && given?.headers === undefined && schema.$ref === problemRef.$ref && !about.ready503;
  if (plain && status === '400' && about.twin)
    return shared.response('InvalidQuestionInUrl', () => problemResponse(LINK_INVALID_RESPONSE, shared));
  if (plain && known?.component && about.invalid === undefined)
    return shared.response(known.component, () => problemResponse(known, shared));
  const base = about.ready503 ? READY_503 : known;
  const examples: Record<string, Json> = { ...(about.invalid ? { invalid: about.invalid } : {}) };
  // the examples every operation's 400 shows beside its own are said once, in components.examples
  for (const [key, example] of Object.entries(base?.examples ?? {}))
    examples[key] = status === '400' ? shared.example(key.charAt(0).toUpperCase() + key.slice(1), () => example) : example;
  return problemResponse(
    {
      description: described ? given.description : (base?.description ?? `Error ${status}, as problem+json.`),
      examples,
      retryAfter: status === '503' || (base !== undefined && 'retryAfter' in base && base.retryAfter === true),
      rateLimitHeaders: base !== undefined && 'rateLimitHeaders' in base && base.rateLimitHeaders === true,
      headers: given?.headers,
    },
    shared,
    schema,
  );
}

interface ResponseParts {
  description: string;
  examples?: Record<string, Json>;
  retryAfter?: boolean;
  rateLimitHeaders?: boolean;
  headers?: Record<string, Json>;
}

/** A problem+json response object, its headers referring to the shared ones. */
function problemResponse(parts: ResponseParts, shared: SharedComponents, schema: Json = problemRef): Json {
  const headers: Record<string, Json> = { ...(parts.headers ?? {}) };
  if (parts.retryAfter) headers['Retry-After'] = shared.header('Retry-After', () => RETRY_AFTER);
  if (parts.rateLimitHeaders)
    for (const [name, header] of Object.entries(RATE_LIMIT_HEADERS)) headers[name] = shared.header(name, () => header);
  const examples = parts.examples ?? {};
  // a copy of its own: objects shared between operations would be YAML aliases in openapi.yaml
  return structuredClone({
    description: parts.description,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { [PROBLEM_MEDIA_TYPE]: { schema, ...(Object.keys(examples).length > 0 ? { examples } : {}) } },
  });
}

function resolve(schema: Json, schemas: Record<string, Json>): Json {
  return schema?.$ref ? schemas[String(schema.$ref).split('/').pop() as string] : schema;
}

/** The first example of the JSON answer, when the answer schema has one. */
function answerExample(ok: Json, schemas: Record<string, Json>): unknown {
  return resolve(ok.content?.['application/json']?.schema, schemas)?.examples?.[0];
}

/**
 * An answer's JSON as the event stream's example shows it: its leading fields (those before the
 * first object or list: `method`, `trials`, `seed`, ...), then `...` for the rest, which the JSON
 * example beside it shows in full. The text before `...` is the JSON example's own first bytes.
 */
export function elidedAnswer(answer: unknown): string {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return '{...}';
  const leading: string[] = [];
  for (const [k, v] of Object.entries(answer)) {
    if (v !== null && typeof v === 'object') break;
    leading.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
  }
  return `{${leading.map((f) => `${f},`).join('')}...}`;
}

/**
 * text/event-stream beside the 200's other media types, with an example stream: progress and the
 * final answer, each elided (the answer's JSON is the example of application/json, one click
 * away; written twice it was a fifth of the document's compressed bytes). The media type's schema
 * is one component, `EventStream`, which says what the events hold.
 */
function addEventStream(ok: Json, answer: unknown, shared: SharedComponents): void {
  const json = ok.content?.['application/json'];
  if (!json) return;
  const final = answer === undefined ? '{"method":"monte-carlo","trials":100000,...}' : elidedAnswer(answer);
  const example = [
    'event: progress\ndata: {"method":"monte-carlo","trials":16384,...}\n',
    'event: progress\ndata: {"method":"monte-carlo","trials":32768,...}\n',
    'event: progress\ndata: {"method":"monte-carlo","trials":65536,...}\n',
    `event: answer\ndata: ${final}\n\n`,
  ].join('\n');
  const schema = shared.schema('EventStream', () => ({ type: 'string', description: EVENT_STREAM_DESCRIPTION }));
  ok.content['text/event-stream'] = { schema, example };
  if (typeof ok.description === 'string' && !ok.description.includes('text/event-stream')) {
    ok.description +=
      ' Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer.';
  }
}

/**
 * A real 400 of a POST: its example body with one field made invalid, as the route's own schema
 * rejects it. The first integer field (by the example's order, nested objects after the top
 * level) is set just past its maximum; failing that, the first field is left out.
 */
function invalidExample(
  path: string,
  op: Json,
  schemas: Record<string, Json>,
  bodies: ReadonlyMap<string, z.ZodType>,
): ProblemExample | undefined {
  const zod = bodies.get(path);
  const example = resolve(op.requestBody?.content?.['application/json']?.schema, schemas)?.examples?.[0];
  if (!zod || example === null || typeof example !== 'object' || Array.isArray(example)) return undefined;
  for (const bad of candidates(example, zod)) {
    const parsed = zod.safeParse(bad.body);
    if (parsed.success) continue;
    const errors = parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message }));
    const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return {
      summary: bad.summary,
      // the change alone: the example body is the request's example, shown beside it
      description: `The answer to the example body ${bad.change}.`,
      value: problem(400, 'Invalid request', detail, errors),
    } as ProblemExample;
  }
  return undefined;
}

interface Candidate {
  summary: string;
  /** what was changed in the example body, in words: "with `scientists` set to `13`", "without `scientists`" */
  change: string;
  body: Record<string, unknown>;
}

/** Bodies to try, each the example with one field made invalid. */
function* candidates(example: Record<string, unknown>, zod: z.ZodType): Generator<Candidate> {
  const shared = new Set(['trials', 'seed']);
  const fields: { path: string[]; value: unknown }[] = [];
  for (const [k, v] of Object.entries(example)) if (!shared.has(k)) fields.push({ path: [k], value: v });
  for (const [k, v] of Object.entries(example)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      for (const [k2, v2] of Object.entries(v)) fields.push({ path: [k, k2], value: v2 });
  }
  for (const { path, value } of fields) {
    if (!Number.isInteger(value)) continue;
    // the schema says the maximum: ask it with a value far past any bound, then just past it
    const probe = zod.safeParse(withValue(example, path, 1e9));
    const tooBig = probe.success ? undefined : probe.error.issues.find((i) => i.code === 'too_big' && i.path.join('.') === path.join('.'));
    const maximum = tooBig && 'maximum' in tooBig ? Number(tooBig.maximum) : undefined;
    if (maximum === undefined || !Number.isInteger(maximum)) continue;
    const name = path.join('.');
    yield {
      summary: `${name}: ${maximum + 1}, past its maximum of ${maximum}`,
      change: `with \`${name}\` set to \`${maximum + 1}\``,
      body: withValue(example, path, maximum + 1),
    };
  }
  const [first] = Object.keys(example);
  if (first !== undefined) {
    const { [first]: _left, ...rest } = example;
    yield { summary: `${first} left out`, change: `without \`${first}\``, body: rest };
  }
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const last = path.at(-1);
  if (last === undefined) return copy;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[last] = value;
  return copy;
}
