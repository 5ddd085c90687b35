/**
 * XCOM phases 4 and 5, research and orbital defence, played the best way
 * (docs/rules.md, "XCOM: roll again or stop"; seed phases 4 and 5 step (5), 決定是否要繼續重覆2~5的流程):
 * after each roll the player rolls again or stops, knowing the markers placed and the threat.
 *
 * One task whose threat was reset (one research area, the orbit): the dice are fixed (scientists
 * and the Laboratory's bonus dice, or satellites), the task is done at `need` successes, a loss
 * exhausts every unit and ends it. The decision, before every roll: roll (the one move) or stop.
 * The roll is the task roll of every XCOM kernel (`rollEnds`).
 *
 * The state: markers placed, the threat, the rolls made, whether the last roll was a loss, as one
 * small integer. The threat rises by 1 every roll and from threat 8 on every roll is a loss that
 * ends the task, so a play makes at most 9 - threat rolls (`rollsUntilCertainLoss`): the graph is
 * acyclic and small. Below a threat cap under 8 the rolls are counted up to their top, where a
 * roll with no success and no loss leaves the state as it was: the solver solves that move.
 */
import type { Solution } from '../core/decisionSolver.js';
import { decisionKernel, type DecisionGame, type DecisionNotes } from '../core/decisionKernel.js';
import { STANDARD_XCOM_DIE, capOf, rollsUntilCertainLoss } from './dice.js';
import { orbitalDefense, type OrbitalParams } from './orbitalDefense.js';
import { researchTask, type ResearchParams } from './researchTask.js';
import { TaskRun, rollEnds, type ResetTaskKernel, type ResetTaskParams } from './taskRoll.js';
import { stoppedSlots, teamBestNotes } from './teamBest.js';

export const ROLL = 0;

interface Unpacked {
  hits: number;
  threat: number;
  rolls: number;
  lost: boolean;
}

/**
 * hits + (need + 1) x (2 x (threat + threats x rolls) + lost): small integers, for threats below
 * `threats` (`threatBound`).
 */
function packing(need: number, threats: number) {
  const h = need + 1;
  return {
    pack: (u: Unpacked) => u.hits + h * (2 * (u.threat + threats * u.rolls) + (u.lost ? 1 : 0)),
    unpack: (s: number): Unpacked => {
      const tr = Math.floor(s / h / 2);
      return { hits: s % h, threat: tr % threats, rolls: Math.floor(tr / threats), lost: Math.floor(s / h) % 2 === 1 };
    },
  };
}

/** One past the highest threat a task started at `threat` reaches. */
const threatBound = (threat: number, cap: number) => Math.min(threat + rollsUntilCertainLoss(threat, cap), Math.max(threat, cap)) + 1;

/**
 * The game of one reset task, in the layout of its kernel's answer (`kernel.ends` says where an
 * end counts); `what` is what the rows call the markers ("markers", "UFOs destroyed").
 */
function resetTaskGame<P extends ResetTaskParams>(
  name: string,
  kernel: ResetTaskKernel<P>,
  what: string,
  units: (p: P) => Array<{ name: string; per: number }>,
): DecisionGame<P, number, number> {
  const shape = (p: P) => {
    const need = kernel.phase.need(p);
    const threats = threatBound(p.threat, capOf(p));
    return {
      dice: kernel.phase.dice(p),
      need,
      threat: p.threat,
      die: p.die ?? STANDARD_XCOM_DIE,
      threatCap: capOf(p),
      threats,
      ...packing(need, threats),
    };
  };
  return {
    name,
    tally: (p) => kernel.tally(p),
    units,
    problem(p) {
      const { dice, need, threat, die, threatCap, threats, pack, unpack } = shape(p);
      return {
        start: pack({ hits: 0, threat, rolls: 0, lost: false }),
        key: (s) => s,
        keyBound: pack({ hits: need, threat: threats - 1, rolls: rollsUntilCertainLoss(threat, threatCap), lost: true }) + 1,
        moves: (s) => {
          const u = unpack(s);
          return u.lost || u.hits >= need || dice === 0 ? [] : [ROLL];
        },
        outcomes: (s) => {
          const u = unpack(s);
          // the threat and the rolls after the roll, as `TaskRun.roll` moves them
          const after = new TaskRun(threatCap).start(u.threat, u.hits, u.rolls);
          after.step();
          return rollEnds(dice, die, u.threat, u.hits, need).map((end) => ({
            weight: end.weight,
            next: pack({ hits: end.hits, threat: after.threat, rolls: after.rolls, lost: end.lost }),
          }));
        },
      };
    },
    endSlots: (p) => stoppedSlots(kernel.ends(p), shape(p).unpack),
    notes(p, solution: Solution<number, number>, reached, rows): DecisionNotes {
      const { need, unpack } = shape(p);
      return teamBestNotes(solution, reached, rows, { stop: solution.choice[0] !== ROLL }, (s, move) => {
        const u = unpack(s);
        return `threat ${u.threat}; ${what} ${u.hits}/${need} -> ${move === undefined ? 'stop' : 'roll'}`;
      });
    },
  };
}

// a loss exhausts every scientist of the area (the Laboratory's dice are not units)
export const researchGame = resetTaskGame('xcom.research.best', researchTask, 'markers', (p: ResearchParams) => [
  { name: 'exhausted', per: p.scientists },
]);

// a loss exhausts every satellite
export const orbitalGame = resetTaskGame('xcom.orbital-defense.best', orbitalDefense, 'UFOs destroyed', (p: OrbitalParams) => [
  { name: 'exhausted', per: p.satellites },
]);

export const researchBest = decisionKernel(researchGame);
export const orbitalBest = decisionKernel(orbitalGame);
