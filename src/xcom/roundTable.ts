/**
 * The table's state as the endpoints read and write it (src/schemas/xcomTable.ts): the position
 * filled in from the board and checked (a 400 naming the field), the names of what it holds, and
 * where play stands, the round so far and the changes, in numbers and in English words.
 */
import type { z } from 'zod';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { RoundParams } from '../../simulations/xcom/roundLayout.js';
import {
  TableMoveError,
  legalMoves,
  moveDice,
  roundSoFar,
  settle,
  startPosition,
  type TableEvent,
  type TableMove,
  type TablePosition,
} from '../../simulations/xcom/roundStep.js';
import { HttpProblem } from '../problem.js';
import type { TableAtInput, tableMoveSchema } from '../schemas/xcomTable.js';
import type { baseDefenseEnemySchema, missionCardSchema, policySchema, soldierSchema, xcomDieSchema } from '../schemas/xcom.js';

type Policy = z.output<typeof policySchema>;

/** What the table reads of `/v1/xcom/round`'s board. */
export interface TableBoard {
  continents: Array<{ name: string; panic: number; interceptors: number; ufos: number }>;
  research: Array<{ name?: string | undefined; scientists: number; cost: number; progress: number; bonusDice: number }>;
  orbit: { satellites: number; ufos: number };
  base?: { soldiers: Array<z.output<typeof soldierSchema>>; enemies: Array<z.output<typeof baseDefenseEnemySchema>> } | undefined;
  missions: Array<z.output<typeof missionCardSchema>>;
  policy: { research: Policy; orbital: Policy; global: Policy; base: Policy; missions: Policy };
  die?: z.output<typeof xcomDieSchema>;
  threatCap?: number | undefined;
}

export const invalid = (path: string, message: string) =>
  new HttpProblem(400, 'Invalid request', `${path}: ${message}`, [{ path, message }]);

/** The names a page shows: the board's, or "area 1", "soldier 2", ... */
export function namesOf(b: TableBoard) {
  return {
    continents: b.continents.map((c) => c.name),
    research: b.research.map((a, i) => a.name ?? `area ${i + 1}`),
    baseSoldiers: (b.base?.soldiers ?? []).map((s, i) => s.name ?? `soldier ${i + 1}`),
    enemies: (b.base?.enemies ?? []).map((e) => e.name),
    cards: b.missions.map((m, c) => m.name ?? `mission ${c + 1}`),
    cardSoldiers: b.missions.map((m) =>
      typeof m.soldiers === 'number'
        ? Array.from({ length: m.soldiers }, (_, i) => `soldier ${i + 1}`)
        : m.soldiers.map((s, i) => s.name ?? `soldier ${i + 1}`),
    ),
    tasks: b.missions.map((m) => m.tasks.map((t, i) => t.name ?? (t.kind === 'enemy' ? `enemy ${i + 1}` : `objective ${i + 1}`))),
  };
}

export type TableNames = ReturnType<typeof namesOf>;

/**
 * The position `at` says, its left-out fields the start's, checked against the board (each wrong
 * field a 400 at `path`), then settled at the next decision.
 */
