/** Advanced Squad Leader, chapter A10, as one slice: its kernels and its tag (simulations/README.md). */
import type { Game } from '../core/game.js';
import { locationCheck } from './locationCheck.js';
import { moraleCheck } from './moraleCheck.js';
import { rallyAttempt } from './rallyAttempt.js';
import { rallyOptions } from './rallyOptions.js';
import { routInterdiction } from './routInterdiction.js';

export const asl: Game = {
  tag: {
    name: 'ASL',
    description:
      "Advanced Squad Leader, chapter A10 (morale), on 2d6: a unit's MC, NMC, #MC or TC; rally (with Fate carried between phases) and the rallying options side by side; rout through Interdiction, with a leader routing along; a whole location's MC with leader loss and leader break. Readings, each cited in the code: a leader's or hero's wound is followed by a wound severity dr (1-4 wounded, 5-6 eliminated, +1 if already wounded); a broken unit's Original 12 eliminates it; a hero is never broken or pinned; a Fanatic MMC makes the leaders and heroes of its location Fanatic; the Heat of Battle table is counted, not played.",
  },
  kernels: [moraleCheck, rallyAttempt, rallyOptions, routInterdiction, locationCheck],
};
