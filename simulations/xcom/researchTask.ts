/**
 * XCOM phase 4, research (RULES.md section 1, "Phase 4: research"; seed phase 4 steps 1-5).
 *
 * One research area: threat starts at `threat` (the phase resets it to 1); each roll throws one
 * XCOM die per scientist plus the Laboratory's bonus dice, and the alien die.
 * Readings of the rule, written down:
 * - Successes count even on a losing roll, so a tech can be researched by the roll that
 *   exhausts the scientists: both `completed` and `exhausted` are then true.
 * - Markers beyond the tech's cost are not placed: at most `cost - progress` this phase.
 * - Threat rises by 1 after every roll, losing or not.
 * - The player stops when the tech is researched, after a loss (exhausted scientists cannot
 *   roll again this phase), or when the policy says so before a roll.
 */
import { ExactBudget, type Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import {
  STANDARD_XCOM_DIE,
  lossChance,
  rollLoss,
  rollSuccesses,
  rollsUntilCertainLoss,
  successDistribution,
  type XcomDie,
} from './dice.js';
import { mayRoll, type StopPolicy } from './policy.js';

export interface ResearchParams {
  scientists: number;
  cost: number;
  progress: number;
  bonusDice: number;
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

function layout(p: ResearchParams) {
  const need = p.cost - p.progress;
  const maxRolls = Math.min(p.policy.maxRolls ?? Infinity, rollsUntilCertainLoss(p.threat));
  const tally = new Tally();
  const slots = {
    completed: tally.event('completed'),
    exhausted: tally.event('exhausted'),
    rolls: tally.value('rolls', 0, maxRolls),
    markers: tally.value('markers', 0, need),
  };
  return { tally, slots, need, dice: p.scientists + p.bonusDice, die: p.die ?? STANDARD_XCOM_DIE };
}

export const researchTask: Kernel<ResearchParams> = {
  name: 'xcom.research',

  prepare(p) {
    const { tally, slots, need, dice, die } = layout(p);
    const { policy } = p;
    const trial = (rng: Rng, acc: Float64Array): void => {
      let threat = p.threat;
      let rolls = 0;
      let markers = 0;
      let lost = false;
      while (markers < need && !lost && mayRoll(policy, threat, rolls)) {
        markers += rollSuccesses(rng, dice, die);
        if (markers > need) markers = need;
        lost = rollLoss(rng, threat);
        threat++;
        rolls++;
      }
      if (markers === need) acc[slots.completed]++;
      if (lost) acc[slots.exhausted]++;
      acc[slots.rolls + rolls]++;
      acc[slots.markers + markers]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, need, dice, die } = layout(p);
    const acc = zeros(tally.size);
    const hits = successDistribution(dice, die);
    // mass[m]: chance of still rolling with m markers placed, after `rolls` rolls
    let mass = zeros(need + 1);
    mass[0] = Rational.ONE;
    for (let rolls = 0, threat = p.threat; ; rolls++, threat++) {
      const next = zeros(need + 1);
      let live = false;
      for (let m = 0; m < need; m++) {
        const pm = mass[m];
        if (pm.isZero()) continue;
        budget.spend();
        if (!mayRoll(p.policy, threat, rolls)) {
          addAt(acc, slots.rolls + rolls, pm);
          addAt(acc, slots.markers + m, pm);
          continue;
        }
        const loss = lossChance(threat);
        const safe = Rational.ONE.sub(loss);
        for (let k = 0; k < hits.length; k++) {
          const after = Math.min(need, m + k);
          const pk = pm.mul(hits[k]);
          if (after === need) {
            addAt(acc, slots.completed, pk);
            addAt(acc, slots.exhausted, pk.mul(loss));
            addAt(acc, slots.rolls + rolls + 1, pk);
            addAt(acc, slots.markers + need, pk);
            continue;
          }
          const lost = pk.mul(loss);
          addAt(acc, slots.exhausted, lost);
          addAt(acc, slots.rolls + rolls + 1, lost);
          addAt(acc, slots.markers + after, lost);
          next[after] = next[after].add(pk.mul(safe));
          live = true;
        }
      }
      if (!live) break;
      mass = next;
    }
    return acc;
  },
};
