/**
 * The table page's moment (table.ts): where play stands, the chances by the best and the usual
 * play, the best move, what the last roll changed, the form for the next move and its dice, and
 * the round's summary. Written from the step and advice endpoints' answers; every word through
 * i18n.ts, every name from the board written as text.
 */
import { percent } from './answer.js';
import { html, type Html } from './html.js';
import { tableWords, term, type Lang, type TableWords } from './i18n.js';
import { choiceCode, choiceOf, type TableChoice } from './tableLog.js';

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the endpoints' answers, read as JSON
type Any = any;

export interface Moment {
  lang: Lang;
  board: Json;
  /** the step's or the advice's answer at this moment */
  answer: Json;
  /** the last step's answer (its events), when a move was played */
  last: Json | undefined;
  undo: string | undefined;
  restart: string | undefined;
  editBoard: string;
  /** the address's parameters (the board and the log) for the form's hidden fields */
  formQuery: [string, string][];
  langParam: string | undefined;
  played: number;
  /** the move the form sent (kept when the form comes back with an error) */
  chosen: string | undefined;
  errors: Map<string, string[]>;
}

/** Names of the board's things, in the page's language where the board gives none. */
function namesOf(board: Any, tw: TableWords) {
  const soldier = (s: Any, i: number) => (typeof s?.name === 'string' ? s.name : `${tw.soldier} ${i + 1}`);
  return {
    continents: (board.continents ?? []).map((c: Any) => String(c.name)) as string[],
    research: (board.research ?? []).map((a: Any, i: number) => (typeof a.name === 'string' ? a.name : `${tw.area} ${i + 1}`)) as string[],
    baseSoldiers: (board.base?.soldiers ?? []).map(soldier) as string[],
    enemies: (board.base?.enemies ?? []).map((e: Any) => String(e.name)) as string[],
    cards: (board.missions ?? []).map((m: Any, c: number) => (typeof m.name === 'string' ? m.name : `${tw.mission} ${c + 1}`)) as string[],
    cardSoldiers: (board.missions ?? []).map((m: Any) =>
      typeof m.soldiers === 'number' ? Array.from({ length: m.soldiers }, (_, i) => soldier(undefined, i)) : m.soldiers.map(soldier),
    ) as string[][],
    tasks: (board.missions ?? []).map((m: Any) =>
      m.tasks.map((t: Any, i: number) =>
        typeof t.name === 'string' ? t.name : `${t.kind === 'enemy' ? tw.enemy : tw.objectiveTask} ${i + 1}`,
      ),
    ) as string[][],
  };
}
type Names = ReturnType<typeof namesOf>;

const at = (list: readonly string[] | undefined, i: number | undefined) => list?.[i ?? 0] ?? String((i ?? 0) + 1);

/** A move in words: stop, abandon, or who rolls against what and how many dice. */
function moveText(choice: TableChoice, dice: number, phase: number, card: number, n: Names, tw: TableWords): string {
  if (choice.kind === 'stop') return tw.stopMove;
  if (choice.kind === 'abandon') return tw.abandonMove;
  const list = phase === 7 ? n.baseSoldiers : n.cardSoldiers[card];
  const team = (choice.soldiers ?? []).map((s) => at(list, s));
  const target = choice.enemy === undefined ? undefined : at(n.enemies, choice.enemy);
  return tw.rollMove(team, target, String(dice));
}

