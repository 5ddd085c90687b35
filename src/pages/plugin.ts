/**
 * The pages for people: `/` lists the games and their questions; `/play/<game>/<question>` is the
 * page of `POST /v1/<game>/<question>`. A page's address takes the query of the endpoint's GET
 * link (its flat fields, or `q`), plus its own `lang`; its form is built from the endpoint's zod
 * body (form.ts) and its answer written from the endpoint's answer (answer.ts). See docs/pages.md.
 *
 * The answer is computed in this process by the endpoint's own route handler (captured by an
 * onRoute hook as it registers, as the GET links are: questionLinks.ts), given the page's body
 * and the page request's client and connection: the same admission, budget, answer cache and
 * errors as the API, no HTTP round trip. The routes are hidden from the API document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { callOf } from '../call.js';
import type { ProblemBody } from '../problem.js';
import { VERSION } from '../version.js';
import { canonicalJson } from '../plugins/caching.js';
import { toProblem } from '../plugins/errors.js';
import { questionLinks } from '../plugins/questionLinks.js';
import { MAX_URL_LENGTH } from '../plugins/urlLength.js';
import { BodySchema, PAGE_PARAMS, addItem, bodyFromParams, clearField, fieldId, fields, removeItem, type FormContext } from './form.js';
import { html, raw, type Html } from './html.js';
import { percent, renderAnswer } from './answer.js';
import { LANGS, gameName, langOf, questionTitle, tableWords, words, type Lang, type Words } from './i18n.js';
import { TABLE_PATH, tableAddress, tablePage } from './table.js';

/** An endpoint with a page: its path, body schema and handler, as registered. */
export interface Question {
  /** "/v1/xcom/research" */
  api: string;
  /** "xcom/research" */
  key: string;
  game: string;
  body: z.ZodType;
  schema?: BodySchema;
  handler: RouteOptions['handler'];
  instance: FastifyInstance;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const GAMES = ['xcom', 'asl', 'batman'] as const;

/** Fields that ask for a sampled answer: an address naming one keeps the API's method. */
const SAMPLING_FIELDS = ['method', 'seed', 'trials', 'precision'] as const;

/** Where a page's answer goes: the page is written up to here before its answer is computed. */
const SLOT = '<!--answer-->';

/** The browser script and stylesheet, built by esbuild into build/web (absent: pages work without them). */
function asset(file: string): { body: Buffer; hash: string } | undefined {
  const path = fileURLToPath(new URL(`../../web/${file}`, import.meta.url));
  if (!existsSync(path)) return undefined;
  const body = readFileSync(path);
  return { body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 12) };
}

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY');
}

/** A query string of `params` (a list value repeats its name). */
function queryOf(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) if (typeof x === 'string') search.append(k, x);
  return search.toString();
}

/** The page address of a body: the API link's query on the page's path, the language kept when given. */
export function pageAddress(key: string, body: Record<string, unknown>, lang: string | undefined): string {
  const path = `/play/${key}`;
  const keys = Object.keys(body);
  let query =
    keys.length === 0
      ? `q=${Buffer.from('{}').toString('base64url')}`
      : questionLinks(path, body, canonicalJson(body)).self.slice(path.length + 1);
  if (lang !== undefined) query += `${query ? '&' : ''}lang=${encodeURIComponent(lang)}`;
  return `${path}?${query}`;
}

export type Outcome = { ok: true; answer: unknown } | { ok: false; problem: ProblemBody };

/**
 * Asks the endpoint's handler `body` (already valid) for the page request: the handler sees a
 * request whose body is this one and whose client, connection and signal are the page's.
 */
