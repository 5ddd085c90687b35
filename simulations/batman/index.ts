/** Batman: Gotham City Strategy Game, as one slice: its kernels and its tag (simulations/README.md). */
import type { Game } from '../core/game.js';
import { villainFight } from './villainFight.js';

export const batman: Game = {
  tag: {
    name: 'Batman',
    description:
      "Batman: Gotham City Strategy Game: a fight between villains, or a villain against Batman, and the fewest henchmen for a target chance. Assumed, and overridable by `die`, `tie` and `batmanBatFace`: the Batman die is a d6 of one bat face and pips 1 to 5; Batman's own bat face counts 0 pips; a tie against Batman goes to the invader, as between villains.",
  },
  kernels: [villainFight],
};
