/**
 * XCOM phase 7, base defence, played the best way (RULES.md section 4, "Phase 7, base defence";
 * seed phase 7 steps 1 and 4): before every roll the Squad Leader chooses a living enemy and the
 * soldiers sent against it, or stops.
 *
 * The decisions, as read here:
 * - A move: a living enemy (markers below its hit points) and a non-empty team of living
 *   soldiers, at most one per skill icon of the enemy, each holding the icon it takes (plain
 *   soldiers hold every icon), as `fittingTeams` reads it (the default play's own rule). The
 *   same enemy may be chosen again, with another team.
 * - Stop: every enemy still alive deals 1 base damage (as the default play ends).
 * - Move order, for ties: enemies as listed; for one enemy, the most dice, then fewer soldiers,
 *   then soldiers listed first (`teamChoices`). Stopping wins a tie with any move.
 * The roll is the task roll of every XCOM kernel (`rollEnds`: successes placed, surplus wasted,
 * a losing roll's successes still count); a loss kills the team; the threat rises by 1.
 *
 * The state: living soldiers (a bit set), markers on each enemy, the threat, packed into one
 * number (soldiers 12 bits, threat 6 bits, 4 bits per enemy: at most 50 bits, exact in a double).
 * The threat is kept as it is, not capped at 8, because the answer reports the rolls made; the
 * states stay finite all the same: every roll raises the threat, and from threat 8 on every roll
 * is a loss that kills at least one soldier, so a play makes at most (8 - threat) + soldiers rolls
 * (`baseRollBound`). So the graph of states is acyclic and bounded.
 */
import type { Solution } from '../core/decisionSolver.js';
import { decisionKernel, reachedDecisions, type DecisionGame, type DecisionNotes } from '../core/decisionKernel.js';
import type { Tally } from '../core/tally.js';
import { declare, type BaseDefenseParams } from './baseDefense.js';
import { ALIEN_DIE_SIDES, STANDARD_XCOM_DIE } from './dice.js';
import { rollEnds, type RollEnd } from './taskRoll.js';
import { popcount, teamChoices, teamDice } from './teamAssignment.js';

/** Base defence with the mid-phase state: markers already on each enemy, and names for the rows. */
export interface BaseDefenseBestParams extends BaseDefenseParams {
  /** markers on each enemy (below its hit points), by enemy */
  markers: number[];
  names: { soldiers: string[]; enemies: string[] };
}

const ALIVE = 2 ** 12;
const THREAT = 2 ** 6;
const MARKERS_AT = ALIVE * THREAT;

/** A move: enemy e against `team` (a bit mask), packed as e * 2^12 + team. */
export type BaseMove = number;

interface Unpacked {
  alive: number;
  threat: number;
  markers: number[];
}

export function unpackBase(s: number, enemies: number): Unpacked {
  const alive = s % ALIVE;
  const threat = Math.floor(s / ALIVE) % THREAT;
  let rest = Math.floor(s / MARKERS_AT);
  const markers: number[] = [];
  for (let e = 0; e < enemies; e++) {
    markers.push(rest % 16);
    rest = Math.floor(rest / 16);
  }
  return { alive, threat, markers };
}

export function packBase(u: Unpacked): number {
  let m = 0;
  for (let e = u.markers.length - 1; e >= 0; e--) m = m * 16 + u.markers[e]!;
  return (m * THREAT + u.threat) * ALIVE + u.alive;
}

function moveText(p: BaseDefenseBestParams, move: BaseMove): { enemy: string; soldiers: string[] } {
  const e = Math.floor(move / ALIVE);
  const team = move % ALIVE;
  return { enemy: p.names.enemies[e]!, soldiers: p.names.soldiers.filter((_, i) => (team >> i) & 1) };
}

/** "threat 3; Muton 1/2; Ana, Bo alive -> Ana against the Muton" */
function row(p: BaseDefenseBestParams, s: number, move: BaseMove | undefined): string {
  const u = unpackBase(s, p.enemies.length);
  const enemies = p.enemies
    .map((e, i) => (u.markers[i]! >= e.hp ? `${p.names.enemies[i]} destroyed` : `${p.names.enemies[i]} ${u.markers[i]}/${e.hp}`))
    .join(', ');
  const alive = p.names.soldiers.filter((_, i) => (u.alive >> i) & 1).join(', ');
  if (move === undefined) return `threat ${u.threat}; ${enemies}; ${alive} alive -> stop`;
  const m = moveText(p, move);
  return `threat ${u.threat}; ${enemies}; ${alive} alive -> ${m.soldiers.join(', ')} against the ${m.enemy}`;
}

