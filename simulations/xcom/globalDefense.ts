/**
 * XCOM phase 6, global defence (RULES.md section 1, "Phase 6: global defence"; seed phase 6
 * steps 1-5 and the note after them).
 *
 * The Commander's tasks, one per continent in the listed order: threat back to `threat` (the
 * phase resets it to 1) before each continent; each roll throws one XCOM die per interceptor
 * there and the alien die; each success destroys one UFO over that continent; a LOSS sends every
 * interceptor of that continent to the recruitment pool. Afterwards each continent's panic rises
 * by its UFOs left: `panic` is their sum.
 * Readings of the rule, written down:
 * - A continent without interceptors is not tested: its UFOs all stay. A continent without UFOs
 *   is cleared without a roll.
 * - Successes of the losing roll still destroy UFOs; surplus successes are wasted.
 * - `policy` applies to each continent's task on its own (maxRolls per continent; stopAtThreat
 *   against the threat of that task, which restarts at `threat`).
 * - `interceptorsLost`: a loss sent that continent's interceptors to the pool;
 *   `anyInterceptorsLost`: that happened on some continent.
 * Continents are independent (the threat resets), so the exact answer combines each
 * continent's own task outcomes. Each roll's dice are drawn as one joint outcome
 * (`rollTaskJoint`, laws prepared once per request), each continent's task walking its table
 * (`ResetTask`); a batch counts trials by the continents' ends together.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, lcm, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { sequenceWalks, type RollWalk } from '../core/rollWalk.js';
import { Tally } from '../core/tally.js';
import { STANDARD_XCOM_DIE, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { GLOBAL_DEFENSE, ResetTask, SuccessLaws, taskOutcomes, taskThreat, type TaskRun } from './taskRoll.js';

export interface ContinentForce {
  interceptors: number;
  ufos: number;
}

export interface GlobalParams {
  continents: ContinentForce[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

export function layout(p: GlobalParams) {
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
  return { tally, allCleared, anyLost, panic, per, die: p.die ?? STANDARD_XCOM_DIE };
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): each continent's task
 * in the listed order, the threat reset before each. `play` leaves, per continent, the UFOs left
 * (`left`) and whether a loss sent its interceptors to the pool (`lost`); it allocates nothing.
 */
export class GlobalDefenseRolls {
  readonly left: Int32Array;
  readonly lost: Uint8Array;
  /** UFOs left over all continents */
  ufosLeft = 0;
  anyLost = false;
  private readonly tasks: ResetTask[];
  private readonly ufos: Int32Array;

  constructor(p: Pick<GlobalParams, 'continents' | 'threat' | 'policy'>, die: XcomDie) {
    this.tasks = p.continents.map((c) => new ResetTask(GLOBAL_DEFENSE, c.interceptors, c.ufos, p.threat, p.policy, die));
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
      const walk = task.trials.walk;
      if (walk === undefined) return undefined;
      walks.push(walk);
      size *= walk.ends.length;
      if (size > most) return undefined;
    }
    const sizes = Int32Array.from(walks, (w) => w.ends.length);
    // one walk through every continent's, where its states are few
    const sequence = sequenceWalks(walks, MAX_SEQUENCE_STATES);
    // Reads with `!`, in range by construction: k < continents, of which `walks` and `sizes` hold
    // one entry each; a walk's run answers one of its ends, so the joint number is below `size`
    // and each of its digits e below its continent's ends.
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
    const { tally, allCleared, anyLost, panic, per, die } = layout(p);
    const n = p.continents.length;
    const phase = new GlobalDefenseRolls(p, die);
    const { left, lost } = phase;
    const count = (acc: Float64Array, times: number): void => {
      // Reads with `!`, in range by construction: i < n, the continents, of which `per`, `left`
      // and `lost` have one entry each; every `acc` index is a slot the tally declared, or a
      // value's offset plus UFOs left, within the 0..ufos it was declared with.
      for (let i = 0; i < n; i++) {
        const slots = per[i]!;
        const l = left[i]!;
        if (l === 0) acc[slots.cleared]! += times;
        if (lost[i] !== 0) acc[slots.interceptorsLost]! += times;
        acc[slots.ufosLeft + l]! += times;
      }
      if (phase.ufosLeft === 0) acc[allCleared]! += times;
      if (phase.anyLost) acc[anyLost]! += times;
      acc[panic + phase.ufosLeft]! += times;
    };
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
    const laws = new SuccessLaws(die);
    // The distribution of (panic so far, some loss so far) over the continents done, as integer
    // path weights over one denominator (the product of each continent's), keyed by
    // panic * 2 + lost: the product of two chances is one BigInt multiplication and a merge one
    // addition, with no greatest common divisor; each answer's fraction is reduced once, at the
    // end. The states are those the chances as fractions would keep (none of weight zero), and
    // each pair of a continent's end and a state so far spends one state of the budget.
    let mass: Array<bigint | undefined> = [1n];
    let den = 1n;
    for (const [i, c] of p.continents.entries()) {
      const slots = itemAt(per, i);
      // this continent's ends, merged by key (UFOs left * 2 + lost)
      const ends: Array<Rational | undefined> = new Array<Rational | undefined>((c.ufos + 1) * 2);
      if (c.interceptors === 0) ends[c.ufos * 2] = Rational.ONE;
      else {
        const start = { threat: taskThreat(GLOBAL_DEFENSE, p.threat, p.threat), hits: 0, rolls: 0 };
        for (const o of taskOutcomes(start, c.interceptors, c.ufos, laws, p.policy, budget)) {
          const key = (c.ufos - o.hits) * 2 + (o.lost ? 1 : 0);
          const had = ends[key];
          ends[key] = had === undefined ? o.p : had.add(o.p);
        }
      }
      // the ends' weights over their least common denominator
      let endDen = 1n;
      for (const pe of ends) if (pe !== undefined && !pe.isZero()) endDen = lcm(endDen, pe.den);
      const next: Array<bigint | undefined> = new Array<bigint | undefined>(mass.length + c.ufos * 2);
      for (let key = 0; key < ends.length; key++) {
        const pe = ends[key];
        if (pe === undefined || pe.isZero()) continue;
        const left = key >> 1;
        const lost = key & 1;
        if (left === 0) addAt(acc, slots.cleared, pe);
        if (lost) addAt(acc, slots.interceptorsLost, pe);
        addAt(acc, slots.ufosLeft + left, pe);
        const we = pe.num * (endDen / pe.den);
        for (let s = 0; s < mass.length; s++) {
          const ws = mass[s];
          if (ws === undefined) continue;
          budget.spend();
          const after = (s + 2 * left) | lost;
          const had = next[after];
          next[after] = had === undefined ? ws * we : had + ws * we;
        }
      }
      mass = next;
      den *= endDen;
    }
    // each answer's weight in all, then its fraction once
    const sums: Array<bigint | undefined> = new Array<bigint | undefined>(tally.size);
    const put = (slot: number, w: bigint) => {
      sums[slot] = (sums[slot] ?? 0n) + w;
    };
    for (let s = 0; s < mass.length; s++) {
      const w = mass[s];
      if (w === undefined) continue;
      if (s >> 1 === 0) put(allCleared, w);
      if (s & 1) put(anyLost, w);
      put(panic + (s >> 1), w);
    }
    for (let slot = 0; slot < sums.length; slot++) {
      const w = sums[slot];
      if (w !== undefined) addAt(acc, slot, Rational.of(w, den));
    }
    return acc;
  },
};
