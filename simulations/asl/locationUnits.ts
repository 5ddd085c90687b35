/**
 * ASL location check: the units of one location, their Fanatic spread (A10.8, the morale core's
 * `stackFanatic`) and their final statuses (docs/rules.md, "A whole location"; ASLRB A10.8,
 * A10.3, A17.11, A15.2).
 */
import { itemAt } from '../core/itemAt.js';
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

/**
 * The tally keys of the final statuses, in the order of `STATUSES` (a key is a plain name):
 * unit i's status s is the event `units.<i>.<STATUS_KEYS[s]>` of the tally group `units`.
 */
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
