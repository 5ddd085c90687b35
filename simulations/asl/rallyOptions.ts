/**
 * ASL: the rally options of one broken unit side by side (docs/rules.md, "Rally"; ASLRB
 * A10.6-A10.64, A10.71, A18.11): for each good-order leader present (his modifier) and for a
 * self-rally, the odds of having rallied within `phases` rally phases, each option played
 * alone by the same rules as `rallyAttempt` (a `RallySequence` per option).
 *
 * Reading: the options are alternatives compared as "what if this one rallies the unit every
 * phase"; each option has its own dice, so only each option's own odds are meaningful (not
 * joint events between options). A squad's or half-squad's self-rally is allowed by A18.11
 * only when no good-order leader is present: it is listed as the alternative of having none
 * there. A crew's or a leader's self-rally is theirs by right (A10.6).
 *
 * Answered per option: the tally group `options`, item k holding option k's events and values
 * under the names of a lone rally (`options.<k>.rallied`).
 *
 * Trials: each option's sequence is drawn whole from its end law (walk.ts); when the options'
 * ends are few enough (`MAX_JOINT_ENDS`), all the options of a trial are ONE draw of the product
 * of their laws (`JointTrial`), else one draw per option (or its walk, for a long sequence).
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import { Ends } from '../core/rollWalk.js';
import { machineEnds } from './machineExact.js';
import { RallySequence, rallyEndSlots, rallyEnds, rallySlots, type RallyOption, type RallyUnit } from './rallyAttempt.js';
import { JointTrial } from './walk.js';

/**
 * The most joint ends of the options drawn as one trial: a batch adds every end's slots once per
 * chunk of 16,384 trials, so past a few thousand ends that would cost more than the draws saved
 * (two options of one or two phases have at most 24^2 or 48^2 ends).
 */
const MAX_JOINT_ENDS = 4096;

export interface RallyOptionsParams extends RallyUnit {
  options: RallyOption[];
}

/** The tally: the group `options`, one item per option with the slots of a lone rally. */
function optionsTally(p: RallyOptionsParams) {
  const tally = new Tally();
  const slots = tally.group('options', p.options.length).map((item) => rallySlots(item, p.phases));
  return { tally, slots };
}

export const rallyOptions: Kernel<RallyOptionsParams> = {
  name: 'asl.rally-options',
  tally: (p) => optionsTally(p).tally,

  prepare(p) {
    const { tally, slots } = optionsTally(p);
    const runs = p.options.map((o) => new RallySequence(p, o).trialEnd());
    // the options drawn as one trial when their ends' product is small (walk.ts `JointTrial`):
    // one draw a trial, its slots those of every option's end
    const joint = JointTrial.of(
      runs.map((r) => r.whole),
      MAX_JOINT_ENDS,
    );
    if (joint !== undefined) {
      const ends = new Ends(joint.ends.weights.length, (j) => joint.split(j).flatMap((e, k) => rallyEndSlots(itemAt(slots, k), e)));
      const trial = (rng: Rng, acc: Float64Array): void => ends.add(acc, rng.end(joint));
      const batch = (rng: Rng, acc: Float64Array, n: number): void => {
        for (let i = 0; i < n; i++) ends.count(rng.end(joint));
        ends.flush(acc);
      };
      return { tally, trial, batch };
    }
    const ends = slots.map((sl) => rallyEnds(sl, p.phases));
    // every trial: runs and ends are made one per option (k < runs.length = ends.length)
    const trial = (rng: Rng, acc: Float64Array): void => {
      for (let k = 0; k < runs.length; k++) ends[k]!.add(acc, runs[k]!.run(rng));
    };
    const batch = (rng: Rng, acc: Float64Array, n: number): void => {
      for (let i = 0; i < n; i++) {
        for (let k = 0; k < runs.length; k++) ends[k]!.count(runs[k]!.run(rng));
      }
      for (const e of ends) e.flush(acc);
    };
    return { tally, trial, batch };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots } = optionsTally(p);
    const acc = zeros(tally.size);
    for (const [k, o] of p.options.entries()) {
      const seq = new RallySequence(p, o);
      const option = itemAt(slots, k);
      machineEnds(seq.start, seq, budget, (end, pr) => {
        for (const slot of rallyEndSlots(option, end)) addAt(acc, slot, pr);
      });
    }
    return acc;
  },
};
