/**
 * ASL location check: the leader-loss cascade as a step machine, which decides who checks when,
 * with which DRM (docs/rules.md, "A whole location", "Leadership and leader loss", which write
 * down its readings; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22, A10.7, A10.72, A10.8, A7.8,
 * A15.1, A15.2, A17.11). Each check's dice and verdict are the morale core's (morale.ts).
 */
import { itemAt } from '../core/itemAt.js';
import {
  LEADER,
  MC,
  TASK_FAILED,
  TC,
  Unit,
  applyResult,
  leaderLossDrm,
  mayUseLeader,
  moraleLevel,
  pinnable,
  type UnitSpec,
} from './morale.js';

/** The check a leader loss calls for: an LLMC (he was eliminated) or an LLTC (he broke), A10.2. */
export const LLMC = 0;
export const LLTC = 1;

/** What a check does to its unit: an MC's result (morale core), or a failed LLTC's pin (A10.2). */
export function applyCheck(u: Unit, check: number, result: number, killed: boolean): void {
  if (check === TC) {
    if (result === TASK_FAILED) u.pinned = true; // A10.2: a failed LLTC pins
  } else {
    applyResult(u, result, killed);
  }
}

/**
 * The check `u` takes for a leader loss of `type` (A10.2) by a leader of ML `ml`: none (-1) when
 * eliminated or of an ML not below his; an MC for an LLMC; a TC for an LLTC when unbroken and not
 * exempt from pinning (a hero is, A15.2).
 */
export function leaderLossCheck(u: Unit, type: number, ml: number): number {
  if (u.eliminated || u.morale() >= ml) return -1;
  return type === LLMC ? MC : !u.broken && pinnable(u.kind) ? TC : -1;
}

/**
 * The most checks a trial of `units` units, `leaders` of them leaders, can take: the MC, then up
 * to one per other unit per leader loss (each leader breaks at most once and dies at most once).
 */
export function mostChecks(units: number, leaders: number): number {
  return units + 2 * leaders * (units - 1);
}

/** The cascade as a step machine: `next()` names the next check (unit, type, DRM), `apply()` takes its result. */
export class Cascade {
  readonly units: Unit[];
  readonly order: Int32Array;
  /** the leaders, in the order of their checks (a leader is a leader all his life) */
  private readonly leaders: Int32Array;
  /**
   * Leader losses, four numbers each: at 4 e (e < evCount), loss e's check type (LLMC or LLTC),
   * the lost leader, his ML and his DRM when lost
   */
  readonly losses: Int32Array;
  evCount = 0;
  private pos = 0;
  private ev = 0;
  private evPos = 0;
  /** the check to take now */
  unit = -1;
  check = MC;
  drm = 0;
  checks = 0;
  /** an Original 2 on an MC so far (A15.1) */
  heat = false;
  /** `key()`'s list of character codes, reused */
  private readonly keyCodes: number[] = [];

  /** A cascade of these units at its start. */
  constructor(
    specs: UnitSpec[],
    readonly modifier: number,
    readonly otherDrm: number,
  ) {
    this.units = specs.map((s) => new Unit(s));
    const n = specs.length;
    const initialMl = (i: number) => {
      const s = itemAt(specs, i);
      return moraleLevel(s.broken ? s.brokenMorale : s.morale, s.fanatic, s.wounded);
    };
    const idx = [...Array(n).keys()];
    const isLeader = (i: number) => itemAt(specs, i).kind === LEADER;
    const leaders = idx.filter(isLeader).sort((a, b) => initialMl(b) - initialMl(a) || a - b);
    this.order = Int32Array.from([...leaders, ...idx.filter((i) => !isLeader(i))]);
    this.leaders = Int32Array.from(leaders);
    // each leader breaks at most once and dies at most once
    this.losses = new Int32Array(4 * 2 * leaders.length);
  }

  reset(): void {
    const units = this.units;
    // once per trial: i < units.length
    for (let i = 0; i < units.length; i++) units[i]!.reset();
    this.evCount = this.pos = this.ev = this.evPos = this.checks = 0;
    this.heat = false;
    this.unit = -1;
  }

  clone(): Cascade {
    const specs = this.units.map((u) => u.spec);
    const c = new Cascade(specs, this.modifier, this.otherDrm);
    c.copyFrom(this);
    return c;
  }

  /** Makes this cascade (of the same stack) the state `o` is in. */
  copyFrom(o: Cascade): void {
    const units = this.units;
    // once per played trial: a cascade of the same stack has as many units
    for (let i = 0; i < units.length; i++) units[i]!.copyFrom(o.units[i]!);
    this.evCount = o.evCount;
    // only the losses so far are read
    for (let j = 0; j < 4 * o.evCount; j++) this.losses[j] = o.losses[j]!;
    this.pos = o.pos;
    this.ev = o.ev;
    this.evPos = o.evPos;
    this.unit = o.unit;
    this.check = o.check;
    this.drm = o.drm;
    this.checks = o.checks;
    this.heat = o.heat;
  }

