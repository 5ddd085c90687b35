/**
 * Load shedding: at most `limit` computations in flight; one more is refused at once (the
 * service answers it 503 with Retry-After) instead of queueing without bound behind the worker
 * pool. A question of many rows (a sweep, a table, a search) is one computation.
 */
export class Admission {
  private inFlight = 0;

  /** `busy`: the error a refused computation throws (the engine knows no HTTP). */
  constructor(
    readonly limit: number,
    private readonly busy: (inFlight: number) => Error,
  ) {}

  /** computations running now (read by /metrics) */
  get running(): number {
    return this.inFlight;
  }

  /** Runs `work` if there is room, else throws `busy`'s error. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.limit) throw this.busy(this.inFlight);
    this.inFlight++;
    try {
      return await work();
    } finally {
      this.inFlight--;
    }
  }
}
