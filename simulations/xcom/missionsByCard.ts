/**
 * The missions of a round valued card by card for the placement planner (planParts.ts
 * `soldierValues`), under the default play or the best play (every mission completed): far fewer
 * and far smaller problems than one over all the cards for each set of teams on them, with the
 * same answers (docs/planner.md, "The missions' best play, card by card"). In doubles: the chance
 * that every card is completed, and the soldiers expected to be killed.
 */
import { STOP, solve, type DecisionProblem } from '../core/decisionSolver.js';
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { missionBestParams } from './bestRound.js';
import { STANDARD_XCOM_DIE, addRolls, capOf } from './dice.js';
import { missionGame, type MissionState } from './missionBest.js';
import { taskCard, type MissionCard, type MissionEnd } from './missionTasks.js';
import type { Play } from './planParts.js';
import { PHASE_START_THREAT, type RoundParams } from './roundLayout.js';
import { SuccessLaws } from './taskRoll.js';
import { cardEnds } from './teamTasks.js';
import type { Soldier } from './teamAssignment.js';

/** What the cards from one on give: P(every one completed), E[soldiers killed]. */
export interface MissionsValue {
  completed: number;
  killed: number;
}

const DONE: MissionsValue = { completed: 1, killed: 0 };

/** One way a card ends under the play: its chance, completed or not, soldiers lost, where the next card begins. */
interface CardOutcome {
  p: number;
  completed: boolean;
  lost: number;
  /** the default play: the rolls made before the next card; the best play: the threat it begins at */
  next: number;
}

export class MissionsByCard {
  /** by card, its teams and the later cards' (the teams joined) and where it begins */
  private readonly memo = new Map<string, MissionsValue>();
  /** the default play's card outcomes by card, team on it and rolls before it */
  private readonly laws = new Map<string, CardOutcome[]>();
  private readonly successLaws: SuccessLaws;

  constructor(
    private readonly round: RoundParams,
    private readonly pool: Soldier[],
    private readonly play: Play,
    private readonly budget: ExactBudget,
  ) {
    this.successLaws = new SuccessLaws(round.die ?? STANDARD_XCOM_DIE, capOf(round));
  }

  /** `teams[c]`: the pool soldiers on card c (a bit mask). */
  value(teams: readonly number[]): MissionsValue {
    return this.from(0, teams, this.play === 'default' ? 0 : PHASE_START_THREAT);
  }

  /** The cards from `c` on, begun at `at`, every card before completed (the best play) or played (the default). */
  private from(c: number, teams: readonly number[], at: number): MissionsValue {
    if (c >= this.round.missions.length) return DONE;
    const key = `${c}|${teams.slice(c).join(',')}|${at}`;
    let value = this.memo.get(key);
    if (value === undefined) {
      this.budget.check();
      const outcomes = this.play === 'default' ? this.defaultCard(c, itemAt(teams, c), at) : this.bestCard(c, teams, at);
      value = { completed: 0, killed: 0 };
      for (const o of outcomes) {
        value.killed += o.p * o.lost;
        if (!o.completed && this.play === 'best') continue;
        const later = this.from(c + 1, teams, o.next);
        if (o.completed) value.completed += o.p * later.completed;
        value.killed += o.p * later.killed;
      }
      this.memo.set(key, value);
    }
    return value;
  }

  /** Card `c` with the pool soldiers of `team` on it. */
  private card(c: number, team: number): MissionCard {
    const fixed = itemAt(this.round.missions, c);
    return { ...fixed, soldiers: [...fixed.soldiers, ...this.pool.filter((_, i) => (team >> i) & 1)] };
  }

  /** Card `c` under the default play after `before` rolls: its end law (`cardEnds`) in doubles. */
  private defaultCard(c: number, team: number, before: number): CardOutcome[] {
    const key = `${c}:${team}:${before}`;
    let outcomes = this.laws.get(key);
    if (outcomes === undefined) {
      const card = this.card(c, team);
      const start = { threat: PHASE_START_THREAT, before, policy: this.round.policy.missions };
      outcomes = cardEnds(taskCard(card), start, this.successLaws, this.budget).map(({ made, done, lost, p }) => ({
        p: p.toNumber(),
        completed: done === card.tasks.length,
        lost,
        next: addRolls(before, made),
      }));
      this.laws.set(key, outcomes);
    }
    return outcomes;
  }

  /**
   * Card `c` alone under its best play begun at `threat`, its completion worth what the later
   * cards give from the threat it ends at: the ends its policy reaches, with their chances.
   */
  private bestCard(c: number, teams: readonly number[], threat: number): CardOutcome[] {
    const card = this.card(c, itemAt(teams, c));
    const { threatCap } = this.round;
    const params = missionBestParams({ cards: [card], threat, threatCap, policy: this.round.policy.missions, die: this.round.die }).game;
    // how the card ended where play stops: its line (tasks done, soldiers lost) and the threat
    // the next card begins at
    const endOf = missionGame.endOf(params);
    const completed = (e: MissionEnd) => itemAt(e.done, 0) === card.tasks.length;
    const problem: DecisionProblem<MissionState, number> = {
      ...missionGame.problem(params),
      utility: (s) => {
        const e = endOf(s);
        return completed(e) ? this.from(c + 1, teams, e.threat).completed : 0;
      },
    };
    const solution = solve(problem, this.budget);
    // the policy followed from the start: the chance of reaching each state, in the solver's order
    const reach = new Float64Array(solution.states.length);
    reach[0] = 1;
    const outcomes: CardOutcome[] = [];
    for (const id of solution.order) {
      const p = itemAt(reach, id);
      if (p === 0) continue;
      if (solution.choice[id] === STOP) {
        const e = endOf(itemAt(solution.states, id));
        outcomes.push({ p, completed: completed(e), lost: itemAt(e.lost, 0), next: e.threat });
        continue;
      }
      const next = itemAt(solution.next, id);
      const weights = itemAt(solution.weights, id);
      let total = 0;
      for (const w of weights) total += w;
      for (let j = 0; j < next.length; j++) reach[itemAt(next, j)] = itemAt(reach, itemAt(next, j)) + (p * itemAt(weights, j)) / total;
    }
    return outcomes;
  }
}