/** An event of the last move in words. */
function eventText(e: Any, n: Names, card: number, tw: TableWords, lang: Lang): string {
  switch (e.kind) {
    case 'markers':
      return `${tw.markers} ${e.from} → ${e.to}`;
    case 'threat':
      return `${tw.threat} ${e.from} → ${e.to}`;
    case 'loss': {
      if (e.phase === 4) return tw.lossScientists(String(e.count), at(n.research, e.index));
      if (e.phase === 5) return tw.lossSatellites(String(e.count));
      if (e.phase === 6) return tw.lossInterceptors(String(e.count), at(n.continents, e.index));
      const list = e.phase === 7 ? n.baseSoldiers : n.cardSoldiers[e.index ?? card];
      return tw.lossSoldiers((e.soldiers ?? []).map((s: number) => at(list, s)));
    }
    case 'taskDone':
      return tw.taskDone;
    case 'taskEnded':
      return tw.taskEnded;
    case 'panic':
      return `${tw.panicOf(at(n.continents, e.index))} ${e.from} → ${e.to}`;
    case 'baseDamage':
      return `${term('baseDamage', lang)} ${e.from} → ${e.to} (${tw.enemiesAlive(String(e.count))})`;
    case 'cardEnded':
      return `${at(n.cards, e.index)}: ${e.done ? tw.completed : tw.failed}`;
    case 'phaseEnded':
      return tw.phaseOver(String(e.phase), tw.phases[e.phase] ?? '');
    case 'roundEnded':
      return tw.roundOver;
    default:
      return String(e.text ?? '');
  }
}

function chance(v: Any): Html | string {
  if (!v || typeof v.value !== 'number') return '—';
  return html`<span class="pv">${percent(v.value)}</span>${typeof v.fraction === 'string' ? html` <span class="frac">${v.fraction}</span>` : ''}`;
}

/** A task's or a group of units' place in words: the area, the orbit, the continent, the base, the card. */
function placeName(kind: string, index: number, n: Names, lang: Lang): string {
  if (kind === 'research' || kind === 'scientists') return at(n.research, index);
  if (kind === 'orbit' || kind === 'satellites') return term('orbit', lang);
  if (kind === 'continent' || kind === 'interceptors') return at(n.continents, index);
  if (kind === 'base') return term('base', lang);
  if (kind === 'mission') return at(n.cards, index);
  return '';
}

/** Where play stands: phase, task, markers and need, threat, the units that can roll, the enemies. */
function standingPart(s: Any, n: Names, tw: TableWords, lang: Lang): Html {
  const task = s.task;
  const taskName = task
    ? [
        placeName(task.kind, task.index, n, lang),
        task.kind === 'mission' && typeof task.task === 'number' ? n.tasks[task.index]?.[task.task] : undefined,
      ]
        .filter((x) => typeof x === 'string' && x !== '')
        .join(' · ')
    : '';
  const units = (s.units ?? []) as Any[];
  const unitPlace = (u: Any) =>
    u.kind === 'soldiers' ? (s.phase === 7 ? term('base', lang) : at(n.cards, u.index)) : placeName(u.kind, u.index, n, lang);
  const enemies = s.phase === 7 ? ((s.enemies ?? []) as Any[]) : [];
  return html`<dl class="standing">
<div><dt>${tw.phase}</dt><dd id="phase" data-phase="${String(s.phase)}">${String(s.phase)} · ${tw.phases[s.phase] ?? ''}</dd></div>
${taskName ? html`<div><dt>${tw.task}</dt><dd id="task">${taskName}</dd></div>` : ''}
${task && typeof task.need === 'number' ? html`<div><dt>${tw.markers}</dt><dd id="markers">${String(task.markers ?? 0)} / ${String(task.need)}</dd></div>` : ''}
<div><dt>${tw.threat}</dt><dd id="threat">${String(s.threat)}</dd></div>
${units.length > 0 ? html`<div><dt>${tw.unitsLeft}</dt><dd id="units">${units.map((u) => `${unitPlace(u)}: ${term(u.kind, lang)} ${u.left}`).join('; ')}</dd></div>` : ''}
${enemies.length > 0 ? html`<div><dt>${term('enemies', lang)}</dt><dd id="enemies">${enemies.map((e) => `${at(n.enemies, e.index)} ${e.markers}/${e.hp}`).join('; ')}</dd></div>` : ''}
</dl>`;
}

