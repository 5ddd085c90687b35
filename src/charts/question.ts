/**
 * The question a chart answers, in the game's words, read from the request body (as the route's
 * schema gave it, defaults filled in): "3 scientists, tech cost 3, threat 1", so that a chart
 * embedded on its own keeps its meaning.
 *
 * One phrase per kind of field, written once for every endpoint that has the field (`soldiers`
 * is a count or a list wherever it appears; `continents` are named with what each carries); a
 * field with no phrase of its own is written plainly, its name in words and its value. What
 * the method line already says (trials, seed, confidence, precision, method) or the chart
 * draws (the probabilities asked, rows of a table) is left out, and so are values that are
 * the rules as written (no DRM, ties to the invader, the printed die). Lists name their first
 * few items and say how many in all; names are cut. A sweep or a comparison states the body it
 * varies, then what varies.
 *
 * Pure: the same body gives the same words, whatever the order of its keys (unknown keys are
 * taken in sorted order), so a chart is the same bytes for every spelling of one question.
 * The text is plain: the SVG writer escapes it.
 */
import { decimal, lowerFirst, words } from './format.js';

type Obj = Record<string, unknown>;
/** A field's phrase, or undefined when the field says nothing worth a chart (or another field's phrase said it). */
type Phrase = (value: unknown, body: Obj) => string | undefined;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : isNum(v) ? String(v) : undefined);

/** Items of a list named before "…". */
const LIST_ITEMS = 3;
/** Values of a sweep written before "…". */
const SWEEP_VALUES = 8;
/** Characters of a name from the request before it is cut. */
const NAME_LENGTH = 24;

/** "1 scientist", "3 scientists"; "1 die", "2 dice". */
function count(n: unknown, one: string, many = `${one}s`): string | undefined {
  return isNum(n) ? `${n} ${n === 1 ? one : many}` : undefined;
}

/** A modifier with its sign: "+2", "-1", "0". */
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A name from the request, cut to a length a subtitle can carry. */
function cut(name: string): string {
  const chars = [...name.trim()];
  return chars.length <= NAME_LENGTH ? chars.join('') : `${chars.slice(0, NAME_LENGTH - 1).join('')}…`;
}

/** A name given in the request, cut; undefined when none is. */
const named = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? cut(v) : undefined);

/** A field name in words, lower case but for names like UFOs: "panicTrackEnd" -> "panic track end". */
function lower(name: string): string {
  return lowerFirst(words(name));
}

/** "3 continents: A, B, C, …": the count, then the first items. Undefined for no list or an empty one. */
function list(v: unknown, one: string, item: (x: unknown, i: number) => string, many = `${one}s`): string | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const shown = v.slice(0, LIST_ITEMS).map(item);
  return `${count(v.length, one, many)}: ${shown.join(', ')}${v.length > LIST_ITEMS ? ', …' : ''}`;
}

/** Parts of an item joined by "/": "2 interceptors/3 UFOs". */
const parts = (...p: Array<string | undefined>): string => p.filter((s) => s !== undefined && s !== '').join('/');

// XCOM

function soldier(s: unknown, i: number): string {
  if (!isObj(s)) return `soldier ${i + 1}`;
  const skills = Array.isArray(s.skills) ? s.skills.filter((k): k is string => typeof k === 'string') : [];
  const label = named(s.name) ?? (skills.length > 0 ? skills.join('+') : 'plain');
  return s.elite === true ? `${label} (elite)` : label;
}

/** Soldiers: a count of plain ones, or a list. */
function soldiers(v: unknown): string | undefined {
  if (isNum(v)) return count(v, 'soldier');
  return list(v, 'soldier', soldier);
}

function enemy(e: unknown): string {
  if (!isObj(e)) return 'enemy';
  const name = named(e.name) ?? 'enemy';
  return isNum(e.hp) ? `${name} ${e.hp} HP` : name;
}

