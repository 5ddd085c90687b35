/**
 * One sample of a kernel for the kernel contract (kernels.test.ts): the parameters to run it on
 * and what its tally promises. Each game keeps its cases in one file of cases/, exporting
 * `cases`; the suite finds the files by listing that folder, so a new game adds a file there.
 */
import type { Kernel } from '../../simulations/core/kernel.js';

export interface ContractCase {
  /** what the case is, unique across all cases: the name of its snapshot and its subtest */
  readonly name: string;
  /** the kernel, the same object its game registers */
  readonly kernel: Kernel<unknown>;
  readonly params: unknown;
  /**
   * Sets of tally entries of which exactly one happens in every trial, so their exact
   * probabilities add up to exactly 1. An entry is an event's name, or a value's name standing
   * for all of its slots (a value recorded in only some trials, which sums to less than 1 on its
   * own, is complete with the events of the other trials). A value named in no set must sum to 1
   * by itself.
   */
  readonly partitions: readonly (readonly string[])[];
  /**
   * Trials of the Monte Carlo comparison (c), on its own seed; the snapshot (d) is always
   * SNAPSHOT_TRIALS trials on SNAPSHOT_SEED. Default `MONTE_CARLO_TRIALS`.
   */
  readonly trials?: number;
}

/** The seeded run kept as a snapshot: the seed and size of the runs kept before this suite. */
export const SNAPSHOT_SEED = 42;
export const SNAPSHOT_TRIALS = 20_000;
/** The Monte Carlo comparison: its own seed, so that it and the snapshot are two runs. */
export const MONTE_CARLO_SEED = 2024;
export const MONTE_CARLO_TRIALS = 400_000;

/** A case, with its parameters checked against the kernel's own parameter type. */
export function contractCase<P>(
  name: string,
  kernel: Kernel<P>,
  params: P,
  partitions: readonly (readonly string[])[],
  options: { trials?: number } = {},
): ContractCase {
  return { name, kernel, params, partitions, ...options };
}
