/**
 * The best play of base defence and missions (simulations/xcom/baseDefenseBest.ts, missionBest.ts):
 * the numbers of the issue that asked for it, hand-worked optima, an independent optimum written
 * here from the rule (every team by brute force, in fractions) on small random cases, the
 * transitions on loaded dice, best never worse than the default play, and the Monte Carlo walk
 * of the policy against its exact answer.
 */
import t from 'tap';
import type { DecisionParams } from '../../simulations/core/decisionKernel.js';
import { OutcomeBuffer } from '../../simulations/core/decisionSolver.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { baseDefense, type Enemy } from '../../simulations/xcom/baseDefense.js';
import { basePacking, baseDefenseBest, baseDefenseGame, type BaseDefenseBestParams } from '../../simulations/xcom/baseDefenseBest.js';
import { missionBest, type MissionBestParams } from '../../simulations/xcom/missionBest.js';
import { missionTasks, type MissionCard } from '../../simulations/xcom/missionTasks.js';
import { rollEnds } from '../../simulations/xcom/taskRoll.js';
import type { Soldier } from '../../simulations/xcom/teamAssignment.js';
import { K_SIGMA, simulate } from '../helpers/statistics.js';

const A = 0;
const H = 1;
const S = 3;
const ANY = -1;
const big = () => new ExactBudget(1e7);
const plain = (n: number): Soldier[] => Array.from({ length: n }, () => ({ skills: [ANY], elite: false }));

function baseParams(soldiers: Soldier[], enemies: Enemy[], threat = 1, markers?: number[]): BaseDefenseBestParams {
  return {
    soldiers,
    enemies,
    threat,
    policy: {},
    markers: markers ?? enemies.map(() => 0),
    names: { soldiers: soldiers.map((_, i) => `s${i + 1}`), enemies: enemies.map((_, i) => `e${i + 1}`) },
  };
}

function missionParams(card: MissionCard, threat = 1): MissionBestParams {
  return {
    cards: [card],
    threat,
    policy: {},
    markers: [card.tasks.map(() => 0)],
    names: { cards: ['m'], soldiers: [card.soldiers.map((_, i) => `s${i + 1}`)], tasks: [card.tasks.map((_, i) => `t${i + 1}`)] },
  };
}

const objective = (name: string, direction: 'max' | 'min' = 'max', unitPrice = 0) => ({ name, direction, unitPrice });

/** The exact value of the objective of a best kernel's answer (slot 0 is the main event in both layouts). */
function bestOf<P>(kernel: typeof baseDefenseBest | typeof missionBest, p: DecisionParams<P>) {
  return (
    kernel as unknown as { exactWithNotes(p: DecisionParams<P>, b: ExactBudget): { slots: Rational[]; notes: { value: number } } }
  ).exactWithNotes(p, big());
}

t.test("the issue's numbers: default play and best play", async (t) => {
  const vasquez = baseParams(
    [
      { skills: [A], special: A, elite: true },
      { skills: [H], elite: false },
    ],
    [{ hp: 2, skills: [A, H], special: A }],
  );
  t.equal(baseDefense.exact!(vasquez, big())[0]!.toNumber().toFixed(5), '0.86669', 'base defence, default');
  t.equal(
    bestOf(baseDefenseBest, { game: vasquez, objective: objective('allDestroyed'), rows: 5 })
      .slots[0]!.toNumber()
      .toFixed(5),
    '0.87500',
  );

  const cases: Array<[string, MissionCard, string, string]> = [
    [
      'Ana, Bo, Cy',
      {
        soldiers: [
          { skills: [A], special: A, elite: true },
          { skills: [H], elite: false },
          { skills: [S], elite: false },
        ],
        tasks: [{ kind: 'enemy', hp: 2, skills: [A, H], special: A }, { kind: 'objective' }, { kind: 'objective' }],
      },
      '0.39967',
      '0.51591',
    ],
    [
      'three plain, three objectives',
      { soldiers: plain(3), tasks: [{ kind: 'objective' }, { kind: 'objective' }, { kind: 'objective' }] },
      '0.40116',
      '0.46854',
    ],
    ['two plain, two objectives', { soldiers: plain(2), tasks: [{ kind: 'objective' }, { kind: 'objective' }] }, '0.55264', '0.55766'],
  ];
  for (const [name, card, play, best] of cases) {
    const p = missionParams(card);
    t.equal(missionTasks.exact!(p, big())[0]!.toNumber().toFixed(5), play, `${name}: default`);
    t.equal(
      bestOf(missionBest, { game: p, objective: objective('completed'), rows: 5 })
        .slots[0]!.toNumber()
        .toFixed(5),
      best,
      `${name}: best`,
    );
  }
});

