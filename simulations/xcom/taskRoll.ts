/**
 * The XCOM task roll (docs/rules.md, "A task roll"; seed "關於檢定" and phases 4-9): the one
 * loop every XCOM kernel rolls with, and its exact counterpart.
 *
 * A task: roll `dice` XCOM dice and the alien d8 until `need` successes are placed, a LOSS
 * happens, or the stopping policy says stop before a roll. After every roll the threat rises by 1
 * (`threatAfter`: up to the request's `threatCap`, where it stays).
 * The phase decides two things around it (see `PhaseRule`): whether the threat resets before
 * each task (phases 4, 5, 6) or carries over (phases 7, 9), and what a loss does to the units
 * (exhaust tokens, send models to the recruitment pool, kill soldiers). In every phase the
 * units of a losing roll cannot roll again this phase, so a loss ends the task for them.
 *
 * Readings of the rule, written down:
 * - Successes of a losing roll still count (docs/rules.md, "A task roll"), so a task can be done
 *   and lost by the same roll.
 * - Successes beyond the target are wasted: `hits` never exceeds `need`.
 * - The threat has no cap unless the request sets one: at threat >= 8 every roll is a loss. Below
 *   a cap under 8 a task can roll on and on; its rolls are counted up to `ROLL_COUNT_TOP`, and the
 *   exact walk solves the state that then repeats (`repeatingTail`) rather than unrolling it.
 * - `policy.maxRolls` counts the rolls of one task (`TaskRun.rolls`); a kernel that resumes a
 *   task with other units (base defence after a loss) keeps that count.
 *
 * The trials draw each roll's dice as one joint outcome (`RollLaws`, prepared once per request)
 * and take the policy as a precomputed roll cap (`rollCap`): a roll is `taskLaw` and
 * `applyTaskRoll`, which every phase's trials (core/rollWalk.ts) are built from.
 */
import type { ExactBudget } from '../core/kernel.js';
import { itemAt } from '../core/itemAt.js';
import type { JointRoll } from '../core/jointRoll.js';
import { MachineTrials, type RollMachine } from '../core/rollWalk.js';
import { DiceDenominator, Rational, gcdOfDoubles } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import {
  ALIEN_DIE_SIDES,
  NO_THREAT_CAP,
  ROLL_COUNT_TOP,
  rollCategory,
  rollLaws,
  rollWeights,
  rollsAfter,
  threatAfter,
  type RollLaws,
  type XcomDie,
} from './dice.js';
import { mayRoll, type StopPolicy } from './policy.js';

/** How a phase treats the threat between tasks and the units of a losing roll. */
export interface PhaseRule {
  readonly phase: number;
  /** 'reset': the threat goes back to the phase's start before each task; 'carry': it never does */
  readonly threat: 'reset' | 'carry';
  /** what a loss does to the units of the roll (all of them: they cannot roll again this phase) */
  readonly loss: 'exhaust' | 'pool' | 'kill';
}

export const RESEARCH: PhaseRule = { phase: 4, threat: 'reset', loss: 'exhaust' };
export const ORBITAL_DEFENSE: PhaseRule = { phase: 5, threat: 'reset', loss: 'exhaust' };
export const GLOBAL_DEFENSE: PhaseRule = { phase: 6, threat: 'reset', loss: 'pool' };
export const BASE_DEFENSE: PhaseRule = { phase: 7, threat: 'carry', loss: 'kill' };
export const MISSIONS: PhaseRule = { phase: 9, threat: 'carry', loss: 'kill' };

/** The threat a new task starts at: the phase's start, or the threat carried from the last task. */
export function taskThreat(rule: PhaseRule, phaseStart: number, carried: number): number {
  return rule.threat === 'reset' ? phaseStart : carried;
}

/**
 * The state of one task in progress. Kernels allocate one in `prepare` and reuse it for every
 * trial (`start`), so trials allocate nothing.
 */
export class TaskRun {
  /** @param threatCap where the threat stops rising (`threatAfter`) */
  constructor(readonly threatCap = NO_THREAT_CAP) {}

  /** threat before the next roll */
  threat = 1;
  /** rolls made on this task (what `policy.maxRolls` counts) */
  rolls = 0;
  /** successes placed on the target (at most `need`) */
  hits = 0;
  /** the last roll was a loss */
  lost = false;
  /** rolls made since the task was last taken up (`takeUp`), and the most it may make then */
  made = 0;
  cap = NO_ROLL_CAP;
  /** the next of the roll's `extra` groups to draw (0: the roll has not begun) */
  group = 0;

  start(threat: number, hits = 0, rolls = 0): this {
    this.threat = threat;
    this.hits = hits;
    this.rolls = rolls;
    this.lost = false;
    this.made = 0;
    this.cap = NO_ROLL_CAP;
    this.group = 0;
    return this;
  }

