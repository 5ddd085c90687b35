/**
 * The stopping rules of an XCOM task (docs/rules.md, "XCOM: roll again or stop"), listed for a
 * side-by-side table, and the rules no other rule beats. "Stop once the threat exceeds T" runs
 * from `threat - 1` (no roll at all) to the last threat a roll can start at, "stop after R rolls"
 * from 0 to the most rolls a task can take: rules past those ranges play like the default.
 */
import type { StopPolicy } from './policy.js';

/**
 * Every rule worth listing for a phase starting at `threat`, whose last roll can start at
 * `lastThreat` at the latest and whose tasks take at most `rollsPerTask` rolls.
 */
export function stoppingRules(threat: number, lastThreat: number, rollsPerTask: number) {
  const rules: Array<{ rule: 'default' | 'stopAtThreat' | 'maxRolls'; value: number | null; policy: StopPolicy }> = [
    { rule: 'default', value: null, policy: {} },
  ];
  for (let t = threat - 1; t <= lastThreat; t++) rules.push({ rule: 'stopAtThreat', value: t, policy: { stopAtThreat: t } });
  for (let r = 0; r <= rollsPerTask; r++) rules.push({ rule: 'maxRolls', value: r, policy: { maxRolls: r } });
  return rules;
}

/** For each row, whether no other row beats it: finishes at least as often, loses at most as often, better on one (`cmp(a, b)` < 0 when a < b). */
export function undominated<T>(rows: ReadonlyArray<{ finish: T; loss: T }>, cmp: (a: T, b: T) => number): boolean[] {
  return rows.map(
    (a) =>
      !rows.some((b) => {
        const f = cmp(b.finish, a.finish);
        const l = cmp(b.loss, a.loss);
        return f >= 0 && l <= 0 && (f > 0 || l < 0);
      }),
  );
}
