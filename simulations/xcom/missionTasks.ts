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
import type { JointRoll } from '../core/jointRoll.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { lastLayout } from '../core/lastLayout.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { MachineTrials, machineRuns, type RollMachine } from '../core/rollWalk.js';
import { Tally, countSlots, type SlotsOf } from '../core/tally.js';
import { STANDARD_XCOM_DIE, addRolls, capOf, carriedRollBound, threatAt, type RollLaws, type ThreatTrack, type XcomDie } from './dice.js';
import { readsTaskRolls, type StopPolicy } from './policy.js';
import { StateMass } from '../core/stateMass.js';
import { MISSIONS, SuccessLaws, TaskRun, applyDueRoll, rollCap, taskLaw, taskOutcomes, taskThreat, teamLaws } from './taskRoll.js';
import { ANY_ICON, bestAssignments, popcount, type Icon, type Soldier, type TeamTask } from './teamAssignment.js';

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

/** Most rolls of the phase (`carriedRollBound`); with `maxRolls`, at most that many per task. */
export function missionRollBound(threat: number, soldiers: number, tasks: number, policy: StopPolicy, threatCap: number): number {
  const bound = carriedRollBound(threat, soldiers, threatCap);
  return policy.maxRolls === undefined ? bound : Math.min(bound, policy.maxRolls * tasks);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export const layout = lastLayout(layOut);

function layOut(p: MissionParams) {
  const tasks = sum(p.cards.map((c) => c.tasks.length));
  const soldiers = sum(p.cards.map((c) => c.soldiers.length));
  const bound = missionRollBound(p.threat, soldiers, tasks, p.policy, capOf(p));
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
  const cards = p.cards.map((c, i) => {
    const item = itemAt(items, i);
    return {
      completed: item.event('completed'),
      anySoldierLost: item.event('anySoldierLost'),
      tasksDone: item.value('tasksDone', 0, c.tasks.length),
      soldiersLost: item.value('soldiersLost', 0, c.soldiers.length),
    };
  });
  // where an end of the phase counts: one list for the trials and the best play (the exact
  // method adds each card's part as the card ends, and the phase's at the end)
  const cardTasks = Int32Array.from(p.cards, (c) => c.tasks.length);
  const ends: SlotsOf<MissionEnd> = (end, put) => {
    let done = 0;
    let lost = 0;
    // a plain loop, read with `!`: the trials count with it, allocating nothing; c < cards, of
    // which `cards`, `cardTasks` and an end's arrays have one entry each
    for (let c = 0; c < cards.length; c++) {
      const slot = cards[c]!;
      const d = end.done[c]!;
      const l = end.lost[c]!;
      if (d === cardTasks[c]) put(slot.completed);
      if (l > 0) put(slot.anySoldierLost);
      put(slot.tasksDone + d);
      put(slot.soldiersLost + l);
      done += d;
      lost += l;
    }
    if (done === tasks) {
      put(slots.completed);
      put(slots.allCompleted);
    }
    if (lost > 0) put(slots.anySoldierLost);
    put(slots.tasksDone + done);
    put(slots.soldiersLost + lost);
    put(slots.rolls + end.rolls);
    put(slots.threat + end.threat);
  };
  return { tally, slots, cards, tasks, ends, die: p.die ?? STANDARD_XCOM_DIE };
}

/** What the answer reads of how the phase ended: per card, tasks done and soldiers lost; its rolls and threat. */
export interface MissionEnd {
  done: ArrayLike<number>;
  lost: ArrayLike<number>;
  rolls: number;
  threat: number;
}

/** How one card ended: rolls made on it, tasks done from the left, soldiers lost. */
export interface CardEnd {
  made: number;
  done: number;
  lost: number;
}

/** Where the missions stand (`MissionRolls`' step machine). */
class MissionState {
  /** the card being resolved (the phase is over once it is past the last) */
  c = 0;
  /** the task attempted, an index into the flat lists of every card's tasks */
  g = 0;
  /** the soldiers of card `c` still on it, a bit mask */
  alive = 0;
  /** per card: tasks done from the left, soldiers killed (cards before `c`) */
  readonly done: Int32Array;
  readonly lost: Int32Array;
  /** rolls of the phase */
  rolls = 0;
  /** a team has taken the task up and rolls until it is done, lost, or capped */
  calling = false;
  /** task `g`: markers, its rolls, the carried threat, the team's call */
  readonly run: TaskRun;
  /** the calling team's roll laws and the task's successes needed (while `calling`) */
  team: RollLaws | null = null;
  need = 0;
  /** the roll due next, or null once the phase is over */
  pending: JointRoll | null = null;

  constructor(cards: number, threatCap: number) {
    this.run = new TaskRun(threatCap);
    this.done = new Int32Array(cards);
    this.lost = new Int32Array(cards);
  }

  copyFrom(o: MissionState): void {
    this.c = o.c;
    this.g = o.g;
    this.alive = o.alive;
    this.done.set(o.done);
    this.lost.set(o.lost);
    this.rolls = o.rolls;
    this.calling = o.calling;
    this.run.copyFrom(o.run);
    this.team = o.team;
    this.need = o.need;
    this.pending = o.pending;
  }
}

/**
 * The phase as a reusable step (this kernel and the whole round play it): the cards in order,
 * the threat carried. `play` leaves, per card, the tasks done from the left (`done`) and the
 * soldiers killed (`lost`), and the phase's rolls and final threat; it allocates nothing.
 *
 * The rule is a step machine, one joint roll a step (`law`, `apply`); a trial walks the table of
 * its states (core/rollWalk.ts), built once per request, or plays the machine when the states
 * are too many. Either way each roll is drawn as `taskLaw` gives it.
 */
export class MissionRolls {
  readonly done: Int32Array;
  readonly lost: Int32Array;
  rolls = 0;
  /** the threat when the phase ends */
  threat = 0;
  /** the phase's trials, tabled or played */
  readonly trials: MachineTrials<MissionState>;
  /** card c owns tasks first[c] .. first[c + 1] - 1 of the flat lists below */
  private readonly first: Int32Array;
  private readonly use: Int32Array[];
  private readonly dice: Int32Array[];
  private readonly need: Int32Array;
  private readonly size: Int32Array;
  private readonly everyone: Int32Array;
  /** the roll laws of every team's dice count (`laws[d]`: a roll of d dice) */
  private readonly laws: RollLaws[];

  constructor(
    private readonly p: Pick<MissionParams, 'cards' | 'threat' | 'policy' | 'threatCap'>,
    die: XcomDie,
  ) {
    this.first = new Int32Array(p.cards.length + 1);
    for (const [i, c] of p.cards.entries()) this.first[i + 1] = itemAt(this.first, i) + c.tasks.length;
    const teams = p.cards.flatMap(cardTeams);
    this.use = teams.map((t) => t.use);
    this.dice = teams.map((t) => t.dice);
    this.need = Int32Array.from(p.cards.flatMap((c) => c.tasks.map(taskNeed)));
    this.size = Int32Array.from(p.cards, (c) => c.soldiers.length);
    this.everyone = Int32Array.from(p.cards, (c) => (1 << c.soldiers.length) - 1);
    this.done = new Int32Array(p.cards.length);
    this.lost = new Int32Array(p.cards.length);
    this.laws = teamLaws(teams, die);
    const cards = p.cards.length;
    const start = new MissionState(cards, capOf(p));
    start.run.start(taskThreat(MISSIONS, p.threat, p.threat));
    this.beginCard(start);
    this.settle(start);
    const machine: RollMachine<MissionState> = {
      copy: (s) => {
        const c = new MissionState(cards, s.run.threatCap);
        c.copyFrom(s);
        return c;
      },
      assign: (into, from) => into.copyFrom(from),
      key: this.stateKey(),
      law: (s) => s.pending,
      apply: (s, c) => this.apply(s, c),
      play: (s, rng) => {
        for (let law = s.pending; law !== null; law = s.pending) this.apply(s, rng.roll(law));
      },
    };
    this.trials = new MachineTrials(start, machine, MAX_MISSION_STATES);
  }

  // Reads with `!`, in range by construction: s.c < cards (`size`, `everyone` and the per-card
  // arrays have one entry per card, `first` one more) wherever they are read; s.g runs over card
  // c's tasks, first[c] .. first[c + 1] - 1, below the task count that `use`, `dice` and `need`
  // hold, wherever a task is read; `alive` is a subset of the card's soldiers, below the
  // 2^soldiers entries of its team tables; and `laws` has an entry for every dice count up to the
  // most in those tables (`teamLaws`).

  /**
   * The key of a state for the walk's table. A finished phase counts its cards' ends (tasks done,
   * soldiers lost) and its rolls only (its threat is the start plus them). A state awaiting a roll
   * is the card, the task, the soldiers on the card, the cards' ends so far, the rolls of the
   * phase, and the task: its rolls, markers, the rolls its call may still make (at most the
   * phase's, when no cap binds) and the group of the roll drawn next; a team is then calling and
   * no loss is pending. As one number when those digits fit 2^53 (building a table then reads no
   * string), else as text.
   */
  private stateKey(): (s: MissionState) => number | string {
    const { size, first, need, laws } = this;
    const cards = size.length;
    const tasks = need.length;
    const R = missionRollBound(this.p.threat, sum([...size]), tasks, this.p.policy, capOf(this.p)) + 1;
    const H = Math.max(0, ...need) + 1;
    const G = Math.max(0, ...laws.map((l) => l.extra.length)) + 1;
    const A = 2 ** Math.max(0, ...size);
    // the digits of every card's end: tasks done 0..tasks, soldiers lost 0..soldiers
    const doneRadix = Int32Array.from(size, (_, c) => first[c + 1]! - first[c]! + 1);
    const lostRadix = Int32Array.from(size, (n) => n + 1);
    let ends = 1;
    for (let c = 0; c < cards; c++) ends *= doneRadix[c]! * lostRadix[c]!;
    if ((cards + 1) * Math.max(1, tasks) * A * ends * R * R * H * (R + 1) * G > 2 ** 53) {
      return (s) =>
        s.c >= cards
          ? `end ${s.done.join(' ')},${s.lost.join(' ')},${s.rolls}`
          : `${s.c},${s.g},${s.alive},${s.done.join(' ')},${s.lost.join(' ')},${s.rolls},${s.calling ? 1 : 0},${s.run.key()}`;
    }
    // c < cards: the radices have one entry per card
    const endDigits = (s: MissionState): number => {
      let k = 0;
      for (let c = 0; c < cards; c++) k = (k * doneRadix[c]! + s.done[c]!) * lostRadix[c]! + s.lost[c]!;
      return k;
    };
    return (s) => {
      if (s.c >= cards) return -1 - (endDigits(s) * R + s.rolls);
      const run = s.run;
      const left = Math.min(run.cap - run.made, R);
      const at = (s.c * Math.max(1, tasks) + s.g) * A + s.alive;
      return (((((at * ends + endDigits(s)) * R + s.rolls) * R + run.rolls) * H + run.hits) * (R + 1) + left) * G + run.group;
    };
  }

  private apply(s: MissionState, c: number): void {
    if (applyDueRoll(s, c)) this.settle(s);
  }

  /**
   * Card `s.c` begins: all its soldiers on it, its first task (when there is a card left; a card
   * without tasks ends at once, nothing done, nobody lost).
   */
  private beginCard(s: MissionState): void {
    const { first, everyone } = this;
    while (s.c < everyone.length && first[s.c] === first[s.c + 1]) s.c++;
    if (s.c >= everyone.length) return;
    s.alive = everyone[s.c]!;
    s.g = first[s.c]!;
  }

  /**
   * Goes on from `s` (a team's call just over, or a task about to begin) until a roll is due
   * (`pending`) or the phase is over. One attempt per team: a loss
   * kills the team, and the soldiers left take the task up again while a team can be formed; a
   * task left unfinished (no team, the roll cap) ends its card; a card ends after its last task.
   * The next task starts at the carried threat with its rolls counted afresh.
   */
  private settle(s: MissionState): void {
    const { first, use, dice, need, size, laws } = this;
    const { policy } = this.p;
    const run = s.run;
    while (s.c < size.length) {
      const g = s.g;
      const teamOf = use[g]!;
      const hp = need[g]!;
      // a team takes the task up: as the task begins, and again after a loss
      let takeUp = true;
      if (s.calling) {
        s.calling = false;
        takeUp = run.lost;
        if (run.lost) s.alive &= ~teamOf[s.alive]!;
      }
      if (takeUp && run.hits < hp && teamOf[s.alive] !== 0) {
        const team = laws[dice[g]![s.alive]!]!;
        run.takeUp(rollCap(policy, run.threat, run.rolls, run.threatCap));
        s.calling = true;
        s.team = team;
        s.need = hp;
        s.pending = taskLaw(run, team, hp);
        if (s.pending !== null) return;
        continue; // the cap allowed no roll: the call is over
      }
      // the task is over: done, or left unfinished, which ends the card
      const c = s.c;
      const doneNow = run.hits >= hp;
      if (doneNow) s.done[c]!++;
      run.start(taskThreat(MISSIONS, this.p.threat, run.threat));
      if (doneNow && g + 1 < first[c + 1]!) {
        s.g = g + 1;
        continue;
      }
      s.lost[c] = size[c]! - popcount(s.alive);
      s.c = c + 1;
      this.beginCard(s);
    }
    s.pending = null;
  }

  play(rng: Rng): void {
    this.read(this.trials.play(rng));
  }

  /** Leaves in `done`, `lost`, `rolls` and `threat` how the phase ended in `end`. */
  read(end: MissionState): void {
    this.done.set(end.done);
    this.lost.set(end.lost);
    this.rolls = end.rolls;
    this.threat = end.run.threat;
  }
}

/** Where a card begins: the phase's starting threat, the rolls made before it, the stopping rule. */
export interface CardStart {
  threat: number;
  before: number;
  policy: StopPolicy;
}

/**
 * Every way one card can end (rolls made on it, tasks done from the left, soldiers lost) when it
 * begins after `before` rolls of the phase: the card's part of the exact phase below, which plays
 * the cards in order, the threat carried. A card meets the cards before it only through the rolls
 * they made (the threat it begins at), so its law depends on its own team and `before` alone;
 * the planner (planParts.ts) values each card's team once per `before` with it.
 * `teamsOf`: the card's `cardTeams`.
 */
export function cardEndLaw(
  card: MissionCard,
  teamsOf: ReturnType<typeof cardTeams>,
  start: CardStart,
  laws: SuccessLaws,
  budget: ExactBudget,
): Array<{ s: CardEnd; p: Rational }> {
  const countRolls = readsTaskRolls(start.policy);
  const n = card.soldiers.length;
  const T = card.tasks.length;
  interface St {
    alive: number;
    markers: number;
    /** rolls on the current task (kept only when `maxRolls` reads it) */
    taskRolls: number;
    /** rolls made on this card */
    made: number;
  }
  // states waiting at task i, by living soldiers: a loss only removes soldiers, so taking
  // each task's states from the most soldiers alive to the fewest never revisits one
  const waiting = Array.from({ length: T + 1 }, () => Array.from({ length: n + 1 }, () => new StateMass<St>()));
  const put = (i: number, s: St, w: Rational) =>
    itemAt(itemAt(waiting, i), popcount(s.alive)).add(`${s.alive},${s.markers},${s.taskRolls},${s.made}`, s, w);
  const ends = new StateMass<CardEnd>();
  const end = (done: number, s: St, w: Rational) => {
    const e = { made: s.made, done, lost: n - popcount(s.alive) };
    ends.add(`${e.made},${e.done},${e.lost}`, e, w);
  };
  put(0, { alive: (1 << n) - 1, markers: 0, taskRolls: 0, made: 0 }, Rational.ONE);
  for (let i = 0; i < T; i++) {
    const { use, dice } = itemAt(teamsOf, i);
    const hp = taskNeed(itemAt(card.tasks, i));
    const atTask = itemAt(waiting, i);
    for (let k = n; k >= 0; k--) {
      for (const { s, p: w } of itemAt(atTask, k).states.values()) {
        budget.spend();
        const team = itemAt(use, s.alive);
        if (team === 0) {
          end(i, s, w);
          continue;
        }
        const threat = taskThreat(MISSIONS, start.threat, threatAt(start.threat, start.before + s.made, laws.threatCap));
        for (const o of taskOutcomes(
          { threat, hits: s.markers, rolls: s.taskRolls },
          itemAt(dice, s.alive),
          hp,
          laws,
          start.policy,
          budget,
        )) {
          const after = { alive: o.lost ? s.alive & ~team : s.alive, made: addRolls(s.made, o.made) };
          const wo = w.mul(o.p);
          if (o.hits >= hp) put(i + 1, { ...after, markers: 0, taskRolls: 0 }, wo);
          else if (o.lost) put(i, { ...after, markers: o.hits, taskRolls: countRolls ? o.rolls : 0 }, wo);
          else end(i, { ...after, markers: o.hits, taskRolls: o.rolls }, wo);
        }
      }
    }
  }
  for (const bucket of itemAt(waiting, T)) for (const { s, p: w } of bucket.states.values()) end(T, s, w);
  return [...ends.states.values()];
}

/**
 * Live states tabled at most: past this (many cards, soldiers and tasks) the phase is played, not
 * tabled, so that building the table stays a few milliseconds.
 */
const MAX_MISSION_STATES = 1024;

export const missionTasks: Kernel<MissionParams> = {
  name: 'xcom.mission',

  // layout() declares the answer only; the team tables (2^soldiers per task) are built in prepare
  tally: (p) => layout(p).tally,

  prepare(p) {
    const { tally, ends, die } = layout(p);
    const phase = new MissionRolls(p, die);
    const counted = countSlots(ends);
    const count = (end: MissionState, acc: Float64Array, times: number): void => {
      phase.read(end);
      counted(phase, acc, times);
    };
    return { tally, ...machineRuns(phase.trials, count) };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, cards, tasks, die } = layout(p);
    const acc = zeros(tally.size);
    const laws = new SuccessLaws(die, capOf(p));
    const teams = p.cards.map(cardTeams);

    const cardEnds = (c: number, before: number) =>
      cardEndLaw(itemAt(p.cards, c), itemAt(teams, c), { threat: p.threat, before, policy: p.policy }, laws, budget);

    // the phase, card after card: rolls so far (the threat is `threatAt` them), tasks done, soldiers lost
    interface Phase {
      rolls: number;
      done: number;
      lost: number;
    }
    let layer = new StateMass<Phase>();
    layer.add('0,0,0', { rolls: 0, done: 0, lost: 0 }, Rational.ONE);
    for (let c = 0; c < p.cards.length; c++) {
      const memo = new Map<number, Array<{ s: CardEnd; p: Rational }>>();
      const next = new StateMass<Phase>();
      const slot = itemAt(cards, c);
      const T = itemAt(p.cards, c).tasks.length;
      for (const { s, p: w } of layer.states.values()) {
        budget.spend();
        let outs = memo.get(s.rolls);
        if (!outs) {
          outs = cardEnds(c, s.rolls);
          memo.set(s.rolls, outs);
        }
        for (const o of outs) {
          const wo = w.mul(o.p);
          if (o.s.done === T) addAt(acc, slot.completed, wo);
          if (o.s.lost > 0) addAt(acc, slot.anySoldierLost, wo);
          addAt(acc, slot.tasksDone + o.s.done, wo);
          addAt(acc, slot.soldiersLost + o.s.lost, wo);
          const after = { rolls: addRolls(s.rolls, o.s.made), done: s.done + o.s.done, lost: s.lost + o.s.lost };
          next.add(`${after.rolls},${after.done},${after.lost}`, after, wo);
        }
      }
      layer = next;
    }
    for (const { s, p: w } of layer.states.values()) {
      if (s.done === tasks) {
        addAt(acc, slots.completed, w);
        addAt(acc, slots.allCompleted, w);
      }
      if (s.lost > 0) addAt(acc, slots.anySoldierLost, w);
      addAt(acc, slots.tasksDone + s.done, w);
      addAt(acc, slots.soldiersLost + s.lost, w);
      addAt(acc, slots.rolls + s.rolls, w);
      addAt(acc, slots.threat + threatAt(p.threat, s.rolls, laws.threatCap), w);
    }
    return acc;
  },
};
