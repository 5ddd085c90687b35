/**
 * What the best plays of tasks worked by teams (baseDefenseBest.ts, missionBest.ts) share beside
 * their rules: where a stopped state counts in the answer, and the notes of a solution.
 */
import type { DecisionNotes } from '../core/decisionKernel.js';
import type { Solution } from '../core/decisionSolver.js';
import type { SlotsOf } from '../core/tally.js';

/** The slots a state stopped at counts in: its phase's end (`endOf`) where the kernel's `ends` puts it. */
export function stoppedSlots<S, E>(ends: SlotsOf<E>, endOf: (s: S) => E): (s: S) => number[] {
  return (s) => {
    const out: number[] = [];
    ends(endOf(s), (slot) => out.push(slot));
    return out;
  };
}

/**
 * The notes beside a best play's answer: the first move, one row per decision reached (`row` of
 * its state and move, the move undefined for a stop), and the solver's counts and value.
 */
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
