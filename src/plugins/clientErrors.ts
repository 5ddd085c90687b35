/**
 * Errors Node answers before Fastify sees a request (a malformed request line, headers too large,
 * a request or header timeout, an `Expect` the server cannot meet) and the errors Fastify's router
 * answers itself (a URL that does not decode): each as application/problem+json, like every
 * other error of the service, instead of Node's empty bodies and Fastify's own JSON.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problem, type ProblemBody } from '../problem.js';
import { PROBLEM_JSON, sendProblem, titleFor } from './errors.js';

/** The statuses a client error is answered with. */
type ClientErrorStatus = 400 | 408 | 413 | 431;

/** Node's error codes for a client's bad request, and the status each answers. */
function clientErrorStatus(code: string | undefined): ClientErrorStatus {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

const DETAILS: Record<ClientErrorStatus, string> = {
  400: 'the request is not well-formed HTTP',
  408: 'the request did not arrive in time',
  413: 'the chunked body carries too much extension data',
  431: 'the request headers are too large',
};

/** A whole HTTP/1.1 response with a problem body that closes the connection. */
export function rawProblemResponse(body: ProblemBody): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? 'Error'}`,
    `Content-Type: ${PROBLEM_JSON}`,
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler` option: answers on the socket, then closes it. */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has no one left to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(err.code);
  this.log.debug({ err: { code: err.code, message: err.message }, status }, 'client error');
  // nothing may be written into a response already under way on this socket
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(rawProblemResponse(problem(status, titleFor(status), DETAILS[status])));
  }
  socket.destroy(err);
}

/** Fastify's `frameworkErrors` option: a URL that does not decode, and its kin, as problems. */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  sendProblem(reply, problem(status, titleFor(status), err.message));
}

/** The server options that route client errors here. */
export const clientErrorOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> = {
  clientErrorHandler,
  frameworkErrors,
};

/**
 * `Expect` other than 100-continue: Node answers 417 with no body unless someone listens for
 * `checkExpectation`; this listener answers the same status as a problem.
 */
export function expectationPlugin(app: FastifyInstance): void {
  app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const body = problem(417, titleFor(417), `this server cannot meet "Expect: ${req.headers.expect ?? ''}"`);
    const json = JSON.stringify(body);
    res.writeHead(417, { 'content-type': PROBLEM_JSON, 'content-length': Buffer.byteLength(json), connection: 'close' });
    res.end(json);
  });
}
