/**
 * XCOM tasks worked by teams, the procedure phases 7 and 9 share (docs/rules.md, "Phase 7: base
 * defence" and "Phase 9: missions"): cards of tasks, each with its own soldiers. From that one
 * description come the phase's Monte Carlo trial (`TeamTaskRolls`) and its exact method card by
 * card (`walkCard`), which base defence and missions read the ends of.
 */
import { itemAt } from '../core/itemAt.js';
import type { JointRoll } from '../core/jointRoll.js';
import type { ExactBudget } from '../core/kernel.js';
import { Rational } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { MachineTrials, machineRuns, type RollMachine } from '../core/rollWalk.js';
import { countSlots, type SlotsOf } from '../core/tally.js';
import { addRolls, carriedRollBound, threatAt, type RollLaws, type XcomDie } from './dice.js';
import { readsTaskRolls, type StopPolicy } from './policy.js';
import { TaskRun, applyDueRoll, rollCap, taskLaw, taskOutcomes, teamLaws, SuccessLaws } from './taskRoll.js';
import { popcount, type TeamTable } from './teamAssignment.js';

/** A card of tasks: its soldiers, and per task the team table and the successes it needs. */
export interface TaskCard {
  soldiers: number;
  teams: TeamTable[];
  need: ArrayLike<number>;
}

/** A phase of tasks worked by teams: its cards in order, how it works them, its start, die and most rolls. */
export interface TeamPhase {
  cards: readonly TaskCard[];
  /** a task left unfinished is passed by (the card goes on to its next task), else it ends its card */
  passUnfinished: boolean;
  /** where the phase begins: its threat (set once, then carried), the stopping rule, the threat's cap */
  start: { threat: number; policy: StopPolicy; threatCap: number };
  die: XcomDie;
  most: number;
}

/** Where the tasks stand (`TeamTaskRolls`' step machine). */
export class TeamState {
  /** the card being worked (the phase is over once it is past the last) */
  c = 0;
  /** the task attempted, an index into the flat lists of every card's tasks */
  g = 0;
  /** the soldiers of card `c` alive, a bit mask */
  alive = 0;
  /** per card: tasks done, soldiers killed (cards before `c`) */
  readonly done: Int32Array;
  readonly lost: Int32Array;
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

