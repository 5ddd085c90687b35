/**
 * XCOM phase 9, one mission (RULES.md section 1, "Phase 9: missions"; seed phase 9).
 *
 * The Squad Leader's tasks of one mission card, left to right: threat set to `threat` once (the
 * phase sets it to 1) and never reset between tasks. Each roll throws one XCOM die per soldier
 * on the task plus its bonus dice, and the alien die. An enemy task is done when its markers
 * reach the enemy's hit points; any other task at its first success. A LOSS kills the soldiers
 * on that task (they go to the recruitment pool); soldiers on the other tasks stay.
 * Readings of the rule, written down:
 * - Successes of the losing roll still count, so a task can be done by the roll that kills its
 *   soldiers: the task counts and the mission goes on to the next task, with that task's own
 *   soldiers, at the carried threat.
 * - A task cannot be tried before the one on its left is done, so a task left unfinished (its
 *   soldiers killed, none assigned, or the policy stopping) ends the mission there.
 * - A task with no soldiers cannot be tried (bonus dice do not roll on their own).
 * - `bonusDice` stands for the dice a soldier's matching special skill (or an elite soldier) adds.
 * - `policy.maxRolls` counts the rolls of each task; `policy.stopAtThreat` is checked against
 *   the carried threat before every roll.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import { ALIEN_DIE_SIDES, STANDARD_XCOM_DIE, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { MISSIONS, StateMass, SuccessLaws, TaskRun, rollTask, taskOutcomes, taskThreat } from './taskRoll.js';

export interface MissionTask {
  /** successes needed: the enemy's hit points, or 1 for any other task */
  need: number;
  soldiers: number;
  bonusDice: number;
}

export interface MissionParams {
  tasks: MissionTask[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

/** Most rolls of the mission: the rolls below threat 8, then one certain loss per task. */
export function missionRollBound(p: MissionParams): number {
  const bound = Math.max(0, ALIEN_DIE_SIDES - p.threat) + p.tasks.length;
  return p.policy.maxRolls === undefined ? bound : Math.min(bound, p.policy.maxRolls * p.tasks.length);
}

function layout(p: MissionParams) {
  const tally = new Tally();
  const slots = {
    completed: tally.event('completed'),
    anySoldierLost: tally.event('anySoldierLost'),
    tasksDone: tally.value('tasksDone', 0, p.tasks.length),
    soldiersLost: tally.value('soldiersLost', 0, p.tasks.reduce((s, x) => s + x.soldiers, 0), { distribution: false }),
    rolls: tally.value('rolls', 0, missionRollBound(p), { distribution: false }),
  };
  return { tally, slots, die: p.die ?? STANDARD_XCOM_DIE };
}

export const missionTasks: Kernel<MissionParams> = {
  name: 'xcom.mission',

  prepare(p) {
    const { tally, slots, die } = layout(p);
    const { policy } = p;
    const n = p.tasks.length;
    const need = Int32Array.from(p.tasks, (x) => x.need);
    const soldiers = Int32Array.from(p.tasks, (x) => x.soldiers);
    const dice = Int32Array.from(p.tasks, (x) => x.soldiers + x.bonusDice);
    const run = new TaskRun();
    const trial = (rng: Rng, acc: Float64Array): void => {
      let threat = p.threat;
      let rolls = 0;
      let lost = 0;
      let done = 0;
      let anyLost = false;
      for (let i = 0; i < n && soldiers[i] > 0; i++) {
        run.start(taskThreat(MISSIONS, p.threat, threat));
        rolls += rollTask(rng, run, dice[i], need[i], die, policy);
        threat = run.threat;
        if (run.lost) {
          lost += soldiers[i];
          anyLost = true;
        }
        if (run.hits < need[i]) break;
        done++;
      }
      if (done === n) acc[slots.completed]++;
      if (anyLost) acc[slots.anySoldierLost]++;
      acc[slots.tasksDone + done]++;
      acc[slots.soldiersLost + lost]++;
      acc[slots.rolls + rolls]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, die } = layout(p);
    const acc = zeros(tally.size);
    const laws = new SuccessLaws(die);
    const n = p.tasks.length;
    interface S {
      rolls: number;
      lost: number;
    }
    const end = (done: number, s: S, w: Rational) => {
      if (done === n) addAt(acc, slots.completed, w);
      if (s.lost > 0) addAt(acc, slots.anySoldierLost, w);
      addAt(acc, slots.tasksDone + done, w);
      addAt(acc, slots.soldiersLost + s.lost, w);
      addAt(acc, slots.rolls + s.rolls, w);
    };
    // the state before task i: rolls made so far (the threat is `threat + rolls`), soldiers lost
    let mass = new StateMass<S>();
    mass.add('0,0', { rolls: 0, lost: 0 }, Rational.ONE);
    for (let i = 0; i < n; i++) {
      const task = p.tasks[i];
      const next = new StateMass<S>();
      for (const { s, p: w } of mass.states.values()) {
        budget.spend();
        if (task.soldiers === 0) {
          end(i, s, w);
          continue;
        }
        const start = { threat: taskThreat(MISSIONS, p.threat, p.threat + s.rolls), hits: 0, rolls: 0 };
        for (const o of taskOutcomes(start, task.soldiers + task.bonusDice, task.need, laws, p.policy, budget)) {
          const after = { rolls: s.rolls + o.made, lost: s.lost + (o.lost ? task.soldiers : 0) };
          if (o.hits < task.need) end(i, after, w.mul(o.p));
          else next.add(`${after.rolls},${after.lost}`, after, w.mul(o.p));
        }
      }
      mass = next;
    }
    for (const { s, p: w } of mass.states.values()) end(n, s, w);
    return acc;
  },
};