export function positionOf(p: RoundParams, at: TableAtInput | undefined, path: string, events: TableEvent[] = []): TablePosition {
  const start = startPosition(p);
  if (at === undefined) return settle(p, start, events);
  const pos: TablePosition = {
    phase: at.phase,
    index: at.index,
    threat: at.threat,
    rolls: at.rolls,
    panic: at.panic ?? start.panic,
    baseDamage: at.baseDamage ?? start.baseDamage,
    research: at.research ?? start.research,
    orbit: at.orbit ?? start.orbit,
    continents: at.continents ?? start.continents,
    base: at.base ? { markers: at.base.markers ?? start.base.markers, killed: at.base.killed } : start.base,
    missions: at.missions ?? start.missions,
  };
  const length = (field: string, got: number, want: number) => {
    if (got !== want) throw invalid(`${path}.${field}`, `${got} entries for the board's ${want}`);
  };
  length('panic', pos.panic.length, p.continents.length);
  length('research', pos.research.length, p.research.length);
  length('continents', pos.continents.length, p.continents.length);
  length('base.markers', pos.base.markers.length, p.base.enemies.length);
  length('missions', pos.missions.length, p.missions.length);
  const atMost = (field: string, got: number, most: number, what: string) => {
    if (got > most) throw invalid(`${path}.${field}`, `${got} is more than ${what} (${most})`);
  };
  const each = (list: readonly number[], field: (i: number) => string, most: (i: number) => number, what: string) => {
    for (const [i, x] of list.entries()) atMost(field(i), x, most(i), what);
  };
  each(
    pos.panic,
    (i) => `panic.${i}`,
    () => p.panicTrackEnd,
    'the end of the track',
  );
  const need = (i: number) => itemAt(p.research, i).cost - itemAt(p.research, i).progress;
  each(
    pos.research.map((r) => r.markers),
    (i) => `research.${i}.markers`,
    need,
    'the tech needs',
  );
  atMost('orbit.destroyed', pos.orbit.destroyed, p.orbit.ufos, 'the UFOs in orbit');
  const ufos = (i: number) => itemAt(p.continents, i).ufos;
  each(
    pos.continents.map((c) => c.destroyed),
    (i) => `continents.${i}.destroyed`,
    ufos,
    'its UFOs',
  );
  each(
    pos.base.markers,
    (i) => `base.markers.${i}`,
    (i) => itemAt(p.base.enemies, i).hp,
    'its hit points',
  );
  /** Soldiers killed: each a soldier of the list, once. */
  const killed = (list: readonly number[], field: string, soldiers: number) => {
    each(
      list,
      (i) => `${field}.${i}`,
      () => soldiers - 1,
      'the last soldier',
    );
    for (const [i, x] of list.entries()) if (list.indexOf(x) !== i) throw invalid(`${path}.${field}.${i}`, `soldier ${x} is listed twice`);
  };
  killed(pos.base.killed, 'base.killed', p.base.soldiers.length);
  for (const [c, m] of pos.missions.entries()) {
    const card = itemAt(p.missions, c);
    atMost(`missions.${c}.done`, m.done, card.tasks.length, 'its tasks');
    killed(m.killed, `missions.${c}.killed`, card.soldiers.length);
  }
  const items = pos.phase === 4 ? p.research.length : pos.phase === 6 ? p.continents.length : pos.phase === 9 ? p.missions.length : 1;
  if (pos.phase !== 'over') atMost('index', pos.index, items, 'the items of the phase');
  return settle(p, pos, events);
}

/** The move as the answers write it: the task it concerns named by its place. */
export function moveOut(at: TablePosition, move: TableMove): TableMoveInput {
  if (!('roll' in move)) return move;
  const { enemy, soldiers } = move.roll;
  if (at.phase === 4) return { roll: { area: at.index } };
  if (at.phase === 6) return { roll: { continent: at.index } };
  if (at.phase === 7) return { roll: { enemy, soldiers } };
  if (at.phase === 9) return { roll: { card: at.index, task: itemAt(at.missions, at.index).done, soldiers } };
  return { roll: {} };
}

/** A move as the request writes it, checked against the task in play (its naming fields), as the step rule reads it. */
export function moveIn(p: RoundParams, at: TablePosition, move: TableMoveInput, path: string): TableMove {
  if (!('roll' in move)) return move;
  const r = move.roll;
  const must = (field: 'area' | 'continent' | 'card', phase: number) => {
    const v = r[field];
    if (v === undefined) return;
    if (at.phase !== phase) throw invalid(`${path}.roll.${field}`, `no ${field} is rolled in phase ${at.phase}`);
    if (v !== at.index) throw invalid(`${path}.roll.${field}`, `${field} ${v} is not the one in play (${at.index})`);
  };
  must('area', 4);
  must('continent', 6);
  must('card', 9);
  if (r.task !== undefined && (at.phase !== 9 || r.task !== itemAt(at.missions, at.index).done))
    throw invalid(`${path}.roll.task`, 'not the task in play');
  if ((at.phase === 7 || at.phase === 9) && r.soldiers === undefined) throw invalid(`${path}.roll.soldiers`, 'name the team that rolls');
  if (at.phase === 7 && r.enemy === undefined) throw invalid(`${path}.roll.enemy`, 'name the enemy attacked');
  if (at.phase === 7 && r.enemy !== undefined && r.enemy >= p.base.enemies.length)
    throw invalid(`${path}.roll.enemy`, `the base has ${p.base.enemies.length} enemies`);
  return {
    roll: { ...(r.enemy === undefined ? {} : { enemy: r.enemy }), ...(r.soldiers === undefined ? {} : { soldiers: r.soldiers }) },
  };
}

