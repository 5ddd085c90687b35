/**
 * `outcomeSums` (simulations/xcom/taskRoll.ts), which research and orbital defence's exact
 * methods sum their task's outcomes with: each slot's chance equals the outcomes' chances put in
 * it added as fractions one by one, for tasks whose slots are summed in doubles, on BigInt (the
 * rolls' denominators past 2^53), and both in one call; and an outcome put twice in a slot (which
 * the caller's contract forbids, but must not give a wrong sum) is added twice.
 */
import t from 'tap';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { STANDARD_XCOM_DIE, type XcomDie } from '../../simulations/xcom/dice.js';
import type { StopPolicy } from '../../simulations/xcom/policy.js';
import { SuccessLaws, outcomeSums, taskOutcomes, type OutcomeSlots, type TaskOutcome } from '../../simulations/xcom/taskRoll.js';

const budget = new ExactBudget(1e7);

/** Slots as research lays them out: completed, exhausted, rolls 0..20, hits 0..need. */
function researchSlots(need: number): { size: number; slotsOf: OutcomeSlots } {
  return {
    size: 2 + 21 + need + 1,
    slotsOf: (o, put) => {
      if (o.hits === need) put(0);
      if (o.lost) put(1);
      put(2 + o.rolls);
      put(23 + o.hits);
    },
  };
}

/** The same sums by adding each outcome's chance as a fraction. */
function addedOneByOne(outcomes: readonly TaskOutcome[], size: number, slotsOf: OutcomeSlots): Rational[] {
  const sums = new Array<Rational>(size).fill(Rational.ZERO);
  for (const o of outcomes) slotsOf(o, (slot) => (sums[slot] = sums[slot]!.add(o.p)));
  return sums;
}

const cases: Array<{ dice: number; need: number; threat: number; policy: StopPolicy; die: XcomDie }> = [];
for (const dice of [0, 1, 3, 6, 8])
  for (const need of [1, 3, 5])
    for (const threat of [0, 2, 5])
      for (const policy of [{}, { maxRolls: 2 }, { stopAtThreat: 5 }]) cases.push({ dice, need, threat, policy, die: STANDARD_XCOM_DIE });
cases.push({ dice: 4, need: 4, threat: 0, policy: {}, die: { sides: 10, successes: 3 } });
cases.push({ dice: 7, need: 2, threat: 1, policy: {}, die: { sides: 20, successes: 7 } });

t.test('every slot equals its outcomes added as fractions', async (t) => {
  let big = 0;
  let small = 0;
  for (const c of cases) {
    const outcomes = taskOutcomes({ threat: c.threat, hits: 0, rolls: 0 }, c.dice, c.need, new SuccessLaws(c.die), c.policy, budget);
    if (outcomes.some((o) => o.big !== undefined)) big++;
    else small++;
    const { size, slotsOf } = researchSlots(c.need);
    const got = outcomeSums(outcomes, size, slotsOf);
    const want = addedOneByOne(outcomes, size, slotsOf);
    const bad = got.findIndex((r, i) => !r.equals(want[i]!));
    if (bad !== -1) t.fail(`${JSON.stringify(c)}: slot ${bad} is ${got[bad]}, added one by one ${want[bad]}`);
  }
  // both kinds of task are covered: some pass 2^53 over their rolls' denominators, some do not
  t.ok(big > 0, `${big} tasks with outcomes on BigInt`);
  t.ok(small > 0, `${small} tasks in doubles only`);
  t.pass(`${cases.length} tasks compared`);
});

t.test('an outcome put twice in a slot counts twice, in doubles and on BigInt', async (t) => {
  for (const dice of [2, 8]) {
    const outcomes = taskOutcomes({ threat: 0, hits: 0, rolls: 0 }, dice, 3, new SuccessLaws(STANDARD_XCOM_DIE), {}, budget);
    const twice: OutcomeSlots = (o, put) => {
      put(0);
      put(0);
      if (o.lost) put(1);
    };
    const got = outcomeSums(outcomes, 2, twice);
    t.ok(got[0]!.equals(Rational.of(2, 1)), `${dice} dice: every outcome twice sums to 2 (${got[0]})`);
    t.ok(got[1]!.equals(addedOneByOne(outcomes, 2, twice)[1]!), `${dice} dice: the losses as added one by one`);
  }
});
