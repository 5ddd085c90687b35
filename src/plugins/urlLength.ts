/**
 * A bound on the URL: a request whose URL (path and query) is longer than `MAX_URL_LENGTH`
 * characters answers 414 problem+json before any other work. A question asked in the URL (GET
 * with its fields, or `q=` its JSON body in base64url) is a link meant to be pasted and shared;
 * past this length it is no longer a link anyone should share, and its body should be POSTed
 * (a 64 KiB body would be a URL of 87 KB). 8,192 is the length browsers, proxies and
 * servers commonly accept (nginx's default large header buffer is 8 KiB).
 */
import type { FastifyInstance } from 'fastify';
import { problem } from '../problem.js';
import { sendProblem } from './errors.js';

export const MAX_URL_LENGTH = 8192;
export const URL_TOO_LONG_DETAIL = `the URL is longer than ${MAX_URL_LENGTH} characters; POST the question's body instead`;

export function urlLengthPlugin(app: FastifyInstance): void {
  // a callback hook on every request (an async one costs a promise each)
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      sendProblem(reply, problem(414, 'URL too long', URL_TOO_LONG_DETAIL));
      return;
    }
    done();
  });
}
