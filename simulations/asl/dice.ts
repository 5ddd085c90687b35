/**
 * The dice of the ASL kernels as they are drawn (docs/rules.md, "Dice and morale levels"; ASLRB
 * A10.1, A17.11): the law of every draw is exactly that of the physical dice, but a roll costs
 * one word of the generator (core/jointRoll.ts) instead of one bounded draw per die. A 2d6 is
 * ONE draw of its 36 outcomes (loaded dice script the first die, then the second); a d6 whose
 * faces a rule reads as categories (the wound severity dr) is ONE draw of those categories.
 */
import { itemAt } from '../core/itemAt.js';
import { JointRoll, type FaceRange } from '../core/jointRoll.js';

const D6: FaceRange = { from: 1, to: 6 };

/** Outcomes of one 2d6 roll: o = 6 (first - 1) + (second - 1), each of chance 1/36. */
export const TWO_D6_OUTCOMES = 36;

/** 2d6 as one draw: the outcome o of the first and second dice (see the header). */
export const TWO_D6 = new JointRoll(
  [D6, D6],
  new Array<number>(TWO_D6_OUTCOMES).fill(1),
  (faces) => 6 * (itemAt(faces, 0) - 1) + (itemAt(faces, 1) - 1),
);

/** The Original DR of outcome o: the sum of the dice (A10.1), 2..12. */
export const ORIGINAL_DR: Int32Array = Int32Array.from({ length: TWO_D6_OUTCOMES }, (_, o) => Math.floor(o / 6) + (o % 6) + 2);

/**
 * One d6 read by a rule as categories 0..n-1 (`category(face)`), drawn as one outcome: category
 * c weighs the number of faces that show it, so its chance is exactly that of the die.
 */
export function d6Categories(categories: number, category: (face: number) => number): JointRoll {
  const weights = new Array<number>(categories).fill(0);
  for (let face = 1; face <= 6; face++) {
    const c = category(face);
    weights[c] = itemAt(weights, c) + 1;
  }
  return new JointRoll([D6], weights, (faces) => category(itemAt(faces, 0)));
}
