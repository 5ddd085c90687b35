/** The Advanced Squad Leader kernels, for the service's registry (src/kernels.ts). */
import type { Kernel } from '../core/kernel.js';
import { locationCheck } from './locationCheck.js';
import { moraleCheck } from './moraleCheck.js';
import { rallyAttempt } from './rallyAttempt.js';
import { rallyOptions } from './rallyOptions.js';
import { routInterdiction } from './routInterdiction.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const aslKernels: Kernel<any>[] = [moraleCheck, rallyAttempt, rallyOptions, routInterdiction, locationCheck];