function task(t: unknown): string {
  if (!isObj(t)) return 'task';
  if (t.kind === 'enemy') return enemy(t);
  return named(t.name) ?? 'objective';
}

function mission(m: unknown, i: number): string {
  if (!isObj(m)) return `mission ${i + 1}`;
  const name = named(m.name) ?? `mission ${i + 1}`;
  const team = isNum(m.soldiers) ? m.soldiers : Array.isArray(m.soldiers) ? m.soldiers.length : undefined;
  const tasks = Array.isArray(m.tasks) ? m.tasks.length : undefined;
  const inside = parts(count(team, 'soldier'), count(tasks, 'task'));
  return inside === '' ? name : `${name} (${inside})`;
}

function continent(c: unknown, i: number): string {
  if (!isObj(c)) return `continent ${i + 1}`;
  const name = named(c.name) ?? `continent ${i + 1}`;
  const p = parts(isNum(c.panic) ? `panic ${c.panic}` : undefined, count(c.interceptors, 'interceptor'), count(c.ufos, 'UFO'));
  return p === '' ? name : `${name} ${p}`;
}

function tech(r: unknown, i: number): string {
  if (!isObj(r)) return `tech ${i + 1}`;
  const name = named(r.name) ?? `tech ${i + 1}`;
  return `${name} ${parts(count(r.scientists, 'scientist'), isNum(r.cost) ? `cost ${r.cost}` : undefined)}`.trim();
}

/** A stopping rule: "stop at threat 4 and at most 3 rolls"; undefined for the default (roll until done or lost). */
function stopRule(p: unknown): string | undefined {
  if (!isObj(p)) return undefined;
  const stop = isNum(p.stopAtThreat) ? `stop at threat ${p.stopAtThreat}` : undefined;
  const most = isNum(p.maxRolls) ? `at most ${count(p.maxRolls, 'roll')}` : undefined;
  const rule = [stop, most].filter((s) => s !== undefined).join(' and ');
  return rule === '' ? undefined : rule;
}

/** A phase's rule or the whole round's: `{ stopAtThreat }`, or `{ research: {...}, orbital: {...} }`. */
function policy(p: unknown): string | undefined {
  if (!isObj(p)) return undefined;
  if ('stopAtThreat' in p || 'maxRolls' in p) return stopRule(p);
  const phases = Object.keys(p)
    .sort()
    .flatMap((phase) => {
      const rule = stopRule(p[phase]);
      return rule === undefined ? [] : [`${phase}: ${rule}`];
    });
  return phases.length === 0 ? undefined : phases.join(', ');
}

/** The XCOM die ({sides, successes}) or Batman's ({faces}), when it is not the printed one. */
function die(d: unknown): string | undefined {
  if (!isObj(d)) return undefined;
  if (isNum(d.sides)) return `a d${d.sides} with ${count(d.successes, 'success face') ?? 'its success faces'}`;
  if (Array.isArray(d.faces)) {
    const faces = d.faces.map((f) => str(f) ?? '?').join(' ');
    return faces === 'bat 1 2 3 4 5' ? undefined : `die faces ${faces}`;
  }
  return undefined;
}

/** "maximising all cleared", or "to maximise all cleared". */
function objective(o: unknown, infinitive = false): string | undefined {
  if (!isObj(o) || typeof o.name !== 'string') return undefined;
  const verb = o.direction === 'min' ? 'minimis' : 'maximis';
  return `${infinitive ? `to ${verb}e` : `${verb}ing`} ${lower(o.name)}`;
}

/** Counts of units, the nonzero ones: "4 interceptors, 2 satellites". */
function units(v: unknown): string | undefined {
  if (!isObj(v)) return undefined;
  const counted = [
    count(v.interceptors, 'interceptor'),
    count(v.satellites, 'satellite'),
    count(v.scientists, 'scientist'),
    Array.isArray(v.soldiers) ? count(v.soldiers.length, 'soldier') : count(v.soldiers, 'soldier'),
  ].filter((s) => s !== undefined && !s.startsWith('0 '));
  return counted.length === 0 ? undefined : counted.join(', ');
}

