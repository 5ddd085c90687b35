/**
 * ASL: a broken unit routing through Interdiction, alone or with a leader who routs with it
 * (docs/rules.md, "Rout and Interdiction", which writes down its readings; ASLRB A10.5, A10.53,
 * A10.531, A10.711, A10.2, A10.21, A10.22, A10.31, A10.3, A7.8, A10.8, A15.1, A17.11). Each NMC is
 * resolved by the morale core (morale.ts); the events reported are described with the endpoint
 * (routes/v1/asl/rout.ts).
 */
import { itemAt } from '../core/itemAt.js';
import { Tally } from '../core/tally.js';
import {
  LEADER,
  MC,
  PIN,
  Unit,
  applyResult,
  brokenUnit,
  checkVerdict,
  heatOfBattle,
  isFailure,
  kindCode,
  leaderLossDrm,
  mayUseLeader,
  severityRoll,
  stackFanatic,
  type UnitKind,
} from './morale.js';
import { ORIGINAL_DR } from './dice.js';
import { machineKernel, type StepRules } from './walk.js';

/** A good-order leader routing with the unit (A10.711). */
export interface RoutLeader {
  /** printed good-order ML */
  morale: number;
  /** printed leadership modifier */
  leadership: number;
  fanatic: boolean;
  wounded: boolean;
  /** his DRM modifies the unit's Interdiction NMCs (A10.21, A10.72) */
  modifiesInterdiction: boolean;
}

export interface RoutParams {
  brokenMorale: number;
  unit: UnitKind;
  interdictions: number;
  pinnedAdjacentToEnemy: boolean;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
  leader: RoutLeader | null;
}

/** The rout as a step machine: `next()` says whether another MC comes and sets its `drm`; `apply()` takes its result. */
export class Rout {
  readonly unit: Unit;
  /** the leader routing with it (good order), or null */
  private readonly leader: Unit | null;
  /** the leader is still with the unit */
  withLeader = false;
  leaderLost = false;
  heat = false;
  pinned = false;
  /** interdicted locations the unit came through and routed on from */
  cleared = 0;
  /** the leader was just lost: the unit's LLMC comes next, in the same location */
  llmcDue = false;
  /** the DRM of the MC `next()` announced */
  drm = 0;

  constructor(readonly p: RoutParams) {
    this.unit = brokenUnit(p);
    const l = p.leader;
    // a Fanatic MMC makes the leader routing with it Fanatic (A10.8)
    const fanatic =
      l !== null &&
      itemAt(
        stackFanatic([
          { kind: kindCode(p.unit), fanatic: p.fanatic },
          { kind: LEADER, fanatic: l.fanatic },
        ]),
        1,
      );
    this.leader =
      l &&
      new Unit({
        kind: LEADER,
        morale: l.morale,
        brokenMorale: l.morale,
        leadership: l.leadership,
        fanatic,
        wounded: l.wounded,
        broken: false,
      });
    this.withLeader = this.leader !== null;
  }

  /** Sets the DRM of the next MC; false when the rout is over. */
  next(): boolean {
    const { p, unit, leader } = this;
    if (unit.eliminated || this.pinned) return false;
    if (this.llmcDue) {
      this.drm = p.drm + leaderLossDrm(leader!.leadershipDrm()); // A10.2
      return true;
    }
    if (this.cleared === p.interdictions) return false;
    const led = this.withLeader && p.leader!.modifiesInterdiction && mayUseLeader(unit, leader!.morale());
    this.drm = p.drm + (led ? leader!.leadershipDrm() : 0);
    return true;
  }

  /** Applies the result of the MC announced (and its severity dr's `killed`, its Heat of Battle). */
  apply(result: number, killed: boolean, heat: boolean): void {
    const u = this.unit;
    if (heat) this.heat = true;
    this.llmcDue = false;
    applyResult(u, result, killed);
    if (result === PIN) {
      this.pinned = true; // A10.53: the rout ends here
      if (this.p.pinnedAdjacentToEnemy) u.eliminated = true;
      return;
    }
    if (isFailure(result) && this.withLeader) {
      // A10.711: the leader routing with it is eliminated; A10.2: a leader loss
      this.withLeader = false;
      this.leaderLost = true;
      if (!u.eliminated && u.morale() < this.leader!.morale()) {
        this.llmcDue = true;
        return;
      }
    }
    if (!u.eliminated) this.cleared++;
  }

