/**
 * The finite-horizon decision solver: a hand-worked bet, the tie rule, and brute force over every
 * deterministic policy of small random acyclic problems (the solver's value is the best of them,
 * and its policy's exact evaluation equals its value).
 */
import t from 'tap';
import { PolicyWalk, STOP, exactEnds, solve, type DecisionProblem, type OutcomeBuffer } from '../../simulations/core/decisionSolver.js';
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { LoadedDice } from '../helpers/loadedDice.js';

const big = () => new ExactBudget(1e6);

/** A problem's outcomes from a list of them, written into the solver's buffer. */
const listed =
  <S, M>(list: (s: S, m: M) => ReadonlyArray<{ weight: number; next: S }>) =>
  (s: S, m: M, into: OutcomeBuffer<S>): void => {
    for (const o of list(s, m)) into.push(o.weight, o.next);
  };

/** A bet: stop with 1, or bet to win (weight 1) `win` or lose (weight 2) 0; after a bet play stops. */
function bet(win: number): DecisionProblem<string, 'bet'> {
  return {
    start: 'start',
    key: (s) => s,
    moves: (s) => (s === 'start' ? ['bet'] : []),
    outcomes: listed(() => [
      { weight: 1, next: 'won' },
      { weight: 2, next: 'lost' },
    ]),
    utility: (s) => (s === 'start' ? 1 : s === 'won' ? win : 0),
  };
}

t.test('a bet worked by hand: bet when 1/3 x win > 1, stop on a tie', async (t) => {
  const good = solve(bet(4), big());
  t.equal(good.value, 4 / 3, 'value 1/3 x 4');
  t.equal(good.choice[0], 0, 'bets');
  const ends = exactEnds(good, big());
  t.same(ends.map((e) => [e.s, e.p.toString()]).sort(), [
    ['lost', '2/3'],
    ['won', '1/3'],
  ]);
  const tie = solve(bet(3), big());
  t.equal(tie.value, 1);
  t.equal(tie.choice[0], STOP, 'a tie between stopping and a move: stop (the written rule)');
  t.same(
    exactEnds(tie, big()).map((e) => [e.s, e.p.toString()]),
    [['start', '1/1']],
  );
  const bad = solve(bet(2), big());
  t.equal(bad.choice[0], STOP);
});

t.test('ties between moves go to the move listed first; mayStop false forces a move', async (t) => {
  const p: DecisionProblem<string, string> = {
    start: 's',
    key: (s) => s,
    moves: (s) => (s === 's' ? ['a', 'b'] : []),
    outcomes: listed((_s, m) => [{ weight: 1, next: m === 'a' ? 'x' : 'y' }]),
    utility: (s) => (s === 's' ? 5 : 2),
    mayStop: () => false,
  };
  const sol = solve(p, big());
  t.equal(sol.value, 2, 'stopping is not allowed, so the value is a move');
  t.equal(sol.move[0], 'a', 'equal moves: the first listed');
});

t.test('a state budget: a problem beyond it is TooLarge', async (t) => {
  const chain: DecisionProblem<number, 'go'> = {
    start: 0,
    key: (s) => s,
    moves: (s) => (s < 100 ? ['go'] : []),
    outcomes: listed((s) => [{ weight: 1, next: s + 1 }]),
    utility: (s) => s,
  };
  t.throws(() => solve(chain, new ExactBudget(50)), TooLarge);
  t.equal(solve(chain, new ExactBudget(101)).value, 100);
});

t.test('a cycle is refused, not looped', async (t) => {
  const loop: DecisionProblem<number, 'go'> = {
    start: 0,
    key: (s) => s,
    moves: () => ['go'],
    outcomes: listed((s) => [{ weight: 1, next: (s + 1) % 3 }]),
    utility: () => 0,
  };
  t.throws(() => solve(loop, big()), /not acyclic/);
});

/** A seeded generator for the random problems (a test's own, no engine). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/**
 * A random layered problem: states `layer.index`, 2 per layer, 3 layers; each state of the first
 * two layers has 0..2 moves, each with 1..3 outcomes in the next layer, small integer weights;
 * utilities small integers (exact in doubles, so exact and double comparisons agree).
 */
