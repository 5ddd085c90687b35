/**
 * A finite-horizon decision solver for any game: the best play of a player who, before every
 * roll, chooses one of the moves of the state or stops, and its exact evaluation
 * (docs/best-play.md, "How it is computed": the tie rule, a move that may leave its state).
 * Backward induction recurses as deep as the longest play, one unit of the `ExactBudget` a state.
 */
import { JointRoll } from './jointRoll.js';
import type { ExactBudget } from './kernel.js';
import { Rational } from './rational.js';
import type { Rng } from './rng.js';

export interface DecisionProblem<S, M> {
  readonly start: S;
  /** equal keys: alike states (a number packs a state cheaply) */
  key(s: S): string | number;
  /**
   * When every key is an integer in [0, keyBound): the solver finds states in a table indexed by
   * key instead of a map (used up to `DENSE_KEYS` keys), several times faster on large problems.
   */
  readonly keyBound?: number;
  /** the moves of `s`, in the order ties are broken by (first listed wins); none: play stops */
  moves(s: S): readonly M[];
  /**
   * The outcomes of move `m` in `s`, written into `into` (cleared first by the solver): non-negative
   * integer weights, at least one positive. Nothing is allocated: the solver keeps one buffer per
   * depth of its recursion, so a buffer is read whole before it is written again.
   */
  outcomes(s: S, m: M, into: OutcomeBuffer<S>): void;
  /** the terminal utility of stopping in `s` (the quantity maximised), in doubles */
  utility(s: S): number;
  /** whether the player may stop in `s` while moves are left (default: always) */
  mayStop?(s: S): boolean;
}

/** Outcomes written in place: `weights[j]` and `next[j]` for j < `length`. */
export class OutcomeBuffer<S> {
  length = 0;
  readonly weights: number[] = [];
  readonly next: S[] = [];

  push(weight: number, next: S): void {
    this.weights[this.length] = weight;
    this.next[this.length] = next;
    this.length++;
  }
}

/**
 * States packed into one number, each field in its own range (mixed radix): small ranges keep the
 * keys small integers, which the solver finds in a table (`keyBound`: `bound`).
 */
export class Packing {
  /** the packed value of 1 in each field */
  readonly stride: number[] = [];
  /** every packed state is below this */
  readonly bound: number;

  constructor(readonly ranges: readonly number[]) {
    let stride = 1;
    for (const r of ranges) {
      this.stride.push(stride);
      stride *= r;
    }
    this.bound = stride;
  }

  pack(fields: readonly number[]): number {
    let s = 0;
    for (const [k, v] of fields.entries()) s += v * this.stride[k]!;
    return s;
  }

  field(s: number, k: number): number {
    return Math.floor(s / this.stride[k]!) % this.ranges[k]!;
  }

  unpack(s: number): number[] {
    return this.ranges.map((_, k) => this.field(s, k));
  }
}

/** The largest key range looked up in a table (4 bytes a key: 16 MB). */
const DENSE_KEYS = 2 ** 22;

/** Relative margin by which a later choice must beat the one kept (docs/best-play.md, "How it is computed": ties). */
export const TIE = 1e-12;

/** Chosen in a state: stop (utility) rather than a move. */
export const STOP = -1;

/** The best play of a problem, as a graph of the states reachable from the start under any play. */
export interface Solution<S, M> {
  /** the optimal value at the start, in doubles */
  readonly value: number;
  /** every state found, by id (the start is 0) */
  readonly states: readonly S[];
  /** the chosen move's index in `moves(state)`, or STOP, by id */
  readonly choice: Int32Array;
  /** the chosen move, by id (undefined when stopping) */
  readonly move: ReadonlyArray<M | undefined>;
  /** the chosen move's outcomes: next state ids and weights, by id (empty when stopping) */
  readonly next: ReadonlyArray<Int32Array>;
  readonly weights: ReadonlyArray<readonly number[]>;
  /** ids in an order where every state comes after each state that leads to it (start first) */
  readonly order: Int32Array;
}

