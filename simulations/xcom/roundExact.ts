/**
 * The whole round's exact answer (round.ts), composed from each phase kernel's own exact answer:
 * no rule is computed a second time here.
 *
 * Why composing marginals is exact: every phase begins at threat 1 and rolls its own units, so
 * the phases are independent of each other; so are the research areas (the threat resets) and
 * the continents of phase 6. They meet only in panic, and there only through X, the UFOs left in
 * orbit, and each continent's UFOs left in phase 6. Given X the panic after phase 5 is fixed
 * (phase 1 has no dice), and the continents' UFOs left are independent, so:
 * - each continent's panic is a mixture over X of its own UFOs-left law, shifted and capped;
 * - the count of continents at the end of the track is, for each X, a convolution of the
 *   continents' Bernoulli laws of reaching it, mixed over X;
 * - units lost are sums of independent parts: convolutions.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import { CHANCES, productOf } from '../core/weight.js';
import { baseDefense, type BaseDefenseParams } from './baseDefense.js';
import { baseDefenseBest } from './baseDefenseBest.js';
import { baseBestParams, missionBestParams } from './bestRound.js';
import { missionBest } from './missionBest.js';
import { globalDefense } from './globalDefense.js';
import { missionTasks, type MissionParams } from './missionTasks.js';
import { orbitalDefense } from './orbitalDefense.js';
import { researchTask } from './researchTask.js';
import { areaDice, panicAfterOrbit, phaseStart, roundLayout, type RoundParams } from './roundLayout.js';

/** A law of a value 0, 1, 2, ...: entry v is P(value = v). */
export type Law = Rational[];

/** The marginal laws of one kernel's exact answer, read by the names of its tally. */
export class Marginals<P> {
  private readonly tally;
  private readonly slots: Rational[];

  constructor(kernel: Kernel<P>, params: P, budget: ExactBudget) {
    this.tally = kernel.tally(params);
    this.slots = kernel.exact!(params, budget);
  }

  event(name: string): Rational {
    const e = this.tally.events.find((x) => x.name === name);
    if (!e) throw new Error(`no event ${name}`);
    return itemAt(this.slots, e.slot);
  }

  value(name: string): Law {
    const v = this.tally.values.find((x) => x.name === name);
    if (!v) throw new Error(`no value ${name}`);
    const law = zeros(v.max + 1);
    for (let x = v.min; x <= v.max; x++) law[x] = itemAt(this.slots, v.slot + x - v.min);
    return law;
  }
}

/** The law of a value that is always `v`. */
function point(v: number): Law {
  const law = zeros(v + 1);
  law[v] = Rational.ONE;
  return law;
}

/** `k` with chance `p`, else 0. */
function scaledBernoulli(p: Rational, k: number): Law {
  const law = zeros(k + 1);
  law[0] = Rational.ONE.sub(p);
  law[k] = itemAt(law, k).add(p);
  return law;
}

/** The law of the sum of two independent values: the product of their laws as polynomials. */
const convolve = (a: Law, b: Law): Law => productOf(CHANCES, a, b);

/** Writes a law into a tally value (its offset, as `Tally.value` returned it). */
function writeLaw(acc: Rational[], offset: number, law: Law): void {
  law.forEach((p, v) => {
    if (!p.isZero()) addAt(acc, offset + v, p);
  });
}

