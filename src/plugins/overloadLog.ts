/**
 * Overload is logged once per interval at warn level, with counts and no stack: a 503 Busy is
 * the service working as designed, and logging each one (with a stack, at error level) during
 * the overload that caused it would add load where there is none to spare.
 */
import type { FastifyBaseLogger } from 'fastify';

export class OverloadLog {
  private counts = new Map<string, number>();
  private last = -Infinity;

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly intervalMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Counts one shed request; writes a line when the last one is at least an interval old. */
  shed(reason: string): void {
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
    const t = this.now();
    if (t - this.last < this.intervalMs) return;
    const shed = Object.fromEntries(this.counts);
    this.counts.clear();
    this.last = t;
    this.log.warn({ shed, intervalMs: this.intervalMs }, 'overloaded: answering 503');
  }
}
