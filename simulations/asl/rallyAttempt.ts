/**
 * ASL: a broken unit's rally attempts, one per rally phase for `phases` phases in a row
 * (RULES.md section 2, "Rally"; ASLRB A10.6, A10.61-A10.64, A10.71, A15.1, A17.11, A18.11).
 * The DR's verdict (Fate and field promotion included) and Casualty Reduction are the morale
 * core's (morale.ts).
 *
 * - final DR = Original DR + the rallying good-order leader's modifier, or +1 for a self-rally
 *   (A10.63; a leader pays it too and never applies his own modifier to himself, A10.22)
 *   - 1 in rally terrain (A10.61: woods, building, and per the seed pillbox and entrenchment)
 *   + 4 under Desperation Morale (A10.62) + other DRMs. Rallied when final DR <= the
 *   broken-side ML (A10.6).
 * - Fate (A10.64): an Original 12 fails and Casualty Reduces the unit.
 * - Field promotion (A18.11): the self-rally of an MMC (squad, half-squad or crew) is read as
 *   the first-MMC self-rally of its player's rally phase (the MMC has no boxed ML and no
 *   good-order leader is present); its Original 2 rallies it whatever the DRM (Desperation
 *   included) and creates a leader. Reading: a leader's self-rally Original 2 does neither.
 * - An Original 2 on a rally that is not a self-rally precedes a Heat of Battle DR (A15.1;
 *   reading: a self-rally's does not). Heat of Battle is reported as "happened on at least one
 *   attempt"; its table and the created leader's quality are not simulated.
 * - Readings for `phases` > 1 (written down here):
 *   - the unit tries once per phase until it rallies or is gone; every phase's DRMs are the
 *     same (DM, terrain, the same leader or the same self-rally), and an MMC's self-rally is
 *     the first-MMC one of each phase;
 *   - Fate's reductions carry over: a squad reduced by Fate tries on as a half-squad with the
 *     same broken-side ML (a half-squad keeps its squad's ML); a half-squad or crew is gone;
 *     a leader wounded by Fate (A17.11 severity dr 1-4) tries on at ML - 1 (A17.3), and a
 *     further wound has its own severity dr at +1 (4-6 eliminates).
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally, type TallyItem } from '../core/tally.js';
import {
  PROMOTED,
  Unit,
  applyResult,
  brokenUnit,
  forEachGroupedOutcome,
  isCasualty,
  isRally,
  rallyResult,
  rollKilled,
  rollOriginal,
  type UnitKind,
} from './morale.js';

export const RALLY_TERRAIN = ['open', 'woods', 'building', 'pillbox', 'entrenchment'] as const;
export type RallyTerrain = (typeof RALLY_TERRAIN)[number];

/** The broken unit and the DRMs every option shares. */
export interface RallyUnit {
  brokenMorale: number;
  terrain: RallyTerrain;
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

/** The DRM of every attempt (A10.6, A10.61-A10.63). */
export function rallyDrm(p: RallyUnit, o: RallyOption): number {
  return (
    (o.selfRally ? 1 : o.leadership) + // A10.63 self-rally +1; else the leader's modifier (A10.6)
    (p.terrain === 'open' ? 0 : -1) + // A10.61
    (p.desperation ? 4 : 0) + // A10.62
    p.drm
  );
}

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

/** Flags carried through the phases. */
const CR = 1;
const HOB = 2;
const CREATED = 4;

/** The flags an attempt adds: Casualty Reduction by Fate, Heat of Battle, leader creation. */
function attemptFlags(result: number, heat: boolean): number {
  return (isCasualty(result) ? CR : 0) | (heat ? HOB : 0) | (result === PROMOTED ? CREATED : 0);
}

/**
 * One option's attempts, a phase at a time, until the unit rallies, is gone, or the phases
 * run out. `run` plays one trial (state left in `unit`, `flags`, `attempts`); `enumerate`
 * gives every end with its exact chance.
 */
export class RallySequence {
  readonly unit: Unit;
  readonly drm: number;
  readonly selfRally: boolean;
  readonly phases: number;
  flags = 0;
  attempts = 0;

