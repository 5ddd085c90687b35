/**
 * The missions of a round under their best play (bestRound.ts: every mission completed), valued
 * card by card for the placement planner (planParts.ts `soldierValues`), rather than as one
 * decision problem over all the cards for each set of teams on them.
 *
 * Why it is the same play: the best play maximises the chance that every card is completed. A
 * card meets the cards after it only through the threat it leaves (every roll raises it by 1,
 * missionBest.ts), so once a card is completed at threat `t`, the best that can follow is the
 * value of the next card's best play started at `t`, whatever happened before; once a card is
 * not completed (abandoned, stopped, or no team can take its task), nothing that follows can
 * make every card completed, every move is worth 0 and the play stops (the solver keeps
 * stopping on ties, decisionSolver.ts). So each card is solved alone, as the one card of
 * missionBest's own game, with the later cards' value at the threat it ends at as what its
 * completion is worth, last card first. Each value a card's solve reads is the value the whole
 * problem's solve finds at that card's start, by the same recursion in the same order, so the
 * decisions are the same ones (test/xcom/roundPlans.test.ts checks it against the whole
 * problem's answers on every placement of small boards).
 *
 * A card is solved once per team on it, teams on the cards after it and threat at its start:
 * far fewer and far smaller problems than one per set of teams over all the cards, whose states
 * also carry how every card before ended.
 *
 * What it gives, in doubles: the chance that every card is completed, and the soldiers expected
 * to be killed under that play (the soldiers lost on a card, and on the later ones when it was
 * completed), both followed from the start through the solved policies.
 */
import { STOP, solve, type DecisionProblem } from '../core/decisionSolver.js';
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget } from '../core/kernel.js';
import { capOf, clockThreat } from './dice.js';
import { missionBestParams } from './bestRound.js';
import { missionGame, type MissionState } from './missionBest.js';
import { taskNeed, type MissionCard } from './missionTasks.js';
import { PHASE_START_THREAT, type RoundParams } from './roundLayout.js';
import { popcount, type Soldier } from './teamAssignment.js';

/** What the cards from one on give under the best play: P(every one completed), E[soldiers killed]. */
export interface MissionsValue {
  completed: number;
  killed: number;
}

const DONE: MissionsValue = { completed: 1, killed: 0 };

export class BestMissionsByCard {
  /** by card, its teams and the later cards' (the teams joined) and the threat at its start */
  private readonly memo = new Map<string, MissionsValue>();

  constructor(
    private readonly round: RoundParams,
    private readonly pool: Soldier[],
    private readonly budget: ExactBudget,
  ) {}

  /** `teams[c]`: the pool soldiers on card c (a bit mask). */
  play(teams: readonly number[]): MissionsValue {
    this.budget.check();
    return this.from(0, teams, PHASE_START_THREAT);
  }

  /** The cards from `c` on, started at `threat`, every card before completed. */
  private from(c: number, teams: readonly number[], threat: number): MissionsValue {
    if (c >= this.round.missions.length) return DONE;
    const key = `${c}|${teams.slice(c).join(',')}|${threat}`;
    let value = this.memo.get(key);
    if (value === undefined) {
      value = this.card(c, teams, threat);
      this.memo.set(key, value);
    }
    return value;
  }

  /** Card `c` alone, its completion worth what the later cards give from the threat it ends at. */
  private card(c: number, teams: readonly number[], threat: number): MissionsValue {
    const fixed = itemAt(this.round.missions, c);
    const team = itemAt(teams, c);
    const card: MissionCard = { ...fixed, soldiers: [...fixed.soldiers, ...this.pool.filter((_, i) => (team >> i) & 1)] };
    const { threatCap } = this.round;
    const params = missionBestParams({ cards: [card], threat, threatCap, policy: this.round.policy.missions, die: this.round.die }).game;
    // the threat a completed card leaves the next one: from its clock (missionBest.ts)
    const after = (s: MissionState) => clockThreat(threat, s.threat, capOf(this.round));
    const tasks = card.tasks.length;
    // an end past the card: its line says the tasks done and the soldiers lost there
    const completed = (s: MissionState) => s.c === 1 && itemAt(s.ended, 0)[0] === tasks;
    const lost = (s: MissionState) => (s.c === 1 ? itemAt(s.ended, 0)[1] : card.soldiers.length - popcount(s.alive));
    // a number for a state of this one card (the game's own key is a string that also spells
    // how earlier cards ended, which a card alone does not have): the threat, then the task,
    // the markers and the soldiers alive on it; or, past the card, its tasks done and soldiers lost
    const T = tasks + 1;
    const M = Math.max(...card.tasks.map(taskNeed)) + 1;
    const A = 2 ** card.soldiers.length;
    const key = (s: MissionState) => {
      if (s.c === 0) return (((s.threat * T + s.i) * M + s.markers) * A + s.alive) * 2;
      const [done, lostThere] = itemAt(s.ended, 0);
      return ((s.threat * T + done) * A + lostThere) * 2 + 1;
    };
    const problem: DecisionProblem<MissionState, number> = {
      ...missionGame.problem(params),
      key,
      utility: (s) => (completed(s) ? this.from(c + 1, teams, after(s)).completed : 0),
    };
    const solution = solve(problem, this.budget);
    // the policy followed from the start: the chance of reaching each state, in the solver's order
    const reach = new Float64Array(solution.states.length);
    reach[0] = 1;
    let killed = 0;
    let allCompleted = 0;
    for (const id of solution.order) {
      const p = itemAt(reach, id);
      if (p === 0) continue;
      if (solution.choice[id] === STOP) {
        const s = itemAt(solution.states, id);
        killed += p * lost(s);
        if (completed(s)) {
          const later = this.from(c + 1, teams, after(s));
          allCompleted += p * later.completed;
          killed += p * later.killed;
        }
        continue;
      }
      const next = itemAt(solution.next, id);
      const weights = itemAt(solution.weights, id);
      let total = 0;
      for (const w of weights) total += w;
      for (let j = 0; j < next.length; j++) reach[itemAt(next, j)] = itemAt(reach, itemAt(next, j)) + (p * itemAt(weights, j)) / total;
    }
    return { completed: allCompleted, killed };
  }
}