export type TableMoveInput = z.output<typeof tableMoveSchema>;

/** A step rule's refusal as a 400 at its field. */
export function refusal(err: unknown, path: string): unknown {
  return err instanceof TableMoveError ? invalid(`${path}.${err.field}`, err.message) : err;
}

/** The move in English words. */
export function moveText(p: RoundParams, at: TablePosition, names: TableNames, move: TableMove): string {
  if ('abandon' in move) return `abandon ${itemAt(names.cards, at.index)}`;
  if ('stop' in move) {
    if (at.phase === 4) return `stop researching ${itemAt(names.research, at.index)}`;
    if (at.phase === 6) return `stop over ${itemAt(names.continents, at.index)} (next continent)`;
    return 'stop (the phase ends)';
  }
  const dice = moveDice(p, at, move);
  const soldiers = move.roll.soldiers ?? [];
  if (at.phase === 7) {
    const who = soldiers.map((s) => itemAt(names.baseSoldiers, s)).join(', ');
    return `${who} against the ${itemAt(names.enemies, move.roll.enemy ?? 0)} (${dice} dice)`;
  }
  if (at.phase === 9) {
    const who = soldiers.map((s) => itemAt(itemAt(names.cardSoldiers, at.index), s)).join(', ');
    const task = itemAt(itemAt(names.tasks, at.index), itemAt(at.missions, at.index).done);
    return `${who} on the ${task} (${dice} dice)`;
  }
  return `roll (${dice} dice)`;
}

/** The moves open now, each with its dice and words. */
export function movesOpen(p: RoundParams, at: TablePosition, names: TableNames) {
  return legalMoves(p, at).map((m) => option(p, at, names, m));
}

export function option(p: RoundParams, at: TablePosition, names: TableNames, m: TableMove) {
  return { move: moveOut(at, m), dice: moveDice(p, at, m), text: moveText(p, at, names, m) };
}

/** The task in play, named. */
export function taskOf(p: RoundParams, at: TablePosition, names: TableNames) {
  switch (at.phase) {
    case 4: {
      const a = itemAt(p.research, at.index);
      return {
        kind: 'research' as const,
        index: at.index,
        name: itemAt(names.research, at.index),
        markers: itemAt(at.research, at.index).markers,
        need: a.cost - a.progress,
      };
    }
    case 5:
      return { kind: 'orbit' as const, index: 0, name: 'orbit', markers: at.orbit.destroyed, need: p.orbit.ufos };
    case 6:
      return {
        kind: 'continent' as const,
        index: at.index,
        name: itemAt(names.continents, at.index),
        markers: itemAt(at.continents, at.index).destroyed,
        need: itemAt(p.continents, at.index).ufos,
      };
    case 7:
      return { kind: 'base' as const, index: 0, name: 'base' };
    case 9: {
      const m = itemAt(at.missions, at.index);
      const task = itemAt(itemAt(p.missions, at.index).tasks, m.done);
      return {
        kind: 'mission' as const,
        index: at.index,
        name: itemAt(names.cards, at.index),
        task: m.done,
        taskName: itemAt(itemAt(names.tasks, at.index), m.done),
        markers: m.markers,
        need: task.kind === 'enemy' ? task.hp : 1,
      };
    }
    default:
      return null;
  }
}

