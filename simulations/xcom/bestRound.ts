/**
 * Phases 7 and 9 of a whole round by their best play (`play: "best"` of the round): each phase's
 * main event maximised (base defence: every enemy destroyed; missions: every mission completed),
 * no price per soldier. They start at threat 1 as the round plays them, so their best play does
 * not depend on the phases before. Each offers what the round reads of its default play
 * (`BaseDefenseRolls`, `MissionRolls`): a Monte Carlo walk of the solved policy that leaves the
 * same fields, and the exact kernel and parameters the round's exact method composes.
 */
import type { DecisionParams } from '../core/decisionKernel.js';
import { PolicyWalk, STOP, type Solution } from '../core/decisionSolver.js';
import { solved } from '../core/decisionKernel.js';
import { ExactBudget } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import type { BaseDefenseParams } from './baseDefense.js';
import { BasePacking, baseDefenseGame, type BaseDefenseBestParams } from './baseDefenseBest.js';
import { capOf, clockThreat, type XcomDie } from './dice.js';
import { missionGame, type MissionBestParams, type MissionState } from './missionBest.js';
import type { MissionParams } from './missionTasks.js';
import { popcount } from './teamAssignment.js';

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

/** Base defence by its best play, as the round reads `BaseDefenseRolls`. */
export class BaseDefenseBestRolls {
  survivors = 0;
  soldiersLost = 0;
  rolls = 0;
  private readonly walk: PolicyWalk<number, number>;
  private readonly ends: Int32Array;

  constructor(p: BaseDefenseParams, die: XcomDie) {
    const params = baseBestParams({ ...p, die });
    const { solution } = solved(baseDefenseGame, params, new ExactBudget(ROUND_BEST_STATES));
    this.walk = new PolicyWalk(solution);
    const packing = new BasePacking(params.game);
    // per ending: survivors, soldiers lost, rolls (3 entries)
    this.ends = new Int32Array(3 * solution.states.length);
    solution.states.forEach((s, id) => {
      if (solution.choice[id] !== STOP) return;
      const u = packing.unpack(s);
      this.ends[3 * id] = p.enemies.filter((e, i) => u.markers[i]! < e.hp).length;
      this.ends[3 * id + 1] = p.soldiers.length - popcount(u.alive);
      this.ends[3 * id + 2] = u.threat - p.threat;
    });
  }

  play(rng: Rng): void {
    const id = this.walk.play(rng);
    this.survivors = this.ends[3 * id]!;
    this.soldiersLost = this.ends[3 * id + 1]!;
    this.rolls = this.ends[3 * id + 2]!;
  }
}

/** Missions by their best play, as the round reads `MissionRolls`. */
export class MissionBestRolls {
  readonly done: Int32Array;
  readonly lost: Int32Array;
  rolls = 0;
  threat = 0;
  private readonly walk: PolicyWalk<MissionState, number>;
  private readonly solution: Solution<MissionState, number>;

  constructor(
    private readonly p: MissionParams,
    die: XcomDie,
  ) {
    const { solution } = solved(missionGame, missionBestParams({ ...p, die }), new ExactBudget(ROUND_BEST_STATES));
    this.solution = solution;
    this.walk = new PolicyWalk(solution);
    this.done = new Int32Array(p.cards.length);
    this.lost = new Int32Array(p.cards.length);
  }

  play(rng: Rng): void {
    const s = this.solution.states[this.walk.play(rng)]!;
    const { cards } = this.p;
    // the cards ended, the one in play where it stopped, the later ones with nothing done
    for (let c = 0; c < cards.length; c++) {
      const e = s.ended[c];
      if (e) {
        this.done[c] = e[0];
        this.lost[c] = e[1];
      } else if (c === s.c) {
        this.done[c] = s.i;
        this.lost[c] = cards[c]!.soldiers.length - popcount(s.alive);
      } else {
        this.done[c] = 0;
        this.lost[c] = 0;
      }
    }
    this.rolls = s.threat - this.p.threat;
    this.threat = clockThreat(this.p.threat, s.threat, capOf(this.p));
  }
}
