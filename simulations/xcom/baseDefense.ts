/**
 * XCOM phase 7, base defence (docs/rules.md, "Phase 7: base defence"; seed phase 7 steps 1-4 and
 * the notes after them).
 *
 * The Squad Leader's tasks against the enemies in the base: threat set to `threat` once (the
 * phase sets it to 1) and never reset between tasks. Each roll: the soldiers assigned to the
 * target enemy roll one XCOM die each, +1 die per assigned soldier whose special (gold) skill
 * matches the enemy's special skill, +1 die per assigned elite soldier, and the alien die.
 * Successes are markers on the enemy; it is destroyed when they reach its hit points (surplus
 * successes are wasted). A LOSS kills every soldier of that roll. Each enemy still alive at
 * the end deals 1 base damage, as the seed says: "有幾隻外星人基地就受到幾點傷害".
 *
 * The default policy, as the service plays it:
 * - The enemies are attacked in the listed order: the target is the first enemy that is still
 *   alive and that some living soldier can be assigned to.
 * - Each skill icon on the enemy card takes at most one living soldier who has that icon (an
 *   icon listed twice takes two soldiers). Every roll uses the assignment that rolls the most
 *   dice; ties go to the assignment with fewer soldiers (fewer lives at stake), then to the one
 *   whose soldiers come first in the list (the smallest bit mask of soldier indices). The rule
 *   is written once, in teamAssignment.ts, and missions assign by it too.
 * - After a loss the survivors are assigned again: to the same enemy if some of them can be,
 *   else to the next enemy. Markers already on an enemy stay.
 * - An enemy no living soldier can be assigned to survives (answered, not refused).
 * - `policy.maxRolls` counts the rolls against one enemy: after that many the Squad Leader
 *   moves on to the next enemy. `policy.stopAtThreat` is checked before every roll against the
 *   carried threat; once it stops a roll it stops the phase (the threat only rises).
 * Each roll's dice are drawn as one joint outcome (`taskLaw`), with the laws of every
 * team's dice count prepared once per request.
 */
import { itemAt } from '../core/itemAt.js';
import type { JointRoll } from '../core/jointRoll.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { DiceDenominator, Rational, addAt, gcdOfDoubles, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { MachineTrials, machineRuns, type RollMachine } from '../core/rollWalk.js';
import { Tally, countSlots, type SlotsOf } from '../core/tally.js';
import {
  ALIEN_DIE_SIDES,
  NO_THREAT_CAP,
  STANDARD_XCOM_DIE,
  addRolls,
  capOf,
  carriedRollBound,
  threatAt,
  type RollLaws,
  type ThreatTrack,
  type XcomDie,
} from './dice.js';
import { readsTaskRolls, type StopPolicy } from './policy.js';
import {
  BASE_DEFENSE,
  SuccessLaws,
  TaskRun,
  applyDueRoll,
  rollCap,
  taskLaw,
  taskOutcomes,
  taskThreat,
  teamLaws,
  type TaskOutcome,
} from './taskRoll.js';
import { bestAssignments, popcount, type Icon, type Soldier } from './teamAssignment.js';

// The assignment rule is shared with missions (teamAssignment.ts); re-exported for the callers
// that know it from here.
export { bestAssignments, MAX_SOLDIERS, type Icon, type Soldier } from './teamAssignment.js';

export interface Enemy {
  hp: number;
  /** one entry per icon on the card: each takes at most one soldier */
  skills: Icon[];
  special?: Icon;
}

