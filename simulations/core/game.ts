/** One game as the service sees it: its kernels and its endpoints' group in the API document (simulations/README.md). */
import type { Kernel } from './kernel.js';

export interface Game {
  /** the API document's tag for the game's endpoints: its name and a line about it */
  readonly tag: { readonly name: string; readonly description: string };
  /**
   * every kernel of the game; kernel names are unique across all games. Each has its own
   * parameter type, unknown here: the service looks a kernel up by name and passes it the
   * parameters its endpoint validated (a method's parameter is bivariant, so any `Kernel<P>` fits).
   */
  readonly kernels: readonly Kernel<unknown>[];
}
