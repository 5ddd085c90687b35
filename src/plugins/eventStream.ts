/**
 * Progress on long runs, as Server-Sent Events (text/event-stream). A simulation endpoint asked
 * with `Accept: text/event-stream` answers a stream of events instead of one JSON body:
 *
 *   event: progress   the answer so far (the same shape, its intervals and `trials` so far), at
 *                     each checkpoint of the engine but the last
 *   event: answer     the final answer, the same bytes as the JSON answer (but `elapsedMs`)
 *   event: error      a problem+json object, when the computation fails once the stream is open
 *
 * Readings, written down:
 * - The checkpoints are the engine's fixed ones (src/engine/monteCarlo.ts `checkpoints`): a
 *   function of the trials and `precision`, never of time, so the same seed gives the same
 *   events, and the final answer is the answer the endpoint gives without streaming.
 * - An exact answer has no checkpoints: it streams its final event alone.
 * - The stream opens with its first event. Whatever fails before that is an ordinary
 *   problem+json answer with its own status (an invalid body 400, busy 503 with Retry-After, too
 *   large for an exact answer 422, ...), so only a computation already under way reports an
 *   `event: error`.
 * - A client that goes away stops the computation: the engine drops its queued and running
 *   chunks and frees its admission slot. Nothing more is written.
 * - `?format=json` and `?format=svg` win over the Accept header, as they do for pictures; with
 *   equal quality JSON is preferred.
 * - The stream is never cached (`Cache-Control: no-store`), and asks proxies not to buffer it
 *   (`X-Accel-Buffering: no`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { callOf } from '../call.js';
import type { AnswerWatch } from '../odds.js';
import { toProblem } from './errors.js';
import { SVG_MEDIA_TYPE, acceptQuality } from './svgAnswers.js';

export const EVENT_STREAM = 'text/event-stream';

/** Whether a request asks for the stream: no `format`, and an Accept header rating text/event-stream above JSON and SVG. */
export function wantsEventStream(request: FastifyRequest): boolean {
  const format = (request.query as { format?: string } | undefined)?.format;
  const accept = request.headers.accept;
  if (format !== undefined || accept === undefined || accept.trim() === '') return false;
  const q = acceptQuality(accept, EVENT_STREAM);
  return q > 0 && q > acceptQuality(accept, 'application/json') && q > acceptQuality(accept, SVG_MEDIA_TYPE);
}

/** One event in the wire format: a name and one line of data (JSON holds no raw newline). */
export function sseEvent(name: 'progress' | 'answer' | 'error', data: string): string {
  return `event: ${name}\ndata: ${data}\n\n`;
}

/**
 * Answers `request` as a stream of events: `compute` runs with a watch whose progress becomes
 * `progress` events (the call's deadline stops it when the client goes away); its answer becomes the
 * `answer` event. `serialize` writes an answer exactly as the endpoint's JSON answer is written.
 */
export async function streamAnswer<A>(
  request: FastifyRequest,
  reply: FastifyReply,
  serialize: (answer: A) => string,
  compute: (watch: AnswerWatch) => Promise<A>,
  /** writes the final answer, when it is written otherwise than progress (its links) */
  serializeFinal: (answer: A) => string = serialize,
): Promise<FastifyReply> {
  // aborts when the client leaves before the answer is complete
  const { signal: gone } = callOf(request, reply).caller;
  const stream = new PassThrough();
  let opened = false;
  const write = (text: string) => {
    if (!opened) {
      opened = true;
      reply
        .code(200)
        .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    }
    if (!stream.destroyed && !stream.writableEnded) stream.write(text);
  };

  try {
    const answer = await compute({
      onProgress: (sofar) => write(sseEvent('progress', serialize(sofar as A))),
    });
    if (!gone.aborted) write(sseEvent('answer', serializeFinal(answer)));
  } catch (err) {
    // no one to tell: the connection is closed (and the reply's promise settles with it)
    if (gone.aborted) {
      stream.end();
      return reply;
    }
    // nothing is open yet: the error handler answers it as any other request's error
    if (!opened) throw err;
    const body = toProblem(err as Parameters<typeof toProblem>[0]);
    if (body.status >= 500) request.log.warn({ err, status: body.status, title: body.title }, 'streamed computation failed');
    write(sseEvent('error', JSON.stringify(body)));
  }
  stream.end();
  return reply;
}
