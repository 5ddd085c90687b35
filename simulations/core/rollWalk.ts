/**
 * A kernel's trial as a walk through a table of its states, each state drawing one joint roll
 * (jointRoll.ts), built once per request from the kernel's own step machine (`RollMachine`): the
 * rules are the machine's, the table only remembers which roll each state draws and where each
 * of its categories leads, every state the machine can reach numbered by its `key`.
 *
 * A trial walked makes the same draws as the machine played, in the same order (so seeded
 * answers do not depend on whether the machine was tabled, and loaded dice script the same
 * faces), and allocates nothing: a table read per roll, where the machine spends a phase's
 * general structure on every roll. A machine of more than `maxStates` live states is played.
 */
import { guideBits, type JointRoll, MAX_JOINT_OUTCOMES } from './jointRoll.js';
import type { Batch, Trial } from './kernel.js';
import { lcmOfSafe } from './rational.js';
import type { Rng } from './rng.js';

/** A trial as a step machine over states of type S (mutable; copied to branch). */
export interface RollMachine<S> {
  copy(s: S): S;
  /** Makes `into` the state `from` is in, allocating nothing. */
  assign(into: S, from: S): void;
  /** equal keys draw the same roll, go on alike and, finished, count in the same slots */
  key(s: S): string | number;
  /** The roll `s` draws next, or null when `s` is finished. */
  law(s: S): JointRoll | null;
  /** Applies category c of that roll to `s` (then `s` awaits its next roll, or is finished). */
  apply(s: S, c: number): void;
  /** optional: plays `s` to its end, drawing what `law` and `apply` draw (an untabled machine's own loop) */
  play?(s: S, rng: Rng): void;
  /** optional: the number of a finished state's end in `RollWalk.ends` (else ends are numbered as reached) */
  end?(s: S): number;
}

/** The table of a machine's walk (see the header). */
export class RollWalk<S> {
  /**
   * Where each state leads for each run of words sharing their leading `runBits` bits (see
   * `wordTable`): made with the walk, null for a walk too large for it.
   */
  private readonly next: Int32Array | null;
  /** per state of a walk read off words, its roll's limit (words at or above it are drawn again) */
  private readonly limits: Float64Array;
  private readonly runBits: number;

  /**
   * @param first where a trial starts: a state (>= 0), or end e as -1 - e when the start is finished
   * @param stride entries per state in `target`: the most categories of any state's roll
   * @param target per state s and category c, at s * stride + c: the state reached, or -1 - end
   * @param laws the roll each state draws
   * @param ends one finished state per end (none for a number no trial ends in)
   */
  constructor(
    readonly first: number,
    readonly stride: number,
    readonly target: Int32Array,
    readonly laws: readonly JointRoll[],
    readonly ends: readonly S[],
  ) {
    const bits = guideBits(stride);
    this.runBits = bits;
    const tabled = laws.length >= MIN_WORD_TABLE_STATES && laws.length * 2 ** bits <= MAX_WORD_TABLE;
    this.next = tabled ? wordTable(laws, target, stride, bits) : null;
    // read only beside `next`: a walk without it shares one empty list
    this.limits = tabled ? Float64Array.from(laws, (law) => law.limit) : NO_LIMITS;
  }

  /** The live states tabled. */
  get states(): number {
    return this.laws.length;
  }

  /**
   * Plays one trial; returns its end (an index into `ends`). On a stream of words (`Rng.word`),
   * each roll reads its words as `Rng.roll` does, then the state it leads to from `next`: the same
   * draws and the same ends as through `roll`.
   */
  run(rng: Rng): number {
    const { target, laws, stride, next } = this;
    let s = this.first;
    if (next !== null && rng.word !== undefined) {
      const { limits, runBits } = this;
      const shift = 32 - runBits;
      // s is a tabled state, with its entries in `limits`, `next` and `laws`
      while (s >= 0) {
        const limit = limits[s]!;
        let x = rng.word();
        while (x >= limit) x = rng.word();
        const t = next[s * (1 << runBits) + (x >>> shift)]!;
        s = t !== MIXED ? t : target[s * stride + laws[s]!.atWord(x)]!;
      }
      return -1 - s;
    }
    // every roll: s is a tabled state, and its roll's category is below stride
    while (s >= 0) s = target[s * stride + rng.roll(laws[s]!)]!;
    return -1 - s;
  }

