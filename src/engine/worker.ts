/**
 * Worker-thread entry. The default export runs a range of chunks of one kernel (chunks.ts);
 * `exact` runs a kernel's exact computation (exactTask.ts), off the event loop.
 */
import { Piscina } from 'piscina';
import { runChunks, type ChunkRange } from './chunks.js';
import { runExact, type ExactTask } from './exactTask.js';
import { kernelByName } from './kernels.js';
import { runPairedTask, type PairedTask } from './pairedChunks.js';

export interface ChunkTask extends ChunkRange {
  kernel: string;
  params: unknown;
}

export default function runTask(task: ChunkTask) {
  const acc = runChunks(kernelByName(task.kernel).prepare(task.params), task);
  return Piscina.move(acc);
}

export function exact(task: ExactTask) {
  return runExact(task);
}

/** A range of paired chunks (pairedChunks.ts): every variant of a comparison on the same draws. */
export function paired(task: PairedTask) {
  return Piscina.move(runPairedTask(task));
}
