/** Advanced Squad Leader, chapter A10, as one slice: its kernels and its tag (simulations/README.md). */
import type { Game } from '../core/game.js';
import { locationCheck } from './locationCheck.js';
import { moraleCheck } from './moraleCheck.js';
import { rallyAttempt } from './rallyAttempt.js';
import { rallyOptions } from './rallyOptions.js';
import { routInterdiction } from './routInterdiction.js';

export const asl: Game = {
  tag: { name: 'ASL', description: 'Advanced Squad Leader, chapter A10 (morale)' },
  kernels: [moraleCheck, rallyAttempt, rallyOptions, routInterdiction, locationCheck],
};