  /** The task taken up (again) where it stands, for at most `cap` rolls from here (`rollCap`). */
  takeUp(cap: number): this {
    this.lost = false;
    this.made = 0;
    this.cap = cap;
    this.group = 0;
    return this;
  }

  copyFrom(o: TaskRun): void {
    this.threat = o.threat;
    this.rolls = o.rolls;
    this.hits = o.hits;
    this.lost = o.lost;
    this.made = o.made;
    this.cap = o.cap;
    this.group = o.group;
  }

  /**
   * The task's state moved by one roll: the threat rises (`threatAfter`) and the roll counts
   * (`rollsAfter`), in the task and since it was taken up. The one place a roll moves it: the
   * trials (`applyTaskRoll`) and the exact walks (`walkTaskOutcomes`) step the same state.
   */
  step(): void {
    this.threat = threatAfter(this.threat, this.threatCap);
    this.rolls = rollsAfter(this.rolls);
    this.made = rollsAfter(this.made);
  }

  /**
   * Whether the state comes back after a roll that places no success and is no loss: only below
   * a threat cap, once the threat stopped there and the rolls' count stopped at its top
   * (`ROLL_COUNT_TOP`). Without a cap it never does: the threat rises.
   */
  repeats(): boolean {
    return threatAfter(this.threat, this.threatCap) === this.threat && this.rolls === ROLL_COUNT_TOP && this.made === ROLL_COUNT_TOP;
  }

  /** Identifies the state of the task for a walk's table (rollWalk.ts). */
  key(): string {
    return `${this.threat},${this.rolls},${this.hits},${this.lost ? 1 : 0},${this.made},${this.cap},${this.group}`;
  }
}

/** The markers after a roll of `successes` on `hits`: placed up to `need`, the surplus wasted. */
export function placed(hits: number, successes: number, need: number): number {
  return Math.min(need, hits + successes);
}

/** No cap: more rolls than any task makes (from threat 8 on every roll is a loss; below a cap, see `ROLL_COUNT_TOP`). */
export const NO_ROLL_CAP = 0x7fffffff;

/**
 * How many more rolls `policy` allows a task now at `threat` after `rolls` rolls: threat and
 * rolls both rise by 1 a roll, so `mayRoll(policy, threat + i, rolls + i)` holds exactly for
 * i < rollCap(policy, threat, rolls). Computed once per task, it keeps the policy out of the loop.
 * A threat that stops at `threatCap` no higher than `stopAtThreat` never stops the task.
 */
export function rollCap(policy: StopPolicy, threat: number, rolls: number, threatCap = NO_THREAT_CAP): number {
  let cap = NO_ROLL_CAP;
  const stop = policy.stopAtThreat;
  if (stop !== undefined && !(Math.max(threat, threatCap) <= stop)) cap = Math.min(cap, stop - threat + 1);
  if (policy.maxRolls !== undefined) cap = Math.min(cap, policy.maxRolls - rolls);
  return Math.max(0, cap);
}

/**
 * The joint draw a task taken up (`TaskRun.takeUp`) makes next, or null when it is over: `need`
 * hits placed, a loss, or `cap` rolls made. A roll of more dice than one draw covers draws its
 * `extra` groups first, then the group with the alien die; whether the task goes on is asked only
 * before a roll begins. The dice are those `laws` were built for.
 */
export function taskLaw(run: TaskRun, laws: RollLaws, need: number): JointRoll | null {
  const g = run.group;
  if (g === 0 && (run.lost || run.hits >= need || run.made >= run.cap)) return null;
  // g <= extra.length: a roll's groups are drawn in turn, and `group` is back to 0 after the last
  return g < laws.extra.length ? laws.extra[g]! : laws.at(run.threat);
}

/**
 * Applies category c of the draw `taskLaw` gave: an extra group's successes, or the last group's
 * successes and the alien die (`rollCategory`), after which the threat rises and the roll counts.
 * Successes beyond `need` are wasted.
 */
export function applyTaskRoll(run: TaskRun, laws: RollLaws, need: number, c: number): void {
  if (run.group < laws.extra.length) {
    run.hits = placed(run.hits, c, need);
    run.group++;
  } else {
    run.hits = placed(run.hits, c >> 1, need);
    run.step();
    run.group = 0;
    if ((c & 1) !== 0) run.lost = true;
  }
}

/** A phase's state while a team calls on a task (base defence, missions). */
export interface CallingState {
  readonly run: TaskRun;
  /** the calling team's roll laws (not null while a roll is due) */
  team: RollLaws | null;
  need: number;
  /** rolls of the phase */
  rolls: number;
  /** the roll due next */
  pending: JointRoll | null;
}

/**
 * The due roll's outcome `c` applied to the calling team, the rolls it made counted in the
 * phase, and the next roll due set: true when the call is over (no roll due).
 */
