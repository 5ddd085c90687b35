/**
 * Every answer of the corpus unchanged, byte for byte (but `elapsedMs` and `engine.version`): each
 * recorded question (test/corpus/answers.jsonl) asked again of the app, its answer's hash compared
 * with the one recorded. The file is written by scripts/recordCorpus.ts, never by this test
 * (README.md beside this file says when it is re-recorded).
 */
import t, { type Test } from 'tap';
import { testApp } from '../helpers/app.js';
import { CORPUS_APP, type CorpusCase, describeCase, glanceOf, normalise, readCorpus, requestOf, sha256 } from './corpus.js';

/** The failures named one by one in the message, at most. */
const NAMED = 25;

const { header, cases } = readCorpus();

t.test('the corpus is whole: at least 500 answers, every case once', async (t) => {
  t.equal(cases.length, header.cases, 'as many cases as the header says');
  t.ok(cases.filter((c) => c.status === 200).length >= 500, `${cases.length} answers`);
  t.equal(new Set(cases.map((c) => c.id)).size, cases.length, 'ids unique');
  const paths = new Set(cases.map((c) => c.url.split('?')[0]));
  for (const p of ['/v1/compare', '/v1/sweep', '/v1/batman/fight', '/v1/xcom/round/plans']) t.ok(paths.has(p), p);
});

t.test('what is compared: the bytes, but elapsedMs and engine.version', async (t) => {
  const answer = (elapsed: string, version: string, p: string) =>
    `{"method":"exact","elapsedMs":${elapsed},"engine":{"rng":"xoroshiro128plus","version":"${version}"},"probabilities":{"a":{"p":${p}}}}`;
  t.equal(normalise(answer('12.5', '0.6.0', '0.5')), normalise(answer('3.25e-3', '0.7.0', '0.5')), 'time and version written over');
  t.not(normalise(answer('1', '0.6.0', '0.5')), normalise(answer('1', '0.6.0', '0.50')), 'any other byte counts');
  t.not(
    normalise(answer('1', '0.6.0', '0.5')),
    normalise(answer('1', '0.6.0', '0.5').replace('xoroshiro128plus', 'other')),
    'the generator counts',
  );
});

t.test('every answer of the corpus is the one recorded', async (t) => {
  await replay(t, await testApp(t, CORPUS_APP), cases, 'inline');
});

/** Trials in one chunk of a Monte Carlo run: an answer of more is sampled in several, which threads share. */
const CHUNK = 16_384;

t.test('the answers sampled over several chunks are the same on two worker threads', async (t) => {
  const chunked = cases.filter((c) =>
    Object.entries(c.glance).some(([k, v]) => k.endsWith('trials') && typeof v === 'number' && v > CHUNK),
  );
  t.ok(chunked.length >= 20, `${chunked.length} answers of several chunks`);
  await replay(t, await testApp(t, { ...CORPUS_APP, threads: 2 }), chunked, 'on two threads');
});

/** Asks each case of `list` again and fails, naming each changed answer on its own line (the first NAMED of them). */
async function replay(t: Test, app: Awaited<ReturnType<typeof testApp>>, list: readonly CorpusCase[], how: string): Promise<void> {
  const failed: string[] = [];
  const started = performance.now();
  for (const c of list) {
    const res = await app.inject(requestOf(c));
    const hash = sha256(normalise(res.body));
    if (res.statusCode !== c.status || hash !== c.sha256) failed.push(failure(c, res.statusCode, res.body, hash));
  }
  t.comment(`${list.length} answers asked again ${how} in ${Math.round(performance.now() - started)} ms`);
  for (const f of failed.slice(0, NAMED)) t.fail(f);
  if (failed.length > NAMED) t.fail(`... and ${failed.length - NAMED} more`);
  t.equal(failed.length, 0, `answers changed ${how}: ${failed.length} of ${list.length}`);
}

/** One changed answer in words: the case (path and body), and what it answered against what was recorded. */
function failure(c: CorpusCase, status: number, body: string, hash: string): string {
  let now: string;
  try {
    now = JSON.stringify(glanceOf(JSON.parse(body)));
  } catch {
    now = body.slice(0, 300);
  }
  const statuses = status === c.status ? '' : ` status ${status} (recorded ${c.status})`;
  return `${describeCase(c)} changed:${statuses} sha256 ${hash.slice(0, 12)} (recorded ${c.sha256.slice(0, 12)}); now ${now}, recorded ${JSON.stringify(c.glance)}`;
}
