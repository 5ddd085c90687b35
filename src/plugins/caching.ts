/**
 * Caching headers. An answer depends only on the request (method, path, body) and the engine
 * version, except for a seed drawn at random; so an answer that drew no seed (exact, no dice,
 * or seeded by the caller) carries
 *   ETag: W/"<hash of version, method, path and the canonical validated body>"
 *   Cache-Control: public, max-age=31536000, immutable
 * and a conditional request whose If-None-Match holds that tag answers 304 before any work.
 * An answer on a drawn seed is another sample each time: `Cache-Control: no-store`, no ETag.
 *
 * Readings: the tag is weak (W/) because two answers to one request differ in `elapsedMs`,
 * equal in meaning, not byte for byte (RFC 9110 8.8.1). The body is hashed after validation, with
 * defaults filled in and keys sorted, so `{"cost":3,"scientists":3}` and the same with
 * `"trials":100000` spelled out share a tag, and so do a POST and its GET twin (the question
 * in the URL, questionLinks.ts). An answer "drew no seed" when its `seed` is null or
 * absent, or equal to a seed the body gave (top level, or one object down, as in a sweep's
 * `body`). Only questions are tagged (the GET documents are small and change with the
 * version). Tags are set in preSerialization, where the answer is still an object, so nothing
 * is parsed back from the serialized text.
 *
 * The tag names one representation: a chart of the answer (svgAnswers.ts) is another
 * representation of the same question, tagged `W/"<hash>.svg"` where the JSON is `W/"<hash>"`.
 * If-None-Match is compared with the tag of the representation the request asks for (by
 * `?format` or Accept), so a JSON answer's tag never stands for its chart, nor the reverse; a
 * progress stream (eventStream.ts) is never tagged, so no tag stands for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import { VERSION } from '../version.js';
import { wantsEventStream } from './eventStream.js';
import { asksForChart, chartTag } from './svgAnswers.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** this request's weak ETag, when its answer may carry one */
    answerTag: string | null;
    /** its validated body's canonical JSON, once written (`canonicalBodyOf`) */
    canonicalBody: string | null;
  }
}

/**
 * Keys as JSON writes them, quoted and escaped, remembered: a validated body's keys are its
 * schema's few dozen names, and `JSON.stringify` of each key was a third of this function's time
 * (it runs on the event loop for every question). Bounded in count and in a key's length,
 * whatever it is given: past the bound a key is quoted each time.
 */
const quotedKeys = new Map<string, string>();
const MAX_QUOTED_KEYS = 4096;
const MAX_QUOTED_KEY_LENGTH = 64;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < MAX_QUOTED_KEYS && key.length <= MAX_QUOTED_KEY_LENGTH) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/** JSON with object keys sorted at every depth (arrays keep their order: it is meaningful). */
export function canonicalJson(value: unknown): string {
  // appended in place (no arrays of parts, no closures): it runs on the event loop for every body
  if (value === null || typeof value !== 'object') {
    // a finite number's JSON is its string form (-0 too: "0"); anything else as JSON writes it
    if (typeof value === 'number' && Number.isFinite(value)) return `${value}`;
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${text}]`;
  }
  const keys = Object.keys(value).sort();
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!; // i < keys.length
    text += `${i === 0 ? '' : ','}${quotedKey(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`;
  }
  return `${text}}`;
}

export function answerTag(version: string, method: string, path: string, body: unknown): string {
  return tagOfCanonical(version, method, path, canonicalJson(body));
}

function tagOfCanonical(version: string, method: string, path: string, canonical: string): string {
  // the one-shot hash: the same digest as createHash's, without a Hash object a request
  return `W/"${hash('sha256', `${version}\n${method} ${path}\n${canonical}`, 'base64url')}"`;
}

/**
 * The canonical JSON of a request's validated body, written once: the ETag and the answer
 * cache's key both need it, and a large body takes a good part of a millisecond to write.
 */
export function canonicalBodyOf(request: FastifyRequest): string {
  let text = request.canonicalBody;
  if (text === null || text === undefined) {
    text = canonicalJson(request.body);
    request.canonicalBody = text;
  }
  return text;
}

/** If-None-Match holds `tag` (weak comparison: W/ prefixes ignored), or is `*`. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const want = opaque(tag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === want);
}

/** The seeds a body gave: its own `seed`, and a `seed` one object down (a sweep's `body`). */
function givenSeeds(body: unknown): unknown[] {
  if (body === null || typeof body !== 'object') return [];
  const seeds: unknown[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'seed') seeds.push(value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'seed' in value) {
      seeds.push((value as { seed: unknown }).seed);
    }
  }
  return seeds;
}

function drewNoSeed(request: FastifyRequest, answer: unknown): boolean {
  const seed = answer !== null && typeof answer === 'object' ? (answer as { seed?: unknown }).seed : undefined;
  return seed === null || seed === undefined || givenSeeds(request.body).includes(seed);
}

export function cachingPlugin(app: FastifyInstance): void {
  app.decorateRequest('answerTag', null);
  app.decorateRequest('canonicalBody', null);

  // callback hooks (an async hook costs a promise a request); one that answers does not call `done`
  app.addHook('preHandler', (request, reply, done) => {
    // a question: a POST's body, or the body its GET twin made from the URL (questionLinks.ts)
    if (request.body === undefined || request.body === null) {
      done();
      return;
    }
    // 'POST' whichever way it was asked: the same question has one tag (and one stored answer)
    const tag = tagOfCanonical(VERSION, 'POST', request.routeOptions.url ?? request.url, canonicalBodyOf(request));
    request.answerTag = tag;
    // a tag is only ever given for an answer that drew no seed, so the same request answers
    // the same: the caller already holds it, if it holds the tag of the representation asked
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === undefined || wantsEventStream(request)) {
      done();
      return;
    }
    const asked = asksForChart(request) ? chartTag(tag) : tag;
    if (matchesTag(ifNoneMatch, asked)) {
      reply.code(304).header('etag', asked).header('cache-control', IMMUTABLE).send();
      return;
    }
    done();
  });

  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (request.answerTag !== null && reply.statusCode === 200) {
      if (drewNoSeed(request, payload)) reply.header('etag', request.answerTag).header('cache-control', IMMUTABLE);
      else reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
  });
}