export function applyDueRoll(s: CallingState, c: number): boolean {
  const run = s.run;
  const team = s.team!; // a roll is due: a team is calling
  const made = run.made;
  applyTaskRoll(run, team, s.need, c);
  s.rolls += run.made - made;
  if (s.rolls > ROLL_COUNT_TOP) s.rolls = ROLL_COUNT_TOP;
  s.pending = taskLaw(run, team, s.need);
  return s.pending === null;
}

/**
 * One task of a phase that resets the threat before each task (phases 4, 5 and 6: one research
 * area, the orbit, one continent), prepared once per request: its roll laws, its roll cap, and
 * the table of its walk (rollWalk.ts: a task has a few dozen states, the hits and rolls made).
 * `play` rolls one trial of it (one joint draw per roll: `taskLaw` and `applyTaskRoll`) and answers
 * how it ended; it allocates nothing, so the phase's own kernel and the whole round share it.
 * With no dice (no scientist, satellite or interceptor) nothing is rolled: the task ends with no
 * hits and no loss.
 */
export class ResetTask {
  /** the task's trials, tabled or played */
  readonly trials: MachineTrials<TaskRun>;

  constructor(
    rule: PhaseRule,
    readonly dice: number,
    readonly need: number,
    threat: number,
    policy: StopPolicy,
    die: XcomDie,
    threatCap = NO_THREAT_CAP,
  ) {
    const start = taskThreat(rule, threat, threat);
    const laws = rollLaws(dice, die);
    const first = new TaskRun(threatCap).start(start).takeUp(rollCap(policy, start, 0, threatCap));
    const machine: RollMachine<TaskRun> = {
      copy: (r) => {
        const c = new TaskRun(r.threatCap);
        c.copyFrom(r);
        return c;
      },
      assign: (into, from) => into.copyFrom(from),
      // a finished task is read for its hits, rolls and loss only (`play` answers no more)
      key: (r) => (machine.law(r) === null ? `end ${r.hits},${r.rolls},${r.lost ? 1 : 0}` : r.key()),
      law: (r) => (dice > 0 ? taskLaw(r, laws, need) : null),
      apply: (r, c) => applyTaskRoll(r, laws, need, c),
    };
    this.trials = new MachineTrials(first, machine, MAX_TASK_STATES);
  }

  /**
   * One trial of the task: how it ended, its hits, rolls and loss (shared: read it before the
   * next `play`, never change it; its threat and call bookkeeping are those of one of the ends
   * counted alike).
   */
  play(rng: Rng): TaskRun {
    return this.trials.play(rng);
  }
}

/**
 * A task's live states: hits below `need` for each roll made and group drawn; from threat 8 on every
 * roll is a loss, so a task makes at most 9 rolls from threat 0 (more from a lower threat, which the
 * service does not ask for). Past this the task is played, not tabled.
 */
const MAX_TASK_STATES = 4096;

/**
 * The roll laws of every dice count the teams of `tables` roll (`dice[alive]` of each), indexed by
 * the count, for the phases whose team changes with the soldiers alive (7 and 9); prepared once
 * per request so that a trial only looks its team's law up.
 */
export function teamLaws(tables: ReadonlyArray<{ dice: Int32Array }>, die: XcomDie): RollLaws[] {
  let most = 0;
  for (const t of tables) for (const d of t.dice) most = Math.max(most, d);
  const laws: RollLaws[] = [];
  for (let d = 0; d <= most; d++) laws.push(rollLaws(d, die));
  return laws;
}

/** How a task ended: its markers, its rolls, the threat after them, and whether by a loss. */
export interface OutcomeFields {
  hits: number;
  /** rolls of the task in all (including those before `start`) */
  rolls: number;
  /** rolls made from `start` on */
  made: number;
  threat: number;
  lost: boolean;
}

/** What an answer reads of a task's end: its markers, its rolls, and whether by a loss. */
export type TaskEnd = Pick<OutcomeFields, 'hits' | 'rolls' | 'lost'>;

/** One way a task can end, with its exact probability. */
export interface TaskOutcome extends OutcomeFields {
  readonly p: Rational;
  /**
   * The chance as an integer weight over `den`, a safe integer product of the task's rolls'
   * denominators (each roll's dice law's and its alien die's), when the task stayed below 2^53
   * (`walkTaskOutcomes`): a kernel that works on integer weights reads these.
   */
  readonly weight?: number;
  readonly den?: number;
  /** the chance as an integer weight over a dice denominator past 2^53 (`bigTaskOutcomes`) */
  readonly big?: { readonly weight: bigint; readonly den: DiceDenominator };
}

/**
 * A task outcome worked out on integer weights: in doubles (`weight` over `den`), or on BigInt
 * (`big`) once its rolls' denominator passed 2^53; its chance a `Rational` only when read.
 */
