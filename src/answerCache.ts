/**
 * An answer cache in front of the engine: the serialised JSON of every answer that is the same
 * bytes each time it is asked (an exact answer, or a Monte Carlo answer on a seed the caller
 * gave), kept in memory and sent again without validation of the answer, admission, engine or
 * serialisation.
 *
 * - **Key**: the engine version, the route's URL and the canonical body: the body as the route's
 *   zod schema gave it to the handler (defaults filled in), written with object keys sorted at
 *   every depth (`canonicalJson`). `{"cost":3,"scientists":3}` and the same with its keys
 *   reordered or `"trials":100000` written out are one entry; bodies that differ in any field,
 *   or the same body on another URL, are two. The key is the whole text, never a hash of it, so
 *   two requests share an answer only when their canonical bodies are equal.
 * - **A second key, before validation**: once an answer is stored, the request line (path and
 *   query) and the body as it was parsed from the wire (`JSON.stringify` of the parsed JSON) also
 *   lead to it. A request spelled the same way again is answered before validation, its hash for
 *   the ETag and the canonical key: the same path, query and JSON value passed the same schemas
 *   the first time, so they would again, into the same canonical body. A request with
 *   `If-None-Match` always takes the long way (its 304 is decided after validation).
 * - **What is cached**: only a 200 answer of a body that gives a `seed` or asks `"method":
 *   "exact"`. An answer whose seed was drawn at random is another sample each time: it is
 *   neither looked up nor stored. Errors are never stored (a 503 Busy asked again may succeed).
 * - **What a hit says**: the stored bytes, unchanged, with the stored `ETag` and
 *   `Cache-Control`. `elapsedMs` is therefore the time the original computation took, not the
 *   time of the hit: identical requests get identical bytes, as they would from a proxy cache.
 * - **Identical requests in flight** are computed once: a request whose key is being computed
 *   waits for that answer (and computes its own only if that one ends in an error or its client
 *   went away).
 * - **Counted** for /metrics: hits (answered from the cache, by either key), misses (cacheable
 *   requests not found: computed, or waiting for an identical request), coalesced (the misses
 *   answered by waiting), evictions, answers too large to store; entries and bytes.
 * - **Bound**: the entries' sizes add up to at most `maxBytes` (default 64 MiB, env
 *   `ANSWER_CACHE_BYTES`; 0 turns the cache off); the least recently used entries are evicted
 *   first. An entry's size is the UTF-8 length of its key, answer and ETag (never less than
 *   V8 keeps for these strings) plus `ENTRY_OVERHEAD_BYTES` for the map slot, the entry object
 *   and the string headers (measured: about 240 bytes an entry). An answer reached by both of
 *   its keys is two entries and counted twice (the text is shared in memory: the count errs on
 *   the safe side). An entry larger than a sixteenth of the bound is not stored, so that no one
 *   answer can empty the cache.
 * - The cache holds the answer's JSON text; a picture (`?format=svg`, `Accept: image/svg+xml`)
 *   is still drawn from it on the way out, so the query string is not part of the key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { callOf } from './call.js';
import { canonicalBodyOf, canonicalJson } from './plugins/caching.js';
import { VERSION } from './version.js';

export const ANSWER_CACHE_DEFAULT_BYTES = 64 * 1024 * 1024;
/** an entry's memory beyond its strings' characters (measured on Node 20: about 240 bytes) */
export const ENTRY_OVERHEAD_BYTES = 256;
/** the largest entry stored, as a share of the bound */
const LARGEST_ENTRY_SHARE = 1 / 16;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface AnswerCacheOptions {
  /** most bytes the entries may take (see the header); 0 turns the cache off */
  maxBytes?: number;
}

/** One stored answer: its JSON text and the caching headers it was sent with. */
export interface CachedAnswer {
  readonly body: string;
  readonly etag: string | undefined;
  readonly cacheControl: string | undefined;
  readonly bytes: number;
}

