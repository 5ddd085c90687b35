/**
 * The step machines of the ASL kernels (the rout, a rally sequence, a location's cascade) as core
 * walks (core/rollWalk.ts): each check draws the 2d6 (dice.ts) and, after a wound, its severity
 * dr. A trial returns its end.
 *
 * A trial drawn whole (`TrialEnds`): when the exact law of a trial's end (`RollWalk.endWeights`)
 * has a denominator that fits one 32-bit draw (a trial of few checks), a trial is ONE draw of its
 * end from that law (`Rng.end`) rather than 2-3 draws walked check by check: the same law, half
 * the draws or fewer. Loaded dice walk it, so tests still script one check at a time.
 *
 * The exact method (`machineEnds`): the states still going after the same number of checks are
 * merged by the machine's `key`, and each is branched on the Original DRs of the 2d6 with their
 * ways out of 36 and, after a wound, on the severity dr's verdict; each live state spends one
 * state of the budget. The machines read an outcome of the 2d6 only through its Original DR
 * (ASLRB A10.6, A15.1), so one outcome stands for its sum.
 */
import { itemAt } from '../core/itemAt.js';
import { JointRoll, MAX_JOINT_OUTCOMES } from '../core/jointRoll.js';
import type { Rng, TrialLaw } from '../core/rng.js';
import type { Batch, ExactBudget, Kernel, Trial } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import { Ends, MachineTrials, type RollMachine, type RollWalk } from '../core/rollWalk.js';
import type { Tally } from '../core/tally.js';
import { StateMass } from '../core/weight.js';
import { ORIGINAL_DR, TWO_D6, TWO_D6_OUTCOMES } from './dice.js';
import { ORIGINAL_WAYS } from './morale.js';

/** The step machine of a kernel, over states of type S (mutable, copied to branch). */
export interface StepRules<S> {
  copy(s: S): S;
  /** Makes `into` (a copy of the same start) the state `from` is in, allocating nothing. */
  assign(into: S, from: S): void;
  /** identifies a state between checks: equal keys go on alike and end alike */
  key(s: S): string;
  /** Prepares the next check of `s` (its DRM, ...); false when `s` is finished. */
  next(s: S): boolean;
  /** The result of the check `next` prepared, on 2d6 outcome d. */
  result(s: S, d: number): number;
  /** The severity dr that `result` calls for (a roll of categories 0 survives, 1 killed), or null. */
  severity(s: S, result: number): JointRoll | null;
  /** Applies the result of outcome d (and the severity dr's verdict) to `s`. */
  apply(s: S, d: number, result: number, killed: boolean): void;
  /** The end of a finished state, 0 <= end. */
  end(s: S): number;
  /** optional: plays `s` to its end, with the draws of the walk (an untabled machine's trials) */
  play?(s: S, rng: Rng): void;
}

/** Rules whose trials are counted by their finished states (`machineRuns`): ends numbered as reached. */
export type StateRules<S> = Omit<StepRules<S>, 'end'> & Partial<Pick<StepRules<S>, 'end'>>;

/**
 * An ASL machine's state between draws: `s` before its next check (`ready` once `next` has
 * prepared it), or, after a wounding 2d6, `s` if the wound is survived and `dead` if the
 * severity dr (`law`, drawn next) kills.
 */
interface Step<S> {
  readonly s: S;
  readonly dead: S;
  ready: boolean;
  law: JointRoll | null;
}

/** The machine of `rules` as a core step machine (rollWalk.ts): a 2d6 a check, a severity dr after a wound. */
function stepMachine<S>(rules: StateRules<S>): RollMachine<Step<S>> {
  return {
    copy: (x) => ({ s: rules.copy(x.s), dead: rules.copy(x.dead), ready: x.ready, law: x.law }),
    assign: (into, from) => {
      rules.assign(into.s, from.s);
      // `dead` is read only while a severity dr is awaited
      if (from.law !== null) rules.assign(into.dead, from.dead);
      into.ready = from.ready;
      into.law = from.law;
    },
    // a state awaiting its severity dr is known by where each verdict leads (no key holds a NUL)
    key: (x) => (x.law === null ? rules.key(x.s) : `${rules.key(x.s)}\0${rules.key(x.dead)}`),
    end: rules.end && ((x) => rules.end!(x.s)),
    law: (x) => {
      if (x.law !== null) return x.law;
      if (!x.ready && !rules.next(x.s)) return null;
      x.ready = true;
      return TWO_D6;
    },
    apply: (x, c) => {
      x.ready = false;
      if (x.law !== null) {
        // category 1 of a severity dr kills
        if (c === 1) rules.assign(x.s, x.dead);
        x.law = null;
        return;
      }
      const result = rules.result(x.s, c);
      x.law = rules.severity(x.s, result);
      if (x.law !== null) {
        rules.assign(x.dead, x.s);
        rules.apply(x.dead, c, result, true);
      }
      rules.apply(x.s, c, result, false);
    },
    play: rules.play && (({ s }, rng) => rules.play!(s, rng)),
  };
}

/** The table of a machine's walk; its `states` count those awaiting a severity dr too. */
type Walk<S> = RollWalk<Step<S>>;

