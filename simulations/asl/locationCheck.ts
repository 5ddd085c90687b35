/**
 * ASL: every unit of one location takes the same MC, with the leader-loss cascade (RULES.md
 * section 2, "Leadership"; ASLRB A10.1-A10.31, A10.2, A10.21, A10.22, A10.7, A10.72, A10.8,
 * A7.8, A15.1, A15.2, A17.11). Each check's dice and verdict (wound severity, a hero's
 * immunities) and the Fanatic spread are the morale core's (morale.ts); this file only decides
 * who checks when, with which DRM.
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
 * - LLMC (A10.2): a leader eliminated (killed by the wound severity dr of A17.11, 5-6, or 4-6
 *   when he was wounded already; or an Original 12 while broken, A10.31) makes every friendly
 *   unit still there of lower current ML than his (broken ones too) take an NMC with his
 *   leadership DRM, sign reversed (an 8-1 leader lost: +1; reading: a +1 leader lost gives -1).
 *   His ML and DRM are those he had when he took the fatal check. A hero's death is no leader
 *   loss.
 * - LLTC (A10.2): an unbroken leader who breaks (an Original 12 that wounds him breaks him too)
 *   makes every unit of lower current ML still unbroken when its turn comes take a TC with his
 *   DRM reversed; failing it pins the unit (no break). A leader who breaks and is then killed
 *   causes both, each when it happens. A hero takes no LLTC: units exempt from pinning are
 *   exempt from it (A10.2), and nothing pins a hero (A15.2).
 * - Fanatic (A10.8): a Fanatic MMC of the location makes every leader and hero there Fanatic
 *   (+1 ML) for the whole check, the order of the leaders' checks included.
 * - Heat of Battle (A15.1): `heatOfBattle` is the chance that some unit rolls an Original 2 on
 *   an MC (the original MC or an LLMC; not an LLTC, a TC); its table is not played.
 * - The `drm` of the request (e.g. encirclement) applies to every check, the original MC's #
 *   only to the original MC.
 *
 * - Consequence used by the exact method: leaders check before the other units in every part
 *   of the cascade, only leaders cause leader-loss checks, and a leader's DRM comes from
 *   leaders only; so no check of a unit that is not a leader can change a later leader's check,
 *   and given the leaders' course those units' fates are independent of each other.
 *
 * Per unit, one final status, the first that holds of: eliminated, reduced (Casualty Reduced
 * to a half-squad, hence broken), wounded (wounded in this check, broken unless a hero),
 * broken, pinned, good-order.
 *
 * Trials: each check is one draw of the 2d6 and its verdict is read from the morale core's
 * table; a stack of few states (`MAX_TABLED_STATES`) walks a table of its cascade (walk.ts),
 * a bigger one plays the cascade check by check, with the same draws.
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
  applyResult,
  checkVerdict,
  forEachCheckOutcome,
  heatOfBattle,
  kindCode,
  mayUseLeader,
  moraleLevel,
  pinnable,
  rollKilled,
  rollTwoD6,
  severityRoll,
  stackFanatic,
  type UnitKind,
  type UnitSpec,
} from './morale.js';
import { ORIGINAL_DR } from './dice.js';
import { Ends } from './ends.js';
import { compileWalk, type StepRules, type Walk } from './walk.js';

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

/** What a check does to its unit: an MC's result (morale core), or a failed LLTC's pin (A10.2). */
function applyCheck(u: Unit, check: number, result: number, killed: boolean): void {
  if (check === TC) {
    if (result === TASK_FAILED) u.pinned = true; // A10.2: a failed LLTC pins
  } else {
    applyResult(u, result, killed);
  }
}

/** Whether `u` takes an LLTC (A10.2): an unbroken unit not exempt from pinning (a hero is, A15.2). */
function takesLltc(u: Unit): boolean {
  return !u.broken && pinnable(u.kind);
}

