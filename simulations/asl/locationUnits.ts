/**
 * ASL location check: the units of one location, their Fanatic spread (the morale core's
 * `stackFanatic`), their final statuses, and what a finished cascade counts (docs/rules.md, "A
 * whole location"; ASLRB A10.2, A10.3, A10.8, A15.1, A15.2, A17.11).
 */
import { itemAt } from '../core/itemAt.js';
import { lastLayout } from '../core/lastLayout.js';
import { Tally } from '../core/tally.js';
import { type Cascade, mostChecks } from './cascade.js';
import { kindCode, stackFanatic, type Unit, type UnitKind, type UnitSpec } from './morale.js';

export interface LocationUnit {
  id: string;
  kind: UnitKind;
  morale: number;
  brokenMorale: number;
  /** the printed leadership modifier of a leader (0 for others) */
  leadership: number;
  broken: boolean;
  fanatic: boolean;
  wounded: boolean;
}

export interface LocationParams {
  units: LocationUnit[];
  /** the # of the MC (0: NMC) */
  modifier: number;
  drm: number;
}

/** Final statuses, in the order of the API's names. */
export const STATUSES = ['good-order', 'pinned', 'broken', 'reduced', 'wounded', 'eliminated'] as const;

/** The tally keys of the final statuses, in the order of `STATUSES`: unit i's status s is the event `units.<i>.<STATUS_KEYS[s]>`. */
export const STATUS_KEYS = ['goodOrder', 'pinned', 'broken', 'reduced', 'wounded', 'eliminated'] as const;

/**
 * The final status code of a unit: the first that holds of eliminated, reduced (Casualty Reduced
 * to a half-squad, hence broken), wounded (wounded in this check, broken unless a hero), broken,
 * pinned, good-order.
 */
export function statusOf(u: Unit): number {
  if (u.eliminated) return 5;
  if (u.reduced) return 3;
  if (u.woundedNow) return 4;
  if (u.broken) return 2;
  return u.pinned ? 1 : 0;
}

/** The units of the location as the morale core sees them, Fanatic spread included (A10.8). */
export function locationSpecs(p: LocationParams): UnitSpec[] {
  const kinds = p.units.map((u) => ({ kind: kindCode(u.kind), fanatic: u.fanatic }));
  const fanatic = stackFanatic(kinds);
  return p.units.map((u, i) => ({
    kind: itemAt(kinds, i).kind,
    morale: u.morale,
    brokenMorale: u.brokenMorale,
    leadership: u.leadership,
    fanatic: itemAt(fanatic, i),
    wounded: u.wounded,
    broken: u.broken,
  }));
}

/**
 * The tally and its slots, laid out once per answer: the location's events and values, then the
 * group `units`, one item per unit holding one event per final status, declared in a row so that
 * the slot of status s is `status[i] + s`.
 */
export const locationSlots = lastLayout((p: LocationParams) => {
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
});

/** The tally slots of a location's check (`locationSlots`). */
type LocationSlots = ReturnType<typeof locationSlots>['slots'];

/** Adds the slots of one finished cascade to `acc`, `times` times. */
export function record(slots: LocationSlots, c: Cascade, acc: Float64Array, times: number): void {
  const units = c.units;
  let broken = 0;
  let gone = 0;
  // once per trial: slots.status has one entry per unit, every slot is the tally's, and the
  // counts are within their values' ranges
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.eliminated) gone++;
    else if (u.broken) broken++;
    acc[slots.status[i]! + statusOf(u)]! += times;
  }
  if (broken === 0 && gone === 0) acc[slots.allGoodOrder]! += times;
  if (broken > 0) acc[slots.anyBroken]! += times;
  if (c.lost('eliminated')) acc[slots.leaderLost]! += times;
  if (c.lost('broke')) acc[slots.leaderBroke]! += times;
  if (c.heat) acc[slots.heatOfBattle]! += times;
  acc[slots.unitsBroken + broken]! += times;
  acc[slots.unitsEliminated + gone]! += times;
  acc[slots.checks + c.checks]! += times;
}
