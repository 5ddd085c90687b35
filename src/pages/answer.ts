/**
 * An answer in words and numbers, written once per kind of part: probabilities (a percentage
 * with one decimal, the exact fraction, the interval when sampled), expectations, distributions
 * (a meter per value), lists of per-item answers (continents, units, leaders), tables (policy
 * rules, units searches), the best play (its first move as a sentence, its value beside the
 * default play's and the gain, the policy's rows) and the planner's placements. The whole answer
 * is also there as JSON, folded.
 */
import { html, join, type Html } from './html.js';
import { term, type Lang, type Words } from './i18n.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A probability as the pages write it: a percentage with one decimal. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

function num(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4)));
}

interface Ctx {
  lang: Lang;
  w: Words;
  sampled: boolean;
}

function chanceCells(ctx: Ctx, v: Obj): Html {
  const p = typeof v.p === 'number' ? v.p : typeof v.value === 'number' ? v.value : Number.NaN;
  const ci = Array.isArray(v.ci) && ctx.sampled ? `${percent(v.ci[0] as number)} – ${percent(v.ci[1] as number)}` : '';
  return html`<td class="pct" data-p="${p}"><span class="pv">${Number.isFinite(p) ? percent(p) : ''}</span>${typeof v.fraction === 'string' ? html` <span class="frac">${v.fraction}</span>` : ''}</td>${ctx.sampled ? html`<td class="ci">${ci}</td>` : ''}`;
}

function probabilities(ctx: Ctx, probs: Obj, heading: boolean): Html | undefined {
  const entries = Object.entries(probs).filter(([, v]) => isObj(v));
  if (entries.length === 0) return undefined;
  const sum = entries.reduce((s, [, v]) => s + (typeof (v as Obj).p === 'number' ? ((v as Obj).p as number) : 0), 0);
  const { w } = ctx;
  return html`<div class="part">${heading ? html`<h3>${w.chances}</h3>` : ''}<div class="scroll"><table class="chances">
<thead><tr><th scope="col">${w.outcome}</th><th scope="col">${w.chance}</th>${ctx.sampled ? html`<th scope="col">${w.interval}</th>` : ''}</tr></thead>
<tbody>${entries.map(([k, v]) => html`<tr data-name="${k}"><th scope="row">${term(k, ctx.lang)}</th>${chanceCells(ctx, v as Obj)}</tr>`)}</tbody></table></div>
${entries.length > 1 && sum > 1 + 1e-9 ? html`<p class="note">${w.overlap}</p>` : ''}</div>`;
}

function expectations(ctx: Ctx, exps: Obj): Html | undefined {
  const entries = Object.entries(exps).filter(([, v]) => isObj(v));
  if (entries.length === 0) return undefined;
  const { w } = ctx;
  return html`<div class="part"><h3>${w.expectations}</h3><div class="scroll"><table class="expectations">
<thead><tr><th scope="col">${w.outcome}</th><th scope="col">${w.mean}</th>${ctx.sampled ? html`<th scope="col">${w.interval}</th>` : ''}</tr></thead>
<tbody>${entries.map(([k, v0]) => {
    const v = v0 as Obj;
    const ci = Array.isArray(v.ci) && ctx.sampled ? `${num(v.ci[0] as number)} – ${num(v.ci[1] as number)}` : '';
    return html`<tr data-name="${k}"><th scope="row">${term(k, ctx.lang)}</th><td class="mean"><span class="pv">${typeof v.mean === 'number' ? num(v.mean) : ''}</span>${typeof v.fraction === 'string' ? html` <span class="frac">${v.fraction}</span>` : ''}</td>${ctx.sampled ? html`<td class="ci">${ci}</td>` : ''}</tr>`;
  })}</tbody></table></div></div>`;
}