/**
 * The cascade as a step machine: `next()` names the next check (unit, type, DRM), `apply()`
 * takes its result. Trials drive one instance with dice; the exact method clones it per
 * branch. Everything is allocated in the constructor.
 */
export class Cascade {
  readonly units: Unit[];
  readonly order: Int32Array;
  /** the leaders, in the order of their checks (a leader is a leader all his life) */
  private readonly leaders: Int32Array;
  /**
   * Leader losses, four numbers each: at 4 e, loss e's check type, the lost leader, his ML and
   * his DRM when lost
   */
  private readonly losses: Int32Array;
  evCount = 0;
  private pos = 0;
  private ev = 0;
  private evPos = 0;
  /** the check to take now (set by `next()`) */
  unit = -1;
  check = MC;
  drm = 0;
  checks = 0;
  /** an Original 2 on an MC so far (A15.1) */
  heat = false;

  /** A cascade of these units at its start; or, given `from`, a copy of `from` (specs unused). */
  constructor(
    specs: UnitSpec[],
    readonly modifier: number,
    readonly otherDrm: number,
    from?: Cascade,
  ) {
    if (from) {
      this.units = from.units.map((u) => u.clone());
      this.order = from.order;
      this.leaders = from.leaders;
      this.losses = from.losses.slice();
      this.copyFrom(from);
      return;
    }
    this.units = specs.map((s) => new Unit(s));
    const n = specs.length;
    const initialMl = (i: number) =>
      moraleLevel(specs[i].broken ? specs[i].brokenMorale : specs[i].morale, specs[i].fanatic, specs[i].wounded);
    const idx = [...Array(n).keys()];
    const leaders = idx.filter((i) => specs[i].kind === LEADER).sort((a, b) => initialMl(b) - initialMl(a) || a - b);
    this.order = Int32Array.from([...leaders, ...idx.filter((i) => specs[i].kind !== LEADER)]);
    this.leaders = Int32Array.from(leaders);
    // each leader breaks at most once and dies at most once
    this.losses = new Int32Array(4 * 2 * leaders.length);
  }

  /** The most checks a trial can take: the MC, then up to one per other unit per leader loss. */
  maxChecks(): number {
    const n = this.units.length;
    return n + (this.losses.length / 4) * (n - 1);
  }

  reset(): void {
    const units = this.units;
    for (let i = 0; i < units.length; i++) units[i].reset();
    this.evCount = this.pos = this.ev = this.evPos = this.checks = 0;
    this.heat = false;
    this.unit = -1;
  }

  clone(): Cascade {
    return new Cascade([], this.modifier, this.otherDrm, this);
  }

  /** Makes this cascade (of the same stack) the state `o` is in. */
  copyFrom(o: Cascade): void {
    for (let i = 0; i < this.units.length; i++) this.units[i].copyFrom(o.units[i]);
    this.losses.set(o.losses);
    this.evCount = o.evCount;
    this.pos = o.pos;
    this.ev = o.ev;
    this.evPos = o.evPos;
    this.unit = o.unit;
    this.check = o.check;
    this.drm = o.drm;
    this.checks = o.checks;
    this.heat = o.heat;
  }

