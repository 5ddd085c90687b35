/** What Monte Carlo work measured on the worker threads cost, per kernel and parameters. */

/**
 * How long work may hold the calling thread (a pool round trip costs about as much): trials
 * estimated below it run there, and an exact computation's try (compute.ts `exactHere`) stops at it.
 */
export const INLINE_MS = 1;

/** Parameters whose JSON is longer than this are not remembered (they always run on the pool). */
const MAX_KEY_CHARS = 4096;

/** Costs remembered, the oldest forgotten first. */
const MAX_ENTRIES = 1000;

/** Sets `key` in `map` as its newest entry, forgetting the oldest past `max` entries. */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

export interface Cost {
  /** milliseconds `prepare` took */
  prepareMs?: number;
  /** milliseconds per trial */
  trialMs?: number;
}

/** The memo's key for a kernel and its parameters, or undefined when they are too long to keep. */
export function costKey(kernel: string, params: unknown): string | undefined {
  const json = JSON.stringify(params);
  if (json === undefined || json.length > MAX_KEY_CHARS) return undefined;
  return `${kernel}\u0000${json}`;
}

/**
 * Costs per kernel and parameters (a kernel's cost depends on its parameters far more than on the
 * kernel), as last measured on one pool: the time `prepare` took and the time per trial. The
 * event loop may run trials only when they are known to be cheap (a `prepare` cannot be stopped
 * part way), and a part of a run is sized by them (monteCarlo.ts). They choose where trials run
 * and how they are split, never what they count.
 */
export class CostMemo {
  private readonly byKey = new Map<string, Cost>();

  get(key: string | undefined): Cost | undefined {
    return key === undefined ? undefined : this.byKey.get(key);
  }

  /** Records what was measured (merged with what was known; the newest is kept first). */
  record(key: string | undefined, measured: Cost): void {
    if (key !== undefined) keepNewest(this.byKey, key, { ...this.byKey.get(key), ...measured }, MAX_ENTRIES);
  }

  /** Whether `trials` more trials (and a prepare) are known to take under `INLINE_MS`. */
  trialsAreCheap(key: string | undefined, trials: number): boolean {
    const c = this.get(key);
    if (c?.prepareMs === undefined || c.trialMs === undefined) return false;
    return c.prepareMs + trials * c.trialMs < INLINE_MS;
  }
}
