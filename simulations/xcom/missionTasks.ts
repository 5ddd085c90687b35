/**
 * XCOM phase 9, missions (docs/rules.md, "Phase 9: missions"): a use of the team engine
 * (teamTasks.ts), a card's tasks left to right, a task left unfinished failing its card.
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { Tally, type SlotsOf, type TallyItem } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, carriedRollBound, threatAt, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { ANY_ICON, bestAssignments, type Icon, type Soldier, type TeamTable, type TeamTask } from './teamAssignment.js';
import { TeamTaskRolls, teamRuns, teamSlotsExact, type TaskCard, type TeamPhase } from './teamTasks.js';

/** A task of a card: `bonusDice` on every roll of it, an enemy's `soldiers` the most its team takes. */
export type MissionTask =
  | { kind: 'enemy'; hp: number; skills: Icon[]; special?: Icon; soldiers?: number; bonusDice?: number }
  /** `assign`: the most soldiers of the card one attempt takes (default: all left) */
  | { kind: 'objective'; special?: Icon; assign?: number; bonusDice?: number };

export interface MissionCard {
  soldiers: Soldier[];
  tasks: MissionTask[];
}

export interface MissionParams extends ThreatTrack {
  /** the mission cards, resolved in this order */
  cards: MissionCard[];
  threat: number;
  policy: StopPolicy;
  die?: XcomDie;
}

/** Successes a task needs: the enemy's hit points, or one. */
export function taskNeed(task: MissionTask): number {
  return task.kind === 'enemy' ? task.hp : 1;
}

/** The places of a task, as the assignment reads them: an objective's are places any soldier fills. */
export function teamTask(task: MissionTask, soldiersOnCard: number): TeamTask {
  if (task.kind === 'enemy') {
    const { skills, special, soldiers } = task;
    return { skills, ...(special === undefined ? {} : { special }), ...(soldiers === undefined ? {} : { maxTeam: soldiers }) };
  }
  const places = Math.min(task.assign ?? soldiersOnCard, soldiersOnCard);
  const skills = new Array<Icon>(places).fill(ANY_ICON);
  return task.special === undefined ? { skills } : { skills, special: task.special };
}

/** For each task of a card, the team sent and its dice (its bonus dice included), by the soldiers alive. */
export function cardTeams(card: MissionCard): TeamTable[] {
  return card.tasks.map((t) => bestAssignments(card.soldiers, teamTask(t, card.soldiers.length), t.bonusDice));
}

/**
 * A card's entries of the answer, declared in its item of the `missions` list (the kernel's, or
 * the round's), and where the card's end counts in them (`ends(done, lost, put)`).
 */
export function cardSlots(item: TallyItem, card: MissionCard) {
  const slots = {
    completed: item.event('completed'),
    anySoldierLost: item.event('anySoldierLost'),
    tasksDone: item.value('tasksDone', 0, card.tasks.length),
    soldiersLost: item.value('soldiersLost', 0, card.soldiers.length),
  };
  const tasks = card.tasks.length;
  const ends = (done: number, lost: number, put: (slot: number) => void): void => {
    if (done === tasks) put(slots.completed);
    if (lost > 0) put(slots.anySoldierLost);
    put(slots.tasksDone + done);
    put(slots.soldiersLost + lost);
  };
  return { ...slots, ends };
}

