/**
 * XCOM phase 9, missions (docs/rules.md, "Phase 9: missions"; seed phase 9, which says the
 * procedure "works like base defence", 任務檢定的流程與基地防禦類似, and phase 7 for that procedure).
 *
 * The Squad Leader resolves the mission cards in order. The threat is set to `threat` once (the
 * phase sets it to 1) and never reset: not between tasks, not between missions (不同的任務檢定間的
 * 威脅值都不會回到１). The soldiers are on the mission card, not on a task. The tasks of a card
 * (one to three) are attempted left to right, a task only once the one on its left is done. Each
 * attempt sends a team from the soldiers still on the card (teamAssignment.ts, the rule base
 * defence assigns by): an enemy task takes one soldier per skill icon of the enemy, holding that
 * icon; an objective task takes any of them. The team rolls one XCOM die per member, +1 per
 * member whose special (gold) skill matches the task's special, +1 per elite member, and the alien
 * d8. Successes are markers on the task: an enemy is done when they reach its hit points, an
 * objective at the first success. A LOSS kills the team (to the recruitment pool); the soldiers
 * who did not take part stay on the card (沒有參與檢定的士兵仍會留在任務卡上) and take the task up
 * again, at the carried threat, with the markers already on it.
 *
 * Readings of the rule, written down:
 * - An objective takes every soldier left on the card (assumed: the most dice give the best
 *   chance of the one success it needs), or `assign` of them when the player says how many
 *   (all of them when fewer are left). An enemy takes the team of the base defence rule: the
 *   most dice, then fewer soldiers, then soldiers listed first.
 * - Plain soldiers (a card given a count) hold every icon, no special skill, and are not elite.
 * - Successes of a losing roll still count: a task can be done by the roll that kills its team.
 *   Markers stay on an enemy after a loss; surplus successes are wasted.
 * - The mission fails when no team can be formed for the current task (nobody left, or nobody
 *   left holding the enemy's icons), or when the policy stops a roll. Its tasks to the right
 *   are then not tried.
 * - `policy.maxRolls` counts the rolls made on one task, by every team that took it up (as in
 *   base defence): after that many the task is left unfinished, that mission fails and the
 *   next card begins. `policy.stopAtThreat` is checked before every roll against the carried
 *   threat; since the threat only rises, once it stops a roll no later roll of the phase is made.
 * - Soldiers of one card never help on another card.
 * Each roll's dice are drawn as one joint outcome (`taskLaw`), with the laws of every team's
 * dice count prepared once per request.
 * - A task's `bonusDice` (an item or an asset) adds dice to every roll of that task, whatever the
 *   team; an enemy's `soldiers` caps its team (an objective's `assign` already says how many).
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import type { Rational } from '../core/rational.js';
import { Tally, type SlotsOf, type TallyItem } from '../core/tally.js';
import { STANDARD_XCOM_DIE, capOf, carriedRollBound, threatAt, type ThreatTrack, type XcomDie } from './dice.js';
import type { StopPolicy } from './policy.js';
import { MISSIONS, type SuccessLaws } from './taskRoll.js';
import { ANY_ICON, bestAssignments, type Icon, type Soldier, type TeamTask } from './teamAssignment.js';
import {
  TeamTaskRolls,
  cardEnds,
  teamRuns,
  teamSlotsExact,
  type CardEnd,
  type CardStart,
  type TaskCard,
  type TeamEnd,
  type TeamPhase,
  type TeamRule,
} from './teamTasks.js';

/**
 * A task of a card. `bonusDice`: extra dice on every roll of the task (an item or an asset; none
 * when no team can be formed). An enemy's `soldiers`: the most soldiers its team takes (a cap
 * beside the one soldier per icon).
 */
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

/**
 * For each task of a card, the team sent and its dice, by the set of soldiers alive (a bit mask):
 * the assignment's dice plus the task's bonus dice wherever a team is formed.
 */
export function cardTeams(card: MissionCard): Array<{ use: Int32Array; dice: Int32Array }> {
  return card.tasks.map((t) => {
    const teams = bestAssignments(card.soldiers, teamTask(t, card.soldiers.length));
    const bonus = t.bonusDice ?? 0;
    if (bonus > 0) {
      for (const [m, u] of teams.use.entries()) if (u !== 0) teams.dice[m] = itemAt(teams.dice, m) + bonus;
    }
    return teams;
  });
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
function phaseBound(p: MissionSetting): number {
  const tasks = sum(p.cards.map((c) => c.tasks.length));
  return missionRollBound(p.threat, sum(p.cards.map((c) => c.soldiers.length)), tasks, p.policy, capOf(p));
}

export const layout = lastLayout(layOut);

function layOut(p: MissionParams) {
  const tasks = sum(p.cards.map((c) => c.tasks.length));
  const soldiers = sum(p.cards.map((c) => c.soldiers.length));
  const bound = phaseBound(p);
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
}

/** What the answer reads of how the phase ended: per card, tasks done and soldiers lost; its rolls and threat. */
export type MissionEnd = TeamEnd;

/** Missions as tasks worked by teams: the cards in order, a card's tasks left to right, a task left unfinished ending its card. */
const MISSION_RULE: TeamRule = { phase: MISSIONS, passUnfinished: false };

/** A mission card as a card of tasks (`cardTeams`, `taskNeed`). */
function taskCard(card: MissionCard): TaskCard {
  return { soldiers: card.soldiers.length, teams: cardTeams(card), need: card.tasks.map(taskNeed) };
}

function missionPhase(p: MissionSetting, die: XcomDie): TeamPhase {
  return {
    cards: p.cards.map(taskCard),
    rule: MISSION_RULE,
    start: { threat: p.threat, policy: p.policy, threatCap: capOf(p) },
    die,
    most: phaseBound(p),
  };
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): the cards in order,
 * the threat carried (teamTasks.ts). `play` leaves, per card, the tasks done from the left
 * (`done`) and the soldiers killed (`lost`), and the phase's rolls and final threat.
 */
export class MissionRolls extends TeamTaskRolls {
  constructor(p: MissionSetting, die: XcomDie) {
    super(missionPhase(p, die));
  }
}

/** Every way one mission card can end when it begins after `before` rolls of the phase (`cardEnds`). */
export function cardEndLaw(
  card: MissionCard,
  start: CardStart,
  laws: SuccessLaws,
  budget: ExactBudget,
): Array<{ s: CardEnd; p: Rational }> {
  return cardEnds(taskCard(card), MISSION_RULE, start, laws, budget);
}

export const missionTasks: Kernel<MissionParams> = {
  name: 'xcom.mission',

  // layout() declares the answer only; the team tables (2^soldiers per task) are built in prepare
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, ends, die } = layout(p);
    return { tally, ...teamRuns(new MissionRolls(p, die), ends) };
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
