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
 * (`rollTaskJoint`, laws prepared once per request).
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, lcm, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import { STANDARD_XCOM_DIE, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { GLOBAL_DEFENSE, ResetTask, SuccessLaws, taskOutcomes, taskThreat } from './taskRoll.js';

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
    const { tasks, ufos, left, lost } = this;
    let total = 0;
    let any = false;
    // i < continents: `tasks`, `ufos`, `left` and `lost` have one entry each, read with `!`
    for (let i = 0; i < tasks.length; i++) {
      const run = tasks[i]!.play(rng);
      const l = ufos[i]! - run.hits;
      left[i] = l;
      lost[i] = run.lost ? 1 : 0;
      any ||= run.lost;
      total += l;
    }
    this.ufosLeft = total;
    this.anyLost = any;
  }
}

export const globalDefense: Kernel<GlobalParams> = {
  name: 'xcom.global-defense',
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, allCleared, anyLost, panic, per, die } = layout(p);
    const n = p.continents.length;
    const phase = new GlobalDefenseRolls(p, die);
    const { left, lost } = phase;
    const trial = (rng: Rng, acc: Float64Array): void => {
      phase.play(rng);
      // Reads with `!`, in range by construction: i < n, the continents, of which `per`, `left`
      // and `lost` have one entry each; every `acc` index is a slot the tally declared, or a
      // value's offset plus UFOs left, within the 0..ufos it was declared with.
      for (let i = 0; i < n; i++) {
        const slots = per[i]!;
        const l = left[i]!;
        if (l === 0) acc[slots.cleared]!++;
        if (lost[i] !== 0) acc[slots.interceptorsLost]!++;
        acc[slots.ufosLeft + l]!++;
      }
      if (phase.ufosLeft === 0) acc[allCleared]!++;
      if (phase.anyLost) acc[anyLost]!++;
      acc[panic + phase.ufosLeft]!++;
    };
    return { tally, trial };
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
