/**
 * Progress as Server-Sent Events: a simulation endpoint asked with Accept: text/event-stream
 * sends the answer so far at each fixed checkpoint and the final answer last, byte for byte the
 * JSON answer (but elapsedMs); errors before the stream are ordinary problem+json answers,
 * errors during it an `event: error`; a client that hangs up stops the computation.
 *
 * Every progress event is checked against an answer computed another way: chunk k of a seed
 * always holds the same trials, so the answer so far after n whole chunks is the plain answer to
 * the same body with `trials: n * 16384`.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { checkpoints } from '../../src/engine/monteCarlo.js';
import { testApp } from '../helpers/app.js';
import { listeningApp, waitFor } from './edge.js';

const SSE = { accept: 'text/event-stream' };
const CHUNK = 16_384;

interface SseEvent {
  event: string;
  data: string;
}

/** The events of a complete stream, read by the format's rules (blank line ends an event). */
function parseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split('\n\n')) {
    if (block.trim() === '') continue;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    events.push({ event, data: data.join('\n') });
  }
  return events;
}

/** The text of a JSON answer without its one varying field. */
const withoutElapsed = (text: string) => text.replace(/"elapsedMs":[0-9.e+-]+,/, '');

t.test('checkpoints: one at the end, unless precision or progress asks for the fixed ones', async (t) => {
  t.same(checkpoints(13), [13], 'a plain run: one');
  t.same(checkpoints(13, undefined, true), [1, 2, 4, 8, 13], 'progress: 1, 2, 4, 8, then the end');
  t.same(checkpoints(200, 0.01), [1, 2, 4, 8, 16, 32, 64, 128, 192, 200], 'precision: doubling to 64, then every 64');
  t.same(checkpoints(200, 0.01, true), checkpoints(200, 0.01), 'progress adds nothing to precision');
  t.same(checkpoints(1, undefined, true), [1]);
});

t.test('a Monte Carlo stream: progress at the fixed checkpoints, then the JSON answer', async (t) => {
  const app = await testApp(t);
  const body = { scientists: 3, cost: 3, seed: 7, trials: 200_000 };
  const streamed = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body, headers: SSE });
  t.equal(streamed.statusCode, 200);
  t.match(streamed.headers['content-type'], /^text\/event-stream/);
  t.equal(streamed.headers['cache-control'], 'no-store');
  const events = parseEvents(streamed.body);
  // 200,000 trials are 13 chunks: checkpoints after 1, 2, 4, 8 and 13 of them
  t.same(
    events.map((e) => e.event),
    ['progress', 'progress', 'progress', 'progress', 'answer'],
  );
  const answers = events.map((e) => JSON.parse(e.data));
  t.same(
    answers.map((a) => a.trials),
    [16_384, 32_768, 65_536, 131_072, 200_000],
    'trials so far',
  );

  const plain = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body });
  t.equal(
    withoutElapsed(events.at(-1)!.data),
    withoutElapsed(plain.body),
    'the answer event is the JSON answer, byte for byte (but elapsedMs)',
  );

  for (const e of events.slice(0, -1)) {
    const sofar = JSON.parse(e.data);
    const direct = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { ...body, trials: sofar.trials } });
    t.equal(
      withoutElapsed(e.data),
      // progress is the answer to fewer trials, with no links (no link leads to it)
      withoutElapsed(JSON.stringify({ ...JSON.parse(direct.body), links: undefined })),
      `progress at ${sofar.trials} trials is the answer to trials: ${sofar.trials}`,
    );
    t.same(
      Object.keys(sofar),
      Object.keys(answers.at(-1)).filter((k) => k !== 'links'),
      'the same shape as the answer (but its links)',
    );
  }

  const again = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body, headers: SSE });
  t.same(
    parseEvents(again.body).map((e) => withoutElapsed(e.data)),
    events.map((e) => withoutElapsed(e.data)),
    'the same seed streams the same events',
  );
});

t.test('on the worker pool, with precision, and for a shaped answer: the final answer is the JSON one', async (t) => {
  const app = await testApp(t, { threads: 2 });
  const cases: { url: string; body: Record<string, unknown> & { trials: number; precision?: number } }[] = [
    { url: '/v1/xcom/research', body: { scientists: 2, cost: 4, seed: 11, trials: 1_500_000 } },
    { url: '/v1/xcom/research', body: { scientists: 2, cost: 4, seed: 11, trials: 5_000_000, precision: 0.002 } },
    {
      url: '/v1/xcom/global-defense',
      body: {
        continents: [
          { name: 'Europe', interceptors: 2, ufos: 2 },
          { name: 'Asia', interceptors: 1, ufos: 1 },
        ],
        seed: 3,
        trials: 300_000,
      },
    },
  ];
  for (const { url, body } of cases) {
    const events = parseEvents((await app.inject({ method: 'POST', url, payload: body, headers: SSE })).body);
    const plain = await app.inject({ method: 'POST', url, payload: body });
    t.equal(events.at(-1)?.event, 'answer', `${url}: ends with the answer`);
    t.equal(withoutElapsed(events.at(-1)!.data), withoutElapsed(plain.body), `${url} ${JSON.stringify(body)}: byte for byte`);
    const trials = events.map((e) => JSON.parse(e.data).trials as number);
    const expected = checkpoints(Math.ceil(body.trials / CHUNK), body.precision, true).map((c) => Math.min(c * CHUNK, body.trials));
    t.same(trials, expected.slice(0, trials.length), `${url}: the trials of the fixed checkpoints`);
    if (body.precision !== undefined) t.ok(trials.at(-1)! < body.trials, `precision stopped the stream early, at ${trials.at(-1)} trials`);
  }
});