/** An LRU map of answers bounded in bytes (a Map keeps insertion order: oldest first). */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** answers being computed now, by key: identical requests wait for them */
  private readonly pending = new Map<string, Promise<CachedAnswer | undefined>>();
  readonly maxBytes: number;
  readonly largestEntry: number;
  bytes = 0;
  hits = 0;
  misses = 0;
  coalesced = 0;
  evictions = 0;
  tooLarge = 0;

  constructor(options: AnswerCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? ANSWER_CACHE_DEFAULT_BYTES;
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new Error(`answer cache: maxBytes must be a non-negative number, not ${maxBytes}`);
    this.maxBytes = Math.floor(maxBytes);
    this.largestEntry = Math.floor(this.maxBytes * LARGEST_ENTRY_SHARE);
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** entries stored (an answer reached by both of its keys is two) */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The key of a validated body on `url`, or null when its answer is not cacheable (a seed
   * drawn at random) or the cache is off. `canonical`: the body's canonical JSON, when it is
   * already written (`canonicalBodyOf`).
   */
  keyOf(url: string, body: unknown, canonical?: string): string | null {
    if (!this.enabled || !mayBeCacheable(body)) return null;
    return `${VERSION} POST ${url}\n${canonical ?? canonicalJson(body)}`;
  }

  /**
   * The key of a request as it came (path and query, the parsed JSON body), or null when it
   * cannot be cacheable. Distinct from every `keyOf` key (those start with the version).
   */
  wireKeyOf(requestUrl: string, body: unknown): string | null {
    if (!this.enabled || !mayBeCacheable(body)) return null;
    return `wire POST ${requestUrl}\n${JSON.stringify(body)}`;
  }

  /** The entry of `key`, now the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an answer (replacing any entry of the key), then evicts down to the bound. */
  set(key: string, answer: Omit<CachedAnswer, 'bytes'>): CachedAnswer | undefined {
    const { body, etag, cacheControl } = answer;
    const bytes =
      Buffer.byteLength(key) + Buffer.byteLength(body) + (etag === undefined ? 0 : Buffer.byteLength(etag)) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.largestEntry) {
      this.tooLarge++;
      return undefined;
    }
    this.delete(key);
    const entry: CachedAnswer = { body, etag, cacheControl, bytes };
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
      this.evictions++;
    }
    return entry;
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The computation of `key` in flight, if any. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.pending.get(key);
  }

  /**
   * Marks `key` as being computed: identical requests wait for it. The function returned ends
   * that computation (with its stored answer, or undefined when it gave none); it acts once, and
   * only on the computation it began.
   */
  begin(key: string): (answer: CachedAnswer | undefined) => void {
    let resolve!: (answer: CachedAnswer | undefined) => void;
    const promise = new Promise<CachedAnswer | undefined>((r) => (resolve = r));
    this.pending.set(key, promise);
    let done = false;
    return (answer) => {
      if (done) return;
      done = true;
      if (this.pending.get(key) === promise) this.pending.delete(key);
      resolve(answer);
    };
  }
}

/** A body that gives a seed or asks for an exact answer (either key's first test). */
function mayBeCacheable(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { seed, method } = body as { seed?: unknown; method?: unknown };
  return method === 'exact' || (seed !== undefined && seed !== null);
}

/** What a request is doing with the cache, between its hooks. */
interface CacheState {
  /** its key before validation, to be led to its answer too */
  wireKey: string | null;
  /** the computation it began, when it computes */
  job: { key: string; finish(answer: CachedAnswer | undefined): void } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    answerCacheState: CacheState | null;
  }
}

/** Decorates the app with its cache; call before routes register. */
export function answerCachePlugin(app: FastifyInstance, options: AnswerCacheOptions = {}): void {
  app.decorate('answerCache', new AnswerCache(options));
  app.decorateRequest('answerCacheState', null);
}

/** Sends a stored answer as the route would have: the same bytes, type and caching headers. */
function sendCached(reply: FastifyReply, entry: CachedAnswer): FastifyReply {
  reply.type(JSON_TYPE);
  if (entry.etag !== undefined) reply.header('etag', entry.etag);
  if (entry.cacheControl !== undefined) reply.header('cache-control', entry.cacheControl);
  return reply.send(entry.body);
}