  /**
   * The exact law of a trial's end: the integer weight of each end (of `ends`) over a common
   * denominator, or undefined when the trial starts finished, the states are not acyclic, or the
   * denominator exceeds one draw's outcomes (`MAX_JOINT_OUTCOMES`). From a state, every end's
   * chance is an integer over D(s) = the lcm, over its roll's categories, of T D(t) (T the roll's
   * total, t the state or end reached, an end's D 1), found from the last states back; then of
   * D(first) equally likely trials, how many end in each end, carried forward in whole numbers.
   */
  endWeights(): number[] | undefined {
    const { target, laws, stride } = this;
    if (this.first < 0) return undefined;
    // D(s) by a depth-first search, which lists a state once all it leads to are listed; a state
    // met again on the search's path (-1) is on a cycle, of no finite D
    const den = new Float64Array(this.states);
    const order: number[] = [];
    const denOf = (s: number): number => {
      if (s < 0) return 1;
      if (den[s] !== 0) return den[s]! < 0 ? Number.POSITIVE_INFINITY : den[s]!;
      den[s] = -1;
      const law = laws[s]!;
      let d = 1;
      for (const [c, w] of law.weights.entries()) {
        if (w > 0) d = lcmOfSafe(d, law.total * denOf(target[s * stride + c]!));
        if (d > MAX_JOINT_OUTCOMES) return d;
      }
      order.push(s);
      den[s] = d;
      return d;
    };
    if (denOf(this.first) > MAX_JOINT_OUTCOMES) return undefined;
    // every path's own denominator divides the first state's: every share is a whole number
    const reach = new Float64Array(this.states);
    reach[this.first] = den[this.first]!;
    const weights = new Array<number>(this.ends.length).fill(0);
    for (let i = order.length - 1; i >= 0; i--) {
      const s = order[i]!;
      const law = laws[s]!;
      for (const [c, w] of law.weights.entries()) {
        if (w === 0) continue;
        const n = (reach[s]! / law.total) * w;
        if (!Number.isInteger(n)) throw new Error(`${n} trials of ${den[this.first]} is not a whole share`);
        const t = target[s * stride + c]!;
        if (t >= 0) reach[t]! += n;
        else weights[-1 - t]! += n;
      }
    }
    return weights;
  }
}

/** The limits of a walk whose rolls are not read off words (`RollWalk.limits`). */
const NO_LIMITS = new Float64Array(0);

/** A run of words spanning more than one category: below every state and end number. */
const MIXED = -0x80000000;

/** The most entries of a walk's table of runs of words (256 KB): a walk of more draws through `Rng.roll`. */
const MAX_WORD_TABLE = 1 << 16;

/**
 * The fewest live states of a walk read off words: a small walk's few laws stay at hand, and
 * reading words costs it more a trial than it saves a roll (base defence, 15 states, was slower
 * so; global defence, 491, and a mission, 57, faster).
 */
const MIN_WORD_TABLE_STATES = 32;

/**
 * Where each state leads for each run of words sharing their leading `bits` bits, at
 * s * 2^bits + j: the state (or -1 - end) the run's one category leads to, or `MIXED` when it
 * spans a category boundary. With 2^bits at least 8 times the categories of a roll, most runs
 * fall in one category, and a roll is then one table read after its word, with no search of its
 * category's bounds.
 */
function wordTable(laws: readonly JointRoll[], target: Int32Array, stride: number, bits: number): Int32Array {
  const runs = 2 ** bits;
  const width = 2 ** (32 - bits);
  const next = new Int32Array(laws.length * runs);
  for (let s = 0; s < laws.length; s++) {
    const law = laws[s]!; // s < laws.length
    for (let j = 0; j < runs; j++) {
      const lo = j * width;
      const hi = Math.min(lo + width, law.limit) - 1;
      // a run all at or above the limit is never read (its words are drawn again)
      const first = lo <= hi ? law.atWord(lo) : -1;
      next[s * runs + j] = first >= 0 && law.atWord(hi) === first ? target[s * stride + first]! : MIXED;
    }
  }
  return next;
}

/** Where a category of no weight leads: an end number no table reaches. */
const NO_END = -1 - 0x3fffffff;

/** Categories played per live state allowed, on average, while building a table. */
const WORK_PER_STATE = 8;