/** The round so far (at the end: the round): panic moved, techs, base damage, missions, units lost. */
function summaryPart(sum: Any, tw: TableWords, lang: Lang, final: boolean): Html {
  const panic = ((sum.panic ?? []) as Any[]).filter((p) => p.moved !== 0);
  const lost = Object.entries((sum.unitsLost ?? {}) as Record<string, number>).filter(([, v]) => v > 0);
  const body = html`<dl class="summary-list">
<div><dt>${tw.panicMoved}</dt><dd id="summary-panic">${panic.length > 0 ? panic.map((p) => `${p.name} ${p.before} → ${p.after}`).join('; ') : tw.none}</dd></div>
${(sum.research ?? []).length > 0 ? html`<div><dt>${tw.techsDone}</dt><dd id="summary-research">${(sum.research as Any[]).map((r) => `${r.name} ${r.markers}/${r.need}${r.completed ? ` ✓ ${tw.completed}` : ''}`).join('; ')}</dd></div>` : ''}
<div><dt>${tw.baseDamage}</dt><dd id="summary-base">${String(sum.baseDamage?.before ?? 0)} → ${String(sum.baseDamage?.after ?? 0)}${sum.redSpaceReached ? ` (${term('redSpaceReached', lang)})` : ''}</dd></div>
${(sum.missions ?? []).length > 0 ? html`<div><dt>${tw.missionsDone}</dt><dd id="summary-missions">${(sum.missions as Any[]).map((m) => `${m.name} ${m.tasksDone}/${m.tasks}${m.completed ? ` ✓ ${tw.completed}` : ''}`).join('; ')}</dd></div>` : ''}
<div><dt>${tw.unitsLost}</dt><dd id="summary-lost">${lost.length > 0 ? lost.map(([k, v]) => `${v} ${term(k, lang)}`).join(', ') : tw.none}</dd></div>
</dl>`;
  return final
    ? html`<section class="round-summary" id="summary" aria-labelledby="summary-h"><h2 id="summary-h">${tw.summary}</h2>${body}</section>`
    : html`<details class="round-summary"><summary>${tw.soFar}</summary>${body}</details>`;
}

/** The form: the moves open (the best one chosen), then the dice, sent as a GET of this address. */
function movePart(m: Moment, advice: Any, n: Names, tw: TableWords): Html {
  const phase = Number(advice.phase);
  const card = Number(advice.task?.index ?? 0);
  const bestCode = choiceCode(choiceOf(advice.best.move));
  const defaultCode = choiceCode(choiceOf(advice.defaultPlay.move));
  const options = ((advice.moves ?? []) as Any[]).map((o) => ({ code: choiceCode(choiceOf(o.move)), dice: Number(o.dice), move: o.move }));
  const chosen = options.some((o) => o.code === m.chosen) ? m.chosen : bestCode;
  const rolls = options.filter((o) => o.code.endsWith('r'));
  const maxDice = Math.max(0, ...rolls.map((o) => o.dice));
  const threat = Number((m.answer.standing as Any)?.threat ?? 1);
  const err = (id: string) => {
    const messages = m.errors.get(id);
    return messages ? html`<p class="error" id="${id}-error">${messages.join('; ')}</p>` : '';
  };
  const invalid = (id: string) => (m.errors.has(id) ? html` aria-invalid="true" aria-describedby="${id}-error"` : '');
  return html`<form class="table-move" method="get" action="/play/xcom/round/table#now" novalidate autocomplete="off">
${m.formQuery.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}${m.langParam ? html`<input type="hidden" name="lang" value="${m.langParam}">` : ''}<input type="hidden" name="_step" value="1">
<fieldset class="moves" id="table-move"${invalid('table-move')}><legend>${tw.yourMove}</legend>${err('table-move')}
${options.map(
  (o, i) =>
    html`<label class="move-option" for="move-${i}"><input type="radio" id="move-${i}" name="m" value="${o.code}"${o.code === chosen ? html` checked` : ''}><span>${moveText(choiceOf(o.move), o.dice, phase, card, n, tw)}${o.code === bestCode ? html` <strong class="badge best">${tw.bestBadge}</strong>` : ''}${o.code === defaultCode ? html` <span class="badge usual">${tw.usualBadge}</span>` : ''}</span></label>`,
)}</fieldset>
${
  rolls.length > 0
    ? html`<fieldset class="dice"><legend>${tw.dice}</legend><p class="hint">${tw.diceHint}</p>
<div class="field${m.errors.has('table-successes') ? ' invalid' : ''}"><label for="table-successes">${tw.successes}</label>${err('table-successes')}<div class="stepper"><button type="button" class="step" data-step="-1" aria-controls="table-successes" tabindex="-1" aria-label="- ${tw.successes}">−</button><input type="number" inputmode="numeric" step="1" min="0" max="${maxDice}" value="0" id="table-successes" name="h"${invalid('table-successes')}><button type="button" class="step" data-step="1" aria-controls="table-successes" tabindex="-1" aria-label="+ ${tw.successes}">+</button></div></div>
<fieldset class="alien" id="table-alien"${invalid('table-alien')}><legend>${tw.alienDie}</legend><p class="hint">${tw.lossAtThreat(String(threat))}</p>${err('table-alien')}<div class="toggle-row faces">${[
        1, 2, 3, 4, 5, 6, 7, 8,
      ].map(
        (f) =>
          html`<label class="toggle face${f <= threat ? ' loss' : ''}" for="alien-${f}"><input type="radio" id="alien-${f}" name="d" value="${f}"><span>${f}${f <= threat ? html`<span class="visually-hidden"> (${tw.loss})</span>` : ''}</span></label>`,
      )}</div></fieldset>
</fieldset>`
    : ''
}
<div class="actions"><button type="submit" class="primary" id="enter">${tw.enter}</button></div>
</form>`;
}

