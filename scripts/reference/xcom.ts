/**
 * Plain reference loops for the XCOM kernels the bench measures: the loop a user would write for
 * the one configuration the bench runs, to get the same tallies. Each roll is ONE uniform integer
 * over the joint outcome of the standard XCOM dice (d6, faces 1-2 succeed) and the alien d8,
 * drawn with pure-rand's `uniformInt` straight on the generator `seededGenerator` gives (no
 * engine wrapper), with the range written as a constant, read from two lookup tables (successes,
 * alien face); tallies in a Float64Array. No policy objects, no tally layouts, no shared task
 * loop. Beside each, its floor: the same draws and rule, counting one outcome only.
 *
 * Why the ranges are constants: the loop a user writes for one configuration has them so, and
 * V8 then folds `uniformInt`'s division and turns its modulo into a multiplication. Drawn over a
 * range held in a variable (as these loops did through the engine's `PureRng.int`), the same
 * draws ran 2-4 times slower (11-16 against 32-45 M draws/s for 1,728 outcomes, alternating
 * runs), and the loops about half as fast: the references were slow, not the kernels fast.
 *
 * These are speed references, not part of the service; their answers are not compared with
 * anything (the kernels' exactness is the tests' business).
 */
// Every `!` below reads a typed array in range by construction: a joint outcome u drawn from
// 0..outcomes - 1 of its own table, and counters placed inside the `acc` each loop sized.
// `!`: indices in range by construction, as said above
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { seededGenerator } from '../../src/engine/random.js';

/** Successes and alien face of each joint outcome u of `dice` d6 and the d8 (u = alien * 6^dice + dice faces). */
export interface RollTable {
  outcomes: number;
  successes: Uint8Array;
  alien: Uint8Array;
}

const tables = new Map<number, RollTable>();

export function rollTable(dice: number): RollTable {
  let t = tables.get(dice);
  if (t) return t;
  const faces = 6 ** dice;
  const outcomes = faces * 8;
  const successes = new Uint8Array(outcomes);
  const alien = new Uint8Array(outcomes);
  for (let u = 0; u < outcomes; u++) {
    let d = u % faces;
    let s = 0;
    for (let i = 0; i < dice; i++) {
      if (d % 6 < 2) s++;
      d = Math.floor(d / 6);
    }
    successes[u] = s;
    alien[u] = Math.floor(u / faces) + 1;
  }
  t = { outcomes, successes, alien };
  tables.set(dice, t);
  return t;
}

// the tables of 1 to 4 XCOM dice and the alien die: outcomes 48, 288, 1728, 10368
const S1 = rollTable(1).successes;
const A1 = rollTable(1).alien;
const S2 = rollTable(2).successes;
const A2 = rollTable(2).alien;
const S3 = rollTable(3).successes;
const A3 = rollTable(3).alien;
const S4 = rollTable(4).successes;
const A4 = rollTable(4).alien;

/** Research, 3 scientists, cost 3, from threat 1: completed, exhausted, rolls, markers. */
export function researchReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(2 + 10 + 4);
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let rolls = 0;
    let lost = 0;
    while (hits < 3 && lost === 0) {
      const u = uniformInt(g, 0, 1727);
      hits += S3[u]!;
      lost = A3[u]! <= threat ? 1 : 0;
      threat++;
      rolls++;
    }
    if (hits > 3) hits = 3;
    if (hits === 3) acc[0]!++;
    acc[1]! += lost;
    acc[2 + rolls]!++;
    acc[12 + hits]!++;
  }
  return acc;
}

/** Orbital defence, 3 satellites against 2 UFOs, from threat 1: cleared, exhausted, UFOs left, rolls. */
export function orbitalReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(2 + 3 + 10);
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let rolls = 0;
    let lost = 0;
    while (hits < 2 && lost === 0) {
      const u = uniformInt(g, 0, 1727);
      hits += S3[u]!;
      lost = A3[u]! <= threat ? 1 : 0;
      threat++;
      rolls++;
    }
    if (hits > 2) hits = 2;
    if (hits === 2) acc[0]!++;
    acc[1]! += lost;
    acc[2 + 2 - hits]!++;
    acc[5 + rolls]!++;
  }
  return acc;
}

/**
 * Global defence, North America (2 interceptors, 1 UFO) then Africa (1 interceptor, 3 UFOs),
 * the threat back to 1 for each: per continent cleared, interceptors lost, UFOs left; in all,
 * every continent cleared, any interceptors lost, panic.
 */
export function globalReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(2 + 5 + 2 * (2 + 4));
  for (let i = 0; i < trials; i++) {
    // North America: 2 dice against 1 UFO
    let hits = 0;
    let threat = 1;
    let lostNA = 0;
    while (hits < 1 && lostNA === 0) {
      const u = uniformInt(g, 0, 287);
      hits += S2[u]!;
      lostNA = A2[u]! <= threat ? 1 : 0;
      threat++;
    }
    const leftNA = hits >= 1 ? 0 : 1;
    // Africa: 1 die against 3 UFOs, the threat reset
    hits = 0;
    threat = 1;
    let lostAF = 0;
    while (hits < 3 && lostAF === 0) {
      const u = uniformInt(g, 0, 47);
      hits += S1[u]!;
      lostAF = A1[u]! <= threat ? 1 : 0;
      threat++;
    }
    const leftAF = 3 - Math.min(hits, 3);
    const panic = leftNA + leftAF;
    if (panic === 0) acc[0]!++;
    if (lostNA + lostAF > 0) acc[1]!++;
    acc[2 + panic]!++;
    if (leftNA === 0) acc[7]!++;
    acc[8]! += lostNA;
    acc[9 + leftNA]!++;
    if (leftAF === 0) acc[13]!++;
    acc[14]! += lostAF;
    acc[15 + leftAF]!++;
  }
  return acc;
}

