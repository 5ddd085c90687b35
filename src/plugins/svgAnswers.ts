/**
 * Pictures of answers: every POST endpoint under /v1 answers `image/svg+xml` when asked, with a
 * chart of the same answer it gives as JSON (src/charts/answerChart.ts).
 *
 * Asked by `?format=svg` (a link that can be pasted), or by an Accept header that rates
 * image/svg+xml higher than application/json (`Accept: image/svg+xml`, or an <img> tag's
 * `image/svg+xml,image/*,*\/*;q=0.8`); `?format=json` always answers JSON. Only a 200 answer is
 * drawn: errors stay application/problem+json.
 *
 * An onRoute hook gives each of those routes the optional `format` query parameter (a zod enum,
 * so that a wrong value is a 400 naming `querystring.format`), the SVG hook, and an OpenAPI
 * transform that lists image/svg+xml beside application/json as a 200 media type, so Swagger
 * UI's "Try it out" can ask for it. Call this before any route is registered.
 *
 * A chart and the JSON of the same question are two representations of one resource, so they
 * carry two ETags (RFC 9110 8.8.3): the chart's is the JSON answer's with `.svg` before its
 * closing quote (`chartTag`), set here when the chart is drawn (a stored answer's too), and
 * the conditional requests of caching.ts compare If-None-Match with the tag of the
 * representation asked (`asksForChart`). Both carry `Vary: Accept`, and so does a 304.
 *
 * The chart's subtitle states the question (src/charts/question.ts), read from the body as the
 * route's schema gives it, defaults filled in: a stored answer sent before validation draws
 * the same bytes as one computed after it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerChart } from '../charts/answerChart.js';
import { pathOf } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers a chart when asked (set by this plugin) */
    drawsCharts?: boolean;
  }
  interface FastifyRequest {
    /** its body passed the route's schema (a stored answer may be sent before validation) */
    bodyValidated: boolean;
  }
}

export const SVG_MEDIA_TYPE = 'image/svg+xml';
const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** The API document's schema of every SVG answer, by its name in `components.schemas`. */
export const SVG_CHART = 'SvgChart';
export const svgChartSchema = {
  type: 'string' as const,
  description: 'A chart of the same answer: probabilities as bars with their intervals, distributions as histograms with their means.',
};

export const formatQuerystring = z.object({
  format: z
    .enum(['json', 'svg'])
    .optional()
    .describe(
      '"svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher).',
    ),
});

const applies = (route: RouteOptions): boolean => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.includes('POST') && route.url.startsWith('/v1/');
};

/**
 * The quality an Accept header gives `type`: the q of the most specific range that matches it
 * (type/subtype, then type/*, then *\/*; RFC 9110 12.5.1), 0 when none does. No header accepts
 * anything at 1.
 */
export function acceptQuality(accept: string | undefined, type: string): number {
  if (accept === undefined || accept.trim() === '') return 1;
  const [main] = type.split('/');
  let best = -1;
  let quality = 0;
  for (const range of accept.split(',')) {
    const [media, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const specificity = media === type ? 2 : media === `${main}/*` ? 1 : media === '*/*' ? 0 : -1;
    if (specificity <= best) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    best = specificity;
    quality = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  }
  return quality;
}

/** Whether a request asks for the picture: `format` decides when given, else the Accept header. */
export function wantsSvg(accept: string | undefined, format: string | undefined): boolean {
  if (format === 'svg') return true;
  if (format === 'json') return false;
  return acceptQuality(accept, SVG_MEDIA_TYPE) > acceptQuality(accept, 'application/json');
}

/** The ETag of a chart: the tag of the JSON answer it is drawn from, marked as the chart's (W/"abc" -> W/"abc.svg"). */
export function chartTag(tag: string): string {
  return tag.endsWith('"') ? `${tag.slice(0, -1)}.svg"` : `${tag}.svg`;
}

/** Whether a request is answered a chart (when it is answered 200): its route draws them, and it asks for one. */
export function asksForChart(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.drawsCharts !== true) return false;
  return wantsSvg(request.headers.accept, (request.query as { format?: string } | undefined)?.format);
}

