/**
 * What work costs, as measured on the worker threads: the event loop runs a kernel only when it
 * is known to be cheap. A kernel's cost depends on its parameters far more than on the kernel
 * (base defence with 1 soldier or with 12: 2^12 team tables per enemy), so costs are kept per
 * kernel and parameters, as last measured: the time `prepare` took, the time per trial, and the
 * time and heap an exact computation took. Work never measured is not known to be cheap: it runs
 * on the pool, which measures it. Each pool keeps its own memo (runner.ts).
 *
 * The numbers only choose where work runs, never what it answers: the same counts and exact
 * fractions come from either place.
 */

/** Work estimated below this runs on the calling thread (a pool round trip costs about as much). */
export const INLINE_MS = 1;

/** Parameters whose JSON is longer than this are not remembered (they always run on the pool). */
const MAX_KEY_CHARS = 4096;

/** Costs remembered, the oldest forgotten first. */
const MAX_ENTRIES = 1000;

export interface Cost {
  /** milliseconds `prepare` took */
  prepareMs?: number;
  /** milliseconds per trial */
  trialMs?: number;
  /** milliseconds the exact computation took, summary included */
  exactMs?: number;
}

/** The memo's key for a kernel and its parameters, or undefined when they are too long to keep. */
export function costKey(kernel: string, params: unknown): string | undefined {
  const json = JSON.stringify(params);
  if (json === undefined || json.length > MAX_KEY_CHARS) return undefined;
  return `${kernel}\u0000${json}`;
}

export class CostMemo {
  private readonly byKey = new Map<string, Cost>();

  get(key: string | undefined): Cost | undefined {
    return key === undefined ? undefined : this.byKey.get(key);
  }

  /** Records what was measured (merged with what was known; the newest is kept first). */
  record(key: string | undefined, measured: Cost): void {
    if (key === undefined) return;
    const had = this.byKey.get(key);
    this.byKey.delete(key);
    this.byKey.set(key, { ...had, ...measured });
    if (this.byKey.size > MAX_ENTRIES) this.byKey.delete(this.byKey.keys().next().value!);
  }

  /** Whether `trials` more trials (and a prepare) are known to take under `INLINE_MS`. */
  trialsAreCheap(key: string | undefined, trials: number): boolean {
    const c = this.get(key);
    if (c?.prepareMs === undefined || c.trialMs === undefined) return false;
    return c.prepareMs + trials * c.trialMs < INLINE_MS;
  }

  /** Whether an exact computation is known to take under `INLINE_MS`. */
  exactIsCheap(key: string | undefined): boolean {
    const c = this.get(key);
    return c?.exactMs !== undefined && c.exactMs < INLINE_MS;
  }

  clear(): void {
    this.byKey.clear();
  }
}
