/**
 * Hands tasks to the worker threads in turns: one lane per computation, the lanes served round
 * robin, at most one task per thread handed over at a time (the pool's own queue is first come,
 * first served: a computation that queued its parts first would hold every thread until they
 * all ran, and a short request behind it would wait for them). A task whose signal aborts
 * before its turn leaves its lane without running.
 */
export class FairDispatch {
  /** lanes in turn order: the next one served is the first; a lane served goes to the back */
  private readonly lanes = new Map<unknown, Job[]>();
  private running = 0;

  constructor(private readonly slots: number) {}

  /** tasks waiting for their turn */
  get waiting(): number {
    let n = 0;
    for (const jobs of this.lanes.values()) n += jobs.length;
    return n;
  }

  /** Runs `start` in `lane`'s turn; rejects with the signal's reason if it aborts first. */
  submit<T>(lane: unknown, start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const job: Job = {
        start: start as () => Promise<unknown>,
        resolve: resolve as (v: unknown) => void,
        reject,
        leave: () => {},
      };
      if (signal) {
        const onAbort = () => {
          const jobs = this.lanes.get(lane);
          const i = jobs?.indexOf(job) ?? -1;
          if (i < 0) return;
          jobs!.splice(i, 1);
          if (jobs!.length === 0) this.lanes.delete(lane);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        job.leave = () => signal.removeEventListener('abort', onAbort);
      }
      const jobs = this.lanes.get(lane);
      if (jobs) jobs.push(job);
      else this.lanes.set(lane, [job]);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.slots && this.lanes.size > 0) {
      const [lane, jobs] = this.lanes.entries().next().value as [unknown, Job[]];
      const job = jobs.shift()!;
      this.lanes.delete(lane);
      if (jobs.length > 0) this.lanes.set(lane, jobs);
      job.leave();
      this.running++;
      const done = () => {
        this.running--;
        this.pump();
      };
      job.start().then(
        (v) => {
          done();
          job.resolve(v);
        },
        (err: unknown) => {
          done();
          job.reject(err);
        },
      );
    }
  }
}

interface Job {
  start: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (err: unknown) => void;
  /** stops listening for the abort (the job has its turn) */
  leave: () => void;
}
