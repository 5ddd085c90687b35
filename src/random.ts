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
import {
  xoroshiro128plusFromState,
} from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import type { Rng } from '../simulations/core/rng.js';

export const RNG_NAME = 'xoroshiro128plus';
export const MAX_SEED = 0xffffffff;

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
  const words: number[] = [splitMix32(st), splitMix32(st), splitMix32(st), splitMix32(st)];
  // xoroshiro must not start from the all-zero state; SplitMix32's mixer cannot give four zeros
  // in a row, but keep the guard explicit.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return xoroshiro128plusFromState(words);
}

/** The generator of stream `k` (the seed's generator jumped k times). */
export function streamGenerator(seed: number, k: number): JumpableRandomGenerator {
  const g = seededGenerator(seed);
  for (let i = 0; i < k; i++) g.jump();
  return g;
}

/** The kernel-facing view of a pure-rand generator. */
export class PureRng implements Rng {
  constructor(public generator: JumpableRandomGenerator) {}

  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }
}

/** A fresh seed for a request that gave none (it is echoed in the answer). */
export function drawSeed(): number {
  return randomInt(0, MAX_SEED + 1);
}