  /**
   * Best leadership DRM for unit `i` now, or with i = -1 for a unit that is not a leader, none
   * of the stack's (A10.21, A10.22, A10.72); 0 without a leader.
   */
  bestLeadership(i: number): number {
    const { units, leaders } = this;
    // every check of a trial: i is a unit's index or -1, and `leaders` holds units' indices
    const me = i >= 0 ? units[i]! : null;
    let best = 0;
    let found = false;
    for (let k = 0; k < leaders.length; k++) {
      const j = leaders[k]!;
      const l = units[j]!;
      if (j === i || l.eliminated || l.broken || (me !== null && !mayUseLeader(me, l.morale()))) continue;
      const d = l.leadershipDrm();
      if (!found || d < best) best = d;
      found = true;
    }
    return best;
  }

  /** Sets the next check; false when the cascade is over. */
  next(): boolean {
    const n = this.order.length;
    // every check of a trial: pos and evPos < n, order holds units' indices, and loss ev <
    // evCount was written by `push`. The MC first, for every unit: leader-loss checks wait
    if (this.pos < n) return this.set(this.order[this.pos++]!, MC, this.modifier);
    while (this.ev < this.evCount) {
      const at = 4 * this.ev;
      const losses = this.losses;
      while (this.evPos < n) {
        const i = this.order[this.evPos++]!;
        const check = i === losses[at + 1] ? -1 : leaderLossCheck(this.units[i]!, losses[at]!, losses[at + 2]!);
        if (check >= 0) return this.set(i, check, leaderLossDrm(losses[at + 3]!));
      }
      this.ev++;
      this.evPos = 0;
    }
    return false;
  }

  private set(i: number, check: number, base: number): boolean {
    this.unit = i;
    this.check = check;
    this.drm = base + this.otherDrm + this.bestLeadership(i);
    return true;
  }

  /** Applies the result of the current check; queues the leader-loss checks it causes. */
  apply(result: number, killed: boolean, heat: boolean): void {
    const u = this.units[this.unit]!;
    this.checks++;
    if (heat) this.heat = true;
    if (u.kind !== LEADER) {
      applyCheck(u, this.check, result, killed);
      return;
    }
    // a leader's loss is checked with his ML and DRM as they were when he took the check
    const wasBroken = u.broken;
    const ml = u.morale();
    const drm = u.leadershipDrm();
    applyCheck(u, this.check, result, killed);
    if (!wasBroken && u.broken) this.push(LLTC, ml, drm);
    if (u.eliminated) this.push(LLMC, ml, drm);
  }

  private push(type: number, ml: number, drm: number): void {
    const at = 4 * this.evCount++;
    this.losses[at] = type;
    this.losses[at + 1] = this.unit;
    this.losses[at + 2] = ml;
    this.losses[at + 3] = drm;
  }

  /** The part of the cascade the current check belongs to: 0 the original MC, 1 + e leader loss e. */
  get segment(): number {
    return this.evPos === 0 ? 0 : 1 + this.ev;
  }

  /**
   * Identifies the state (units, leader losses, position, checks) for merging branches: one
   * character per number (offset by 64), gathered in one list made a string by one call.
   */
  key(): string {
    const codes = this.keyCodes;
    codes.length = 0;
    codes.push(this.pos + 64, this.ev + 64, this.evPos + 64, this.evCount + 64, this.checks + 64, (this.heat ? 1 : 0) + 64);
    for (const u of this.units) codes.push(u.kind + 64, u.flags() + 64);
    const { losses } = this;
    const end = 4 * this.evCount;
    if (end > losses.length) throw new RangeError(`${this.evCount} leader losses in a cascade of ${losses.length / 4}`);
    for (let j = 0; j < end; j++) codes.push(losses[j]! + 64);
    return String.fromCharCode.apply(null, codes);
  }

  /** Puts the cascade back in the state whose `key()` starts `key`. */
  restore(key: string): void {
    let k = 0;
    const x = () => key.charCodeAt(k++) - 64;
    this.pos = x();
    this.ev = x();
    this.evPos = x();
    this.evCount = x();
    this.checks = x();
    this.heat = x() === 1;
    for (const u of this.units) {
      u.kind = x();
      u.setFlags(x());
    }
    for (let e = 0; e < this.evCount; e++) {
      for (let j = 4 * e; j < 4 * e + 4; j++) this.losses[j] = x();
    }
    this.unit = -1;
  }

  /** A leader was lost (eliminated) / broke in this trial. */
  lost(type: 'eliminated' | 'broke'): boolean {
    const want = type === 'eliminated' ? LLMC : LLTC;
    for (let e = 0; e < this.evCount; e++) if (this.losses[4 * e] === want) return true;
    return false;
  }
}