export async function ask(
  q: Question,
  body: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  onProgress?: (sofar: Record<string, unknown>) => void,
): Promise<Outcome> {
  const call = callOf(request, reply);
  const asked = Object.create(request) as FastifyRequest & { answerCacheState?: { job: { finish(e: undefined): void } | null } | null };
  // asked for the event stream: an endpoint that streams its progress (src/plugins/eventStream.ts)
  // sends its events, the others their answer
  const headers = onProgress ? { accept: 'text/event-stream' } : {};
  Object.assign(asked, { body, query: {}, headers, params: {}, oddsCall: call, canonicalBody: null, answerCacheState: null });
  let status = 200;
  const sentHeaders = new Map<string, unknown>();
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      const stub = {
        raw: reply.raw,
        request: asked,
        log: request.log,
        get statusCode() {
          return status;
        },
        set statusCode(s: number) {
          status = s;
        },
        get sent() {
          return false;
        },
        code(s: number) {
          status = s;
          return stub;
        },
        status(s: number) {
          status = s;
          return stub;
        },
        header(k: string, v: unknown) {
          sentHeaders.set(k.toLowerCase(), v);
          return stub;
        },
        headers(h: Record<string, unknown>) {
          for (const [k, v] of Object.entries(h)) sentHeaders.set(k.toLowerCase(), v);
          return stub;
        },
        getHeader: (k: string) => sentHeaders.get(k.toLowerCase()),
        hasHeader: (k: string) => sentHeaders.has(k.toLowerCase()),
        removeHeader(k: string) {
          sentHeaders.delete(k.toLowerCase());
          return stub;
        },
        type(t: string) {
          sentHeaders.set('content-type', t);
          return stub;
        },
        send(payload: unknown) {
          if (payload instanceof Readable) readEvents(payload, onProgress, resolve, reject, (s) => (status = s));
          else resolve(typeof payload === 'string' || Buffer.isBuffer(payload) ? JSON.parse(String(payload)) : payload);
          return stub;
        },
      };
      try {
        const out = (q.handler as (this: FastifyInstance, req: FastifyRequest, rep: unknown) => unknown).call(q.instance, asked, stub);
        Promise.resolve(out).then((v) => {
          if (v !== undefined && v !== stub) resolve(v);
        }, reject);
      } catch (err) {
        reject(err);
      }
    });
    if (status >= 400) return { ok: false, problem: answer as ProblemBody };
    return { ok: true, answer: JSON.parse(JSON.stringify(answer)) };
  } catch (err) {
    return { ok: false, problem: toProblem(err as Parameters<typeof toProblem>[0]) };
  } finally {
    // the answer cache's in-flight entry of this body, released (the API's requests that wait
    // for it compute their own): its onSend hook, which would store it, is the API's alone
    const job = asked.answerCacheState?.job;
    if (job) {
      job.finish(undefined);
      asked.answerCacheState = null;
    }
  }
}

/**
 * Reads an endpoint's event stream: `progress` events to `onProgress`, then the `answer` (or the
 * `error`'s problem, its status set). A stream that ends with neither was cut short (the page's
 * client left).
 */
function readEvents(
  stream: Readable,
  onProgress: ((sofar: Record<string, unknown>) => void) | undefined,
  resolve: (answer: unknown) => void,
  reject: (err: Error) => void,
  setStatus: (status: number) => void,
): void {
  let text = '';
  let settled = false;
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const event = text.slice(0, end);
      text = text.slice(end + 2);
      const name = /^event: (.*)$/m.exec(event)?.[1];
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (data === undefined) continue;
      if (name === 'progress') onProgress?.(JSON.parse(data));
      else if (name === 'answer' || name === 'error') {
        settled = true;
        const parsed = JSON.parse(data) as { status?: number };
        if (name === 'error') setStatus(parsed.status ?? 500);
        resolve(parsed);
      }
    }
  });
  stream.on('end', () => {
    if (!settled) reject(new Error('the computation was stopped before its answer'));
  });
  stream.on('error', (err) => reject(err));
}

export interface Layout {
  lang: Lang;
  w: Words;
  title: string;
  /** the query without `lang`, for the language switch */
  rest: Record<string, unknown>;
  path: string;
  main: Html;
}