export function roundExact(p: RoundParams, budget: ExactBudget): Rational[] {
  const L = roundLayout(p);
  const acc = zeros(L.tally.size);

  // phase 4: every area on its own
  let allResearched = Rational.ONE;
  let scientistsExhausted = point(0);
  p.research.forEach((a, i) => {
    const s = itemAt(L.research, i);
    let completed = Rational.ZERO;
    let exhausted = Rational.ZERO;
    let markers = point(0);
    let rolls = point(0);
    if (areaDice(a) > 0) {
      const m = new Marginals(researchTask, { ...a, ...phaseStart(p, 'research') }, budget);
      completed = m.event('completed');
      exhausted = m.event('exhausted');
      markers = m.value('markers');
      rolls = m.value('rolls');
    }
    addAt(acc, s.completed, completed);
    addAt(acc, s.exhausted, exhausted);
    writeLaw(acc, s.markers, markers);
    writeLaw(acc, s.rolls, rolls);
    allResearched = allResearched.mul(completed);
    scientistsExhausted = convolve(scientistsExhausted, scaledBernoulli(exhausted, a.scientists));
  });
  addAt(acc, L.top.allResearchCompleted, allResearched);
  writeLaw(acc, L.top.scientistsExhausted, scientistsExhausted);

  // phase 5: X, the UFOs left in orbit
  let x = point(p.orbit.ufos);
  let satellitesLost = Rational.ZERO;
  let orbitRolls = point(0);
  if (p.orbit.satellites > 0) {
    const m = new Marginals(orbitalDefense, { ...p.orbit, ...phaseStart(p, 'orbital') }, budget);
    x = m.value('ufosLeft');
    satellitesLost = m.event('exhausted');
    orbitRolls = m.value('rolls');
  }
  addAt(acc, L.orbit.cleared, itemAt(x, 0));
  addAt(acc, L.orbit.exhausted, satellitesLost);
  writeLaw(acc, L.orbit.ufosLeft, x);
  writeLaw(acc, L.orbit.rolls, orbitRolls);
  writeLaw(acc, L.top.satellitesExhausted, scaledBernoulli(satellitesLost, p.orbit.satellites));

  // phase 6: every continent's UFOs left (independent: the threat resets)
  const n = p.continents.length;
  const g = new Marginals(globalDefense, { continents: p.continents, ...phaseStart(p, 'global') }, budget);
  const left: Law[] = [];
  let pool = point(0);
  p.continents.forEach((c, i) => {
    const s = itemAt(L.continents, i);
    const ufosLeft = g.value(`continents.${i}.ufosLeft`);
    left.push(ufosLeft);
    const lost = g.event(`continents.${i}.interceptorsLost`);
    addAt(acc, s.cleared, g.event(`continents.${i}.cleared`));
    addAt(acc, s.interceptorsLost, lost);
    writeLaw(acc, s.ufosLeft, ufosLeft);
    pool = convolve(pool, scaledBernoulli(lost, c.interceptors));
  });
  writeLaw(acc, L.top.interceptorsLost, pool);

  // panic: given X, the panic after phase 5 is fixed; each continent adds its own UFOs left
  const end = p.panicTrackEnd;
  const routed = panicAfterOrbit(p);
  let atEnd: Law = zeros(n + 1);
  x.forEach((px, ufos) => {
    if (px.isZero()) return;
    budget.spend(n);
    let count = point(0);
    for (const [i, law] of left.entries()) {
      const from = itemAt(routed, ufos * n + i);
      const slots = itemAt(L.continents, i);
      let reach = Rational.ZERO;
      law.forEach((pu, u) => {
        if (pu.isZero()) return;
        const w = px.mul(pu);
        const panic = Math.min(end, from + u);
        addAt(acc, slots.panic + panic, w);
        if (panic === end) {
          addAt(acc, slots.trackEnd, w);
          reach = reach.add(pu);
        }
      });
      count = convolve(count, scaledBernoulli(reach, 1));
    }
    atEnd = atEnd.map((q, k) => (k < count.length ? q.add(px.mul(itemAt(count, k))) : q));
  });
  writeLaw(acc, L.top.continentsAtTrackEnd, atEnd);
  addAt(acc, L.top.anyContinentAtTrackEnd, Rational.ONE.sub(itemAt(atEnd, 0)));

  // phase 7 (and phase 8's question: the red space)
  const baseRound = { soldiers: p.base.soldiers, enemies: p.base.enemies, ...phaseStart(p, 'base') };
  const b = basePhase(baseRound, p.play, budget);
  const damage = b.value('baseDamage');
  addAt(acc, L.base.allDestroyed, b.event('allDestroyed'));
  addAt(acc, L.base.anySoldierLost, b.event('anySoldierLost'));
  writeLaw(acc, L.base.baseDamage, damage);
  writeLaw(acc, L.base.soldiersLost, b.value('soldiersLost'));
  writeLaw(acc, L.base.rolls, b.value('rolls'));
  writeLaw(acc, L.top.baseDamageAfter, convolve(point(p.base.damage), damage));
  damage.forEach((pd, d) => {
    if (p.base.damage + d >= p.base.redSpace) addAt(acc, L.top.redSpaceReached, pd);
  });

  // phase 9: the cards in order, the threat carried
  const missionRound = { cards: p.missions, ...phaseStart(p, 'missions') };
  const m = missionPhase(missionRound, p.play, budget);
  p.missions.forEach((_, c) => {
    const s = itemAt(L.missions, c);
    addAt(acc, s.completed, m.event(`missions.${c}.completed`));
    addAt(acc, s.anySoldierLost, m.event(`missions.${c}.anySoldierLost`));
    writeLaw(acc, s.tasksDone, m.value(`missions.${c}.tasksDone`));
    writeLaw(acc, s.soldiersLost, m.value(`missions.${c}.soldiersLost`));
  });
  addAt(acc, L.top.allMissionsCompleted, m.event('allCompleted'));
  writeLaw(acc, L.top.soldiersKilled, convolve(b.value('soldiersLost'), m.value('soldiersLost')));
  return acc;
}

/**
 * Phase 7's exact marginals under the round's play: its kernel's own rules, or (`play: "best"`)
 * its best play for every enemy destroyed (bestRound.ts), in the same layout (`baseDamage`,
 * `soldiersLost`, `allDestroyed`, ...). The one place the play of phase 7 is chosen for an exact
 * answer (the round's, and the planner's, planParts.ts).
 */
export function basePhase(params: BaseDefenseParams, play: RoundParams['play'], budget: ExactBudget): Marginals<unknown> {
  return play === 'best' ? new Marginals(baseDefenseBest, baseBestParams(params), budget) : new Marginals(baseDefense, params, budget);
}

/** Phase 9's exact marginals under the round's play, as `basePhase` (best: every mission completed). */
export function missionPhase(params: MissionParams, play: RoundParams['play'], budget: ExactBudget): Marginals<unknown> {
  return play === 'best' ? new Marginals(missionBest, missionBestParams(params), budget) : new Marginals(missionTasks, params, budget);
}
