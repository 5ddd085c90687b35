/**
 * What the best plays of tasks worked by teams (baseDefenseBest.ts, missionBest.ts) note beside
 * their answer: the first move, one row per decision reached (`row` of its state and move, the
 * move undefined for a stop), and the solver's counts and value.
 */
import type { DecisionNotes } from '../core/decisionKernel.js';
import type { Solution } from '../core/decisionSolver.js';

export function teamBestNotes<S, M>(
  solution: Solution<S, M>,
  reached: readonly number[],
  rows: number,
  firstMove: unknown,
  row: (s: S, move: M | undefined) => string,
): DecisionNotes {
  return {
    firstMove,
    // `reached` lists states of the solution
    policy: reached.slice(0, rows).map((id) => row(solution.states[id]!, solution.move[id])),
    reachable: reached.length,
    states: solution.states.length,
    value: solution.value,
  };
}
