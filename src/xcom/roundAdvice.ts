/**
 * The advice at the table (docs/rules.md, "XCOM: the table's step"): from a position at a decision, the
 * phase's best-play game solved from where play stands, for the phase's objective, by the games
 * the `/best` endpoints solve (simulations/xcom/*Best.ts) with the same parameters they build from
 * their bodies; so the advice is `/best`'s answer for the same state. Its `question` is that body.
 *
 * - Phases 4, 5: the task in play, as `/v1/xcom/research/best` and `/orbital-defense/best` read
 *   it: the markers placed are progress, the threat the threat now.
 * - Phase 6: every continent, as `/v1/xcom/global-defense/best` reads them, those ended with
 *   their UFOs left and no interceptor (the game passes them as they ended); mid-continent or
 *   after a loss, which no body writes, the game is solved from the state itself (the continent
 *   in play at its threat and markers, the later ones at threat 1, the ended ones as they ended).
 * - Phase 7: the soldiers alive and the enemies alive with their markers, as
 *   `/v1/xcom/base-defense/best`. Phase 9: the cards left, the one in play with its soldiers
 *   alive and its tasks left (markers on the current one), as `/v1/xcom/mission/best`.
 * - The default play is the phase's own endpoint's play of the same body (its `policy`), valued
 *   exactly as `/best` values `defaultPlay`; mid-continent in phase 6, the stopping rule is
 *   played in the game from the same state.
 */
import {
  objectiveWeights,
  solved,
  type DecisionGame,
  type DecisionParams,
  type ObjectiveParams,
} from '../../simulations/core/decisionKernel.js';
import { exactEnds } from '../../simulations/core/decisionSolver.js';
import type { ExactBudget, Kernel } from '../../simulations/core/kernel.js';
import { zeros, type Rational } from '../../simulations/core/rational.js';
import { itemAt } from '../../simulations/core/itemAt.js';
import { baseDefense } from '../../simulations/xcom/baseDefense.js';
import { baseDefenseGame } from '../../simulations/xcom/baseDefenseBest.js';
import { globalDefense } from '../../simulations/xcom/globalDefense.js';
import { NEXT, ROLL as GLOBAL_ROLL, globalGame, type GlobalState } from '../../simulations/xcom/globalDefenseBest.js';
import { ABANDON, missionGame } from '../../simulations/xcom/missionBest.js';
import { missionTasks } from '../../simulations/xcom/missionTasks.js';
import { orbitalDefense } from '../../simulations/xcom/orbitalDefense.js';
import { mayRoll } from '../../simulations/xcom/policy.js';
import { researchTask } from '../../simulations/xcom/researchTask.js';
import { ROLL, orbitalGame, researchGame } from '../../simulations/xcom/resetTaskBest.js';
import type { RoundParams } from '../../simulations/xcom/roundLayout.js';
import { baseAlive, cardAlive, legalMoves, type TableMove, type TablePosition } from '../../simulations/xcom/roundStep.js';
import type { z } from 'zod';
import { cardParams, enemyParams, soldierParams, threatCapOf, type soldierSchema } from '../schemas/xcom.js';
import type { TableObjectives } from '../schemas/xcomTable.js';
import type { ExactJob } from '../engine/kernels.js';
import { globalParams, orbitalParams, researchParams } from './resetPhaseParams.js';
import { namesOf, option, standingOf, summaryOf, taskOf, type TableBoard, type TableNames } from './roundTable.js';

const TEAM = 2 ** 12;
const indicesOf = (mask: number, list: readonly number[]) => list.filter((_, k) => (mask >> k) & 1);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

interface Valued {
  value: number;
  fraction: string;
}

const valuedOf = (r: Rational): Valued => ({ value: r.toNumber(), fraction: r.toString() });

