/**
 * "Loaded dice": an Rng that returns scripted faces in order, so a test can walk one rule
 * branch with the exact faces it names. It fails loudly when a kernel asks for a face outside
 * the die, or for more (or fewer) faces than scripted.
 */
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Kernel } from '../../simulations/core/kernel.js';
import type { Rng, TrialLaw } from '../../simulations/core/rng.js';

export class LoadedDice implements Rng {
  private i = 0;
  constructor(private readonly faces: readonly number[]) {}

  int(from: number, to: number): number {
    const f = this.faces[this.i];
    if (f === undefined) throw new Error(`loaded dice ran out after ${this.faces.length} faces (asked for a d[${from}..${to}])`);
    this.i++;
    if (f < from || f > to) throw new Error(`scripted face ${f} (#${this.i}) is not on a d[${from}..${to}]`);
    return f;
  }

  /** Rolls each die on its own scripted face. */
  count(dice: number, sides: number, hits: number): number {
    let n = 0;
    for (let i = 0; i < dice; i++) if (this.int(1, sides) <= hits) n++;
    return n;
  }

  /** Rolls each die of the joint roll on its own scripted face, then reads the faces as the rule does. */
  roll(roll: JointRoll): number {
    return roll.classify(roll.dice.map((d) => this.int(d.from, d.to)));
  }

  /** Plays the trial check by check, each check's dice on their scripted faces. */
  end(trial: TrialLaw): number {
    return trial.walk(this);
  }

  get unused(): number {
    return this.faces.length - this.i;
  }
}

export interface TrialOutcome {
  /** every event of the tally: did it happen */
  events: Record<string, boolean>;
  /** every value of the tally: the value recorded */
  values: Record<string, number>;
}

/** Runs one trial of `kernel` on scripted faces and reads back what it recorded. */
export function loadedTrial<P>(kernel: Kernel<P>, params: P, faces: readonly number[]): TrialOutcome & { unused: number } {
  const { tally, trial } = kernel.prepare(params);
  const acc = new Float64Array(tally.size);
  const dice = new LoadedDice(faces);
  trial(dice, acc);
  const events: Record<string, boolean> = {};
  for (const e of tally.events) events[e.name] = acc[e.slot] === 1;
  const values: Record<string, number> = {};
  for (const v of tally.values) {
    for (let x = v.min; x <= v.max; x++) if (acc[v.slot + x - v.min] === 1) values[v.name] = x;
  }
  return { events, values, unused: dice.unused };
}
