import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The service version (package.json): it is part of what makes a seeded answer reproducible. */
export const VERSION: string = (require('../../package.json') as { version: string }).version;
