/**
 * XCOM phase 6, global defence (docs/rules.md, "Phase 6: global defence"): one reset task
 * (taskRoll.ts) per continent in the listed order. Continents are independent (the threat
 * resets), so the exact answer combines each continent's own task outcomes.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { type Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { sequenceWalks, type RollWalk } from '../core/rollWalk.js';
import { Tally, countSlots, type SlotsOf } from '../core/tally.js';
import { type Count, DOUBLES, Denominator, type Weights, addWeightAt, countsUpTo, zeroWeights } from '../core/weight.js';
import { STANDARD_XCOM_DIE, capOf, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { SuccessLaws, resetTask, type ResetTask, type TaskRun } from './taskRoll.js';
import { type SlotWeights, taskSlotWeights } from './taskSlotSums.js';

export interface ContinentForce {
  interceptors: number;
  ufos: number;
}

export interface GlobalParams extends ThreatTrack {
  continents: ContinentForce[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

export const layout = lastLayout(layOut);

function layOut(p: GlobalParams) {
  const tally = new Tally();
  const total = p.continents.reduce((s, c) => s + c.ufos, 0);
  const allCleared = tally.event('allCleared');
  const anyLost = tally.event('anyInterceptorsLost');
  const panic = tally.value('panic', 0, total);
  // per continent, answered in a `continents` list (entries named `continents.<i>.<key>`)
  const continents = tally.group('continents', p.continents.length);
  const per = p.continents.map((c, i) => {
    const item = itemAt(continents, i);
    return {
      cleared: item.event('cleared'),
      interceptorsLost: item.event('interceptorsLost'),
      ufosLeft: item.value('ufosLeft', 0, c.ufos),
    };
  });
  // where an end of the phase counts, for the trials and the best play
  const ends: SlotsOf<GlobalEnd> = (end, put) => {
    let left = 0;
    let lost = false;
    // a plain loop: the trials count with it, allocating nothing (i < continents: in range)
    for (let i = 0; i < per.length; i++) {
      const slots = per[i]!;
      const l = end.left[i]!;
      const x = end.lost[i] !== 0;
      if (l === 0) put(slots.cleared);
      if (x) put(slots.interceptorsLost);
      put(slots.ufosLeft + l);
      left += l;
      lost ||= x;
    }
    if (left === 0) put(allCleared);
    if (lost) put(anyLost);
    put(panic + left);
  };
  return { tally, allCleared, anyLost, panic, per, ends, die: p.die ?? STANDARD_XCOM_DIE };
}

/** What the answer reads of how the phase ended: per continent, UFOs left and interceptors lost (0 or 1). */
export interface GlobalEnd {
  left: ArrayLike<number>;
  lost: ArrayLike<number>;
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): `play` leaves, per
 * continent, the UFOs left and whether a loss sent its interceptors to the pool; it allocates nothing.
 */
export class GlobalDefenseRolls {
  readonly left: Int32Array;
  readonly lost: Uint8Array;
  /** UFOs left over all continents */
  ufosLeft = 0;
  anyLost = false;
  private readonly tasks: ResetTask[];
  private readonly ufos: Int32Array;

  constructor(p: Pick<GlobalParams, 'continents' | 'threat' | 'policy' | 'threatCap'>, die: XcomDie) {
    this.tasks = p.continents.map((c) => resetTask(c.interceptors, c.ufos, p.threat, p.policy, die, capOf(p)));
    this.ufos = Int32Array.from(p.continents, (c) => c.ufos);
    this.left = new Int32Array(p.continents.length);
    this.lost = new Uint8Array(p.continents.length);
  }

  play(rng: Rng): void {
    const tasks = this.tasks;
    // i < continents: `tasks` has one entry each
    for (let i = 0; i < tasks.length; i++) this.ended(i, tasks[i]!.play(rng));
    this.sum();
  }

