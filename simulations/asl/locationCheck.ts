/**
 * ASL: every unit of one location takes the same MC, with the leader-loss cascade (docs/rules.md,
 * "A whole location", "Leadership and leader loss"; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22, A10.7, A10.72, A10.8,
 * A7.8, A15.1, A15.2, A17.11). Each check's dice and verdict (wound severity, a hero's
 * immunities) and the Fanatic spread are the morale core's (morale.ts); the kernel's parts,
 * each with the readings of the rules it implements written down at its head:
 * - locationUnits.ts: the units, the Fanatic spread (A10.8) and the final statuses;
 * - cascade.ts: who checks when, with which DRM: the order (A10.2), leadership (A10.21, A10.22,
 *   A10.72), LLMC and LLTC (A10.2), Heat of Battle (A15.1), the request's DRMs;
 * - locationTally.ts: what a finished cascade counts;
 * - cascadeWalk.ts: the table of a small stack's cascade;
 * - locationExact.ts, leaderCourses.ts, unitCourse.ts: the factorised exact method.
 *
 * Trials: each check is one draw of the 2d6 and its verdict is read from the morale core's
 * table; a stack of few states (`MAX_TABLED_STATES`, cascadeWalk.ts) walks a table of its
 * cascade (walk.ts), a bigger one plays the cascade check by check, with the same draws.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import { Cascade } from './cascade.js';
import { tableCascade } from './cascadeWalk.js';
import { ORIGINAL_DR } from './dice.js';
import { locationExact } from './locationExact.js';
import { locationSpecs, type LocationParams } from './locationUnits.js';
import { locationSlots, record } from './locationTally.js';
import { checkVerdict, heatOfBattle, rollKilled, rollTwoD6 } from './morale.js';

// the names the service and its callers read from the kernel's module
export { STATUSES, STATUS_KEYS, locationSpecs, type LocationParams, type LocationUnit } from './locationUnits.js';

export const locationCheck: Kernel<LocationParams> = {
  name: 'asl.location-check',
  tally: (p) => locationSlots(p).tally,

  // Each check is one draw of the 2d6 (dice.ts) read from the morale core's verdict table, and
  // a severity dr after a wound. A stack whose cascade has few states is tabled (walk.ts), and its
  // trials counted by their end (`Ends`); a bigger one is played check by check, with the same draws.
  prepare(p) {
    const { tally, slots } = locationSlots(p);
    const cascade = new Cascade(locationSpecs(p), p.modifier, p.drm);
    const t = tableCascade(tally, slots, cascade);
    const play = (rng: Rng): void => {
      cascade.reset();
      // every check of a trial: `next` sets `unit` to a unit's index, and d is an outcome of the
      // 2d6 (0..35), which ORIGINAL_DR covers
      while (cascade.next()) {
        const u = cascade.units[cascade.unit]!;
        const d = rollTwoD6(rng);
        const result = checkVerdict(u, d, cascade.drm, cascade.check);
        cascade.apply(result, rollKilled(rng, u, result), heatOfBattle(u.kind, ORIGINAL_DR[d]!, cascade.check));
      }
    };
    const trial = (rng: Rng, acc: Float64Array): void => {
      if (t) {
        t.ends.add(acc, t.walk.run(rng));
        return;
      }
      play(rng);
      record(slots, cascade, acc);
    };
    const batch = (rng: Rng, acc: Float64Array, n: number): void => {
      if (t) {
        const { walk, ends } = t;
        for (let i = 0; i < n; i++) ends.count(walk.run(rng));
        ends.flush(acc);
        return;
      }
      for (let i = 0; i < n; i++) {
        play(rng);
        record(slots, cascade, acc);
      }
    };
    return { tally, trial, batch };
  },

  exact(p, budget: ExactBudget) {
    return locationExact(p, budget);
  },
};
