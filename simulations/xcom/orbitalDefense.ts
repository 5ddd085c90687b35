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
 * Each roll's dice are drawn as one joint outcome (`taskLaw`, laws prepared once per request);
 * `orbitalTask` is that task as a step the whole round (round.ts) plays too.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { machineRuns } from '../core/rollWalk.js';
import { Tally, countSlots, type SlotsOf } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, rollsUntilCertainLoss, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { ORBITAL_DEFENSE, ResetTask, SuccessLaws, taskThreat, type TaskEnd } from './taskRoll.js';
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
  // where an end of the task counts: one list for the trials, the exact walk and the best play
  const ends: SlotsOf<TaskEnd> = (end, put) => {
    if (end.hits === p.ufos) put(slots.cleared);
    if (end.lost) put(slots.exhausted);
    put(slots.ufosLeft + p.ufos - end.hits);
    put(slots.rolls + end.rolls);
  };
  return { tally, ends, die: p.die ?? STANDARD_XCOM_DIE, start: taskThreat(ORBITAL_DEFENSE, p.threat, p.threat) };
}

/** Where an end of the task counts in the answer (the trials, the exact walk and the best play read it). */
export const orbitalEnds = (p: OrbitalParams): SlotsOf<TaskEnd> => layout(p).ends;

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
    const { tally, ends, die } = layout(p);
    return { tally, ...machineRuns(orbitalTask(p, die).trials, countSlots(ends)) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, ends, die, start } = layout(p);
    const laws = new SuccessLaws(die, capOf(p));
    const task = { start: { threat: start, hits: 0, rolls: 0 }, dice: p.satellites, need: p.ufos, laws, policy: p.policy, budget };
    return taskSlotSums(task, tally.size, ends);
  },
};