export const baseDefenseGame: DecisionGame<BaseDefenseBestParams, number, BaseMove> = {
  name: 'xcom.base-defense.best',
  tally: (p) => declare(p).tally,
  units: 'soldiersLost',
  problem(p) {
    const die = p.die ?? STANDARD_XCOM_DIE;
    const n = p.enemies.length;
    const teams = p.enemies.map((e) => teamChoices(p.soldiers, e));
    const dice = p.enemies.map((e, i) => Array.from(teams[i]!, (m) => teamDice(p.soldiers, e, m)));
    const diceOf = new Map<number, number>();
    // the ends of a roll by dice, threat (from 8 on every roll is a loss: one law), markers and need
    const ends = new Map<number, RollEnd[]>();
    const endsOf = (dice: number, threat: number, markers: number, need: number): RollEnd[] => {
      const t = Math.min(threat, ALIEN_DIE_SIDES);
      const key = ((dice * 16 + t) * 16 + markers) * 16 + need;
      let found = ends.get(key);
      if (found === undefined) {
        found = rollEnds(dice, die, t, markers, need);
        ends.set(key, found);
      }
      return found;
    };
    for (const [e, ts] of teams.entries()) for (const [j, m] of ts.entries()) diceOf.set(e * ALIVE + m, dice[e]![j]!);
    return {
      start: packBase({ alive: 2 ** p.soldiers.length - 1, threat: p.threat, markers: p.markers }),
      key: (s) => s,
      moves(s) {
        const u = unpackBase(s, n);
        const moves: BaseMove[] = [];
        for (let e = 0; e < n; e++) {
          if (u.markers[e]! >= p.enemies[e]!.hp) continue;
          for (const m of teams[e]!) if ((m & ~u.alive) === 0) moves.push(e * ALIVE + m);
        }
        return moves;
      },
      outcomes(s, move) {
        const e = Math.floor(move / ALIVE);
        const team = move % ALIVE;
        const threat = Math.floor(s / ALIVE) % THREAT;
        const place = MARKERS_AT * 16 ** e;
        const markers = Math.floor(s / place) % 16;
        const need = p.enemies[e]!.hp;
        const ends = endsOf(diceOf.get(move)!, threat, markers, need);
        const out = new Array<{ weight: number; next: number }>(ends.length);
        // the next state by arithmetic on the packed one: the markers placed, the threat up by 1
        // (step 3 of a task roll), and on a loss the team's bits cleared (RULES.md, phase 7 step 3:
        // a loss kills the team; every member is alive, so clearing is subtracting)
        for (let j = 0; j < ends.length; j++) {
          const end = ends[j]!;
          out[j] = { weight: end.weight, next: s + ALIVE + (end.hits - markers) * place - (end.lost ? team : 0) };
        }
        return out;
      },
    };
  },
  endSlots(p, _tally: Tally) {
    const { slots } = declare(p);
    const n = p.enemies.length;
    return (s) => {
      const u = unpackBase(s, n);
      const survivors = p.enemies.filter((e, i) => u.markers[i]! < e.hp).length;
      const lost = p.soldiers.length - popcount(u.alive);
      const out = [slots.baseDamage + survivors, slots.soldiersLost + lost, slots.rolls + (u.threat - p.threat)];
      if (survivors === 0) out.push(slots.allDestroyed);
      if (lost > 0) out.push(slots.anySoldierLost);
      return out;
    };
  },
  notes(p, solution: Solution<number, BaseMove>, reached, rows): DecisionNotes {
    const first = solution.move[0];
    return {
      firstMove: first === undefined ? { stop: true } : { stop: false, ...moveText(p, first) },
      policy: reached.slice(0, rows).map((id) => row(p, solution.states[id]!, solution.move[id])),
      reachable: reached.length,
      states: solution.states.length,
      value: solution.value,
    };
  },
};

export const baseDefenseBest = decisionKernel(baseDefenseGame);
