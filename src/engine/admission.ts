/** Admission of computations: slots, a short queue, fair shares per client. */
import { itemAt } from '../../simulations/core/itemAt.js';

/** Who asks, and until when they wait. */
export interface Ticket {
  /** the client's key (its address); absent: counted as one anonymous client */
  client?: string;
  /** aborts when the caller leaves or the deadline passes: the wait ends (read only when a computation waits) */
  readonly signal?: AbortSignal;
}

interface Waiter {
  client: string;
  start: () => void;
}

/**
 * At most `limit` computations in flight (a question of many rows is one), since they share the
 * threads and the memory; a short queue behind them; and fairness between clients, so that no
 * single caller can take every slot or place (docs/limits-and-hardening.md, "Admission and
 * fairness"). A waiter leaves the queue when its caller goes away or its deadline passes.
 */
export class Admission {
  /** slots one client may hold: half of `limit`, at least 1 */
  readonly perClient: number;
  /** computations running now (read by /metrics) */
  running = 0;
  private readonly byClient = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  /** mean seconds a computation held a slot (exponentially weighted), for Retry-After */
  private meanHoldS = 1;
  /** the sum of the start times of the computations running (ms), for their mean age */
  private startedSum = 0;

  /**
   * `busy`: the error a refused computation throws (the service maps it), given the computations
   * in flight and the seconds to wait before asking again; `queueLimit`: computations that may
   * wait beyond the running ones.
   */
  constructor(
    readonly limit: number,
    private readonly busy: (inFlight: number, retryAfterS: number) => Error,
    readonly queueLimit = limit,
  ) {
    this.perClient = Math.max(1, Math.floor(limit / 2));
  }

  /** computations waiting for a slot */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Seconds after which a slot is likely free: the computations ahead (queued, and this one)
   * share the slots, each holding one for as long as computations held one lately, or as long
   * as those running have already held theirs, whichever is longer (long computations still
   * running are not yet in the mean). At least 1, at most 60.
   */
  retryAfterS(): number {
    const ahead = this.waiting.length + 1;
    const meanAgeS = this.running > 0 ? (performance.now() - this.startedSum / this.running) / 1000 : 0;
    const s = Math.ceil((Math.max(this.meanHoldS, meanAgeS) * ahead) / this.limit);
    return Math.min(60, Math.max(1, s));
  }

  /** Runs `work` when a slot is free for the ticket's client; throws `busy`'s error when refused. */
  async run<T>(work: () => Promise<T>, ticket: Ticket = {}): Promise<T> {
    const client = ticket.client ?? ''; // one anonymous client
    if (!this.mayStart(client)) await this.wait(client, ticket.signal);
    else this.take(client);
    const started = performance.now();
    this.startedSum += started;
    try {
      return await work();
    } finally {
      this.startedSum -= started;
      this.meanHoldS = 0.8 * this.meanHoldS + 0.2 * ((performance.now() - started) / 1000);
      this.release(client);
    }
  }

  private mayStart(client: string): boolean {
    return this.running < this.limit && (this.byClient.get(client) ?? 0) < this.perClient;
  }

  private take(client: string): void {
    this.running++;
    this.byClient.set(client, (this.byClient.get(client) ?? 0) + 1);
  }

  private release(client: string): void {
    this.running--;
    if (this.running === 0) this.startedSum = 0; // no rounding carried over
    const n = (this.byClient.get(client) ?? 1) - 1;
    if (n === 0) this.byClient.delete(client);
    else this.byClient.set(client, n);
    this.startWaiting();
  }

  /** Starts the longest-waiting computations whose clients are under their share, while slots are free. */
  private startWaiting(): void {
    for (let i = 0; i < this.waiting.length && this.running < this.limit; ) {
      const w = itemAt(this.waiting, i);
      if (!this.mayStart(w.client)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.take(w.client);
      w.start();
    }
  }

  /** `busy`'s error, carrying `retryAfterS` (the service's Retry-After header). */
  private refusal(): Error {
    const retryAfterS = this.retryAfterS();
    return Object.assign(this.busy(this.running, retryAfterS), { retryAfterS });
  }

  private wait(client: string, signal?: AbortSignal): Promise<void> {
    const mine = this.waiting.reduce((n, w) => n + (w.client === client ? 1 : 0), 0);
    const clientQueue = Math.max(1, Math.floor(this.queueLimit / 2));
    if (this.waiting.length >= this.queueLimit || mine >= clientQueue) {
      throw this.refusal();
    }
    if (signal?.aborted) throw this.refusal();
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(waiter);
        if (i < 0) return;
        this.waiting.splice(i, 1);
        reject(this.refusal());
      };
      const waiter: Waiter = {
        client,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