/** Most rolls of the phase (`carriedRollBound`); with `maxRolls`, at most that many per task. */
export function missionRollBound(threat: number, soldiers: number, tasks: number, policy: StopPolicy, threatCap: number): number {
  const bound = carriedRollBound(threat, soldiers, threatCap);
  return policy.maxRolls === undefined ? bound : Math.min(bound, policy.maxRolls * tasks);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

type MissionSetting = Pick<MissionParams, 'cards' | 'threat' | 'policy' | 'threatCap'>;

/** Most rolls of the phase, for its soldiers and tasks over the cards (`missionRollBound`). */
function phaseBound(p: MissionSetting): { tasks: number; soldiers: number; bound: number } {
  const tasks = sum(p.cards.map((c) => c.tasks.length));
  const soldiers = sum(p.cards.map((c) => c.soldiers.length));
  return { tasks, soldiers, bound: missionRollBound(p.threat, soldiers, tasks, p.policy, capOf(p)) };
}

export const layout = lastLayout((p: MissionParams) => {
  const { tasks, soldiers, bound } = phaseBound(p);
  const tally = new Tally();
  const slots = {
    completed: tally.event('completed'),
    allCompleted: tally.event('allCompleted'),
    anySoldierLost: tally.event('anySoldierLost'),
    tasksDone: tally.value('tasksDone', 0, tasks),
    soldiersLost: tally.value('soldiersLost', 0, soldiers),
    rolls: tally.value('rolls', 0, bound, { distribution: false }),
    threat: tally.value('threat', p.threat, Math.min(p.threat + bound, Math.max(p.threat, capOf(p))), { mean: false }),
  };
  // per card, answered in the `missions` list (entries named `missions.<i>.<key>`)
  const items = tally.group('missions', p.cards.length);
  const cards = p.cards.map((c, i) => cardSlots(itemAt(items, i), c));
  /** where the phase's totals count: tasks done and soldiers lost over the cards, rolls, the final threat */
  const totals = (done: number, lost: number, rolls: number, threat: number, put: (slot: number) => void): void => {
    if (done === tasks) {
      put(slots.completed);
      put(slots.allCompleted);
    }
    if (lost > 0) put(slots.anySoldierLost);
    put(slots.tasksDone + done);
    put(slots.soldiersLost + lost);
    put(slots.rolls + rolls);
    put(slots.threat + threat);
  };
  // where an end of the phase counts: one list for the trials and the best play (the exact
  // method puts each card's part as the card ends, and the totals at the end)
  const ends: SlotsOf<MissionEnd> = (end, put) => {
    let done = 0;
    let lost = 0;
    // a plain loop, read with `!`: the trials count with it, allocating nothing; c < cards, of
    // which `cards` and an end's arrays have one entry each
    for (let c = 0; c < cards.length; c++) {
      const d = end.done[c]!;
      const l = end.lost[c]!;
      cards[c]!.ends(d, l, put);
      done += d;
      lost += l;
    }
    totals(done, lost, end.rolls, end.threat, put);
  };
  return { tally, cards, totals, ends, die: p.die ?? STANDARD_XCOM_DIE };
});

/** What the answer reads of how the phase ended: per card, tasks done and soldiers lost; its rolls and threat. */
export interface MissionEnd {
  readonly done: ArrayLike<number>;
  readonly lost: ArrayLike<number>;
  readonly rolls: number;
  readonly threat: number;
}

/** A mission card as a card of tasks (`cardTeams`, `taskNeed`). */
export function taskCard(card: MissionCard): TaskCard {
  return { soldiers: card.soldiers.length, teams: cardTeams(card), need: card.tasks.map(taskNeed) };
}

export function missionPhase(p: MissionSetting, die: XcomDie): TeamPhase {
  return {
    cards: p.cards.map(taskCard),
    // a task left unfinished ends its card: its tasks are done left to right
    passUnfinished: false,
    start: { threat: p.threat, policy: p.policy, threatCap: capOf(p) },
    die,
    most: phaseBound(p).bound,
  };
}

export const missionTasks: Kernel<MissionParams> = {
  name: 'xcom.mission',

  // layout() declares the answer only; the team tables (2^soldiers per task) are built in prepare
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, ends, die } = layout(p);
    return { tally, ...teamRuns(new TeamTaskRolls(missionPhase(p, die)), ends) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, cards, totals, die } = layout(p);
    return teamSlotsExact(
      missionPhase(p, die),
      budget,
      tally.size,
      (done, lost, rolls, put) => totals(done, lost, rolls, threatAt(p.threat, rolls, capOf(p)), put),
      (c, done, lost, put) => itemAt(cards, c).ends(done, lost, put),
    );
  },
};
