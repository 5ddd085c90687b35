/**
 * ASL: every unit of one location takes the same MC, with the leader-loss cascade (RULES.md
 * section 2, "Leadership"; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22, A10.7, A10.72, A7.8,
 * A15.2, A17). Each check's dice and verdict are the morale core's (morale.ts); this file only
 * decides who checks when, with which DRM.
 *
 * Readings of the rules, written down:
 * - Order (A10.2): leaders first, highest current ML first (ties: the order given), then every
 *   other unit (heroes included: they are not leaders) in the order given. Broken units take
 *   the MC too (a failure Casualty Reduces them, A10.3).
 * - Leadership (A10.21, A10.22, A10.72): a unit's check is modified by the best (lowest) DRM
 *   of the unbroken (good-order or pinned) leaders present when it checks, himself excepted;
 *   a leader only uses a leader of higher current ML. A wounded leader's DRM is one worse
 *   (A17.3). With one leader only, his DRM must be used, even a positive one (A10.72).
 * - The cascade's order (A10.2): reading: a unit that must take both the MC and a leader-loss
 *   check takes the MC first, so every unit takes the original MC (in the order above), and
 *   only then are the leader-loss checks taken, in the order their leaders were lost; each
 *   leader loss is checked by its units in the order above. Checks taken in the cascade can
 *   lose further leaders, whose checks follow in turn.
 * - LLMC (A10.2): a leader eliminated (killed by the wound severity dr, a second wound, or an
 *   Original 12 while broken) makes every friendly unit still there of lower current ML than
 *   his (broken ones too) take an NMC with his leadership DRM, sign reversed (an 8-1 leader
 *   lost: +1; reading: a +1 leader lost gives -1). His ML and DRM are those he had when he
 *   took the fatal check.
 * - LLTC (A10.2): an unbroken leader who breaks (an Original 12 that wounds him breaks him too)
 *   makes every unit of lower current ML still unbroken when its turn comes take a TC with his
 *   DRM reversed; failing it pins the unit (no break). A leader who breaks and is then killed
 *   causes both, each when it happens.
 * - The `drm` of the request (e.g. encirclement) applies to every check, the original MC's #
 *   only to the original MC.
 *
 * Per unit, one final status, the first that holds of: eliminated, reduced (Casualty Reduced
 * to a half-squad, hence broken), wounded (wounded in this check, broken unless a hero),
 * broken, pinned, good-order.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import {
  LEADER,
  MC,
  TASK_FAILED,
  TC,
  Unit,
  WOUND,
  applyResult,
  checkResult,
  forEachCheckOutcome,
  kindCode,
  moraleLevel,
  rollKilled,
  rollOriginal,
  type UnitKind,
  type UnitSpec,
} from './morale.js';

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

/** The final status code of a unit (see the header). */
export function statusOf(u: Unit): number {
  if (u.eliminated) return 5;
  if (u.reduced) return 3;
  if (u.woundedNow) return 4;
  if (u.broken) return 2;
  return u.pinned ? 1 : 0;
}

const LLMC = 0;
const LLTC = 1;

/**
 * The cascade as a step machine: `next()` names the next check (unit, type, DRM), `apply()`
 * takes its result. Trials drive one instance with dice; the exact method clones it per
 * branch. Everything is allocated in the constructor.
 */
export class Cascade {
  readonly units: Unit[];
  readonly order: Int32Array;
  /** pending leader-loss checks: type, lost leader, his ML and DRM when lost */
  private readonly evType: Int8Array;
  private readonly evLeader: Int32Array;
  private readonly evMl: Int8Array;
  private readonly evDrm: Int8Array;
  evCount = 0;
  private pos = 0;
  private ev = 0;
  private evPos = 0;
  /** the check to take now (set by `next()`) */
  unit = -1;
  check = MC;
  drm = 0;
  checks = 0;