  constructor(p: RallyUnit, o: RallyOption) {
    this.unit = brokenUnit(p);
    this.drm = rallyDrm(p, o);
    this.selfRally = o.selfRally;
    this.phases = p.phases;
  }

  run(rng: Rng): void {
    const unit = this.unit;
    unit.reset();
    this.flags = 0;
    this.attempts = 0;
    while (this.attempts < this.phases) {
      this.attempts++;
      const original = rollOriginal(rng);
      const result = rallyResult(unit, original, original + this.drm, this.selfRally);
      applyResult(unit, result, rollKilled(rng, unit, result));
      this.flags |= attemptFlags(result, this.heatOf(original));
      if (isRally(result) || unit.eliminated) return;
    }
  }

  /** A15.1 as read for a rally: an Original 2 that is not a self-rally's (see the header). */
  private heatOf(original: number): boolean {
    return original === 2 && !this.selfRally;
  }

  /** Every end (unit state, flags, attempts) with its chance; units still broken are merged phase by phase. */
  enumerate(budget: ExactBudget, finish: (u: Unit, flags: number, attempts: number, pr: Rational) => void): void {
    type Live = { unit: Unit; flags: number; pr: Rational };
    let live = new Map<string, Live>([['start', { unit: this.unit, flags: 0, pr: Rational.ONE }]]);
    for (let phase = 1; phase <= this.phases && live.size > 0; phase++) {
      const next = new Map<string, Live>();
      for (const s of live.values()) {
        budget.spend();
        forEachGroupedOutcome(
          s.unit,
          (original) => rallyResult(s.unit, original, original + this.drm, this.selfRally),
          (original) => this.heatOf(original),
          (result, killed, ways, heat) => {
            const u = s.unit.clone();
            const flags = s.flags | attemptFlags(result, heat);
            applyResult(u, result, killed);
            const pr = s.pr.mul(Rational.of(ways, 216));
            if (isRally(result) || u.eliminated || phase === this.phases) {
              finish(u, flags, phase, pr);
              return;
            }
            const key = `${u.kind}/${u.wounded}/${flags}`;
            const had = next.get(key);
            if (had) had.pr = had.pr.add(pr);
            else next.set(key, { unit: u, flags, pr });
          },
        );
      }
      live = next;
    }
  }
}

/** Fills `out` with the slots one finished sequence counts in; returns how many. */
export function rallyOutcomeSlots(slots: RallySlots, u: Unit, flags: number, attempts: number, out: Int32Array): number {
  let n = 0;
  const rallied = !u.broken && !u.eliminated;
  if (rallied) out[n++] = slots.rallied;
  if (flags & CR) out[n++] = slots.casualtyReduced;
  if (u.eliminated) out[n++] = slots.eliminated;
  if (flags & HOB) out[n++] = slots.heatOfBattle;
  if (flags & CREATED) out[n++] = slots.leaderCreation;
  out[n++] = slots.attempts + attempts;
  out[n++] = slots.rallyPhase + (rallied ? attempts : 0);
  return n;
}

export const RALLY_SLOTS_PER_END = 7;

export const rallyAttempt: Kernel<RallyParams> = {
  name: 'asl.rally',

  prepare(p) {
    const tally = new Tally();
    const slots = rallySlots(tally, p.phases);
    const seq = new RallySequence(p, p);
    const out = new Int32Array(RALLY_SLOTS_PER_END);
    const trial = (rng: Rng, acc: Float64Array): void => {
      seq.run(rng);
      const n = rallyOutcomeSlots(slots, seq.unit, seq.flags, seq.attempts, out);
      for (let i = 0; i < n; i++) acc[out[i]]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const tally = new Tally();
    const slots = rallySlots(tally, p.phases);
    const acc = zeros(tally.size);
    const out = new Int32Array(RALLY_SLOTS_PER_END);
    new RallySequence(p, p).enumerate(budget, (u, flags, attempts, pr) => {
      const n = rallyOutcomeSlots(slots, u, flags, attempts, out);
      for (let i = 0; i < n; i++) addAt(acc, out[i], pr);
    });
    return acc;
  },
};