function distributions(ctx: Ctx, dists: Obj): Html | undefined {
  const entries = Object.entries(dists).filter(([, v]) => Array.isArray(v) && v.length > 0);
  if (entries.length === 0) return undefined;
  const { w } = ctx;
  return html`<div class="part"><h3>${w.distributions}</h3>${entries.map(
    ([k, list]) => html`<div class="scroll"><table class="distribution" data-name="${k}"><caption>${term(k, ctx.lang)}</caption>
<thead><tr><th scope="col">${w.value}</th><th scope="col">${w.chance}</th><th scope="col"><span class="visually-hidden">${w.chance}</span></th></tr></thead>
<tbody>${(list as Obj[]).map(
      (d) =>
        html`<tr><th scope="row">${String(d.value)}</th><td class="pct"><span class="pv">${typeof d.p === 'number' ? percent(d.p) : ''}</span>${typeof d.fraction === 'string' ? html` <span class="frac">${d.fraction}</span>` : ''}</td><td class="bar"><meter min="0" max="1" value="${typeof d.p === 'number' ? d.p : 0}" aria-hidden="true"></meter></td></tr>`,
    )}</tbody></table></div>`,
  )}</div>`;
}

/** The value of a best play or a plan: a percentage when it is a chance, the fraction beside it. */
function valueText(v: unknown, asChance: boolean): Html | string {
  if (!isObj(v) || typeof v.value !== 'number') return '';
  const shown = asChance ? percent(v.value) : num(v.value);
  return html`<span class="pv">${shown}</span>${typeof v.fraction === 'string' ? html` <span class="frac">${v.fraction}</span>` : ''}`;
}

/** The first move as a sentence: stop, or roll (and whom to send against what, or where). */
export function firstMoveSentence(move: Obj, ctx: Ctx): string {
  const { w, lang } = ctx;
  if (move.stop === true) return w.stop;
  const soldiers = Array.isArray(move.soldiers) ? (move.soldiers as unknown[]).map(String) : [];
  const target =
    typeof move.enemy === 'string' ? move.enemy : typeof move.task === 'string' || typeof move.task === 'number' ? String(move.task) : '';
  const zh = lang === 'zh-TW';
  if (soldiers.length > 0 && target !== '')
    return zh ? `派 ${soldiers.join('、')} 對抗 ${target}，擲骰。` : `Send ${soldiers.join(', ')} against ${target}, and roll.`;
  if (typeof move.continent === 'string') return zh ? `先在 ${move.continent} 擲骰。` : `Roll over ${move.continent} first.`;
  const rest = Object.entries(move)
    .filter(([k]) => k !== 'stop')
    .map(([k, v]) => `${term(k, lang)}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}.`);
  return [w.roll, ...rest].join(' ');
}

function bestPlay(ctx: Ctx, a: Obj): Html | undefined {
  if (!isObj(a.best) || !isObj(a.firstMove)) return undefined;
  const { w, lang } = ctx;
  const objective = isObj(a.objective) && typeof a.objective.name === 'string' ? a.objective.name : '';
  const asChance = isObj(a.probabilities) && objective in (a.probabilities as Obj);
  const rows = isObj(a.policy) && Array.isArray(a.policy.rows) ? (a.policy.rows as unknown[]).map(String) : [];
  return html`<section class="best" aria-labelledby="best-h"><h3 id="best-h">${w.bestMove}</h3>
<p class="first-move" id="first-move">${firstMoveSentence(a.firstMove, ctx)}</p>
<dl class="values">
<div><dt>${w.bestValue}${objective ? ` (${term(objective, lang)})` : ''}</dt><dd id="best-value">${valueText(a.best, asChance)}</dd></div>
<div><dt>${w.defaultValue}</dt><dd id="default-value">${valueText(a.defaultPlay, asChance)}</dd></div>
<div><dt>${w.gain}</dt><dd id="gain">${valueText(a.gain, asChance)}</dd></div>
</dl>
${rows.length > 0 ? html`<h4>${w.policy}</h4><ol class="policy" lang="en">${rows.map((r) => html`<li>${r}</li>`)}</ol>` : ''}</section>`;
}

