/**
 * XCOM phase 5, orbital defence (docs/rules.md, "Phase 5: orbital defence"; seed phase 5 steps
 * 1-5 and the note after them).
 *
 * The Central Officer's one task: threat starts at `threat` (the phase resets it to 1); each roll
 * throws one XCOM die per satellite and the alien die; each success destroys one UFO in orbit; a
 * LOSS exhausts every satellite. Afterwards each UFO left in orbit advances the lowest-panic
 * continent by 1, so `ufosLeft` is that continent's panic gain.
 * Readings of the rule, written down:
 * - Successes of the losing roll still destroy UFOs (the shared task-roll reading).
 * - Surplus successes are wasted once orbit is clear; with no UFO in orbit nothing is rolled.
 * - The player stops when orbit is clear, on a loss, or when the policy says so before a roll.
 * Each roll's dice are drawn as one joint outcome (`rollTaskJoint`, laws prepared once per request);
 * `orbitalTask` is that task as a step the whole round (round.ts) plays too.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { machineRuns } from '../core/rollWalk.js';
import { Tally } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, rollsUntilCertainLoss, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { ORBITAL_DEFENSE, ResetTask, SuccessLaws, taskThreat, type TaskRun } from './taskRoll.js';
import { taskSlotSums } from './taskSlotSums.js';

export interface OrbitalParams extends ThreatTrack {
  satellites: number;
  ufos: number;
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

const layout = lastLayout(layOut);

function layOut(p: OrbitalParams) {
  const tally = new Tally();
  const slots = {
    cleared: tally.event('cleared'),
    exhausted: tally.event('exhausted'),
    ufosLeft: tally.value('ufosLeft', 0, p.ufos),
    rolls: tally.value('rolls', 0, rollsUntilCertainLoss(p.threat, capOf(p)), { distribution: false }),
  };
  return { tally, slots, die: p.die ?? STANDARD_XCOM_DIE, start: taskThreat(ORBITAL_DEFENSE, p.threat, p.threat) };
}

/**
 * The orbit's task as a reusable phase step (this kernel and the whole round play it); with no
 * satellite nothing is rolled and every UFO stays.
 */
export function orbitalTask(p: Pick<OrbitalParams, 'satellites' | 'ufos' | 'threat' | 'policy' | 'threatCap'>, die: XcomDie): ResetTask {
  return new ResetTask(ORBITAL_DEFENSE, p.satellites, p.ufos, p.threat, p.policy, die, capOf(p));
}

export const orbitalDefense: Kernel<OrbitalParams> = {
  name: 'xcom.orbital-defense',
  // one task's walk: every live state spends, and the fractions stay short (at most 9 rolls)
  exactStopsPromptly: true,
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, slots, die } = layout(p);
    const { ufos } = p;
    const orbit = orbitalTask(p, die);
    const { cleared, exhausted, ufosLeft, rolls } = slots;
    // `!`: every index is a slot the tally declared, or a value's offset plus a count within
    // the range it was declared with (UFOs left 0..ufos, rolls up to a certain loss)
    const count = (run: TaskRun, acc: Float64Array, times: number): void => {
      if (run.hits === ufos) acc[cleared]! += times;
      if (run.lost) acc[exhausted]! += times;
      acc[ufosLeft + ufos - run.hits]! += times;
      acc[rolls + run.rolls]! += times;
    };
    return { tally, ...machineRuns(orbit.trials, count) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, die, start } = layout(p);
    const laws = new SuccessLaws(die, capOf(p));
    return taskSlotSums({ threat: start, hits: 0, rolls: 0 }, p.satellites, p.ufos, laws, p.policy, budget, tally.size, (o, to) => {
      if (o.hits === p.ufos) to.put(slots.cleared);
      if (o.lost) to.put(slots.exhausted);
      to.put(slots.ufosLeft + p.ufos - o.hits);
      to.put(slots.rolls + o.rolls);
    });
  },
};
