/**
 * ASL: a broken unit's rally attempts, one per rally phase for `phases` phases in a row, until it
 * rallies or is gone (docs/rules.md, "Rally", which writes down its DRMs, self-rally, field
 * promotion, Fate, Heat of Battle and the readings over several phases; ASLRB A10.6,
 * A10.61-A10.64, A10.71, A15.1, A17.11, A18.11). The DR's verdict (Fate and field promotion
 * included) and Casualty Reduction are the morale core's (morale.ts). Trials and exact answer:
 * walk.ts's machine kernel (drawn whole up to 5-6 phases), for the options side by side
 * (rallyOptions.ts) too.
 */
import type { JointRoll } from '../core/jointRoll.js';
import { itemAt } from '../core/itemAt.js';
import type { Kernel } from '../core/kernel.js';
import { Tally, type TallyItem } from '../core/tally.js';
import { ORIGINAL_DR } from './dice.js';
import {
  MC,
  PROMOTED,
  type Unit,
  applyResult,
  brokenUnit,
  heatOfBattle,
  isCasualty,
  rallyResult,
  severityRoll,
  type UnitKind,
} from './morale.js';
import { machineKernel, type StepRules } from './walk.js';

export const RALLY_TERRAIN = ['open', 'woods', 'building', 'pillbox', 'entrenchment'] as const;

/** The broken unit and the DRMs every option shares. */
export interface RallyUnit {
  brokenMorale: number;
  terrain: (typeof RALLY_TERRAIN)[number];
  desperation: boolean;
  drm: number;
  unit: UnitKind;
  fanatic: boolean;
  wounded: boolean;
  phases: number;
}

/** Who rallies the unit: a good-order leader (his modifier) or the unit itself. */
export interface RallyOption {
  /** the rallying good-order leader's modifier; ignored on a self-rally */
  leadership: number;
  selfRally: boolean;
}

export interface RallyParams extends RallyUnit, RallyOption {}

/**
 * Declares the slots of one rally option: on the tally itself (a lone rally), or on one item of
 * a tally group (an option among several, answered in its own entry).
 */
export function rallySlots(declare: Tally | TallyItem, phases: number) {
  return {
    rallied: declare.event('rallied'),
    casualtyReduced: declare.event('casualtyReduced'),
    eliminated: declare.event('eliminated'),
    heatOfBattle: declare.event('heatOfBattle'),
    leaderCreation: declare.event('leaderCreation'),
    attempts: declare.value('attempts', 1, phases),
    rallyPhase: declare.value('rallyPhase', 0, phases, { mean: false }),
  };
}
export type RallySlots = ReturnType<typeof rallySlots>;

/** Flags carried through the phases: Casualty Reduction by Fate, Heat of Battle, leader creation. */
const CR = 1;
const HOB = 2;
const CREATED = 4;

/** A sequence between attempts. */
export interface RallyState {
  readonly unit: Unit;
  flags: number;
  attempts: number;
}

/**
 * One option's attempts, a phase at a time, until the unit rallies, is gone, or the phases
 * run out: a step machine (walk.ts) over `RallyState`s from `start`.
 */
export class RallySequence implements StepRules<RallyState> {
  readonly start: RallyState;
  readonly drm: number;
  readonly selfRally: boolean;
  readonly phases: number;
  readonly maxStates: number;

  constructor(p: RallyUnit, o: RallyOption) {
    this.start = { unit: brokenUnit(p), flags: 0, attempts: 0 };
    // the DRM of every attempt (A10.6, A10.61-A10.63)
    this.drm =
      (o.selfRally ? 1 : o.leadership) + // A10.63 self-rally +1; else the leader's modifier (A10.6)
      (p.terrain === 'open' ? 0 : -1) + // A10.61
      (p.desperation ? 4 : 0) + // A10.62
      p.drm;
    this.selfRally = o.selfRally;
    this.phases = p.phases;
    // live states: at most 2 kinds (a squad's and its half-squad's) x 2 wounds x 8 flags for each
    // attempt made (0..phases - 1), each with at most two awaiting a severity dr: always tabled
    this.maxStates = 3 * 2 * 2 * 8 * this.phases;
  }