/** Solves `problem` by backward induction over its reachable states, each spending `budget`. */
export function solve<S, M>(problem: DecisionProblem<S, M>, budget: ExactBudget): Solution<S, M> {
  const map = new Map<string | number, number>();
  const dense = problem.keyBound !== undefined && problem.keyBound <= DENSE_KEYS ? new Int32Array(problem.keyBound).fill(-1) : undefined;
  const idOf = (k: string | number): number | undefined => {
    if (dense === undefined) return map.get(k);
    const id = dense[k as number]!;
    return id < 0 ? undefined : id;
  };
  const setId = (k: string | number, id: number): void => {
    if (dense === undefined) map.set(k, id);
    else dense[k as number] = id;
  };
  const states: S[] = [];
  const values: number[] = [];
  const choice: number[] = [];
  const move: Array<M | undefined> = [];
  const next: Int32Array[] = [];
  const weights: number[][] = [];
  const finished: number[] = [];
  const buffers: OutcomeBuffer<S>[] = [];
  let depth = 0;

  const visit = (s: S): number => {
    const k = problem.key(s);
    const known = idOf(k);
    if (known !== undefined) return known;
    budget.spend();
    const id = states.length;
    setId(k, id);
    states.push(s);
    values.push(Number.NaN);
    choice.push(STOP);
    move.push(undefined);
    next.push(new Int32Array(0));
    weights.push([]);
    const ms = problem.moves(s);
    let best = ms.length === 0 || (problem.mayStop?.(s) ?? true) ? problem.utility(s) : Number.NEGATIVE_INFINITY;
    let bestChoice = STOP;
    if (buffers[depth] === undefined) buffers[depth] = new OutcomeBuffer<S>();
    const buffer = buffers[depth]!;
    depth++;
    let bestNext: Int32Array = new Int32Array(0);
    let bestWeights: number[] = [];
    for (let i = 0; i < ms.length; i++) {
      buffer.length = 0;
      problem.outcomes(s, ms[i]!, buffer);
      let total = 0;
      let sum = 0;
      let stays = 0;
      for (let j = 0; j < buffer.length; j++) {
        const w = buffer.weights[j]!;
        if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weight ${w} is not a non-negative integer`);
        // a state already solved is read without a call (most outcomes of a large problem are)
        const known = idOf(problem.key(buffer.next[j]!));
        if (known === id) {
          stays++;
          continue;
        }
        total += w;
        const v = known === undefined ? values[visit(buffer.next[j]!)]! : values[known]!;
        if (Number.isNaN(v))
          throw new Error(`the decision problem is not acyclic: state ${problem.key(buffer.next[j]!)} leads back to itself`);
        sum += w * v;
      }
      if (total <= 0) throw new RangeError('a move needs an outcome of positive weight that leaves its state');
      const v = sum / total;
      if (best === Number.NEGATIVE_INFINITY || v > best + TIE * Math.max(1, Math.abs(best))) {
        best = v;
        bestChoice = i;
        // the chosen move's outcomes, as ids (every one was visited above), but the state itself;
        // written in plain loops, since a large problem improves its best move millions of times
        bestNext = new Int32Array(buffer.length - stays);
        bestWeights = [];
        for (let j = 0, o = 0; j < buffer.length; j++) {
          const t = idOf(problem.key(buffer.next[j]!))!;
          if (t === id) continue;
          bestNext[o++] = t;
          bestWeights.push(buffer.weights[j]!);
        }
      }
    }
    depth--;
    values[id] = best;
    choice[id] = bestChoice;
    move[id] = bestChoice === STOP ? undefined : ms[bestChoice];
    next[id] = bestNext;
    weights[id] = bestWeights;
    finished.push(id);
    return id;
  };
  visit(problem.start);
  // post-order puts every state after the states it leads to: reversed, before them
  const order = Int32Array.from(finished.reverse());
  return {
    value: values[0]!,
    states,
    choice: Int32Array.from(choice),
    move,
    next,
    weights,
    order,
  };
}

/**
 * The exact chance of every state where play stops under the solution's policy, from the start:
 * `{ s, p }` for each such state reached (in the order of `solution.order`). Each state followed
 * spends one unit of `budget`.
 */
export function exactEnds<S, M>(solution: Solution<S, M>, budget: ExactBudget): Array<{ s: S; p: Rational }> {
  const { states, choice, next, weights, order } = solution;
  const mass = new Array<Rational | undefined>(states.length);
  mass[0] = Rational.ONE;
  const ends: Array<{ s: S; p: Rational }> = [];
  for (const id of order) {
    const p = mass[id];
    if (p === undefined || p.isZero()) continue;
    budget.spend();
    if (choice[id] === STOP) {
      ends.push({ s: states[id]!, p });
      continue;
    }
    const ws = weights[id]!;
    const to = next[id]!;
    const total = ws.reduce((a, b) => a + b, 0);
    for (const [j, w] of ws.entries()) {
      if (w === 0) continue;
      const t = to[j]!;
      const q = p.mul(Rational.of(w, total));
      const had = mass[t];
      mass[t] = had === undefined ? q : had.add(q);
    }
  }
  return ends;
}

/**
 * The solution's policy as a Monte Carlo walk: `play(rng)` follows the chosen moves from the
 * start, one joint draw per move, and answers `end` of the state where play stops. The draws and
 * the ends are found once; a walk allocates nothing.
 */
export class PolicyWalk<S, M, E> {
  private readonly draws: Array<JointRoll | undefined>;
  private readonly ends: Array<E | undefined>;

  constructor(
    readonly solution: Solution<S, M>,
    end: (s: S) => E,
  ) {
    this.draws = solution.weights.map((ws, id) =>
      solution.choice[id] === STOP ? undefined : new JointRoll([{ from: 0, to: ws.length - 1 }], ws, (f) => f[0]!),
    );
    this.ends = solution.states.map((s, id) => (solution.choice[id] === STOP ? end(s) : undefined));
  }

  play(rng: Rng): E {
    const { choice, next } = this.solution;
    let id = 0;
    while (choice[id] !== STOP) id = next[id]![rng.roll(this.draws[id]!)]!;
    return this.ends[id]!;
  }
}
