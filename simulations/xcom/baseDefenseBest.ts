/**
 * XCOM phase 7, base defence, played the best way (docs/rules.md, "XCOM: teams in base defence and
 * missions"; docs/best-play.md, which says why play is finite): a move is a living enemy and a team
 * against it (`TaskTeams`), listed in the order ties are broken by; the state is packed into one
 * number (`basePacking`), its threat's clock not capped, as the answer reports the rolls.
 */
import { Packing } from '../core/decisionSolver.js';
import { decisionGame, decisionKernel } from '../core/decisionKernel.js';
import { baseRollBound, declare, type BaseDefenseParams, type BaseEnd } from './baseDefense.js';
import { STANDARD_XCOM_DIE, capOf, clockAfter, clockThreat } from './dice.js';
import { rollEndsMemo } from './taskRoll.js';
import { TaskTeams, popcount } from './teamAssignment.js';

/** Base defence with the mid-phase state: markers already on each enemy, and names for the rows. */
export interface BaseDefenseBestParams extends BaseDefenseParams {
  /** markers on each enemy (below its hit points), by enemy */
  markers: number[];
  names: { soldiers: string[]; enemies: string[] };
}

/** A move: enemy e against `team` (a bit mask), packed as e * TEAM + team. */
const TEAM = 2 ** 12;

/** The names of a bit set of soldiers (a team, those alive), in their order. */
export const namesIn = (names: readonly string[], team: number): string[] => names.filter((_, k) => (team >> k) & 1);

/** The units a soldier killed counts in. */
export const soldiersLost = () => [{ name: 'soldiersLost', per: 1 }];

/** The state packed: the living soldiers (a bit set), the threat's clock, the markers on each enemy. */
export function basePacking(p: BaseDefenseParams): Packing {
  return new Packing([2 ** p.soldiers.length, p.threat + baseRollBound(p) + 1, ...p.enemies.map((e) => e.hp + 1)]);
}
const CLOCK = 1;
const MARKERS = 2;

function moveText(p: BaseDefenseBestParams, move: number): { enemy: string; soldiers: string[] } {
  return { enemy: p.names.enemies[Math.floor(move / TEAM)]!, soldiers: namesIn(p.names.soldiers, move % TEAM) };
}

/** "threat 3; Muton 1/2; Ana, Bo alive -> Ana against the Muton" */
function row(p: BaseDefenseBestParams, s: number, move: number | undefined): string {
  const [alive, clock, ...markers] = basePacking(p).unpack(s);
  const enemies = p.enemies
    .map((e, i) => (markers[i]! >= e.hp ? `${p.names.enemies[i]} destroyed` : `${p.names.enemies[i]} ${markers[i]}/${e.hp}`))
    .join(', ');
  const living = namesIn(p.names.soldiers, alive!).join(', ');
  const threat = clockThreat(p.threat, clock!, capOf(p));
  if (move === undefined) return `threat ${threat}; ${enemies}; ${living} alive -> stop`;
  const m = moveText(p, move);
  return `threat ${threat}; ${enemies}; ${living} alive -> ${m.soldiers.join(', ')} against the ${m.enemy}`;
}

/** How the phase ended in state `s` (stopped there): enemies alive, soldiers lost, rolls made. */
function baseEndOf(p: BaseDefenseParams): (s: number) => BaseEnd {
  const packing = basePacking(p);
  // read field by field: the solver asks this of every state it finds
  return (s) => {
    let survivors = 0;
    for (let e = 0; e < p.enemies.length; e++) if (packing.field(s, MARKERS + e) < p.enemies[e]!.hp) survivors++;
    const alive = s % packing.stride[CLOCK]!;
    return { survivors, soldiersLost: p.soldiers.length - popcount(alive), rolls: packing.field(s, CLOCK) - p.threat };
  };
}

export const baseDefenseGame = decisionGame<BaseDefenseBestParams, number, number, BaseEnd>({
  name: 'xcom.base-defense.best',
  layout: declare,
  units: soldiersLost,
  endOf: baseEndOf,
  firstMove: (p, _start, first) => (first === undefined ? { stop: true } : { stop: false, ...moveText(p, first) }),
  row,
  problem(p) {
    const die = p.die ?? STANDARD_XCOM_DIE;
    const cap = capOf(p);
    const n = p.enemies.length;
    const teams = p.enemies.map((e) => new TaskTeams(p.soldiers, e));
    const packing = basePacking(p);
    const clockStride = packing.stride[CLOCK]!;
    const endsOf = rollEndsMemo(die);
    return {
      start: packing.pack([2 ** p.soldiers.length - 1, p.threat, ...p.markers]),
      key: (s) => s,
      keyBound: packing.bound,
      moves(s) {
        const alive = s % clockStride;
        const moves: number[] = [];
        for (let e = 0; e < n; e++) {
          if (packing.field(s, MARKERS + e) < p.enemies[e]!.hp) teams[e]!.within(alive, moves, e * TEAM);
        }
        return moves;
      },
      outcomes(s, move, into) {
        const e = Math.floor(move / TEAM);
        const team = move % TEAM;
        const markers = packing.field(s, MARKERS + e);
        const stride = packing.stride[MARKERS + e]!;
        const clock = packing.field(s, CLOCK);
        const rolled = endsOf(teams[e]!.diceOf(team), clockThreat(p.threat, clock, cap), markers, p.enemies[e]!.hp);
        const tick = (clockAfter(p.threat, clock) - clock) * clockStride;
        // the next state by arithmetic on the packed one: the markers placed, the clock up by 1
        // (step 4 of a task roll), and on a loss the team's bits cleared
        // (docs/rules.md, "Phase 7: base defence", step 3: a loss kills the team; every member is
        // alive, so clearing is subtracting)
        for (let j = 0; j < rolled.length; j++) {
          const end = rolled[j]!;
          into.push(end.weight, s + tick + (end.hits - markers) * stride - (end.lost ? team : 0));
        }
      },
    };
  },
});

export const baseDefenseBest = decisionKernel(baseDefenseGame);
