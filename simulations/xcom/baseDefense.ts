/**
 * XCOM phase 7, base defence (docs/rules.md, "Phase 7: base defence"; seed phase 7 steps 1-4 and
 * the notes after them).
 *
 * The Squad Leader's tasks against the enemies in the base: threat set to `threat` once (the
 * phase sets it to 1) and never reset between tasks. Each roll: the soldiers assigned to the
 * target enemy roll one XCOM die each, +1 die per assigned soldier whose special (gold) skill
 * matches the enemy's special skill, +1 die per assigned elite soldier, and the alien die.
 * Successes are markers on the enemy; it is destroyed when they reach its hit points (surplus
 * successes are wasted). A LOSS kills every soldier of that roll. Each enemy still alive at
 * the end deals 1 base damage, as the seed says: "有幾隻外星人基地就受到幾點傷害".
 *
 * The default policy, as the service plays it:
 * - The enemies are attacked in the listed order: the target is the first enemy that is still
 *   alive and that some living soldier can be assigned to.
 * - Each skill icon on the enemy card takes at most one living soldier who has that icon (an
 *   icon listed twice takes two soldiers). Every roll uses the assignment that rolls the most
 *   dice; ties go to the assignment with fewer soldiers (fewer lives at stake), then to the one
 *   whose soldiers come first in the list (the smallest bit mask of soldier indices). The rule
 *   is written once, in teamAssignment.ts, and missions assign by it too.
 * - After a loss the survivors are assigned again: to the same enemy if some of them can be,
 *   else to the next enemy. Markers already on an enemy stay.
 * - An enemy no living soldier can be assigned to survives (answered, not refused).
 * - `policy.maxRolls` counts the rolls against one enemy: after that many the Squad Leader
 *   moves on to the next enemy. `policy.stopAtThreat` is checked before every roll against the
 *   carried threat; once it stops a roll it stops the phase (the threat only rises).
 * Each roll's dice are drawn as one joint outcome (`taskLaw`), with the laws of every
 * team's dice count prepared once per request.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { Tally, type SlotsOf, type TallyItem } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, carriedRollBound, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { BASE_DEFENSE } from './taskRoll.js';
import { bestAssignments, type Icon, type Soldier } from './teamAssignment.js';
import { TeamTaskRolls, teamRuns, teamSlotsExact, type TeamPhase, type TeamState } from './teamTasks.js';

// The assignment rule is shared with missions (teamAssignment.ts); re-exported for the callers
// that know it from here.
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
export const declare = lastLayout(declareOnce);

function declareOnce(p: BaseDefenseParams) {
  const tally = new Tally();
  return { tally, ends: baseSlots(tally, p).ends };
}

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

/**
 * Base defence as tasks worked by teams: one card, its soldiers the base's, its tasks the enemies
 * (`bestAssignments` of each), an enemy left alive passed by.
 */
function basePhase(p: BaseSetting, die: XcomDie): TeamPhase {
  const card = {
    soldiers: p.soldiers.length,
    teams: p.enemies.map((e) => bestAssignments(p.soldiers, e)),
    need: p.enemies.map((e) => e.hp),
  };
  return {
    cards: [card],
    rule: { phase: BASE_DEFENSE, passUnfinished: true },
    start: { threat: p.threat, policy: p.policy, threatCap: capOf(p) },
    die,
    most: baseRollBound(p),
  };
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): the enemies in order,
 * the threat carried (teamTasks.ts). `play` leaves the enemies still alive (`survivors`, the base
 * damage), the soldiers killed and the rolls made; it allocates nothing.
 */
export class BaseDefenseRolls extends TeamTaskRolls implements BaseEnd {
  /** enemies alive at the end: 1 base damage each */
  survivors = 0;
  soldiersLost = 0;
  private readonly enemies: number;

  constructor(p: BaseSetting, die: XcomDie) {
    super(basePhase(p, die));
    this.enemies = p.enemies.length;
  }

  /** Leaves in `survivors`, `soldiersLost` and `rolls` how the phase ended in `end`. */
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