  copy(s: RallyState): RallyState {
    return { unit: s.unit.clone(), flags: s.flags, attempts: s.attempts };
  }

  assign(into: RallyState, from: RallyState): void {
    into.unit.copyFrom(from.unit);
    into.flags = from.flags;
    into.attempts = from.attempts;
  }

  /** The states of the sequence: the unit's kind, wound and status, the flags, the attempts. */
  key(s: RallyState): string {
    const u = s.unit;
    return `${u.kind}/${+u.wounded}/${+u.broken}/${+u.eliminated}/${s.flags}/${s.attempts}`;
  }

  /** Another attempt comes while the phases last and the unit is still there and broken. */
  next(s: RallyState): boolean {
    return s.attempts < this.phases && s.unit.broken && !s.unit.eliminated;
  }

  result(s: RallyState, d: number): number {
    const original = itemAt(ORIGINAL_DR, d);
    return rallyResult(s.unit, original, original + this.drm, this.selfRally);
  }

  severity(s: RallyState, result: number): JointRoll | null {
    return severityRoll(s.unit, result);
  }

  apply(s: RallyState, d: number, result: number, killed: boolean): void {
    s.attempts++;
    // in a played trial, every attempt: d is a 2d6 outcome (0..35), which ORIGINAL_DR covers;
    // Heat of Battle (A15.1 as read for a rally: not on a self-rally) is read of the unit that
    // rolled, before Fate can reduce it
    const heat = !this.selfRally && heatOfBattle(s.unit.kind, ORIGINAL_DR[d]!, MC);
    s.flags |= (isCasualty(result) ? CR : 0) | (heat ? HOB : 0) | (result === PROMOTED ? CREATED : 0);
    applyResult(s.unit, result, killed);
  }

  /**
   * Numbers the end of a sequence: its attempts (1..phases), its flags, and its status: still
   * broken (0), rallied (1) or eliminated (2).
   */
  end(s: RallyState): number {
    const u = s.unit;
    return ((s.attempts - 1) * 8 + s.flags) * 3 + (u.eliminated ? 2 : u.broken ? 0 : 1);
  }
}

/** The slots a sequence that ended in `end` counts in. */
function rallyEndSlots(slots: RallySlots, end: number): number[] {
  const status = end % 3;
  const flags = Math.floor(end / 3) % 8;
  const attempts = Math.floor(end / 24) + 1;
  const out: number[] = [];
  const rallied = status === 1;
  if (rallied) out.push(slots.rallied);
  if (flags & CR) out.push(slots.casualtyReduced);
  if (status === 2) out.push(slots.eliminated);
  if (flags & HOB) out.push(slots.heatOfBattle);
  if (flags & CREATED) out.push(slots.leaderCreation);
  out.push(slots.attempts + attempts);
  out.push(slots.rallyPhase + (rallied ? attempts : 0));
  return out;
}

/** A rally kernel: the options of `options(p)`, each a `RallySequence` on its own dice, counted in the slots `layout(p)` gives each. */
export function rallyKernel<P extends RallyUnit>(
  name: string,
  layout: (p: P) => { tally: Tally; slots: RallySlots[] },
  options: (p: P) => readonly RallyOption[],
): Kernel<P> {
  return machineKernel(
    name,
    layout,
    (p) => options(p).map((o) => new RallySequence(p, o)),
    (slots, k, end) => rallyEndSlots(itemAt(slots, k), end),
  );
}

export const rallyAttempt = rallyKernel<RallyParams>(
  'asl.rally',
  (p) => {
    const tally = new Tally();
    return { tally, slots: [rallySlots(tally, p.phases)] };
  },
  (p) => [p],
);