  copyFrom(o: TeamState): void {
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

/** Live states tabled at most (a table built in a few ms); past it the phase is played. */
const MAX_TEAM_STATES = 1024;

/**
 * The phase as a reusable step (its kernel and the whole round play it): `play` leaves, per card,
 * the tasks done and the soldiers killed, and the phase's rolls and final threat, allocating
 * nothing. The rule is a step machine, one joint roll a step, tabled or played (core/rollWalk.ts).
 */
export class TeamTaskRolls {
  readonly done: Int32Array;
  readonly lost: Int32Array;
  rolls = 0;
  threat = 0;
  readonly trials: MachineTrials<TeamState>;
  /** card c owns tasks first[c] .. first[c + 1] - 1 of the flat lists below */
  private readonly first: Int32Array;
  private readonly use: Int32Array[];
  private readonly dice: Int32Array[];
  private readonly need: Int32Array;
  private readonly size: Int32Array;
  /** the roll laws of every team's dice count (`laws[d]`: a roll of d dice) */
  private readonly laws: RollLaws[];

  private readonly start: TeamPhase['start'];
  private readonly passUnfinished: boolean;

  constructor({ cards, start, passUnfinished, die, most }: TeamPhase) {
    this.start = start;
    this.passUnfinished = passUnfinished;
    this.first = new Int32Array(cards.length + 1);
    for (const [i, c] of cards.entries()) this.first[i + 1] = itemAt(this.first, i) + c.teams.length;
    const teams = cards.flatMap((c) => c.teams);
    this.use = teams.map((t) => t.use);
    this.dice = teams.map((t) => t.dice);
    this.need = Int32Array.from(cards.flatMap((c) => Array.from(c.need)));
    this.size = Int32Array.from(cards, (c) => c.soldiers);
    this.done = new Int32Array(cards.length);
    this.lost = new Int32Array(cards.length);
    this.laws = teamLaws(teams, die);
    const n = cards.length;
    const s0 = new TeamState(n, start.threatCap);
    s0.run.start(start.threat);
    this.beginCard(s0);
    this.settle(s0);
    const machine: RollMachine<TeamState> = {
      copy: (s) => {
        const c = new TeamState(n, s.run.threatCap);
        c.copyFrom(s);
        return c;
      },
      assign: (into, from) => into.copyFrom(from),
      key: this.stateKey(most),
      law: (s) => s.pending,
      apply: (s, c) => this.apply(s, c),
      play: (s, rng) => {
        for (let law = s.pending; law !== null; law = s.pending) this.apply(s, rng.roll(law));
      },
    };
    this.trials = new MachineTrials(s0, machine, MAX_TEAM_STATES);
  }

  // Reads with `!` are in range: s.c < cards and s.g a task of card c wherever read, `alive` a set
  // of the card's soldiers, and `laws` an entry for every dice count in the tables (`teamLaws`).

  /**
   * The key of a state for the walk's table: a finished phase's cards' ends and rolls (its threat
   * follows from them); else the card, task, soldiers alive, the cards' ends so far, the phase's
   * rolls, and the task's rolls, markers, rolls its call may still make and group drawn next (a
   * team is calling, no loss pending). One number when those digits fit 2^53 (building a table
   * then reads no string), else text.
   */
  private stateKey(rollBound: number): (s: TeamState) => number | string {
    const { size, first, need, laws } = this;
    const cards = size.length;
    const tasks = need.length;
    const R = rollBound + 1;
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
    const endDigits = (s: TeamState): number => {
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

  private apply(s: TeamState, c: number): void {
    if (applyDueRoll(s, c)) this.settle(s);
  }

  /** Card `s.c` begins, all its soldiers alive (a card without tasks ends at once, nothing done). */
  private beginCard(s: TeamState): void {
    const { first, size } = this;
    while (s.c < size.length && first[s.c] === first[s.c + 1]) s.c++;
    if (s.c >= size.length) return;
    s.alive = 2 ** size[s.c]! - 1;
    s.g = first[s.c]!;
  }

  /**
   * Goes on from `s` (a team's call just over, or a task about to begin) until a roll is due
   * (`pending`) or the phase is over: one call per team, the soldiers left taking the task up
   * again after a loss; the next task starts at the carried threat with its rolls counted afresh.
   */
  private settle(s: TeamState): void {
    const { first, use, dice, need, size, laws } = this;
    const { policy } = this.start;
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
      const c = s.c;
      const doneNow = run.hits >= hp;
      if (doneNow) s.done[c]!++;
      run.start(run.threat);
      if ((doneNow || this.passUnfinished) && g + 1 < first[c + 1]!) {
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

  /** Leaves how the phase ended in `end` in the fields above. */
  read(end: TeamState): void {
    this.done.set(end.done);
    this.lost.set(end.lost);
    this.rolls = end.rolls;
    this.threat = end.run.threat;
  }
}

/** A phase kernel's trials: each finished state read into `phase`, then counted by `ends`. */
export function teamRuns<E>(phase: E & { trials: MachineTrials<TeamState>; read(end: TeamState): void }, ends: SlotsOf<E>) {
  const counted = countSlots(ends);
  return machineRuns(phase.trials, (end: TeamState, acc: Float64Array, times: number): void => {
    phase.read(end);
    counted(phase, acc, times);
  });
}

/** Where a card begins: the phase's starting threat, the rolls made before it, the stopping rule. */
interface CardStart {
  threat: number;
  before: number;
  policy: StopPolicy;
}

/**
 * Every way one card can end (the rolls of the phase, tasks done, soldiers lost, weighed relative
 * to its start), for the exact methods: the states waiting at each task, by soldiers alive (a loss
 * only removes soldiers, so taking them from the most alive to the fewest never revisits one).
 * A card meets the cards before it only through the rolls they made, so its law depends on its
 * own teams and `before` alone. The rolls made on the task in play are kept only where the policy
 * reads them: fewer states and fewer task walks, the same sums.
 */
function walkCard(card: TaskCard, passUnfinished: boolean, start: CardStart, laws: SuccessLaws, budget: ExactBudget): Waiting {
  const T = card.teams.length;
  const S = card.soldiers;
  const ends = new Waiting();
  const end = (done: number, alive: number, rolls: number, w: Rational) => {
    const lost = S - popcount(alive);
    ends.add((rolls * (T + 1) + done) * (S + 1) + lost, 0, 0, lost, rolls, done, w);
  };
  const cap = laws.threatCap;
  const countRolls = readsTaskRolls(start.policy);
  const waiting: Waiting[][] = Array.from({ length: T + 1 }, () => Array.from({ length: S + 1 }, () => new Waiting()));
  // a state's key: its fields in mixed radix (markers below the most needed, rolls at most the
  // phase's bound, tasks done at most the tasks, alive a set of the soldiers), as a number while
  // that is exact, else as text
  const rollRadix = start.before + carriedRollBound(start.threat, S, cap) + 1;
  let hpRadix = 1;
  for (let i = 0; i < T; i++) hpRadix = Math.max(hpRadix, itemAt(card.need, i) + 1);
  const sets = 2 ** S;
  const numeric = Number.isSafeInteger(hpRadix * rollRadix * rollRadix * (T + 1) * sets);
  const put = (i: number, markers: number, taskRolls: number, alive: number, rolls: number, done: number, w: Rational) => {
    const key = numeric
      ? (((markers * rollRadix + taskRolls) * rollRadix + rolls) * (T + 1) + done) * sets + alive
      : `${markers},${taskRolls},${alive},${rolls},${done}`;
    // i <= tasks, and a set of soldiers has at most S of them: `waiting` has those entries
    waiting[i]![popcount(alive)]!.add(key, markers, taskRolls, alive, rolls, done, w);
  };
  const unfinished = (i: number, alive: number, rolls: number, done: number, w: Rational) => {
    if (passUnfinished) put(i + 1, 0, 0, alive, rolls, done, w);
    else end(done, alive, rolls, w);
  };
  put(0, 0, 0, 2 ** S - 1, start.before, 0, Rational.ONE);
  for (let i = 0; i < T; i++) {
    const { use, dice } = itemAt(card.teams, i);
    const hp = itemAt(card.need, i);
    for (let k = S; k >= 0; k--) {
      const bucket = itemAt(itemAt(waiting, i), k);
      const f = bucket.fields;
      for (let j = 0; j < bucket.weights.length; j++) {
        budget.spend();
        // five fields a state (`Waiting.add`), j below the states kept
        const markers = f[5 * j]!;
        const taskRolls = f[5 * j + 1]!;
        const alive = f[5 * j + 2]!;
        const rolls = f[5 * j + 3]!;
        const done = f[5 * j + 4]!;
        const w = bucket.weights[j]!;
        const u = use[alive]!; // alive is a set of the soldiers: the table has 2^S entries
        if (u === 0) {
          unfinished(i, alive, rolls, done, w);
          continue;
        }
        const threat = threatAt(start.threat, rolls, cap);
        const outcomes = taskOutcomes({ threat, hits: markers, rolls: taskRolls }, dice[alive]!, hp, laws, start.policy, budget);
        for (const out of outcomes) {
          const after = out.lost ? alive & ~u : alive;
          const rollsAfter = addRolls(rolls, out.made);
          const wo = w.mul(out.p);
          if (out.hits >= hp) put(i + 1, 0, 0, after, rollsAfter, done + 1, wo);
          else if (out.lost) put(i, out.hits, countRolls ? out.rolls : 0, after, rollsAfter, done, wo);
          else unfinished(i, after, rollsAfter, done, wo);
        }
      }
    }
  }
  for (const bucket of itemAt(waiting, T)) {
    const f = bucket.fields;
    for (let j = 0; j < bucket.weights.length; j++) {
      budget.spend();
      // five fields a state (`Waiting.add`), j below the states kept
      end(f[5 * j + 4]!, f[5 * j + 2]!, f[5 * j + 3]!, bucket.weights[j]!);
    }
  }
  return ends;
}

/**
 * A phase's exact answer: each card's ends (`walkCard`) found once per rolls made before it and
 * chained; `endSlots` puts where the phase's end counts (tasks done and soldiers lost over the
 * cards), `cardSlots` where card c's does.
 */
export function teamSlotsExact(
  { cards, passUnfinished, start, die }: TeamPhase,
  budget: ExactBudget,
  size: number,
  endSlots: (done: number, lost: number, rolls: number, put: (slot: number) => void) => void,
  cardSlots: (c: number, done: number, lost: number, put: (slot: number) => void) => void = () => {},
): Rational[] {
  const laws = new SuccessLaws(die, start.threatCap);
  const bySlot = new Array<Rational>(size).fill(Rational.ZERO);
  // every slot put is one of the answer's
  const add = (slot: number, w: Rational) => {
    bySlot[slot] = bySlot[slot]!.add(w);
  };
  // the phase card after card: rolls so far, tasks done, soldiers lost (three fields a state)
  let layer = new Waiting();
  layer.add('0,0,0', 0, 0, 0, 0, 0, Rational.ONE);
  for (let c = 0; c < cards.length; c++) {
    const card = itemAt(cards, c);
    // by rolls before the card: its ends
    const memo = new Map<number, Waiting>();
    const next = new Waiting();
    const f = layer.fields;
    for (let j = 0; j < layer.weights.length; j++) {
      budget.spend();
      // five fields a state (`Waiting.add`), j below the states kept
      const [lost, rolls, done, w] = [f[5 * j + 2]!, f[5 * j + 3]!, f[5 * j + 4]!, layer.weights[j]!];
      let ends = memo.get(rolls);
      if (ends === undefined) {
        ends = walkCard(card, passUnfinished, { ...start, before: rolls }, laws, budget);
        memo.set(rolls, ends);
      }
      const g = ends.fields;
      for (let e = 0; e < ends.weights.length; e++) {
        // five fields an end (`walkCard`), e below the ends kept
        const [l, r, d] = [g[5 * e + 2]!, g[5 * e + 3]!, g[5 * e + 4]!];
        const wo = w.mul(ends.weights[e]!);
        cardSlots(c, d, l, (slot) => add(slot, wo));
        next.add(`${r},${done + d},${lost + l}`, 0, 0, lost + l, r, done + d, wo);
      }
    }
    layer = next;
  }
  const f = layer.fields;
  for (let j = 0; j < layer.weights.length; j++) {
    const [lost, rolls, done, w] = [f[5 * j + 2]!, f[5 * j + 3]!, f[5 * j + 4]!, layer.weights[j]!];
    endSlots(done, lost, rolls, (slot) => add(slot, w));
  }
  return bySlot;
}

/**
 * Every way one card of missions can end when it begins after `before` rolls of the phase: the
 * rolls made on it, tasks done, soldiers lost, with its chance. The planner (missionsByCard.ts)
 * values each card's team by it once per `before`.
 */
export function cardEnds(card: TaskCard, start: CardStart, laws: SuccessLaws, budget: ExactBudget) {
  const ends = walkCard(card, false, start, laws, budget);
  const f = ends.fields; // five fields an end, j below the ends kept
  return ends.weights.map((p, j) => ({ made: f[5 * j + 3]! - start.before, done: f[5 * j + 4]!, lost: f[5 * j + 2]!, p }));
}

/**
 * The states waiting at one point of an exact walk, merged by key: five fields a state (markers,
 * rolls on the task, soldiers alive or lost, rolls of the phase, tasks done) and its chance, in
 * flat arrays, not `StateMass`'s object a state, as the walk keeps many.
 */
class Waiting {
  private readonly index = new Map<number | string, number>();
  readonly fields: number[] = [];
  readonly weights: Rational[] = [];

  add(key: number | string, markers: number, taskRolls: number, alive: number, rolls: number, done: number, w: Rational): void {
    const i = this.index.get(key);
    if (i !== undefined) {
      this.weights[i] = this.weights[i]!.add(w); // i is a state kept
      return;
    }
    this.index.set(key, this.weights.length);
    this.fields.push(markers, taskRolls, alive, rolls, done);
    this.weights.push(w);
  }
}
