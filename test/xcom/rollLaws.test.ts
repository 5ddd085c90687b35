/**
 * The joint laws of an XCOM task roll (simulations/xcom/dice.ts, RollLaws): each category's
 * weight, over the total, equals exactly the product of the dice laws (a binomial of the XCOM
 * dice times the alien die's loss or safe faces), and enumerating every face tuple through the
 * rule gives the same counts; rolls too large for one draw are split in the loaded-dice order.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { Rational } from '../../simulations/core/rational.js';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Rng } from '../../simulations/core/rng.js';
import {
  ALIEN_DIE_SIDES,
  RollLaws,
  rollCategory,
  rollLaws,
  rollsAfter,
  STANDARD_XCOM_DIE,
  threatAfter,
  type XcomDie,
} from '../../simulations/xcom/dice.js';
import { mayRoll, type StopPolicy } from '../../simulations/xcom/policy.js';
import { TaskRun, applyTaskRoll, rollCap, taskLaw } from '../../simulations/xcom/taskRoll.js';
import { PureRng, seededGenerator } from '../../src/engine/random.js';
import { LoadedDice } from '../helpers/loadedDice.js';

/**
 * The task roll die by die (each XCOM die with `Rng.count`, then the alien die with `Rng.int`),
 * as the rule reads: the joint draws of the kernels are checked against it. Rolls until `need`
 * hits, a loss, or the policy stops it; returns the rolls made.
 */
function rollTask(rng: Rng, run: TaskRun, dice: number, need: number, die: XcomDie, policy: StopPolicy): number {
  let made = 0;
  while (run.hits < need && !run.lost && mayRoll(policy, run.threat, run.rolls)) {
    run.hits = Math.min(run.hits + rng.count(dice, die.sides, die.successes), need);
    run.lost = rng.int(1, ALIEN_DIE_SIDES) <= run.threat;
    run.threat = threatAfter(run.threat, run.threatCap);
    run.rolls = rollsAfter(run.rolls);
    made++;
  }
  return made;
}

/** The law of one die's success as exact fractions, convolved die by die (no binomial formula). */
function successLaw(dice: number, die: XcomDie): Rational[] {
  const hit = Rational.of(die.successes, die.sides);
  const miss = Rational.ONE.sub(hit);
  let law = [Rational.ONE];
  for (let i = 0; i < dice; i++) {
    const next = new Array<Rational>(law.length + 1).fill(Rational.ZERO);
    law.forEach((p, k) => {
      next[k] = itemAt(next, k).add(p.mul(miss));
      next[k + 1] = itemAt(next, k + 1).add(p.mul(hit));
    });
    law = next;
  }
  return law;
}

/** P(category c) of a joint roll, exactly. */
const chance = (roll: JointRoll, c: number) => Rational.of(roll.weights[c] ?? 0, roll.total);

const dies: XcomDie[] = [
  STANDARD_XCOM_DIE,
  { sides: 10, successes: 5 },
  { sides: 6, successes: 0 },
  { sides: 6, successes: 6 },
  { sides: 20, successes: 7 },
];

/**
 * P(k successes and `lost`) of a whole roll: the extra draws' successes convolved with the
 * last draw's (successes, loss), from their weights alone.
 */
function rollChance(laws: RollLaws, threat: number, lost: boolean): Rational[] {
  let law = [Rational.ONE];
  for (const r of laws.extra) {
    const next = new Array<Rational>(law.length + r.weights.length - 1).fill(Rational.ZERO);
    for (const [a, p] of law.entries()) {
      for (const b of r.weights.keys()) next[a + b] = itemAt(next, a + b).add(p.mul(chance(r, b)));
    }
    law = next;
  }
  const last = laws.at(threat);
  const out = new Array<Rational>(laws.dice + 1).fill(Rational.ZERO);
  law.forEach((p, a) => {
    for (let b = 0; 2 * b < last.weights.length; b++) out[a + b] = itemAt(out, a + b).add(p.mul(chance(last, rollCategory(b, lost))));
  });
  return out;
}

