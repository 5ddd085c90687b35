/** The exact success laws of the XCOM dice as integer weights, for the exact walks (taskWalk.ts). */
import { DiceDenominator, gcdOfDoubles } from '../core/rational.js';
import { BIGINTS, DOUBLES } from '../core/weight.js';
import { NO_THREAT_CAP, successWeights, type XcomDie } from './dice.js';
import type { TaskOutcome } from './taskOutcomes.js';

/**
 * Exact success laws by dice count, built once per die, and the task outcomes worked out with
 * them: a phase's dynamic programme asks for the same task from many states.
 */
export class SuccessLaws {
  /** @param threatCap where the threat stops rising (`threatAfter`) */
  constructor(
    readonly die: XcomDie,
    readonly threatCap = NO_THREAT_CAP,
  ) {}

  /** The outcomes of a task by its key (see `taskOutcomes`), with the states its working visited. */
  readonly tasks = new Map<number | string, { outcomes: readonly TaskOutcome[]; states: number }>();

  /** The law of `dice` dice as integer weights over its denominator (`IntegerLaw`). */
  integer(dice: number): IntegerLaw {
    this.integers[dice] ??= new IntegerLaw(dice, this.die);
    return this.integers[dice];
  }

  private readonly integers: IntegerLaw[] = [];
}

/**
 * The successes of `dice` dice as integer weights (`successWeights`) over S^dice, s/S the die's
 * chance of a success in lowest terms: in doubles when S^dice is safe, as BigInts when asked for.
 */
export class IntegerLaw {
  /** the weights as doubles, or null when the denominator is past 2^53 */
  readonly small: number[] | null;
  /** the denominator as a double (Infinity past 2^53) */
  readonly den: number;
  /** whether the denominator is of dice primes only (2 ... 19: always, for at most 20 faces) */
  readonly ofDice: boolean;
  private bigLaw: { weights: bigint[]; den: bigint } | undefined;
  private readonly faces: number;

  constructor(
    private readonly count: number,
    private readonly die: XcomDie,
  ) {
    // s/S in lowest terms, in doubles (safe integers, S > 0: a die has 2 to 20 faces); BigInts
    // only when the weights pass 2^53 (`big`): most tasks never do
    const g = gcdOfDoubles(die.sides, die.successes);
    const S = die.sides / g;
    this.faces = S;
    this.ofDice = S <= 20 || DiceDenominator.of(S) !== undefined; // every S up to 20 is
    const den = S ** count;
    this.den = den <= Number.MAX_SAFE_INTEGER ? den : Number.POSITIVE_INFINITY;
    this.small = den <= Number.MAX_SAFE_INTEGER ? successWeights(count, die, DOUBLES) : null;
  }

  /** The weights and the denominator as BigInts. */
  get big(): { weights: bigint[]; den: bigint } {
    this.bigLaw ??= {
      weights: this.small?.map(BigInt) ?? successWeights(this.count, this.die, BIGINTS),
      den: BigInt(this.faces) ** BigInt(this.count),
    };
    return this.bigLaw;
  }
}
