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

/**
 * A fresh worker's first trials run before V8 has optimised the trial loop, and each isolate
 * optimises on its own: a few short runs of the XCOM task roll and the Batman fight when the
 * worker starts (some milliseconds) let the first request run at full speed. They use a fixed
 * seed and their counts are thrown away: no answer depends on them.
 */
const WARM_UP: ReadonlyArray<readonly [string, unknown]> = [
  ['xcom.research', { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} }],
  ['xcom.orbital-defense', { satellites: 2, ufos: 3, threat: 1, policy: {} }],
  ['batman.fight', { attacker: { side: 'villain', henchmen: 1 }, defender: { side: 'batman', combatValue: 2 }, faces: ['bat', 1, 2, 3, 4, 5], tie: 'invader', batmanBatFace: 'zero' }],
];

function warmUp(): void {
  for (const [name, params] of WARM_UP) {
    for (let i = 0; i < 8; i++) runChunks(kernelByName(name).prepare(params), { seed: i, from: 0, to: 1, trials: 4096 });
  }
}
warmUp();

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