/**
 * The cache in front of one route: spread `preValidation` and `onSend` into the route's
 * options, and wrap its handler with `handler`. A request `bypass` says (a stream of progress,
 * say) is neither answered from the cache nor stored; the route then does not call `handler`.
 *
 * - preValidation: a request spelled as a stored one was is answered at once;
 * - handler: a stored answer of the canonical body is sent as it is; an identical request in
 *   flight is waited for; otherwise `compute` answers;
 * - onSend: a computed 200 answer (the JSON text, before any picture is drawn from it) is
 *   stored under both keys and handed to the requests waiting for it. It must run before the
 *   picture hook (route hooks run in the order given; the picture hook is appended last).
 */
export function cachedRoute<T>(
  app: FastifyInstance,
  url: string,
  compute: (request: FastifyRequest, reply: FastifyReply) => T | Promise<T>,
  options: { bypass?: (request: FastifyRequest) => boolean } = {},
) {
  const cache = app.answerCache;
  const bypass = options.bypass ?? (() => false);

  const remember = (state: CacheState, entry: CachedAnswer) => {
    if (state.wireKey !== null) cache.set(state.wireKey, entry);
  };

  // the hooks take callbacks (no promise a request): a hook that answers does not call `done`
  function preValidation(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const wireKey = request.headers['if-none-match'] === undefined && !bypass(request) ? cache.wireKeyOf(request.url, request.body) : null;
    if (wireKey !== null) {
      const hit = cache.get(wireKey);
      if (hit !== undefined) {
        cache.hits++;
        sendCached(reply, hit);
        return;
      }
      request.answerCacheState = { wireKey, job: null };
    }
    done();
  }

  // not async: an answer computed now (or stored) is sent now, without a promise between it and
  // Fastify; undefined when it was sent, else the promise of the answer
  function handler(request: FastifyRequest, reply: FastifyReply): Promise<T | FastifyReply> | undefined {
    const key = cache.keyOf(url, request.body, canonicalBodyOf(request));
    if (key === null) return sentOrLater(reply, compute(request, reply));
    const state = request.answerCacheState ?? { wireKey: null, job: null };
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.hits++;
      remember(state, hit);
      sendCached(reply, hit);
      return undefined;
    }
    cache.misses++;
    const running = cache.inFlight(key);
    if (running !== undefined) return afterRunning(request, reply, key, state, running);
    return computeAnew(request, reply, key, state);
  }

  async function afterRunning(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    state: CacheState,
    running: Promise<CachedAnswer | undefined>,
  ): Promise<T | FastifyReply> {
    const answer = await running;
    if (answer !== undefined) {
      cache.coalesced++;
      remember(state, answer);
      return sendCached(reply, answer);
    }
    return computeAnew(request, reply, key, state) ?? reply;
  }

  function computeAnew(request: FastifyRequest, reply: FastifyReply, key: string, state: CacheState): Promise<T> | undefined {
    request.answerCacheState = state;
    const job = { key, finish: (_answer: CachedAnswer | undefined) => {} };
    state.job = job;
    const answer = compute(request, reply);
    // computed now: sent now, and stored by onSend before any other request can ask for it
    if (!isPromise(answer)) return sentOrLater(reply, answer);
    const finish = cache.begin(key);
    job.finish = finish;
    // a client gone before its answer was sent releases the requests waiting for it (they
    // then compute their own)
    const { signal } = callOf(request, reply).caller;
    if (signal.aborted) finish(undefined);
    else signal.addEventListener('abort', () => finish(undefined), { once: true });
    return answer;
  }

  function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
    const state = request.answerCacheState;
    const job = state?.job;
    if (!state || !job) {
      done(null, payload);
      return;
    }
    state.job = null;
    let entry: CachedAnswer | undefined;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const etag = reply.getHeader('etag');
      const cacheControl = reply.getHeader('cache-control');
      entry = cache.set(job.key, {
        body: payload,
        etag: etag === undefined ? undefined : String(etag),
        cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      });
      if (entry !== undefined) remember(state, entry);
    }
    job.finish(entry);
    done(null, payload);
  }

  return { preValidation, handler, onSend };
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise;
}

/** An answer computed now sent now (undefined), or the promise of one, for Fastify to send. */
function sentOrLater<T>(reply: FastifyReply, answer: T | Promise<T>): Promise<T> | undefined {
  if (isPromise(answer)) return answer;
  reply.send(answer);
  return undefined;
}