  /**
   * The continents' ends as one number, when every continent's task is tabled (rollWalk.ts) and
   * their ends together are at most `most`: `run` plays a trial (the same draws as `play`) and
   * answers that number, below `size`; `read` leaves the trial that ended so in `left`, `lost`,
   * `ufosLeft` and `anyLost`. A batch counts its trials by it, then reads each once.
   */
  jointEnds(most: number): { size: number; run(rng: Rng): number; read(joint: number): void } | undefined {
    const walks: RollWalk<TaskRun>[] = [];
    let size = 1;
    for (const task of this.tasks) {
      const walk = task.walk;
      if (walk === undefined) return undefined;
      walks.push(walk);
      size *= walk.ends.length;
      if (size > most) return undefined;
    }
    const sizes = Int32Array.from(walks, (w) => w.ends.length);
    // one walk through every continent's, where its states are few
    const sequence = sequenceWalks(walks, MAX_SEQUENCE_STATES);
    // Reads with `!`, in range: k < continents, and a walk's run answers one of its ends.
    return {
      size,
      run: (rng) => {
        if (sequence !== undefined) return sequence.run(rng);
        let joint = 0;
        for (let k = 0; k < walks.length; k++) joint = joint * sizes[k]! + walks[k]!.run(rng);
        return joint;
      },
      read: (joint) => {
        let j = joint;
        for (let k = walks.length - 1; k >= 0; k--) {
          const e = j % sizes[k]!;
          j = (j - e) / sizes[k]!;
          this.ended(k, walks[k]!.ends[e]!);
        }
        this.sum();
      },
    };
  }

  /** Continent i's task ended as `run`. */
  private ended(i: number, run: TaskRun): void {
    // i < continents: `ufos`, `left` and `lost` have one entry each
    this.left[i] = this.ufos[i]! - run.hits;
    this.lost[i] = run.lost ? 1 : 0;
  }

  /** The phase's UFOs left and losses, from every continent's. */
  private sum(): void {
    const { left, lost } = this;
    let total = 0;
    let any = false;
    // i < continents: `left` and `lost` have one entry each
    for (let i = 0; i < left.length; i++) {
      total += left[i]!;
      any ||= lost[i] !== 0;
    }
    this.ufosLeft = total;
    this.anyLost = any;
  }
}

/** The most live states of the continents' walks as one (`sequenceWalks`): a few hundred KB of table. */
const MAX_SEQUENCE_STATES = 8192;

/**
 * The most joint ends of the continents a batch counts trials by: a batch reads every count once,
 * so at most a quarter of a read per trial of a chunk.
 */
const MAX_JOINT_ENDS = 1 << 12;

export const globalDefense: Kernel<GlobalParams> = {
  name: 'xcom.global-defense',
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, ends, die } = layout(p);
    const phase = new GlobalDefenseRolls(p, die);
    const counted = countSlots(ends);
    const count = (acc: Float64Array, times: number): void => counted(phase, acc, times);
    const trial = (rng: Rng, acc: Float64Array): void => {
      phase.play(rng);
      count(acc, 1);
    };
    const joint = phase.jointEnds(MAX_JOINT_ENDS);
    if (joint === undefined) return { tally, trial };
    // trials by their continents' joint end since the batch began (a batch is at most a chunk)
    const times = new Float64Array(joint.size);
    const batch = (rng: Rng, acc: Float64Array, trials: number): void => {
      // every trial: run answers a joint end below size = times.length
      for (let i = 0; i < trials; i++) times[joint.run(rng)]!++;
      for (let j = 0; j < times.length; j++) {
        const t = times[j]!;
        if (t === 0) continue;
        joint.read(j);
        count(acc, t);
        times[j] = 0;
      }
    };
    return { tally, trial, batch };
  },

  exact(p, budget: ExactBudget) {
    const { tally, allCleared, anyLost, panic, per, die } = layout(p);
    const acc = zeros(tally.size);
    const laws = new SuccessLaws(die, capOf(p));
    // each pair of a continent's end and a state so far spends one state
    const mass = new PathWeights();
    for (const [i, c] of p.continents.entries()) {
      let ends: SlotWeights;
      if (c.interceptors > 0) {
        const task = { start: { threat: p.threat, hits: 0, rolls: 0 }, dice: c.interceptors, need: c.ufos, laws, policy: p.policy, budget };
        ends = taskSlotWeights(task, (c.ufos + 1) * 2, (o, put) => put((c.ufos - o.hits) * 2 + (o.lost ? 1 : 0)));
      } else {
        // not tested: its UFOs all stay, one end of weight 1 over 1
        const weights: Count[] = zeroWeights(DOUBLES, (c.ufos + 1) * 2);
        weights[c.ufos * 2] = 1;
        ends = { a: DOUBLES as Weights<Count>, weights, den: Denominator.ONE };
      }
      addEnds(acc, itemAt(per, i), c.ufos, ends);
      mass.afterContinent(ends, budget);
    }
    // each answer's weight in all, then its fraction once
    mass.addSums(acc, (s, put) => {
      if (s >> 1 === 0) put(allCleared);
      if (s & 1) put(anyLost);
      put(panic + (s >> 1));
    });
    return acc;
  },
};

