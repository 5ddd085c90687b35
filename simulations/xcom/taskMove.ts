/**
 * A task roll's effect on its task (docs/rules.md, "A task roll"), written once: a task's state
 * and one roll's joint outcome (successes, a loss) give the next state (`TaskRun.roll`). The
 * trials apply it draw by draw (taskRoll.ts); the exact forms enumerate it (`rollEnds`, which the
 * best plays read, and taskWalk.ts). A loss ends the task: its units roll no more this phase.
 */
import { ROLL_COUNT_TOP, NO_THREAT_CAP, rollCategory, rollWeights, rollsAfter, threatAfter, type XcomDie } from './dice.js';

/** No cap: more rolls than any task makes (from threat 8 on every roll is a loss; below a cap, see `ROLL_COUNT_TOP`). */
export const NO_ROLL_CAP = 0x7fffffff;

/** The markers after a roll of `successes` on `hits`: placed up to `need`, the surplus wasted. */
export function placed(hits: number, successes: number, need: number): number {
  return Math.min(need, hits + successes);
}

/** Whether a task holding `hits` of `need` markers is over after a roll: done, or lost. */
export function taskOver(hits: number, lost: boolean, need: number): boolean {
  return lost || hits >= need;
}

/**
 * The state of one task in progress. Kernels allocate one in `prepare` and reuse it for every
 * trial (`start`), so trials allocate nothing.
 */
export class TaskRun {
  /** @param threatCap where the threat stops rising (`threatAfter`) */
  constructor(readonly threatCap = NO_THREAT_CAP) {}

  /** threat before the next roll */
  threat = 1;
  /** rolls made on this task (what `policy.maxRolls` counts) */
  rolls = 0;
  /** successes placed on the target (at most `need`) */
  hits = 0;
  /** the last roll was a loss */
  lost = false;
  /** rolls made since the task was last taken up (`takeUp`), and the most it may make then */
  made = 0;
  cap = NO_ROLL_CAP;
  /** the next of the roll's `extra` groups to draw (0: the roll has not begun) */
  group = 0;

  start(threat: number, hits = 0, rolls = 0): this {
    this.threat = threat;
    this.hits = hits;
    this.rolls = rolls;
    return this.takeUp(NO_ROLL_CAP);
  }

  /** The task taken up (again) where it stands, for at most `cap` rolls from here (`rollCap`). */
  takeUp(cap: number): this {
    this.lost = false;
    this.made = 0;
    this.cap = cap;
    this.group = 0;
    return this;
  }

  copyFrom(o: TaskRun): void {
    this.threat = o.threat;
    this.rolls = o.rolls;
    this.hits = o.hits;
    this.lost = o.lost;
    this.made = o.made;
    this.cap = o.cap;
    this.group = o.group;
  }

  /** The roll's effect (see the header): a loss when the alien die `lost`. */
  roll(successes: number, lost: boolean, need: number): void {
    this.hits = placed(this.hits, successes, need);
    this.step();
    if (lost) this.lost = true;
  }

  /** The threat and the counts of rolls moved by one roll, whatever it showed. */
  step(): void {
    this.threat = threatAfter(this.threat, this.threatCap);
    this.rolls = rollsAfter(this.rolls);
    this.made = rollsAfter(this.made);
  }

  /**
   * Whether the state comes back after a roll that places no success and is no loss: only below
   * a threat cap, once the threat stopped there and the rolls' count stopped at its top
   * (`ROLL_COUNT_TOP`). Without a cap it never does: the threat rises.
   */
  repeats(): boolean {
    return threatAfter(this.threat, this.threatCap) === this.threat && this.rolls === ROLL_COUNT_TOP && this.made === ROLL_COUNT_TOP;
  }

  /** Identifies the state of the task for a walk's table (rollWalk.ts). */
  key(): string {
    return `${this.threat},${this.rolls},${this.hits},${this.lost ? 1 : 0},${this.made},${this.cap},${this.group}`;
  }
}

/** One way a roll can end for its task: the markers after it (at most `need`), a loss or not, its weight. */
export interface RollEnd {
  hits: number;
  lost: boolean;
  weight: number;
}

/** The ends of one roll (`rollWeights`), each joint outcome applied by `TaskRun.roll`, merged by markers and loss. */
export function rollEnds(dice: number, die: XcomDie, threat: number, hits: number, need: number): RollEnd[] {
  const w = rollWeights(dice, die, threat);
  const run = new TaskRun();
  const ends: RollEnd[] = [];
  for (const lost of [false, true]) {
    const byHits = new Map<number, number>();
    for (let k = 0; k <= dice; k++) {
      run.start(threat, hits).roll(k, lost, need);
      byHits.set(run.hits, (byHits.get(run.hits) ?? 0) + w[rollCategory(k, lost)]!);
    }
    for (const [h, weight] of byHits) if (weight > 0) ends.push({ hits: h, lost, weight });
  }
  return ends;
}
