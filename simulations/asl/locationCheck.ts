/**
 * ASL: every unit of one location takes the same MC, with the leader-loss cascade (docs/rules.md,
 * "A whole location", "Leadership and leader loss"; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22,
 * A10.7, A10.72, A10.8, A7.8, A15.1, A15.2, A17.11). Each check's dice and verdict and the
 * Fanatic spread are the morale core's (morale.ts); the kernel's parts:
 * - locationUnits.ts: the units, their final statuses and what a finished cascade counts;
 * - cascade.ts: who checks when, with which DRM;
 * - locationExact.ts: the factorised exact method.
 *
 * Trials: each check is one draw of the 2d6 and its verdict is read from the morale core's
 * table; a wound draws its severity dr. A stack of few states (`MAX_TABLED_STATES`) walks a table
 * of its cascade (walk.ts), built from the cascade's own step machine, its trials counted by end
 * (`Ends`); a bigger one plays the cascade check by check, with the same draws.
 */
import { itemAt } from '../core/itemAt.js';
import type { Kernel } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import { Ends } from '../core/rollWalk.js';
import type { Tally } from '../core/tally.js';
import { Cascade } from './cascade.js';
import { ORIGINAL_DR } from './dice.js';
import { locationExact } from './locationExact.js';
import { locationSlots, locationSpecs, record, type LocationParams, type LocationSlots } from './locationUnits.js';
import { checkVerdict, heatOfBattle, rollKilled, rollTwoD6, severityRoll } from './morale.js';
import { compileWalk, type StepRules, type Walk } from './walk.js';

// the names the service and its callers read from the kernel's module
export { STATUSES, STATUS_KEYS, locationSpecs, type LocationParams, type LocationUnit } from './locationUnits.js';

/**
 * Cascades with at most this many states (`Walk.states`) are tabled: a leader and a squad have 17
 * states, three squads 29, a leader with two squads 131 (played). Tabling 64 states, or finding
 * a stack too big, takes about a millisecond.
 */
export const MAX_TABLED_STATES = 64;

/**
 * The walk of a cascade with at most `MAX_TABLED_STATES` states, and its ends: each distinct
 * list of slots that a finished cascade records is one end. Undefined for a bigger cascade.
 */
export function tableCascade(tally: Tally, slots: LocationSlots, start: Cascade): { walk: Walk<Cascade>; ends: Ends } | undefined {
  const lists: number[][] = [];
  const ids = new Map<string, number>();
  const scratch = new Float64Array(tally.size);
  const rules: StepRules<Cascade> = {
    copy: (c) => c.clone(),
    assign: (into, from) => into.copyFrom(from),
    key: (c) => c.key(),
    next: (c) => c.next(),
    result: (c, d) => checkVerdict(itemAt(c.units, c.unit), d, c.drm, c.check),
    severity: (c, result) => severityRoll(itemAt(c.units, c.unit), result),
    apply: (c, d, result, killed) => c.apply(result, killed, heatOfBattle(itemAt(c.units, c.unit).kind, itemAt(ORIGINAL_DR, d), c.check)),
    end: (c) => {
      scratch.fill(0);
      record(slots, c, scratch);
      const list = [...scratch.keys()].flatMap((slot) => new Array<number>(itemAt(scratch, slot)).fill(slot));
      const key = list.join(',');
      const id = ids.get(key) ?? lists.push(list) - 1;
      ids.set(key, id);
      return id;
    },
  };
  const walk = compileWalk(start, rules, MAX_TABLED_STATES);
  return walk && { walk, ends: new Ends(lists.length, (e) => itemAt(lists, e)) };
}

export const locationCheck: Kernel<LocationParams> = {
  name: 'asl.location-check',
  tally: (p) => locationSlots(p).tally,

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

  exact: locationExact,
};
