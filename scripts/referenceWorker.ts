/**
 * A worker thread for the bench: runs the research reference loop (scripts/reference/xcom.ts)
 * for the number of trials it is sent and answers how long it took, so that the bench can time
 * the reference on every core at the same moment as the service.
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { researchReference } from './reference/xcom.js';

const port = parentPort;
if (port === null) throw new Error('referenceWorker.js runs as a worker thread');
port.on('message', (trials: number) => {
  const t0 = performance.now();
  const acc = researchReference(trials, trials);
  port.postMessage({ ms: performance.now() - t0, completed: acc[0] });
});
