/**
 * Which soldiers roll against a task: the assignment rule of base defence (RULES.md section 1,
 * "Phase 7: base defence", step 1; seed phase 7 step 1), which missions follow too ("Phase 9:
 * missions": "works like base defence"; seed phase 9, 任務檢定的流程與基地防禦類似). Written once
 * here, so that both kernels assign soldiers by the same rule.
 *
 * - Each skill icon on the task takes at most one soldier who has that icon (an icon listed twice
 *   takes two soldiers), and a team has at most `maxTeam` soldiers when the task sets one. An icon `ANY_ICON` is a place any soldier fills (an objective task's
 *   places); a soldier holding `ANY_ICON` (a plain soldier, known only by count) fills any icon.
 * - Dice: one per team member, +1 per member whose special (gold) skill matches the task's
 *   special skill, +1 per elite member.
 * - The team rolled is the one with the most dice; ties go to the team with fewer soldiers (fewer
 *   lives at stake), then to the one whose soldiers come first in the list (the smallest bit mask
 *   of soldier indices). Nobody assignable: no team (mask 0).
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

/** At most 12 soldiers on a card or in the base: a team is a bit mask of their indices. */
export const MAX_SOLDIERS = 12;

/** Soldiers in a team (the bits of a mask), without allocating: fit for trial loops. */
export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Whether `soldier` may take a place showing `icon`. */
export function fills(soldier: Soldier, icon: Icon): boolean {
  return icon === ANY_ICON || soldier.skills.includes(ANY_ICON) || soldier.skills.includes(icon);
}

/** Dice a soldier rolls in a team against `task`. */
export function soldierDice(soldier: Soldier, task: TeamTask): number {
  return 1 + (task.special !== undefined && soldier.special === task.special ? 1 : 0) + (soldier.elite ? 1 : 0);
}

/** Whether every soldier of `mask` can take a distinct place of `task` (Kuhn's matching). */
function assignable(soldiers: Soldier[], task: TeamTask, mask: number): boolean {
  const places = task.skills.length;
  const owner = new Array<number>(places).fill(-1);
  const tryAssign = (s: number, seen: boolean[]): boolean => {
    for (let j = 0; j < places; j++) {
      if (seen[j] || !fills(soldiers[s], task.skills[j])) continue;
      seen[j] = true;
      if (owner[j] < 0 || tryAssign(owner[j], seen)) {
        owner[j] = s;
        return true;
      }
    }
    return false;
  };
  for (let s = 0; s < soldiers.length; s++) {
    if (!(mask & (1 << s))) continue;
    if (!tryAssign(s, new Array<boolean>(places).fill(false))) return false;
  }
  return true;
}

/**
 * For every set of living soldiers (a bit mask), the team the rule sends against `task`:
 * `use[alive]` (0: nobody can be assigned) and the dice it rolls, `dice[alive]`.
 */
export function bestAssignments(soldiers: Soldier[], task: TeamTask): { use: Int32Array; dice: Int32Array } {
  const n = soldiers.length;
  const size = 1 << n;
  const weight = soldiers.map((s) => soldierDice(s, task));
  const use = new Int32Array(size);
  const dice = new Int32Array(size);
  const most = Math.min(task.skills.length, task.maxTeam ?? Infinity);
  const better = (d: number, u: number, bestD: number, bestU: number) =>
    d > bestD || (d === bestD && (popcount(u) < popcount(bestU) || (popcount(u) === popcount(bestU) && u < bestU)));
  for (let m = 1; m < size; m++) {
    let bestU = 0;
    let bestD = 0;
    // the best of the proper subsets: each is the best of some m without one soldier
    for (let s = 0; s < n; s++) {
      if (!(m & (1 << s))) continue;
      const sub = m & ~(1 << s);
      if (better(dice[sub], use[sub], bestD, bestU)) {
        bestD = dice[sub];
        bestU = use[sub];
      }
    }
    if (popcount(m) <= most && assignable(soldiers, task, m)) {
      let d = 0;
      for (let s = 0; s < n; s++) if (m & (1 << s)) d += weight[s];
      if (better(d, m, bestD, bestU)) {
        bestD = d;
        bestU = m;
      }
    }
    use[m] = bestU;
    dice[m] = bestD;
  }
  return { use, dice };
}
