/**
 * A kernel's trial as a walk through a table of its states, built once per request from the
 * kernel's own step machine (the rout, a rally sequence, a small location's cascade): the rules
 * are the machine's, the table only remembers where each roll leads.
 *
 * Building: from the start, every state the machine can reach is numbered by its `key` (states
 * with the same key go on alike and end alike; the rout's and the cascade's are those their
 * exact methods merge by).
 * For each state and each of the 36 outcomes of the 2d6 (dice.ts), the machine's result is
 * applied to a copy; when the result wounds, once with a fatal severity dr and once without.
 * Each copy is then either a state (another check comes) or finished, and its `end` is noted.
 *
 * Walking (`Walk.run`): one draw of the 2d6 per check, and a draw of the severity dr only after
 * a wound, exactly as the machine draws them (so loaded dice script the same faces); a trial
 * allocates nothing and returns its end, which `Ends` turns into tally slots.
 *
 * A trial drawn whole (`TrialEnds`, the rally and rout kernels): where the table's states form
 * an acyclic machine (every check leads further, so every trial ends), the exact law of a
 * trial's END is computed from the table (`Walk.endLaw`): each end's chance, as integer weights
 * over a common denominator. When that denominator fits one 32-bit draw (a trial of few checks:
 * 36 outcomes a check, times a severity dr's), a trial is ONE draw of its end from that law
 * (`Rng.end`, a `JointRoll` like any roll of several dice) rather than 2-3 draws walked check by
 * check: the same law, half the draws or fewer. Loaded dice are answered by the walk (`Rng.end`
 * plays `walk` on them), so tests still script one check at a time. A trial whose law does not
 * fit (many checks: a long rout, many rally phases) keeps the walk.
 *
 * A machine whose states outnumber `maxStates` is not tabled (`compileWalk` answers undefined)
 * and its trials play the machine itself (`play`), with the same draws as the walk.
 */
import { itemAt } from '../core/itemAt.js';
import { JointRoll, MAX_JOINT_OUTCOMES } from '../core/jointRoll.js';
import { lcmOfSafe } from '../core/rational.js';
import type { Rng, TrialLaw } from '../core/rng.js';
import { TWO_D6, TWO_D6_OUTCOMES } from './dice.js';

/** The step machine of a kernel, over states of type S (mutable, copied to branch). */
export interface StepRules<S> {
  copy(s: S): S;
  /** Makes `into` (a copy of the same start) the state `from` is in, allocating nothing. */
  assign(into: S, from: S): void;
  /** Puts `s` back as a trial starts. */
  reset(s: S): void;
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
}

/** The table of a machine's walk (see the header). */
export class Walk {
  /**
   * @param first where a trial starts: a state (>= 0) or, when the start is already finished, end e as -1 - e
   * @param target per state s and outcome d, at s * 36 + d: the state reached, or -1 - end
   * @param killedTarget the same after a fatal severity dr (when `severity` is set)
   * @param severity per state and outcome: the index in `laws` of the severity dr to roll, or -1
   */
  constructor(
    private readonly first: number,
    private readonly target: Int32Array,
    private readonly killedTarget: Int32Array,
    private readonly severity: Int32Array,
    private readonly laws: readonly JointRoll[],
  ) {}

  /** The states tabled. */
  get states(): number {
    return this.target.length / TWO_D6_OUTCOMES;
  }

  /** Plays one trial; returns its end. */
  run(rng: Rng): number {
    const { target, killedTarget, severity, laws } = this;
    let s = this.first;
    // every check of a trial: s is a tabled state and the draw an outcome (0..35), so at is
    // within the tables (36 entries per state); a law index >= 0 was numbered from `laws`
    while (s >= 0) {
      const at = s * TWO_D6_OUTCOMES + rng.roll(TWO_D6);
      const law = severity[at]!;
      s = law >= 0 && rng.roll(laws[law]!) === 1 ? killedTarget[at]! : target[at]!;
    }
    return -1 - s;
  }