/**
 * One plain soldier (1 die) against one enemy of 1 hit point, by hand: a roll at threat t hits
 * with 1/3 (the enemy is destroyed, whether or not the roll is a loss), else is a loss with t/8
 * (the soldier dies, play ends) or goes on at t + 1. With a price c per soldier killed:
 * W(t) = max(0 [stop: the enemy survives], 1/3 - c t/8 + 2/3 (1 - t/8) W(t + 1)), W(9) = 0
 * since from threat 8 on every roll is a loss: W(8) = max(0, 1/3 - c).
 */
t.test('one soldier against one enemy, worked by hand, with and without a price per soldier', async (t) => {
  const third = Rational.of(1, 3);
  for (const price of [0, 1, 2]) {
    let w = Rational.ZERO;
    for (let threat = 8; threat >= 1; threat--) {
      const loss = Rational.of(threat, 8);
      const roll = third.sub(Rational.of(price).mul(loss)).add(Rational.of(2, 3).mul(Rational.ONE.sub(loss)).mul(w));
      w = roll.compare(Rational.ZERO) > 0 ? roll : Rational.ZERO;
    }
    const p = baseParams(plain(1), [{ hp: 1, skills: [A] }]);
    const { slots } = bestOf(baseDefenseBest, { game: p, objective: objective('allDestroyed', 'max', price), rows: 5 });
    const tally = baseDefense.tally(p);
    const lostSlot = tally.values.find((v) => v.name === 'soldiersLost')!.slot;
    const value = slots[0]!.sub(Rational.of(price).mul(slots[lostSlot + 1]!));
    t.ok(value.equals(w), `price ${price}: ${value} = ${w}`);
  }
});

/** Successes of `dice` standard dice: P(k) = C(d, k) 2^(d-k) / 3^d. */
function successLaw(dice: number): Rational[] {
  const out: Rational[] = [];
  let c = 1;
  for (let k = 0; k <= dice; k++) {
    out.push(Rational.of(c * 2 ** (dice - k), 3 ** dice));
    c = (c * (dice - k)) / (k + 1);
  }
  return out;
}

