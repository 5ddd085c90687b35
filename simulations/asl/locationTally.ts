/**
 * ASL location check: what a finished cascade counts (docs/rules.md, "A whole location";
 * ASLRB A10.2, A15.1): the location's events (every unit in good order, any broken, a leader
 * lost or broken, a Heat of Battle) and values (units broken, units eliminated, checks taken),
 * and each unit's final status (locationUnits.ts).
 */
import { lastLayout } from '../core/lastLayout.js';
import { Tally } from '../core/tally.js';
import { type Cascade, mostChecks } from './cascade.js';
import { STATUS_KEYS, statusOf, type LocationParams } from './locationUnits.js';

/**
 * The tally and its slots, laid out once per answer (`lastLayout`): the location's events and
 * values, then the group `units`, one item per unit holding one event per final status. A unit
 * ends in exactly one status, so its events are a distribution, each with its own interval; they
 * are declared in a row, so that the slot of status s is `status[i] + s`.
 */
export const locationSlots = lastLayout(layOut);

function layOut(p: LocationParams) {
  const n = p.units.length;
  const leaders = p.units.filter((u) => u.kind === 'leader').length;
  const tally = new Tally();
  const slots = {
    allGoodOrder: tally.event('allGoodOrder'),
    anyBroken: tally.event('anyBroken'),
    leaderLost: tally.event('leaderLost'),
    leaderBroke: tally.event('leaderBroke'),
    heatOfBattle: tally.event('heatOfBattle'),
    unitsBroken: tally.value('unitsBroken', 0, n),
    unitsEliminated: tally.value('unitsEliminated', 0, n),
    checks: tally.value('checks', 0, mostChecks(n, leaders)),
    status: tally.group('units', n).map((item) => {
      const [first, ...rest] = STATUS_KEYS.map((key) => item.event(key));
      if (first === undefined || rest.some((slot, s) => slot !== first + 1 + s)) {
        throw new Error('the status events of a unit must take consecutive slots');
      }
      return first;
    }),
  };
  return { tally, slots };
}

/** The tally slots of a location's check (`locationSlots`). */
export type LocationSlots = ReturnType<typeof layOut>['slots'];

/** Adds the slots of one finished cascade to `acc`. */
export function record(slots: LocationSlots, c: Cascade, acc: Float64Array): void {
  const units = c.units;
  let broken = 0;
  let gone = 0;
  // once per trial: slots.status has one entry per unit (i < units.length), every slot is the
  // tally's (acc is laid out by it), and the counts are within their values' ranges (at most n
  // units broken or gone, at most `mostChecks` checks)
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.eliminated) gone++;
    else if (u.broken) broken++;
    acc[slots.status[i]! + statusOf(u)]!++;
  }
  if (broken === 0 && gone === 0) acc[slots.allGoodOrder]!++;
  if (broken > 0) acc[slots.anyBroken]!++;
  if (c.lost('eliminated')) acc[slots.leaderLost]!++;
  if (c.lost('broke')) acc[slots.leaderBroke]!++;
  if (c.heat) acc[slots.heatOfBattle]!++;
  acc[slots.unitsBroken + broken]!++;
  acc[slots.unitsEliminated + gone]!++;
  acc[slots.checks + c.checks]!++;
}