// ASL

const unitKind = (body: Obj): string => (typeof body.unit === 'string' ? body.unit : 'unit');

/** The unit and its ML, with the flags that change it: "broken squad ML 7 (fanatic)". */
function unitMorale(ml: unknown, body: Obj, broken: boolean): string | undefined {
  if (!isNum(ml)) return undefined;
  const flags = [body.fanatic === true ? 'fanatic' : undefined, body.wounded === true ? 'wounded' : undefined].filter(Boolean);
  return `${broken ? 'broken ' : ''}${unitKind(body)} ML ${ml}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}`;
}

function leader(l: unknown): string {
  if (!isObj(l)) return 'a leader';
  const id = named(l.id) ?? (isNum(l.morale) ? `leader ML ${l.morale}` : 'leader');
  return isNum(l.leadership) ? `${id} (${signed(l.leadership)})` : id;
}

function aslUnit(u: unknown, i: number): string {
  if (!isObj(u)) return `unit ${i + 1}`;
  const id = named(u.id) ?? `unit ${i + 1}`;
  return `${id}${u.broken === true ? ' (broken)' : ''}`;
}

// Batman

function side(s: unknown): string {
  if (!isObj(s)) return 'a side';
  if (s.side === 'batman') return `Batman (combat value ${str(s.combatValue) ?? '?'})`;
  return `a villain with ${count(s.henchmen, 'henchman', 'henchmen') ?? 'no henchmen'}`;
}

/**
 * The phrase of each field, in the order they are said (the most telling first, so that what a
 * cut line loses is the least). `null`: a field said elsewhere or left out on purpose.
 */
