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
 * Walking: one draw of the 2d6 per check, and a draw of the severity dr only after a wound,
 * exactly as the machine draws them (so loaded dice script the same faces); a trial allocates
 * nothing and returns its end, which `Ends` turns into tally slots.
 *
 * A machine whose states outnumber `maxStates` is not tabled (`compileWalk` answers undefined)
 * and its trials play the machine itself (`play`), with the same draws.
 */
import { itemAt } from '../core/itemAt.js';
import type { JointRoll } from '../core/jointRoll.js';
import type { Rng } from '../core/rng.js';
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
 * The trials of a machine, each returning its end (`run`): by its table when it has at most
 * `maxStates` states, else by playing it on one state reset for every trial. The table is built
 * here, when the kernel is prepared to run trials (its tally is declared without preparing it).
 * A kernel's batch calls `run` on this object, a method of one class, rather than a function
 * made anew by every `prepare`: a call site that meets a new function each request is
 * deoptimised ("wrong call target") and, met with several, stops inlining it.
 */
export class TrialEnds<S> {
  private readonly walk: Walk | undefined;
  private readonly state: S;

  constructor(
    start: S,
    private readonly rules: StepRules<S>,
    maxStates: number,
  ) {
    this.walk = compileWalk(start, rules, maxStates);
    this.state = rules.copy(start);
  }

  run(rng: Rng): number {
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
