/**
 * The resolution phase played at the table, roll by roll (docs/rules.md, "XCOM: the table's
 * step"): where play stands (`TablePosition`), the moves open there, and the next position after
 * a move and the dice it rolled. The rule is the kernels' own, called rather than written again.
 */
import { itemAt } from '../core/itemAt.js';
import { ALIEN_DIE_SIDES, capOf } from './dice.js';
import { taskNeed, teamTask, type MissionCard } from './missionTasks.js';
import { spillPanic } from './panicTrack.js';
import { PHASE_START_THREAT, areaDice, panicAfterAudit, type RoundParams } from './roundLayout.js';
import { BASE_DEFENSE, GLOBAL_DEFENSE, MISSIONS, ORBITAL_DEFENSE, RESEARCH, TaskRun, taskThreat, type PhaseRule } from './taskRoll.js';
import { TaskTeams, teamDice } from './teamAssignment.js';

/** Where play stands: plain data, as the table's endpoints read and write it. */
export type TablePosition = {
  phase: 4 | 5 | 6 | 7 | 9 | 'over';
  /** the research area, continent or mission card in play (0 in phases 5 and 7) */
  index: number;
  /** the threat before the next roll */
  threat: number;
  /** rolls made on the task in play (phase 7: since the last enemy was destroyed) */
  rolls: number;
  /** each continent's panic now */
  panic: number[];
  /** the base's damage now */
  baseDamage: number;
  research: Array<{ markers: number; exhausted: boolean }>;
  orbit: { destroyed: number; exhausted: boolean };
  continents: Array<{ destroyed: number; pooled: boolean }>;
  /** markers on each enemy; the base's soldiers killed (indices) */
  base: { markers: number[]; killed: number[] };
  /** per card: tasks done (the current task's index), markers on the current task, soldiers killed (indices) */
  missions: Array<{ done: number; markers: number; killed: number[] }>;
};

/** A move: stop, abandon the mission card, or roll (phases 7 and 9 name the enemy and the team). */
export type TableMove = { stop: true } | { abandon: true } | { roll: { enemy?: number; soldiers?: number[] } };

/** What the dice showed: the XCOM dice's successes and the alien die's face. */
export interface TableDice {
  successes: number;
  alien: number;
}

/** One change a step made, in numbers and indices (the words are the caller's). */
export interface TableEvent {
  kind: 'markers' | 'threat' | 'loss' | 'taskDone' | 'taskEnded' | 'panic' | 'baseDamage' | 'cardEnded' | 'phaseEnded' | 'roundEnded';
  phase: number;
  /** the area, continent, enemy or card concerned */
  index?: number;
  /** the card's task (phase 9) */
  task?: number;
  from?: number;
  to?: number;
  /** units lost, UFOs left, enemies alive */
  count?: number;
  /** the soldiers concerned (indices in their list) */
  soldiers?: number[];
  /** a task or card ended done (true) or not */
  done?: boolean;
}