/**
 * A mission of two tasks from threat 1, the threat carried: an objective (2 soldiers, 1 success
 * needed), then an enemy of 2 hit points (2 soldiers and 1 bonus die: 3 dice). A loss kills
 * that task's soldiers; an unfinished task ends the mission. Completed, any soldier lost, tasks
 * done, soldiers lost, rolls.
 */
export function missionReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(2 + 3 + 5 + 12);
  for (let i = 0; i < trials; i++) {
    let threat = 1;
    let rolls = 0;
    let done = 0;
    let killed = 0;
    let hits = 0;
    let lost = 0;
    while (hits < 1 && lost === 0) {
      const u = uniformInt(g, 0, 287);
      hits += S2[u]!;
      lost = A2[u]! <= threat ? 1 : 0;
      threat++;
      rolls++;
    }
    if (lost) killed += 2;
    if (hits >= 1) {
      done++;
      hits = 0;
      lost = 0;
      while (hits < 2 && lost === 0) {
        const u = uniformInt(g, 0, 1727);
        hits += S3[u]!;
        lost = A3[u]! <= threat ? 1 : 0;
        threat++;
        rolls++;
      }
      if (lost) killed += 2;
      if (hits >= 2) done++;
    }
    if (done === 2) acc[0]!++;
    if (killed > 0) acc[1]!++;
    acc[2 + done]!++;
    acc[5 + killed]!++;
    acc[10 + rolls]!++;
  }
  return acc;
}

/**
 * Base defence: Vasquez (assault, gold assault, elite) and Okafor (heavy) against a Muton of 2
 * hit points (assault and heavy icons, gold assault), from threat 1. Both soldiers are assigned:
 * 1 + 1 (matching gold skill) + 1 (elite) + 1 = 4 dice; a loss kills both, leaving the Muton
 * alive. Every enemy destroyed, any soldier lost, base damage, soldiers lost, rolls.
 */
export function baseDefenseReference(trials: number, seed: number): Float64Array {
  const g = seededGenerator(seed);
  const acc = new Float64Array(2 + 2 + 3 + 12);
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let rolls = 0;
    let lost = 0;
    while (hits < 2 && lost === 0) {
      const u = uniformInt(g, 0, 10367);
      hits += S4[u]!;
      lost = A4[u]! <= threat ? 1 : 0;
      threat++;
      rolls++;
    }
    const survivors = hits >= 2 ? 0 : 1;
    if (survivors === 0) acc[0]!++;
    acc[1]! += lost;
    acc[2 + survivors]!++;
    acc[4 + 2 * lost]!++;
    acc[7 + rolls]!++;
  }
  return acc;
}

// The floors: each reference's draws and rule, counting one outcome only (no tallies). What
// this machine does for the rule with nothing but the rolls: no loop for the same tallies can
// be faster by much.

/** Research's floor: trials that completed the tech. */
export function researchFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let completed = 0;
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let lost = false;
    while (hits < 3 && !lost) {
      const u = uniformInt(g, 0, 1727);
      hits += S3[u]!;
      lost = A3[u]! <= threat;
      threat++;
    }
    if (hits >= 3) completed++;
  }
  return completed;
}

/** Orbital defence's floor: trials that cleared both UFOs. */
export function orbitalFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let cleared = 0;
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let lost = false;
    while (hits < 2 && !lost) {
      const u = uniformInt(g, 0, 1727);
      hits += S3[u]!;
      lost = A3[u]! <= threat;
      threat++;
    }
    if (hits >= 2) cleared++;
  }
  return cleared;
}

/** Global defence's floor: trials that cleared both continents. */
export function globalFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let cleared = 0;
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let lost = false;
    while (hits < 1 && !lost) {
      const u = uniformInt(g, 0, 287);
      hits += S2[u]!;
      lost = A2[u]! <= threat;
      threat++;
    }
    const na = hits >= 1;
    hits = 0;
    threat = 1;
    lost = false;
    while (hits < 3 && !lost) {
      const u = uniformInt(g, 0, 47);
      hits += S1[u]!;
      lost = A1[u]! <= threat;
      threat++;
    }
    if (na && hits >= 3) cleared++;
  }
  return cleared;
}

/** The mission's floor: trials that completed both tasks. */
export function missionFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let completed = 0;
  for (let i = 0; i < trials; i++) {
    let threat = 1;
    let hits = 0;
    let lost = false;
    while (hits < 1 && !lost) {
      const u = uniformInt(g, 0, 287);
      hits += S2[u]!;
      lost = A2[u]! <= threat;
      threat++;
    }
    if (hits < 1) continue;
    hits = 0;
    lost = false;
    while (hits < 2 && !lost) {
      const u = uniformInt(g, 0, 1727);
      hits += S3[u]!;
      lost = A3[u]! <= threat;
      threat++;
    }
    if (hits >= 2) completed++;
  }
  return completed;
}

/** Base defence's floor: trials that destroyed the Muton. */
export function baseDefenseFloor(trials: number, seed: number): number {
  const g = seededGenerator(seed);
  let destroyed = 0;
  for (let i = 0; i < trials; i++) {
    let hits = 0;
    let threat = 1;
    let lost = false;
    while (hits < 2 && !lost) {
      const u = uniformInt(g, 0, 10367);
      hits += S4[u]!;
      lost = A4[u]! <= threat;
      threat++;
    }
    if (hits >= 2) destroyed++;
  }
  return destroyed;
}
