/** Turns on the worker threads, fair between computations (runner.ts hands its tasks here). */

/** Thread time a new computation may take ahead of those already running (ms). */
export const HEAD_START_MS = 1000;

interface Job {
  /** starts the task; `done` is called when it settles, before its caller hears of it */
  run: (done: () => void) => void;
  /** stops listening for the abort (the job has its turn) */
  leave: () => void;
}

interface Lane {
  jobs: Job[];
  /** thread time its tasks have taken, from its head start (ms) */
  used: number;
  running: number;
}

/**
 * Hands tasks to the worker threads fairly between computations: one lane per computation, at
 * most one task per thread handed over at a time, and the next task taken from the lane that has
 * used the threads least. Why: the pool's own queue is first come, first served, so a
 * computation that queued its parts first would hold every thread until they all ran, and a
 * short request behind it would wait for all of them.
 *
 * A new lane starts `HEAD_START_MS` of thread time behind the least-served lane running: a short
 * request (a few parts) goes ahead of long ones and is answered at once, while a new long
 * computation gets that much ahead and then shares the threads evenly with the others (it cannot
 * starve the computations already running for longer than that). A task whose signal aborts
 * before its turn leaves its lane without running.
 */
export class FairDispatch {
  private readonly lanes = new Map<unknown, Lane>();
  /** thread time of computations between two of their tasks (their lane idle, not ended) */
  private readonly idle = new WeakMap<object, number>();
  /** tasks handed to the threads and not yet back */
  running = 0;

  constructor(private readonly slots: number) {}

  /** tasks waiting for their turn */
  get waiting(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.jobs.length;
    return n;
  }

  /** Runs `start` in `key`'s lane when its turn comes; rejects with the signal's reason if it aborts first. */
  submit<T>(key: unknown, start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const lane = this.laneOf(key);
      const job: Job = { run: (done) => void start().finally(done).then(resolve, reject), leave: () => {} };
      if (signal) {
        const onAbort = () => {
          const i = lane.jobs.indexOf(job);
          if (i < 0) return;
          lane.jobs.splice(i, 1);
          this.forget(key, lane);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        job.leave = () => signal.removeEventListener('abort', onAbort);
      }
      lane.jobs.push(job);
      this.pump();
    });
  }

  private laneOf(key: unknown): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      const before = typeof key === 'object' && key !== null ? this.idle.get(key) : undefined;
      let least = Infinity;
      for (const l of this.lanes.values()) least = Math.min(least, l.used);
      const used = before ?? (least === Infinity ? 0 : Math.max(0, least - HEAD_START_MS));
      lane = { jobs: [], used, running: 0 };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /**
   * A lane with nothing waiting or running leaves the turns; the thread time it used is kept
   * while its key (a computation's stop flag) lives, for its next task.
   */
  private forget(key: unknown, lane: Lane): void {
    if (lane.jobs.length > 0 || lane.running > 0) return;
    this.lanes.delete(key);
    if (typeof key === 'object' && key !== null) this.idle.set(key, lane.used);
  }

  /** The lane with waiting tasks that has used the threads least (the first such, on a tie). */
  private next(): [unknown, Lane] | undefined {
    let best: [unknown, Lane] | undefined;
    for (const entry of this.lanes) {
      if (entry[1].jobs.length > 0 && (!best || entry[1].used < best[1].used)) best = entry;
    }
    return best;
  }

  private pump(): void {
    while (this.running < this.slots) {
      const picked = this.next();
      if (!picked) return;
      const [key, lane] = picked;
      const job = lane.jobs.shift()!;
      job.leave();
      this.running++;
      lane.running++;
      const t0 = performance.now();
      job.run(() => {
        this.running--;
        lane.running--;
        lane.used += performance.now() - t0;
        this.forget(key, lane);
        this.pump();
      });
    }
  }
}