class WeightedOutcome implements TaskOutcome {
  private chance: Rational | undefined;
  readonly weight: number | undefined;
  readonly den: number | undefined;
  readonly big: { readonly weight: bigint; readonly den: DiceDenominator } | undefined;
  constructor(
    readonly hits: number,
    readonly rolls: number,
    readonly made: number,
    readonly threat: number,
    readonly lost: boolean,
    weight: number | bigint,
    den: number | DiceDenominator,
  ) {
    const small = typeof weight === 'number' && typeof den === 'number';
    this.weight = small ? weight : undefined;
    this.den = small ? den : undefined;
    this.big = typeof weight === 'bigint' && den instanceof DiceDenominator ? { weight, den } : undefined;
  }

  get p(): Rational {
    this.chance ??=
      this.big === undefined ? Rational.ofDice(this.weight!, this.den!) : Rational.over(this.big.weight, this.big.den).reduced();
    return this.chance;
  }
}

/**
 * Exact success laws by dice count, built once per die; and the task outcomes already worked
 * out with them (`taskOutcomes`), for the exact computation that holds this object: a phase's
 * dynamic programme asks for the same task (threat, markers, rolls, dice) from many states.
 */
export class SuccessLaws {
  /** @param threatCap where the threat stops rising (`threatAfter`) */
  constructor(
    readonly die: XcomDie,
    readonly threatCap = NO_THREAT_CAP,
  ) {}

  /**
   * The outcomes of a task by its key (see `taskOutcomes`), with the states its working visited;
   * made when first asked for (a one-task kernel sums its outcomes and keeps none).
   */
  get tasks(): Map<number | string, { outcomes: readonly TaskOutcome[]; states: number }> {
    this.taskMap ??= new Map();
    return this.taskMap;
  }

  private taskMap: Map<number | string, { outcomes: readonly TaskOutcome[]; states: number }> | undefined;

  /** The law of `dice` dice as integer weights over its denominator (`IntegerLaw`). */
  integer(dice: number): IntegerLaw {
    let law = this.integers[dice];
    if (law === undefined) {
      law = new IntegerLaw(dice, this.die);
      this.integers[dice] = law;
    }
    return law;
  }

  private readonly integers: IntegerLaw[] = [];
}

/**
 * The successes of `dice` dice as integer weights over one denominator, S^dice for the die's
 * chance of a success in lowest terms s/S: entry k is C(dice, k) s^k (S - s)^(dice - k), the
 * law of the successes of `dice` dice. In doubles when the denominator is safe (no weight exceeds
 * it), and as BigInts when first asked for.
 */
class IntegerLaw {
  /** the weights as doubles, or null when the denominator is past 2^53 */
  readonly small: number[] | null;
  /** the denominator as a double (Infinity past 2^53) */
  readonly den: number;
  /** whether the denominator is of dice primes only (2 ... 19: always, for at most 20 faces) */
  readonly ofDice: boolean;
  private bigWeights: bigint[] | undefined;
  private diceDen: DiceDenominator | undefined;
  private readonly hit: number;
  private readonly faces: number;

  constructor(
    private readonly count: number,
    die: XcomDie,
  ) {
    // s/S in lowest terms, in doubles (safe integers, S > 0: a die has 2 to 20 faces); the
    // factors and BigInts only when the weights pass 2^53 (`dice`, `big`): most tasks never do
    const g = gcdOfDoubles(die.sides, die.successes);
    const s = die.successes / g;
    const S = die.sides / g;
    this.hit = s;
    this.faces = S;
    this.ofDice = S <= 20 || DiceDenominator.of(S) !== undefined; // every S up to 20 is
    const den = S ** count;
    this.den = den <= Number.MAX_SAFE_INTEGER ? den : Number.POSITIVE_INFINITY;
    this.small = den <= Number.MAX_SAFE_INTEGER ? pascal(count, S - s, s, 0) : null;
  }

  /** The denominator with its factors (the law's caller checked `ofDice`). */
  get dice(): DiceDenominator {
    this.diceDen ??= DiceDenominator.of(this.faces)!.pow(this.count);
    return this.diceDen;
  }

  /** The weights as BigInts. */
  get big(): bigint[] {
    this.bigWeights ??= this.small?.map(BigInt) ?? pascal(this.count, BigInt(this.faces - this.hit), BigInt(this.hit), 0n);
    return this.bigWeights;
  }
}

/** The coefficients of (miss + hit)^n by Pascal's rule: entry k is C(n, k) hit^k miss^(n - k). */
function pascal<T extends number | bigint>(n: number, miss: T, hit: T, zero: T): T[] {
  let row: T[] = [(typeof zero === 'number' ? 1 : 1n) as T];
  for (let i = 0; i < n; i++) {
    const next: T[] = new Array<T>(row.length + 1).fill(zero);
    // k < row.length: entries k and k + 1 of next exist
    for (let k = 0; k < row.length; k++) {
      next[k] = ((next[k] as number) + (row[k] as number) * (miss as number)) as T;
      next[k + 1] = ((next[k + 1] as number) + (row[k] as number) * (hit as number)) as T;
    }
    row = next;
  }
  return row;
}