/** The best play of a game from its start (or `from`), exactly valued, with the raw first move. */
function bestOf<P, S, M>(game: DecisionGame<P, S, M>, params: DecisionParams<P>, budget: ExactBudget, from = {}) {
  const { tally, ends, solution, decisions } = solved(game, params, budget, from);
  const acc = zeros(tally.size);
  for (const { s, p } of exactEnds(solution, budget)) for (const slot of ends(s)) acc[slot] = acc[slot]!.add(p);
  const weights = objectiveWeights(game as DecisionGame<P, unknown, unknown>, params.game, tally, params.objective);
  const notes = game.notes(params.game, solution, decisions(), 0);
  return {
    value: weights.value(acc),
    move: solution.move[0],
    start: solution.states[0]!,
    firstMove: notes.firstMove as Record<string, unknown>,
  };
}

/** A default kernel's exact play valued for the objective, as `/best` values `defaultPlay`. */
function defaultOf<P, G>(
  kernel: Kernel<P>,
  params: P,
  game: DecisionGame<G, unknown, unknown>,
  gameParams: G,
  o: ObjectiveParams,
  budget: ExactBudget,
) {
  if (kernel.exact === undefined) throw new Error(`${kernel.name} has no exact method`);
  const slots = kernel.exact(params, budget);
  return objectiveWeights(game, gameParams, kernel.tally(params), o).value(slots);
}

type PhaseKey = keyof TableObjectives;
const PHASE_KEY: Record<4 | 5 | 6 | 7 | 9, PhaseKey> = { 4: 'research', 5: 'orbital', 6: 'global', 7: 'base', 9: 'missions' };
const URL: Record<PhaseKey, string> = {
  research: '/v1/xcom/research/best',
  orbital: '/v1/xcom/orbital-defense/best',
  global: '/v1/xcom/global-defense/best',
  base: '/v1/xcom/base-defense/best',
  missions: '/v1/xcom/mission/best',
};

/** The shared fields of a `/best` body and of the kernels' parameters. */
function trackOf(b: TableBoard) {
  return { ...threatCapOf(b), ...(b.die === undefined ? {} : { die: b.die }) };
}

interface Solved {
  best: { move: TableMove; value: Rational; firstMove: Record<string, unknown> };
  defaultValue: Rational;
  question: Record<string, unknown> | null;
}

/** The advice for a position at a decision (not over). */
export function adviceOf(
  b: TableBoard,
  p: RoundParams,
  at: TablePosition,
  names: TableNames,
  objectives: TableObjectives,
  budget: ExactBudget,
) {
  const phase = at.phase as 4 | 5 | 6 | 7 | 9;
  const key = PHASE_KEY[phase];
  const chosen = objectives[key];
  const objective = { ...chosen.objective, unitPrice: chosen.unitPrice };
  const solvedNow = solvePhase(b, p, at, names, objective, budget);
  const defaultMove = defaultMoveOf(p, at, b.policy);
  return {
    phase,
    task: taskOf(p, at, names)!,
    standing: standingOf(p, at, names),
    objective,
    best: { ...option(p, at, names, solvedNow.best.move), ...valuedOf(solvedNow.best.value), firstMove: solvedNow.best.firstMove },
    defaultPlay: { ...option(p, at, names, defaultMove), ...valuedOf(solvedNow.defaultValue) },
    moves: legalMoves(p, at).map((m) => option(p, at, names, m)),
    question:
      solvedNow.question === null
        ? null
        : { url: URL[key], body: { ...solvedNow.question, objective: chosen.objective, unitPrice: chosen.unitPrice, method: 'exact' } },
  };
}

function solvePhase(
  b: TableBoard,
  p: RoundParams,
  at: TablePosition,
  names: TableNames,
  objective: ObjectiveParams,
  budget: ExactBudget,
): Solved {
  const track = trackOf(b);
  switch (at.phase) {
    case 4: {
      const a = itemAt(b.research, at.index);
      const body = {
        scientists: a.scientists,
        cost: a.cost,
        progress: a.progress + itemAt(at.research, at.index).markers,
        bonusDice: a.bonusDice,
        threat: at.threat,
        policy: b.policy.research,
        ...track,
      };
      return resetPhase(researchGame, researchTask, researchParams(body), body, objective, budget);
    }
    case 5: {
      const body = {
        satellites: p.orbit.satellites,
        ufos: p.orbit.ufos - at.orbit.destroyed,
        threat: at.threat,
        policy: b.policy.orbital,
        ...track,
      };
      return resetPhase(orbitalGame, orbitalDefense, orbitalParams(body), body, objective, budget);
    }
    case 6:
      return globalPhase(b, p, at, names, objective, budget);
    case 7:
      return basePhase(b, p, at, names, objective, budget);
    default:
      return missionPhase(b, p, at, names, objective, budget);
  }
}