/**
 * Global defence's exact distribution of (panic so far, some loss so far) over the continents
 * done: integer path weights over the product of their denominators, by panic * 2 + lost.
 */
class PathWeights {
  private a: Weights<Count> = DOUBLES as Weights<Count>;
  private mass: Count[] = [1];
  private den = Denominator.ONE;

  /** The next continent's ends after the states so far. */
  afterContinent(ends: SlotWeights, budget: ExactBudget): void {
    this.den = this.den.times(ends.den);
    // every weight is at most the denominator
    const a = countsUpTo(this.den.value);
    const mass = a === this.a ? this.mass : this.mass.map((w) => a.of(w));
    const weights = a === ends.a ? ends.weights : Array.from(ends.weights, (w) => a.of(w));
    const next = zeroWeights(a, mass.length + weights.length);
    for (let key = 0; key < weights.length; key++) {
      const we = weights[key]!; // key < weights.length
      if (a.isZero(we)) continue;
      const step = (key >> 1) * 2;
      const lost = key & 1;
      for (let s = 0; s < mass.length; s++) {
        const ws = mass[s]!; // s < mass.length
        if (a.isZero(ws)) continue;
        budget.spend();
        const after = (s + step) | lost;
        next[after] = a.add(next[after]!, a.mul(ws, we));
      }
    }
    this.a = a;
    this.mass = next;
  }

  /** Adds each slot's chance in all to `acc`: `put(slot)` for every slot a state s counts in. */
  addSums(acc: Rational[], slotsOf: (s: number, put: (slot: number) => void) => void): void {
    const { a, mass } = this;
    const sums = zeroWeights(a, acc.length);
    for (let s = 0; s < mass.length; s++) {
      const w = mass[s]!; // s < mass.length
      if (a.isZero(w)) continue;
      slotsOf(s, (slot) => addWeightAt(a, sums, slot, w));
    }
    for (let slot = 0; slot < sums.length; slot++) {
      const w = sums[slot]!; // slot < sums.length
      if (!a.isZero(w)) addAt(acc, slot, this.den.chance(w));
    }
  }
}

/** Adds a continent's ends into its answers (`layout`'s `per` entry), one fraction each. */
function addEnds(acc: Rational[], slots: ReturnType<typeof layOut>['per'][number], ufos: number, { a, weights, den }: SlotWeights): void {
  let lost = a.zero;
  // left <= ufos: `weights` has two entries (lost or not) each
  for (let left = 0; left <= ufos; left++) {
    lost = a.add(lost, weights[2 * left + 1]!);
    const w = a.add(weights[2 * left]!, weights[2 * left + 1]!);
    if (a.isZero(w)) continue;
    const chance = den.chance(w);
    if (left === 0) addAt(acc, slots.cleared, chance);
    addAt(acc, slots.ufosLeft + left, chance);
  }
  if (!a.isZero(lost)) addAt(acc, slots.interceptorsLost, den.chance(lost));
}
