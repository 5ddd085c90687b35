/**
 * ASL: every unit of one location takes the same MC, with the leader-loss cascade (docs/rules.md,
 * "A whole location", "Leadership and leader loss"; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22,
 * A10.7, A10.72, A10.8, A7.8, A15.1, A15.2, A17.11). Each check's dice and verdict and the
 * Fanatic spread are the morale core's (morale.ts); the kernel's parts:
 * - locationUnits.ts: the units, their final statuses and what a finished cascade counts;
 * - cascade.ts: who checks when, with which DRM;
 * - locationExact.ts: the factorised exact method.
 *
 * Trials: the cascade's step machine (walk.ts), walked through its table when it has few states
 * (`MAX_TABLED_STATES`), else played check by check, with the same draws.
 */
import { itemAt } from '../core/itemAt.js';
import type { Kernel } from '../core/kernel.js';
import { machineRuns } from '../core/rollWalk.js';
import { Cascade } from './cascade.js';
import { ORIGINAL_DR } from './dice.js';
import { locationExact } from './locationExact.js';
import { locationSlots, locationSpecs, record, type LocationParams } from './locationUnits.js';
import { checkVerdict, heatOfBattle, rollKilled, rollTwoD6, severityRoll } from './morale.js';
import { stepTrials, type StateRules } from './walk.js';

// the names the service and its callers read from the kernel's module
export { STATUSES, STATUS_KEYS, locationSpecs, type LocationParams, type LocationUnit } from './locationUnits.js';

/**
 * Cascades with at most this many states (`Walk.states`) are tabled: a leader and a squad have 17
 * states, three squads 29, a leader with two squads 131 (played). Tabling 64 states, or finding
 * a stack too big, takes about a millisecond.
 */
const MAX_TABLED_STATES = 64;

/** The cascade as a step machine: each check's verdict read from the morale core's table. */
const cascadeRules: StateRules<Cascade> = {
  copy: (c) => c.clone(),
  assign: (into, from) => into.copyFrom(from),
  key: (c) => c.key(),
  next: (c) => c.next(),
  result: (c, d) => checkVerdict(itemAt(c.units, c.unit), d, c.drm, c.check),
  severity: (c, result) => severityRoll(itemAt(c.units, c.unit), result),
  apply: (c, d, result, killed) => c.apply(result, killed, heatOfBattle(itemAt(c.units, c.unit).kind, itemAt(ORIGINAL_DR, d), c.check)),
  play: (c, rng) => {
    // every check of a trial: `next` sets `unit` to a unit's index, and d is an outcome of the 2d6
    while (c.next()) {
      const u = c.units[c.unit]!;
      const d = rollTwoD6(rng);
      const result = checkVerdict(u, d, c.drm, c.check);
      c.apply(result, rollKilled(rng, u, result), heatOfBattle(u.kind, ORIGINAL_DR[d]!, c.check));
    }
  },
};

/** The trials of a location's cascade. */
export const cascadeTrials = (p: LocationParams) =>
  stepTrials(new Cascade(locationSpecs(p), p.modifier, p.drm), cascadeRules, MAX_TABLED_STATES);

export const locationCheck: Kernel<LocationParams> = {
  name: 'asl.location-check',
  tally: (p) => locationSlots(p).tally,

  prepare(p) {
    const { tally, slots } = locationSlots(p);
    return { tally, ...machineRuns(cascadeTrials(p), (end, acc, times) => record(slots, end.s, acc, times)) };
  },

  exact: locationExact,
};
