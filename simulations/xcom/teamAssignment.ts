/**
 * Which soldiers roll against a task (docs/rules.md, "Phase 7: base defence", step 1 and the
 * endpoint's own play; "Phase 9: missions"), for both kernels and both best plays. A team is a bit
 * mask of soldier indices.
 */

/** A skill icon, as a small integer (the routes name them). */
export type Icon = number;

/** A place any soldier fills, or (in a soldier's skills) a soldier who fills any place. */
export const ANY_ICON: Icon = -1;

export interface Soldier {
  skills: Icon[];
  special?: Icon;
  elite: boolean;
}

/** What the assignment reads of a task: its icons, one entry per place, and its special skill. */
export interface TeamTask {
  skills: Icon[];
  special?: Icon;
  /** the most soldiers a team may have (default: one per place) */
  maxTeam?: number;
}

/** The team sent against a task by the set of soldiers alive (a bit mask), and the dice it rolls. */
export interface TeamTable {
  use: Int32Array;
  dice: Int32Array;
}

/** At most 12 soldiers on a card or in the base: a team is a bit mask of their indices. */
export const MAX_SOLDIERS = 12;

/** Soldiers in a team (the bits of a mask), without allocating: fit for trial loops. */
export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Dice a soldier rolls in a team against `task`. */
export function soldierDice(soldier: Soldier, task: TeamTask): number {
  return 1 + (task.special !== undefined && soldier.special === task.special ? 1 : 0) + (soldier.elite ? 1 : 0);
}

/** The rule's order of team `m` rolling `dice`, larger first: most dice, then fewer soldiers, then the smallest mask. */
const rank = (dice: number, m: number) => (dice * 16 + 15 - popcount(m)) * 4096 + 4095 - m;

/**
 * For every set of living soldiers (a bit mask), the team the rule sends against `task`:
 * `use[alive]` (0: nobody can be assigned) and the dice it rolls with `bonus`, `dice[alive]`. The
 * team is the first by `rank`. The table is filled from the smaller sets up: the best team of a
 * set is its own soldiers, when they can all be placed (`fittingTeams`), or that of the set
 * without one.
 */
export function bestAssignments(soldiers: Soldier[], task: TeamTask, bonus = 0): TeamTable {
  const { fits, sum } = fittingTeams(soldiers, task);
  const use = new Int32Array(fits.length);
  const dice = new Int32Array(fits.length);
  // each set's best team's rank (0: none)
  const order = new Float64Array(fits.length);
  // `!`: every index is a set of the soldiers
  for (let m = 1; m < fits.length; m++) {
    let best = fits[m] === 1 ? rank(sum[m]!, m) : 0;
    let team = fits[m] === 1 ? m : 0;
    for (let rest = m; rest !== 0; rest &= rest - 1) {
      const sub = m & ~(rest & -rest);
      if (order[sub]! > best) {
        best = order[sub]!;
        team = use[sub]!;
      }
    }
    order[m] = best;
    use[m] = team;
    dice[m] = team === 0 ? 0 : sum[team]! + bonus;
  }
  return { use, dice };
}

/**
 * For every set of soldiers (a bit mask), whether it may be sent against `task` as one team, and
 * the dice it rolls without bonus dice (`sum[m]`): `fits[m]` is 1 when every soldier of m can take
 * a distinct place holding its icon, and m is no larger than the task's places and `maxTeam`. A
 * set can be placed only if each of its subsets one soldier smaller can; when they can, it can
 * exactly when its soldiers fill as many places as they are (Hall's theorem: every smaller set
 * already fills enough).
 */
function fittingTeams(soldiers: Soldier[], task: TeamTask) {
  const size = 1 << soldiers.length;
  const most = Math.min(task.skills.length, task.maxTeam ?? Infinity);
  // the places each soldier may take: those showing an icon it holds, or any for `ANY_ICON`
  const fills = (s: Soldier, icon: Icon) => icon === ANY_ICON || s.skills.includes(ANY_ICON) || s.skills.includes(icon);
  const canFill = Int32Array.from(soldiers, (s) => task.skills.reduce((b, icon, j) => (fills(s, icon) ? b | (1 << j) : b), 0));
  const dice = Int32Array.from(soldiers, (s) => soldierDice(s, task));
  const fits = new Uint8Array(size);
  const sum = new Int32Array(size);
  // the places the soldiers of each set fill between them
  const filled = new Int32Array(size);
  fits[0] = 1;
  // `!`: every subset of m is below size, and the lowest soldier of m has an entry in `canFill`
  for (let m = 1; m < size; m++) {
    const low = 31 - Math.clz32(m & -m);
    filled[m] = filled[m & (m - 1)]! | canFill[low]!;
    sum[m] = sum[m & (m - 1)]! + dice[low]!;
    if (popcount(m) > most || popcount(filled[m]!) < popcount(m)) continue;
    let subsetsFit = true;
    for (let rest = m; rest !== 0 && subsetsFit; rest &= rest - 1) if (fits[m & ~(rest & -rest)]! === 0) subsetsFit = false;
    if (subsetsFit) fits[m] = 1;
  }
  return { fits, sum };
}

/**
 * Every team the player may send against `task` (the best play's choices), in the default play's
 * order (`rank`: a tie keeps the team it sends), and the dice each rolls with `bonus`.
 */
export class TaskTeams {
  readonly teams: Int32Array;
  /** by set of the soldiers, the dice it rolls */
  private readonly dice: Int32Array;

  constructor(soldiers: Soldier[], task: TeamTask, bonus = 0) {
    const { fits, sum } = fittingTeams(soldiers, task);
    const teams: number[] = [];
    for (let m = 1; m < fits.length; m++) if (fits[m] === 1) teams.push(m);
    this.teams = Int32Array.from(teams).sort((a, b) => rank(sum[b]!, b) - rank(sum[a]!, a));
    this.dice = sum.map((d) => d + bonus);
  }

  /** Dice team `m` (one of `teams`) rolls. */
  diceOf(m: number): number {
    return this.dice[m]!; // m is a set of the soldiers
  }

  /** The teams of soldiers alive in `alive`, each as `tag + team`, pushed onto `into` in their order. */
  within(alive: number, into: number[], tag = 0): void {
    for (const m of this.teams) if ((m & ~alive) === 0) into.push(tag + m);
  }
}

/** Dice a team (a bit mask of `soldiers`) rolls against `task`, bonus dice not included. */
export function teamDice(soldiers: Soldier[], task: TeamTask, team: number): number {
  let d = 0;
  for (const [i, s] of soldiers.entries()) if ((team >> i) & 1) d += soldierDice(s, task);
  return d;
}