/** A rule broken by a move or its dice: the field and why. */
export class TableMoveError extends Error {
  override name = 'TableMoveError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const RULES: Record<4 | 5 | 6 | 7 | 9, PhaseRule> = { 4: RESEARCH, 5: ORBITAL_DEFENSE, 6: GLOBAL_DEFENSE, 7: BASE_DEFENSE, 9: MISSIONS };

const bits = (indices: readonly number[]) => indices.reduce((m, i) => m | (1 << i), 0);
const indicesOf = (mask: number) => Array.from({ length: 31 }, (_, i) => i).filter((i) => (mask >> i) & 1);
const allBits = (n: number) => 2 ** n - 1;

/** The position at the start: phase 1's deficit taken, before the first task of phase 4. */
export function startPosition(p: RoundParams): TablePosition {
  return {
    phase: 4,
    index: 0,
    threat: PHASE_START_THREAT,
    rolls: 0,
    panic: panicAfterAudit(p),
    baseDamage: p.base.damage,
    research: p.research.map(() => ({ markers: 0, exhausted: false })),
    orbit: { destroyed: 0, exhausted: false },
    continents: p.continents.map(() => ({ destroyed: 0, pooled: false })),
    base: { markers: p.base.enemies.map(() => 0), killed: [] },
    missions: p.missions.map(() => ({ done: 0, markers: 0, killed: [] })),
  };
}

/** Soldiers of the base alive (a bit mask over `p.base.soldiers`). */
export const baseAlive = (p: RoundParams, at: TablePosition) => allBits(p.base.soldiers.length) & ~bits(at.base.killed);

/** Soldiers of card `c` alive (a bit mask over its soldiers). */
export const cardAlive = (card: MissionCard, killed: readonly number[]) => allBits(card.soldiers.length) & ~bits(killed);

/** The teams of soldiers alive open against the team task in play (bit masks, in the order the best play lists them). */
function openTeams(p: RoundParams, at: TablePosition, e: number): number[] {
  const t = teamTaskAt(p, at, e);
  if (t === undefined || t.markers >= t.need) return [];
  const open: number[] = [];
  new TaskTeams(t.soldiers, t.task).within(t.alive, open);
  return open;
}

/** The task in play of a reset phase: its dice, need, markers, loss, the units a loss takes, and how they are set. */
function resetTask(p: RoundParams, at: TablePosition) {
  if (at.phase === 4) {
    const a = itemAt(p.research, at.index);
    const s = itemAt(at.research, at.index);
    const set = (h: number, lost: boolean) => Object.assign(s, { markers: h, exhausted: s.exhausted || lost });
    return { dice: areaDice(a), need: a.cost - a.progress, markers: s.markers, lost: s.exhausted, units: a.scientists, set };
  }
  if (at.phase === 5) {
    const o = at.orbit;
    const set = (h: number, lost: boolean) => Object.assign(o, { destroyed: h, exhausted: o.exhausted || lost });
    return { dice: p.orbit.satellites, need: p.orbit.ufos, markers: o.destroyed, lost: o.exhausted, units: p.orbit.satellites, set };
  }
  const c = itemAt(p.continents, at.index);
  const s = itemAt(at.continents, at.index);
  const set = (h: number, lost: boolean) => Object.assign(s, { destroyed: h, pooled: s.pooled || lost });
  return { dice: c.interceptors, need: c.ufos, markers: s.destroyed, lost: s.pooled, units: c.interceptors, set };
}

/** Tasks of a phase: a research area, continent or mission card each in 4, 6 and 9; one in 5 and 7. */
const tasksOf = (p: RoundParams, phase: 4 | 5 | 6 | 7 | 9) =>
  phase === 4 ? p.research.length : phase === 6 ? p.continents.length : phase === 9 ? p.missions.length : 1;

const NEXT_PHASE = { 4: 5, 5: 6, 6: 7, 7: 9, 9: 'over' } as const;

/** Ends the phase in play and enters the next. */
function endPhase(at: TablePosition, events: TableEvent[]): void {
  const phase = at.phase as 4 | 5 | 6 | 7 | 9;
  events.push({ kind: 'phaseEnded', phase });
  Object.assign(at, { phase: NEXT_PHASE[phase], index: 0, rolls: 0, threat: PHASE_START_THREAT });
  if (phase === 9) events.push({ kind: 'roundEnded', phase: 8 });
}

/** Ends the task in play with its bookkeeping (as round.ts ends it) and moves to the next (a reset phase's threat back to its start). */
function endTask(p: RoundParams, at: TablePosition, events: TableEvent[]): void {
  const phase = at.phase as 4 | 5 | 6 | 7 | 9;
  if (phase === 9) {
    const m = itemAt(at.missions, at.index);
    events.push({ kind: 'cardEnded', phase: 9, index: at.index, done: m.done >= itemAt(p.missions, at.index).tasks.length });
  } else if (phase === 7) {
    const alive = p.base.enemies.filter((e, i) => itemAt(at.base.markers, i) < e.hp).length;
    if (alive > 0) events.push({ kind: 'baseDamage', phase: 7, from: at.baseDamage, to: at.baseDamage + alive, count: alive });
    at.baseDamage += alive;
  } else {
    const t = resetTask(p, at);
    const left = t.need - t.markers;
    events.push({ kind: 'taskEnded', phase, index: at.index, done: t.markers >= t.need, ...(phase === 5 ? { count: left } : {}) });
    // (docs/rules.md, "Phase 5: orbital defence"): the lowest first, spilling
    if (phase === 5)
      spillPanic(at.panic, p.panicTrackEnd, left, p.tieOrder, 'lowest', (a) =>
        events.push({ kind: 'panic', phase: 5, index: a.continent, from: a.from, to: a.to }),
      );
    if (phase === 6) {
      // a continent's UFOs left advance its own panic, never past the end of the track
      const from = itemAt(at.panic, at.index);
      const to = Math.min(p.panicTrackEnd, from + left);
      if (to !== from) events.push({ kind: 'panic', phase, index: at.index, from, to });
      at.panic[at.index] = to;
    }
  }
  at.index++;
  at.rolls = 0;
  at.threat = taskThreat(RULES[phase], PHASE_START_THREAT, at.threat);
}

/** Moves the position on to the next decision (a roll open), or to the end of the round. */
export function settle(p: RoundParams, at: TablePosition, events: TableEvent[] = []): TablePosition {
  for (;;) {
    if (at.phase === 'over') return at;
    if (at.index >= tasksOf(p, at.phase)) endPhase(at, events);
    else if (legalMoves(p, at).some((m) => 'roll' in m)) return at;
    else endTask(p, at, events);
  }
}

/** The moves open at a decision: stop, abandon (phase 9, another card following), the rolls. */
export function legalMoves(p: RoundParams, at: TablePosition): TableMove[] {
  const moves: TableMove[] = [];
  if (at.phase === 'over') return moves;
  moves.push({ stop: true });
  const t = at.phase === 4 || at.phase === 5 || at.phase === 6 ? resetTask(p, at) : undefined;
  if (t && t.dice > 0 && !t.lost && t.markers < t.need) moves.push({ roll: {} });
  if (at.phase === 7)
    for (const [e] of p.base.enemies.entries())
      for (const m of openTeams(p, at, e)) moves.push({ roll: { enemy: e, soldiers: indicesOf(m) } });
  if (at.phase === 9) {
    for (const m of openTeams(p, at, 0)) moves.push({ roll: { soldiers: indicesOf(m) } });
    if (at.index < p.missions.length - 1) moves.push({ abandon: true });
  }
  return moves;
}

/** The dice a roll move rolls (0 for stop and abandon; a mission task's bonus dice included). */
export function moveDice(p: RoundParams, at: TablePosition, move: TableMove): number {
  if (!('roll' in move)) return 0;
  if (at.phase === 4 || at.phase === 5 || at.phase === 6) return resetTask(p, at).dice;
  const t = teamTaskAt(p, at, move.roll.enemy ?? 0);
  return t === undefined ? 0 : teamDice(t.soldiers, t.task, bits(move.roll.soldiers ?? [])) + t.bonus;
}

const sameMove = (a: TableMove, b: TableMove) => JSON.stringify(a) === JSON.stringify(b);

/** A move written the way `legalMoves` writes it: the team's soldiers in order, no duplicates. */
function normalMove(move: TableMove): TableMove {
  if (!('roll' in move)) return move;
  const { enemy, soldiers } = move.roll;
  return {
    roll: {
      ...(enemy === undefined ? {} : { enemy }),
      ...(soldiers === undefined ? {} : { soldiers: [...new Set(soldiers)].sort((x, y) => x - y) }),
    },
  };
}

/**
 * The next position after `move` with `dice` (a roll's), from a position at a decision: the move
 * checked against the moves open, the dice against the dice rolled (a `TableMoveError` names the
 * field: `move`, `dice`, `dice.successes`, `dice.alien`), then settled to the next decision.
 */
export function step(
  p: RoundParams,
  from: TablePosition,
  move: TableMove,
  dice: TableDice | undefined,
): { at: TablePosition; events: TableEvent[] } {
  // the step never changes the position it is given
  const at = structuredClone(from);
  const events: TableEvent[] = [];
  if (at.phase === 'over') throw new TableMoveError('move', 'the round is over: no move is left');
  const asked = normalMove(move);
  if (!legalMoves(p, at).some((m) => sameMove(m, asked)))
    throw new TableMoveError('move', `not a move open now (phase ${at.phase}): see the advice's \`moves\``);
  if (!('roll' in asked)) {
    // stopping ends the phase in play in phase 9, else the task; abandoning ends the card
    if (at.phase === 9 && !('abandon' in asked)) endPhase(at, events);
    else endTask(p, at, events);
    return { at: settle(p, at, events), events };
  }
  if (dice === undefined) throw new TableMoveError('dice', 'a roll needs its dice: `successes` and `alien`');
  const rolled = moveDice(p, at, asked);
  if (dice.successes > rolled)
    throw new TableMoveError('dice.successes', `${dice.successes} successes from ${rolled} dice: at most ${rolled}`);
  if (dice.alien < 1 || dice.alien > ALIEN_DIE_SIDES) throw new TableMoveError('dice.alien', `the alien die shows 1..${ALIEN_DIE_SIDES}`);
  roll(p, at, asked.roll, dice, events);
  return { at: settle(p, at, events), events };
}

/** A roll of the task in play: markers placed, the threat up, a loss's units lost (taskRoll.ts). */
function roll(
  p: RoundParams,
  at: TablePosition,
  move: { enemy?: number; soldiers?: number[] },
  dice: TableDice,
  events: TableEvent[],
): void {
  const phase = at.phase as 4 | 5 | 6 | 7 | 9;
  const reset = RULES[phase].threat === 'reset' ? resetTask(p, at) : undefined;
  const team = reset ? undefined : teamTaskAt(p, at, move.enemy ?? 0);
  const t = reset ?? team;
  if (t === undefined) return;
  const { need, markers } = t;
  const run = new TaskRun(capOf(p)).start(at.threat, markers, at.rolls);
  // (docs/rules.md, "A task roll"; dice.ts): a loss is the alien die at most the threat; the
  // successes of a losing roll still count
  const lost = dice.alien <= at.threat;
  run.roll(dice.successes, lost, need);
  const index = phase === 7 ? move.enemy : phase === 5 ? 0 : at.index;
  const task = phase === 9 ? itemAt(at.missions, at.index).done : undefined;
  const where = { phase, ...(index === undefined ? {} : { index }), ...(task === undefined ? {} : { task }) };
  if (run.hits !== markers) events.push({ kind: 'markers', ...where, from: markers, to: run.hits });
  if (run.threat !== at.threat) events.push({ kind: 'threat', phase, from: at.threat, to: run.threat });
  at.threat = run.threat;
  at.rolls = run.rolls;
  t.set(run.hits, lost);
  if (run.hits >= need) events.push({ kind: 'taskDone', ...where, done: true });
  if (!lost) return;
  // what a loss does to the units of the roll (the phase's `PhaseRule.loss`): a reset task's all
  // exhausted or pooled, a team's soldiers killed
  const soldiers = move.soldiers ?? [];
  team?.killed.push(...soldiers);
  team?.killed.sort((x, y) => x - y);
  const units = reset === undefined ? { count: soldiers.length, soldiers } : { count: reset.units };
  events.push({ kind: 'loss', phase, ...(phase === 5 || phase === 7 ? {} : { index: at.index }), ...units });
}

/** The team task in play: enemy `e` of the base (phase 7) or the card's current task (9; none once the card is done). */
function teamTaskAt(p: RoundParams, at: TablePosition, e: number) {
  if (at.phase === 7) {
    const enemy = itemAt(p.base.enemies, e);
    const set = (hits: number) => {
      at.base.markers[e] = hits;
      // an enemy destroyed: the next task begins (the rolls a stopping rule counts are a task's)
      if (hits >= enemy.hp) at.rolls = 0;
    };
    const team = { soldiers: p.base.soldiers, alive: baseAlive(p, at), killed: at.base.killed };
    return { ...team, task: enemy, bonus: 0, need: enemy.hp, markers: itemAt(at.base.markers, e), set };
  }
  const card = itemAt(p.missions, at.index);
  const m = itemAt(at.missions, at.index);
  if (m.done >= card.tasks.length) return undefined;
  const t = itemAt(card.tasks, m.done);
  const need = taskNeed(t);
  // a task done: the next task begins with no markers, the threat carried (taskRoll.ts, MISSIONS)
  const set = (hits: number) => {
    if (hits >= need) {
      m.done++;
      m.markers = 0;
      at.rolls = 0;
    } else m.markers = hits;
  };
  const team = { soldiers: card.soldiers, alive: cardAlive(card, m.killed), killed: m.killed };
  return { ...team, task: teamTask(t, card.soldiers.length), bonus: t.bonusDice ?? 0, need, markers: m.markers, set };
}

/** The round so far: what a summary reads of a position. */
export function roundSoFar(p: RoundParams, at: TablePosition) {
  const start = p.continents.map((c) => c.panic);
  return {
    panic: at.panic.map((panic, i) => ({ before: itemAt(start, i), after: panic, moved: panic - itemAt(start, i) })),
    research: p.research.map((a, i) => ({
      markers: itemAt(at.research, i).markers,
      need: a.cost - a.progress,
      completed: itemAt(at.research, i).markers >= a.cost - a.progress,
    })),
    baseDamage: { before: p.base.damage, after: at.baseDamage },
    redSpaceReached: at.baseDamage >= p.base.redSpace,
    missions: p.missions.map((card, c) => ({
      tasksDone: itemAt(at.missions, c).done,
      tasks: card.tasks.length,
      completed: itemAt(at.missions, c).done >= card.tasks.length,
    })),
    unitsLost: {
      scientists: p.research.reduce((n, a, i) => n + (itemAt(at.research, i).exhausted ? a.scientists : 0), 0),
      satellites: at.orbit.exhausted ? p.orbit.satellites : 0,
      interceptors: p.continents.reduce((n, c, i) => n + (itemAt(at.continents, i).pooled ? c.interceptors : 0), 0),
      soldiers: at.base.killed.length + at.missions.reduce((n, m) => n + m.killed.length, 0),
    },
  };
}