/** The page's body at this moment. */
export function renderMoment(m: Moment): Html {
  const { lang } = m;
  const tw = tableWords(lang);
  const n = namesOf(m.board, tw);
  const a = m.answer as Any;
  const advice = a.advice as Any;
  const s = a.standing as Any;
  const card = Number(s?.task?.index ?? 0);
  const events = ((m.last?.events ?? []) as Any[]).map((e) => eventText(e, n, card, tw, lang));
  const changed =
    events.length > 0
      ? html`<section class="changed" aria-labelledby="changed-h"><h3 id="changed-h">${tw.changed}</h3><ul id="changes">${events.map((e) => html`<li>${e}</li>`)}</ul></section>`
      : '';
  const links = html`<p class="table-links">${m.undo ? html`<a class="button secondary" id="undo" href="${m.undo}#now">${tw.undo}</a>` : ''}${m.restart ? html`<a class="button secondary" href="${m.restart}">${tw.startOver}</a>` : ''}<a class="button secondary" href="${m.editBoard}">${tw.editBoard}</a></p>`;
  const played = html`<p class="note" id="played">${tw.played(String(m.played))}</p>`;
  if (a.over || !advice) {
    return html`<section id="now" class="table-now" tabindex="-1" aria-labelledby="now-h"><h2 id="now-h" class="visually-hidden">${tw.summary}</h2>${changed}${summaryPart(a.summary, tw, lang, true)}${played}${links}</section>`;
  }
  const objective = tw.objectives[Number(advice.phase)] ?? term(String(advice.objective?.name ?? ''), lang);
  const best = advice.best;
  const bestText = moveText(choiceOf(best.move), Number(best.dice), Number(advice.phase), Number(advice.task?.index ?? 0), n, tw);
  return html`<section id="now" class="table-now" tabindex="-1" aria-labelledby="now-h">
<h2 id="now-h">${tw.phase} ${String(s.phase)}: ${tw.phases[s.phase] ?? ''}</h2>
${changed}
${standingPart(s, n, tw, lang)}
<section class="advice" aria-labelledby="advice-h"><h3 id="advice-h">${tw.objective}: ${objective}</h3>
<dl class="values">
<div><dt>${tw.chanceNow}</dt><dd id="chance-best" data-fraction="${String(best.fraction ?? '')}">${chance(best)}</dd></div>
<div><dt>${tw.chanceDefault}</dt><dd id="chance-default" data-fraction="${String(advice.defaultPlay.fraction ?? '')}">${chance(advice.defaultPlay)}</dd></div>
</dl>
<p class="first-move" id="best-move" data-move="${JSON.stringify(best.move)}" data-first-move="${JSON.stringify(best.firstMove ?? {})}">${tw.bestMove}: ${bestText}</p>
</section>
${movePart(m, advice, n, tw)}
${links}${played}
${summaryPart(a.summary, tw, lang, false)}
</section>`;
}