/** Tables the walk of `machine` from `start`, or answers undefined past `maxStates` live states (or `maxWork` categories played). */
export function compileRollWalk<S>(
  start: S,
  machine: RollMachine<S>,
  maxStates: number,
  maxWork = WORK_PER_STATE * maxStates,
): RollWalk<S> | undefined {
  const ids = new Map<string | number, number>();
  const states: S[] = [];
  const laws: JointRoll[] = [];
  const ends: S[] = [];
  // a state after a roll: its number (a new one is kept), or -1 - end
  const place = (s: S): number => {
    const key = machine.key(s);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const kept = machine.copy(s);
    const law = machine.law(kept);
    let id: number;
    if (law === null) {
      id = -1 - (machine.end?.(kept) ?? ends.length);
      ends[-1 - id] = kept;
    } else {
      id = states.length;
      states.push(kept);
      laws.push(law);
    }
    ids.set(key, id);
    return id;
  };
  const first = place(start);
  const rows: number[][] = [];
  // every branch is played on one scratch state
  const scratch = machine.copy(start);
  // categories played: the work of building, bounded too (a machine of many states with large
  // rolls is played rather than tabled, so that building stays a few milliseconds)
  let work = 0;
  for (let s = 0; s < states.length; s++) {
    if (states.length > maxStates || work > maxWork) return undefined;
    // s < states.length = laws.length
    const state = states[s]!;
    const weights = laws[s]!.weights;
    work += weights.length;
    const row: number[] = [];
    for (const [c, w] of weights.entries()) {
      // a category of no weight is never drawn (nor read from loaded dice, whose faces the roll's
      // weights count): it is not played (it may lead past every bound), and leads to no end, so
      // that a trial reaching it would fail loudly rather than count somewhere
      if (w === 0) {
        row.push(NO_END);
        continue;
      }
      machine.assign(scratch, state);
      machine.apply(scratch, c);
      row.push(place(scratch));
    }
    rows.push(row);
  }
  if (states.length > maxStates) return undefined;
  const stride = Math.max(1, ...laws.map((l) => l.weights.length));
  const target = new Int32Array(states.length * stride);
  for (const [s, row] of rows.entries()) target.set(row, s * stride);
  return new RollWalk(first, stride, target, laws, ends);
}

/**
 * The walks of independent machines played one after another (the continents of global
 * defence), as one walk: its live states are a walk's state with the ends of the walks before it,
 * its ends the joint number of every walk's end (the first walk's end its most significant
 * digit, each walk's digit below its number of ends). A trial makes the draws of the walks in
 * turn, as playing them in turn does. Answers undefined past `maxStates` live states (or joint ends).
 */
export function sequenceWalks<S>(walks: readonly RollWalk<S>[], maxStates: number): RollWalk<number> | undefined {
  // the live states of walk k are numbered after those of the walks before it, for every joint
  // end of those walks (`prefix`): state s of walk k with prefix q is offset[k] + q * states_k + s
  const offset: number[] = [];
  const prefixesOf: number[] = [];
  let states = 0;
  let prefixes = 1;
  let stride = 1;
  for (const w of walks) {
    offset.push(states);
    prefixesOf.push(prefixes);
    states += prefixes * w.states;
    prefixes *= w.ends.length;
    stride = Math.max(stride, w.stride);
    if (states > maxStates || prefixes > maxStates) return undefined;
  }
  // where walk k leads once it has ended in e with prefix q: walk k + 1's start, or the joint end
  const after = (k: number, q: number, e: number): number => {
    const joint = q * walks[k]!.ends.length + e;
    if (k + 1 === walks.length) return -1 - joint;
    return enter(k + 1, joint, walks[k + 1]!.first);
  };
  // the composed number of walk k's step target t (a state, or -1 - end) with prefix q
  const enter = (k: number, q: number, t: number): number => (t >= 0 ? offset[k]! + q * walks[k]!.states + t : after(k, q, -1 - t));
  const target = new Int32Array(states * stride);
  const laws: JointRoll[] = [];
  for (const [k, w] of walks.entries()) {
    const per = w.states;
    for (let q = 0; q < prefixesOf[k]!; q++) {
      for (let s = 0; s < per; s++) {
        const id = offset[k]! + q * per + s;
        laws[id] = w.laws[s]!;
        for (let c = 0; c < w.stride; c++) {
          const t = w.target[s * w.stride + c]!;
          target[id * stride + c] = t === NO_END ? NO_END : enter(k, q, t);
        }
      }
    }
  }
  const ends = Array.from({ length: prefixes }, (_, j) => j);
  if (walks.length === 0) return new RollWalk(-1, stride, target, laws, [0]);
  return new RollWalk(enter(0, 0, walks[0]!.first), stride, target, laws, ends);
}

/** Plays `machine` from `s` to its end, drawing what the walk draws; `s` is left finished. */
export function playMachine<S>(s: S, machine: RollMachine<S>, rng: Rng): S {
  for (let law = machine.law(s); law !== null; law = machine.law(s)) machine.apply(s, rng.roll(law));
  return s;
}

