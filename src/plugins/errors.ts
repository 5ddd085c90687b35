/**
 * One error handler for the whole service: every error answers application/problem+json.
 * Validation failures list every bad field; 5xx details are hidden (and logged).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { TooLarge } from '../../simulations/core/kernel.js';
import { TimeLimitExceeded } from '../engine/budget.js';
import { HttpProblem, problem, type FieldError, type ProblemBody } from '../problem.js';

const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

function fieldPath(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter((p) => p !== '');
  return [context ?? 'body', ...parts].join('.');
}

function toProblem(err: FastifyError): ProblemBody {
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
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const title = status === 413 ? 'Body too large' : status === 415 ? 'Unsupported media type' : 'Bad request';
    return problem(status, title, err.message);
  }
  return problem(500, 'Internal error', 'the service failed to answer; the failure was logged');
}

export async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const body = toProblem(err);
    if (body.status >= 500) request.log.error({ err }, 'request failed');
    if (body.status === 503) reply.header('retry-after', '5');
    return reply.code(body.status).type(PROBLEM_JSON).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body = problem(404, 'Not found', `no route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).type(PROBLEM_JSON).send(body);
  });
}
