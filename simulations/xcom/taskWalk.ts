/**
 * Every way an XCOM task can end, enumerated exactly (docs/rules.md, "A task roll"): the roll's
 * effect (`TaskRun.roll`, taskMove.ts: `placed` and `taskOver`) applied to every joint outcome of
 * every roll, from the live states' weights to the next ones and the ends. One driver
 * (`walkTaskOutcomes`) decides what each outcome does; the weights are kept by an arithmetic
 * (`Weights`): doubles while exact, two doubles for a last roll past 2^53, BigInt past it. A
 * state that repeats below a threat cap is solved (`repeatingTail`), not unrolled.
 */
import type { ExactBudget } from '../core/kernel.js';
import { itemAt } from '../core/itemAt.js';
import { DiceDenominator, Rational, gcdOfDoubles } from '../core/rational.js';
import { BIGINTS, type Count, Denominator, zeroWeights } from '../core/weight.js';
import { ALIEN_DIE_SIDES, lossFaces } from './dice.js';
import { mayRoll, type StopPolicy } from './policy.js';
import type { IntegerLaw, SuccessLaws } from './successLaws.js';
import { TaskRun, placed, rollEnds, taskOver } from './taskMove.js';

/**
 * Where a task's outcomes go as its walk finds them (`walkTaskOutcomes`), roll by roll: an outcome
 * of `made` rolls comes after every outcome of fewer, so its denominator is a multiple of theirs.
 */
export interface OutcomeSink {
  /**
   * an outcome of `weight` paths over `den`: both safe integers while the walk is in doubles, a
   * BigInt over a `Denominator` past 2^53 (its factors are made only there: a roll in doubles
   * would cost more for them)
   */
  outcome(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: Count, den: number | Denominator): void;
  /** an outcome of a state that repeats (`repeatingTail`), whose chance is no dice fraction: in any order */
  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void;
  /**
   * Where a sink takes them (`LastRollWeights`): the outcomes of a task's last roll, a certain loss
   * that took the denominator past 2^53 (D, safe, times the roll's m < 2^26), each weight in two
   * doubles, q m + r over D m (0 <= r < m, q <= D); BigInt then is never needed for them.
   */
  lastRoll?(hits: number, rolls: number, made: number, threat: number, lost: boolean, q: number, r: number, m: number, den: number): void;
}

/** A task whose endings are asked for: where it starts, its dice and need, and the budget it spends. */
export interface ExactTask {
  start: { threat: number; hits: number; rolls: number };
  dice: number;
  need: number;
  laws: SuccessLaws;
  policy: StopPolicy;
  budget: ExactBudget;
}

/**
 * Every way a task can end (`taskOutcomes`), given to `sink` as worked out on integer path weights:
 * after `made` rolls a weight is the chance times D_made, the product of each roll's denominator
 * (the dice law's S^dice, and the alien d8's 8 over its common factor with the threat: a loss is
 * threat/8, 2/8 = 1/4, ...), so a roll is a multiplication and a merge an addition, with no
 * greatest common divisor. Each outcome's chance is its weight over D_made. Spends one unit of
 * `budget` per live state visited.
 */
export function walkTaskOutcomes(task: ExactTask, sink: OutcomeSink): void {
  const { start, dice, need, laws, policy, budget } = task;
  if (start.hits >= need) {
    sink.outcome(start.hits, start.rolls, 0, start.threat, false, 1, 1);
    return;
  }
  const law = laws.integer(dice);
  // a die's chances are over S^dice, S = sides over its common factor with the successes: the
  // schema's dice (at most 20 faces) have no prime factor past 19, which the weights count
  if (!law.ofDice) throw new RangeError(`an XCOM die of ${laws.die.sides} faces: its chances have a prime factor past 19`);
  // the task's threat and rolls, moved roll by roll as the trials move them
  const at = new TaskRun(laws.threatCap).start(start.threat, start.hits, start.rolls);
  let weights: Weights = new DoubleWeights(law, rollTargets(dice, need), need, start.hits);
  for (;;) {
    if (at.repeats()) {
      const held = weights;
      repeatingTail(sink, task, at, (h) => held.chance(h));
      return;
    }
    const alien = alienLaw(at.threat);
    weights = weights.fit(alien, sink);
    const rolling = mayRoll(policy, at.threat, at.rolls);
    for (let h = 0; h < need; h++) {
      if (!weights.holds(h)) continue;
      budget.spend();
      if (!rolling) weights.stop(h, sink, at);
    }
    if (!rolling) return;
    at.step();
    if (!weights.roll(alien, dice, need, sink, at)) return;
  }
}