/** A trial's end law as a joint roll of one "die" with a face per outcome, read as the end owning it (loaded dice walk instead). */
function wholeTrialLaw(weights: readonly number[]): JointRoll {
  const bounds: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    bounds.push(sum);
  }
  return new JointRoll([{ from: 0, to: sum - 1 }], weights, (faces) => {
    const face = itemAt(faces, 0);
    let e = 0;
    while (itemAt(bounds, e) <= face) e++;
    return e;
  });
}

/**
 * Independent trials made one after another (the options of a rally) as ONE trial drawn whole:
 * its end is the tuple of theirs, numbered j = (e_0 n_1 + e_1) n_2 + ... (n_k: the ends of trial
 * k), and its law the product of theirs. Loaded dice walk the trials in turn.
 */
class JointTrial implements TrialLaw {
  private constructor(
    readonly ends: JointRoll,
    private readonly parts: readonly TrialLaw[],
    private readonly radix: Int32Array,
  ) {}

  /**
   * The trials as one, or undefined unless every one is drawn whole and their product has at
   * most `maxEnds` ends and fits one draw.
   */
  static of(parts: readonly (TrialLaw | undefined)[], maxEnds: number): JointTrial | undefined {
    const whole: TrialLaw[] = [];
    let ends = 1;
    let total = 1;
    for (const part of parts) {
      if (part === undefined) return undefined;
      whole.push(part);
      ends *= part.ends.weights.length;
      total *= part.ends.total;
      if (ends > maxEnds || total > MAX_JOINT_OUTCOMES) return undefined;
    }
    let weights = [1];
    for (const part of whole) weights = weights.flatMap((w) => part.ends.weights.map((v) => w * v));
    const radix = Int32Array.from(whole, (part) => part.ends.weights.length);
    return new JointTrial(wholeTrialLaw(weights), whole, radix);
  }

  walk(rng: Rng): number {
    const { parts, radix } = this;
    let j = 0;
    // every trial: k < parts.length = radix.length
    for (let k = 0; k < parts.length; k++) j = j * radix[k]! + parts[k]!.walk(rng);
    return j;
  }

  /** The end of each trial, in order, in joint end j. */
  split(j: number): number[] {
    const out: number[] = [];
    for (let k = this.radix.length - 1; k >= 0; k--) {
      const n = itemAt(this.radix, k);
      out.unshift(j % n);
      j = Math.floor(j / n);
    }
    return out;
  }
}

/** The trials of `rules` from `start`: by their walk up to `maxStates` states (`Walk.states`), else played. */
export function stepTrials<S>(start: S, rules: StateRules<S>, maxStates: number): MachineTrials<Step<S>> {
  const first: Step<S> = { s: rules.copy(start), dead: rules.copy(start), ready: false, law: null };
  return new MachineTrials(first, stepMachine(rules), maxStates, TWO_D6_OUTCOMES * maxStates);
}

/** Tables the walk of `rules` from `start`, or answers undefined past `maxStates` states. */
export const compileWalk = <S>(start: S, rules: StepRules<S>, maxStates: number) => stepTrials(start, rules, maxStates).walk;

/**
 * The trials of a machine, each returning its end (`run`): drawn whole when its end law fits one
 * draw, else walked; past `maxStates` states, this throws. A kernel's batch calls `run` on this
 * object, a method of one class, rather than a function made anew by every `prepare`: a call
 * site that meets a new function each request is deoptimised ("wrong call target").
 */
export class TrialEnds<S> {
  private readonly walk: Walk<S>;
  /** the trial drawn whole, when its end law fits one draw */
  readonly whole: TrialLaw | undefined;
  /** its ends are numbered below this */
  readonly size: number;

  constructor(start: S, rules: StepRules<S>, maxStates: number) {
    const walk = compileWalk(start, rules, maxStates);
    if (walk === undefined) throw new RangeError(`a machine of more than ${maxStates} states`);
    const weights = walk.endWeights();
    this.walk = walk;
    this.size = walk.ends.length;
    this.whole = weights && { ends: wholeTrialLaw(weights), walk: (rng) => walk.run(rng) };
  }

  run(rng: Rng): number {
    const whole = this.whole;
    if (whole !== undefined) return rng.end(whole);
    return this.walk.run(rng);
  }
}

/**
 * The most joint ends of machines drawn as one trial: a batch adds every end's slots once per
 * chunk of 16,384 trials, so past a few thousand ends that would cost more than the draws saved.
 */
const MAX_JOINT_ENDS = 4096;

/**
 * A kernel's `trial` and `batch` over independent machines played one after another (a rally's
 * options, or one machine), each counted by its end in the slots `slotsOf(k, end)`: when their
 * ends are few enough (`MAX_JOINT_ENDS`), a trial is ONE draw of the product of their laws
 * (`JointTrial`), else one draw (or walk) per machine.
 */