function placementText(p: unknown, lang: Lang): string {
  if (!isObj(p)) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(p)) {
    if (k === 'placed') continue;
    if (Array.isArray(v)) {
      for (const item of v) {
        if (!isObj(item)) continue;
        const name = typeof item.name === 'string' ? item.name : '';
        const counts = Object.entries(item)
          .filter(([kk, vv]) => kk !== 'name' && typeof vv === 'number' && vv > 0)
          .map(([kk, vv]) => `${vv} ${term(kk, lang)}`);
        if (counts.length > 0) parts.push(`${name}: ${counts.join(', ')}`);
      }
    } else if (isObj(v)) {
      const counts = Object.entries(v)
        .filter(([, vv]) => typeof vv === 'number' && vv > 0)
        .map(([kk, vv]) => `${vv} ${term(kk, lang)}`);
      if (counts.length > 0) parts.push(`${term(k, lang)}: ${counts.join(', ')}`);
    }
  }
  return parts.length > 0 ? parts.join('; ') : '—';
}

/** The planner's objectives that are chances (the others are expectations). */
const CHANCE_OBJECTIVES = new Set(['anyContinentAtTrackEnd', 'allResearchCompleted', 'redSpaceReached', 'allMissionsCompleted']);

/** The best plans and the player's own, in one table: the own plan's row marked, with its rank among every plan. */
function plans(ctx: Ctx, a: Obj): Html | undefined {
  if (!Array.isArray(a.plans)) return undefined;
  const { w, lang } = ctx;
  const objective = isObj(a.objective) && typeof a.objective.name === 'string' ? a.objective.name : '';
  const asChance = CHANCE_OBJECTIVES.has(objective);
  const own = isObj(a.own) ? a.own : undefined;
  const padded = typeof a.paddedLeftOut === 'number' ? a.paddedLeftOut : 0;
  const best = (a.plans as Obj[])[0];
  // each plan's value minus the best's, signed (the answer's own difference where it has one)
  const difference = (p: Obj): string => {
    const d = isObj(p.difference) && typeof p.difference.value === 'number' ? p.difference.value : Number(p.value) - Number(best?.value);
    if (!Number.isFinite(d)) return '';
    return `${d > 0 ? '+' : d < 0 ? '−' : '±'}${asChance ? percent(Math.abs(d)) : num(Math.abs(d))}`;
  };
  const row = (rank: unknown, p: Obj, cls: string, label: Html | string) =>
    html`<tr class="${cls}"><td>${String(rank ?? '')}</td><th scope="row">${label}${placementText(p.placement, lang)}</th><td class="pct">${valueText(p, asChance)}</td><td class="pct">${difference(p)}</td></tr>`;
  return html`<section class="plans" aria-labelledby="plans-h"><h3 id="plans-h">${w.plans}${objective ? ` (${term(objective, lang)})` : ''}</h3>
<div class="scroll" tabindex="0" role="region" aria-label="${w.plans}"><table class="plans-table"><thead><tr><th scope="col">${w.rank}</th><th scope="col">${w.placement}</th><th scope="col">${asChance ? w.chance : w.value}</th><th scope="col">${w.vsBest}</th></tr></thead>
<tbody>${(a.plans as Obj[]).map((p) => row(p.rank, p, 'plan', ''))}
${own ? row(own.rank, own, 'own-plan', html`<strong class="own-label">${w.ownPlan}</strong> `) : ''}</tbody></table></div>
${padded > 0 ? html`<p class="note" id="padded-note">${w.paddedNote(String(padded))}</p>` : ''}</section>`;
}

function cell(ctx: Ctx, v: unknown): Html | string {
  if (isObj(v) && (typeof v.p === 'number' || (typeof v.value === 'number' && 'fraction' in v))) {
    const p = (typeof v.p === 'number' ? v.p : v.value) as number;
    return html`<span class="pv">${percent(p)}</span>${typeof v.fraction === 'string' ? html` <span class="frac">${v.fraction}</span>` : ''}`;
  }
  if (typeof v === 'boolean') return v ? ctx.w.yes : ctx.w.no;
  if (typeof v === 'number') return num(v);
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return JSON.stringify(v);
}

