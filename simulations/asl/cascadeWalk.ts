/**
 * ASL location check: a stack of few states walks a table of its cascade (walk.ts), built
 * from the cascade's own step machine (cascade.ts), so the rules are the cascade's and the
 * table only remembers where each roll leads; each distinct list of tally slots a finished
 * cascade records is one end (`Ends`). Each check is one draw of the 2d6 and its verdict is
 * read from the morale core's table; a wound draws its severity dr (A17.11), an Original 2 on
 * an MC is a Heat of Battle (A15.1), a hero's or crew's aside.
 */
import { itemAt } from '../core/itemAt.js';
import type { Tally } from '../core/tally.js';
import type { Cascade } from './cascade.js';
import { ORIGINAL_DR } from './dice.js';
import { Ends } from '../core/rollWalk.js';
import { record, type LocationSlots } from './locationTally.js';
import { checkVerdict, heatOfBattle, severityRoll } from './morale.js';
import { compileWalk, type StepRules, type Walk } from './walk.js';

/**
 * Cascades with at most this many states (`Walk.states`) are tabled (`tableCascade`): one or
 * two units (a leader and a squad: 17 states, two leaders 22), three squads (29); a leader with
 * two squads has 131, played check by check. Tabling 64 states takes about a millisecond, and
 * finding a stack too big costs about as much (the search stops at the 65th state).
 */
export const MAX_TABLED_STATES = 64;

/** The cascade as a step machine (walk.ts); `endOf` numbers a finished cascade. */
function cascadeRules(endOf: (c: Cascade) => number): StepRules<Cascade> {
  return {
    copy: (c) => c.clone(),
    assign: (into, from) => into.copyFrom(from),
    key: (c) => c.key(),
    next: (c) => c.next(),
    result: (c, d) => checkVerdict(itemAt(c.units, c.unit), d, c.drm, c.check),
    severity: (c, result) => severityRoll(itemAt(c.units, c.unit), result),
    apply: (c, d, result, killed) => c.apply(result, killed, heatOfBattle(itemAt(c.units, c.unit).kind, itemAt(ORIGINAL_DR, d), c.check)),
    end: endOf,
  };
}

/**
 * The walk of a cascade with at most `MAX_TABLED_STATES` states, and its ends: each distinct
 * list of slots that a finished cascade records (`record`, into a scratch tally) is one end.
 * Undefined for a bigger cascade.
 */
export function tableCascade(tally: Tally, slots: LocationSlots, start: Cascade): { walk: Walk<Cascade>; ends: Ends } | undefined {
  const lists: number[][] = [];
  const ids = new Map<string, number>();
  const scratch = new Float64Array(tally.size);
  const endOf = (c: Cascade): number => {
    scratch.fill(0);
    record(slots, c, scratch);
    const list: number[] = [];
    scratch.forEach((n, slot) => {
      for (let k = 0; k < n; k++) list.push(slot);
    });
    const key = list.join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = lists.length;
      lists.push(list);
      ids.set(key, id);
    }
    return id;
  };
  const walk = compileWalk(start, cascadeRules(endOf), MAX_TABLED_STATES);
  return walk && { walk, ends: new Ends(lists.length, (e) => itemAt(lists, e)) };
}