  constructor(
    specs: UnitSpec[],
    readonly modifier: number,
    readonly otherDrm: number,
  ) {
    this.units = specs.map((s) => new Unit(s));
    const n = specs.length;
    const initialMl = (i: number) => moraleLevel(specs[i].broken ? specs[i].brokenMorale : specs[i].morale, specs[i].fanatic, specs[i].wounded);
    const idx = [...Array(n).keys()];
    const leaders = idx.filter((i) => specs[i].kind === LEADER).sort((a, b) => initialMl(b) - initialMl(a) || a - b);
    this.order = Int32Array.from([...leaders, ...idx.filter((i) => specs[i].kind !== LEADER)]);
    const cap = 2 * leaders.length; // each leader breaks at most once and dies at most once
    this.evType = new Int8Array(cap);
    this.evLeader = new Int32Array(cap);
    this.evMl = new Int8Array(cap);
    this.evDrm = new Int8Array(cap);
  }

  /** The most checks a trial can take: the MC, then up to one per other unit per leader loss. */
  maxChecks(): number {
    const n = this.units.length;
    return n + this.evType.length * (n - 1);
  }

  reset(): void {
    for (const u of this.units) u.reset();
    this.evCount = this.pos = this.ev = this.evPos = this.checks = 0;
    this.unit = -1;
  }

  clone(): Cascade {
    const c: Cascade = Object.create(Cascade.prototype);
    return Object.assign(c, this, {
      units: this.units.map((u) => u.clone()),
      evType: this.evType.slice(),
      evLeader: this.evLeader.slice(),
      evMl: this.evMl.slice(),
      evDrm: this.evDrm.slice(),
    });
  }

  /** Best leadership DRM for unit `i` now (A10.21, A10.22, A10.72); 0 without a leader. */
  bestLeadership(i: number): number {
    const me = this.units[i];
    let best = 0;
    let found = false;
    for (let j = 0; j < this.units.length; j++) {
      const l = this.units[j];
      if (j === i || l.kind !== LEADER || l.eliminated || l.broken) continue;
      if (me.kind === LEADER && l.morale() <= me.morale()) continue;
      const d = l.leadershipDrm();
      if (!found || d < best) best = d;
      found = true;
    }
    return best;
  }