/**
 * Every way a task started at (`threat`, `hits`, `rolls`) can end, as `rollTask` would end it.
 * Spends one unit of `budget` per live state visited. A task asked again of the same `laws`
 * (same start, dice, need and policy) is answered from what they kept, spending the same units
 * of `budget` as its working did, so that a computation's state count does not depend on it.
 * The list answered is shared: callers read it and never change it.
 */
export function taskOutcomes(
  start: { threat: number; hits: number; rolls: number },
  dice: number,
  need: number,
  laws: SuccessLaws,
  policy: StopPolicy,
  budget: ExactBudget,
): readonly TaskOutcome[] {
  const key = taskKey(start, dice, need, policy);
  const known = laws.tasks.get(key);
  if (known !== undefined) {
    if (known.states > 0) budget.spend(known.states);
    return known.outcomes;
  }
  const before = budget.used;
  const list = new OutcomeList();
  walkTaskOutcomes(start, dice, need, laws, policy, budget, list);
  const outcomes = list.outcomes;
  laws.tasks.set(key, { outcomes, states: budget.used - before });
  return outcomes;
}

/**
 * A task's key in `SuccessLaws.tasks`: its fields in mixed radix when each is within its digit
 * (every task the service's bounds allow), else as text.
 */
function taskKey(start: { threat: number; hits: number; rolls: number }, dice: number, need: number, policy: StopPolicy): number | string {
  const stop = (policy.stopAtThreat ?? -1) + 1;
  const max = (policy.maxRolls ?? -1) + 1;
  const { threat, hits, rolls } = start;
  if (
    threat >= 0 &&
    threat < 256 &&
    hits >= 0 &&
    hits < 32 &&
    rolls >= 0 &&
    rolls < 256 &&
    dice >= 0 &&
    dice < 128 &&
    need >= 0 &&
    need < 32 &&
    stop >= 0 &&
    stop < 32 &&
    max >= 0 &&
    max < 128
  ) {
    return (((((threat * 32 + hits) * 256 + rolls) * 128 + dice) * 32 + need) * 32 + stop) * 128 + max;
  }
  return `${threat},${hits},${rolls},${dice},${need},${policy.stopAtThreat},${policy.maxRolls}`;
}

/**
 * Where a task's outcomes go as its walk finds them (`walkTaskOutcomes`), roll by roll: an outcome
 * of `made` rolls comes after every outcome of fewer, so its denominator is a multiple of theirs.
 * `small`: an integer weight over a safe denominator (both safe integers); `big`: past 2^53.
 */
export interface OutcomeSink {
  small(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: number, den: number): void;
  big(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: bigint, den: DiceDenominator): void;
  /** an outcome of a state that repeats (`repeatingTail`), whose chance is no dice fraction: in any order */
  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void;
  /**
   * Where a sink takes them (`lastLossRoll`): the outcomes of a task's last roll, a certain loss
   * that took the denominator past 2^53 (D, safe, times the roll's m < 2^26), each weight in two
   * doubles, q m + r over D m (0 <= r < m, q <= D); BigInt then is never needed for them.
   */
  lastRoll?(hits: number, rolls: number, made: number, threat: number, lost: boolean, q: number, r: number, m: number, den: number): void;
}

/** The outcomes as a list (`taskOutcomes`), each its own object. */
class OutcomeList implements OutcomeSink {
  readonly outcomes: TaskOutcome[] = [];
  small(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: number, den: number): void {
    this.outcomes.push(new WeightedOutcome(hits, rolls, made, threat, lost, weight, den));
  }
  big(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: bigint, den: DiceDenominator): void {
    this.outcomes.push(new WeightedOutcome(hits, rolls, made, threat, lost, weight, den));
  }
  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void {
    this.outcomes.push({ hits, rolls, made, threat, lost, p });
  }
}

/**
 * Every way a task can end (`taskOutcomes`), given to `sink` as worked out on integer path weights:
 * after `made` rolls a weight is the chance times D_made, the product of each roll's denominator
 * (the dice law's S^dice, and the alien d8's 8 over its common factor with the threat: a loss is
 * threat/8, 2/8 = 1/4, ...), so a roll is a multiplication and a merge an addition, with no
 * greatest common divisor. In doubles while D_made is a safe integer (no weight exceeds it), then
 * on BigInt (`bigTaskOutcomes`). Each outcome's chance is its weight over D_made. Spends one unit
 * of `budget` per live state visited.
 */
