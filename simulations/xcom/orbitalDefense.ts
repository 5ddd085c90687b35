/**
 * XCOM phase 5, orbital defence (docs/rules.md, "Phase 5: orbital defence"; seed phase 5 steps
 * 1-5 and the note after them).
 *
 * The Central Officer's one task: one XCOM die per satellite, each success destroys one UFO in
 * orbit, a loss exhausts every satellite; `ufosLeft` is the panic the lowest continent then gains.
 * The kernel is the reset task's (`resetTaskKernel`, taskRoll.ts); the whole round (round.ts)
 * plays the same task (`resetTask`).
 */
import { Tally } from '../core/tally.js';
import { resetTaskKernel, type ResetTaskParams } from './taskRoll.js';

export interface OrbitalParams extends ResetTaskParams {
  satellites: number;
  ufos: number;
}

export const orbitalDefense = resetTaskKernel<OrbitalParams>({
  name: 'xcom.orbital-defense',
  dice: (p) => p.satellites,
  need: (p) => p.ufos,
  layOut(_p, need, rolls) {
    const tally = new Tally();
    const slots = {
      cleared: tally.event('cleared'),
      exhausted: tally.event('exhausted'),
      ufosLeft: tally.value('ufosLeft', 0, need),
      rolls: tally.value('rolls', 0, rolls, { distribution: false }),
    };
    return {
      tally,
      ends: (end, put) => {
        if (end.hits === need) put(slots.cleared);
        if (end.lost) put(slots.exhausted);
        put(slots.ufosLeft + need - end.hits);
        put(slots.rolls + end.rolls);
      },
    };
  },
});
