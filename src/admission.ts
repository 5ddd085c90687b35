/**
 * Load shedding: at most `limit` computations in flight; one more is answered 503 at once
 * (with Retry-After) instead of queueing without bound behind the worker pool.
 */
import { HttpProblem } from './problem.js';

export class Admission {
  private inFlight = 0;
  constructor(readonly limit: number) {}

  /** computations running now (read by /metrics) */
  get running(): number {
    return this.inFlight;
  }

  /** Runs `work` if there is room, else throws a 503 problem. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.limit) {
      throw new HttpProblem(503, 'Busy', `${this.inFlight} computations are running; try again shortly`);
    }
    this.inFlight++;
    try {
      return await work();
    } finally {
      this.inFlight--;
    }
  }
}
