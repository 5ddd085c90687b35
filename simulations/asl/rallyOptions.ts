/**
 * ASL: the rally options of one broken unit side by side (docs/rules.md, "Rally"; ASLRB
 * A10.6-A10.64, A10.71, A18.11): each good-order leader present and the self-rally, each played
 * alone by the rules of a lone rally on its own dice, so only each option's own odds mean
 * something. A squad's or half-squad's self-rally is allowed by A18.11 only when no good-order
 * leader is present: it is the alternative of having none there. Answered per option: the tally
 * group `options`, item k under the names of a lone rally (`options.<k>.rallied`). Trials and
 * exact: `rallyKernel` (rallyAttempt.ts).
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