/** A list of rows with no answer of their own (policy rules, a units search's table): a table. */
function table(ctx: Ctx, key: string, rows: Obj[]): Html {
  const columns: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k) && k !== 'ci') columns.push(k);
  return html`<div class="part"><h3>${term(key, ctx.lang)}</h3><div class="scroll" tabindex="0" role="region" aria-label="${term(key, ctx.lang)}"><table class="rows" data-name="${key}">
<thead><tr>${columns.map((c) => html`<th scope="col">${term(c, ctx.lang)}</th>`)}</tr></thead>
<tbody>${rows.map((r) => html`<tr>${columns.map((c) => html`<td>${cell(ctx, r[c])}</td>`)}</tr>`)}</tbody></table></div></div>`;
}

const SUMMARY_KEYS = new Set(['probabilities', 'expectations', 'distributions']);

/** The parts of an answer (or of one item of it): its summaries, then its lists. */
function parts(ctx: Ctx, a: Obj, depth: number): Html {
  const out: (Html | undefined)[] = [];
  if (isObj(a.probabilities)) out.push(probabilities(ctx, a.probabilities, true));
  if (isObj(a.expectations)) out.push(expectations(ctx, a.expectations));
  if (isObj(a.distributions)) out.push(distributions(ctx, a.distributions));
  for (const [k, v] of Object.entries(a)) {
    if (SUMMARY_KEYS.has(k) || k === 'plans' || k === 'links') continue;
    if (!Array.isArray(v) || v.length === 0 || !v.every(isObj)) continue;
    const items = v as Obj[];
    if (items.some((i) => isObj(i.probabilities) || Array.isArray(i.status)) && depth < 2) {
      out.push(
        html`<div class="part items" data-name="${k}"><h3>${term(k, ctx.lang)}</h3>${items.map((item, i) => {
          const name = [item.name, item.id, item.option].filter((x) => typeof x === 'string').join(' ');
          const status = Array.isArray(item.status)
            ? probabilities(ctx, Object.fromEntries((item.status as Obj[]).map((s) => [String(s.status), s])), false)
            : undefined;
          return html`<section class="item-answer"><h4>${name || `${ctx.w.item} ${i + 1}`}</h4>${status}${parts(ctx, item, depth + 1)}</section>`;
        })}</div>`,
      );
    } else out.push(table(ctx, k, items));
  }
  return join(out.filter((x): x is Html => x !== undefined));
}

/** The answer section's body. */
export function renderAnswer(answer: unknown, lang: Lang, w: Words): Html {
  if (!isObj(answer)) return html`<pre>${JSON.stringify(answer, null, 1)}</pre>`;
  const sampled = answer.method === 'monte-carlo';
  const ctx: Ctx = { lang, w, sampled };
  const how =
    answer.method === 'exact'
      ? w.exactAnswer
      : sampled
        ? w.sampledAnswer(String(answer.trials ?? ''), String(answer.seed ?? ''), percent(Number(answer.confidence ?? 0.95)))
        : '';
  const fewest =
    typeof answer.detail === 'string'
      ? html`<p class="lead" id="detail" lang="en">${answer.detail}${isObj(answer.chance) && typeof answer.chance.p === 'number' ? ` (${percent(answer.chance.p)})` : ''}</p>`
      : undefined;
  return html`${how ? html`<p class="method" data-method="${String(answer.method)}">${how}</p>` : ''}${fewest}${bestPlay(ctx, answer)}${plans(ctx, answer)}${parts(ctx, answer, 0)}
<details class="json"><summary>${w.moreDetails}</summary><pre lang="en">${JSON.stringify(answer, null, 1)}</pre></details>`;
}
