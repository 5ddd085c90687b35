/**
 * `/play/xcom/round/table`: the resolution phase played at the table, roll by roll. The address
 * holds the whole state: the board as `/play/xcom/round` holds it (`q`, or its fields), and the
 * moves and dice played so far (`log`, tableLog.ts). Each request replays the log through
 * `POST /v1/xcom/round/step` (its own handler, asked in process as the other pages ask theirs),
 * or asks `/v1/xcom/round/advice` at the start, and shows where play stands, the chance of the
 * phase's objective by the best play and by the usual play, the best move, the moves open, and a
 * form (method GET) for the move and what the dice showed; the form's answer is a redirect to the
 * address with one more entry, so back, forward, reload and a shared link open the same moment.
 * Undo is a link to the address without the last entry. See docs/pages.md.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from '../plugins/caching.js';
import { questionLinks } from '../plugins/questionLinks.js';
import { MAX_URL_LENGTH } from '../plugins/urlLength.js';
import { BodySchema } from './form.js';
import { html, type Html } from './html.js';
import { LANGS, langOf, tableWords, words, type Lang } from './i18n.js';
import { bodyOfQuery, errorSummary, type Layout, type Outcome, type Question } from './plugin.js';
import { choiceCode, choiceOf, formatLog, parseEntry, parseLog, type TableChoice, type TableMove } from './tableLog.js';
import { renderMoment, type Moment } from './tableView.js';

export const TABLE_PATH = '/play/xcom/round/table';

/** What the table page needs of the pages plugin. */
export interface TableKit {
  questions: Map<string, Question>;
  ask(q: Question, body: unknown, request: FastifyRequest, reply: FastifyReply): Promise<Outcome>;
  send(reply: FastifyReply, status: number, page: string): FastifyReply;
  page(l: Layout): string;
}

/** The table page's own parameters (the rest of the address is the board). */
const OWN = ['log', 'lang', 'm', 'h', 'd', '_step'] as const;

type Json = Record<string, unknown>;

/** The address of a board and a log (the board's query as its page writes it). */
export function tableAddress(board: Json, log: string, lang: string | undefined): string {
  const query = questionLinks(TABLE_PATH, board, canonicalJson(board)).self.slice(TABLE_PATH.length + 1);
  const extra = [log ? `log=${log}` : '', lang ? `lang=${encodeURIComponent(lang)}` : ''].filter((x) => x !== '');
  return `${TABLE_PATH}?${[query, ...extra].filter((x) => x !== '').join('&')}`;
}

/** The move as the step endpoint takes it. */
function apiMove(m: TableChoice): Json {
  if (m.kind === 'stop') return { stop: true };
  if (m.kind === 'abandon') return { abandon: true };
  return { roll: { ...(m.enemy === undefined ? {} : { enemy: m.enemy }), ...(m.soldiers ? { soldiers: m.soldiers } : {}) } };
}

/**
 * Answers asked before, by their question: a page replays its whole log, and the next page the
 * same log and one entry more. The answers are exact, so a stored one is the one asked again.
 */
class Answers {
  private readonly map = new Map<string, unknown>();
  constructor(private readonly size: number) {}
  get(key: string): unknown {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: unknown): void {
    this.map.set(key, v);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as string);
  }
}