/** Whether `team` can take distinct icons of `enemy`, each holding it (every assignment tried). */
function assignable(soldiers: Soldier[], enemy: Enemy, team: number[]): boolean {
  const used = new Array<boolean>(enemy.skills.length).fill(false);
  const place = (i: number): boolean => {
    if (i === team.length) return true;
    const s = soldiers[team[i]!]!;
    for (const [j, icon] of enemy.skills.entries()) {
      if (used[j] || !(s.skills.includes(ANY) || s.skills.includes(icon))) continue;
      used[j] = true;
      if (place(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return place(0);
}

/**
 * The optimal probability of destroying every enemy (price 0), from the rule alone: before every
 * roll, stop (0 unless all destroyed) or any living enemy and any assignable team; a roll of d
 * dice at threat t: k successes placed, a loss with min(t, 8)/8 kills the team.
 */
function independentOptimum(soldiers: Soldier[], enemies: Enemy[], threat: number): Rational {
  const memo = new Map<string, Rational>();
  const rec = (alive: number, markers: number[], t: number): Rational => {
    if (enemies.every((e, i) => markers[i]! >= e.hp)) return Rational.ONE;
    const key = `${alive}|${markers}|${t}`;
    const known = memo.get(key);
    if (known) return known;
    let best = Rational.ZERO;
    const living = soldiers.map((_, i) => i).filter((i) => (alive >> i) & 1);
    for (const [e, enemy] of enemies.entries()) {
      if (markers[e]! >= enemy.hp) continue;
      for (let team = 1; team < 1 << soldiers.length; team++) {
        if ((team & ~alive) !== 0) continue;
        const members = living.filter((i) => (team >> i) & 1);
        if (members.length > enemy.skills.length || !assignable(soldiers, enemy, members)) continue;
        const dice = members.reduce(
          (d, i) => d + 1 + (soldiers[i]!.elite ? 1 : 0) + (enemy.special !== undefined && soldiers[i]!.special === enemy.special ? 1 : 0),
          0,
        );
        const loss = Rational.of(Math.min(t, 8), 8);
        let v = Rational.ZERO;
        for (const [k, pk] of successLaw(dice).entries()) {
          const after = markers.slice();
          after[e] = Math.min(enemy.hp, markers[e]! + k);
          v = v.add(pk.mul(loss).mul(rec(alive & ~team, after, t + 1)));
          // from threat 8 on every roll is a loss: the safe branch has no chance (and no end)
          if (t < 8) v = v.add(pk.mul(Rational.ONE.sub(loss)).mul(rec(alive, after, t + 1)));
        }
        if (v.compare(best) > 0) best = v;
      }
    }
    memo.set(key, best);
    return best;
  };
  return rec(
    2 ** soldiers.length - 1,
    enemies.map(() => 0),
    threat,
  );
}

t.test('base defence: the optimum matches an independent one written from the rule (small random cases)', async (t) => {
  let x = 12345;
  const r = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
  for (let c = 0; c < 12; c++) {
    const soldiers: Soldier[] = Array.from({ length: 1 + r(3) }, () => ({
      skills: [r(3)],
      ...(r(2) ? { special: r(3) } : {}),
      elite: r(3) === 0,
    }));
    const enemies: Enemy[] = Array.from({ length: 1 + r(2) }, () => ({
      hp: 1 + r(2),
      skills: [r(3), r(3)],
      ...(r(2) ? { special: r(3) } : {}),
    }));
    const threat = 1 + r(6);
    const p = baseParams(soldiers, enemies, threat);
    const want = independentOptimum(soldiers, enemies, threat);
    const got = bestOf(baseDefenseBest, { game: p, objective: objective('allDestroyed'), rows: 0 }).slots[0]!;
    t.ok(
      got.equals(want),
      `case ${c} (${soldiers.length} soldiers, ${enemies.length} enemies, threat ${threat}): ${got.toNumber()} = ${want.toNumber()}`,
    );
    t.ok(got.compare(baseDefense.exact!(p, big())[0]!) >= 0, `case ${c}: never worse than the default play`);
  }
});

t.test('loaded dice: the ends of a roll and the next states of base defence', async (t) => {
  // 2 dice at threat 3, enemy at 1 of 2 markers: no success (2 x 2 = 4 face pairs of 9), some (5);
  // safe alien faces 5 of 8, losing 3 (weights before the common factor)
  t.same(rollEnds(2, { sides: 6, successes: 2 }, 3, 1, 2), [
    { hits: 1, lost: false, weight: 20 },
    { hits: 2, lost: false, weight: 25 },
    { hits: 1, lost: true, weight: 12 },
    { hits: 2, lost: true, weight: 15 },
  ]);
  const p = baseParams(
    [
      { skills: [A], elite: true },
      { skills: [H], elite: false },
    ],
    [{ hp: 2, skills: [A, H] }],
    3,
    [1],
  );
  const problem = baseDefenseGame.problem(p);
  const packing = basePacking(p);
  const moves = problem.moves(problem.start);
  t.same(
    moves.map((m) => m % 4096),
    [3, 1, 2],
    'teams: both (3 dice), the elite (2), the other (1)',
  );
  const into = new OutcomeBuffer<number>();
  problem.outcomes(problem.start, moves[1]!, into);
  const next = into.next.slice(0, into.length).map((s) => packing.unpack(s));
  // alive, threat, markers
  t.same(next, [
    [3, 4, 1],
    [3, 4, 2],
    [2, 4, 1],
    [2, 4, 2],
  ]);
  t.same(into.weights.slice(0, into.length), [20, 25, 12, 15]);
});

t.test('missions: best never worse than the default play, for other objectives and prices too', async (t) => {
  const card: MissionCard = {
    soldiers: [{ skills: [A], special: A, elite: true }, { skills: [H], elite: false }, ...plain(1)],
    tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: [A, H] }],
  };
  const p = missionParams(card, 2);
  const play = missionTasks.exact!(p, big());
  const tally = missionTasks.tally(p);
  const mean = (slots: Rational[], name: string) => {
    const v = tally.values.find((x) => x.name === name)!;
    let m = Rational.ZERO;
    for (let k = v.min; k <= v.max; k++) m = m.add(slots[v.slot + k - v.min]!.mulInt(k));
    return m;
  };
  const best = bestOf(missionBest, { game: p, objective: objective('tasksDone', 'max', 0.25), rows: 0 }).slots;
  const value = (s: Rational[]) => mean(s, 'tasksDone').sub(Rational.of(1, 4).mul(mean(s, 'soldiersLost')));
  t.ok(value(best).compare(value(play)) >= 0, `tasksDone - 1/4 soldiersLost: ${value(best).toNumber()} >= ${value(play).toNumber()}`);
  const fewest = bestOf(missionBest, { game: p, objective: objective('soldiersLost', 'min'), rows: 0 }).slots;
  t.ok(mean(fewest, 'soldiersLost').isZero(), 'fewest soldiers lost: stop at once, none lost');
});

t.test('Monte Carlo walk of the best policy agrees with its exact answer', async (t) => {
  // 200,000 trials, seed 11: each event and distribution bin within K_SIGMA = 5 standard errors
  // (a comparison fails by accident with probability 5.7e-7; about 20 comparisons here)
  const p = baseParams(
    [{ skills: [A], special: A, elite: true }, { skills: [H], elite: false }, ...plain(1)],
    [
      { hp: 2, skills: [A, H], special: A },
      { hp: 1, skills: [H] },
    ],
  );
  const params = { game: p, objective: objective('baseDamage', 'min', 0.1), rows: 0 };
  const exact = bestOf(baseDefenseBest, params).slots;
  const trials = 200_000;
  const { tally, acc } = simulate(baseDefenseBest, params, trials, 11);
  for (let slot = 0; slot < tally.size; slot++) {
    const q = exact[slot]!.toNumber();
    const est = acc[slot]! / trials;
    if (q === 0 || q === 1) {
      t.equal(est, q, `slot ${slot}: certain or impossible`);
      continue;
    }
    const z = (est - q) / Math.sqrt((q * (1 - q)) / trials);
    t.ok(Math.abs(z) <= K_SIGMA, `slot ${slot}: ${est.toFixed(5)} vs ${q.toFixed(5)} (${z.toFixed(2)} SE)`);
  }
});

t.test('a problem beyond the state bound is too large', async (t) => {
  const p = baseParams(
    plain(6),
    [1, 2, 3].map(() => ({ hp: 3, skills: [A, H] })),
  );
  t.throws(
    () =>
      bestOf(baseDefenseBest, { game: p, objective: objective('allDestroyed'), rows: 0 }).slots &&
      baseDefenseBest.exact!({ game: p, objective: objective('allDestroyed'), rows: 0 }, new ExactBudget(1000)),
    /more than 1000 states/,
  );
});