/**
 * Phases 4 and 5: the task in play as its `/best` endpoint reads `body` (the body's stopping rule
 * for the default play alone), roll or stop.
 */
function resetPhase<P extends { policy: object }>(
  game: DecisionGame<P, number, number>,
  kernel: Kernel<P>,
  params: P,
  body: Record<string, unknown>,
  objective: ObjectiveParams,
  budget: ExactBudget,
): Solved {
  const decisions = { ...params, policy: {} };
  const best = bestOf(game, { game: decisions, objective, rows: 0 }, budget);
  const move: TableMove = best.move === ROLL ? { roll: {} } : { stop: true };
  const value = defaultOf(kernel, params, game as DecisionGame<P, unknown, unknown>, decisions, objective, budget);
  return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: value, question: body };
}

function globalPhase(
  b: TableBoard,
  p: RoundParams,
  at: TablePosition,
  names: TableNames,
  objective: ObjectiveParams,
  budget: ExactBudget,
): Solved {
  const all = range(p.continents.length);
  const now = itemAt(at.continents, at.index);
  const before = all.slice(0, at.index);
  // the continents ended: their UFOs left and whether their interceptors went to the pool
  const ended = before.map(
    (i) => [itemAt(p.continents, i).ufos - itemAt(at.continents, i).destroyed, itemAt(at.continents, i).pooled] as const,
  );
  const bodyOf = (ufos: (i: number) => number, interceptors: (i: number) => number) => ({
    continents: all.map((i) => ({ name: itemAt(names.continents, i), interceptors: interceptors(i), ufos: ufos(i) })),
    threat: 1,
    policy: b.policy.global,
    ...trackOf(b),
  });
  const gameOf = (body: ReturnType<typeof bodyOf>) => ({ ...globalParams(body), policy: {}, names: body.continents.map((c) => c.name) });
  const fresh = at.threat === 1 && now.destroyed === 0 && at.rolls === 0 && ended.every(([, pooled]) => !pooled);
  if (fresh) {
    // a body writes it: the continents ended as continents with their UFOs left and no interceptor,
    // which the game passes as they ended; the one in play and the later ones as they are
    const body = bodyOf(
      (i) => (i < at.index ? itemAt(ended, i)[0] : itemAt(p.continents, i).ufos),
      (i) => (i < at.index ? 0 : itemAt(p.continents, i).interceptors),
    );
    const game = gameOf(body);
    const best = bestOf(globalGame, { game, objective, rows: 0 }, budget);
    const move: TableMove = best.move === GLOBAL_ROLL ? { roll: {} } : { stop: true };
    const value = defaultOf(globalDefense, globalParams(body), globalGame as never, game, objective, budget);
    return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: value, question: body };
  }
  // mid-continent, or after a loss: the game solved from the state itself
  const game = gameOf(
    bodyOf(
      (i) => itemAt(p.continents, i).ufos,
      (i) => itemAt(p.continents, i).interceptors,
    ),
  );
  const params: DecisionParams<typeof game> = { game, objective, rows: 0 };
  const start: GlobalState = { i: at.index, hits: now.destroyed, threat: at.threat, lost: false, ended };
  const best = bestOf(globalGame, params, budget, { start });
  const move: TableMove = best.move === GLOBAL_ROLL ? { roll: {} } : { stop: true };
  // the stopping rule played in the game from the same state: the continent in play counts its
  // rolls from the position's, each later one from threat 1
  const policy = b.policy.global;
  const rollsOf = (s: GlobalState) => (s.i === at.index ? at.rolls + (s.threat - at.threat) : s.threat - 1);
  const played = bestOf(globalGame, params, budget, {
    start,
    moves: (s: GlobalState) => (s.i >= all.length ? [] : [mayRoll(policy, s.threat, rollsOf(s)) ? GLOBAL_ROLL : NEXT]),
  });
  return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: played.value, question: null };
}

