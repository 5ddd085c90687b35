/**
 * `taskSlotSums` (simulations/xcom/taskSlotSums.ts), which research and orbital defence's exact
 * methods sum their task's outcomes with as the walk finds them: each slot's chance equals the
 * chances of the outcomes `taskOutcomes` lists for the same task, put in it and added as
 * fractions one by one, for tasks whose slots are summed in doubles, on BigInt (the rolls'
 * denominators past 2^53), with a certain-loss last roll past 2^53 (its lowest terms safe or
 * not), and several in one call; the budget is spent alike; and an outcome
 * put twice in a slot (which the caller's contract forbids, but must not give a wrong sum) is
 * added twice.
 */
import t from 'tap';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import { STANDARD_XCOM_DIE, type XcomDie } from '../../simulations/xcom/dice.js';
import type { StopPolicy } from '../../simulations/xcom/policy.js';
import { SuccessLaws, taskOutcomes, type TaskOutcome } from '../../simulations/xcom/taskRoll.js';
import { taskSlotSums, type OutcomeSlots } from '../../simulations/xcom/taskSlotSums.js';

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
  for (const o of outcomes)
    slotsOf(o, (slot) => {
      sums[slot] = sums[slot]!.add(o.p);
    });
  return sums;
}

const cases: Array<{ dice: number; need: number; threat: number; policy: StopPolicy; die: XcomDie }> = [];
for (const dice of [0, 1, 2, 3, 4, 6, 8])
  for (const need of [1, 3, 5])
    for (const threat of [0, 1, 2, 3, 5])
      for (const policy of [{}, { maxRolls: 2 }, { stopAtThreat: 5 }]) cases.push({ dice, need, threat, policy, die: STANDARD_XCOM_DIE });
cases.push({ dice: 4, need: 4, threat: 0, policy: {}, die: { sides: 10, successes: 3 } });
// past 2^53 on the last roll only, with slots whose lowest terms are past it too
cases.push({ dice: 9, need: 3, threat: 5, policy: {}, die: STANDARD_XCOM_DIE });
cases.push({ dice: 12, need: 1, threat: 6, policy: {}, die: STANDARD_XCOM_DIE });
cases.push({ dice: 7, need: 2, threat: 1, policy: {}, die: { sides: 20, successes: 7 } });

t.test('every slot equals its outcomes added as fractions', async (t) => {
  let big = 0;
  let small = 0;
  let lastRoll = 0;
  let lastRollBig = 0;
  for (const c of cases) {
    const start = { threat: c.threat, hits: 0, rolls: 0 };
    const listed = new ExactBudget(1e7);
    const outcomes = taskOutcomes(start, c.dice, c.need, new SuccessLaws(c.die), c.policy, listed);
    const past = outcomes.filter((o) => o.big !== undefined);
    if (past.length > 0) big++;
    else small++;
    // only the last roll passed 2^53, a certain loss (threat 8 before it): summed in two doubles
    if (past.length > 0 && past.every((o) => o.lost && o.threat > 8)) lastRoll++;
    const { size, slotsOf } = researchSlots(c.need);
    const summed = new ExactBudget(1e7);
    const got = taskSlotSums(
      { start, dice: c.dice, need: c.need, laws: new SuccessLaws(c.die), policy: c.policy, budget: summed },
      size,
      slotsOf,
    );
    const want = addedOneByOne(outcomes, size, slotsOf);
    const bad = got.findIndex((r, i) => !r.equals(want[i]!));
    if (bad !== -1) t.fail(`${JSON.stringify(c)}: slot ${bad} is ${got[bad]}, added one by one ${want[bad]}`);
    if (past.length > 0 && past.every((o) => o.lost && o.threat > 8) && got.some((r) => r.den > 2n ** 53n)) lastRollBig++;
    if (summed.used !== listed.used) t.fail(`${JSON.stringify(c)}: ${summed.used} states spent, listed ${listed.used}`);
  }
  // both kinds of task are covered: some pass 2^53 over their rolls' denominators, some do not
  t.ok(big > 0, `${big} tasks with outcomes on BigInt`);
  t.ok(small > 0, `${small} tasks in doubles only`);
  // and tasks whose last roll alone passed 2^53, some with a slot whose lowest terms do too
  t.ok(lastRoll > 0, `${lastRoll} tasks past 2^53 on their last roll only`);
  t.ok(lastRollBig > 0, `${lastRollBig} of them with a slot past 2^53 in lowest terms`);
  t.pass(`${cases.length} tasks compared`);
});

t.test('an outcome put twice in a slot counts twice, in doubles and on BigInt', async (t) => {
  for (const [dice, threat] of [
    [2, 0],
    [8, 0],
    [3, 1],
    [4, 1],
  ] as const) {
    const start = { threat, hits: 0, rolls: 0 };
    const outcomes = taskOutcomes(start, dice, 3, new SuccessLaws(STANDARD_XCOM_DIE), {}, new ExactBudget(1e7));
    const twice: OutcomeSlots = (o, put) => {
      put(0);
      put(0);
      if (o.lost) put(1);
    };
    const got = taskSlotSums(
      { start, dice, need: 3, laws: new SuccessLaws(STANDARD_XCOM_DIE), policy: {}, budget: new ExactBudget(1e7) },
      2,
      twice,
    );
    t.ok(got[0]!.equals(Rational.of(2, 1)), `${dice} dice: every outcome twice sums to 2 (${got[0]}), threat ${threat}`);
    t.ok(got[1]!.equals(addedOneByOne(outcomes, 2, twice)[1]!), `${dice} dice: the losses as added one by one, threat ${threat}`);
  }
});
