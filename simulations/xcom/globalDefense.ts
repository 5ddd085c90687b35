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
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import { STANDARD_XCOM_DIE, rollLaws, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { GLOBAL_DEFENSE, StateMass, SuccessLaws, TaskRun, rollCap, rollTaskJoint, taskOutcomes, taskThreat } from './taskRoll.js';

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

function layout(p: GlobalParams) {
  const tally = new Tally();
  const total = p.continents.reduce((s, c) => s + c.ufos, 0);
  const allCleared = tally.event('allCleared');
  const anyLost = tally.event('anyInterceptorsLost');
  const panic = tally.value('panic', 0, total);
  // per continent, answered in a `continents` list (entries named `continents.<i>.<key>`)
  const continents = tally.group('continents', p.continents.length);
  const per = p.continents.map((c, i) => ({
    cleared: continents[i].event('cleared'),
    interceptorsLost: continents[i].event('interceptorsLost'),
    ufosLeft: continents[i].value('ufosLeft', 0, c.ufos),
  }));
  return { tally, allCleared, anyLost, panic, per, die: p.die ?? STANDARD_XCOM_DIE };
}

export const globalDefense: Kernel<GlobalParams> = {
  name: 'xcom.global-defense',

  prepare(p) {
    const { tally, allCleared, anyLost, panic, per, die } = layout(p);
    const n = p.continents.length;
    const interceptors = Int32Array.from(p.continents, (c) => c.interceptors);
    const ufos = Int32Array.from(p.continents, (c) => c.ufos);
    // each continent's task starts afresh (the threat resets): its laws and roll cap are fixed
    const start = taskThreat(GLOBAL_DEFENSE, p.threat, p.threat);
    const laws = p.continents.map((c) => rollLaws(c.interceptors, die));
    const cap = rollCap(p.policy, start, 0);
    const run = new TaskRun();
    const trial = (rng: Rng, acc: Float64Array): void => {
      let left = 0;
      let lost = false;
      for (let i = 0; i < n; i++) {
        run.start(start);
        if (interceptors[i] > 0) rollTaskJoint(rng, run, laws[i], ufos[i], cap);
        const l = ufos[i] - run.hits;
        const slots = per[i];
        if (l === 0) acc[slots.cleared]++;
        if (run.lost) {
          acc[slots.interceptorsLost]++;
          lost = true;
        }
        acc[slots.ufosLeft + l]++;
        left += l;
      }
      if (left === 0) acc[allCleared]++;
      if (lost) acc[anyLost]++;
      acc[panic + left]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, allCleared, anyLost, panic, per, die } = layout(p);
    const acc = zeros(tally.size);
    const laws = new SuccessLaws(die);
    // the distribution of (panic so far, some loss so far) over the continents done
    type S = { panic: number; lost: boolean };
    let mass = new StateMass<S>();
    mass.add('0,false', { panic: 0, lost: false }, Rational.ONE);
    p.continents.forEach((c, i) => {
      // this continent's ends, merged by (UFOs left, lost)
      const ends = new StateMass<S>();
      if (c.interceptors === 0) ends.add('', { panic: c.ufos, lost: false }, Rational.ONE);
      else {
        const start = { threat: taskThreat(GLOBAL_DEFENSE, p.threat, p.threat), hits: 0, rolls: 0 };
        for (const o of taskOutcomes(start, c.interceptors, c.ufos, laws, p.policy, budget)) {
          const l = c.ufos - o.hits;
          ends.add(`${l},${o.lost}`, { panic: l, lost: o.lost }, o.p);
        }
      }
      const next = new StateMass<S>();
      for (const { s: end, p: pe } of ends.states.values()) {
        if (end.panic === 0) addAt(acc, per[i].cleared, pe);
        if (end.lost) addAt(acc, per[i].interceptorsLost, pe);
        addAt(acc, per[i].ufosLeft + end.panic, pe);
        for (const { s, p: ps } of mass.states.values()) {
          budget.spend();
          const after = { panic: s.panic + end.panic, lost: s.lost || end.lost };
          next.add(`${after.panic},${after.lost}`, after, ps.mul(pe));
        }
      }
      mass = next;
    });
    for (const { s, p: ps } of mass.states.values()) {
      if (s.panic === 0) addAt(acc, allCleared, ps);
      if (s.lost) addAt(acc, anyLost, ps);
      addAt(acc, panic + s.panic, ps);
    }
    return acc;
  },
};