  /**
   * The exact law of a trial's end (category e: the trial ends in e), or undefined when the
   * trial does not start at a state, its states are not acyclic (a trial might not end), or the
   * common denominator of the ends' chances exceeds `maxTotal` outcomes (see the header).
   *
   * The denominator: from a state, every end's chance is an integer over D(s) = the least common
   * multiple, over the 36 outcomes, of 36 D(t) (t the state or end reached; an end's D is 1), or
   * after a wound of 36 T lcm(D(t), D(t')), T the severity dr's total and t' where a fatal dr
   * leads. It is found from the last states back, in doubles, and given up once past `maxTotal`
   * (a trial of many checks). The weights: of D(first) equally likely trials, how many reach each
   * state and end in each end, carried forward in topological order in whole numbers.
   */
  endLaw(maxTotal: number = MAX_JOINT_OUTCOMES): JointRoll | undefined {
    const { target, killedTarget, severity, laws } = this;
    if (this.first < 0) return undefined;
    const order = this.topologicalOrder();
    if (order === undefined) return undefined;
    // reads below are in range: s is a state (< states), at one of its 36 entries, law an index
    // numbered from `laws`, and a target a state or an end (< 0, read by `denOf` and `give`)
    const killedWeight = laws.map((l) => l.weights[1] ?? 0);
    const lawTotal = laws.map((l) => l.total);
    // D per state (ends: 1); every target of a state comes after it in `order`
    const den = new Float64Array(this.states);
    const denOf = (t: number): number => (t >= 0 ? den[t]! : 1);
    for (let i = order.length - 1; i >= 0; i--) {
      const s = order[i]!;
      let d = 1;
      for (let at = s * TWO_D6_OUTCOMES; at < (s + 1) * TWO_D6_OUTCOMES; at++) {
        const law = severity[at]!;
        const branch =
          law < 0
            ? TWO_D6_OUTCOMES * denOf(target[at]!)
            : TWO_D6_OUTCOMES * lawTotal[law]! * lcmOfSafe(denOf(target[at]!), denOf(killedTarget[at]!));
        d = lcmOfSafe(d, branch);
        if (d > maxTotal) return undefined;
      }
      den[s] = d;
    }
    // the trials of `total` equally likely ones that reach each state, and that end in each end:
    // whole numbers, since every path's own denominator (the product of its draws' totals) divides
    // `total`; so every share below is an exact integer in a double (at most `total`)
    const total = den[this.first]!;
    const reach = new Float64Array(this.states);
    reach[this.first] = total;
    const weights: number[] = [];
    const give = (t: number, n: number): void => {
      if (!Number.isInteger(n)) throw new Error(`${n} trials of ${total} is not a whole share`);
      if (t >= 0) reach[t]! += n;
      else weights[-1 - t] = (weights[-1 - t] ?? 0) + n;
    };
    for (const s of order) {
      const each = reach[s]! / TWO_D6_OUTCOMES;
      for (let at = s * TWO_D6_OUTCOMES; at < (s + 1) * TWO_D6_OUTCOMES; at++) {
        const law = severity[at]!;
        if (law < 0) {
          give(target[at]!, each);
          continue;
        }
        const killed = killedWeight[law]!;
        const per = each / lawTotal[law]!;
        if (killed > 0) give(killedTarget[at]!, per * killed);
        if (killed < lawTotal[law]!) give(target[at]!, per * (lawTotal[law]! - killed));
      }
    }
    return wholeTrialLaw(Array.from(weights, (w = 0) => w));
  }

  /** The states in an order where every check leads to a later state or an end, or undefined on a cycle. */
  private topologicalOrder(): Int32Array | undefined {
    const { target, killedTarget, severity } = this;
    const n = this.states;
    const into = new Int32Array(n);
    const each = (s: number, f: (t: number) => void): void => {
      for (let at = s * TWO_D6_OUTCOMES; at < (s + 1) * TWO_D6_OUTCOMES; at++) {
        if (target[at]! >= 0) f(target[at]!);
        if (severity[at]! >= 0 && killedTarget[at]! >= 0) f(killedTarget[at]!);
      }
    };
    for (let s = 0; s < n; s++) each(s, (t) => into[t]!++);
    const order = new Int32Array(n);
    let length = 0;
    for (let s = 0; s < n; s++) if (into[s] === 0) order[length++] = s;
    for (let i = 0; i < length; i++) {
      each(order[i]!, (t) => {
        if (--into[t]! === 0) order[length++] = t;
      });
    }
    return length === n ? order : undefined;
  }
}

/**
 * A trial's end law as a joint roll: `weights[e]` of the sum of the weights. Its one "die" has a
 * face per outcome of that sum, read as the end owning it (ends own consecutive outcomes), so
 * the roll's faces still say what its weights count; loaded dice do not roll it (they walk).
 */
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

