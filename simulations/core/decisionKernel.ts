/**
 * A game's best play as a kernel (docs/best-play.md): the decision problem of a game's rule, solved
 * for the player's objective, answered in the layout of the game's own kernel; `exactWithNotes`
 * also tells the decisions (the first move, the policy as rows), made in the same solve.
 */
import { PolicyWalk, STOP, exactEnds, solve, type DecisionProblem, type Solution } from './decisionSolver.js';
import { ExactBudget, type Kernel } from './kernel.js';
import { ObjectiveWeights, type ObjectiveParams } from './objective.js';
import { type Rational, zeros } from './rational.js';
import type { Rng } from './rng.js';
import type { SlotsOf, Tally } from './tally.js';

export type { ObjectiveParams };

export interface DecisionParams<P> {
  /** the game's own kernel parameters */
  game: P;
  objective: ObjectiveParams;
  /** most policy rows the notes list */
  rows: number;
  /** solve only: the notes without the exact evaluation (zero slots) */
  solveOnly?: boolean;
  /** most states a Monte Carlo preparation may solve (its own bound: `prepare` has no budget) */
  prepareStates?: number;
}

/** A game's rule as a decision problem, in the layout of its own kernel (`decisionGame` makes its game). */
export interface DecisionRule<P, S, M, E> {
  readonly name: string;
  /** the game kernel's answer and where an end of play counts in it */
  layout(p: P): { tally: Tally; ends: SlotsOf<E> };
  /** the units lost (the unit price's): tally values counting them, or events losing `per` at once */
  units(p: P): Array<{ name: string; per: number }>;
  /** the problem without its utility: start, keys, moves, outcomes */
  problem(p: P): Omit<DecisionProblem<S, M>, 'utility'>;
  /** how play ended in a state it stopped in */
  endOf(p: P): (s: S) => E;
  /** the first move as the game writes it, and a row a person reads of a state and its move (undefined: stop) */
  firstMove(p: P, start: S, move: M | undefined): unknown;
  row(p: P, s: S, move: M | undefined): string;
}

/** A game as the kernel reads it (`decisionGame` of its rule). */
export interface DecisionGame<P, S, M> extends Pick<DecisionRule<P, S, M, never>, 'name' | 'units' | 'problem'> {
  /** the game kernel's tally */
  tally(p: P): Tally;
  /** puts each slot an ending `s` records (each once), in the game kernel's tally */
  endsOf(p: P): (s: S, put: (slot: number) => void) => void;
  /** the decisions told of the states with moves reached under the best play (`solved`'s `decisions`) */
  notes(p: P, solution: Solution<S, M>, decisions: readonly number[], rows: number): DecisionNotes;
}

/** A game with how its play ended (`endOf`), which a caller walking its policy reads. */
export type RuledGame<P, S, M, E> = DecisionGame<P, S, M> & Pick<DecisionRule<P, S, M, E>, 'endOf'>;

export function decisionGame<P, S, M, E>(rule: DecisionRule<P, S, M, E>): RuledGame<P, S, M, E> {
  return {
    name: rule.name,
    tally: (p) => rule.layout(p).tally,
    units: rule.units,
    problem: rule.problem,
    endOf: rule.endOf,
    // the slots a stopped state counts in: its end where the kernel's `ends` puts it
    endsOf: (p) => {
      const { ends } = rule.layout(p);
      const endOf = rule.endOf(p);
      return (s, put) => ends(endOf(s), put);
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

export interface DecisionNotes {
  /** the first move, as the game writes it */
  firstMove: unknown;
  /** one row per decision state reached under the best play, start first, at most `rows` */
  policy: string[];
  /** decision states reached under the best play in all (rows beyond the cap are not listed) */
  reachable: number;
  /** states the solver visited */
  states: number;
  /** the optimal value in doubles (the exact one is read from the answer) */
  value: number;
}

/** The objective of `params` over `tally`, with the game's units. */
export function objectiveWeights<P>(game: DecisionGame<P, unknown, unknown>, p: P, tally: Tally, o: ObjectiveParams): ObjectiveWeights {
  return new ObjectiveWeights(tally, o, game.units(p));
}

/**
 * The game solved for `p`: its tally, the slots of each ending, the solution, the decisions reached.
 * `from` solves it from another of its states, or with fewer moves (a fixed play valued).
 */
export function solved<P, S, M>(
  game: DecisionGame<P, S, M>,
  p: DecisionParams<P>,
  budget: ExactBudget,
  from: Partial<Pick<DecisionProblem<S, M>, 'start' | 'moves'>> = {},
) {
  const tally = game.tally(p.game);
  const weights = objectiveWeights(game as DecisionGame<P, unknown, unknown>, p.game, tally, p.objective);
  const endsOf = game.endsOf(p.game);
  const ends = (s: S): number[] => {
    const out: number[] = [];
    endsOf(s, (slot) => out.push(slot));
    return out;
  };
  // the utility of stopping in `s`, summed as its slots are found: the solver asks it of every state
  const { maximand } = weights;
  let u = 0;
  const add = (slot: number) => {
    u += maximand[slot]!;
  };
  const utility = (s: S): number => {
    u = 0;
    endsOf(s, add);
    return u;
  };
  const problem: DecisionProblem<S, M> = { ...game.problem(p.game), ...from, utility };
  const solution = solve(problem, budget);
  // the states reached under the policy with some chance that have moves: decisions, start first
  const decisions = (): number[] => {
    const reached = new Uint8Array(solution.states.length);
    reached[0] = 1;
    const out: number[] = [];
    for (const id of solution.order) {
      if (reached[id] === 0) continue;
      if (problem.moves(solution.states[id]!).length > 0) out.push(id);
      if (solution.choice[id] === STOP) continue;
      const ws = solution.weights[id]!;
      for (const [j, t] of solution.next[id]!.entries()) if (ws[j]! > 0) reached[t] = 1;
    }
    return out;
  };
  return { tally, ends, solution, decisions };
}

export function decisionKernel<P, S, M>(game: DecisionGame<P, S, M>): Kernel<DecisionParams<P>> {
  const exactWithNotes = (p: DecisionParams<P>, budget: ExactBudget): { slots: Rational[]; notes: DecisionNotes } => {
    const { tally, ends, solution, decisions } = solved(game, p, budget);
    const notes = game.notes(p.game, solution, decisions(), p.rows);
    const acc = zeros(tally.size);
    if (!p.solveOnly) {
      for (const { s, p: w } of exactEnds(solution, budget)) for (const slot of ends(s)) acc[slot] = acc[slot]!.add(w);
    }
    return { slots: acc, notes };
  };
  return {
    name: game.name,
    tally: (p) => game.tally(p.game),
    prepare(p) {
      const { tally, ends, solution } = solved(game, p, new ExactBudget(p.prepareStates ?? 1e6));
      // the slots of every ending, found once: a trial then allocates nothing
      const walk = new PolicyWalk(solution, (s) => Int32Array.from(ends(s)));
      const trial = (rng: Rng, acc: Float64Array): void => {
        for (const slot of walk.play(rng)) acc[slot]!++;
      };
      return { tally, trial };
    },
    exact: (p, budget) => exactWithNotes(p, budget).slots,
    exactWithNotes,
  };
}
