/**
 * Request ids for the structured logs: a caller's (or proxy's) `X-Request-Id` is kept when it is
 * a plain token, so that one id follows a request through the load balancer and the instance;
 * otherwise a UUID is drawn. The id is sent back in `X-Request-Id`.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';

const HEADER = 'x-request-id';
/** short and free of anything that could break a log line */
const TOKEN = /^[\w.:-]{1,128}$/;

export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers[HEADER];
    return typeof given === 'string' && TOKEN.test(given) ? given : randomUUID();
  },
};

export function requestIdPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADER, request.id);
    done();
  });
}
