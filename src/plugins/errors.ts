/**
 * One error handler for the whole service: every error answers application/problem+json
 * (RFC 9457: type, title, status, detail). Validation failures list every bad field; 5xx details
 * are hidden (and logged); a method the path does not take answers 405 with Allow; whatever a
 * plugin answers in another format (CORS preflight errors are text/plain) is rewritten as a
 * problem on its way out. Node-level client errors are in clientErrors.ts.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { TooLarge } from '../../simulations/core/kernel.js';
import { TimeLimitExceeded } from '../engine/budget.js';
import { HttpProblem, problem, type FieldError, type ProblemBody } from '../problem.js';
import { OverloadLog } from './overloadLog.js';

export const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

/** seconds a 503 asks the caller to wait */
export const RETRY_AFTER_S = 5;

function fieldPath(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter((p) => p !== '');
  return [context ?? 'body', ...parts].join('.');
}

const CLIENT_TITLES: Record<number, string> = {
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Body too large',
  414: 'URL too long',
  415: 'Unsupported media type',
  417: 'Expectation failed',
  429: 'Too many requests',
  431: 'Headers too large',
};

export function titleFor(status: number): string {
  if (status >= 500) return status === 503 ? 'Service unavailable' : 'Internal error';
  return CLIENT_TITLES[status] ?? 'Bad request';
}

/** 503s that are the service protecting itself (logged once per interval, not as failures). */
const SHED_TITLES = new Set(['Busy', 'Shutting down', 'Time limit exceeded']);

export function toProblem(err: FastifyError): ProblemBody {
  if (err instanceof HttpProblem) return err.body();
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors: FieldError[] = err.validation.map((v) => ({
      path: fieldPath(err.validationContext, v.instancePath),
      message: v.message ?? 'invalid',
    }));
    const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return problem(400, 'Invalid request', detail, errors);
  }
  if (err instanceof TooLarge) {
    return problem(422, 'Too large for an exact answer', `${err.message}; ask for method "monte-carlo" instead`);
  }
  if (err instanceof TimeLimitExceeded) {
    return problem(503, 'Time limit exceeded', `${err.message}; ask for fewer trials or set precision`);
  }
  if (err.code === 'ERR_WORKER_OUT_OF_MEMORY' || /queue is at limit/i.test(err.message)) {
    return problem(503, 'Busy', 'the simulation queue is full; try again shortly');
  }
  // a question still asking its endpoints while the service closes (in-process requests are
  // refused once closing has begun): the caller should ask another instance, not see a 500
  // (and a computation whose worker thread was stopped by the close)
  if (err.code === 'FST_ERR_REOPENED_CLOSE_SERVER' || err.message === 'Terminating worker thread') {
    return problem(503, 'Shutting down', 'the service is shutting down; try again');
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return problem(status, titleFor(status), err.message);
  return problem(500, 'Internal error', 'the service failed to answer; the failure was logged');
}

export function sendProblem(reply: FastifyReply, body: ProblemBody): FastifyReply {
  if (body.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_S));
  return reply.code(body.status).type(PROBLEM_JSON).send(body);
}

/** The methods each static path takes, for 405 answers (wildcard paths are left out). */
function methodsByPath(app: FastifyInstance): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*') || route.url.includes(':')) return;
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const m of [route.method].flat()) methods.add(m);
    byPath.set(route.url, methods);
  });
  return byPath;
}

/** The request's URL without its query string. */
export function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** A 4xx body another plugin answered in its own format, as a problem. */
function asProblem(status: number, type: string, payload: unknown): ProblemBody {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  let detail = STATUS_CODES[status] ?? 'error';
  if (status < 500 && text.length > 0 && text.length <= 200) {
    if (/^text\/plain/.test(type)) detail = text;
    else if (/json/.test(type)) {
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') detail = parsed.message;
      } catch {
        // not JSON after all: keep the status text
      }
    }
  }
  return problem(status, titleFor(status), detail);
}

export async function errorsPlugin(app: FastifyInstance): Promise<void> {
  const overload = new OverloadLog(app.log);
  const methods = methodsByPath(app);

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const body = toProblem(err);
    // a wait the engine estimated from its queue (admission.ts)
    const retryAfterS = (err as { retryAfterS?: unknown }).retryAfterS;
    if (body.status === 503 && typeof retryAfterS === 'number') reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterS))));
    if (body.status === 503 && SHED_TITLES.has(body.title)) overload.shed(body.title);
    else if (body.status >= 500) request.log.error({ err }, 'request failed');
    return sendProblem(reply, body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const allowed = methods.get(path);
    if (allowed && !allowed.has(request.method)) {
      const allow = [...allowed].sort().join(', ');
      reply.header('allow', allow);
      return sendProblem(reply, problem(405, titleFor(405), `${path} takes ${allow}, not ${request.method}`));
    }
    return sendProblem(reply, problem(404, titleFor(404), `no route ${request.method} ${path}`));
  });

  // the safety net: an error any plugin answered in another format leaves as a problem
  // a callback hook: it runs on every answer, and an async hook costs a promise each
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400) {
      done(null, payload);
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    // a page for people (src/pages/) answers its errors as a page: the form and the errors at its fields
    const htmlPage = type.startsWith('text/html') && (reply.request.routeOptions.config as { htmlErrors?: boolean })?.htmlErrors === true;
    if (type.startsWith('application/problem+json') || htmlPage) {
      done(null, payload);
      return;
    }
    const body = asProblem(reply.statusCode, type, payload);
    if (body.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_S));
    reply.header('content-type', PROBLEM_JSON);
    reply.removeHeader('content-length');
    done(null, JSON.stringify(body));
  });
}
