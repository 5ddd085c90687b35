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
   * law as counting `int(1, sides) <= hits` over `dice` rolls. The engine draws the count in
   * one go where it can; loaded dice roll each die, so tests still script every face.
   */
  count(dice: number, sides: number, hits: number): number;
  /**
   * One roll of all the dice of `roll` at once: the category of the faces rolled, with the
   * roll's exact law. The engine draws it with one uniform integer (`roll.at`); loaded dice
   * take one scripted face per die of `roll.dice`, in order, and return `roll.classify(faces)`.
   */
  roll(roll: JointRoll): number;
}
