/**
 * Every game the service knows, in the order of the API document's tags. Adding a game is its
 * folder (kernels and an index.ts exporting its `Game`) and one line here (simulations/README.md).
 */
import type { Game } from './core/game.js';
import type { Kernel } from './core/kernel.js';
import { asl } from './asl/index.js';
import { batman } from './batman/index.js';
import { xcom } from './xcom/index.js';
import { roundPlans } from './xcom/roundPlans.js';

export const games: readonly Game[] = [xcom, asl, batman];

/**
 * Exact searches over many answers of a game's kernels (not rules of their own, so no kernel
 * contract case): the engine runs them as it runs a kernel's exact method, off the event loop
 * under one request's budget, and finds them by name as it finds kernels.
 */
export const searches: readonly Kernel<unknown>[] = [roundPlans];