const PHRASES: ReadonlyArray<readonly [string, Phrase | null]> = [
  // Batman
  ['attacker', (v, b) => (b.defender === undefined ? `attacker: ${side(v)}` : `${side(v)} attacks ${side(b.defender)}`)],
  ['defender', (v, b) => (b.attacker === undefined ? `defender: ${side(v)}` : undefined)],
  [
    'villainRole',
    (v, b) =>
      b.opponent === undefined
        ? `the villain ${v === 'defender' ? 'defends' : 'attacks'}`
        : `the villain ${v === 'defender' ? 'attacked by' : 'attacking'} ${side(b.opponent)}`,
  ],
  ['opponent', (v, b) => (b.villainRole === undefined ? `against ${side(v)}` : undefined)],
  // ASL
  ['morale', (v, b) => unitMorale(v, b, b.broken === true)],
  ['brokenMorale', (v, b) => unitMorale(v, b, true)],
  ['units', (v) => list(v, 'unit', aslUnit)],
  ['modifier', (v, b) => (isNum(v) ? `${v === 0 ? 'N' : v}${b.check === 'TC' ? 'TC' : 'MC'}` : undefined)],
  ['check', (v, b) => (b.modifier === undefined && typeof v === 'string' ? v : undefined)],
  ['interdictions', (v) => count(v, 'Interdiction')],
  ['terrain', (v) => (typeof v !== 'string' ? undefined : v === 'open' ? 'in the open' : `in ${v}`)],
  // 0 is no leader's modifier (a leader of modifier 0 changes nothing either)
  ['leadership', (v) => (isNum(v) && v !== 0 ? `leader ${signed(v)}` : undefined)],
  ['leaders', (v) => list(v, 'leader', leader)],
  ['leader', (v) => (isObj(v) ? `routing with ${leader(v)}` : undefined)],
  ['selfRally', (v) => (v === true ? 'self-rally' : undefined)],
  ['desperation', (v) => (v === true ? 'Desperation Morale' : undefined)],
  ['phases', (v) => count(v, 'rally phase')],
  ['pinnedAdjacentToEnemy', (v) => (v === true ? 'pinned next to the enemy' : undefined)],
  ['drm', (v) => (isNum(v) && v !== 0 ? `DRM ${signed(v)}` : undefined)],
  ['unit', null],
  ['broken', null],
  ['fanatic', null],
  ['wounded', null],
  // XCOM
  ['money', (v) => (isNum(v) ? `money ${v}` : undefined)],
  // the units to place, and what for (the objective said here, before the board's long lists)
  [
    'pool',
    (v, b) => (units(v) === undefined ? undefined : [`placing ${units(v)}`, objective(b.objective, true)].filter(Boolean).join(' ')),
  ],
  ['scientists', (v) => count(v, 'scientist')],
  ['cost', (v) => (isNum(v) ? `tech cost ${v}` : undefined)],
  ['progress', (v) => (isNum(v) && v !== 0 ? `progress ${v}` : undefined)],
  ['bonusDice', (v) => (isNum(v) && v !== 0 ? `+${count(v, 'bonus die', 'bonus dice')}` : undefined)],
  ['satellites', (v) => count(v, 'satellite')],
  ['interceptors', (v) => count(v, 'interceptor')],
  ['soldiers', soldiers],
  ['ufos', (v) => count(v, 'UFO')],
  ['continents', (v) => list(v, 'continent', continent)],
  ['template', (v) => (isObj(v) ? `adding soldiers like ${soldier(v, 0)}` : undefined)],
  ['enemies', (v) => list(v, 'enemy', (e) => enemy(e), 'enemies')],
  ['tasks', (v) => list(v, 'task', task)],
  ['task', (v) => (isNum(v) ? `task ${v + 1}` : undefined)],
  ['missions', (v) => list(v, 'mission', mission)],
  ['orbit', (v) => (isObj(v) ? `orbit ${parts(count(v.satellites, 'satellite'), count(v.ufos, 'UFO'))}` : undefined)],
  ['research', (v) => list(v, 'tech', tech)],
  [
    'base',
    (v) => {
      if (!isObj(v)) return undefined;
      const foes = Array.isArray(v.enemies) && v.enemies.length > 0 ? v.enemies.slice(0, LIST_ITEMS).map(enemy).join(', ') : 'no enemy';
      const damage = isNum(v.damage) && v.damage > 0 ? `, damage ${v.damage}` : '';
      return `base: ${soldiers(v.soldiers) ?? 'no soldiers'} v ${foes}${damage}`;
    },
  ],
  ['panicTrackEnd', (v) => (isNum(v) ? `panic track ends at ${v}` : undefined)],
  ['upkeep', (v) => (units(v) === undefined ? undefined : `upkeep of ${units(v)}`)],
  [
    'limits',
    (v) => {
      if (!isObj(v)) return undefined;
      const most = isNum(v.maxInterceptorsPerContinent)
        ? `at most ${count(v.maxInterceptorsPerContinent, 'interceptor')} a continent`
        : undefined;
      const none =
        Array.isArray(v.noInterceptors) && v.noInterceptors.length > 0
          ? `none over ${v.noInterceptors.map((n) => cut(str(n) ?? '?')).join(', ')}`
          : undefined;
      return [most, none].filter(Boolean).join(', ') || undefined;
    },
  ],
  ['threat', (v) => (isNum(v) ? `threat ${v}` : undefined)],
  ['policy', policy],
  ['play', (v) => (v === 'best' ? 'best play' : undefined)],
  ['target', (v) => (isNum(v) ? `target ${decimal(v * 100, 2)}%` : undefined)],
  ['objective', (v, b) => (units(b.pool) === undefined ? objective(v) : undefined)],
  ['secondObjective', (v) => (objective(v) === undefined ? undefined : `then ${objective(v)}`)],
  ['unitPrice', (v) => (v === 0 || v === '0' || v === undefined ? undefined : `unit price ${str(v) ?? '?'}`)],
  ['tie', (v) => (v === 'defender' ? 'ties to the defender' : undefined)],
  ['die', die],
  // said by the method line, drawn by the chart, or bookkeeping
  ['batmanBatFace', null],
  ['tieBreak', null],
  ['top', null],
  ['policyRows', null],
  ['probabilities', null],
  ['trials', null],
  ['seed', null],
  ['confidence', null],
  ['precision', null],
  ['method', null],
];
const PHRASE = new Map(PHRASES);