  /** Best leadership DRM for unit `i` now (A10.21, A10.22, A10.72); 0 without a leader. */
  bestLeadership(i: number): number {
    const { units, leaders } = this;
    const me = units[i];
    let best = 0;
    let found = false;
    for (let k = 0; k < leaders.length; k++) {
      const j = leaders[k];
      const l = units[j];
      if (j === i || l.eliminated || l.broken || !mayUseLeader(me, l.morale())) continue;
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
      const at = 4 * this.ev;
      const losses = this.losses;
      while (this.evPos < n) {
        const i = this.order[this.evPos++];
        const u = this.units[i];
        if (i === losses[at + 1] || u.eliminated || u.morale() >= losses[at + 2]) continue;
        if (losses[at] === LLTC) {
          if (takesLltc(u)) return this.set(i, TC, -losses[at + 3]);
        } else {
          return this.set(i, MC, -losses[at + 3]);
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

  /**
   * Applies the result of the current check (with its severity dr's `killed` and its Heat of
   * Battle); queues the leader-loss checks it causes.
   */
  apply(result: number, killed: boolean, heat: boolean): void {
    const u = this.units[this.unit];
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

  /** Leader loss `e` (e < evCount): its check type (LLMC/LLTC), the lost leader's ML and DRM. */
  loss(e: number): { type: number; ml: number; drm: number } {
    return { type: this.losses[4 * e], ml: this.losses[4 * e + 2], drm: this.losses[4 * e + 3] };
  }

  /**
   * Identifies the state (units, leader losses, position, checks) for merging branches: one
   * character per number (offset by 64), a unit's flags packed in one.
   */
  key(): string {
    const c = String.fromCharCode;
    let k = c(this.pos + 64, this.ev + 64, this.evPos + 64, this.evCount + 64, this.checks + 64, +this.heat + 64);
    for (const u of this.units) {
      const flags = +u.broken | (+u.pinned << 1) | (+u.wounded << 2) | (+u.eliminated << 3) | (+u.reduced << 4) | (+u.woundedNow << 5);
      k += c(u.kind + 64, flags + 64);
    }
    for (let j = 0; j < 4 * this.evCount; j++) k += c(this.losses[j] + 64);
    return k;
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
      const flags = x();
      u.broken = (flags & 1) !== 0;
      u.pinned = (flags & 2) !== 0;
      u.wounded = (flags & 4) !== 0;
      u.eliminated = (flags & 8) !== 0;
      u.reduced = (flags & 16) !== 0;
      u.woundedNow = (flags & 32) !== 0;
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

/** The units of the location as the morale core sees them, Fanatic spread included (A10.8). */
export function locationSpecs(p: LocationParams): UnitSpec[] {
  const kinds = p.units.map((u) => ({ kind: kindCode(u.kind), fanatic: u.fanatic }));
  const fanatic = stackFanatic(kinds);
  return p.units.map((u, i) => ({
    kind: kinds[i].kind,
    morale: u.morale,
    brokenMorale: u.brokenMorale,
    leadership: u.leadership,
    fanatic: fanatic[i],
    wounded: u.wounded,
    broken: u.broken,
  }));
}

/**
 * The tally: the location's events and values, then the group `units`, one item per unit
 * holding one event per final status. A unit ends in exactly one status, so its events are a
 * distribution, each with its own interval; they are declared in a row, so that the slot of
 * status s is `status[i] + s`.
 */
function layout(p: LocationParams) {
  const cascade = new Cascade(locationSpecs(p), p.modifier, p.drm);
  const n = p.units.length;
  const tally = new Tally();
  const slots = {
    allGoodOrder: tally.event('allGoodOrder'),
    anyBroken: tally.event('anyBroken'),
    leaderLost: tally.event('leaderLost'),
    leaderBroke: tally.event('leaderBroke'),
    heatOfBattle: tally.event('heatOfBattle'),
    unitsBroken: tally.value('unitsBroken', 0, n),
    unitsEliminated: tally.value('unitsEliminated', 0, n),
    checks: tally.value('checks', 0, cascade.maxChecks()),
    status: tally.group('units', n).map((item) => {
      const first = item.event(STATUS_KEYS[0]);
      for (let s = 1; s < STATUS_KEYS.length; s++) {
        if (item.event(STATUS_KEYS[s]) !== first + s) throw new Error('the status events of a unit must take consecutive slots');
      }
      return first;
    }),
  };
  return { tally, slots, cascade };
}

/** Adds the slots of one finished cascade to `acc`. */
function record(slots: ReturnType<typeof layout>['slots'], c: Cascade, acc: Float64Array): void {
  const units = c.units;
  let broken = 0;
  let gone = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.eliminated) gone++;
    else if (u.broken) broken++;
    acc[slots.status[i] + statusOf(u)]++;
  }
  if (broken === 0 && gone === 0) acc[slots.allGoodOrder]++;
  if (broken > 0) acc[slots.anyBroken]++;
  if (c.lost('eliminated')) acc[slots.leaderLost]++;
  if (c.lost('broke')) acc[slots.leaderBroke]++;
  if (c.heat) acc[slots.heatOfBattle]++;
  acc[slots.unitsBroken + broken]++;
  acc[slots.unitsEliminated + gone]++;
  acc[slots.checks + c.checks]++;
}

/**
 * Cascades with at most this many states between checks are tabled (`tableCascade`): one or
 * two units (a leader and a squad: 18 states), three squads (29); a leader with two squads
 * has 164 and two leaders with two squads 3,617, played check by check. Tabling 64 states
 * takes about a millisecond, and finding a stack too big costs about as much (the search stops
 * at the 65th state).
 */
export const MAX_TABLED_STATES = 64;

/** The cascade as a step machine (walk.ts); `endOf` numbers a finished cascade. */
function cascadeRules(endOf: (c: Cascade) => number): StepRules<Cascade> {
  return {
    copy: (c) => c.clone(),
    assign: (into, from) => into.copyFrom(from),
    reset: (c) => c.reset(),
    key: (c) => c.key(),
    next: (c) => c.next(),
    result: (c, d) => checkVerdict(c.units[c.unit], d, c.drm, c.check),
    severity: (c, result) => severityRoll(c.units[c.unit], result),
    apply: (c, d, result, killed) => c.apply(result, killed, heatOfBattle(ORIGINAL_DR[d], c.check)),
    end: endOf,
  };
}

/**
 * The walk of a cascade with at most `MAX_TABLED_STATES` states, and its ends: each distinct
 * list of slots that a finished cascade records (`record`, into a scratch tally) is one end.
 * Undefined for a bigger cascade.
 */
function tableCascade(tally: Tally, slots: ReturnType<typeof layout>['slots'], start: Cascade): { walk: Walk; ends: Ends } | undefined {
  const lists: number[][] = [];
  const ids = new Map<string, number>();
  const scratch = new Float64Array(tally.size);
  const endOf = (c: Cascade): number => {
    scratch.fill(0);
    record(slots, c, scratch);
    const list: number[] = [];
    scratch.forEach((n, slot) => {
      for (let k = 0; k < n; k++) list.push(slot);
    });
    const key = list.join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = lists.length;
      lists.push(list);
      ids.set(key, id);
    }
    return id;
  };
  const walk = compileWalk(start, cascadeRules(endOf), MAX_TABLED_STATES);
  return walk && { walk, ends: new Ends(lists.length, (e) => lists[e]) };
}

/** The tabled walk of a location's check and its ends, or undefined for a stack played check by check. */
export function tableLocation(p: LocationParams): { walk: Walk; ends: Ends } | undefined {
  const { tally, slots, cascade } = layout(p);
  return tableCascade(tally, slots, cascade);
}

/**
 * The exact method, factorised. Leaders check before the other units in every part of the
 * cascade (the original MC, then each leader loss), leader-loss checks are caused by leaders
 * only, and a leader's check depends on leaders alone (his DRM comes from higher leaders). So
 * the leaders' course (their checks, with the leader losses they cause) does not depend on
 * the other units; and given it, each other unit's checks depend only on it and on the unit
 * itself: the leadership DRM it checks with in each part is that of the leaders as they stand
 * once the leaders' checks of that part are over, and it takes a leader-loss check by its own
 * ML and status. The other units are therefore independent of each other given the leaders'
 * course, whose relevant part is its `segments`.
 */
interface Segment {
  /** ORIGINAL, LLMC or LLTC */
  type: number;
  /** base DRM: the original MC's #, or the lost leader's DRM reversed */
  base: number;
  /** the lost leader's ML (units of lower ML check it); unused for the original MC */
  ml: number;
  /** the leadership DRM of the other units in this part */
  lead: number;
}

const ORIGINAL = -1;

/**
 * The leaders' courses that the other units see alike (the same segments, and the same events
 * leaderLost and leaderBroke): their weights over 216^leaderDepth, in all, without a Heat of
 * Battle (`cool`), by leader and final status, and by (leaders broken, leaders eliminated,
 * leaders' checks).
 */
interface CourseGroup {
  lost: boolean;
  broke: boolean;
  segments: Segment[];
  total: bigint;
  cool: bigint;
  status: bigint[][];
  counts: Map<string, { broken: number; gone: number; checks: number; ways: bigint }>;
}

/** The best leadership DRM for a unit that is not a leader (A10.21, A10.72): 0 without a good leader. */
function othersLeadership(leaders: Unit[]): number {
  let best = 0;
  let found = false;
  for (const l of leaders) {
    if (l.eliminated || l.broken) continue;
    const d = l.leadershipDrm();
    if (!found || d < best) best = d;
    found = true;
  }
  return best;
}

/**
 * Every course of the leaders alone (the cascade's step machine with only them), branching on
 * each check's outcomes and merging the states that go on alike after every check, grouped
 * by the segments the other units see. Whether a leader is pinned, or wounded by this check
 * rather than before it, changes no later check, and neither does a Heat of Battle: states
 * that differ only there are merged, carrying the weight of their paths in which each leader
 * is pinned, in which each was wounded now, and in which no Original 2 came on an MC (`cool`).
 */
function leaderCourses(p: LocationParams, specs: UnitSpec[], leaderIdx: number[], othersMl: number, budget: ExactBudget) {
  const start = new Cascade(
    leaderIdx.map((i) => specs[i]),
    p.modifier,
    p.drm,
  );
  const L = leaderIdx.length;
  const leaderDepth = start.maxChecks();
  const pow216 = (k: number) => 216n ** BigInt(k);
  const bySignature = new Map<string, CourseGroup>();
  type Course = { ways: bigint; pinned: bigint[]; woundedNow: bigint[]; cool: bigint; leads: number[] };

  const finish = (c: Cascade, { ways, pinned, woundedNow, cool }: Course, leads: number[]) => {
    const segments: Segment[] = [{ type: ORIGINAL, base: p.modifier, ml: 0, lead: leads[0] }];
    for (let e = 0; e < c.evCount; e++) {
      const loss = c.loss(e);
      // a leader loss that no other unit can check (none can be of lower ML) is left out
      if (loss.ml > othersMl) segments.push({ type: loss.type, base: -loss.drm, ml: loss.ml, lead: leads[1 + e] });
    }
    const lost = c.lost('eliminated');
    const broke = c.lost('broke');
    const sig = `${+lost}${+broke}|${segments.map((s) => `${s.type}:${s.base}:${s.ml}:${s.lead}`).join(';')}`;
    let group = bySignature.get(sig);
    if (!group) {
      const status = Array.from({ length: L }, () => new Array<bigint>(STATUSES.length).fill(0n));
      bySignature.set(sig, (group = { lost, broke, segments, total: 0n, cool: 0n, status, counts: new Map() }));
    }
    const scale = pow216(leaderDepth - c.checks);
    const w = ways * scale;
    group.total += w;
    group.cool += cool * scale;
    // the state holds no pin and no wound of this check: their weights split the statuses. A
    // leader wounded now and alive is broken (his wound is a Casualty Reduction); a pin
    // matters only to a leader who is not broken
    c.units.forEach((u, j) => {
      const st = statusOf(u);
      if (st === 2) {
        group.status[j][4] += woundedNow[j] * scale;
        group.status[j][2] += (ways - woundedNow[j]) * scale;
      } else if (st === 0) {
        group.status[j][1] += pinned[j] * scale;
        group.status[j][0] += (ways - pinned[j]) * scale;
      } else {
        group.status[j][st] += w;
      }
    });
    const broken = c.units.filter((u) => !u.eliminated && u.broken).length;
    const gone = c.units.filter((u) => u.eliminated).length;
    const key = `${broken},${gone},${c.checks}`;
    const had = group.counts.get(key);
    if (had) had.ways += w;
    else group.counts.set(key, { broken, gone, checks: c.checks, ways: w });
  };

  // all courses of one round have taken the same number of checks: weights over 216^round.
  // A course is kept as its state's key (with the leadership of the parts over), and played
  // again from it on one cascade.
  const c = start.clone();
  const none = () => new Array<bigint>(L).fill(0n);
  let round = new Map<string, Course>([[start.key(), { ways: 1n, pinned: none(), woundedNow: none(), cool: 1n, leads: [] }]]);
  while (round.size > 0) {
    const next = new Map<string, Course>();
    for (const [state, course] of round) {
      const { ways, pinned, woundedNow, cool, leads: before } = course;
      c.restore(state);
      const more = c.next();
      // the parts before the one of this check are over for the leaders: the other units
      // take theirs with the leadership as it stands now
      const over = more ? c.segment : 1 + c.evCount;
      const leads = before.length < over ? [...before, ...new Array<number>(over - before.length).fill(othersLeadership(c.units))] : before;
      if (!more) {
        finish(c, course, leads);
        continue;
      }
      // the leadership of the parts over, after the state (whose key delimits itself)
      const tail = String.fromCharCode(...leads.map((l) => l + 64));
      const i = c.unit;
      forEachCheckOutcome(c.units[i], c.drm, c.check, (result, killed, w, heat) => {
        c.apply(result, killed, heat);
        const pinsNow = c.units[i].pinned;
        const woundsNow = c.units[i].woundedNow;
        for (const u of c.units) u.pinned = u.woundedNow = false;
        c.heat = false;
        const key = c.key() + tail;
        c.restore(state);
        c.next();
        const bw = BigInt(w);
        // the weight of the paths, after this check, in which leader j is pinned / wounded now
        const pin = (j: number) => (j === i && pinsNow ? ways : pinned[j]) * bw;
        const wound = (j: number) => (j === i && woundsNow ? ways : woundedNow[j]) * bw;
        const coolNow = heat ? 0n : cool * bw;
        const had = next.get(key);
        if (had) {
          had.ways += ways * bw;
          had.cool += coolNow;
          for (let j = 0; j < L; j++) {
            had.pinned[j] += pin(j);
            had.woundedNow[j] += wound(j);
          }
        } else {
          budget.spend(L); // a state carries weights per leader, and its work grows with them
          next.set(key, {
            ways: ways * bw,
            pinned: pinned.map((_, j) => pin(j)),
            woundedNow: woundedNow.map((_, j) => wound(j)),
            cool: coolNow,
            leads,
          });
        }
      });
    }
    round = next;
  }
  return { bySignature, leaderDepth };
}

/** One other unit's fate given the leaders' course: weights over 216^(segments). */
interface UnitCourse {
  /** by final status code */
  status: bigint[];
  /** broken at the end (and not eliminated) */
  broken: bigint;
  gone: bigint;
  /** neither broken nor eliminated */
  clean: bigint;
  /** no Original 2 on any of its MCs (A15.1) */
  cool: bigint;
  /** by the number of checks it took */
  checks: bigint[];
}

/** One state of a unit: `ways` its paths' weight, `cool` that of those without a Heat of Battle. */
type UnitState = { u: Unit; checks: number; ways: bigint; cool: bigint };

/**
 * The checks of one unit that is not a leader through the segments (as `Cascade.next()`
 * chooses them). Its states after each first part of the segments are kept in `memo` (keyed
 * by `unitKey` and those parts): courses of the leaders that begin alike share them.
 */
function unitCourse(
  spec: UnitSpec,
  unitKey: string,
  segments: Segment[],
  otherDrm: number,
  memo: Map<string, Map<string, UnitState>>,
  budget: ExactBudget,
): UnitCourse {
  const keys = [unitKey];
  for (const seg of segments) keys.push(`${keys[keys.length - 1]};${seg.type}:${seg.base}:${seg.ml}:${seg.lead}`);
  let done = segments.length;
  while (done > 0 && !memo.has(keys[done])) done--;
  let states = memo.get(keys[done]) ?? new Map<string, UnitState>([['', { u: new Unit(spec), checks: 0, ways: 1n, cool: 1n }]]);
  for (let k = done; k < segments.length; k++) {
    const seg = segments[k];
    const next = new Map<string, UnitState>();
    const add = (u: Unit, checks: number, ways: bigint, cool: bigint) => {
      const key = `${u.kind},${+u.broken},${+u.pinned},${+u.wounded},${+u.eliminated},${+u.reduced},${+u.woundedNow},${checks}`;
      const had = next.get(key);
      if (had) {
        had.ways += ways;
        had.cool += cool;
      } else next.set(key, { u, checks, ways, cool });
    };
    for (const { u, checks, ways, cool } of states.values()) {
      budget.spend();
      const takes = seg.type === ORIGINAL || (!u.eliminated && u.morale() < seg.ml && (seg.type === LLMC || takesLltc(u)));
      if (!takes) {
        add(u, checks, ways * 216n, cool * 216n);
        continue;
      }
      const check = seg.type === LLTC ? TC : MC;
      forEachCheckOutcome(u, seg.base + otherDrm + seg.lead, check, (result, killed, w, heat) => {
        const v = u.clone();
        applyCheck(v, check, result, killed);
        const bw = BigInt(w);
        add(v, checks + 1, ways * bw, heat ? 0n : cool * bw);
      });
    }
    states = next;
    memo.set(keys[k + 1], states);
  }
  const out: UnitCourse = {
    status: new Array<bigint>(STATUSES.length).fill(0n),
    broken: 0n,
    gone: 0n,
    clean: 0n,
    cool: 0n,
    checks: new Array<bigint>(segments.length + 1).fill(0n),
  };
  for (const { u, checks, ways, cool } of states.values()) {
    out.status[statusOf(u)] += ways;
    out.checks[checks] += ways;
    out.cool += cool;
    if (u.eliminated) out.gone += ways;
    else if (u.broken) out.broken += ways;
    else out.clean += ways;
  }
  return out;
}

/** The product of two polynomials (distributions of sums of independent counts). */
function product(a: bigint[], b: bigint[]): bigint[] {
  const c = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0n) continue;
    for (let j = 0; j < b.length; j++) c[i + j] += a[i] * b[j];
  }
  return c;
}

export const locationCheck: Kernel<LocationParams> = {
  name: 'asl.location-check',
  tally: (p) => layout(p).tally,

  // Each check is one draw of the 2d6 (dice.ts) read from the morale core's verdict table, and
  // a severity dr after a wound. A stack whose cascade has few states is tabled (walk.ts), on
  // the first trial (not when only the tally is asked for), and its trials counted by their end
  // (ends.ts); a bigger one is played check by check, with the same draws.
  prepare(p) {
    const { tally, slots, cascade } = layout(p);
    let tabled: { walk: Walk; ends: Ends } | null | undefined;
    const table = () => (tabled === undefined ? (tabled = tableCascade(tally, slots, cascade) ?? null) : tabled);
    const play = (rng: Rng): void => {
      cascade.reset();
      while (cascade.next()) {
        const u = cascade.units[cascade.unit];
        const d = rollTwoD6(rng);
        const result = checkVerdict(u, d, cascade.drm, cascade.check);
        cascade.apply(result, rollKilled(rng, u, result), heatOfBattle(ORIGINAL_DR[d], cascade.check));
      }
    };
    const trial = (rng: Rng, acc: Float64Array): void => {
      const t = table();
      if (t) {
        t.ends.add(acc, t.walk.run(rng));
        return;
      }
      play(rng);
      record(slots, cascade, acc);
    };
    const batch = (rng: Rng, acc: Float64Array, n: number): void => {
      const t = table();
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

  exact(p, budget: ExactBudget) {
    const { tally, slots, cascade } = layout(p);
    // Every slot's chance is a numerator over the common denominator 216^depth (each check
    // splits 216 ways: the 2d6, then a severity dr), so no fraction is reduced until the end.
    const depth = cascade.maxChecks() + 1;
    const pow: bigint[] = [1n];
    for (let k = 1; k <= depth; k++) pow.push(pow[k - 1] * 216n);
    const num = new Array<bigint>(tally.size).fill(0n);
    const specs = locationSpecs(p);
    const leaderIdx = p.units.flatMap((u, i) => (u.kind === 'leader' ? [i] : []));
    const others = p.units.flatMap((u, i) => (u.kind === 'leader' ? [] : [i]));
    // the lowest ML any other unit can have (broken or not, wounded or not)
    let othersMl = Infinity;
    for (const i of others) {
      const u = specs[i];
      for (const ml of [u.morale, u.brokenMorale])
        for (const wounded of [false, true]) othersMl = Math.min(othersMl, moraleLevel(ml, u.fanatic, wounded));
    }
    const courses = leaderCourses(p, specs, leaderIdx, othersMl, budget);
    const m = others.length;
    const memo = new Map<string, Map<string, UnitState>>();
    for (const { lost, broke, segments, total, cool, status, counts } of courses.bySignature.values()) {
      const S = segments.length;
      const T = pow[S];
      // the other units, each on its own given the leaders' course: their joint counts are
      // products (convolutions) of their own distributions
      let nb: bigint[] = [1n];
      let ne: bigint[] = [1n];
      let nc: bigint[] = [1n];
      let clean = 1n;
      let othersCool = 1n;
      const own = others.map((i) => {
        const spec = specs[i];
        const d = unitCourse(spec, JSON.stringify(spec), segments, p.drm, memo, budget);
        budget.spend();
        nb = product(nb, [T - d.broken, d.broken]);
        ne = product(ne, [T - d.gone, d.gone]);
        nc = product(nc, d.checks);
        clean *= d.clean;
        othersCool *= d.cool;
        return d;
      });
      const all = pow[m * S]; // the other units' total weight, 216^(m S)
      const scale = pow[depth - courses.leaderDepth - m * S];
      for (const o of counts.values()) {
        budget.spend();
        const w = o.ways * scale;
        for (let x = 0; x < nb.length; x++) num[slots.unitsBroken + o.broken + x] += w * nb[x];
        for (let x = 0; x < ne.length; x++) num[slots.unitsEliminated + o.gone + x] += w * ne[x];
        for (let x = 0; x < nc.length; x++) num[slots.checks + o.checks + x] += w * nc[x];
        if (o.broken === 0 && o.gone === 0) num[slots.allGoodOrder] += w * clean;
        num[slots.anyBroken] += o.broken > 0 ? w * all : w * (all - nb[0]);
      }
      const wAll = total * scale * all;
      if (lost) num[slots.leaderLost] += wAll;
      if (broke) num[slots.leaderBroke] += wAll;
      // Heat of Battle somewhere: all but the paths where neither the leaders nor any other unit had one
      num[slots.heatOfBattle] += wAll - cool * scale * othersCool;
      status.forEach((ws, j) => ws.forEach((x, st) => (num[slots.status[leaderIdx[j]] + st] += x * scale * all)));
      const rest = m > 0 ? total * scale * pow[(m - 1) * S] : 0n;
      own.forEach((d, k) => d.status.forEach((x, st) => (num[slots.status[others[k]] + st] += rest * x)));
    }
    const acc = zeros(tally.size);
    for (let i = 0; i < tally.size; i++) acc[i] = Rational.of(num[i], pow[depth]);
    return acc;
  },
};
