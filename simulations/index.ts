/**
 * Every game the service knows, in the order of the API document's tags. Adding a game is its
 * folder (kernels and an index.ts exporting its `Game`) and one line here (simulations/README.md).
 */
import type { Game } from './core/game.js';
import { asl } from './asl/index.js';
import { batman } from './batman/index.js';
import { xcom } from './xcom/index.js';

export const games: readonly Game[] = [xcom, asl, batman];