t.test('an exact answer streams its answer alone', async (t) => {
  const app = await testApp(t);
  const body = { scientists: 3, cost: 3, method: 'exact' };
  const events = parseEvents((await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body, headers: SSE })).body);
  const plain = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: body });
  t.same(
    events.map((e) => e.event),
    ['answer'],
  );
  t.equal(withoutElapsed(itemAt(events, 0).data), withoutElapsed(plain.body));
});

t.test('errors before the stream are ordinary problem+json answers', async (t) => {
  const app = await testApp(t, { threads: 0, exactStates: 10 });
  const invalid = await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 13, cost: 3 }, headers: SSE });
  t.equal(invalid.statusCode, 400);
  t.match(invalid.headers['content-type'], /^application\/problem\+json/);
  t.same(
    invalid.json().errors.map((e: { path: string }) => e.path),
    ['body.scientists'],
  );
  const tooLarge = await app.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    payload: { scientists: 3, cost: 3, method: 'exact' },
    headers: SSE,
  });
  t.equal(tooLarge.statusCode, 422, 'an exact computation too large: 422 before any event');
  t.match(tooLarge.headers['content-type'], /^application\/problem\+json/);

  const busy = await testApp(t, { threads: 0, maxInFlight: 0 });
  const refused = await busy.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3 }, headers: SSE });
  t.equal(refused.statusCode, 503, 'no slot: 503 before any event');
  t.ok(Number(refused.headers['retry-after']) > 0, 'with a Retry-After (estimated from the queue)');
  t.match(refused.headers['content-type'], /^application\/problem\+json/);
});

t.test('an error during the stream is an error event with the problem', async (t) => {
  // the deadline is checked at each checkpoint: 10,000,000 inline trials take about 0.3 s on a
  // quick machine (seconds on others), so the first checkpoints pass (within milliseconds of
  // admission) and a later one is past 100 ms
  const app = await testApp(t, { threads: 0, timeLimitMs: 100 });
  const res = await app.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    payload: { scientists: 3, cost: 3, seed: 1, trials: 10_000_000 },
    headers: SSE,
  });
  t.equal(res.statusCode, 200, 'the stream had begun');
  const events = parseEvents(res.body);
  t.ok(events.length >= 2 && events.slice(0, -1).every((e) => e.event === 'progress'), `${events.length - 1} progress events first`);
  t.equal(events.at(-1)?.event, 'error', 'then an error');
  const problem = JSON.parse(events.at(-1)!.data);
  t.match(problem, { type: '/problems/time-limit-exceeded', title: 'Time limit exceeded', status: 503 });
});

t.test('format and Accept: JSON or SVG wins when asked; equal quality answers JSON', async (t) => {
  const app = await testApp(t);
  const payload = { scientists: 3, cost: 3, seed: 7, trials: 20_000 };
  const ask = (url: string, accept: string) => app.inject({ method: 'POST', url, payload, headers: { accept } });
  t.match((await ask('/v1/xcom/research?format=json', 'text/event-stream')).headers['content-type'], /^application\/json/);
  t.match((await ask('/v1/xcom/research?format=svg', 'text/event-stream')).headers['content-type'], /^image\/svg\+xml/);
  t.match((await ask('/v1/xcom/research', 'text/event-stream, application/json')).headers['content-type'], /^application\/json/);
  t.match((await ask('/v1/xcom/research', 'application/json;q=0.5, text/event-stream')).headers['content-type'], /^text\/event-stream/);
  t.match((await ask('/v1/xcom/research', '*/*')).headers['content-type'], /^application\/json/);
});

t.test('a client that hangs up stops its computation', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 2 });
  const body = JSON.stringify({ scientists: 3, cost: 3, seed: 5, trials: 10_000_000 });
  const stop = new AbortController();
  const res = await fetch(`${base}/v1/xcom/research`, {
    method: 'POST',
    body,
    signal: stop.signal,
    headers: { 'content-type': 'application/json', ...SSE },
  });
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  t.match(first, /^event: progress\n/, 'a first progress event');
  t.equal(app.odds.admission.running, 1, 'the computation runs');
  const hungUp = Date.now();
  stop.abort();
  await waitFor(() => app.odds.admission.running === 0, 10_000);
  const freed = Date.now() - hungUp;
  // the whole run takes seconds on this machine; its slot comes back at once
  t.ok(freed < 1500, `its slot was free ${freed} ms after the client left`);

  // the pool still answers, with the same bytes as before
  const after = await fetch(`${base}/v1/xcom/research`, {
    method: 'POST',
    body: JSON.stringify({ scientists: 3, cost: 3, seed: 5, trials: 400_000 }),
    headers: { 'content-type': 'application/json' },
  });
  t.equal(after.status, 200, 'the pool takes the next request');
  const inline = await testApp(t);
  const expected = await inline.inject({
    method: 'POST',
    url: '/v1/xcom/research',
    payload: { scientists: 3, cost: 3, seed: 5, trials: 400_000 },
  });
  t.equal(withoutElapsed(await after.text()), withoutElapsed(expected.body), 'and answers as one thread does');
});