/** The alien d8 at a threat: loss and safe weights over `den` in lowest terms, den = 2^twos. */
interface AlienLaw {
  loss: number;
  safe: number;
  den: number;
  twos: number;
}

/** Where a task's end is given to a sink: the state after its last roll. */
type EndState = Pick<TaskRun, 'rolls' | 'made' | 'threat'>;

/**
 * A walk's weights in one arithmetic: the live states' by hits, over the denominator of the rolls
 * made, and the next roll's: the next live states' and the ends (by 2 hits + lost).
 */
interface Weights {
  /** whether the state of h hits lives */
  holds(h: number): boolean;
  /** these weights, or the same in an arithmetic that keeps the roll at `alien` exact */
  fit(alien: AlienLaw, sink: OutcomeSink): Weights;
  /**
   * a roll of `dice` at `alien` made from every live state, each joint outcome moving it as
   * `TaskRun.roll` does (`rollTargets`): its ends given to `sink` at `at`, the state after it,
   * and its next states made the live ones; whether any lives
   */
  roll(alien: AlienLaw, dice: number, need: number, sink: OutcomeSink, at: EndState): boolean;
  /** the live state of h hits stops (the policy rolls no more) */
  stop(h: number, sink: OutcomeSink, at: EndState): void;
  /** the chance of the live state of h hits */
  chance(h: number): Rational;
}

/**
 * Where a roll's joint outcome takes a live state, as `TaskRun.roll` moves it, worked out once a
 * shape (dice, need) so that a walk's rolls read a table: for h hits, k successes and a loss or
 * not, entry (h (dice + 1) + k) 2 + lost is the hits of the live state it leads to, or
 * need + 2 hits + lost for an end (`taskOver`).
 */
function rollTargets(dice: number, need: number): readonly number[] {
  const key = dice * 4096 + need;
  let to = targetsByShape.get(key);
  if (to !== undefined) return to;
  to = [];
  const run = new TaskRun();
  for (let h = 0; h < need; h++)
    for (let k = 0; k <= dice; k++)
      for (let lost = 0; lost < 2; lost++) {
        run.start(0, h).roll(k, lost === 1, need);
        to.push(taskOver(run.hits, run.lost, need) ? need + 2 * run.hits + lost : run.hits);
      }
  // shared by every request; forgotten past a bound
  if (targetsByShape.size >= 1024) targetsByShape.clear();
  targetsByShape.set(key, to);
  return to;
}

const targetsByShape = new Map<number, number[]>();

/** Weights as safe integers in doubles. */
class DoubleWeights implements Weights {
  /**
   * the live states' weights by hits, then a roll's ends (`rollTargets`); plain arrays, not typed
   * ones: see `SlotSums.sum` (taskSlotSums.ts)
   */
  private live: number[];
  private next: number[];
  /** the denominator of the rolls made, their count and the alien dice's factors of 2 in it */
  private den = 1;
  private rolls = 0;
  private twos = 0;
  /** the dice law's weights (none past 2^53: `fit` goes on on BigInt) */
  private readonly weights: readonly number[];

  constructor(
    private readonly law: IntegerLaw,
    private readonly to: readonly number[],
    need: number,
    hits: number,
  ) {
    this.weights = law.small ?? [];
    this.live = new Array<number>(3 * need + 2).fill(0);
    this.next = new Array<number>(3 * need + 2).fill(0);
    this.live[hits] = 1;
  }
  holds(h: number): boolean {
    return this.live[h] !== 0;
  }

