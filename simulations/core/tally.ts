/**
 * The layout of a kernel's accumulator: one flat Float64Array of integer counts.
 *
 * - an event takes one slot: the number of trials in which it happened;
 * - a value (a bounded integer outcome such as "rolls" or "markers") takes one slot per
 *   possible value: how many trials ended with it. Its mean and distribution come from there.
 *
 * Every slot holds an integer count, so adding chunks in any order gives the same bits: the
 * answer does not depend on how many threads ran it. An exact computation fills the same
 * layout with probabilities instead of counts.
 */
export interface EventSlot {
  readonly name: string;
  readonly slot: number;
}

export interface ValueSlots {
  readonly name: string;
  /** first slot: the count of trials that ended with value `min` */
  readonly slot: number;
  readonly min: number;
  readonly max: number;
  /** report the mean among `expectations` */
  readonly mean: boolean;
  /** report the `{ value, p }` list among `distributions` */
  readonly distribution: boolean;
}

export interface ValueOptions {
  mean?: boolean;
  distribution?: boolean;
}

export class Tally {
  readonly events: EventSlot[] = [];
  readonly values: ValueSlots[] = [];
  size = 0;

  /** Declares an event; returns its slot. */
  event(name: string): number {
    const slot = this.size++;
    this.events.push({ name, slot });
    return slot;
  }

  /**
   * Declares an integer outcome in [min, max]; returns the offset to record it at:
   * `acc[offset + value] += 1`.
   */
  value(name: string, min: number, max: number, options: ValueOptions = {}): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`value ${name}: bad range [${min}, ${max}]`);
    }
    const slot = this.size;
    this.size += max - min + 1;
    this.values.push({
      name,
      slot,
      min,
      max,
      mean: options.mean ?? true,
      distribution: options.distribution ?? true,
    });
    return slot - min;
  }
}
