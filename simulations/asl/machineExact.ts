/**
 * The exact method of a kernel whose trial is a step machine (walk.ts: the rout, a rally
 * sequence): the states still going after the same number of checks are merged by the
 * machine's `key`, and each is branched on the Original DRs of the 2d6 with their ways out of 36
 * and, after a wound, on the severity dr's verdict; each live state spends one state of the
 * budget. The machines read an outcome of the 2d6 only through its Original DR (ASLRB A10.6,
 * A15.1), so one outcome stands for its sum.
 */
import type { ExactBudget } from '../core/kernel.js';
import { Rational, addAt } from '../core/rational.js';
import { StateMass } from '../core/weight.js';
import { ORIGINAL_DR, TWO_D6_OUTCOMES } from './dice.js';
import { ORIGINAL_WAYS } from './morale.js';
import type { StepRules } from './walk.js';

/** One outcome of the 2d6 per Original DR (2..12, its first), with its chance. */
const BY_ORIGINAL_DR = ORIGINAL_WAYS.flatMap((ways, s) =>
  ways > 0 ? [{ d: ORIGINAL_DR.indexOf(s), p: Rational.of(ways, TWO_D6_OUTCOMES) }] : [],
);

/** Adds the chance of each end of the trials from `start` to its slots `slotsOf(end)` of `acc`. */
export function machineEnds<S>(
  start: S,
  rules: StepRules<S>,
  budget: ExactBudget,
  acc: Rational[],
  slotsOf: (end: number) => readonly number[],
): void {
  const finish = (end: number, p: Rational): void => {
    for (const slot of slotsOf(end)) addAt(acc, slot, p);
  };
  let live = new StateMass<S>();
  const first = rules.copy(start);
  if (rules.next(first)) live.add(rules.key(first), first, Rational.ONE);
  else finish(rules.end(first), Rational.ONE);
  const scratch = rules.copy(start);
  while (live.size > 0) {
    const next = new StateMass<S>();
    for (const { s, p } of live.values()) {
      budget.spend();
      // where the check of s leads, with the chances from s (small fractions, added before the
      // one product with p each)
      const after = new StateMass<S>();
      const ended = new Map<number, Rational>();
      for (const { d, p: ways } of BY_ORIGINAL_DR) {
        const result = rules.result(s, d);
        const law = rules.severity(s, result);
        // played on one scratch state, copied only when it leads to a new state
        const branch = (killed: boolean, q: Rational): void => {
          rules.assign(scratch, s);
          rules.apply(scratch, d, result, killed);
          if (!rules.next(scratch)) {
            const end = rules.end(scratch);
            ended.set(end, ended.get(end)?.add(q) ?? q);
            return;
          }
          const key = rules.key(scratch);
          const had = after.states.get(key);
          if (had) had.p = had.p.add(q);
          else after.add(key, rules.copy(scratch), q);
        };
        if (law === null) {
          branch(false, ways);
          continue;
        }
        // categories of the severity dr: 0 survives, 1 killed
        const killed = law.weights[1] ?? 0;
        if (killed > 0) branch(true, ways.mul(Rational.of(killed, law.total)));
        if (killed < law.total) branch(false, ways.mul(Rational.of(law.total - killed, law.total)));
      }
      for (const [key, { s: t, p: q }] of after.states) next.add(key, t, p.mul(q));
      for (const [end, q] of ended) finish(end, p.mul(q));
    }
    live = next;
  }
}
