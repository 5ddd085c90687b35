/**
 * The one module that imports pure-rand. Seeding, stream splitting and the kernel-facing
 * `Rng` adapter live here, so that a change of pure-rand's API touches this file alone.
 *
 * - Seeding: pure-rand's `xoroshiro128plus(seed)` puts the seed straight into the state (its
 *   first output is `~seed`), so the 128-bit state is filled instead from four outputs of
 *   SplitMix32 run on the seed.
 * - Streams: trials run in fixed-size chunks; chunk k draws from the seed's generator jumped
 *   k times (each jump skips 2^64 draws), so chunks never overlap and each chunk's draws do
 *   not depend on which thread runs it.
 */
import { randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Rng, TrialLaw } from '../../simulations/core/rng.js';
import { keepNewest } from './costs.js';

/** A generator of one stream: its words, and a jump to the next stream. */
export type Stream = JumpableRandomGenerator;

export const RNG_NAME = 'xoroshiro128plus';

/** SplitMix32 (Steele, Lea & Flood): a 32-bit counter through a bijective mixer. */
function splitMix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

/** The generator of stream 0 for a 32-bit seed. */
export function seededGenerator(seed: number): JumpableRandomGenerator {
  const st = { s: seed | 0 };
  // not the all-zero state xoroshiro must not start from: the mixer is a bijection of the counter
  return xoroshiro128plusFromState([splitMix32(st), splitMix32(st), splitMix32(st), splitMix32(st)]);
}

/** Streams where the last chunk ranges of a thread ended, by seed (a few, most recent last). */
const STREAMS_KEPT = 8;
const keptStreams = new Map<number, { k: number; generator: JumpableRandomGenerator }>();

/**
 * The generator of stream `k` (the seed's generator jumped k times). A request's chunk ranges
 * come to a thread in increasing order, so it starts from where this thread's last range of the
 * same seed ended (`keepStream`) when that is not past `k`: the same state, reached with a few
 * jumps rather than k of them (a 10,000,000-trial request made 46,000 jumps, 28 ms of CPU).
 */
export function streamGenerator(seed: number, k: number): JumpableRandomGenerator {
  const kept = keptStreams.get(seed);
  const from = kept !== undefined && kept.k <= k ? kept : { k: 0, generator: seededGenerator(seed) };
  const g = from === kept ? from.generator.clone() : from.generator;
  for (let i = from.k; i < k; i++) g.jump();
  return g;
}

/** Notes that `generator` is stream `k` of `seed`, for the next range of the seed to start from. */
export function keepStream(seed: number, k: number, generator: JumpableRandomGenerator): void {
  keepNewest(keptStreams, seed, { k, generator: generator.clone() }, STREAMS_KEPT);
}

/** The kernel-facing view of a pure-rand generator (`Rng`): simulations/ does not import pure-rand. */
export class PureRng implements Rng {
  constructor(public generator: RandomGenerator) {}

  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }

  /**
   * One 32-bit word read as the roll's category; a word at or above the roll's `limit` is
   * redrawn, so every outcome of the roll is equally likely (see jointRoll.ts).
   */
  roll(roll: JointRoll): number {
    const g = this.generator;
    const limit = roll.limit;
    let x = g.next() >>> 0;
    while (x >= limit) x = g.next() >>> 0;
    return roll.atWord(x);
  }

  /** The next word of the stream, as `roll` reads it. */
  word(): number {
    return this.generator.next() >>> 0;
  }

  /** A whole trial's end, as one roll of its end law. */
  end(trial: TrialLaw): number {
    return this.roll(trial.ends);
  }

  /** Die by die: no kernel draws counts (they roll joint laws), only tests of the rules do. */
  count(dice: number, sides: number, hits: number): number {
    let n = 0;
    for (let i = 0; i < dice; i++) if (this.int(1, sides) <= hits) n++;
    return n;
  }
}

/** A fresh 32-bit seed for a request that gave none (it is echoed in the answer). */
export function drawSeed(): number {
  return randomInt(0, 2 ** 32);
}

/**
 * A generator whose draws of one trial can be drawn again: the paired path (chunks.ts)
 * runs every variant of a comparison from the same random state. `save()` starts a trial where
 * the source stands; `restore()` goes back there, so the next draws are the same ones again;
 * draws past those already made continue the source. So once every variant has run, the source
 * stands past the furthest draw any of them made, and the next trial draws new words only: each
 * variant's trials stay independent of one another, as in a plain run.
 *
 * The words of the current trial are kept in a buffer that grows (doubling) only when a trial
 * draws more words than any before it: after the first trials, nothing is allocated.
 */
export class ReplayGenerator implements RandomGenerator {
  private words = new Int32Array(256);
  private length = 0;
  private position = 0;

  constructor(public source: RandomGenerator) {}

  next(): number {
    // position < length <= words.length: a word already drawn in this trial
    if (this.position < this.length) return this.words[this.position++]!;
    const word = this.source.next();
    if (this.length === this.words.length) {
      const grown = new Int32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
    }
    this.words[this.length++] = word;
    this.position = this.length;
    return word;
  }

  /** Starts a trial here: the words drawn before are forgotten. */
  save(): void {
    this.length = 0;
    this.position = 0;
  }

  /** Goes back to where `save()` was called: the same words come again. */
  restore(): void {
    this.position = 0;
  }

  clone(): ReplayGenerator {
    const copy = new ReplayGenerator(this.source.clone());
    copy.words = this.words.slice();
    copy.length = this.length;
    copy.position = this.position;
    return copy;
  }

  /** The source's state: past every word of the current trial drawn so far. */
  getState(): readonly number[] {
    return this.source.getState();
  }
}
