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
 * The kernel is the reset task's (`resetTaskKernel`, taskRoll.ts); the whole round (round.ts)
 * plays the same task (`resetTask`).
 */
import { Tally } from '../core/tally.js';
import { resetTaskKernel, type ResetTaskParams } from './taskRoll.js';

export interface ResearchParams extends ResetTaskParams {
  scientists: number;
  cost: number;
  progress: number;
  bonusDice: number;
}

export const researchTask = resetTaskKernel<ResearchParams>({
  name: 'xcom.research',
  dice: (p) => p.scientists + p.bonusDice,
  need: (p) => p.cost - p.progress,
  layOut(p, need, rolls) {
    const tally = new Tally();
    const slots = {
      completed: tally.event('completed'),
      exhausted: tally.event('exhausted'),
      rolls: tally.value('rolls', 0, Math.min(p.policy.maxRolls ?? Infinity, rolls)),
      markers: tally.value('markers', 0, need),
    };
    return {
      tally,
      ends: (end, put) => {
        if (end.hits === need) put(slots.completed);
        if (end.lost) put(slots.exhausted);
        put(slots.rolls + end.rolls);
        put(slots.markers + end.hits);
      },
    };
  },
});
