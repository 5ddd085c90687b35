/**
 * The only randomness a kernel sees. The engine (src/random.ts) backs it with a seeded
 * pure-rand stream; tests back it with scripted faces ("loaded dice").
 */
export interface Rng {
  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
}