t.test('weights over the total are the product of the dice laws, exactly', async (t) => {
  for (const die of dies) {
    for (const dice of [0, 1, 2, 3, 5, 8, 13]) {
      const laws = new RollLaws(dice, die);
      if (die === STANDARD_XCOM_DIE) t.equal(laws.extra.length, 0, `${dice} standard dice: one draw`);
      const success = successLaw(dice, die);
      let all = true;
      for (let threat = -1; threat <= 10; threat++) {
        const lose = Rational.of(Math.min(Math.max(threat, 0), 8), 8);
        const safe = Rational.ONE.sub(lose);
        const lost = rollChance(laws, threat, true);
        const kept = rollChance(laws, threat, false);
        for (let k = 0; k <= dice; k++) {
          all &&= itemAt(lost, k).equals(itemAt(success, k).mul(lose));
          all &&= itemAt(kept, k).equals(itemAt(success, k).mul(safe));
        }
      }
      t.ok(
        all,
        `${dice} dice of ${die.successes}/${die.sides} (${laws.extra.length + 1} draws), threats -1..10: every (successes, loss) chance exact`,
      );
    }
  }
});

/** Every face tuple of `faces` dice (1..sides each), in order. */
function* tuples(sides: number[]): Generator<number[]> {
  const [first, ...others] = sides;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const rest of tuples(others)) for (let f = 1; f <= first; f++) yield [f, ...rest];
}

t.test('enumerating every face tuple through the rule gives the weights', async (t) => {
  for (const die of [STANDARD_XCOM_DIE, { sides: 4, successes: 3 }]) {
    for (const dice of [0, 1, 2, 3]) {
      for (const threat of [0, 1, 3, 8]) {
        const roll = new RollLaws(dice, die).at(threat);
        const counts = new Array<number>(roll.weights.length).fill(0);
        let n = 0;
        let agree = true;
        for (const faces of tuples(roll.dice.map((d) => d.to - d.from + 1))) {
          // the rule read by hand: successes on faces 1..successes, a loss when the d8 <= threat
          const k = faces.slice(0, dice).filter((f) => f <= die.successes).length;
          const c = rollCategory(k, itemAt(faces, dice) <= threat);
          agree &&= roll.classify(faces) === c;
          counts[c] = itemAt(counts, c) + 1;
          n++;
        }
        t.equal(n, die.sides ** dice * 8, 'every tuple visited');
        t.ok(agree, 'classify reads every tuple as the rule does');
        const exact = counts.every((m, c) => Rational.of(m, n).equals(chance(roll, c)));
        t.ok(exact, `${dice}d${die.sides} (${die.successes} hits) at threat ${threat}: counts / ${n} = weights / ${roll.total}`);
      }
    }
  }
});

t.test('a roll beyond one draw is split: earlier dice first, the alien die last', async (t) => {
  const laws = new RollLaws(24, STANDARD_XCOM_DIE);
  t.ok(laws.extra.length >= 1, `24 dice: ${laws.extra.length} extra draw(s) of ${laws.extraDice} dice`);
  const perDraw = [...laws.extra, laws.at(1)].map((r) => r.dice.length);
  t.equal(
    perDraw.reduce((a, b) => a + b, 0),
    25,
    'every die once: 24 XCOM dice and the alien die',
  );
  for (const r of [...laws.extra, ...laws.withAlien]) t.ok(r.total <= 2 ** 32, 'each draw fits one word');
  const want = successLaw(24, STANDARD_XCOM_DIE);
  const got = rollChance(laws, 3, true);
  t.ok(
    got.every((p, k) => p.equals(itemAt(want, k).mul(Rational.of(3, 8)))),
    'P(k successes and a loss at threat 3) = binomial(24, 1/3)(k) * 3/8 for every k',
  );

  // loaded dice read 24 faces then the alien die
  const faces = [
    ...Array(24)
      .fill(1)
      .map((_, i) => (i % 3 === 0 ? 1 : 5)),
    4,
  ];
  const dice = new LoadedDice(faces);
  let hits = 0;
  for (const r of laws.extra) hits += dice.roll(r);
  const c = dice.roll(laws.at(3));
  t.equal(hits + (c >> 1), 8, 'every third die succeeds: 8 successes');
  t.equal(c & 1, 0, 'alien 4 at threat 3: safe');
  t.equal(dice.unused, 0, 'all 25 faces read');
});

