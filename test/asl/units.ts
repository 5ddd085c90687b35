/**
 * Units of a location for the ASL tests: a plain 7-7 squad by default, and a leader whose broken
 * side is one morale lower, each changed field by field.
 */
import type { LocationUnit } from '../../simulations/asl/locationUnits.js';

export const unit = (id: string, over: Partial<LocationUnit> = {}): LocationUnit => ({
  id,
  kind: 'squad',
  morale: 7,
  brokenMorale: 7,
  leadership: 0,
  broken: false,
  fanatic: false,
  wounded: false,
  ...over,
});

export const leader = (id: string, morale: number, leadership: number, over: Partial<LocationUnit> = {}): LocationUnit =>
  unit(id, { kind: 'leader', morale, brokenMorale: morale - 1, leadership, ...over });
