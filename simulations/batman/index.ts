/** Batman: Gotham City Strategy Game, as one slice: its kernels and its tag (simulations/README.md). */
import type { Game } from '../core/game.js';
import { villainFight } from './villainFight.js';

export const batman: Game = {
  tag: { name: 'Batman', description: 'Batman: Gotham City Strategy Game' },
  kernels: [villainFight],
};