  fit(alien: AlienLaw, sink: OutcomeSink): Weights {
    const m = this.law.den * alien.den;
    if (this.law.small !== null && this.den * m <= Number.MAX_SAFE_INTEGER) return this;
    // a last roll (every roll from threat 8 is a loss: no state lives after it) whose factor m
    // is below 2^26: its weights in two doubles, where the sink takes them
    if (this.law.small !== null && alien.safe === 0 && m < TWO_26 && sink.lastRoll !== undefined)
      return new LastRollWeights(this.live, this.law.small, this.den, m);
    const den = this.law.dice.pow(this.rolls).times(TWO.pow(this.twos)); // the caller checked `ofDice`
    return new BigWeights(this.law, this.to, Array.from(this.live, BigInt), Denominator.ofDice(den));
  }

  // Reads with `!`: h below need and k at most the dice, so the table's entries are in range, and
  // so are its targets, below the arrays' 3 need + 2 entries; the law has dice + 1 weights.
  roll(alien: AlienLaw, dice: number, need: number, sink: OutcomeSink, at: EndState): boolean {
    const { live, next, to, weights } = this;
    const { loss, safe } = alien;
    // a loop, not `fill`: `fill` is a call into the engine, dearer than the few entries it clears
    // here (3% of an exact global defence in process, measured on typed arrays)
    for (let i = 0; i < next.length; i++) next[i] = 0;
    for (let h = 0; h < need; h++) {
      const ph = live[h]!;
      if (ph === 0) continue;
      for (let k = 0; k <= dice; k++) {
        const pk = ph * weights[k]!;
        const t = (h * (dice + 1) + k) * 2;
        next[to[t]!]! += pk * safe;
        next[to[t + 1]!]! += pk * loss;
      }
    }
    const den = this.den * this.law.den * alien.den;
    let any = false;
    for (let h = 0; h <= need; h++) {
      const lost = next[need + 2 * h + 1]!;
      const safeEnd = next[need + 2 * h]!;
      if (lost !== 0) sink.outcome(h, at.rolls, at.made, at.threat, true, lost, den);
      if (safeEnd !== 0) sink.outcome(h, at.rolls, at.made, at.threat, false, safeEnd, den);
      if (h < need && next[h] !== 0) any = true;
    }
    this.live = next;
    this.next = live;
    this.den = den;
    this.rolls++;
    this.twos += alien.twos;
    return any;
  }

  stop(h: number, sink: OutcomeSink, at: EndState): void {
    sink.outcome(h, at.rolls, at.made, at.threat, false, this.live[h]!, this.den);
  }

  chance(h: number): Rational {
    return Rational.ofDice(this.live[h]!, this.den);
  }
}

/** Weights on BigInt, over a denominator with its factors. */
class BigWeights implements Weights {
  private readonly weights: bigint[];

  constructor(
    private readonly law: IntegerLaw,
    private readonly to: readonly number[],
    private live: bigint[],
    private den: Denominator,
  ) {
    this.weights = law.big;
  }

  holds(h: number): boolean {
    return this.live[h] !== 0n;
  }

  fit(): Weights {
    return this;
  }

  // Reads with `!`: as in DoubleWeights
  roll(alien: AlienLaw, dice: number, need: number, sink: OutcomeSink, at: EndState): boolean {
    const { live, to, weights } = this;
    const loss = BigInt(alien.loss);
    const safe = BigInt(alien.safe);
    const next = zeroWeights(BIGINTS, live.length);
    for (let h = 0; h < need; h++) {
      const ph = live[h]!;
      if (ph === 0n) continue;
      for (let k = 0; k <= dice; k++) {
        const pk = ph * weights[k]!;
        const t = (h * (dice + 1) + k) * 2;
        // a BigInt operation allocates: none for a side of the alien die that has no faces
        if (safe !== 0n) next[to[t]!]! += pk * safe;
        if (loss !== 0n) next[to[t + 1]!]! += pk * loss;
      }
    }
    this.den = this.den.times(Denominator.ofDice(this.law.dice.times(TWO.pow(alien.twos))));
    let any = false;
    for (let h = 0; h <= need; h++) {
      const lost = next[need + 2 * h + 1]!;
      const safeEnd = next[need + 2 * h]!;
      if (lost !== 0n) sink.outcome(h, at.rolls, at.made, at.threat, true, lost, this.den);
      if (safeEnd !== 0n) sink.outcome(h, at.rolls, at.made, at.threat, false, safeEnd, this.den);
      if (h < need && next[h] !== 0n) any = true;
    }
    this.live = next;
    return any;
  }