function layout(l: Layout, assets: { js?: string; css?: string }): string {
  const htmlLang = l.lang === 'zh-TW' ? 'zh-Hant-TW' : 'en';
  const switcher = LANGS.map((lang) => {
    const query = queryOf({ ...l.rest, lang });
    const label = lang === 'zh-TW' ? '繁體中文' : 'English';
    return html`<a href="${l.path}?${query}" hreflang="${lang}" lang="${lang === 'zh-TW' ? 'zh-Hant-TW' : 'en'}"${lang === l.lang ? html` aria-current="true"` : ''}>${label}</a>`;
  });
  const home = l.lang === 'en' ? '/' : `/?lang=${l.lang}`;
  return `<!doctype html>${html`<html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">
<title>${l.title} · ${l.w.title}</title><link rel="icon" href="/play/assets/icon.svg" type="image/svg+xml">${assets.css ? html`<link rel="stylesheet" href="${assets.css}">` : ''}${assets.js ? html`<script src="${assets.js}"></script>` : ''}</head>
<body><a class="skip" href="#main">${l.lang === 'zh-TW' ? '跳到內容' : 'Skip to content'}</a>
<header class="top"><a class="brand" href="${home}">${l.w.title}</a><nav class="langs" aria-label="${l.w.language}">${switcher}</nav></header>
<main id="main">${l.main}</main>
<footer><p>${l.w.version} ${VERSION} · <a href="/docs">${l.w.apiDocs}</a></p></footer></body></html>`}`;
}

