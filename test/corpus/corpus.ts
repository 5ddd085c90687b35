/**
 * The answers corpus: XCOM and Batman questions recorded with the hash of their answer, so that a
 * change of the engine that must not change any answer can be checked byte for byte
 * (corpus.test.ts replays them; scripts/recordCorpus.ts records them). See README.md beside this file.
 *
 * What is compared: the answer's bytes as the service wrote them (the response payload), with two
 * fields written over textually, since they vary without the answer changing: every `elapsedMs`
 * (time spent) and the `version` of every `engine` object (bumped by unrelated changes).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AppOptions } from '../../src/app.js';

/** The corpus, one JSON object a line: a header, then one case a line (this module runs from build/test/corpus/). */
export const CORPUS_FILE = new URL('../../../test/corpus/answers.jsonl', import.meta.url);

/** The app the corpus is recorded and replayed on: inline, never shedding nor rate-limiting its own requests. */
export const CORPUS_APP: AppOptions = { threads: 0, underPressure: false, rateLimit: false };

export interface CorpusHeader {
  /** what the file is */
  readonly corpus: string;
  /** the service version the answers were recorded with (its `engine.version`, not compared) */
  readonly recordedWith: string;
  /** the command that writes the file */
  readonly record: string;
  /** cases in the file */
  readonly cases: number;
}

export interface CorpusCase {
  /** unique in the file: the endpoint's short name and a number */
  readonly id: string;
  readonly method: 'POST' | 'GET';
  /** the path, with the question in the query for a GET */
  readonly url: string;
  /** the JSON body of a POST */
  readonly body?: unknown;
  /** the status answered when recorded */
  readonly status: number;
  /** SHA-256 (hex) of the normalised answer (`normalise`) */
  readonly sha256: string;
  /** a few numbers of the answer, to make a failure readable (not compared) */
  readonly glance: Record<string, number | string | null>;
}

const ELAPSED = /"elapsedMs":-?[0-9][0-9.eE+-]*/g;
const ENGINE_VERSION = /("engine":\{"rng":"[^"\\]*","version":)"[^"\\]*"/g;

/** The answer's text with every `elapsedMs` and every `engine.version` written over; nothing else changed. */
export function normalise(payload: string): string {
  return payload.replace(ELAPSED, '"elapsedMs":0').replace(ENGINE_VERSION, '$1"*"');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The fields whose first few numbers a glance shows, in the order met. */
const GLANCED = new Set(['p', 'mean', 'value', 'fewest', 'henchmen', 'upkeep', 'shortfall', 'trials', 'count']);
const GLANCES = 3;

/** A few numbers of an answer by their dotted path (the first `p`, `mean`, `value`, ... met, depth first), its method and detail. */
export function glanceOf(answer: unknown): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  let numbers = 0;
  const walk = (v: unknown, path: string): void => {
    if (numbers >= GLANCES || v === null || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v)) {
      const at = path === '' ? k : `${path}.${k}`;
      if (GLANCED.has(k) && (typeof child === 'number' || child === null)) {
        if (numbers < GLANCES) {
          out[at] = child;
          numbers++;
        }
      } else walk(child, at);
    }
  };
  if (answer !== null && typeof answer === 'object') {
    if ('method' in answer && typeof answer.method === 'string') out.method = answer.method;
    if ('detail' in answer && typeof answer.detail === 'string') out.detail = answer.detail.slice(0, 120);
  }
  walk(answer, '');
  return out;
}

export function readCorpus(file: URL = CORPUS_FILE): { header: CorpusHeader; cases: CorpusCase[] } {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const [first, ...rest] = lines.map((l) => JSON.parse(l) as unknown);
  return { header: first as CorpusHeader, cases: rest as CorpusCase[] };
}

export function writeCorpus(header: CorpusHeader, cases: readonly CorpusCase[], file: URL = CORPUS_FILE): void {
  writeFileSync(file, `${[header, ...cases].map((c) => JSON.stringify(c)).join('\n')}\n`);
}

/** How a case is asked of the app (app.inject's options). */
export function requestOf(c: Pick<CorpusCase, 'method' | 'url' | 'body'>) {
  return c.method === 'GET'
    ? { method: 'GET' as const, url: c.url }
    : { method: 'POST' as const, url: c.url, payload: JSON.stringify(c.body), headers: { 'content-type': 'application/json' } };
}

/** A case named for a failure message: its id, method, path and body (a link's `q` decoded). */
export function describeCase(c: CorpusCase): string {
  if (c.method === 'POST') return `${c.id} POST ${c.url} ${JSON.stringify(c.body)}`;
  const q = new URL(c.url, 'http://localhost').searchParams.get('q');
  return q === null ? `${c.id} GET ${c.url}` : `${c.id} GET ${c.url.split('?')[0]}?q=${Buffer.from(q, 'base64url').toString('utf8')}`;
}
