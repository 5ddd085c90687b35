/** XCOM: The Board Game, as one slice: its kernels and its tag (simulations/README.md). */
import { baseDefenseBest } from './baseDefenseBest.js';
import { missionBest } from './missionBest.js';
import { orbitalBest, researchBest } from './resetTaskBest.js';
import { globalDefenseBest } from './globalDefenseBest.js';
import type { Game } from '../core/game.js';
import { baseDefense } from './baseDefense.js';
import { globalDefense } from './globalDefense.js';
import { missionTasks } from './missionTasks.js';
import { orbitalDefense } from './orbitalDefense.js';
import { researchTask } from './researchTask.js';
import { xcomRound } from './round.js';

export const xcom: Game = {
  tag: {
    name: 'XCOM',
    description:
      'XCOM: The Board Game, the resolution phase: research (phase 4), orbital and global defence (5, 6), base defence (7), missions (9) and the budget audit (1), and the whole round as one question (phases 1-9), with the best stopping rules, the fewest units for a target chance, and the best play (which enemy, which soldiers, roll or stop) for an objective. Assumed, and overridable where a field allows: the XCOM die is a d6 with 2 success faces; successes of a losing roll still count; the threat has no cap unless `threatCap` sets one (at 8 every roll is lost); teams are picked by the most dice, then fewer soldiers, then soldiers listed first; an objective takes every soldier left on the card unless `assign` says fewer.',
  },
  kernels: [
    researchTask,
    orbitalDefense,
    globalDefense,
    baseDefense,
    missionTasks,
    xcomRound,
    baseDefenseBest,
    missionBest,
    researchBest,
    orbitalBest,
    globalDefenseBest,
  ],
};