  /** Sets the next check; false when the cascade is over. */
  next(): boolean {
    const n = this.order.length;
    // the MC first, for every unit: none is gone before its own, as leader-loss checks wait
    if (this.pos < n) return this.set(this.order[this.pos++], MC, this.modifier);
    while (this.ev < this.evCount) {
      const e = this.ev;
      while (this.evPos < n) {
        const i = this.order[this.evPos++];
        const u = this.units[i];
        if (i === this.evLeader[e] || u.eliminated || u.morale() >= this.evMl[e]) continue;
        if (this.evType[e] === LLTC) {
          if (!u.broken) return this.set(i, TC, -this.evDrm[e]);
        } else {
          return this.set(i, MC, -this.evDrm[e]);
        }
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
  apply(result: number, killed: boolean): void {
    const u = this.units[this.unit];
    this.checks++;
    const wasBroken = u.broken;
    const ml = u.morale();
    const drm = u.leadershipDrm();
    if (this.check === TC) {
      if (result === TASK_FAILED) u.pinned = true; // A10.2: a failed LLTC pins
    } else {
      applyResult(u, result, killed);
    }
    if (u.kind !== LEADER) return;
    if (!wasBroken && u.broken) this.push(LLTC, ml, drm);
    if (u.eliminated) this.push(LLMC, ml, drm);
  }

  private push(type: number, ml: number, drm: number): void {
    const e = this.evCount++;
    this.evType[e] = type;
    this.evLeader[e] = this.unit;
    this.evMl[e] = ml;
    this.evDrm[e] = drm;
  }

  /** A leader was lost (eliminated) / broke in this trial. */
  lost(type: 'eliminated' | 'broke'): boolean {
    const want = type === 'eliminated' ? LLMC : LLTC;
    for (let e = 0; e < this.evCount; e++) if (this.evType[e] === want) return true;
    return false;
  }
}

function specOf(u: LocationUnit): UnitSpec {
  return {
    kind: kindCode(u.kind),
    morale: u.morale,
    brokenMorale: u.brokenMorale,
    leadership: u.leadership,
    fanatic: u.fanatic,
    wounded: u.wounded,
    broken: u.broken,
  };
}

/** Tally value name of unit `i`'s final status (the route nests these per unit). */
export const unitStatusName = (i: number) => `units.${i}.status`;

function layout(p: LocationParams) {
  const cascade = new Cascade(p.units.map(specOf), p.modifier, p.drm);
  const n = p.units.length;
  const tally = new Tally();
  const slots = {
    allGoodOrder: tally.event('allGoodOrder'),
    anyBroken: tally.event('anyBroken'),
    leaderLost: tally.event('leaderLost'),
    leaderBroke: tally.event('leaderBroke'),
    unitsBroken: tally.value('unitsBroken', 0, n),
    unitsEliminated: tally.value('unitsEliminated', 0, n),
    checks: tally.value('checks', 0, cascade.maxChecks()),
    status: p.units.map((_, i) => tally.value(unitStatusName(i), 0, STATUSES.length - 1, { mean: false })),
  };
  return { tally, slots, cascade };
}

/** Fills `out` with the slots of one finished cascade; returns how many. */
function outcomeSlots(slots: ReturnType<typeof layout>['slots'], c: Cascade, out: Int32Array): number {
  let n = 0;
  let broken = 0;
  let gone = 0;
  for (let i = 0; i < c.units.length; i++) {
    const u = c.units[i];
    if (u.eliminated) gone++;
    else if (u.broken) broken++;
    out[n++] = slots.status[i] + statusOf(u);
  }
  if (broken === 0 && gone === 0) out[n++] = slots.allGoodOrder;
  if (broken > 0) out[n++] = slots.anyBroken;
  if (c.lost('eliminated')) out[n++] = slots.leaderLost;
  if (c.lost('broke')) out[n++] = slots.leaderBroke;
  out[n++] = slots.unitsBroken + broken;
  out[n++] = slots.unitsEliminated + gone;
  out[n++] = slots.checks + c.checks;
  return n;
}

export const locationCheck: Kernel<LocationParams> = {
  name: 'asl.location-check',

  prepare(p) {
    const { tally, slots, cascade } = layout(p);
    const out = new Int32Array(p.units.length + 7);
    const trial = (rng: Rng, acc: Float64Array): void => {
      cascade.reset();
      while (cascade.next()) {
        const u = cascade.units[cascade.unit];
        const original = rollOriginal(rng);
        const result = checkResult(u, original, original + cascade.drm, cascade.check);
        cascade.apply(result, result === WOUND && rollKilled(rng));
      }
      const n = outcomeSlots(slots, cascade, out);
      for (let i = 0; i < n; i++) acc[out[i]]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, cascade } = layout(p);
    const acc = zeros(tally.size);
    const out = new Int32Array(p.units.length + 7);
    // Each path's chance is (product of its checks' ways) / 216^depth. Slots add numerators
    // over the common denominator 216^maxChecks, so that no fraction is reduced until the end.
    const depth = cascade.maxChecks() + 1;
    const pow: bigint[] = [1n];
    for (let k = 1; k <= depth; k++) pow.push(pow[k - 1] * 216n);
    const num = new Array<bigint>(tally.size).fill(0n);
    const explore = (c: Cascade, ways: bigint): void => {
      budget.spend();
      if (!c.next()) {
        const w = ways * pow[depth - c.checks];
        const n = outcomeSlots(slots, c, out);
        for (let i = 0; i < n; i++) num[out[i]] += w;
        return;
      }
      forEachCheckOutcome(c.units[c.unit], c.drm, c.check, (result, killed, w) => {
        const d = c.clone();
        d.apply(result, killed);
        explore(d, ways * BigInt(w));
      });
    };
    explore(cascade, 1n);
    for (let i = 0; i < tally.size; i++) acc[i] = Rational.of(num[i], pow[depth]);
    return acc;
  },
};
