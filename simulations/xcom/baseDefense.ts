/**
 * XCOM phase 7, base defence (docs/rules.md, "Phase 7: base defence"): a use of the team engine
 * (teamTasks.ts), the enemies the tasks of one card, an enemy no team can be formed for passed by.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { Tally, type SlotsOf, type TallyItem } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, carriedRollBound, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { bestAssignments, type Icon, type Soldier } from './teamAssignment.js';
import { TeamTaskRolls, teamRuns, teamSlotsExact, type TeamPhase, type TeamState } from './teamTasks.js';

export { bestAssignments, MAX_SOLDIERS, type Icon, type Soldier } from './teamAssignment.js';

export interface Enemy {
  hp: number;
  /** one entry per icon on the card: each takes at most one soldier */
  skills: Icon[];
  special?: Icon;
}

export interface BaseDefenseParams extends ThreatTrack {
  soldiers: Soldier[];
  enemies: Enemy[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

/** Most rolls of the phase (`carriedRollBound`). */
export function baseRollBound(p: Pick<BaseDefenseParams, 'soldiers' | 'threat' | 'threatCap'>): number {
  return carriedRollBound(p.threat, p.soldiers.length, capOf(p));
}

/** The answer's layout alone: cheap, whatever the number of soldiers (no assignment table). */
export const declare = lastLayout((p: BaseDefenseParams) => {
  const tally = new Tally();
  return { tally, ends: baseSlots(tally, p).ends };
});

/**
 * The answer's entries of base defence, declared in `into` (the kernel's tally, or the round's
 * `base` item), and where an end of the phase counts in them (`ends`): one list for the trials,
 * the exact method, the best play and the whole round.
 */
export function baseSlots(into: TallyItem, p: Pick<BaseDefenseParams, 'soldiers' | 'enemies' | 'threat' | 'threatCap'>) {
  const slots = {
    allDestroyed: into.event('allDestroyed'),
    anySoldierLost: into.event('anySoldierLost'),
    baseDamage: into.value('baseDamage', 0, p.enemies.length),
    soldiersLost: into.value('soldiersLost', 0, p.soldiers.length),
    rolls: into.value('rolls', 0, baseRollBound(p)),
  };
  const ends: SlotsOf<BaseEnd> = (end, put) => {
    if (end.survivors === 0) put(slots.allDestroyed);
    if (end.soldiersLost > 0) put(slots.anySoldierLost);
    put(slots.baseDamage + end.survivors);
    put(slots.soldiersLost + end.soldiersLost);
    put(slots.rolls + end.rolls);
  };
  return { ...slots, ends };
}

/** What the answer reads of how the phase ended: enemies alive (base damage), soldiers lost, rolls. */
export interface BaseEnd {
  survivors: number;
  soldiersLost: number;
  rolls: number;
}

type BaseSetting = Pick<BaseDefenseParams, 'soldiers' | 'enemies' | 'threat' | 'policy' | 'threatCap'>;

/** Base defence as one card of tasks, the enemies, an enemy left alive passed by. */
function basePhase(p: BaseSetting, die: XcomDie): TeamPhase {
  const card = {
    soldiers: p.soldiers.length,
    teams: p.enemies.map((e) => bestAssignments(p.soldiers, e)),
    need: p.enemies.map((e) => e.hp),
  };
  return {
    cards: [card],
    passUnfinished: true,
    start: { threat: p.threat, policy: p.policy, threatCap: capOf(p) },
    die,
    most: baseRollBound(p),
  };
}

/** The phase as a step this kernel and the whole round play, its end read as a `BaseEnd`. */
export class BaseDefenseRolls extends TeamTaskRolls implements BaseEnd {
  survivors = 0;
  soldiersLost = 0;
  private readonly enemies: number;

  constructor(p: BaseSetting, die: XcomDie) {
    super(basePhase(p, die));
    this.enemies = p.enemies.length;
  }

  override read(end: TeamState): void {
    super.read(end);
    this.survivors = this.enemies - this.done[0]!; // one card
    this.soldiersLost = this.lost[0]!;
  }
}

export const baseDefense: Kernel<BaseDefenseParams> = {
  name: 'xcom.base-defense',

  // the assignment tables cost 2^soldiers per enemy (tens of ms for 12 soldiers and 8 enemies):
  // the layout alone is read without them
  tally: (p) => declare(p).tally,

  prepare(p) {
    const { tally, ends } = declare(p);
    return { tally, ...teamRuns(new BaseDefenseRolls(p, p.die ?? STANDARD_XCOM_DIE), ends) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, ends } = declare(p);
    const n = p.enemies.length;
    // base defence's one card counts nowhere of its own: its end is the phase's
    return teamSlotsExact(basePhase(p, p.die ?? STANDARD_XCOM_DIE), budget, tally.size, (done, soldiersLost, rolls, put) =>
      ends({ survivors: n - done, soldiersLost, rolls }, put),
    );
  },
};