/** Any other field: its name in words and its value (a list's length, an object's own fields). */
function plainly(key: string, v: unknown, depth: number): string | undefined {
  const name = lower(key);
  if (v === true) return name;
  if (v === false || v === null || v === undefined) return undefined;
  const s = str(v);
  if (s !== undefined) return `${name} ${cut(s)}`;
  if (Array.isArray(v)) return v.length === 0 ? undefined : count(v.length, `${name} item`);
  if (isObj(v) && depth < 2) {
    const inner = phrases(v, depth + 1);
    return inner.length === 0 ? undefined : `${name}: ${inner.join(', ')}`;
  }
  return undefined;
}

/** The phrases of a body's fields: known fields in the table's order, then the others by name. */
function phrases(body: Obj, depth = 0): string[] {
  const out: string[] = [];
  for (const [key, phrase] of PHRASES) {
    if (phrase === null || !(key in body) || body[key] === undefined) continue;
    const s = phrase(body[key], body);
    if (s !== undefined && s !== '') out.push(s);
  }
  for (const key of Object.keys(body).sort()) {
    if (PHRASE.has(key)) continue;
    const s = plainly(key, body[key], depth);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** Phrases joined: with commas, or with semicolons when a phrase holds a list of its own. */
const joined = (p: readonly string[]): string => p.join(p.some((s) => s.includes(',')) ? '; ' : ', ');

/** The name of an endpoint a question refers to: its summary up to the colon, or its path. */
function endpointName(endpoint: unknown, summaryOf?: (url: string) => string | undefined): string {
  const url = str(endpoint) ?? 'an endpoint';
  return (summaryOf?.(url) ?? url).split(':')[0] ?? url;
}

/** "1, 2, 3, …" */
function values(v: unknown): string {
  if (!Array.isArray(v)) return '';
  const shown = v.slice(0, SWEEP_VALUES).map((x) => cut(str(x) ?? JSON.stringify(x) ?? '?'));
  return `${shown.join(', ')}${v.length > SWEEP_VALUES ? ', …' : ''}`;
}

/**
 * The question of `body` in words, or '' when it says nothing (no body, no field worth a word).
 * A sweep or a comparison (`endpoint` and a nested `body`) says the nested body, then what varies.
 */
export function describeQuestion(body: unknown, summaryOf?: (url: string) => string | undefined): string {
  if (!isObj(body)) return '';
  if (typeof body.endpoint === 'string' && isObj(body.body)) {
    const inner = joined(phrases(body.body));
    if (isObj(body.vary)) {
      // a sweep: its title names the endpoint and the field
      const field = str(body.vary.field);
      const varied = field === undefined ? '' : `${lower(field.split('.').pop() ?? field)} ${values(body.vary.values)}`;
      return [inner, varied].filter((s) => s !== '').join('; ');
    }
    const variants = list(body.variants, 'variant', (v, i) => cut(isObj(v) ? (str(v.name) ?? `variant ${i + 1}`) : `variant ${i + 1}`));
    const ranked =
      typeof body.probability === 'string'
        ? `ranked by ${lower(body.probability)}${body.order === 'lowest' ? ', lowest first' : ''}`
        : undefined;
    const head = `${endpointName(body.endpoint, summaryOf)}${inner === '' ? '' : `: ${inner}`}`;
    return [head, variants, ranked].filter((s) => s !== undefined && s !== '').join('; ');
  }
  return joined(phrases(body));
}
