/**
 * The simulation endpoints by URL, as `simulationRoute` registers them: each one's body schema,
 * kernel, mapping from body to kernel parameters, and shaping of the answer. Questions built on
 * endpoints (sweeps, policy tables, units searches) read a row's body with the endpoint's own
 * schema and run its kernel on the engine directly: no HTTP round trip, and zod's issue paths
 * name the row's fields as they are.
 */
import type { z } from 'zod';
import type { Kernel } from '../simulations/core/kernel.js';
import type { Summary } from './engine/summary.js';
import type { Answer } from './odds.js';
import type { SimulationFields } from './schemas/common.js';

/** An answer as an endpoint writes it: the shared fields and the summary, and its own parts. */
export type ShapedAnswer = Answer & Record<string, unknown>;

export interface Endpoint<B extends z.ZodType = z.ZodType, P = unknown> {
  /** the full path, such as "/v1/xcom/research" */
  readonly url: string;
  readonly body: B;
  readonly kernel: Kernel<P>;
  /** kernel parameters from the validated body; throws an HttpProblem for a rule broken */
  params(body: z.output<B>): P;
  /** the endpoint's own nesting of the answer (per continent, per unit, ...) */
  shape?(answer: Answer, body: z.output<B>, params: P): ShapedAnswer;
}

/** an endpoint of any params: `params` returns them, and its kernel's methods take them bivariantly */
export type AnyEndpoint = Endpoint<z.ZodType, unknown>;

/** One validated body of an endpoint, ready to run. */
export interface Row {
  readonly endpoint: AnyEndpoint;
  readonly body: unknown;
  readonly params: unknown;
  readonly fields: SimulationFields;
}

export type ParsedRow = { ok: true; row: Row } | { ok: false; issues: z.core.$ZodIssue[] };

/** The row of an already validated body (as a route handler has it). */
export function rowOf(endpoint: AnyEndpoint, body: unknown): Row {
  return { endpoint, body, params: endpoint.params(body), fields: body as SimulationFields };
}

/** Reads `raw` as a body of `endpoint`: the row, or zod's issues (paths inside the body). */
export function parseRow(endpoint: AnyEndpoint, raw: unknown): ParsedRow {
  const parsed = endpoint.body.safeParse(raw);
  return parsed.success ? { ok: true, row: rowOf(endpoint, parsed.data) } : { ok: false, issues: parsed.error.issues };
}

/** An answer with its groups' items as top-level lists, for an endpoint that shapes nothing. */
function liftItems(answer: Answer): ShapedAnswer {
  const { items, ...rest } = answer;
  // Object.assign into the copy, not a spread (V8's slow path; see `nestItems`)
  return Object.assign(rest, items);
}

/** The answer of a row as its endpoint writes it. */
export function shapeAnswer(row: Row, answer: Answer): ShapedAnswer {
  return row.endpoint.shape ? row.endpoint.shape(answer, row.body, row.params) : liftItems(answer);
}

/**
 * Moves the items of `group` into the answer's list of that name, each beside the request's own
 * fields of that item (a continent's name, interceptors and UFOs).
 */
export function nestItems<T extends object>(answer: Answer, group: string, requested: readonly T[]): ShapedAnswer {
  const { items, ...rest } = answer;
  const summaries: Summary[] = items?.[group] ?? [];
  // Object.assign and a key set, not `{ ...item, ...summary }` or `{ ...rest, [group]: ... }`:
  // spreading an object into a literal took V8's slow path, 2-3 us an item (most of an exact
  // global defence answer's shaping); the keys come in the same order
  const shaped: ShapedAnswer = rest;
  shaped[group] = requested.map((item, i) => Object.assign({}, item, summaries[i]));
  return shaped;
}

export class EndpointRegistry implements Iterable<string> {
  private readonly byUrl = new Map<string, AnyEndpoint>();

  add<B extends z.ZodType, P>(endpoint: Endpoint<B, P>): Endpoint<B, P> {
    if (this.byUrl.has(endpoint.url)) throw new Error(`endpoint ${endpoint.url} is registered twice`);
    this.byUrl.set(endpoint.url, endpoint as AnyEndpoint);
    return endpoint;
  }

  get(url: string): AnyEndpoint | undefined {
    return this.byUrl.get(url);
  }

  /** The URLs, in the order they registered. */
  [Symbol.iterator](): Iterator<string> {
    return this.byUrl.keys();
  }
}
