/**
 * The XCOM task roll as the phases play it (docs/rules.md, "A task roll"): the phase rules around
 * a task (`PhaseRule`) and the trials' roll loop, one joint draw a roll (`RollLaws`, prepared once
 * per request) with the policy as a roll cap (`rollCap`). `policy.maxRolls` counts the rolls of
 * one task, kept when a kernel resumes it with other units (base defence after a loss).
 */
import type { JointRoll } from '../core/jointRoll.js';
import type { Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { MachineTrials, machineRuns, type RollMachine } from '../core/rollWalk.js';
import { countSlots, type SlotsOf, type Tally } from '../core/tally.js';
import {
  ALIEN_DIE_SIDES,
  NO_THREAT_CAP,
  ROLL_COUNT_TOP,
  STANDARD_XCOM_DIE,
  capOf,
  rollLaws,
  rollsUntilCertainLoss,
  type RollLaws,
  type ThreatTrack,
  type XcomDie,
} from './dice.js';
import type { StopPolicy } from './policy.js';
import { SuccessLaws } from './successLaws.js';
import { NO_ROLL_CAP, TaskRun, placed, rollEnds, type RollEnd } from './taskMove.js';
import type { TaskEnd } from './taskOutcomes.js';
import { taskSlotSums } from './taskSlotSums.js';

// the task's state and its exact endings, under the names the phases know them by here
export { TaskRun, placed, rollEnds } from './taskMove.js';
export { SuccessLaws } from './successLaws.js';
export { taskOutcomes, type TaskEnd, type TaskOutcome } from './taskOutcomes.js';

/** How a phase treats the threat between tasks and the units of a losing roll. */
export interface PhaseRule {
  readonly phase: number;
  /** 'reset': the threat goes back to the phase's start before each task; 'carry': it never does */
  readonly threat: 'reset' | 'carry';
  /** what a loss does to the units of the roll (all of them: they cannot roll again this phase) */
  readonly loss: 'exhaust' | 'pool' | 'kill';
}

export const RESEARCH: PhaseRule = { phase: 4, threat: 'reset', loss: 'exhaust' };
export const ORBITAL_DEFENSE: PhaseRule = { phase: 5, threat: 'reset', loss: 'exhaust' };
export const GLOBAL_DEFENSE: PhaseRule = { phase: 6, threat: 'reset', loss: 'pool' };
export const BASE_DEFENSE: PhaseRule = { phase: 7, threat: 'carry', loss: 'kill' };
export const MISSIONS: PhaseRule = { phase: 9, threat: 'carry', loss: 'kill' };

/** The threat a new task starts at: the phase's start, or the threat carried from the last task. */
export function taskThreat(rule: PhaseRule, phaseStart: number, carried: number): number {
  return rule.threat === 'reset' ? phaseStart : carried;
}

/**
 * How many more rolls `policy` allows a task now at `threat` after `rolls` rolls: threat and
 * rolls both rise by 1 a roll, so `mayRoll(policy, threat + i, rolls + i)` holds exactly for
 * i < rollCap(policy, threat, rolls). Computed once per task, it keeps the policy out of the loop.
 * A threat that stops at `threatCap` no higher than `stopAtThreat` never stops the task.
 */
export function rollCap(policy: StopPolicy, threat: number, rolls: number, threatCap = NO_THREAT_CAP): number {
  let cap = NO_ROLL_CAP;
  const stop = policy.stopAtThreat;
  if (stop !== undefined && !(Math.max(threat, threatCap) <= stop)) cap = Math.min(cap, stop - threat + 1);
  if (policy.maxRolls !== undefined) cap = Math.min(cap, policy.maxRolls - rolls);
  return Math.max(0, cap);
}

/**
 * The joint draw a task taken up (`TaskRun.takeUp`) makes next, or null when it is over: `need`
 * hits placed, a loss, or `cap` rolls made. A roll of more dice than one draw covers draws its
 * `extra` groups first, then the group with the alien die; whether the task goes on is asked only
 * before a roll begins. The dice are those `laws` were built for.
 */
export function taskLaw(run: TaskRun, laws: RollLaws, need: number): JointRoll | null {
  const g = run.group;
  if (g === 0 && (run.lost || run.hits >= need || run.made >= run.cap)) return null;
  // g <= extra.length: a roll's groups are drawn in turn, and `group` is back to 0 after the last
  return g < laws.extra.length ? laws.extra[g]! : laws.at(run.threat);
}

/**
 * Applies category c of the draw `taskLaw` gave: an extra group's successes, or the last group's
 * successes and the alien die (`rollCategory`), after which the threat rises and the roll counts.
 * Successes beyond `need` are wasted.
 */
export function applyTaskRoll(run: TaskRun, laws: RollLaws, need: number, c: number): void {
  if (run.group < laws.extra.length) {
    run.hits = placed(run.hits, c, need);
    run.group++;
  } else {
    run.roll(c >> 1, (c & 1) !== 0, need);
    run.group = 0;
  }
}

/**
 * The due roll's outcome `c` applied to the calling team (`team`, not null while a roll is due)
 * of a phase's state (base defence, missions), the rolls it made counted in the phase's `rolls`,
 * and the next roll due set: true when the call is over (no roll due).
 */
export function applyDueRoll(
  s: { readonly run: TaskRun; team: RollLaws | null; need: number; rolls: number; pending: JointRoll | null },
  c: number,
): boolean {
  const run = s.run;
  const team = s.team!;
  const made = run.made;
  applyTaskRoll(run, team, s.need, c);
  s.rolls += run.made - made;
  if (s.rolls > ROLL_COUNT_TOP) s.rolls = ROLL_COUNT_TOP;
  s.pending = taskLaw(run, team, s.need);
  return s.pending === null;
}

/**
 * One task of a phase that resets the threat before each task (one research area, the orbit, one
 * continent), prepared once per request with the table of its walk. Its `play` answers how a trial
 * ended, shared (read it before the next `play`): it allocates nothing, so the phase's own kernel
 * and the whole round share it. With no dice nothing is rolled: no hits and no loss.
 */
export type ResetTask = MachineTrials<TaskRun>;

export function resetTask(
  dice: number,
  need: number,
  threat: number,
  policy: StopPolicy,
  die: XcomDie,
  threatCap = NO_THREAT_CAP,
): ResetTask {
  const laws = rollLaws(dice, die);
  const first = new TaskRun(threatCap).start(threat).takeUp(rollCap(policy, threat, 0, threatCap));
  const machine: RollMachine<TaskRun> = {
    copy: (r) => {
      const c = new TaskRun(r.threatCap);
      c.copyFrom(r);
      return c;
    },
    assign: (into, from) => into.copyFrom(from),
    // a finished task is read for its hits, rolls and loss only (`play` answers no more)
    key: (r) => (machine.law(r) === null ? `end ${r.hits},${r.rolls},${r.lost ? 1 : 0}` : r.key()),
    law: (r) => (dice > 0 ? taskLaw(r, laws, need) : null),
    apply: (r, c) => applyTaskRoll(r, laws, need, c),
  };
  return new MachineTrials(first, machine, MAX_TASK_STATES);
}

/** What every phase of one reset task is asked: the threat it is reset to, the policy, the die. */
export interface ResetTaskParams extends ThreatTrack {
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

/**
 * A phase that is one reset task (research, orbital defence): its dice, its need, and its answer
 * (`layOut`: the tally and where an end counts, one list for the trials, the walk and the best play).
 */
export interface ResetTaskPhase<P extends ResetTaskParams> {
  name: string;
  dice(p: P): number;
  need(p: P): number;
  layOut(p: P, need: number, rolls: number): { tally: Tally; ends: SlotsOf<TaskEnd> };
}

/** A reset task's kernel, with where its ends count (`ends`). */
export interface ResetTaskKernel<P extends ResetTaskParams> extends Kernel<P> {
  readonly phase: ResetTaskPhase<P>;
  ends(p: P): SlotsOf<TaskEnd>;
}

/** The kernel of a phase that is one reset task. */
export function resetTaskKernel<P extends ResetTaskParams>(phase: ResetTaskPhase<P>): ResetTaskKernel<P> {
  const layout = lastLayout((p: P) => {
    const need = phase.need(p);
    // named, not spread: a spread into a literal takes V8's slow path, on every exact answer
    const { tally, ends } = phase.layOut(p, need, rollsUntilCertainLoss(p.threat, capOf(p)));
    return { tally, ends, need, dice: phase.dice(p), die: p.die ?? STANDARD_XCOM_DIE };
  });
  return {
    name: phase.name,
    phase,
    // one task's walk: every live state spends, and the fractions stay short (at most 9 rolls)
    exactStopsPromptly: true,
    tally: (p) => layout(p).tally,
    ends: (p) => layout(p).ends,

    prepare(p) {
      const { tally, ends, need, dice, die } = layout(p);
      return { tally, ...machineRuns(resetTask(dice, need, p.threat, p.policy, die, capOf(p)), countSlots(ends)) };
    },

    exact(p, budget) {
      const { tally, ends, need, dice, die } = layout(p);
      const start = { threat: p.threat, hits: 0, rolls: 0 };
      const laws = new SuccessLaws(die, capOf(p));
      return taskSlotSums({ start, dice, need, laws, policy: p.policy, budget }, tally.size, ends);
    },
  };
}

/** A task's live states (hits below `need` for each roll made and group drawn): past this it is played. */
const MAX_TASK_STATES = 4096;

/**
 * The roll laws of every dice count the teams of `tables` roll (`dice[alive]` of each), indexed by
 * the count, for the phases whose team changes with the soldiers alive (7 and 9); prepared once
 * per request so that a trial only looks its team's law up.
 */
export function teamLaws(tables: ReadonlyArray<{ dice: Int32Array }>, die: XcomDie): RollLaws[] {
  let most = 0;
  for (const t of tables) for (const d of t.dice) most = Math.max(most, d);
  const laws: RollLaws[] = [];
  for (let d = 0; d <= most; d++) laws.push(rollLaws(d, die));
  return laws;
}

/**
 * `rollEnds` for one die, each end list made once per dice, threat, markers and need: a decision
 * problem's states roll the same few ways many times (other soldiers alive, other tasks or cards
 * done). From threat 8 on every roll is a loss: one law for all of them.
 */
export function rollEndsMemo(die: XcomDie): (dice: number, threat: number, hits: number, need: number) => RollEnd[] {
  const memo = new Map<number, RollEnd[]>();
  return (dice, threat, hits, need) => {
    const t = Math.min(threat, ALIEN_DIE_SIDES);
    const key = ((dice * 256 + t) * 256 + hits) * 256 + need;
    let ends = memo.get(key);
    if (ends === undefined) {
      ends = rollEnds(dice, die, t, hits, need);
      memo.set(key, ends);
    }
    return ends;
  };
}
