/**
 * XCOM: the whole resolution phase as one question (docs/rules.md, "The whole resolution phase"):
 * each phase played by its own kernel's code; the exact method composes their exact answers.
 */
import type { Kernel } from '../core/kernel.js';
import type { Rng } from '../core/rng.js';
import { countSlots } from '../core/tally.js';
import { BaseDefenseRolls } from './baseDefense.js';
import { BaseDefenseBestRolls, MissionBestRolls } from './bestRound.js';
import { STANDARD_XCOM_DIE, capOf } from './dice.js';
import { GlobalDefenseRolls } from './globalDefense.js';
import { missionPhase } from './missionTasks.js';
import { roundExact } from './roundExact.js';
import { resetTask } from './taskRoll.js';
import { TeamTaskRolls } from './teamTasks.js';
import { PHASE_START_THREAT, areaDice, panicAfterOrbit, phaseStart, roundLayout, type RoundParams } from './roundLayout.js';

export type { RoundParams } from './roundLayout.js';

export const xcomRound: Kernel<RoundParams> = {
  name: 'xcom.round',
  tally: (p) => roundLayout(p).tally,

  prepare(p) {
    const { tally, top, research: rs, orbit: os, continents: cs, base: bs, missions: ms } = roundLayout(p);
    const die = p.die ?? STANDARD_XCOM_DIE;
    const threat = PHASE_START_THREAT;
    const n = p.continents.length;
    const end = p.panicTrackEnd;

    // phase 4
    const areas = p.research.map((a) => resetTask(areaDice(a), a.cost - a.progress, threat, p.policy.research, die, capOf(p)));
    const need = Int32Array.from(p.research, (a) => a.cost - a.progress);
    const scientists = Int32Array.from(p.research, (a) => a.scientists);
    // phase 5
    const orbit = resetTask(p.orbit.satellites, p.orbit.ufos, threat, p.policy.orbital, die, capOf(p));
    const { ufos: orbitUfos, satellites } = p.orbit;
    // phases 1 and 5 leave panic fixed by X, the UFOs left in orbit: one row per X
    const routed = panicAfterOrbit(p);
    // phase 6
    const global = new GlobalDefenseRolls({ continents: p.continents, ...phaseStart(p, 'global') }, die);
    const { left, lost } = global;
    const interceptors = Int32Array.from(p.continents, (c) => c.interceptors);
    // phase 7
    const baseRound = { soldiers: p.base.soldiers, enemies: p.base.enemies, ...phaseStart(p, 'base') };
    const base = p.play === 'best' ? new BaseDefenseBestRolls(baseRound, die) : new BaseDefenseRolls(baseRound, die);
    const { damage, redSpace } = p.base;
    // phase 9
    const missionRound = { cards: p.missions, ...phaseStart(p, 'missions') };
    const missions = p.play === 'best' ? new MissionBestRolls(missionRound, die) : new TeamTaskRolls(missionPhase(missionRound, die));
    const { done, lost: killed } = missions;
    const cardTasks = Int32Array.from(p.missions, (m) => m.tasks.length);
    // where phase 7's end and each card's count: the kernels' own lists (baseSlots, cardSlots)
    const countBase = countSlots(bs.ends);
    let into: Float64Array = new Float64Array(0);
    const put = (slot: number): void => {
      into[slot]!++;
    };

    // Reads with `!` in the trial, in range by construction: a (research areas), i (continents)
    // and c (mission cards) run below the length of arrays built one entry per area, continent or
    // card; `routed` has a row of n continents for each X, 0..UFOs in orbit; every `acc` index is
    // a slot the round's tally declared (roundLayout), or a value's offset plus a count within the
    // range it was declared with.
    const trial = (rng: Rng, acc: Float64Array): void => {
      // phase 4: research, area by area
      let allResearched = true;
      let exhausted = 0;
      for (let a = 0; a < areas.length; a++) {
        const run = areas[a]!.play(rng);
        const s = rs[a]!;
        if (run.hits === need[a]) acc[s.completed]!++;
        else allResearched = false;
        if (run.lost) {
          acc[s.exhausted]!++;
          exhausted += scientists[a]!;
        }
        acc[s.markers + run.hits]!++;
        acc[s.rolls + run.rolls]!++;
      }
      if (allResearched) acc[top.allResearchCompleted]!++;
      acc[top.scientistsExhausted + exhausted]!++;

      // phase 5: orbital defence
      const o = orbit.play(rng);
      const x = orbitUfos - o.hits;
      if (x === 0) acc[os.cleared]!++;
      if (o.lost) acc[os.exhausted]!++;
      acc[os.ufosLeft + x]!++;
      acc[os.rolls + o.rolls]!++;
      acc[top.satellitesExhausted + (o.lost ? satellites : 0)]!++;

      // phase 6: global defence, then every continent's panic
      global.play(rng);
      let pool = 0;
      let atEnd = 0;
      const row = x * n;
      for (let i = 0; i < n; i++) {
        const ufosLeft = left[i]!;
        const s = cs[i]!;
        if (ufosLeft === 0) acc[s.cleared]!++;
        if (lost[i] !== 0) {
          acc[s.interceptorsLost]!++;
          pool += interceptors[i]!;
        }
        acc[s.ufosLeft + ufosLeft]!++;
        let panic = routed[row + i]! + ufosLeft;
        if (panic >= end) {
          panic = end;
          atEnd++;
          acc[s.trackEnd]!++;
        }
        acc[s.panic + panic]!++;
      }
      if (atEnd > 0) acc[top.anyContinentAtTrackEnd]!++;
      acc[top.continentsAtTrackEnd + atEnd]!++;
      acc[top.interceptorsLost + pool]!++;

      // phase 7: base defence (phase 8 asks whether the red space is reached)
      base.play(rng);
      countBase(base, acc, 1);
      const survivors = base.survivors;
      acc[top.baseDamageAfter + damage + survivors]!++;
      if (damage + survivors >= redSpace) acc[top.redSpaceReached]!++;

      // phase 9: missions
      missions.play(rng);
      let allMissions = true;
      let soldiers = base.soldiersLost;
      into = acc;
      for (let c = 0; c < cardTasks.length; c++) {
        ms[c]!.ends(done[c]!, killed[c]!, put);
        if (done[c] !== cardTasks[c]) allMissions = false;
        soldiers += killed[c]!;
      }
      if (allMissions) acc[top.allMissionsCompleted]!++;
      acc[top.soldiersKilled + soldiers]!++;
    };
    return { tally, trial };
  },

  exact: roundExact,
};
