/**
 * XCOM phase 4, research (docs/rules.md, "Phase 4: research"; seed phase 4 steps 1-5).
 *
 * One research area: each roll throws one XCOM die per scientist plus the Laboratory's bonus
 * dice, and the alien die; markers beyond `cost - progress` are not placed, and a roll can both
 * complete the tech and exhaust the scientists (docs/rules.md, "A task roll").
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
