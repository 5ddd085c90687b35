/**
 * The whole round (round.ts): its parameters, what its tally counts, and the panic the
 * deterministic parts of the round give (phase 1's deficit, phase 5's routing of the UFOs left
 * in orbit), shared by its Monte Carlo trial and its exact composition.
 */
import { itemAt } from '../core/itemAt.js';
import { Tally } from '../core/tally.js';
import type { Enemy, Soldier } from './baseDefense.js';
import { baseSlots } from './baseDefense.js';
import { shortfallOf } from './budgetAudit.js';
import { capOf, rollsUntilCertainLoss, type ThreatTrack, type XcomDie } from './dice.js';
import { cardSlots, type MissionCard } from './missionTasks.js';
import { spillPanic } from './panicTrack.js';
import type { StopPolicy } from './policy.js';

/** Every task phase sets the threat to 1 when it begins (phases 4-6 before each task). */
export const PHASE_START_THREAT = 1;

/** Phase 1's money and the units it pays for. */
export interface RoundBudget {
  money: number;
  soldiers: number;
  interceptors: number;
  scientists: number;
  satellites: number;
}

export interface RoundParams extends ThreatTrack {
  panicTrackEnd: number;
  /** panic at the start of the resolution phase */
  continents: Array<{ panic: number; interceptors: number; ufos: number }>;
  /** the player's tie-break order: indices of `continents`, first wins a tie */
  tieOrder: number[];
  /** phase 1; null when the upkeep is taken as paid */
  budget: RoundBudget | null;
  research: Array<{ scientists: number; cost: number; progress: number; bonusDice: number }>;
  orbit: { satellites: number; ufos: number };
  base: { soldiers: Soldier[]; enemies: Enemy[]; damage: number; redSpace: number };
  missions: MissionCard[];
  policy: { research: StopPolicy; orbital: StopPolicy; global: StopPolicy; base: StopPolicy; missions: StopPolicy };
  die?: XcomDie;
  /** 'best': phases 7 and 9 by their best play for their main event (bestRound.ts); their policies are then {} */
  play?: 'default' | 'best';
}

export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Where every task phase starts: threat 1, the round's threat cap and die, the phase's policy. */
export const phaseStart = (round: RoundParams, phase: keyof RoundParams['policy']) => ({
  threat: PHASE_START_THREAT,
  threatCap: round.threatCap,
  policy: round.policy[phase],
  die: round.die,
});

/** Dice of a research area: none without a scientist (the Laboratory's dice need one rolling). */
export function areaDice(a: RoundParams['research'][number]): number {
  return a.scientists > 0 ? a.scientists + a.bonusDice : 0;
}

/** Panic of each continent after phase 1: its shortfall spilled from the highest (budgetAudit.ts). */
export function panicAfterAudit(p: RoundParams, shortfall = shortfallOf(p.budget)): number[] {
  const panic = p.continents.map((c) => c.panic);
  spillPanic(panic, p.panicTrackEnd, shortfall, p.tieOrder, 'highest');
  return panic;
}

/** Panic of each continent after phase 5, for every count X of UFOs left in orbit: continent i at `routed[X * n + i]`. */
export function panicAfterOrbit(p: RoundParams, shortfall = shortfallOf(p.budget)): Int32Array {
  const n = p.continents.length;
  const start = panicAfterAudit(p, shortfall);
  const routed = new Int32Array((p.orbit.ufos + 1) * n);
  for (let x = 0; x <= p.orbit.ufos; x++) {
    const panic = start.slice();
    spillPanic(panic, p.panicTrackEnd, x, p.tieOrder, 'lowest');
    routed.set(panic, x * n);
  }
  return routed;
}

/** The round's tally: what the answer reports, and where each count goes. */
export function roundLayout(p: RoundParams) {
  const tally = new Tally();
  const n = p.continents.length;
  const end = p.panicTrackEnd;
  const { base } = p;
  const top = {
    anyContinentAtTrackEnd: tally.event('anyContinentAtTrackEnd'),
    allResearchCompleted: tally.event('allResearchCompleted'),
    redSpaceReached: tally.event('redSpaceReached'),
    allMissionsCompleted: tally.event('allMissionsCompleted'),
    continentsAtTrackEnd: tally.value('continentsAtTrackEnd', 0, n),
    baseDamageAfter: tally.value('baseDamageAfter', base.damage, base.damage + base.enemies.length),
    scientistsExhausted: tally.value('scientistsExhausted', 0, sum(p.research.map((a) => a.scientists))),
    satellitesExhausted: tally.value('satellitesExhausted', 0, p.orbit.satellites),
    interceptorsLost: tally.value('interceptorsLost', 0, sum(p.continents.map((c) => c.interceptors))),
    soldiersKilled: tally.value('soldiersKilled', 0, base.soldiers.length + sum(p.missions.map((m) => m.soldiers.length))),
  };
  const cg = tally.group('continents', n);
  const continents = p.continents.map((c, i) => {
    const item = itemAt(cg, i);
    return {
      trackEnd: item.event('trackEnd'),
      cleared: item.event('cleared'),
      interceptorsLost: item.event('interceptorsLost'),
      panic: item.value('panic', 0, end),
      ufosLeft: item.value('ufosLeft', 0, c.ufos),
    };
  });
  const rg = tally.group('research', p.research.length);
  const maxRolls = rollsUntilCertainLoss(PHASE_START_THREAT, capOf(p));
  const research = p.research.map((a, i) => {
    const item = itemAt(rg, i);
    return {
      completed: item.event('completed'),
      exhausted: item.event('exhausted'),
      markers: item.value('markers', 0, a.cost - a.progress),
      rolls: item.value('rolls', 0, Math.min(p.policy.research.maxRolls ?? Infinity, maxRolls)),
    };
  });
  const og = itemAt(tally.group('orbit', 1), 0);
  const orbit = {
    cleared: og.event('cleared'),
    exhausted: og.event('exhausted'),
    ufosLeft: og.value('ufosLeft', 0, p.orbit.ufos),
    rolls: og.value('rolls', 0, maxRolls, { distribution: false }),
  };
  const bg = itemAt(tally.group('base', 1), 0);
  const baseSlot = baseSlots(bg, { ...base, threat: PHASE_START_THREAT, threatCap: capOf(p) });
  const mg = tally.group('missions', p.missions.length);
  const missions = p.missions.map((m, i) => cardSlots(itemAt(mg, i), m));
  return { tally, top, continents, research, orbit, base: baseSlot, missions };
}
