/**
 * Every case of the kernel contract: the `cases` of each module in cases/, found by listing the
 * folder (built or not: the .js beside this file, or the .ts when run from source), so a new
 * game's file is picked up without a line here.
 */
import { readdirSync } from 'node:fs';
import { extname } from 'node:path';
import type { ContractCase } from './contractCase.js';

export interface CaseFile {
  /** the module's file name in cases/ */
  readonly file: string;
  readonly cases: readonly ContractCase[];
}

const CASES = new URL('./cases/', import.meta.url);
const OWN = extname(new URL(import.meta.url).pathname);

export async function loadCaseFiles(): Promise<CaseFile[]> {
  const files = readdirSync(CASES)
    .filter((f) => extname(f) === OWN && !f.endsWith('.d.ts'))
    .sort();
  const out: CaseFile[] = [];
  for (const file of files) {
    const mod: { cases?: unknown } = await import(new URL(file, CASES).href);
    if (!Array.isArray(mod.cases)) throw new TypeError(`cases/${file} exports no \`cases\` list`);
    out.push({ file, cases: mod.cases as ContractCase[] });
  }
  return out;
}
