/**
 * XCOM phases 4 and 5, research and orbital defence, played the best way (docs/rules.md, "XCOM:
 * roll again or stop"): before every roll, roll (the one move) or stop. The state (markers placed,
 * a loss, the threat, the rolls made) is one small integer; a play makes at most
 * `rollsUntilCertainLoss` rolls, and the graph is acyclic as baseDefenseBest.ts says.
 */
import { Packing } from '../core/decisionSolver.js';
import { decisionGame, decisionKernel } from '../core/decisionKernel.js';
import { STANDARD_XCOM_DIE, capOf, rollsUntilCertainLoss } from './dice.js';
import { orbitalDefense, type OrbitalParams } from './orbitalDefense.js';
import { researchTask, type ResearchParams } from './researchTask.js';
import { TaskRun, rollEnds, type ResetTaskKernel, type ResetTaskParams, type TaskEnd } from './taskRoll.js';

export const ROLL = 0;

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
) {
  // the state packed: markers placed, a loss, the threat, the rolls made
  const packing = (p: P) =>
    new Packing([kernel.phase.need(p) + 1, 2, threatBound(p.threat, capOf(p)), rollsUntilCertainLoss(p.threat, capOf(p)) + 1]);
  const endOf = (p: P) => {
    const pk = packing(p);
    return (s: number) => {
      const [hits, lost, threat, rolls] = pk.unpack(s);
      return { hits: hits!, lost: lost === 1, threat: threat!, rolls: rolls! };
    };
  };
  return decisionGame<P, number, number, TaskEnd>({
    name,
    layout: (p) => ({ tally: kernel.tally(p), ends: kernel.ends(p) }),
    units,
    endOf,
    firstMove: (_p, _s, move) => ({ stop: move !== ROLL }),
    row(p, s, move) {
      const u = endOf(p)(s);
      return `threat ${u.threat}; ${what} ${u.hits}/${kernel.phase.need(p)} -> ${move === undefined ? 'stop' : 'roll'}`;
    },
    problem(p) {
      const need = kernel.phase.need(p);
      const dice = kernel.phase.dice(p);
      const die = p.die ?? STANDARD_XCOM_DIE;
      const threatCap = capOf(p);
      const pk = packing(p);
      const state = endOf(p);
      return {
        start: pk.pack([0, 0, p.threat, 0]),
        key: (s) => s,
        keyBound: pk.bound,
        moves: (s) => {
          const u = state(s);
          return u.lost || u.hits >= need || dice === 0 ? [] : [ROLL];
        },
        outcomes: (s, _move, into) => {
          const u = state(s);
          // the threat and the rolls after the roll, as `TaskRun.roll` moves them
          const after = new TaskRun(threatCap).start(u.threat, u.hits, u.rolls);
          after.step();
          for (const end of rollEnds(dice, die, u.threat, u.hits, need)) {
            into.push(end.weight, pk.pack([end.hits, end.lost ? 1 : 0, after.threat, after.rolls]));
          }
        },
      };
    },
  });
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
