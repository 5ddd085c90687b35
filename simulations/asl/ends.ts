/**
 * Trials counted by how they ended. A kernel whose trials can end in few ways (a morale check:
 * 36 outcomes of the 2d6, each with or without a fatal severity dr; a rally: its status, flags
 * and attempts) numbers those ways once per request, with the tally slots each adds to. A trial
 * then adds its end's slots (`add`); a batch of trials only counts its ends (`count`) and adds
 * every end's slots once at the end of the batch (`flush`), which gives the same counts as
 * adding trial by trial.
 */
import { itemAt } from '../core/itemAt.js';
import type { Rng } from '../core/rng.js';

export class Ends {
  /** the slots of end e: slots[start[e] .. start[e + 1]) */
  private readonly start: Int32Array;
  private readonly slots: Int32Array;
  /** trials counted by end since the last flush (a batch is at most a chunk of trials) */
  private readonly counts: Int32Array;

  /** `slotsOf(e)`: the slots end e adds to, each once per trial (a slot may repeat). */
  constructor(
    readonly size: number,
    slotsOf: (end: number) => readonly number[],
  ) {
    const lists = Array.from({ length: size }, (_, e) => slotsOf(e));
    this.start = new Int32Array(size + 1);
    for (const [e, l] of lists.entries()) this.start[e + 1] = itemAt(this.start, e) + l.length;
    this.slots = Int32Array.from(lists.flat());
    this.counts = new Int32Array(size);
  }

  /** One trial that ended in `end`: its slots, now. */
  add(acc: Float64Array, end: number): void {
    const { start, slots } = this;
    // every trial: end < size (an end of the kernel's numbering), so end + 1 <= size indexes
    // start; start's entries bound slots, whose entries are the tally's slots
    for (let j = start[end]!, to = start[end + 1]!; j < to; j++) acc[slots[j]!]!++;
  }

  /** One trial that ended in `end`, counted until `flush`. */
  count(end: number): void {
    // every trial: end < size = counts.length (an end of the kernel's numbering)
    this.counts[end]!++;
  }

  /** Adds the slots of every end counted since the last flush, as many times as it was counted. */
  flush(acc: Float64Array): void {
    const { start, slots, counts } = this;
    // every batch: e < size = counts.length, e + 1 <= size indexes start; start's entries bound
    // slots, whose entries are the tally's slots
    for (let e = 0; e < this.size; e++) {
      const n = counts[e]!;
      if (n === 0) continue;
      for (let j = start[e]!, to = start[e + 1]!; j < to; j++) acc[slots[j]!]! += n;
      counts[e] = 0;
    }
  }

  /**
   * A kernel's `trial` and `batch` for trials that `walk` plays to their ends: a trial adds its
   * end's slots, a batch counts its ends and adds them once.
   */
  trialsOf(walk: { run(rng: Rng): number }) {
    return {
      trial: (rng: Rng, acc: Float64Array): void => this.add(acc, walk.run(rng)),
      batch: (rng: Rng, acc: Float64Array, n: number): void => {
        for (let i = 0; i < n; i++) this.count(walk.run(rng));
        this.flush(acc);
      },
    };
  }
}