/**
 * The trials of a machine from `start`: by its table when it has at most `maxStates` live states
 * (`maxWork`: as `compileRollWalk` reads it), else by playing it. Built when the kernel is prepared.
 */
export class MachineTrials<S> {
  readonly walk: RollWalk<S> | undefined;
  private readonly scratch: S;

  constructor(
    private readonly start: S,
    private readonly machine: RollMachine<S>,
    maxStates: number,
    maxWork?: number,
  ) {
    this.walk = compileRollWalk(start, machine, maxStates, maxWork);
    this.scratch = machine.copy(start);
  }

  /**
   * Plays one trial; returns its finished state, shared (a table's end, or the one state played
   * on): read it before the next trial, never change it.
   */
  play(rng: Rng): S {
    const walk = this.walk;
    if (walk !== undefined) return walk.ends[walk.run(rng)]!; // run answers an end of `ends`
    const { machine, scratch } = this;
    machine.assign(scratch, this.start);
    if (machine.play === undefined) return playMachine(scratch, machine, rng);
    machine.play(scratch, rng);
    return scratch;
  }
}

/**
 * A kernel's `trial` and `batch` over `trials`, tallying a finished state with `count(end, acc,
 * times)`: `times` trials that ended as `end` (a trial counts once; a tabled machine's batch counts
 * its trials by end, then each end once, as `Ends` does; a played one's counts each trial).
 */
export function machineRuns<S>(
  trials: MachineTrials<S>,
  count: (end: S, acc: Float64Array, times: number) => void,
): { trial: Trial; batch: Batch } {
  const trial: Trial = (rng, acc) => count(trials.play(rng), acc, 1);
  const walk = trials.walk;
  if (walk === undefined) {
    return {
      trial,
      batch: (rng, acc, n) => {
        for (let i = 0; i < n; i++) count(trials.play(rng), acc, 1);
      },
    };
  }
  const { ends } = walk;
  // trials by end since the batch began (a batch is at most a chunk of trials)
  const times = new Float64Array(ends.length);
  const batch: Batch = (rng, acc, n) => {
    // every trial: run answers an end, below ends.length = times.length
    for (let i = 0; i < n; i++) times[walk.run(rng)]!++;
    for (let e = 0; e < times.length; e++) {
      const t = times[e]!;
      if (t === 0) continue;
      count(ends[e]!, acc, t);
      times[e] = 0;
    }
  };
  return { trial, batch };
}

/**
 * Trials counted by how they ended, for a kernel whose trials end in few ways, numbered once per
 * request with the tally slots each adds to: a trial adds its end's slots (`add`); a batch
 * counts its ends (`count`) and adds each end's slots once (`flush`), the same counts.
 */
export class Ends {
  /** the slots of end e: slots[start[e] .. start[e + 1]) */
  private readonly start: Int32Array;
  private readonly slots: Int32Array;
  /** trials counted by end since the last flush (a batch, at most a chunk of trials, may count here) */
  readonly counts: Int32Array;

  /** `slotsOf(e)`: the slots end e adds to, each once per trial (a slot may repeat). */
  constructor(
    readonly size: number,
    slotsOf: (end: number) => readonly number[],
  ) {
    const lists = Array.from({ length: size }, (_, e) => slotsOf(e));
    this.start = new Int32Array(size + 1);
    for (let e = 0; e < size; e++) this.start[e + 1] = this.start[e]! + lists[e]!.length;
    this.slots = Int32Array.from(lists.flat());
    this.counts = new Int32Array(size);
  }

  /** One trial that ended in `end`: its slots, now. */
  add(acc: Float64Array, end: number): void {
    const { start, slots } = this;
    // every trial: end < size, start's entries bound slots, whose entries are the tally's
    for (let j = start[end]!, to = start[end + 1]!; j < to; j++) acc[slots[j]!]!++;
  }

  /** One trial that ended in `end`, counted until `flush`. */
  count(end: number): void {
    this.counts[end]!++; // every trial: end < size
  }

  /** Adds the slots of every end counted since the last flush, as many times as it was counted. */
  flush(acc: Float64Array): void {
    const { start, slots, counts } = this;
    // every batch: e < size; start's entries bound slots, whose entries are the tally's
    for (let e = 0; e < this.size; e++) {
      const n = counts[e]!;
      if (n === 0) continue;
      for (let j = start[e]!, to = start[e + 1]!; j < to; j++) acc[slots[j]!]! += n;
      counts[e] = 0;
    }
  }
}