export async function pagesPlugin(app: FastifyInstance): Promise<void> {
  const questions = new Map<string, Question>();
  app.addHook('onRoute', function (route) {
    const methods = [route.method].flat();
    if (methods.length !== 1 || methods[0] !== 'POST' || !(route.schema?.body instanceof z.ZodType)) return;
    const m = /^\/v1\/(xcom|asl|batman)\/([a-z-]+(?:\/[a-z-]+)?)$/.exec(route.url);
    if (!m) return;
    questions.set(`${m[1]}/${m[2]}`, {
      api: route.url,
      key: `${m[1]}/${m[2]}`,
      game: m[1] as string,
      body: route.schema.body,
      handler: route.handler,
      instance: this,
    });
  });

  const js = asset('pages.js');
  const css = asset('pages.css');
  const icon = asset('icon.svg');
  const assets = {
    js: js ? `/play/assets/pages.js?v=${js.hash}` : undefined,
    css: css ? `/play/assets/pages.css?v=${css.hash}` : undefined,
  };
  const hidden = { schema: { hide: true }, config: { htmlErrors: true } };

  for (const [file, a, type] of [
    ['pages.js', js, 'text/javascript; charset=utf-8'],
    ['pages.css', css, 'text/css; charset=utf-8'],
    ['icon.svg', icon, 'image/svg+xml; charset=utf-8'],
  ] as const) {
    app.get(`/play/assets/${file}`, hidden, async (_request, reply) => {
      if (!a) return securityHeaders(reply).code(404).type('text/plain; charset=utf-8').send('not built');
      return securityHeaders(reply).type(type).header('cache-control', 'public, max-age=31536000, immutable').send(a.body);
    });
  }

  const send = (reply: FastifyReply, status: number, page: string) =>
    securityHeaders(reply)
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(page);

  tablePage(app, { questions, ask, send, page: (l) => layout(l, assets) }, hidden);

  app.get('/', hidden, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lang = langOf(query.lang, request.headers['accept-language']);
    const w = words(lang);
    const langParam = typeof query.lang === 'string' && (LANGS as readonly string[]).includes(query.lang) ? `?lang=${query.lang}` : '';
    const main = html`<h1>${w.title}</h1><p class="lead">${w.tagline}</p>
${GAMES.map((game) => {
  const list = [...questions.values()].filter((q) => q.game === game);
  // the table page, beside the whole round's page
  const table =
    game === 'xcom'
      ? html`<li><a href="${TABLE_PATH}${langParam}">${tableWords(lang).title}</a><p class="hint">${tableWords(lang).short}</p></li>`
      : '';
  return html`<section class="game" aria-labelledby="g-${game}"><h2 id="g-${game}">${gameName(game, lang)}</h2><ul class="questions">${list.map(
    (q) => html`<li><a href="/play/${q.key}${langParam}">${questionTitle(q.key, lang)}</a><p class="hint">${summaryOf(q)}</p></li>`,
  )}${table}</ul></section>`;
})}
<section class="programmers"><h2>API</h2><p>${w.programmers} <a href="/docs">/docs</a> (OpenAPI: <a href="/openapi.yaml">/openapi.yaml</a>) ${w.typedClient}</p><p>${w.version} ${VERSION}</p></section>`;
    const { lang: _l, ...rest } = query;
    return send(reply, 200, layout({ lang, w, title: w.home, rest, path: '/', main }, assets));
  });

  const summaries = new Map<string, string>();
  function summaryOf(q: Question): string {
    return summaries.get(q.key) ?? '';
  }
  // the summary of each endpoint, read from its route as registered
  app.addHook('onRoute', (route) => {
    const m = /^\/v1\/(.+)$/.exec(route.url);
    if (m && [route.method].flat()[0] === 'POST' && typeof route.schema?.summary === 'string')
      summaries.set(m[1] as string, route.schema.summary);
  });

  app.get('/play', hidden, async (request, reply) => {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    const target = lang === 'zh-TW' || lang === 'en' ? `/?lang=${lang}` : '/';
    return securityHeaders(reply).code(302).header('location', target).send();
  });

  app.get('/play/*', hidden, async (request, reply) => {
    const key = ((request.params as { '*': string })['*'] ?? '').replace(/\/+$/, '');
    const query = { ...((request.query ?? {}) as Record<string, unknown>) };
    const langParam = typeof query.lang === 'string' && (LANGS as readonly string[]).includes(query.lang) ? query.lang : undefined;
    const lang = langOf(langParam, request.headers['accept-language']);
    const w = words(lang);
    const q = questions.get(key);
    if (!q) {
      const main = html`<h1>${w.notFound}</h1><p><a href="/">${w.home}</a></p>`;
      return send(reply, 404, layout({ lang, w, title: w.notFound, rest: {}, path: '/', main }, assets));
    }
    q.schema ??= new BodySchema(q.body);
    const schema = q.schema;
    const add = query._add;
    const remove = query._remove;
    const count = query._count;
    const fromForm = query._form !== undefined || add !== undefined || remove !== undefined || count !== undefined;
    for (const p of PAGE_PARAMS) delete query[p];
    // an answer's `links.svg` is a page too: the page shows the chart beside the answer
    if (query.format === 'svg' || query.format === 'json') delete query.format;

    // the question: `q`, or the fields as parameters (a link's flat fields, or the form's dotted names)
    const errors = new Map<string, string[]>();
    const note = (path: string, message: string) => errors.set(path, [...(errors.get(path) ?? []), message]);
    const body = bodyOfQuery(schema, query, note);

    if (fromForm) {
      const next = body ?? {};
      if (typeof add === 'string') addItem(schema, next, add);
      if (typeof remove === 'string') removeItem(next, remove);
      if (typeof count === 'string') clearField(next, count);
      const target = pageAddress(key, next, langParam);
      const edited = [add, count].find((x): x is string => typeof x === 'string');
      const anchor = edited !== undefined ? `#${fieldId(edited.split('.'))}` : typeof remove === 'string' ? '' : '#answer';
      if (target.length <= MAX_URL_LENGTH)
        return securityHeaders(reply)
          .code(303)
          .header('location', target + anchor)
          .send();
      note('', `the question is too long for an address (${target.length} characters, at most ${MAX_URL_LENGTH})`);
    }

    // an address that names no method, nor a seed, trials or precision of a sampled answer, is
    // asked exactly where the endpoint can be, and sampled (with a seed of its own question) when
    // the exact answer is out of its bounds
    const tryExact = body !== undefined && SAMPLING_FIELDS.every((f) => body?.[f] === undefined) && schema.offersExact();
    let valid: unknown;
    if (body !== undefined && errors.size === 0) {
      const parsed = q.body.safeParse(tryExact ? { ...body, method: 'exact' } : seeded(key, schema, body));
      if (!parsed.success) for (const issue of parsed.error.issues) note(issue.path.map(String).join('.'), issue.message);
      else valid = parsed.data;
    }

    const ctx: FormContext = { schema, lang, w, values: body ?? schema.example(), errors, claimed: new Set() };
    const formFields = fields(ctx);
    const title = questionTitle(key, lang);
    const summary = errors.size > 0 ? errorSummary(w, errors, ctx.claimed) : undefined;
    const exampleHref = pageAddress(key, schema.example(), langParam);
    const main = html`<p class="crumbs"><a href="${langParam ? `/?lang=${langParam}` : '/'}">${w.home}</a> › ${gameName(q.game, lang)}</p>
<h1>${title}</h1><p class="lead">${summaryOf(q)}</p>
${key === 'xcom/round' ? html`<p class="table-link"><a href="${tableAddress(body ?? schema.example(), '', langParam)}">${tableWords(lang).title}</a></p>` : ''}
${summary}
<form class="question" method="get" action="/play/${key}" novalidate autocomplete="off" data-copied="${w.copied}" data-cancelled="${w.cancelled}" data-live="${w.live}">
${langParam ? html`<input type="hidden" name="lang" value="${langParam}">` : ''}<input type="hidden" name="_form" value="1">
${formFields}
<div class="actions"><button type="submit" class="primary">${w.ask}</button><a class="button secondary" href="${exampleHref}">${w.example}</a></div>
</form>
<div id="status" role="status" aria-live="polite"></div>${raw(SLOT)}`;
    const { lang: _l, ...rest } = (request.query ?? {}) as Record<string, unknown>;
    const [before, after] = layout({ lang, w, title, rest, path: `/play/${key}`, main }, assets).split(SLOT) as [string, string];
    if (valid === undefined) return send(reply, errors.size === 0 ? 200 : 400, before + after);

    // the page is sent as it is made: the form at once, the progress of a sampled answer as the
    // engine reports it, then the answer (the browser's Stop, or the script's Cancel, closes the
    // connection: the engine then stops the work)
    const stream = new PassThrough();
    // a client gone (Cancel, Stop) ends the response: what is left is not written
    stream.on('error', () => {});
    const write = (text: string) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(text);
    };
    securityHeaders(reply)
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .header('x-accel-buffering', 'no')
      .send(stream);
    const trialsOf = (v: unknown) => ((v as { method?: string }).method === 'exact' ? undefined : (v as { trials?: number }).trials);
    let total = trialsOf(valid);
    write(
      `${before}${html`<div class="running" id="running"><button type="button" class="secondary cancel" data-stop>${w.cancel}</button><span class="progress-line">${w.progress}…</span>`}`,
    );
    const progress = (sofar: Record<string, unknown>) => {
      const done = typeof sofar.trials === 'number' ? sofar.trials : 0;
      if (typeof total !== 'number' || total <= 0) return;
      const share = Math.min(1, done / total);
      write(
        html`<span class="progress-line"><progress max="1" value="${share}" aria-label="${w.progress}"></progress> ${percent(share)} (${done} / ${total})</span>`
          .text,
      );
    };
    let outcome = await ask(q, valid, request, reply, progress);
    if (tryExact && body !== undefined && !outcome.ok && outcome.problem.status === 422 && !stream.destroyed) {
      const sampled = q.body.safeParse(seeded(key, schema, body));
      if (sampled.success) {
        valid = sampled.data;
        total = trialsOf(valid);
        outcome = await ask(q, valid, request, reply, progress);
      }
    }
    let part: Html;
    if (outcome.ok) part = answerSection(q, valid, outcome.answer, lang, w, request);
    else {
      const late = new Map<string, string[]>();
      const problem = outcome.problem;
      if (problem.errors && problem.errors.length > 0)
        for (const e of problem.errors) late.set(e.path.replace(/^(body|querystring)\.?/, ''), [e.message]);
      else late.set('', [problem.detail]);
      // the form is sent already: the summary links each message to its field
      part = errorSummary(w, late, new Set([...late.keys()].filter((k) => k !== '')));
    }
    write(`</div><span class="progress-end" hidden></span>${part.text}${after}`);
    if (!stream.destroyed) stream.end();
    return reply;
  });
}