t.test('laws are shared by shape', async (t) => {
  t.equal(rollLaws(3, STANDARD_XCOM_DIE), rollLaws(3, { sides: 6, successes: 2 }), 'the same shape: the same tables');
  t.not(rollLaws(3, STANDARD_XCOM_DIE), rollLaws(4, STANDARD_XCOM_DIE), 'another dice count: other tables');
});

t.test('rollCap: the policy allows exactly the rolls i < cap', async (t) => {
  let checked = 0;
  let agree = true;
  for (const stopAtThreat of [undefined, -1, 0, 1, 3, 8, 12]) {
    for (const maxRolls of [undefined, 0, 1, 2, 5]) {
      const policy = { stopAtThreat, maxRolls };
      for (let threat = 0; threat <= 10; threat++) {
        for (let rolls = 0; rolls <= 4; rolls++) {
          const cap = rollCap(policy, threat, rolls);
          for (let i = 0; i < 20; i++) {
            agree &&= mayRoll(policy, threat + i, rolls + i) === i < cap;
            checked++;
          }
        }
      }
    }
  }
  t.ok(agree, `mayRoll(policy, threat + i, rolls + i) === (i < rollCap) in ${checked} cases`);
});

/**
 * The task roll as the kernels' trials draw it, one joint draw per roll (`taskLaw`, then
 * `applyTaskRoll`): takes the task up for at most `cap` rolls (`rollCap`) and rolls until `need`
 * hits, a loss, or the cap; returns the rolls made.
 */
function rollTaskJoint(rng: Rng, run: TaskRun, laws: RollLaws, need: number, cap: number): number {
  if (run.lost) return 0;
  run.takeUp(cap);
  for (let law = taskLaw(run, laws, need); law !== null; law = taskLaw(run, laws, need)) {
    applyTaskRoll(run, laws, need, rng.roll(law));
  }
  return run.made;
}

t.test('on the same scripted faces, rollTaskJoint ends every task as rollTask does', async (t) => {
  const words = new PureRng(seededGenerator(77));
  const dies: XcomDie[] = [STANDARD_XCOM_DIE, { sides: 10, successes: 5 }, { sides: 6, successes: 1 }];
  const policies = [{}, { stopAtThreat: 4 }, { maxRolls: 2 }, { stopAtThreat: 6, maxRolls: 3 }];
  let agree = true;
  let tasks = 0;
  for (let k = 0; k < 2000; k++) {
    const die = itemAt(dies, k % dies.length);
    const policy = itemAt(policies, Math.floor(k / dies.length) % policies.length);
    const dice = words.int(1, 5);
    const need = words.int(1, 6);
    const threat = words.int(1, 9);
    const hits = words.int(0, need - 1);
    const rolls = words.int(0, 2);
    const faces: number[] = [];
    for (let r = 0; r < 12; r++) {
      for (let d = 0; d < dice; d++) faces.push(words.int(1, die.sides));
      faces.push(words.int(1, 8));
    }
    const a = new LoadedDice(faces);
    const b = new LoadedDice(faces);
    const ra = new TaskRun().start(threat, hits, rolls);
    const rb = new TaskRun().start(threat, hits, rolls);
    const madeA = rollTask(a, ra, dice, need, die, policy);
    const madeB = rollTaskJoint(b, rb, rollLaws(dice, die), need, rollCap(policy, threat, rolls));
    // where the task stands (the joint roll's call also keeps its cap and rolls made, which
    // `rollTask` has no use for)
    const end = (r: TaskRun) => [r.threat, r.rolls, r.hits, r.lost];
    const same = madeA === madeB && JSON.stringify(end(ra)) === JSON.stringify(end(rb)) && a.unused === b.unused;
    if (!same) t.fail(`task ${k}: ${JSON.stringify({ dice, need, threat, hits, rolls, policy, die, ra, rb, madeA, madeB })}`);
    agree &&= same;
    tasks++;
  }
  t.ok(agree, `${tasks} tasks: the same rolls, hits, threat, loss and faces read`);
});
