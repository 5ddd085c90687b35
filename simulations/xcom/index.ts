/** XCOM: The Board Game, as one slice: its kernels and its tag (simulations/README.md). */
import type { Game } from '../core/game.js';
import { baseDefense } from './baseDefense.js';
import { globalDefense } from './globalDefense.js';
import { missionTasks } from './missionTasks.js';
import { orbitalDefense } from './orbitalDefense.js';
import { researchTask } from './researchTask.js';
import { xcomRound } from './round.js';

export const xcom: Game = {
  tag: { name: 'XCOM', description: 'XCOM: The Board Game, resolution phase' },
  kernels: [researchTask, orbitalDefense, globalDefense, baseDefense, missionTasks, xcomRound],
};
