/**
 * A player's objective read off a kernel's tally: the chance of one of its events, or the mean of
 * one of its values, maximised or minimised, less a price per unit lost (docs/rules.md,
 * "Objectives and unit prices"; docs/best-play.md).
 *
 * Written as one coefficient per tally slot, so that the objective of a play is the sum over the
 * slots of (coefficient x what the slot holds): for an exact answer (slot probabilities) it is
 * the objective's exact value; for one ending (the slots it records, each once) it is that
 * ending's utility. The maximand is `sign` x value (sign -1 when minimising), so a solver always
 * maximises.
 */
import { Rational, decimalToRational } from './rational.js';
import type { Tally } from './tally.js';

/** What the player wants: `name` maximised or minimised, less `unitPrice` per unit lost. */
export interface ObjectiveParams {
  /** an event's name (its chance) or a value's name (its mean), top-level in the tally */
  name: string;
  direction: 'max' | 'min';
  /** a decimal, read as written (0.1 is 1/10), or a fraction "n/d" */
  unitPrice: number | string;
}

export class ObjectiveWeights {
  /** per slot, the coefficient of the value (exact) */
  readonly exact: Rational[];
  /** per slot, the coefficient of the maximand, in doubles (sign x exact) */
  readonly maximand: Float64Array;
  readonly sign: 1 | -1;

  /**
   * `units`: the units lost, read off the tally: a value counting them (soldiers killed), or an
   * event that loses `per` units at once (every scientist of an area exhausted).
   */
  constructor(tally: Tally, objective: ObjectiveParams, units: ReadonlyArray<{ readonly name: string; readonly per: number }>) {
    const exact = new Array<Rational>(tally.size).fill(Rational.ZERO);
    const event = tally.events.find((e) => !e.item && e.name === objective.name);
    const value = tally.values.find((v) => !v.item && v.mean && v.name === objective.name);
    if (event) exact[event.slot] = Rational.ONE;
    else if (value) for (let v = value.min; v <= value.max; v++) exact[value.slot + v - value.min] = Rational.of(v);
    else throw new RangeError(`no event or value named ${objective.name} in the answer`);
    this.sign = objective.direction === 'max' ? 1 : -1;
    const [n, d] = String(objective.unitPrice).split('/');
    const unitPrice =
      typeof objective.unitPrice === 'number' ? decimalToRational(objective.unitPrice) : Rational.of(BigInt(n!), BigInt(d ?? '1'));
    // the price of a unit lost lowers the value when maximising, raises it when minimising
    const price = unitPrice.mulInt(-this.sign);
    // a value counting units by its full name, an item's too
    for (const term of units) {
      const count = tally.values.find((v) => v.name === term.name);
      const lossEvent = tally.events.find((e) => e.name === term.name);
      if (!count && !lossEvent) throw new RangeError(`no value or event named ${term.name} in the answer`);
      if (price.isZero()) continue;
      const charge = (slot: number, lost: number) => {
        exact[slot] = exact[slot]!.add(price.mulInt(lost));
      };
      if (count) for (let v = count.min; v <= count.max; v++) charge(count.slot + v - count.min, v * term.per);
      else if (lossEvent) charge(lossEvent.slot, term.per);
    }
    this.exact = exact;
    this.maximand = Float64Array.from(exact, (c) => this.sign * c.toNumber());
  }

  /** The objective's exact value for slot probabilities `acc` (an exact answer). */
  value(acc: readonly Rational[]): Rational {
    let v = Rational.ZERO;
    for (const [slot, c] of this.exact.entries()) if (!c.isZero()) v = v.add(c.mul(acc[slot]!));
    return v;
  }

  /** The objective's value for slot estimates in doubles (a Monte Carlo answer's shares). */
  estimate(shares: ArrayLike<number>): number {
    let v = 0;
    for (const [slot, c] of this.exact.entries()) if (!c.isZero()) v += c.toNumber() * shares[slot]!;
    return v;
  }
}
