/**
 * Phases 7 and 9 of a whole round by their best play (`play: "best"`), read as the round reads
 * their default play: they start at threat 1, so it does not depend on the phases before.
 */
import { solved, type DecisionParams, type RuledGame } from '../core/decisionKernel.js';
import { PolicyWalk } from '../core/decisionSolver.js';
import { ExactBudget } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import type { BaseDefenseParams, BaseEnd } from './baseDefense.js';
import { baseDefenseGame, type BaseDefenseBestParams } from './baseDefenseBest.js';
import type { XcomDie } from './dice.js';
import { missionGame, type MissionBestParams, type MissionState } from './missionBest.js';
import type { MissionEnd, MissionParams } from './missionTasks.js';

/** States a round's best phase may solve (the round's own exact bound does not reach `prepare`). */
const ROUND_BEST_STATES = 2_000_000;

/** `game` played the best way for its main event `name`, at no price per soldier, the stopping rule the player's. */
function bestParams<P>(game: P, name: string): DecisionParams<P> {
  return { game: { ...game, policy: {} }, objective: { name, direction: 'max', unitPrice: 0 }, rows: 0 };
}

/** "soldier 1", "soldier 2", ... for each of `list` */
const numbered = (word: string, list: readonly unknown[]) => list.map((_, i) => `${word} ${i + 1}`);

export function baseBestParams(p: BaseDefenseParams): DecisionParams<BaseDefenseBestParams> {
  const names = { soldiers: numbered('soldier', p.soldiers), enemies: numbered('enemy', p.enemies) };
  return bestParams({ ...p, markers: p.enemies.map(() => 0), names }, 'allDestroyed');
}

export function missionBestParams(p: MissionParams): DecisionParams<MissionBestParams> {
  const names = {
    cards: numbered('mission', p.cards),
    soldiers: p.cards.map((c) => numbered('soldier', c.soldiers)),
    tasks: p.cards.map((c) => numbered('task', c.tasks)),
  };
  return bestParams({ ...p, markers: p.cards.map((c) => c.tasks.map(() => 0)), names }, 'completed');
}

/** A solved best play walked by Monte Carlo: `play(rng)` answers how the phase ended where the policy stops. */
function bestWalk<P, S, E>(game: RuledGame<P, S, number, E>, params: DecisionParams<P>): PolicyWalk<S, number, E> {
  const { solution } = solved(game, params, new ExactBudget(ROUND_BEST_STATES));
  return new PolicyWalk(solution, game.endOf(params.game));
}

/** Base defence by its best play, as the round reads `BaseDefenseRolls`. */
export class BaseDefenseBestRolls implements BaseEnd {
  survivors = 0;
  soldiersLost = 0;
  rolls = 0;
  private readonly walk: PolicyWalk<number, number, BaseEnd>;

  constructor(p: BaseDefenseParams, die: XcomDie) {
    this.walk = bestWalk(baseDefenseGame, baseBestParams({ ...p, die }));
  }

  play(rng: Rng): void {
    const e = this.walk.play(rng);
    this.survivors = e.survivors;
    this.soldiersLost = e.soldiersLost;
    this.rolls = e.rolls;
  }
}

/** Missions by their best play, as the round reads the missions' `TeamTaskRolls`. */
export class MissionBestRolls implements MissionEnd {
  readonly done: Int32Array;
  readonly lost: Int32Array;
  rolls = 0;
  threat = 0;
  private readonly walk: PolicyWalk<MissionState, number, MissionEnd>;

  constructor(p: MissionParams, die: XcomDie) {
    this.walk = bestWalk(missionGame, missionBestParams({ ...p, die }));
    this.done = new Int32Array(p.cards.length);
    this.lost = new Int32Array(p.cards.length);
  }

  play(rng: Rng): void {
    const e = this.walk.play(rng);
    this.done.set(e.done);
    this.lost.set(e.lost);
    this.rolls = e.rolls;
    this.threat = e.threat;
  }
}