/** Adds Accept to the Vary header: the same URL answers JSON or SVG by it. */
function varyOnAccept(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((s) => s.trim());
  if (!list.some((v) => v.toLowerCase() === 'accept' || v === '*'))
    reply.header('vary', [...list, 'Accept'].filter((v) => v !== '').join(', '));
}

/** The OpenAPI transform of these routes: the zod transform, then image/svg+xml beside the 200 JSON answer. */
function withSvgMediaType(args: Parameters<typeof jsonSchemaTransform>[0]) {
  const out = jsonSchemaTransform(args);
  const response = (out.schema as { response?: Record<string, Record<string, unknown>> }).response;
  const ok = response?.['200'];
  if (response && ok && !('content' in ok)) {
    response['200'] = {
      description: 'The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`).',
      content: {
        'application/json': { schema: ok },
        // one schema for every chart, said once (swagger.ts registers it)
        [SVG_MEDIA_TYPE]: { schema: { $ref: `#/components/schemas/${SVG_CHART}` } },
      },
    };
  }
  return out;
}

export async function svgAnswersPlugin(app: FastifyInstance): Promise<void> {
  const summaries = new Map<string, string>();

  const bodySchemas = new Map<string, z.ZodType>();

  /**
   * The question as the route's schema reads it (defaults filled in): the body, once validated;
   * else (a stored answer sent before validation) read with the schema here.
   */
  function questionOf(request: FastifyRequest, url: string): unknown {
    if (request.bodyValidated) return request.body;
    const parsed = bodySchemas.get(url)?.safeParse(request.body);
    return parsed?.success ? parsed.data : request.body;
  }

  // a callback hook, as below; it runs once the body has passed the schema
  function markValidated(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
    request.bodyValidated = true;
    done();
  }

  function picture(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (reply.statusCode === 304) varyOnAccept(reply); // as the 200 it stands for
    if (reply.statusCode !== 200) return payload;
    varyOnAccept(reply);
    if (!asksForChart(request) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const url = request.routeOptions.url ?? pathOf(request);
    const question = questionOf(request, url);
    const body = question as { confidence?: unknown; body?: { confidence?: unknown } } | undefined;
    const confidence = [body?.confidence, body?.body?.confidence].find((c): c is number => typeof c === 'number');
    const svg = answerChart(JSON.parse(payload), {
      url,
      summary: summaries.get(url),
      summaryOf: (u) => summaries.get(u),
      question,
      ...(confidence === undefined ? {} : { confidence }),
    });
    reply.header('content-type', SVG_CONTENT_TYPE);
    const tag = reply.getHeader('etag');
    if (tag !== undefined) reply.header('etag', chartTag(String(tag)));
    return svg;
  }

  // a callback hook: it runs on every answer of the route, and an async hook costs a promise each
  function drawAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: Error | null, payload?: unknown) => void,
  ) {
    let out: unknown;
    try {
      out = picture(request, reply, payload);
    } catch (err) {
      done(err as Error);
      return;
    }
    done(null, out);
  }

  app.decorateRequest('bodyValidated', false);
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const schema = (route.schema ?? {}) as NonNullable<RouteOptions['schema']>;
    if (typeof schema.summary === 'string') summaries.set(route.url, schema.summary);
    if (schema.body instanceof z.ZodType) bodySchemas.set(route.url, schema.body);
    if (schema.querystring === undefined) route.schema = { ...schema, querystring: formatQuerystring };
    else if (schema.querystring instanceof z.ZodObject)
      route.schema = { ...schema, querystring: schema.querystring.extend(formatQuerystring.shape) };
    else throw new Error(`${route.url}: a querystring schema that is not a zod object cannot take "format"`);
    route.config = { ...(route.config as object), swaggerTransform: withSvgMediaType, drawsCharts: true } as typeof route.config;
    const onSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...onSend, drawAnswer];
    route.preHandler = [...[route.preHandler ?? []].flat(), markValidated] as RouteOptions['preHandler'];
  });
}