/** Where play stands: the task, the units of the phase left, the enemies, panic and damage. */
export function standingOf(p: RoundParams, at: TablePosition, names: TableNames) {
  type Units = { kind: 'scientists' | 'satellites' | 'interceptors' | 'soldiers'; index: number; name: string; left: number };
  const units: Units[] =
    at.phase === 4
      ? p.research.map((a, i) => ({
          kind: 'scientists',
          index: i,
          name: itemAt(names.research, i),
          left: itemAt(at.research, i).exhausted ? 0 : a.scientists,
        }))
      : at.phase === 5
        ? [{ kind: 'satellites', index: 0, name: 'orbit', left: at.orbit.exhausted ? 0 : p.orbit.satellites }]
        : at.phase === 6
          ? p.continents.map((c, i) => ({
              kind: 'interceptors',
              index: i,
              name: itemAt(names.continents, i),
              left: itemAt(at.continents, i).pooled ? 0 : c.interceptors,
            }))
          : at.phase === 7
            ? [{ kind: 'soldiers', index: 0, name: 'base', left: p.base.soldiers.length - at.base.killed.length }]
            : at.phase === 9
              ? p.missions.map((card, c) => ({
                  kind: 'soldiers',
                  index: c,
                  name: itemAt(names.cards, c),
                  left: card.soldiers.length - itemAt(at.missions, c).killed.length,
                }))
              : [];
  return {
    phase: at.phase,
    index: at.index,
    threat: at.threat,
    rolls: at.rolls,
    task: taskOf(p, at, names),
    units,
    enemies: p.base.enemies.map((e, i) => ({ index: i, name: itemAt(names.enemies, i), hp: e.hp, markers: itemAt(at.base.markers, i) })),
    panic: at.panic.map((panic, i) => ({ index: i, name: itemAt(names.continents, i), panic })),
    baseDamage: at.baseDamage,
  };
}

/** The round so far, named. */
export function summaryOf(p: RoundParams, at: TablePosition, names: TableNames) {
  const s = roundSoFar(p, at);
  return {
    ...s,
    panic: s.panic.map((x, i) => ({ index: i, name: itemAt(names.continents, i), ...x })),
    research: s.research.map((x, i) => ({ index: i, name: itemAt(names.research, i), ...x })),
    missions: s.missions.map((x, i) => ({ index: i, name: itemAt(names.cards, i), ...x })),
  };
}

const PHASE_NAMES: Record<number, string> = { 4: 'research', 5: 'orbital defence', 6: 'global defence', 7: 'base defence', 9: 'missions' };

/** An event in English words. */
export function eventText(names: TableNames, e: TableEvent, cardAt = 0): string {
  const continent = (i: number | undefined) => itemAt(names.continents, i ?? 0);
  switch (e.kind) {
    case 'markers':
      return `markers ${e.from} -> ${e.to}`;
    case 'threat':
      return `threat ${e.from} -> ${e.to}`;
    case 'loss': {
      if (e.phase === 4) return `loss: ${e.count} scientists of ${itemAt(names.research, e.index ?? 0)} exhausted`;
      if (e.phase === 5) return `loss: ${e.count} satellites exhausted`;
      if (e.phase === 6) return `loss: ${e.count} interceptors of ${continent(e.index)} sent to the pool`;
      const list = e.phase === 7 ? names.baseSoldiers : itemAt(names.cardSoldiers, e.index ?? cardAt);
      return `loss: ${(e.soldiers ?? []).map((s) => itemAt(list, s)).join(', ')} killed`;
    }
    case 'taskDone':
      return 'task done';
    case 'taskEnded':
      return 'task ended';
    case 'panic':
      return `panic of ${continent(e.index)} ${e.from} -> ${e.to}`;
    case 'baseDamage':
      return `base damage ${e.from} -> ${e.to} (${e.count} enemies alive)`;
    case 'cardEnded':
      return `${itemAt(names.cards, e.index ?? 0)} ${e.done ? 'completed' : 'failed'}`;
    case 'phaseEnded':
      return `phase ${e.phase} (${PHASE_NAMES[e.phase] ?? ''}) over`;
    case 'roundEnded':
      return 'the round is over (phase 8: the base damage read)';
  }
}
