import type { JointRoll } from './jointRoll.js';

/**
 * The only randomness a kernel sees. The engine (src/random.ts) backs it with a seeded
 * pure-rand stream; tests back it with scripted faces ("loaded dice").
 */
export interface Rng {
  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
  /**
   * How many of `dice` fair dice of `sides` faces show one of the faces 1..`hits`: the same
   * law as counting `int(1, sides) <= hits` over `dice` rolls, each die rolled (kernels roll
   * joint laws; tests of the rules call this, and loaded dice script every face).
   */
  count(dice: number, sides: number, hits: number): number;
  /**
   * One roll of all the dice of `roll` at once: the category of the faces rolled, with the
   * roll's exact law. The engine draws it with one uniform integer (`roll.at`); loaded dice
   * take one scripted face per die of `roll.dice`, in order, and return `roll.classify(faces)`.
   */
  roll(roll: JointRoll): number;
  /**
   * The end of one whole trial of `trial`, with the trial's exact law. The engine draws it with
   * one uniform integer (`roll(trial.ends)`); loaded dice play the trial draw by draw
   * (`trial.walk(this)`), so tests still script every check's faces.
   */
  end(trial: TrialLaw): number;
  /**
   * Optional: the next uniform 32-bit word (an unsigned integer) of the stream `roll` reads,
   * for a caller that reads a roll's category off the words itself, as `roll` would
   * (rollWalk.ts). Loaded dice leave it out: their rolls are scripted faces, not words.
   */
  word?(): number;
}

/**
 * A trial whose end has an exact law small enough for one draw (asl/walk.ts tables such laws):
 * `ends` is that law (category e: the trial ends in e), and `walk` plays the trial check by
 * check, its draws giving the same law.
 */
export interface TrialLaw {
  readonly ends: JointRoll;
  walk(rng: Rng): number;
}
