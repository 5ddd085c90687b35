/**
 * XCOM phase 4, research (docs/rules.md, "Phase 4: research"; seed phase 4 steps 1-5).
 *
 * One research area: threat starts at `threat` (the phase resets it to 1); each roll throws one
 * XCOM die per scientist plus the Laboratory's bonus dice, and the alien die.
 * Readings of the rule, written down:
 * - Successes count even on a losing roll, so a tech can be researched by the roll that
 *   exhausts the scientists: both `completed` and `exhausted` are then true.
 * - Markers beyond the tech's cost are not placed: at most `cost - progress` this phase.
 * - Threat rises by 1 after every roll, losing or not.
 * - The player stops when the tech is researched, after a loss (exhausted scientists cannot
 *   roll again this phase), or when the policy says so before a roll.
 * The roll loop is the shared task roll (taskRoll.ts) with the phase-4 rule, each roll's dice
 * drawn as one joint outcome (`taskLaw`, laws prepared once per request); `researchArea` is
 * that task as a step the whole round (round.ts) plays too.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { machineRuns } from '../core/rollWalk.js';
import { Tally, countSlots, type SlotsOf } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, rollsUntilCertainLoss, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { RESEARCH, ResetTask, SuccessLaws, taskThreat, type TaskEnd } from './taskRoll.js';
import { taskSlotSums } from './taskSlotSums.js';

export interface ResearchParams extends ThreatTrack {
  scientists: number;
  cost: number;
  progress: number;
  bonusDice: number;
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

const layout = lastLayout(layOut);

function layOut(p: ResearchParams) {
  const need = p.cost - p.progress;
  const maxRolls = Math.min(p.policy.maxRolls ?? Infinity, rollsUntilCertainLoss(p.threat, capOf(p)));
  const tally = new Tally();
  const slots = {
    completed: tally.event('completed'),
    exhausted: tally.event('exhausted'),
    rolls: tally.value('rolls', 0, maxRolls),
    markers: tally.value('markers', 0, need),
  };
  // where an end of the task counts: one list for the trials, the exact walk and the best play
  const ends: SlotsOf<TaskEnd> = (end, put) => {
    if (end.hits === need) put(slots.completed);
    if (end.lost) put(slots.exhausted);
    put(slots.rolls + end.rolls);
    put(slots.markers + end.hits);
  };
  return { tally, slots, ends, need, dice: p.scientists + p.bonusDice, die: p.die ?? STANDARD_XCOM_DIE };
}

/**
 * One research area's task as a reusable phase step (this kernel and the whole round play it):
 * `dice` is the scientists plus the bonus dice, `need` the markers still wanting.
 */
export function researchArea(
  p: Pick<ResearchParams, 'threat' | 'policy' | 'threatCap'>,
  dice: number,
  need: number,
  die: XcomDie,
): ResetTask {
  return new ResetTask(RESEARCH, dice, need, p.threat, p.policy, die, capOf(p));
}

/** Where an end of the task counts in the answer (the trials, the exact walk and the best play read it). */
export const researchEnds = (p: ResearchParams): SlotsOf<TaskEnd> => layout(p).ends;

export const researchTask: Kernel<ResearchParams> = {
  name: 'xcom.research',
  // one task's walk: every live state spends, and the fractions stay short (at most 9 rolls)
  exactStopsPromptly: true,
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, ends, need, dice, die } = layout(p);
    return { tally, ...machineRuns(researchArea(p, dice, need, die).trials, countSlots(ends)) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, ends, need, dice, die } = layout(p);
    const start = { threat: taskThreat(RESEARCH, p.threat, p.threat), hits: 0, rolls: 0 };
    const laws = new SuccessLaws(die, capOf(p));
    return taskSlotSums({ start, dice, need, laws, policy: p.policy, budget }, tally.size, ends);
  },
};
