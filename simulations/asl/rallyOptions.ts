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
 * Trials and exact: `rallyKernel` (rallyAttempt.ts).
 */
import { Tally } from '../core/tally.js';
import { rallyKernel, rallySlots, type RallyOption, type RallyUnit } from './rallyAttempt.js';

export interface RallyOptionsParams extends RallyUnit {
  options: RallyOption[];
}

/** The tally: the group `options`, one item per option with the slots of a lone rally. */
export const rallyOptions = rallyKernel<RallyOptionsParams>(
  'asl.rally-options',
  (p) => {
    const tally = new Tally();
    return { tally, slots: tally.group('options', p.options.length).map((item) => rallySlots(item, p.phases)) };
  },
  (p) => p.options,
);
