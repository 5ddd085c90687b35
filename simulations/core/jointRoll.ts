/**
 * A roll of several dice drawn as one outcome: the exact law of what the roll means to a rule
 * (an "outcome category", such as "2 successes and a loss"), built once, then sampled from ONE
 * 32-bit word of the generator per roll instead of one draw per die.
 *
 * Category c has integer weight `weights[c]`, proportional to the face tuples of `dice` that the
 * rule reads as c (in lowest terms, so that larger rolls still fit one word). Every outcome owns
 * q = floor(2^32 / total) consecutive words; a word at or above limit = q * total is redrawn, so
 * the law stays exact with no division per roll, only comparisons with the bounds q * cum[c]. A
 * guide table (Chen & Asau's indexed search) gives, per bucket of words, the first category the
 * bucket can fall in, where a forward search starts: it cannot change the law.
 *
 * Loaded dice (scripted faces in tests) roll each die of `dice` in order and ask `classify` for
 * the category of the faces, so a rule-branch test still reads as dice.
 */
import { gcdOfDoubles } from './rational.js';

/** A die whose faces `from`..`to` are equally likely (an XCOM d6 is 1..6, a face index 0..5). */
export interface FaceRange {
  readonly from: number;
  readonly to: number;
}

/** The most outcomes one draw may cover: one 32-bit word of the generator. */
export const MAX_JOINT_OUTCOMES = 2 ** 32;

/** Words one draw reads. */
const WORDS = 2 ** 32;

/** Guide buckets: 8 per category, a power of 2 from 16 to 4096 (rollWalk.ts's runs of words too). */
export function guideBits(categories: number): number {
  let bits = 4;
  while (bits < 12 && 2 ** bits < 8 * categories) bits++;
  return bits;
}

export class JointRoll {
  /** the dice of the roll, in the order loaded dice script their faces */
  readonly dice: readonly FaceRange[];
  /** integer weight of each category, in lowest terms (their greatest common divisor is 1) */
  readonly weights: readonly number[];
  /** the sum of the weights: the roll's equally likely outcomes, after the common factor */
  readonly total: number;
  /** words below this are read (q * total); a word at or above it is redrawn */
  readonly limit: number;
  /** the category the faces of `dice` (in order) show */
  readonly classify: (faces: readonly number[]) => number;
  /** bounds[c] = q * (weights[0] + ... + weights[c]): category c owns [bounds[c-1], bounds[c]) */
  private readonly bounds: Float64Array;
  private readonly guide: Uint16Array;
  private readonly shift: number;

  /**
   * `weights[c]` must be proportional to the number of face tuples of `dice` that `classify`
   * maps to c (tests check this by enumeration); they are reduced to lowest terms here.
   */
  constructor(dice: readonly FaceRange[], weights: readonly number[], classify: (faces: readonly number[]) => number) {
    if (weights.length === 0 || weights.length > 0xffff)
      throw new RangeError(`a joint roll needs 1..65535 categories, not ${weights.length}`);
    let g = 0;
    for (const w of weights) {
      if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weight ${w} is not a non-negative integer`);
      g = gcdOfDoubles(g, w);
    }
    if (g === 0) throw new RangeError('a joint roll needs a category of positive weight');
    this.dice = dice;
    this.weights = weights.map((w) => w / g);
    this.classify = classify;
    const total = this.weights.reduce((a, b) => a + b, 0);
    if (total > MAX_JOINT_OUTCOMES) throw new RangeError(`${total} outcomes do not fit one draw (at most 2^32)`);
    this.total = total;
    // words per outcome
    const q = Math.floor(WORDS / total);
    this.limit = q * total;
    const bounds = new Float64Array(weights.length);
    let cum = 0;
    for (const [c, w] of this.weights.entries()) {
      cum += w;
      bounds[c] = q * cum;
    }
    this.bounds = bounds;
    const bits = guideBits(weights.length);
    this.shift = 32 - bits;
    this.guide = new Uint16Array(2 ** bits);
    // in range: a word shifted by `shift` is below the guide's 2^bits entries, and a search stops
    // at the last category at the latest, whose bound is `limit`, above every word read
    let c = 0;
    for (let j = 0; j < this.guide.length; j++) {
      const first = j * 2 ** this.shift;
      while (c < weights.length - 1 && bounds[c]! <= first) c++;
      this.guide[j] = c;
    }
  }

  /** The category of the word `x`, 0 <= x < limit (an unsigned 32-bit integer). */
  atWord(x: number): number {
    const bounds = this.bounds;
    let c = this.guide[x >>> this.shift]!;
    while (x >= bounds[c]!) c++;
    return c;
  }
}