export interface BaseDefenseParams extends ThreatTrack {
  soldiers: Soldier[];
  enemies: Enemy[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

/** Most rolls of the phase (`carriedRollBound`). */
export function baseRollBound(p: BaseDefenseParams): number {
  return carriedRollBound(p.threat, p.soldiers.length, capOf(p));
}

/** The answer's layout alone: cheap, whatever the number of soldiers (no assignment table). */
export const declare = lastLayout(declareOnce);

function declareOnce(p: BaseDefenseParams) {
  const tally = new Tally();
  const slots = {
    allDestroyed: tally.event('allDestroyed'),
    anySoldierLost: tally.event('anySoldierLost'),
    baseDamage: tally.value('baseDamage', 0, p.enemies.length),
    soldiersLost: tally.value('soldiersLost', 0, p.soldiers.length),
    rolls: tally.value('rolls', 0, baseRollBound(p)),
  };
  // where an end of the phase counts: one list for the trials, the exact method and the best play
  const ends: SlotsOf<BaseEnd> = (end, put) => {
    if (end.survivors === 0) put(slots.allDestroyed);
    if (end.soldiersLost > 0) put(slots.anySoldierLost);
    put(slots.baseDamage + end.survivors);
    put(slots.soldiersLost + end.soldiersLost);
    put(slots.rolls + end.rolls);
  };
  return { tally, ends };
}

/** What the answer reads of how the phase ended: enemies alive (base damage), soldiers lost, rolls. */
export interface BaseEnd {
  survivors: number;
  soldiersLost: number;
  rolls: number;
}

function layout(p: BaseDefenseParams) {
  const { tally, ends } = declare(p);
  const tables = p.enemies.map((e) => bestAssignments(p.soldiers, e));
  return { tally, ends, tables, die: p.die ?? STANDARD_XCOM_DIE, everyone: (1 << p.soldiers.length) - 1 };
}

/** Where a base defence stands (`BaseDefenseRolls`' step machine). */
class BaseState {
  /** the enemy attacked (the phase is over once it is past the last) */
  e = 0;
  /** the soldiers alive, a bit mask */
  alive = 0;
  /** rolls of the phase */
  rolls = 0;
  /** enemies left alive so far */
  survivors = 0;
  /** a team has taken the task up and rolls until it is done, lost, or capped */
  calling = false;
  /** the task against enemy `e`: markers, its rolls, the carried threat, the team's call */
  readonly run: TaskRun;

  constructor(threatCap: number) {
    this.run = new TaskRun(threatCap);
  }
  /** the calling team's roll laws and the enemy's hit points (while `calling`) */
  team: RollLaws | null = null;
  need = 0;
  /** the roll due next, or null once the phase is over */
  pending: JointRoll | null = null;

  copyFrom(o: BaseState): void {
    this.e = o.e;
    this.alive = o.alive;
    this.rolls = o.rolls;
    this.survivors = o.survivors;
    this.calling = o.calling;
    this.run.copyFrom(o.run);
    this.team = o.team;
    this.need = o.need;
    this.pending = o.pending;
  }
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): the enemies in order,
 * the threat carried. `play` leaves the enemies still alive (`survivors`, the base damage), the
 * soldiers killed and the rolls made; it allocates nothing.
 *
 * The rule is a step machine, one joint roll a step (`law`, `apply`); a trial walks the table of
 * its states (core/rollWalk.ts), built once per request, or plays the machine when the states
 * are too many. Either way each roll is drawn as `taskLaw` gives it.
 */
export class BaseDefenseRolls {
  /** enemies alive at the end: 1 base damage each */
  survivors = 0;
  soldiersLost = 0;
  rolls = 0;
  private readonly tables: Array<{ use: Int32Array; dice: Int32Array }>;
  private readonly hp: Int32Array;
  private readonly size: number;
  /** the roll laws of every team's dice count (`laws[d]`: a roll of d dice) */
  private readonly laws: RollLaws[];
  /** the phase's trials, tabled or played */
  readonly trials: MachineTrials<BaseState>;

  constructor(
    private readonly p: Pick<BaseDefenseParams, 'soldiers' | 'enemies' | 'threat' | 'policy' | 'threatCap'>,
    die: XcomDie,
  ) {
    this.tables = p.enemies.map((e) => bestAssignments(p.soldiers, e));
    this.hp = Int32Array.from(p.enemies, (e) => e.hp);
    this.size = p.soldiers.length;
    this.laws = teamLaws(this.tables, die);
    const start = new BaseState(capOf(p));
    start.alive = (1 << p.soldiers.length) - 1;
    start.run.start(taskThreat(BASE_DEFENSE, p.threat, p.threat));
    this.settle(start);
    const machine: RollMachine<BaseState> = {
      copy: (s) => {
        const c = new BaseState(s.run.threatCap);
        c.copyFrom(s);
        return c;
      },
      assign: (into, from) => into.copyFrom(from),
      key: this.stateKey(p),
      law: (s) => s.pending,
      apply: (s, c) => this.apply(s, c),
      play: (s, rng) => {
        for (let law = s.pending; law !== null; law = s.pending) this.apply(s, rng.roll(law));
      },
    };
    this.trials = new MachineTrials(start, machine, MAX_BASE_STATES);
  }

  // Reads with `!`, in range by construction: s.e < enemies (`tables` and `hp` have one entry per
  // enemy) in the loop that reads them; `alive` is a subset of the soldiers, below the 2^soldiers
  // entries of every table; and `laws` has an entry for every dice count up to the most in the
  // tables (`teamLaws`).

  /**
   * The key of a state for the walk's table. A finished phase counts its survivors, soldiers lost
   * and rolls only. A state awaiting a roll is the enemy, the soldiers alive, the rolls of the
   * phase (the threat is the start plus them), the survivors, and the task: its rolls, markers,
   * the rolls its call may still make (at most the phase's, when no cap binds) and the group of
   * the roll drawn next; a team is then calling and no loss is pending. As one number when those
   * digits fit 2^53 (building a table then reads no string), else as text.
   */
  private stateKey(
    p: Pick<BaseDefenseParams, 'soldiers' | 'enemies' | 'threat' | 'policy' | 'threatCap'>,
  ): (s: BaseState) => number | string {
    const enemies = this.hp.length;
    const S = this.size;
    const R = baseRollBound(p) + 1;
    const H = Math.max(0, ...this.hp) + 1;
    const G = Math.max(0, ...this.laws.map((l) => l.extra.length)) + 1;
    const A = 2 ** S;
    if ((enemies + 1) * A * R * (enemies + 1) * R * H * (R + 1) * G > 2 ** 53) {
      return (s) =>
        s.e >= enemies
          ? `end ${s.survivors},${popcount(s.alive)},${s.rolls}`
          : `${s.e},${s.alive},${s.rolls},${s.survivors},${s.calling ? 1 : 0},${s.run.key()}`;
    }
    return (s) => {
      if (s.e >= enemies) return -1 - ((s.survivors * (S + 1) + popcount(s.alive)) * R + s.rolls);
      const run = s.run;
      const left = Math.min(run.cap - run.made, R);
      return (
        ((((((s.e * A + s.alive) * R + s.rolls) * (enemies + 1) + s.survivors) * R + run.rolls) * H + run.hits) * (R + 1) + left) * G +
        run.group
      );
    };
  }

  private apply(s: BaseState, c: number): void {
    if (applyDueRoll(s, c)) this.settle(s);
  }

  /**
   * Goes on from `s` (a team's call just over, or an enemy's task about to begin) until a roll
   * is due (`pending`) or the phase is over. One task per enemy, and one call of a team per
   * assignment: a loss kills the team, and the survivors are assigned again, to the same enemy
   * while some of them can be; the enemy's task is left when it is done, when the roll cap stops
   * it, or when nobody can be assigned; the next enemy's task starts at the carried threat with
   * the rolls against it counted afresh.
   */
  private settle(s: BaseState): void {
    const { tables, hp, laws } = this;
    const { policy } = this.p;
    const run = s.run;
    while (s.e < hp.length) {
      const { use, dice } = tables[s.e]!;
      const need = hp[s.e]!;
      // a team takes the task up: as the enemy's task begins, and again after a loss
      let takeUp = true;
      if (s.calling) {
        s.calling = false;
        takeUp = run.lost;
        if (run.lost) s.alive &= ~use[s.alive]!;
      }
      if (takeUp && run.hits < need && use[s.alive] !== 0) {
        const team = laws[dice[s.alive]!]!;
        run.takeUp(rollCap(policy, run.threat, run.rolls, run.threatCap));
        s.calling = true;
        s.team = team;
        s.need = need;
        s.pending = taskLaw(run, team, need);
        if (s.pending !== null) return;
        continue; // the cap allowed no roll: the call is over
      }
      if (run.hits < need) s.survivors++;
      s.e++;
      run.start(taskThreat(BASE_DEFENSE, this.p.threat, run.threat));
    }
    s.pending = null;
  }

  play(rng: Rng): void {
    this.read(this.trials.play(rng));
  }

  /** Leaves in `survivors`, `soldiersLost` and `rolls` how the phase ended in `end`. */
  read(end: BaseState): void {
    this.survivors = end.survivors;
    this.soldiersLost = this.size - popcount(end.alive);
    this.rolls = end.rolls;
  }
}

/**
 * Live states tabled at most: past this (many soldiers against many enemies) the phase is played,
 * not tabled, so that building the table stays a few milliseconds.
 */
const MAX_BASE_STATES = 1024;

export const baseDefense: Kernel<BaseDefenseParams> = {
  name: 'xcom.base-defense',

  // the assignment tables cost 2^soldiers per enemy (tens of ms for 12 soldiers and 8 enemies):
  // the layout alone is read without them
  tally: (p) => declare(p).tally,

  prepare(p) {
    const { tally, ends, die } = layout(p);
    const phase = new BaseDefenseRolls(p, die);
    const counted = countSlots(ends);
    const count = (end: BaseState, acc: Float64Array, times: number): void => {
      phase.read(end);
      counted(phase, acc, times);
    };
    return { tally, ...machineRuns(phase.trials, count) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, ends, tables, die, everyone } = layout(p);
    const acc = zeros(tally.size);
    const cap = capOf(p);
    const laws = new SuccessLaws(die, cap);
    const n = p.enemies.length;
    const S = p.soldiers.length;
    // with a cap the threat is no longer the start plus the rolls, nor a task's chances over them
    const weights = cap === NO_THREAT_CAP ? new RollWeights(tables, die, p.threat, baseRollBound(p)) : new ChanceWeights(baseRollBound(p));
    // states waiting at enemy e, by living soldiers: a loss only removes soldiers, so taking
    // each enemy's states from the most soldiers alive to the fewest never revisits one
    const waiting: Waiting[][] = Array.from({ length: n + 1 }, () => Array.from({ length: S + 1 }, () => new Waiting()));
    // a state's key: its fields in mixed radix (markers below the most hit points, rolls at most
    // the phase's bound, survivors at most the enemies, alive a set of the soldiers), as a number
    // while that is exact, else as text
    const rollRadix = baseRollBound(p) + 1;
    const hpRadix = p.enemies.reduce((m, e) => Math.max(m, e.hp), 0) + 1;
    const sets = 2 ** S;
    const numeric = Number.isSafeInteger(hpRadix * rollRadix * rollRadix * (n + 1) * sets);
    // the rolls made against the enemy in play (kept when the survivors take the task up) are
    // kept only where the policy reads them, as a mission card's are (missionTasks.ts): fewer
    // states and fewer task walks, the same sums
    const countRolls = readsTaskRolls(p.policy);
    const put = (e: number, markers: number, enemyRolls: number, alive: number, rolls: number, survivors: number, w: Weight) => {
      const key = numeric
        ? (((markers * rollRadix + enemyRolls) * rollRadix + rolls) * (n + 1) + survivors) * sets + alive
        : `${markers},${enemyRolls},${alive},${rolls},${survivors}`;
      // e <= enemies, and a set of soldiers has at most S of them: `waiting` has those entries
      waiting[e]![popcount(alive)]!.add(key, markers, enemyRolls, alive, rolls, survivors, w);
    };
    put(0, 0, 0, everyone, 0, 0, cap === NO_THREAT_CAP ? 1 : Rational.ONE);
    for (let e = 0; e < n; e++) {
      const { use, dice } = itemAt(tables, e);
      const hp = itemAt(p.enemies, e).hp;
      const atEnemy = itemAt(waiting, e);
      for (let k = S; k >= 0; k--) {
        const bucket = itemAt(atEnemy, k);
        const f = bucket.fields;
        for (let i = 0; i < bucket.weights.length; i++) {
          budget.spend();
          // five fields a state (`Waiting.add`), i below the states kept
          const markers = f[5 * i]!;
          const enemyRolls = f[5 * i + 1]!;
          const alive = f[5 * i + 2]!;
          const rolls = f[5 * i + 3]!;
          const survivors = f[5 * i + 4]!;
          const w = bucket.weights[i]!;
          const u = use[alive]!; // alive is a set of the soldiers: the table has 2^S entries
          if (u === 0) {
            put(e + 1, 0, 0, alive, rolls, survivors + 1, w);
            continue;
          }
          const start = { threat: taskThreat(BASE_DEFENSE, p.threat, threatAt(p.threat, rolls, cap)), hits: markers, rolls: enemyRolls };
          const outcomes = taskOutcomes(start, dice[alive]!, hp, laws, p.policy, budget);
          const factors = weights.factorsOf(outcomes, rolls);
          for (let j = 0; j < outcomes.length; j++) {
            const o = outcomes[j]!; // j < outcomes.length
            const after = o.lost ? alive & ~u : alive;
            const rollsAfter = addRolls(rolls, o.made);
            const wo = weights.times(w, rolls, factors, j, o.made);
            if (o.hits >= hp) put(e + 1, 0, 0, after, rollsAfter, survivors, wo);
            else if (o.lost) put(e, o.hits, countRolls ? o.rolls : 0, after, rollsAfter, survivors, wo);
            else put(e + 1, 0, 0, after, rollsAfter, survivors + 1, wo);
          }
        }
      }
    }
    // every end's weight summed by slot and rolls (doubles for the rolls where weights are), then
    // each slot's over D_most
    const bySlot: Weight[][] = [];
    const add = (slot: number, rolls: number, w: Weight) => {
      let row = bySlot[slot];
      if (row === undefined) {
        row = weights.row();
        bySlot[slot] = row;
      }
      row[rolls] = weights.plus(itemAt(row, rolls), w);
    };
    for (const bucket of itemAt(waiting, n)) {
      const f = bucket.fields;
      for (let i = 0; i < bucket.weights.length; i++) {
        budget.spend();
        // five fields a state (`Waiting.add`), i below the states kept
        const alive = f[5 * i + 2]!;
        const rolls = f[5 * i + 3]!;
        const survivors = f[5 * i + 4]!;
        const w = bucket.weights[i]!;
        ends({ survivors, soldiersLost: S - popcount(alive), rolls }, (slot) => add(slot, rolls, w));
      }
    }
    for (let slot = 0; slot < bySlot.length; slot++) {
      const row = bySlot[slot];
      if (row !== undefined) addAt(acc, slot, weights.fraction(weights.overLast(row)));
    }
    return acc;
  },
};

/** A state's weight: its chance times D_rolls (`RollWeights`), a double while that is safe; or its chance (`ChanceWeights`). */
type Weight = number | bigint | Rational;

/** Task outcomes' factors (`RollWeights.factorsOf`): doubles (NaN past 2^53) and BigInts. */
interface Factors {
  small: number[];
  /** made when first needed */
  big: Array<bigint | undefined>;
  outcomes: readonly TaskOutcome[];
  /** the phase's rolls before the task */
  rolls: number;
}

/**
 * The states waiting at one point of base defence's exact method, merged by key: five fields a
 * state (markers, rolls against the enemy, soldiers alive, rolls of the phase, survivors) and
 * its weight, in arrays, in the order the keys first came.
 */
class Waiting {
  private readonly index = new Map<number | string, number>();
  readonly fields: number[] = [];
  readonly weights: Weight[] = [];

  add(key: number | string, markers: number, enemyRolls: number, alive: number, rolls: number, survivors: number, w: Weight): void {
    const i = this.index.get(key);
    if (i !== undefined) {
      // i is a state kept; states of the same key have the same rolls, so weights of one kind
      const had = this.weights[i]!;
      this.weights[i] =
        typeof had === 'number' ? had + (w as number) : typeof had === 'bigint' ? had + (w as bigint) : had.add(w as Rational);
      return;
    }
    this.index.set(key, this.weights.length);
    this.fields.push(markers, enemyRolls, alive, rolls, survivors);
    this.weights.push(w);
  }
}

/**
 * Base defence's exact weights: a state's chance times D_rolls, the product over the phase's
 * rolls j < rolls of S^d * a_j, for the XCOM die's denominator S in lowest terms
 * (successes/sides), d the most dice a team rolls, and a_j the alien d8's denominator at roll j's
 * threat (8 over its common factor with the threat: the threat carries, so roll j of the phase
 * is at the start's threat + j). Every roll's chance is a multiple of 1/(S^d a_j) (d' <= d dice,
 * the alien die), so every path's weight is an integer, and a task outcome taken up after r rolls
 * is an integer factor (its chance times D_(r + made) / D_r). A state of r rolls has weight at
 * most D_r: a double while D_r is a safe integer, a BigInt past it. Sums are one addition; each
 * answer is reduced once (`Rational.over`, by counting the factors of the dice's primes).
 */
class RollWeights {
  /** D_r as a double (Infinity once unsafe) and as a BigInt, for r = 0..most */
  private readonly powers: number[] = [1];
  private readonly bigPowers: bigint[] = [1n];
  /** the largest r with D_r safe */
  private readonly safeRolls: number;
  /** D_most with its factors, or undefined when the die has a prime factor past 19 */
  private readonly last: DiceDenominator | undefined;
  private readonly factors = new Map<readonly TaskOutcome[], Factors>();
  private readonly ratios = new Map<number, bigint>();

  constructor(
    tables: ReadonlyArray<{ dice: Int32Array }>,
    die: XcomDie,
    threat: number,
    private readonly most: number,
  ) {
    let dice = 0;
    for (const t of tables) for (const d of t.dice) dice = Math.max(dice, d);
    const faces = die.sides / gcdOfDoubles(die.sides, die.successes);
    const lawDen = BigInt(faces) ** BigInt(dice);
    let safeRolls = 0;
    let twos = 0;
    for (let r = 1; r <= most; r++) {
      // roll r - 1 of the phase is at threat `threat + r - 1`: its alien die's denominator
      const alienDen = ALIEN_DIE_SIDES / gcdOfDoubles(Math.min(Math.max(threat + r - 1, 0), ALIEN_DIE_SIDES), ALIEN_DIE_SIDES);
      twos += Math.log2(alienDen);
      const big = this.bigPowers[r - 1]! * lawDen * BigInt(alienDen); // r - 1 < r entries so far
      this.bigPowers.push(big);
      this.powers.push(big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : Number.POSITIVE_INFINITY);
      if (big <= BigInt(Number.MAX_SAFE_INTEGER)) safeRolls = r;
    }
    this.safeRolls = safeRolls;
    this.last = DiceDenominator.of(faces)
      ?.pow(dice * most)
      .times(DiceDenominator.of(2)!.pow(twos));
  }

  /**
   * Each outcome's factor, for outcomes of a task taken up after `rolls` rolls of the phase: its
   * chance times D_(rolls + made) / D_rolls, a double when D_(rolls + made) is safe (NaN past
   * it), and as a BigInt when first needed.
   */
  factorsOf(outcomes: readonly TaskOutcome[], rolls: number): Factors {
    let f = this.factors.get(outcomes);
    if (f !== undefined) return f;
    const small = outcomes.map((o) => {
      if (rolls + o.made > this.safeRolls) return Number.NaN;
      const ratio = itemAt(this.powers, rolls + o.made) / itemAt(this.powers, rolls);
      // the task's own weight over its rolls' denominators, which divide the ratio's (fewer or
      // as many dice a roll, the same alien dice); else the chance in lowest terms
      const [weight, den] =
        o.weight !== undefined && o.den !== undefined ? [o.weight, o.den] : (o.p.smallParts() ?? [Number.NaN, Number.NaN]);
      // an integer (the chance is a multiple of D_rolls / D_(rolls + made)), exact as both are safe
      const q = ratio / den;
      if (Math.floor(q) !== q) throw new RangeError(`a task outcome after ${rolls} rolls is not a multiple of its roll denominators`);
      return weight * q;
    });
    f = { small, big: [], outcomes, rolls };
    this.factors.set(outcomes, f);
    return f;
  }

  /** The weight of a state of `rolls` rolls after outcome j (of `made` rolls) of factors `f`. */
  times(w: Weight, rolls: number, f: Factors, j: number, made: number): Weight {
    // j < outcomes: `small` and `big` have one entry each
    if (rolls + made <= this.safeRolls) return (w as number) * f.small[j]!;
    return (typeof w === 'number' ? BigInt(w) : (w as bigint)) * (f.big[j] ?? this.bigFactor(f, j));
  }

  /** Outcome j's factor as a BigInt, kept in `f`. */
  private bigFactor(f: Factors, j: number): bigint {
    const x = itemAt(f.small, j);
    let big: bigint;
    if (!Number.isNaN(x)) big = BigInt(x);
    else {
      const o = itemAt(f.outcomes, j);
      const ratio = this.ratio(f.rolls, f.rolls + o.made);
      // the task's own weight over its rolls' denominators (which divide the ratio's, as in
      // `factorsOf`), so that no chance is put in lowest terms; else the chance as it reads
      const [weight, den] =
        o.big !== undefined
          ? [o.big.weight, o.big.den.value]
          : o.weight !== undefined && o.den !== undefined
            ? [BigInt(o.weight), BigInt(o.den)]
            : [o.p.num, o.p.den];
      if (ratio % den !== 0n) throw new RangeError(`a task outcome after ${f.rolls} rolls is not a multiple of its roll denominators`);
      big = weight * (ratio / den);
    }
    f.big[j] = big;
    return big;
  }

  /** Weights of states of r = 0..most rolls, each r's zero. */
  row(): Weight[] {
    return this.bigPowers.map((_, r) => (r <= this.safeRolls ? 0 : 0n));
  }

  /** Two weights of the same rolls added. */
  plus(a: Weight, b: Weight): Weight {
    return typeof a === 'number' ? a + (b as number) : (a as bigint) + (b as bigint);
  }

  /**
   * The weights of a row (by rolls r) over D_most: the sum of row[r] D_most / D_r. Those of safe
   * r are summed in doubles over D_s first, s the last safe r (their chances add to at most 1).
   */
  overLast(row: readonly Weight[]): Weight {
    const s = Math.min(this.safeRolls, this.most);
    const powers = this.powers;
    let small = 0;
    // r <= most: a row has an entry per r, and powers one per r; D_r divides D_s for r <= s
    for (let r = 0; r <= s; r++) small += (row[r] as number) * (powers[s]! / powers[r]!);
    if (this.most <= this.safeRolls) return small;
    let big = small === 0 ? 0n : BigInt(small) * this.ratio(s, this.most);
    for (let r = s + 1; r <= this.most; r++) {
      const w = row[r] as bigint;
      if (w !== 0n) big += w * this.ratio(r, this.most);
    }
    return big;
  }

  /** D_b / D_a for a <= b, as a BigInt (kept: a computation asks for few). */
  private ratio(a: number, b: number): bigint {
    const key = a * (this.most + 1) + b;
    let r = this.ratios.get(key);
    if (r === undefined) {
      r = itemAt(this.bigPowers, b) / itemAt(this.bigPowers, a);
      this.ratios.set(key, r);
    }
    return r;
  }

  /** A weight over D_most as the chance it stands for. */
  fraction(w: Weight): Rational {
    const last = this.last;
    const n = w as number | bigint; // `overLast` of this kind
    if (last !== undefined) return Rational.over(n, last);
    return Rational.of(BigInt(n), itemAt(this.bigPowers, this.most));
  }
}

/** `RollWeights` where a weight is the chance itself: a task's outcomes taken as they are. */
class ChanceWeights {
  constructor(private readonly most: number) {}

  factorsOf(outcomes: readonly TaskOutcome[], rolls: number): Factors {
    return { small: [], big: [], outcomes, rolls };
  }

  times(w: Weight, _rolls: number, f: Factors, j: number): Weight {
    return (w as Rational).mul(itemAt(f.outcomes, j).p);
  }

  row(): Weight[] {
    return Array.from({ length: this.most + 1 }, () => Rational.ZERO);
  }

  plus(a: Weight, b: Weight): Weight {
    return (a as Rational).add(b as Rational);
  }

  overLast(row: readonly Weight[]): Weight {
    return row.reduce((a, b) => (a as Rational).add(b as Rational), Rational.ZERO);
  }

  fraction(w: Weight): Rational {
    return w as Rational;
  }
}
