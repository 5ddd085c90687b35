/**
 * Every way an XCOM task can end, with its exact chance (docs/rules.md, "A task roll"): the
 * endings the walk (taskWalk.ts) finds, as a list that the phases' exact computations read, kept
 * by task in the `SuccessLaws` that worked them out.
 */
import type { ExactBudget } from '../core/kernel.js';
import { DiceDenominator, Rational } from '../core/rational.js';
import type { Count } from '../core/weight.js';
import type { StopPolicy } from './policy.js';
import type { SuccessLaws } from './successLaws.js';
import { walkTaskOutcomes, type OutcomeSink } from './taskWalk.js';

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
  /** the chance as an integer weight over `den`, a divisor of its rolls' denominators, below 2^53 */
  readonly weight?: number;
  readonly den?: number;
  /** the chance as an integer weight over a dice denominator past 2^53 (the walk on BigInt) */
  readonly big?: { readonly weight: bigint; readonly den: DiceDenominator };
}

/** A task outcome worked out on integer weights, its chance a `Rational` only when read. */
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
    count: Count,
    over: number | DiceDenominator,
  ) {
    this.weight = typeof count === 'number' ? count : undefined;
    this.den = typeof over === 'number' ? over : undefined;
    this.big = typeof count === 'bigint' && typeof over === 'object' ? { weight: count, den: over } : undefined;
  }

  get p(): Rational {
    this.chance ??= this.big === undefined ? Rational.of(this.weight!, this.den!) : Rational.over(this.big.weight, this.big.den).reduced();
    return this.chance;
  }
}

/**
 * Every way a task started at (`threat`, `hits`, `rolls`) can end, as the trials would end it.
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
  walkTaskOutcomes({ start, dice, need, laws, policy, budget }, list);
  const outcomes = list.outcomes;
  laws.tasks.set(key, { outcomes, states: budget.used - before });
  return outcomes;
}

/**
 * A task's key in `SuccessLaws.tasks`: its fields in mixed radix when each is within its digit
 * (every task the service's bounds allow), else as text.
 */
function taskKey(start: { threat: number; hits: number; rolls: number }, dice: number, need: number, policy: StopPolicy): number | string {
  const fields = [start.threat, start.hits, start.rolls, dice, need, (policy.stopAtThreat ?? -1) + 1, (policy.maxRolls ?? -1) + 1];
  let key = 0;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!; // i < fields, of which `KEY_RADIX` has one entry each
    if (!(f >= 0 && f < KEY_RADIX[i]!)) return fields.join(',');
    key = key * KEY_RADIX[i]! + f;
  }
  return key;
}

/** The digits of `taskKey`: threat, hits, rolls, dice, need, stopAtThreat + 1, maxRolls + 1 (2^52 in all). */
const KEY_RADIX = [256, 32, 256, 128, 32, 32, 128];

/** The outcomes as a list (`taskOutcomes`), each its own object. */
class OutcomeList implements OutcomeSink {
  readonly outcomes: TaskOutcome[] = [];
  /** the last denominator past 2^53 with its factors (the walk's are of dice): a roll's outcomes share it */
  private dice: DiceDenominator | undefined;
  outcome(hits: number, rolls: number, made: number, threat: number, lost: boolean, weight: Count, den: Count): void {
    if (typeof den === 'bigint' && this.dice?.value !== den) this.dice = DiceDenominator.of(den);
    this.outcomes.push(new WeightedOutcome(hits, rolls, made, threat, lost, weight, typeof den === 'number' ? den : this.dice!));
  }
  rational(hits: number, rolls: number, made: number, threat: number, lost: boolean, p: Rational): void {
    this.outcomes.push({ hits, rolls, made, threat, lost, p });
  }
}
