/**
 * Phases 7 and 9 of a whole round by their best play (`play: "best"` of the round): each phase's
 * main event maximised (base defence: every enemy destroyed; missions: every mission completed),
 * no price per soldier. They start at threat 1 as the round plays them, so their best play does
 * not depend on the phases before. Each offers what the round reads of its default play
 * (`BaseDefenseRolls`, `MissionRolls`): a Monte Carlo walk of the solved policy that leaves the
 * same fields, and the exact kernel and parameters the round's exact method composes.
 */
import type { DecisionGame, DecisionParams } from '../core/decisionKernel.js';
import { PolicyWalk, STOP } from '../core/decisionSolver.js';
import { solved } from '../core/decisionKernel.js';
import { ExactBudget } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import type { BaseDefenseParams, BaseEnd } from './baseDefense.js';
import { baseDefenseGame, baseEndOf, type BaseDefenseBestParams } from './baseDefenseBest.js';
import type { XcomDie } from './dice.js';
import { missionEndOf, missionGame, type MissionBestParams, type MissionState } from './missionBest.js';
import type { MissionEnd, MissionParams } from './missionTasks.js';

/** States a round's best phase may solve (the round's own exact bound does not reach `prepare`). */
const ROUND_BEST_STATES = 2_000_000;

const objective = (name: string) => ({ name, direction: 'max' as const, unitPrice: 0 });

export function baseBestParams(p: BaseDefenseParams): DecisionParams<BaseDefenseBestParams> {
  return {
    game: {
      ...p,
      policy: {},
      markers: p.enemies.map(() => 0),
      names: { soldiers: p.soldiers.map((_, i) => `soldier ${i + 1}`), enemies: p.enemies.map((_, i) => `enemy ${i + 1}`) },
    },
    objective: objective('allDestroyed'),
    rows: 0,
  };
}

export function missionBestParams(p: MissionParams): DecisionParams<MissionBestParams> {
  return {
    game: {
      ...p,
      policy: {},
      markers: p.cards.map((c) => c.tasks.map(() => 0)),
      names: {
        cards: p.cards.map((_, c) => `mission ${c + 1}`),
        soldiers: p.cards.map((c) => c.soldiers.map((_, i) => `soldier ${i + 1}`)),
        tasks: p.cards.map((c) => c.tasks.map((_, i) => `task ${i + 1}`)),
      },
    },
    objective: objective('completed'),
    rows: 0,
  };
}

/**
 * A solved best play walked by Monte Carlo: `play(rng)` follows the policy and answers how the
 * phase ended where it stopped (`endOf` of that state, found once per state).
 */
class BestEnds<P, S, E> {
  private readonly walk: PolicyWalk<S, number>;
  private readonly ends: E[] = [];

  constructor(game: DecisionGame<P, S, number>, params: DecisionParams<P>, endOf: (p: P) => (s: S) => E) {
    const { solution } = solved(game, params, new ExactBudget(ROUND_BEST_STATES));
    this.walk = new PolicyWalk(solution);
    const end = endOf(params.game);
    solution.states.forEach((s, id) => {
      if (solution.choice[id] === STOP) this.ends[id] = end(s);
    });
  }

  play(rng: Rng): E {
    return this.ends[this.walk.play(rng)]!; // the walk stops at a state whose end is kept
  }
}

/** Base defence by its best play, as the round reads `BaseDefenseRolls`. */
export class BaseDefenseBestRolls implements BaseEnd {
  survivors = 0;
  soldiersLost = 0;
  rolls = 0;
  private readonly ends: BestEnds<BaseDefenseBestParams, number, BaseEnd>;

  constructor(p: BaseDefenseParams, die: XcomDie) {
    this.ends = new BestEnds(baseDefenseGame, baseBestParams({ ...p, die }), baseEndOf);
  }

  play(rng: Rng): void {
    const e = this.ends.play(rng);
    this.survivors = e.survivors;
    this.soldiersLost = e.soldiersLost;
    this.rolls = e.rolls;
  }
}

/** Missions by their best play, as the round reads `MissionRolls`. */
export class MissionBestRolls implements MissionEnd {
  readonly done: Int32Array;
  readonly lost: Int32Array;
  rolls = 0;
  threat = 0;
  private readonly ends: BestEnds<MissionBestParams, MissionState, MissionEnd>;

  constructor(p: MissionParams, die: XcomDie) {
    this.ends = new BestEnds(missionGame, missionBestParams({ ...p, die }), missionEndOf);
    this.done = new Int32Array(p.cards.length);
    this.lost = new Int32Array(p.cards.length);
  }

  play(rng: Rng): void {
    const e = this.ends.play(rng);
    this.done.set(e.done);
    this.lost.set(e.lost);
    this.rolls = e.rolls;
    this.threat = e.threat;
  }
}
