/**
 * Every way an XCOM task can end, enumerated exactly (docs/rules.md, "A task roll"): the roll's
 * effect (`TaskRun.roll`, taskMove.ts: `placed` and `taskOver`) applied to every joint outcome of
 * every roll, from the live states' weights to the next ones and the ends. One driver
 * (`walkTaskOutcomes`) decides what each outcome does; the weights are kept in core's arithmetic
 * (`Weights`): doubles while exact, BigInt past 2^53. A state that repeats below a threat cap is
 * solved (`repeatingTail`), not unrolled.
 */
import type { ExactBudget } from '../core/kernel.js';
import { itemAt } from '../core/itemAt.js';
import { Rational, gcdOfDoubles } from '../core/rational.js';
import { BIGINTS, type Count, DOUBLES, Denominator, type Weights } from '../core/weight.js';
import { ALIEN_DIE_SIDES, lossFaces } from './dice.js';
import { mayRoll, type StopPolicy } from './policy.js';
import type { IntegerLaw, SuccessLaws } from './successLaws.js';
import { TaskRun, rollEnds, taskOver } from './taskMove.js';

/**
 * Where a task's outcomes go as its walk finds them (`walkTaskOutcomes`), roll by roll: an outcome
 * of `made` rolls comes after every outcome of fewer, its denominator a multiple of theirs but for
 * the last roll's (`LiveWeights.fit`), and a divisor of the product of its rolls' denominators.
 */