export function walkTaskOutcomes(
  start: { threat: number; hits: number; rolls: number },
  dice: number,
  need: number,
  laws: SuccessLaws,
  policy: StopPolicy,
  budget: ExactBudget,
  sink: OutcomeSink,
): void {
  if (start.hits >= need) {
    sink.small(start.hits, start.rolls, 0, start.threat, false, 1, 1);
    return;
  }
  const law = laws.integer(dice);
  // a die's chances are over S^dice, S = sides over its common factor with the successes: the
  // schema's dice (at most 20 faces) have no prime factor past 19, which the weights count
  if (!law.ofDice) throw new RangeError(`an XCOM die of ${laws.die.sides} faces: its chances have a prime factor past 19`);
  // live[h]: weight of being about to decide on a roll with h hits, after `made` rolls, over D;
  // D's factors are the law's denominator to the rolls made and the alien dice's, 2^twos
  let live = new Float64Array(need + 1);
  let next = new Float64Array(need + 1);
  const doneSafe = new Float64Array(need + 1);
  const doneLost = new Float64Array(need + 1);
  live[start.hits] = 1;
  let D = 1;
  let twos = 0;
  const weights = law.small;
  const lawDen = law.den;
  // Reads with `!`: h and after are at most need, below every array's need + 1 entries; k at
  // most dice, below the law's dice + 1.
  // the task's threat and rolls, moved roll by roll as the trials move them (`TaskRun.step`)
  const at = new TaskRun(laws.threatCap).start(start.threat, start.hits, start.rolls);
  for (let steps = 0; weights !== null; steps++) {
    if (at.repeats()) {
      const d = D;
      repeatingTail(sink, { dice, need, laws, policy, budget }, at, (h) => Rational.ofDice(live[h]!, d));
      return;
    }
    const { threat, rolls, made } = at;
    const alien = alienLaw(threat);
    const nextD = D * lawDen * alien.den;
    if (nextD > Number.MAX_SAFE_INTEGER) {
      // a last roll (every roll from threat 8 is a loss: no state lives after it) whose factor
      // m is below 2^26: its weights in two doubles, where the sink takes them
      const m = lawDen * alien.den;
      if (alien.safe === 0 && m < TWO_26 && sink.lastRoll !== undefined) {
        lastLossRoll(sink, live, weights, need, policy, budget, at, D, m);
        return;
      }
      // past 2^53 from here: go on on BigInt
      bigTaskOutcomes(sink, at, dice, need, laws, policy, budget, Array.from(live, BigInt), steps, twos);
      return;
    }
    // a loop, not `fill`: a typed array's `fill` is a call into the engine, dearer than the few
    // entries it clears here (3% of an exact global defence in process)
    for (let h = 0; h <= need; h++) {
      next[h] = 0;
      doneSafe[h] = 0;
      doneLost[h] = 0;
    }
    let any = false;
    for (let h = 0; h < need; h++) {
      const ph = live[h]!;
      if (ph === 0) continue;
      budget.spend();
      if (!mayRoll(policy, threat, rolls)) {
        sink.small(h, rolls, made, threat, false, ph, D);
        continue;
      }
      for (let k = 0; k <= dice; k++) {
        const lk = weights[k]!;
        if (lk === 0) continue;
        const after = placed(h, k, need);
        const pk = ph * lk;
        doneLost[after]! += pk * alien.loss;
        if (after === need) doneSafe[after]! += pk * alien.safe;
        else if (alien.safe !== 0) {
          next[after]! += pk * alien.safe;
          any = true;
        }
      }
    }
    at.step();
    for (let h = 0; h <= need; h++) {
      const lost = doneLost[h]!;
      const safeEnd = doneSafe[h]!;
      if (lost !== 0) sink.small(h, at.rolls, at.made, at.threat, true, lost, nextD);
      if (safeEnd !== 0) sink.small(h, at.rolls, at.made, at.threat, false, safeEnd, nextD);
    }
    if (!any) return;
    const was = live;
    live = next;
    next = was;
    D = nextD;
    twos += alien.twos;
  }
  bigTaskOutcomes(sink, at, dice, need, laws, policy, budget, Array.from(live, BigInt), 0, 0);
}

/**
 * The ends of a task whose state repeats (`TaskRun.repeats`), solved rather than unrolled: from h hits a
 * roll ends the task, moves it to more hits, or leaves it where it was (no success, no loss) with
 * the same chance every time; so the chance of each end from h is that of the rolls that leave
 * h, each over the chance of leaving (a geometric series in closed form), the moves to more hits
 * followed by their own ends (worked out first, from the most hits down). Every roll from threat
 * 1 on can lose, so leaving has a positive chance. `live(h)`: the chance of being at h now.
 */