  clone(): Rout {
    const r: Rout = Object.create(Rout.prototype);
    return Object.assign(r, this, { unit: this.unit.clone() });
  }

  /** Makes this rout (of the same request) the state `o` is in. */
  copyFrom(o: Rout): void {
    this.unit.copyFrom(o.unit);
    this.withLeader = o.withLeader;
    this.leaderLost = o.leaderLost;
    this.heat = o.heat;
    this.pinned = o.pinned;
    this.cleared = o.cleared;
    this.llmcDue = o.llmcDue;
    this.drm = o.drm;
  }

  /** Identifies the state for merging branches. */
  key(): string {
    const u = this.unit;
    const flags = [
      u.wounded,
      u.reduced || u.woundedNow,
      u.eliminated,
      this.pinned,
      this.withLeader,
      this.leaderLost,
      this.heat,
      this.llmcDue,
    ];
    return `${u.kind}/${flags.map(Number).join('')}/${this.cleared}`;
  }
}

function layout(p: RoutParams) {
  const tally = new Tally();
  const slots = {
    routed: tally.event('routed'),
    reduced: tally.event('reduced'),
    eliminated: tally.event('eliminated'),
    pinned: tally.event('pinned'),
    heatOfBattle: tally.event('heatOfBattle'),
    leaderEliminated: p.leader ? tally.event('leaderEliminated') : -1,
    cleared: tally.value('interdictionsCleared', 0, p.interdictions),
  };
  return { tally, slots };
}

/**
 * Numbers the end of a rout: its events, one bit each in the slots' order (routed, reduced,
 * eliminated, pinned, Heat of Battle, leader lost), and the interdictions it came through.
 */
function routEnd(r: Rout): number {
  const u = r.unit;
  const bits =
    (!u.eliminated && !r.pinned ? 1 : 0) |
    (!u.eliminated && (u.reduced || u.woundedNow) ? 2 : 0) |
    (u.eliminated ? 4 : 0) |
    (r.pinned ? 8 : 0) |
    (r.heat ? 16 : 0) |
    (r.leaderLost ? 32 : 0);
  return r.cleared * 64 + bits;
}

/** The rout as a step machine (walk.ts): its MCs drawn as the trials draw them. */
export const routRules: StepRules<Rout> = {
  copy: (r) => r.clone(),
  assign: (into, from) => into.copyFrom(from),
  key: (r) => r.key(),
  next: (r) => r.next(),
  result: (r, d) => checkVerdict(r.unit, d, r.drm, MC),
  severity: (r, result) => severityRoll(r.unit, result),
  // in a played trial, every MC: d is a 2d6 outcome (0..35), which ORIGINAL_DR covers
  apply: (r, d, result, killed) => r.apply(result, killed, heatOfBattle(r.unit.kind, ORIGINAL_DR[d]!, MC)),
  end: routEnd,
};

export const routInterdiction = machineKernel(
  'asl.rout',
  layout,
  // live states (`Rout.key`): two unit kinds (its own, a half-squad) and six flags for each count
  // of interdictions cleared, each with at most two awaiting a severity dr: always tabled
  (p: RoutParams) => [{ ...routRules, start: new Rout(p), maxStates: 3 * 2 * 64 * (p.interdictions + 1) }],
  // an event per bit of the end, in `routEnd`'s order
  (slots, _, end) => {
    const events = [slots.routed, slots.reduced, slots.eliminated, slots.pinned, slots.heatOfBattle, slots.leaderEliminated];
    return [...events.filter((_, i) => end & (1 << i)), slots.cleared + (end >> 6)];
  },
);