export function tablePage(app: FastifyInstance, kit: TableKit, hidden: object): void {
  const answers = new Answers(512);
  let boardKeys: string[] | undefined;

  app.get(TABLE_PATH, hidden, async (request, reply) => {
    const query = { ...((request.query ?? {}) as Record<string, unknown>) };
    const langParam = typeof query.lang === 'string' && (LANGS as readonly string[]).includes(query.lang) ? query.lang : undefined;
    const lang: Lang = langOf(langParam, request.headers['accept-language']);
    const w = words(lang);
    const tw = tableWords(lang);
    const round = kit.questions.get('xcom/round');
    const step = kit.questions.get('xcom/round/step');
    const advice = kit.questions.get('xcom/round/advice');
    const { lang: _l, ...rest } = query;
    const show = (status: number, main: Html) =>
      kit.send(reply, status, kit.page({ lang, w, title: tw.title, rest, path: TABLE_PATH, main }));
    const crumbs = html`<p class="crumbs"><a href="${langParam ? `/?lang=${langParam}` : '/'}">${w.home}</a> › <a href="/play/xcom/round${langParam ? `?lang=${langParam}` : ''}">${tw.board}</a></p><h1>${tw.title}</h1>`;
    if (!round || !step || !advice) return show(404, html`${crumbs}<p>${w.notFound}</p>`);
    round.schema ??= new BodySchema(round.body);
    step.schema ??= new BodySchema(step.body);
    boardKeys ??= Object.keys(step.schema.at(['state', 'board'])?.properties ?? {});

    const own = Object.fromEntries(OWN.map((k) => [k, query[k]]));
    for (const k of OWN) delete query[k];
    const errors = new Map<string, string[]>();
    const note = (path: string, message: string) => errors.set(path, [...(errors.get(path) ?? []), message]);
    const asked = bodyOfQuery(round.schema, query, note);
    const start = (example: Json) => tableAddress(example, '', langParam);
    if (asked === undefined && errors.size === 0) {
      advice.schema ??= new BodySchema(advice.body);
      const example = advice.schema.example().state as { board: Json } | undefined;
      return show(
        200,
        html`${crumbs}<p class="lead">${tw.lead}</p><p class="actions"><a class="button primary" href="${start(example?.board ?? {})}">${w.example}</a><a class="button secondary" href="/play/xcom/round${langParam ? `?lang=${langParam}` : ''}">${tw.enterBoard}</a></p>`,
      );
    }
    // the board: the round's fields a state takes (the sampling fields of /play/xcom/round left out)
    const board = Object.fromEntries(Object.entries(asked ?? {}).filter(([k]) => boardKeys?.includes(k)));
    const editBoard = `/play/xcom/round?${questionLinks('/play/xcom/round', board, canonicalJson(board)).self.split('?')[1] ?? ''}${langParam ? `&lang=${langParam}` : ''}`;
    const boardProblem = (status: number) =>
      show(
        status,
        html`${crumbs}${errorSummary(w, errors, new Set())}<p class="actions"><a class="button secondary" href="${editBoard}">${tw.editBoard}</a></p>`,
      );
    if (errors.size > 0) return boardProblem(400);
    const checked = advice.body.safeParse({ state: { board } });
    if (!checked.success) {
      for (const issue of checked.error.issues) note(issue.path.slice(2).map(String).join('.'), issue.message);
      return boardProblem(400);
    }
    const validBoard = (checked.data as { state: { board: Json } }).state.board;

    // the log, replayed: the start's advice, then one step per entry
    const logText = typeof own.log === 'string' ? own.log : '';
    const parsed = parseLog(logText);
    const address = (moves: readonly TableMove[]) => tableAddress(board, formatLog(moves), langParam);
    const ask = async (q: Question, body: unknown): Promise<Outcome> => {
      const key = `${q.api}\n${canonicalJson(body)}`;
      const known = answers.get(key);
      if (known !== undefined) return { ok: true, answer: known };
      const out = await kit.ask(q, body, request, reply);
      if (out.ok) answers.set(key, out.answer);
      return out;
    };
    let now: Outcome = await ask(advice, checked.data);
    let last: Json | undefined;
    let failure: { at: number; message: string } | undefined;
    if (!parsed.ok) failure = { at: parsed.at, message: tw.badEntry(parsed.text) };
    for (const [i, m] of parsed.moves.entries()) {
      if (!now.ok) break;
      const state = (now.answer as Json).state;
      const body = step.body.safeParse({
        state,
        move: apiMove(m),
        ...(m.kind === 'roll' ? { dice: { successes: m.successes, alien: m.alien } } : {}),
        objectives: {},
      });
      if (!body.success) {
        failure = { at: i, message: body.error.issues.map((x) => x.message).join('; ') };
        break;
      }
      const next = await ask(step, body.data);
      if (!next.ok) {
        if (next.problem.status >= 500) {
          now = next;
          break;
        }
        failure = { at: i, message: next.problem.errors?.map((e) => e.message).join('; ') || next.problem.detail };
        break;
      }
      now = next;
      last = next.answer as Json;
    }
    if (!now.ok) {
      errors.set('', [now.problem.detail]);
      return boardProblem(now.problem.status);
    }
    const played = failure === undefined ? parsed.moves : parsed.moves.slice(0, failure.at);
    const answer = now.answer as Json;

    // the form sent: the move chosen and its dice, as one more entry (a redirect to its address)
    const formErrors = new Map<string, string[]>();
    if (own._step !== undefined && failure === undefined) {
      const moves = (((answer.advice as Json | null)?.moves ?? []) as Json[]).map((o) => ({
        code: choiceCode(choiceOf(o.move as Json)),
        dice: Number(o.dice),
      }));
      const chosen = moves.find((o) => o.code === own.m);
      const count = (v: unknown) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : undefined);
      const successes = count(own.h);
      const alien = count(own.d);
      if (!chosen) formErrors.set('table-move', [tw.chooseMove]);
      else if (chosen.code.endsWith('r')) {
        if (successes === undefined || successes > chosen.dice) formErrors.set('table-successes', [tw.successesBound(String(chosen.dice))]);
        if (alien === undefined || alien < 1 || alien > 8) formErrors.set('table-alien', [tw.chooseAlien]);
      }
      const entry =
        chosen && formErrors.size === 0
          ? parseEntry(chosen.code.endsWith('r') ? `${chosen.code}${successes}-${alien}` : chosen.code)
          : undefined;
      if (entry) {
        const target = address([...played, entry]);
        if (target.length <= MAX_URL_LENGTH) return reply.code(303).header('location', `${target}#now`).send();
        formErrors.set('', [tw.tooLong]);
      }
    }

    const moment: Moment = {
      lang,
      board: validBoard,
      answer,
      last,
      undo: played.length > 0 ? address(played.slice(0, -1)) : undefined,
      restart: played.length > 0 ? address([]) : undefined,
      editBoard,
      formQuery: [...new URLSearchParams(address(played).split('?')[1] ?? '')].filter(([k]) => k !== 'lang'),
      langParam,
      played: played.length,
      chosen: typeof own.m === 'string' ? own.m : undefined,
      errors: formErrors,
    };
    const problem =
      failure === undefined
        ? undefined
        : html`<div class="error-summary" role="alert" tabindex="-1" id="errors"><h2>${tw.logError(String(failure.at + 1))}</h2><p>${failure.message}</p><p><a href="${address(played)}">${tw.backToLast}</a></p></div>`;
    return show(failure === undefined && formErrors.size === 0 ? 200 : 400, html`${crumbs}${problem}${renderMoment(moment)}`);
  });
}