function basePhase(
  b: TableBoard,
  p: RoundParams,
  at: TablePosition,
  names: TableNames,
  objective: ObjectiveParams,
  budget: ExactBudget,
): Solved {
  const base = b.base!; // phase 7 is at a decision: the base has enemies and soldiers
  const alive = indicesOf(baseAlive(p, at), range(p.base.soldiers.length));
  const enemies = range(p.base.enemies.length).filter((e) => itemAt(at.base.markers, e) < itemAt(p.base.enemies, e).hp);
  const body = {
    soldiers: alive.map((s) => ({ ...itemAt(base.soldiers, s), name: itemAt(names.baseSoldiers, s) })),
    enemies: enemies.map((e) => ({ ...itemAt(base.enemies, e), markers: itemAt(at.base.markers, e) })),
    threat: at.threat,
    policy: b.policy.base,
    ...trackOf(b),
  };
  const track = threatCapOf(b);
  const game = {
    soldiers: body.soldiers.map(soldierParams),
    enemies: body.enemies.map(enemyParams),
    threat: at.threat,
    policy: {},
    ...track,
    ...(b.die === undefined ? {} : { die: b.die }),
    markers: body.enemies.map((e) => e.markers),
    names: { soldiers: alive.map((s) => itemAt(names.baseSoldiers, s)), enemies: enemies.map((e) => itemAt(names.enemies, e)) },
  };
  const best = bestOf(baseDefenseGame, { game, objective, rows: 0 }, budget);
  const raw = best.move;
  const move: TableMove =
    raw === undefined
      ? { stop: true }
      : { roll: { enemy: itemAt(enemies, Math.floor(raw / TEAM)), soldiers: indicesOf(raw % TEAM, alive) } };
  const defaultParams = {
    soldiers: game.soldiers,
    enemies: body.enemies.map((e) => ({ ...enemyParams(e), hp: e.hp - e.markers })),
    threat: at.threat,
    policy: b.policy.base,
    die: b.die,
    ...track,
  };
  const value = defaultOf(baseDefense, defaultParams, baseDefenseGame as never, game, objective, budget);
  return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: value, question: body };
}

function missionPhase(
  b: TableBoard,
  p: RoundParams,
  at: TablePosition,
  names: TableNames,
  objective: ObjectiveParams,
  budget: ExactBudget,
): Solved {
  const cards = range(p.missions.length).slice(at.index);
  const now = itemAt(at.missions, at.index);
  const aliveNow = indicesOf(cardAlive(itemAt(p.missions, at.index), now.killed), range(itemAt(p.missions, at.index).soldiers.length));
  // every card, soldier and task named as the board names it, so that `/best` names them alike
  const cardBody = (c: number) => {
    const card = itemAt(b.missions, c);
    const first = c === at.index;
    const listed = (list: Array<z.output<typeof soldierSchema>>, k: number) => ({
      ...itemAt(list, k),
      name: itemAt(itemAt(names.cardSoldiers, c), k),
    });
    const keep = first ? aliveNow : range(itemAt(p.missions, c).soldiers.length);
    const soldiers = typeof card.soldiers === 'number' ? keep.length : keep.map((k) => listed(card.soldiers as never, k));
    const from = first ? now.done : 0;
    const tasks = card.tasks.slice(from).map((t, i) => ({
      ...t,
      name: itemAt(itemAt(names.tasks, c), from + i),
      ...(t.kind === 'enemy' ? { markers: first && i === 0 ? now.markers : 0 } : {}),
    }));
    return { name: itemAt(names.cards, c), soldiers, tasks };
  };
  const missions = cards.map(cardBody);
  const body = { missions, threat: at.threat, policy: b.policy.missions, ...trackOf(b) };
  type Card = (typeof missions)[number];
  const asCard = (m: Card) => cardParams(m.soldiers, m.tasks as never);
  const game = {
    cards: missions.map(asCard),
    threat: at.threat,
    policy: {},
    ...threatCapOf(b),
    ...(b.die === undefined ? {} : { die: b.die }),
    markers: missions.map((m) => m.tasks.map((t) => ('markers' in t ? (t.markers ?? 0) : 0))),
    // as `/v1/xcom/mission/best` names them: soldiers known by count are "soldier 1", ... of those left
    names: {
      cards: missions.map((m) => m.name),
      soldiers: missions.map((m) =>
        typeof m.soldiers === 'number' ? range(m.soldiers).map((k) => `soldier ${k + 1}`) : m.soldiers.map((x) => x.name),
      ),
      tasks: missions.map((m) => m.tasks.map((t) => t.name)),
    },
  };
  const best = bestOf(missionGame, { game, objective, rows: 0 }, budget);
  const raw = best.move;
  const move: TableMove =
    raw === undefined ? { stop: true } : raw === ABANDON ? { abandon: true } : { roll: { soldiers: indicesOf(raw, aliveNow) } };
  const lessMarkers = (m: Card) => ({
    ...m,
    tasks: m.tasks.map((t) => (t.kind === 'enemy' && 'markers' in t ? { ...t, hp: t.hp - (t.markers ?? 0) } : t)),
  });
  const defaultParams = {
    cards: missions.map((m) => asCard(lessMarkers(m))),
    threat: at.threat,
    policy: b.policy.missions,
    die: b.die,
    ...threatCapOf(b),
  };
  const value = defaultOf(missionTasks, defaultParams, missionGame as never, game, objective, budget);
  return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: value, question: body };
}