  stop(h: number, sink: OutcomeSink, at: EndState): void {
    sink.outcome(h, at.rolls, at.made, at.threat, false, this.live[h]!, this.den);
  }

  chance(h: number): Rational {
    return this.den.chance(this.live[h]!).reduced();
  }
}

const TWO_26 = 2 ** 26;

/**
 * A task's last roll, a certain loss (threat 8 or more: the alien die's loss weight is 1 over 1),
 * from `live` weights over D (safe) to outcomes over D m (past 2^53), m = the dice law's
 * denominator, below 2^26: each outcome's weight, a sum of terms w k (w a live weight, k a dice
 * law weight, at most m), kept as q m + r. A term is split as w = a m + b, so w k = (a k) m + b k,
 * with a k <= w and b k < m^2 < 2^52: every step an exact double. The sum is at most D m (a
 * chance of at most 1), so q stays at most D. Given to the sink's `lastRoll`.
 */
class LastRollWeights implements Weights {
  private readonly q: number[];
  private readonly r: number[];

  constructor(
    private readonly live: readonly number[],
    private readonly weights: readonly number[],
    private readonly den: number,
    private readonly m: number,
  ) {
    this.q = new Array<number>(live.length).fill(0);
    this.r = new Array<number>(live.length).fill(0);
  }

  holds(h: number): boolean {
    return this.live[h] !== 0;
  }

  fit(): Weights {
    return this;
  }

  // Reads with `!`: as in DoubleWeights. Every weight is a loss's, and a loss ends the task
  // (`taskOver`): no state lives after the roll.
  roll(_alien: AlienLaw, dice: number, need: number, sink: OutcomeSink, at: EndState): boolean {
    const { live, weights, q, r, m } = this;
    for (let h = 0; h < need; h++) {
      const w = live[h]!;
      if (w === 0) continue;
      // w = a m + b: a double's remainder is exact, and so is the quotient of w - b, a multiple of m
      const b = w % m;
      const a = (w - b) / m;
      for (let k = 0; k <= dice; k++) {
        const after = placed(h, k, need);
        const low = b * weights[k]!;
        const rest = low % m;
        let sum = r[after]! + rest;
        let up = a * weights[k]! + (low - rest) / m;
        if (sum >= m) {
          sum -= m;
          up += 1;
        }
        r[after] = sum;
        q[after]! += up;
      }
    }
    for (let h = 0; h < q.length; h++) {
      // `fit` made these weights only for a sink with `lastRoll`
      if (q[h] !== 0 || r[h] !== 0) sink.lastRoll!(h, at.rolls, at.made, at.threat, true, q[h]!, r[h]!, m, this.den);
    }
    return false;
  }

  stop(h: number, sink: OutcomeSink, at: EndState): void {
    sink.outcome(h, at.rolls, at.made, at.threat, false, this.live[h]!, this.den);
  }

  chance(h: number): Rational {
    return Rational.ofDice(this.live[h]!, this.den);
  }
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
  task: ExactTask,
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
      if (taskOver(e.hits, e.lost, need)) add(2 * e.hits + (e.lost ? 1 : 0), p);
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

/**
 * The alien die at `threat` (a loss is a face <= threat: threat/8, none below 0, all from 8):
 * the loss and safe weights over the denominator in lowest terms, den = 8 / gcd(threat, 8), a
 * power of 2 (`twos` its exponent).
 */
function alienLaw(threat: number): AlienLaw {
  return itemAt(ALIEN_LAWS, lossFaces(threat));
}

const ALIEN_LAWS = Array.from({ length: ALIEN_DIE_SIDES + 1 }, (_, t) => {
  const g = gcdOfDoubles(t, ALIEN_DIE_SIDES);
  return { loss: t / g, safe: (ALIEN_DIE_SIDES - t) / g, den: ALIEN_DIE_SIDES / g, twos: Math.log2(ALIEN_DIE_SIDES / g) };
});

/** The alien d8's denominators in lowest terms are powers of 2. */
const TWO = DiceDenominator.of(2)!;