function machineTrials(
  runs: readonly TrialEnds<unknown>[],
  slotsOf: (k: number, end: number) => readonly number[],
): { trial: Trial; batch: Batch } {
  const parts = runs.map((r) => r.whole);
  // one machine is its own joint trial
  const joint = parts.length === 1 ? parts[0] : JointTrial.of(parts, MAX_JOINT_ENDS);
  if (joint !== undefined) {
    const split = (j: number) => (joint instanceof JointTrial ? joint.split(j) : [j]);
    const ends = new Ends(joint.ends.weights.length, (j) => split(j).flatMap((e, k) => slotsOf(k, e)));
    return {
      trial: (rng, acc) => ends.add(acc, rng.end(joint)),
      batch: (rng, acc, n) => {
        for (let i = 0; i < n; i++) ends.count(rng.end(joint));
        ends.flush(acc);
      },
    };
  }
  const ends = runs.map((r, k) => new Ends(r.size, (end) => slotsOf(k, end)));
  // every trial: runs and ends are made one per machine (k < runs.length = ends.length)
  return {
    trial: (rng, acc) => {
      for (let k = 0; k < runs.length; k++) ends[k]!.add(acc, runs[k]!.run(rng));
    },
    batch: (rng, acc, n) => {
      for (let i = 0; i < n; i++) {
        for (let k = 0; k < runs.length; k++) ends[k]!.count(runs[k]!.run(rng));
      }
      for (const e of ends) e.flush(acc);
    },
  };
}

/** One outcome of the 2d6 per Original DR (2..12, its first), with its chance. */
const BY_ORIGINAL_DR = ORIGINAL_WAYS.flatMap((ways, s) =>
  ways > 0 ? [{ d: ORIGINAL_DR.indexOf(s), p: Rational.of(ways, TWO_D6_OUTCOMES) }] : [],
);

/** Adds the chance of each end of the trials from `start` to its slots `slotsOf(end)` of `acc`. */
function machineEnds<S>(
  start: S,
  rules: StepRules<S>,
  budget: ExactBudget,
  acc: Rational[],
  slotsOf: (end: number) => readonly number[],
): void {
  const finish = (end: number, p: Rational): void => {
    for (const slot of slotsOf(end)) addAt(acc, slot, p);
  };
  let live = new StateMass<S>();
  const first = rules.copy(start);
  if (rules.next(first)) live.add(rules.key(first), first, Rational.ONE);
  else finish(rules.end(first), Rational.ONE);
  const scratch = rules.copy(start);
  while (live.size > 0) {
    const next = new StateMass<S>();
    for (const { s, p } of live.values()) {
      budget.spend();
      // where the check of s leads, with the chances from s (small fractions, added before the
      // one product with p each)
      const after = new StateMass<S>();
      const ended = new Map<number, Rational>();
      for (const { d, p: ways } of BY_ORIGINAL_DR) {
        const result = rules.result(s, d);
        const law = rules.severity(s, result);
        // played on one scratch state, copied only when it leads to a new state
        const branch = (killed: boolean, q: Rational): void => {
          rules.assign(scratch, s);
          rules.apply(scratch, d, result, killed);
          if (!rules.next(scratch)) {
            const end = rules.end(scratch);
            ended.set(end, ended.get(end)?.add(q) ?? q);
            return;
          }
          const key = rules.key(scratch);
          const had = after.states.get(key);
          if (had) had.p = had.p.add(q);
          else after.add(key, rules.copy(scratch), q);
        };
        if (law === null) {
          branch(false, ways);
          continue;
        }
        // categories of the severity dr: 0 survives, 1 killed
        const killed = law.weights[1] ?? 0;
        if (killed > 0) branch(true, ways.mul(Rational.of(killed, law.total)));
        if (killed < law.total) branch(false, ways.mul(Rational.of(law.total - killed, law.total)));
      }
      for (const [key, { s: t, p: q }] of after.states) next.add(key, t, p.mul(q));
      for (const [end, q] of ended) finish(end, p.mul(q));
    }
    live = next;
  }
}

/** One machine of a kernel's trial: its rules, its start, and the most live states its walk may have. */
type Machine<S> = StepRules<S> & { readonly start: S; readonly maxStates: number };

/**
 * A kernel whose trial plays independent machines one after another (a rally's options, or one
 * machine), each end counted in its slots `slotsOf(slots, k, end)`: trials by `machineTrials`,
 * the exact answer by `machineEnds`.
 */
export function machineKernel<P, L>(
  name: string,
  layout: (p: P) => { tally: Tally; slots: L },
  machines: (p: P) => readonly Machine<unknown>[],
  slotsOf: (slots: L, k: number, end: number) => readonly number[],
): Kernel<P> {
  return {
    name,
    tally: (p) => layout(p).tally,
    prepare(p) {
      const { tally, slots } = layout(p);
      const runs = machines(p).map((m) => new TrialEnds(m.start, m, m.maxStates));
      return { tally, ...machineTrials(runs, (k, end) => slotsOf(slots, k, end)) };
    },
    exact(p, budget) {
      const { tally, slots } = layout(p);
      const acc = zeros(tally.size);
      for (const [k, m] of machines(p).entries()) machineEnds(m.start, m, budget, acc, (end) => slotsOf(slots, k, end));
      return acc;
    },
  };
}