/** The move the phase's default play makes now: its stopping rule, and in phases 7 and 9 its team. */
export function defaultMoveOf(p: RoundParams, at: TablePosition, policies: TableBoard['policy']): TableMove {
  const moves = legalMoves(p, at);
  const policy = policies[PHASE_KEY[at.phase as 4 | 5 | 6 | 7 | 9]];
  // the default play's team: the first enemy open, its team of most dice (teamAssignment.ts's
  // order, which `legalMoves` keeps: the first listed for an enemy is the default's)
  const rolls = moves.filter((m): m is Extract<TableMove, { roll: unknown }> => 'roll' in m);
  if (mayRoll(policy, at.threat, at.rolls)) return rolls[0] ?? { stop: true };
  // a threat past `stopAtThreat` ends the phase (it only rises); `maxRolls` reached ends the task:
  // phases 4 and 6 go on to the next, 9 to the next card (baseDefense.ts, missionTasks.ts), 7 to
  // the next enemy open (the position keeps no record of the enemies passed before)
  if (!mayRoll({ ...policy, maxRolls: undefined }, at.threat, at.rolls)) return { stop: true };
  if (at.phase === 9) return moves.find((m) => 'abandon' in m) ?? { stop: true };
  if (at.phase === 7) return rolls.find((m) => m.roll.enemy !== rolls[0]?.roll.enemy) ?? { stop: true };
  return { stop: true };
}

/** What both table endpoints answer for a position: the state, where it stands, the advice, the round so far. */
export function tableAnswer<B extends TableBoard>(
  b: B,
  p: RoundParams,
  at: TablePosition,
  objectives: TableObjectives,
  budget: ExactBudget,
) {
  const names = namesOf(b);
  const over = at.phase === 'over';
  return {
    state: { board: b, at },
    over,
    standing: standingOf(p, at, names),
    advice: over ? null : adviceOf(b, p, at, names, objectives, budget),
    summary: summaryOf(p, at, names),
  };
}

/** What the advice is computed from, as plain data (it crosses to a worker thread). */
export interface TableAdviceInput<B extends TableBoard> {
  board: B;
  p: RoundParams;
  at: TablePosition;
  objectives: TableObjectives;
}

/** The table's answer as an exact job (src/engine/kernels.ts): solved off the event loop. */
export const tableAdviceJob: ExactJob<TableAdviceInput<TableBoard>, ReturnType<typeof tableAnswer<TableBoard>>> = {
  name: 'xcom.table.advice',
  run: (input, budget) => tableAnswer(input.board, input.p, input.at, input.objectives, budget),
};