/** A tabled trial drawn whole: its end law, and its walk for loaded dice (see the header). */
class WholeTrial implements TrialLaw {
  constructor(
    readonly ends: JointRoll,
    private readonly table: Walk,
  ) {}

  walk(rng: Rng): number {
    return this.table.run(rng);
  }
}

/**
 * Independent trials made one after another (the options of a rally, each on its own dice) as
 * ONE trial drawn whole: its end is the tuple of theirs, numbered j = (e_0 n_1 + e_1) n_2 + ...
 * (n_k: the ends of trial k's law), and its law is the product of theirs. Loaded dice walk the
 * trials in turn, as drawing them one by one does.
 */
export class JointTrial implements TrialLaw {
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

/** Tables the walk of `rules` from `start`, or answers undefined past `maxStates` states. */
export function compileWalk<S>(start: S, rules: StepRules<S>, maxStates: number): Walk | undefined {
  const ids = new Map<string, number>();
  const states: S[] = [];
  const laws: JointRoll[] = [];
  // a state after a check: its number (a new one is kept, its next check prepared), or -1 - end
  const place = (s: S): number => {
    const key = rules.key(s);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const kept = rules.copy(s);
    const id = rules.next(kept) ? states.length : -1 - rules.end(kept);
    ids.set(key, id);
    if (id >= 0) states.push(kept);
    return id;
  };
  const first = place(start);
  const target: number[] = [];
  const killedTarget: number[] = [];
  const severity: number[] = [];
  // every branch is played on one scratch state
  const scratch = rules.copy(start);
  const after = (state: S, d: number, result: number, killed: boolean): number => {
    rules.assign(scratch, state);
    rules.apply(scratch, d, result, killed);
    return place(scratch);
  };
  for (let s = 0; s < states.length; s++) {
    if (states.length > maxStates) return undefined;
    const state = itemAt(states, s);
    for (let d = 0; d < TWO_D6_OUTCOMES; d++) {
      const result = rules.result(state, d);
      const law = rules.severity(state, result);
      target.push(after(state, d, result, false));
      if (law === null) {
        killedTarget.push(0);
        severity.push(-1);
      } else {
        killedTarget.push(after(state, d, result, true));
        if (!laws.includes(law)) laws.push(law);
        severity.push(laws.indexOf(law));
      }
    }
  }
  if (states.length > maxStates) return undefined;
  return new Walk(first, Int32Array.from(target), Int32Array.from(killedTarget), Int32Array.from(severity), laws);
}

/** Plays the machine from `s` to its end, with the same draws as the walk makes. */
export function play<S>(s: S, rules: StepRules<S>, rng: Rng): number {
  while (rules.next(s)) {
    const d = rng.roll(TWO_D6);
    const result = rules.result(s, d);
    const law = rules.severity(s, result);
    rules.apply(s, d, result, law !== null && rng.roll(law) === 1);
  }
  return rules.end(s);
}

/**
 * The trials of a machine, each returning its end (`run`): drawn whole when its table's end law
 * fits one draw, else by its table when it has at most `maxStates` states, else by playing it on
 * one state reset for every trial. The table is built
 * here, when the kernel is prepared to run trials (its tally is declared without preparing it).
 * A kernel's batch calls `run` on this object, a method of one class, rather than a function
 * made anew by every `prepare`: a call site that meets a new function each request is
 * deoptimised ("wrong call target") and, met with several, stops inlining it.
 */
export class TrialEnds<S> {
  private readonly walk: Walk | undefined;
  /** the trial drawn whole, when its end law fits one draw (see the header) */
  readonly whole: TrialLaw | undefined;
  private readonly state: S;

  constructor(
    start: S,
    private readonly rules: StepRules<S>,
    maxStates: number,
  ) {
    const walk = compileWalk(start, rules, maxStates);
    const law = walk?.endLaw();
    this.walk = walk;
    this.whole = walk !== undefined && law !== undefined ? new WholeTrial(law, walk) : undefined;
    this.state = rules.copy(start);
  }

  run(rng: Rng): number {
    const whole = this.whole;
    if (whole !== undefined) return rng.end(whole);
    const walk = this.walk;
    if (walk !== undefined) return walk.run(rng);
    this.rules.reset(this.state);
    return play(this.state, this.rules, rng);
  }
}

/** The trials of the machine from `start` (`TrialEnds`). */
export function trialEnds<S>(start: S, rules: StepRules<S>, maxStates: number): TrialEnds<S> {
  return new TrialEnds(start, rules, maxStates);
}
