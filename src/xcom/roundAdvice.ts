/**
 * The advice at the table (docs/rules.md, "The table's step"): from a position at a decision, the
 * phase's best-play game solved from where play stands, for the phase's objective, by the games
 * the `/best` endpoints solve (simulations/xcom/*Best.ts) with the same parameters they build from
 * their bodies; so the advice is `/best`'s answer for the same state. Its `question` is that body.
 *
 * - Phases 4, 5: the task in play, as `/v1/xcom/research/best` and `/orbital-defense/best` read
 *   it: the markers placed are progress, the threat the threat now.
 * - Phase 6: the continents left, from the one in play, as `/v1/xcom/global-defense/best` reads
 *   them; mid-continent (a threat above 1) the game is solved from the state of the continent in
 *   play (its markers and threat), the later ones at threat 1, which no body writes.
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
import { capOf } from '../../simulations/xcom/dice.js';
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
import { cardParams, enemyParams, soldierParams, threatCapOf } from '../schemas/xcom.js';
import type { TableObjectives } from '../schemas/xcomTable.js';
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
  const left = range(p.continents.length).slice(at.index);
  const destroyed = itemAt(at.continents, at.index).destroyed;
  const body = {
    continents: left.map((i) => ({
      name: itemAt(names.continents, i),
      interceptors: itemAt(b.continents, i).interceptors,
      ufos: itemAt(b.continents, i).ufos,
    })),
    threat: 1,
    policy: b.policy.global,
    ...trackOf(b),
  };
  const game = { ...globalParams(body), policy: {}, names: body.continents.map((c) => c.name) };
  const params: DecisionParams<typeof game> = { game, objective, rows: 0 };
  const fresh = at.threat === 1 && destroyed === 0 && at.rolls === 0;
  // the continent in play where it stands (the game's own start when it is fresh)
  const start: GlobalState = { i: 0, hits: destroyed, threat: at.threat, lost: false, ended: [] };
  const best = bestOf(globalGame, params, budget, fresh ? {} : { start });
  const move: TableMove = best.move === GLOBAL_ROLL ? { roll: {} } : { stop: true };
  if (fresh) {
    const value = defaultOf(globalDefense, globalParams(body), globalGame as never, game, objective, budget);
    return { best: { move, value: best.value, firstMove: best.firstMove }, defaultValue: value, question: body };
  }
  // the stopping rule played in the game from the same state: the continent in play counts its rolls from the position's
  const policy = b.policy.global;
  const cap = capOf(p);
  const rollsOf = (s: GlobalState) => (s.i === 0 ? at.rolls + (s.threat - at.threat) : s.threat - 1);
  const played = bestOf(globalGame, params, budget, {
    start,
    moves: (s: GlobalState) => (s.i >= left.length ? [] : [mayRoll(policy, Math.min(s.threat, cap), rollsOf(s)) ? GLOBAL_ROLL : NEXT]),
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
    soldiers: alive.map((s) => itemAt(base.soldiers, s)),
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
  const cardBody = (c: number) => {
    const card = itemAt(b.missions, c);
    const first = c === at.index;
    const soldiers = !first
      ? card.soldiers
      : typeof card.soldiers === 'number'
        ? aliveNow.length
        : aliveNow.map((s) => itemAt(card.soldiers as unknown[], s));
    const tasks = (first ? card.tasks.slice(now.done) : card.tasks).map((t, i) =>
      t.kind === 'enemy' ? { ...t, markers: first && i === 0 ? now.markers : 0 } : t,
    );
    return { ...(card.name === undefined ? {} : { name: card.name }), soldiers, tasks };
  };
  const missions = cards.map(cardBody);
  const body = { missions, threat: at.threat, policy: b.policy.missions, ...trackOf(b) };
  type Card = (typeof missions)[number];
  const asCard = (m: Card) => cardParams(m.soldiers as never, m.tasks as never);
  const game = {
    cards: missions.map(asCard),
    threat: at.threat,
    policy: {},
    ...threatCapOf(b),
    ...(b.die === undefined ? {} : { die: b.die }),
    markers: missions.map((m) => m.tasks.map((t) => ('markers' in t ? t.markers : 0))),
    names: {
      cards: cards.map((c) => itemAt(names.cards, c)),
      soldiers: cards.map((c) =>
        c === at.index ? aliveNow.map((s) => itemAt(itemAt(names.cardSoldiers, c), s)) : itemAt(names.cardSoldiers, c),
      ),
      tasks: cards.map((c) => itemAt(names.tasks, c).slice(c === at.index ? now.done : 0)),
    },
  };
  const best = bestOf(missionGame, { game, objective, rows: 0 }, budget);
  const raw = best.move;
  const move: TableMove =
    raw === undefined ? { stop: true } : raw === ABANDON ? { abandon: true } : { roll: { soldiers: indicesOf(raw, aliveNow) } };
  const lessMarkers = (m: Card) => ({
    ...m,
    tasks: m.tasks.map((t) => (t.kind === 'enemy' && 'markers' in t ? { ...t, hp: t.hp - t.markers } : t)),
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
  if (!mayRoll(policy, at.threat, at.rolls)) return { stop: true };
  const rolls = moves.filter((m) => 'roll' in m);
  // the default play's team: the first enemy open, its team of most dice (teamAssignment.ts's
  // order, which `legalMoves` keeps: the first listed for an enemy is the default's)
  return rolls[0] ?? { stop: true };
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