export interface OutcomeSink {
  /** an outcome of `weight` paths over `den`: both safe integers while the walk is in doubles, both BigInts past 2^53 */
  outcome(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: Count, den: Count): void;
  /** an outcome of a state that repeats (`repeatingTail`), whose chance is no dice fraction: in any order */
  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void;
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
 * Every way a task can end (`taskOutcomes`), given to `sink` on integer path weights: after `made`
 * rolls a weight is the chance times D_made, the product of each roll's denominator (the dice
 * law's S^dice, the alien d8's 8 over its common factor with the threat). Spends one unit of
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
  const live = new Array<Count>(3 * need + 2).fill(0);
  live[start.hits] = 1;
  let weights = new LiveWeights(DOUBLES as Weights<Count>, law, rollTargets(dice, need), live, 1);
  for (;;) {
    if (at.repeats()) {
      const held = weights;
      repeatingTail(sink, task, at, (h) => held.chance(h));
      return;
    }
    const alien = itemAt(ALIEN_LAWS, lossFaces(at.threat));
    weights = weights.fit(alien, need);
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

/** The alien d8 at a threat: loss and safe weights over `den` in lowest terms. */
type AlienLaw = (typeof ALIEN_LAWS)[number];

/** Where a task's end is given to a sink: the state after its last roll. */
type EndState = Pick<TaskRun, 'rolls' | 'made' | 'threat'>;

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

/**
 * A walk's weights, in one arithmetic `a` (core/weight.ts): the live states' by hits, then a
 * roll's ends (by need + 2 hits + lost, `rollTargets`), over `den`, the rolls' denominators'
 * product over the common factors taken out of the live weights (`fit`).
 */
class LiveWeights {
  private next: Count[];
  /** the dice law's weights in `a` */
  private readonly weights: readonly Count[];

  constructor(
    readonly a: Weights<Count>,
    private readonly law: IntegerLaw,
    private readonly to: readonly number[],
    private live: Count[],
    private den: Count,
  ) {
    this.weights = a === DOUBLES ? law.small! : law.big.weights; // doubles only while the law's are safe (`fit`)
    // an array made in one place holds one kind of weight: one holding BigInts would have V8 make
    // every later array there for any value, and the doubles in it slower
    this.next = a === DOUBLES ? new Array<number>(live.length).fill(0) : new Array<bigint>(live.length).fill(0n);
  }

  holds(h: number): boolean {
    return !this.a.isZero(this.live[h]!);
  }

  /**
   * These weights, kept in doubles for the roll at `alien` while its denominator is safe, else on
   * BigInt. A last roll (a certain loss, from threat 8) is made over the live weights' common
   * factor with the denominator taken out, if that keeps it safe: they share the alien dice's twos
   * and the misses' faces, and a task of 3 dice from threat 1 stays in doubles so. Only there: the
   * outcomes of later rolls would not be over multiples of the earlier ones' denominators.
   */
  fit(alien: AlienLaw, need: number): LiveWeights {
    const { a, law, live } = this;
    if (a !== DOUBLES) return this;
    const m = law.den * alien.den;
    const den = this.den as number;
    if (law.small !== null && den * m <= Number.MAX_SAFE_INTEGER) return this;
    if (law.small !== null && alien.safe === 0) {
      let g = den;
      for (let h = 0; h < need; h++) if (live[h] !== 0) g = gcdOfDoubles(live[h] as number, g);
      if ((den / g) * m <= Number.MAX_SAFE_INTEGER) {
        for (let h = 0; h < need; h++) live[h] = (live[h] as number) / g;
        this.den = den / g;
        return this;
      }
    }
    return new LiveWeights(BIGINTS as Weights<Count>, law, this.to, live.map(BigInt), BigInt(den));
  }

  /**
   * A roll of `dice` at `alien` made from every live state (`rollTargets`): its ends given to
   * `sink` at `at`, the state after it, its next states made the live ones; whether any lives.
   * Reads with `!`: h below need and k at most the dice, so every index is in range.
   */
  roll(alien: AlienLaw, dice: number, need: number, sink: OutcomeSink, at: EndState): boolean {
    const { a, live, next, to, weights } = this;
    const loss = a.of(alien.loss);
    const safe = a.of(alien.safe);
    // a loop, not `fill`: `fill` is a call into the engine, dearer than the few entries it clears
    for (let i = 0; i < next.length; i++) next[i] = a.zero;
    for (let h = 0; h < need; h++) {
      const ph = live[h]!;
      if (a.isZero(ph)) continue;
      for (let k = 0; k <= dice; k++) {
        const pk = a.mul(ph, weights[k]!);
        const t = (h * (dice + 1) + k) * 2;
        // a BigInt operation allocates: none for a side of the alien die that has no faces
        if (alien.safe !== 0) next[to[t]!] = a.add(next[to[t]!]!, a.mul(pk, safe));
        if (alien.loss !== 0) next[to[t + 1]!] = a.add(next[to[t + 1]!]!, a.mul(pk, loss));
      }
    }
    const den = a.mul(this.den, a === DOUBLES ? this.law.den * alien.den : this.law.big.den * BigInt(alien.den));
    let any = false;
    for (let h = 0; h <= need; h++) {
      const lost = next[need + 2 * h + 1]!;
      const safeEnd = next[need + 2 * h]!;
      if (!a.isZero(lost)) sink.outcome(h, at.rolls, at.made, at.threat, true, lost, den);
      if (!a.isZero(safeEnd)) sink.outcome(h, at.rolls, at.made, at.threat, false, safeEnd, den);
      if (h < need && !a.isZero(next[h]!)) any = true;
    }
    this.den = den;
    this.live = next;
    this.next = live;
    return any;
  }

  /** the live state of h hits stops (the policy rolls no more) */
  stop(h: number, sink: OutcomeSink, at: EndState): void {
    sink.outcome(h, at.rolls, at.made, at.threat, false, this.live[h]!, this.den);
  }

  /** the chance of the live state of h hits */
  chance(h: number): Rational {
    return Denominator.of(BigInt(this.den)).chance(this.live[h]!).reduced();
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

/** The alien die by its loss faces (`lossFaces`): loss and safe weights over 8 / gcd(threat, 8). */
const ALIEN_LAWS = Array.from({ length: ALIEN_DIE_SIDES + 1 }, (_, t) => {
  const g = gcdOfDoubles(t, ALIEN_DIE_SIDES);
  return { loss: t / g, safe: (ALIEN_DIE_SIDES - t) / g, den: ALIEN_DIE_SIDES / g };
});