/**
 * The body an address asks: `q` (the base64url of its JSON), or the fields as parameters (a
 * link's flat fields, or the form's dotted names); undefined when it asks nothing. Problems go
 * to `note`, by field.
 */
export function bodyOfQuery(
  schema: BodySchema,
  query: Record<string, unknown>,
  note: (path: string, message: string) => void,
): Record<string, unknown> | undefined {
  if (query.q === undefined) return Object.keys(query).length > 0 ? bodyFromParams(schema, query) : undefined;
  const others = Object.keys(query).filter((k) => k !== 'q');
  const text = query.q;
  let decoded: unknown;
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(text)) note('q', 'expected base64url text (A-Z, a-z, 0-9, - and _)');
  else {
    try {
      decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      note('q', 'expected the base64url of a JSON body');
    }
  }
  if (others.length > 0) note('', `give the question either as q or as parameters, not both (${others.join(', ')} beside q)`);
  if (decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded)) return decoded as Record<string, unknown>;
  if (decoded !== undefined) note('', 'expected a JSON object');
  return undefined;
}

/**
 * A sampled question as a page asks it: with the address's seed, or else one drawn from the
 * question itself (its page and its text), so that an address always shows the same answer.
 */
function seeded(key: string, schema: BodySchema, body: Record<string, unknown>): Record<string, unknown> {
  if (body.seed !== undefined || body.method === 'exact' || schema.at(['seed']) === undefined) return body;
  const digest = createHash('sha256')
    .update(`${key}\n${canonicalJson(body)}`)
    .digest();
  return { ...body, seed: digest.readUInt32BE(0) };
}

