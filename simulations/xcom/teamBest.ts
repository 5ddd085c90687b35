/**
 * What every XCOM best play shares beside its rule: the game around a rule's problem, where a
 * stopped state counts in the answer (its phase's end, in the default play's own slots) and the
 * notes of a solution.
 *
 * The graph of states is acyclic and bounded: every roll raises the threat, and from threat 8 on
 * every roll is a loss that ends the task (kills at least one soldier). Base defence and missions
 * keep the threat's clock (the start plus the rolls made, `clockThreat`: the threat itself without
 * a cap), not capped at 8, because the answer reports the rolls made. Below a cap under 8 the
 * clock (the rolls) stops at the rolls' top, where a roll with no success and no loss leaves the
 * state as it was: the solver solves that move.
 */
import type { DecisionGame } from '../core/decisionKernel.js';
import type { DecisionProblem } from '../core/decisionSolver.js';
import type { SlotsOf, Tally } from '../core/tally.js';

/** A move: a team (a bit mask of soldiers), tagged as the rule says, or the rule's roll; undefined: stop. */
type Move = number | undefined;

/** A best play's rule: its problem, how a stopped state ended, and how its moves read. */
export interface TeamBestRule<P, S, E> {
  name: string;
  /** the default play's answer and where a phase's end counts in it */
  layout(p: P): { tally: Tally; ends: SlotsOf<E> };
  /** the units lost (default: the soldiers killed) */
  units?(p: P): Array<{ name: string; per: number }>;
  problem(p: P): Omit<DecisionProblem<S, number>, 'utility'>;
  /** how the phase ended in a state it stopped in */
  endOf(p: P): (s: S) => E;
  firstMove(p: P, start: S, move: Move): unknown;
  /** a row a person reads: the state and its move */
  row(p: P, s: S, move: Move): string;
}

/** A best play's game: its rule's, the soldiers lost its units unless the rule says otherwise. */
export type TeamBestGame<P, S, E> = DecisionGame<P, S, number> & Pick<TeamBestRule<P, S, E>, 'endOf'>;

export function teamBestGame<P, S, E>(rule: TeamBestRule<P, S, E>): TeamBestGame<P, S, E> {
  return {
    name: rule.name,
    tally: (p) => rule.layout(p).tally,
    units: (p) => rule.units?.(p) ?? [{ name: 'soldiersLost', per: 1 }],
    problem: rule.problem,
    endOf: rule.endOf,
    // the slots a stopped state counts in: its phase's end where the kernel's `ends` puts it
    endSlots: (p) => {
      const ends = rule.layout(p).ends;
      const endOf = rule.endOf(p);
      return (s) => {
        const out: number[] = [];
        ends(endOf(s), (slot) => out.push(slot));
        return out;
      };
    },
    notes: (p, solution, reached, rows) => ({
      firstMove: rule.firstMove(p, solution.states[0]!, solution.move[0]),
      // `reached` lists states of the solution
      policy: reached.slice(0, rows).map((id) => rule.row(p, solution.states[id]!, solution.move[id])),
      reachable: reached.length,
      states: solution.states.length,
      value: solution.value,
    }),
  };
}
