/** Worker-thread entry: runs a range of chunks of one kernel (see chunks.ts). */
import { Piscina } from 'piscina';
import { runChunks, type ChunkRange } from './chunks.js';
import { kernelByName } from './kernels.js';

export interface ChunkTask extends ChunkRange {
  kernel: string;
  params: unknown;
}

export default function runTask(task: ChunkTask) {
  const acc = runChunks(kernelByName(task.kernel).prepare(task.params), task);
  return Piscina.move(acc);
}
