/**
 * Every answer of the corpus unchanged, byte for byte (but `elapsedMs` and `engine.version`): each
 * recorded question (test/corpus/answers.jsonl) asked again of the app, its answer's hash compared
 * with the one recorded. The file is written by scripts/recordCorpus.ts, never by this test
 * (README.md beside this file says when it is re-recorded).
 */
import t from 'tap';
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

t.test('every answer of the corpus is the one recorded', async (t) => {
  const app = await testApp(t, CORPUS_APP);
  const failed: string[] = [];
  const started = performance.now();
  for (const c of cases) {
    const res = await app.inject(requestOf(c));
    const hash = sha256(normalise(res.body));
    if (res.statusCode !== c.status || hash !== c.sha256) failed.push(failure(c, res.statusCode, res.body));
  }
  t.comment(`${cases.length} answers asked again in ${Math.round(performance.now() - started)} ms`);
  const named = failed.slice(0, NAMED).join('\n');
  const more = failed.length > NAMED ? `\n... and ${failed.length - NAMED} more` : '';
  const message =
    failed.length === 0
      ? `all ${cases.length} answers as recorded`
      : `answers changed (${failed.length} of ${cases.length}):\n${named}${more}`;
  t.equal(failed.length, 0, message);
});

/** One changed answer in words: the case (path and body), and what it answered against what was recorded. */
function failure(c: CorpusCase, status: number, body: string): string {
  let now: string;
  try {
    now = JSON.stringify(glanceOf(JSON.parse(body)));
  } catch {
    now = body.slice(0, 300);
  }
  const answered = status === c.status ? now : `status ${status} (recorded ${c.status}): ${now}`;
  return `- ${describeCase(c)}\n    recorded ${JSON.stringify(c.glance)}\n    now      ${answered}`;
}