export function errorSummary(w: Words, errors: Map<string, string[]>, claimed: Set<string>): Html {
  return html`<div class="error-summary" role="alert" tabindex="-1" id="errors"><h2>${w.errorsTitle}</h2><ul>${[...errors].map(
    ([path, messages]) => {
      const text = `${path ? `${path}: ` : ''}${messages.join('; ')}`;
      return claimed.has(path) ? html`<li><a href="#${fieldId(path.split('.'))}">${text}</a></li>` : html`<li>${text}</li>`;
    },
  )}</ul></div>`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function answerSection(q: Question, body: unknown, answer: unknown, lang: Lang, w: Words, request: FastifyRequest): Html {
  const links = questionLinks(q.api, body, canonicalJson(body));
  const host =
    typeof request.headers.host === 'string' && /^[A-Za-z0-9.:[\]-]+$/.test(request.headers.host) ? request.headers.host : 'localhost:3000';
  const origin = `${request.protocol}://${host}`;
  const pageUrl = `${origin}${request.url}`;
  const svg = links.svg.length <= MAX_URL_LENGTH ? links.svg : undefined;
  const curl = `curl -s ${origin}${q.api} -H 'content-type: application/json' -d ${shellQuote(JSON.stringify(body))}`;
  return html`<section id="answer" class="answer" aria-labelledby="answer-h" tabindex="-1"><h2 id="answer-h">${w.answer}</h2>
${renderAnswer(answer, lang, w)}
${svg ? html`<figure class="chart"><img src="${svg}" alt="${w.chart}" width="640" height="400" loading="lazy"><figcaption>${w.chart}</figcaption></figure>` : ''}
<section class="share" aria-labelledby="share-h"><h3 id="share-h">${w.share}</h3>
<div class="field"><label for="share-link">${w.linkLabel}</label><div class="copy-row"><input id="share-link" type="text" readonly value="${pageUrl}"><button type="button" class="secondary copy" data-copy="share-link">${w.copyLink}</button></div></div>
${svg ? html`<div class="field"><label for="share-embed">${w.embed}</label><div class="copy-row"><textarea id="share-embed" readonly rows="2">${`<img src="${origin}${svg}" alt="${questionTitle(q.key, lang)}">`}</textarea><button type="button" class="secondary copy" data-copy="share-embed">${w.copyLink}</button></div></div>` : ''}
<div class="field"><label for="share-curl">${w.curl}</label><div class="copy-row"><textarea id="share-curl" readonly rows="3" lang="en">${curl}</textarea><button type="button" class="secondary copy" data-copy="share-curl">${w.copyLink}</button></div></div>
</section></section>`;
}
