/**
 * Writes the OpenAPI document generated from the routes' zod schemas to openapi.yaml (or to
 * stdout with --stdout). `npm run openapi` after any schema change; a test fails on drift.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';

const app = await buildApp({ threads: 0 });
await app.ready();
const yaml = app.swagger({ yaml: true });
await app.close();
if (process.argv.includes('--stdout')) process.stdout.write(yaml);
else writeFileSync(new URL('../../openapi.yaml', import.meta.url), yaml);