function repeatingTail(
  sink: OutcomeSink,
  task: { dice: number; need: number; laws: SuccessLaws; policy: StopPolicy; budget: ExactBudget },
  at: { threat: number; rolls: number; made: number },
  live: (h: number) => Rational,
): void {
  const { dice, need, laws, policy, budget } = task;
  const { threat, rolls, made } = at;
  const rolling = mayRoll(policy, threat, rolls);
  // endsFrom[h]: the chance of each end (2 hits + lost) from h hits
  const endsFrom: Array<Map<number, Rational>> = [];
  for (let h = need - 1; h >= 0 && rolling; h--) {
    const ends = new Map<number, Rational>();
    endsFrom[h] = ends;
    const rolled = rollEnds(dice, laws.die, threat, h, need);
    let leave = 0;
    for (const e of rolled) if (e.lost || e.hits !== h) leave += e.weight;
    if (leave === 0) throw new RangeError(`a task at threat ${threat} can never end`);
    const add = (key: number, p: Rational) => ends.set(key, ends.get(key)?.add(p) ?? p);
    for (const e of rolled) {
      if (!e.lost && e.hits === h) continue;
      const p = Rational.of(e.weight, leave);
      if (e.lost || e.hits >= need) add(2 * e.hits + (e.lost ? 1 : 0), p);
      else for (const [key, q] of endsFrom[e.hits]!) add(key, p.mul(q)); // e.hits > h: worked out
    }
  }
  for (let h = 0; h < need; h++) {
    const p = live(h);
    if (p.isZero()) continue;
    budget.spend();
    if (!rolling) {
      sink.rational(h, rolls, made, threat, false, p);
      continue;
    }
    for (const [key, q] of endsFrom[h]!) sink.rational(key >> 1, rolls, made, threat, (key & 1) === 1, p.mul(q));
  }
}

const TWO_26 = 2 ** 26;

/**
 * A task's last roll, a certain loss (threat 8 or more: the alien die's loss weight is 1 over 1),
 * from `live` weights over D (safe) to outcomes over D m (past 2^53), m = the dice law's
 * denominator, below 2^26: each outcome's weight, a sum of terms w k (w a live weight, k a dice
 * law weight, at most m), kept as q m + r. A term is split as w = a m + b, so w k = (a k) m + b k,
 * with a k <= w and b k < m^2 < 2^52: every step an exact double. The sum is at most D m (a
 * chance of at most 1), so q stays at most D. Spends and stops as the walk does.
 */
function lastLossRoll(
  sink: OutcomeSink,
  live: Float64Array,
  weights: readonly number[],
  need: number,
  policy: StopPolicy,
  budget: ExactBudget,
  at: TaskRun,
  D: number,
  m: number,
): void {
  const { threat, rolls, made } = at;
  const q = new Float64Array(need + 1);
  const r = new Float64Array(need + 1);
  // Reads with `!`: h and after at most need, below the arrays' need + 1 entries; k below the law's
  for (let h = 0; h < need; h++) {
    const w = live[h]!;
    if (w === 0) continue;
    budget.spend();
    if (!mayRoll(policy, threat, rolls)) {
      sink.small(h, rolls, made, threat, false, w, D);
      continue;
    }
    // w = a m + b: a double's remainder is exact, and so is the quotient of w - b, a multiple of m
    const b = w % m;
    const a = (w - b) / m;
    for (let k = 0; k < weights.length; k++) {
      const lk = weights[k]!;
      if (lk === 0) continue;
      const after = placed(h, k, need);
      const low = b * lk;
      const rest = low % m;
      let sum = r[after]! + rest;
      let up = a * lk + (low - rest) / m;
      if (sum >= m) {
        sum -= m;
        up += 1;
      }
      r[after] = sum;
      q[after]! += up;
    }
  }
  at.step();
  for (let h = 0; h <= need; h++) {
    if (q[h] !== 0 || r[h] !== 0) sink.lastRoll!(h, at.rolls, at.made, at.threat, true, q[h]!, r[h]!, m, D); // checked by the caller
  }
}

/**
 * `walkTaskOutcomes` on BigInt from `made` rolls on, with `live` weights over D_made (the law's
 * denominator to `made` times 2^twos); its outcomes go to `sink`, each with its weight over its
 * denominator.
 */
