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
 *
 * Per-item outcomes (one continent, one unit) are declared in a group (simulations/README.md):
 * their full names (`continents.<i>.cleared`) stay unique, for tests and the older flat answers.
 */

/**
 * Where an ending counts in a kernel's answer: `put(slot)` once for each slot it counts in. Written
 * once per kernel, and read alike by its trials (`countSlots`), its exact method and its best play.
 */
export type SlotsOf<E> = (end: E, put: (slot: number) => void) => void;

/**
 * `slotsOf` as a trial's count: `times` trials that ended as `end` added to each of its slots,
 * with one `put` made here (nothing allocated a count).
 */
export function countSlots<E>(slotsOf: SlotsOf<E>): (end: E, acc: Float64Array, times: number) => void {
  let into: Float64Array = new Float64Array(0);
  let k = 0;
  // a slot of the kernel's own tally: below `acc`'s length
  const put = (slot: number): void => {
    into[slot]! += k;
  };
  return (end, acc, times) => {
    into = acc;
    k = times;
    slotsOf(end, put);
  };
}

/** Where an entry of a group's item goes: item `index` of group `group`, under `key`. */
export interface ItemEntry {
  readonly group: string;
  readonly index: number;
  readonly key: string;
}

interface EventSlot {
  readonly name: string;
  readonly slot: number;
  /** set when the event belongs to an item of a group */
  readonly item?: ItemEntry;
}

interface ValueSlots {
  readonly name: string;
  /** first slot: the count of trials that ended with value `min` */
  readonly slot: number;
  readonly min: number;
  readonly max: number;
  /** report the mean among `expectations` */
  readonly mean: boolean;
  /** report the `{ value, p }` list among `distributions` */
  readonly distribution: boolean;
  /** set when the value belongs to an item of a group */
  readonly item?: ItemEntry;
}

type ValueOptions = Partial<Pick<ValueSlots, 'mean' | 'distribution'>>;

/** One item of a group: declares its own entries, as `Tally.event` and `Tally.value` do. */
export interface TallyItem {
  event(key: string): number;
  value(key: string, min: number, max: number, options?: ValueOptions): number;
}

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * Names already found plain: a kernel declares the same few dozen for every request, and testing
 * each against `KEY` would be a sixth of declaring global defence's tally. Names are the kernels'
 * own, at most with an index below a request's bounded sizes (a plan's `soldier7`), never a
 * request's text, so the set stays small.
 */
const plainNames = new Set<string>();

function isPlain(name: string): boolean {
  if (plainNames.has(name)) return true;
  if (!KEY.test(name)) return false;
  plainNames.add(name);
  return true;
}

export class Tally {
  readonly events: EventSlot[] = [];
  readonly values: ValueSlots[] = [];
  readonly groups: Array<{ readonly name: string; readonly size: number }> = [];
  size = 0;

  /** Declares an event (of a group's `item`, which declares it); returns its slot. */
  event(name: string, item?: ItemEntry): number {
    const slot = this.size++;
    this.events.push(item ? { name, slot, item } : { name, slot });
    return slot;
  }

  /**
   * Declares a group of `size` items (answered as a list named `name`, item i at index i);
   * each item declares its entries under short keys.
   */
  group(name: string, size: number): TallyItem[] {
    if (!isPlain(name) || this.groups.some((g) => g.name === name)) throw new RangeError(`group ${name}: not a new plain name`);
    if (!Number.isInteger(size) || size < 0) throw new RangeError(`group ${name}: bad size ${size}`);
    this.groups.push({ name, size });
    // a loop, not Array.from over an array-like: a tally is declared for every request
    const items: TallyItem[] = [];
    for (let index = 0; index < size; index++) {
      const at = (key: string): ItemEntry => {
        if (!isPlain(key)) throw new RangeError(`group ${name}: bad key ${key}`);
        return { group: name, index, key };
      };
      items.push({
        event: (key) => this.event(`${name}.${index}.${key}`, at(key)),
        value: (key, min, max, options) => this.value(`${name}.${index}.${key}`, min, max, options, at(key)),
      });
    }
    return items;
  }

  /**
   * Declares an integer outcome in [min, max] (of a group's `item`, which declares it); returns
   * the offset to record it at: `acc[offset + value] += 1`.
   */
  value(name: string, min: number, max: number, options: ValueOptions = {}, item?: ItemEntry): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`value ${name}: bad range [${min}, ${max}]`);
    }
    const slot = this.size;
    this.size += max - min + 1;
    // the item set after, not spread into the literal: a spread after other keys takes V8's slow
    // path (a value is declared for every request)
    const declared: { -readonly [K in keyof ValueSlots]: ValueSlots[K] } = {
      name,
      slot,
      min,
      max,
      mean: options.mean ?? true,
      distribution: options.distribution ?? true,
    };
    if (item) declared.item = item;
    this.values.push(declared);
    return slot - min;
  }
}