function randomProblem(seed: number) {
  const r = lcg(seed);
  const W = 2;
  const L = 3;
  const utility = new Map<string, number>();
  const moves = new Map<string, Array<Array<{ weight: number; next: string }>>>();
  for (let l = 0; l < L; l++) {
    for (let i = 0; i < W; i++) {
      const s = `${l}.${i}`;
      utility.set(s, r(7));
      const ms: Array<Array<{ weight: number; next: string }>> = [];
      if (l < L - 1) {
        const n = r(3);
        for (let m = 0; m < n; m++) {
          const outs = [];
          const k = 1 + r(3);
          for (let o = 0; o < k; o++) outs.push({ weight: r(4), next: `${l + 1}.${r(W)}` });
          if (outs.every((o) => o.weight === 0)) outs[0]!.weight = 1;
          ms.push(outs);
        }
      }
      moves.set(s, ms);
    }
  }
  const problem: DecisionProblem<string, number> = {
    start: '0.0',
    key: (s) => s,
    moves: (s) => moves.get(s)!.map((_, i) => i),
    outcomes: listed((s, m) => moves.get(s)![m]!),
    utility: (s) => utility.get(s)!,
  };
  return { problem, moves, utility };
}

/** The exact value of one deterministic policy (choice per state: -1 stop, else a move). */
function policyValue(
  s: string,
  pol: Map<string, number>,
  moves: Map<string, Array<Array<{ weight: number; next: string }>>>,
  utility: Map<string, number>,
): Rational {
  const c = pol.get(s) ?? -1;
  const ms = moves.get(s)!;
  if (c < 0 || ms.length === 0) return Rational.of(utility.get(s)!);
  const outs = ms[c]!;
  const total = outs.reduce((a, o) => a + o.weight, 0);
  let v = Rational.ZERO;
  for (const o of outs) v = v.add(Rational.of(o.weight, total).mul(policyValue(o.next, pol, moves, utility)));
  return v;
}

t.test('brute force: the solver value is the best of every deterministic policy, and exact', async (t) => {
  for (let seed = 1; seed <= 60; seed++) {
    const { problem, moves, utility } = randomProblem(seed);
    const sol = solve(problem, big());
    const states = [...moves.keys()].filter((s) => moves.get(s)!.length > 0);
    // every policy: each state with moves chooses stop or one of them
    let best = Rational.of(-1);
    const choose = (i: number, pol: Map<string, number>): void => {
      if (i === states.length) {
        const v = policyValue('0.0', pol, moves, utility);
        if (v.compare(best) > 0) best = v;
        return;
      }
      const s = states[i]!;
      for (let c = -1; c < moves.get(s)!.length; c++) {
        pol.set(s, c);
        choose(i + 1, pol);
      }
    };
    choose(0, new Map());
    t.ok(Math.abs(sol.value - best.toNumber()) < 1e-12, `seed ${seed}: solver ${sol.value}, brute force ${best}`);
    const ends = exactEnds(sol, big());
    const exact = ends.reduce((v, e) => v.add(e.p.mul(Rational.of(utility.get(e.s)!))), Rational.ZERO);
    t.ok(exact.equals(best), `seed ${seed}: the policy's exact value ${exact} is the optimum ${best}`);
    const mass = ends.reduce((v, e) => v.add(e.p), Rational.ZERO);
    t.ok(mass.equals(Rational.ONE), 'the ends hold all the chance');
  }
});

t.test('the policy walk follows the chosen moves with the given outcome (loaded dice)', async (t) => {
  const sol = solve(bet(4), big());
  // each walk answers the state where play stops
  const walk = new PolicyWalk(sol, (s) => s);
  // the walk's draw for a move is one face per outcome index: 0 -> won, 1 -> lost
  t.equal(walk.play(new LoadedDice([0])), 'won');
  t.equal(walk.play(new LoadedDice([1])), 'lost');
  const stopped = new PolicyWalk(solve(bet(2), big()), (s) => s);
  t.equal(stopped.play(new LoadedDice([])), 'start', 'stopping draws nothing');
});