function bigTaskOutcomes(
  sink: OutcomeSink,
  at: TaskRun,
  dice: number,
  need: number,
  laws: SuccessLaws,
  policy: StopPolicy,
  budget: ExactBudget,
  live: bigint[],
  from: number,
  twos: number,
): void {
  const law = laws.integer(dice);
  const lawDice = law.dice; // the caller checked the law's denominator is of dice
  // the denominator after `from` rolls, with its factors (one value worked out a roll)
  let den = lawDice.pow(from).times(TWO.pow(twos));
  const weights = law.big;
  // Reads with `!`: as in walkTaskOutcomes
  for (;;) {
    if (at.repeats()) {
      const d = den;
      const w = live;
      repeatingTail(sink, { dice, need, laws, policy, budget }, at, (h) => Rational.over(w[h]!, d).reduced());
      return;
    }
    const { threat, rolls, made } = at;
    const alien = alienLaw(threat);
    const loss = BigInt(alien.loss);
    const safe = BigInt(alien.safe);
    const next: bigint[] = new Array<bigint>(need + 1).fill(0n);
    const doneSafe: bigint[] = new Array<bigint>(need + 1).fill(0n);
    const doneLost: bigint[] = new Array<bigint>(need + 1).fill(0n);
    let any = false;
    for (let h = 0; h < need; h++) {
      const ph = live[h]!;
      if (ph === 0n) continue;
      budget.spend();
      if (!mayRoll(policy, threat, rolls)) {
        sink.big(h, rolls, made, threat, false, ph, den);
        continue;
      }
      for (let k = 0; k < weights.length; k++) {
        const lk = weights[k]!;
        if (lk === 0n) continue;
        const after = placed(h, k, need);
        const pk = ph * lk;
        doneLost[after]! += pk * loss;
        if (after === need) doneSafe[after]! += pk * safe;
        else if (safe !== 0n) {
          next[after]! += pk * safe;
          any = true;
        }
      }
    }
    const nextDen = den.times(lawDice).times(TWO.pow(alien.twos));
    at.step();
    for (let h = 0; h <= need; h++) {
      const lost = doneLost[h]!;
      const safeEnd = doneSafe[h]!;
      if (lost !== 0n) sink.big(h, at.rolls, at.made, at.threat, true, lost, nextDen);
      if (safeEnd !== 0n) sink.big(h, at.rolls, at.made, at.threat, false, safeEnd, nextDen);
    }
    if (!any) return;
    live = next;
    den = nextDen;
  }
}

/**
 * The alien die at `threat` (a loss is a face <= threat: threat/8, none below 0, all from 8):
 * the loss and safe weights over the denominator in lowest terms, den = 8 / gcd(threat, 8), a
 * power of 2 (`twos` its exponent).
 */
function alienLaw(threat: number): { loss: number; safe: number; den: number; twos: number } {
  return itemAt(ALIEN_LAWS, Math.min(Math.max(threat, 0), ALIEN_DIE_SIDES));
}

const ALIEN_LAWS = Array.from({ length: ALIEN_DIE_SIDES + 1 }, (_, t) => {
  const g = gcdOfDoubles(t, ALIEN_DIE_SIDES);
  return { loss: t / g, safe: (ALIEN_DIE_SIDES - t) / g, den: ALIEN_DIE_SIDES / g, twos: Math.log2(ALIEN_DIE_SIDES / g) };
});

/** The alien d8's denominators in lowest terms are powers of 2. */
const TWO = DiceDenominator.of(2)!;

/** One way a roll can end for its task: the markers after it (at most `need`), a loss or not, its weight. */
export interface RollEnd {
  hits: number;
  lost: boolean;
  weight: number;
}

/**
 * The ends of one roll of `dice` dice at `threat` on a task holding `hits` of `need` markers, as
 * the rule reads them (docs/rules.md, "A task roll"): successes are placed (surplus wasted,
 * so every count from `need - hits` up is one end), a loss is the alien die <= threat, and the
 * successes of a losing roll still count. Integer weights from `rollWeights`, merged by end.
 */
export function rollEnds(dice: number, die: XcomDie, threat: number, hits: number, need: number): RollEnd[] {
  const w = rollWeights(dice, die, threat);
  const ends: RollEnd[] = [];
  for (const lost of [false, true]) {
    const byHits = new Map<number, number>();
    for (let k = 0; k <= dice; k++) {
      const after = placed(hits, k, need);
      byHits.set(after, (byHits.get(after) ?? 0) + w[rollCategory(k, lost)]!);
    }
    for (const [h, weight] of byHits) if (weight > 0) ends.push({ hits: h, lost, weight });
  }
  return ends;
}

/**
 * `rollEnds` for one die, each end list made once per dice, threat, markers and need: a decision
 * problem's states roll the same few ways many times (other soldiers alive, other tasks or cards
 * done). From threat 8 on every roll is a loss: one law for all of them.
 */
export function rollEndsMemo(die: XcomDie): (dice: number, threat: number, hits: number, need: number) => RollEnd[] {
  const memo = new Map<number, RollEnd[]>();
  return (dice, threat, hits, need) => {
    const t = Math.min(threat, ALIEN_DIE_SIDES);
    const key = ((dice * 256 + t) * 256 + hits) * 256 + need;
    let ends = memo.get(key);
    if (ends === undefined) {
      ends = rollEnds(dice, die, t, hits, need);
      memo.set(key, ends);
    }
    return ends;
  };
}
