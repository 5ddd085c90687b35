/**
 * Worker-thread entry. The default export runs a range of chunks of one kernel (chunks.ts);
 * `exact` runs a kernel's exact computation and writes its summary, or a named exact job
 * (exactTask.ts, kernels.ts), off the event loop.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { runChunks } from './chunks.js';
import { kernelByName } from './kernels.js';

/*
 * Worker threads yield the cores to the event loop (nice 10), which at the same priority as busy
 * workers waits its turn (hundreds of milliseconds on a loaded machine) to answer even /health.
 * Linux schedules threads one by one, so this thread lowers its own priority; elsewhere, or when
 * not allowed, it keeps the priority it has.
 */
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
} catch {
  // not Linux, or not allowed: the default priority
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
  [
    'batman.fight',
    {
      attacker: { side: 'villain', henchmen: 1 },
      defender: { side: 'batman', combatValue: 2 },
      faces: ['bat', 1, 2, 3, 4, 5],
      tie: 'invader',
      batmanBatFace: 'zero',
    },
  ],
];

for (const [name, params] of WARM_UP) {
  for (let i = 0; i < 8; i++) runChunks(kernelByName(name).prepare(params), { seed: i, from: 0, to: 1, trials: 4096 });
}

/** A range of chunks, plain or paired (copied back: the counts are a few kilobytes at most). */
export { runChunkTask as default } from './chunks.js';

/** A kernel's exact computation, its slots as BigInt pairs, or a named exact job. */
export { runExact as exact } from './exactTask.js';

export interface WorkerHeap {
  threadId: number;
  /** bytes of this thread's heap in use */
  heapUsed: number;
}

/**
 * This thread's heap in use, after a full collection when the process runs with --expose-gc
 * (read by the memory test and the soak, through `PoolRunner.heaps`). It keeps the thread for
 * 20 ms, so that the pool hands a concurrent call to another thread.
 */
export function heap(): WorkerHeap {
  (globalThis as { gc?: () => void }).gc?.();
  const heapUsed = getHeapStatistics().used_heap_size;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  return { threadId, heapUsed };
}
