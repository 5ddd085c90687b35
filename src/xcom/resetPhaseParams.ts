/**
 * The kernel parameters of the reset-threat phases' bodies (research, orbital and global
 * defence), written once for the two routes of each phase: its own endpoint and its `/best`
 * twin, whose default play is the same kernel on the same fields. Each takes a body (any object
 * with the phase's fields) and keeps the kernel's fields only, so that a body's other fields
 * (names, the stopping rule's objective, a seed) never reach a kernel or its cost key.
 */
import { threatCapOf } from '../schemas/xcom.js';
import type { GlobalParams } from '../../simulations/xcom/globalDefense.js';
import type { OrbitalParams } from '../../simulations/xcom/orbitalDefense.js';
import type { ResearchParams } from '../../simulations/xcom/researchTask.js';

export const researchParams = (b: ResearchParams): ResearchParams => ({
  scientists: b.scientists,
  cost: b.cost,
  progress: b.progress,
  bonusDice: b.bonusDice,
  threat: b.threat,
  policy: b.policy,
  die: b.die,
  ...threatCapOf(b),
});

export const orbitalParams = (b: OrbitalParams): OrbitalParams => ({
  satellites: b.satellites,
  ufos: b.ufos,
  threat: b.threat,
  policy: b.policy,
  die: b.die,
  ...threatCapOf(b),
});

export const globalParams = (b: GlobalParams): GlobalParams => ({
  continents: b.continents.map((c) => ({ interceptors: c.interceptors, ufos: c.ufos })),
  threat: b.threat,
  policy: b.policy,
  die: b.die,
  ...threatCapOf(b),
});
