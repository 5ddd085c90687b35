/**
 * XCOM phase 5, orbital defence (docs/rules.md, "Phase 5: orbital defence"; seed phase 5 steps
 * 1-5 and the note after them).
 *
 * The Central Officer's one task: threat starts at `threat` (the phase resets it to 1); each roll
 * throws one XCOM die per satellite and the alien die; each success destroys one UFO in orbit; a
 * LOSS exhausts every satellite. Afterwards each UFO left in orbit advances the lowest-panic
 * continent by 1, so `ufosLeft` is that continent's panic gain.
 * Readings of the rule, written down:
 * - Successes of the losing roll still destroy UFOs (the shared task-roll reading).
 * - Surplus successes are wasted once orbit is clear; with no UFO in orbit nothing is rolled.
 * - The player stops when orbit is clear, on a loss, or when the policy says so before a roll.
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
  layOut(p, need, rolls) {
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
