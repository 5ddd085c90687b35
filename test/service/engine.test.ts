/**
 * The engine: seeded streams, chunking, thread-count invariance, precision checkpoints, the
 * time limit, and /health staying responsive while a large request runs.
 */
import t from 'tap';
import { researchTask } from '../../simulations/xcom/researchTask.js';
import { CHUNK_TRIALS, chunkCount, runChunks } from '../../src/engine/chunks.js';
import { checkpoints } from '../../src/engine/monteCarlo.js';
import { seededGenerator, streamGenerator } from '../../src/engine/random.js';
import { testApp, post } from '../helpers/app.js';

const params = { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} };

t.test('seeding: the first output is mixed, seeds and streams differ', async (t) => {
  for (const seed of [0, 1, 7, 0xffffffff]) {
    const g = seededGenerator(seed);
    t.not(g.next(), ~seed | 0, `seed ${seed}: first output is not ~seed`);
  }
  const firsts = new Set([0, 1, 2, 3].map((s) => seededGenerator(s).next()));
  t.equal(firsts.size, 4, 'neighbouring seeds start differently');
  const s0 = streamGenerator(5, 0).next();
  const s1 = streamGenerator(5, 1).next();
  t.not(s0, s1, 'stream 1 is not stream 0');
  const a = streamGenerator(5, 3);
  const b = seededGenerator(5);
  for (let i = 0; i < 3; i++) b.jump();
  t.equal(a.next(), b.next(), 'stream k is the seed generator jumped k times');
});

t.test('chunks: any split of the chunk range gives the same counts', async (t) => {
  const trials = 5 * CHUNK_TRIALS + 123;
  const prepared = researchTask.prepare(params);
  const whole = runChunks(prepared, { seed: 11, from: 0, to: chunkCount(trials), trials });
  const parts = [
    [0, 2],
    [2, 3],
    [3, 6],
  ].map(([from, to]) => runChunks(researchTask.prepare(params), { seed: 11, from, to, trials }));
  const sum = whole.map((_, i) => parts.reduce((s, p) => s + p[i], 0));
  t.same(Array.from(sum), Array.from(whole));
  t.equal(whole[0] + whole[1] >= 0, true);
  const n = Array.from(whole.slice(2, 2 + 9)).reduce((a, b) => a + b, 0);
  t.equal(n, trials, 'every trial recorded its rolls once, the partial last chunk included');
});

t.test("a kernel's batch entry point gives the counts of its trials one by one", async (t) => {
  const { villainFight } = await import('../../simulations/batman/villainFight.js');
  const { PureRng } = await import('../../src/engine/random.js');
  const p = {
    attacker: { side: 'villain' as const, henchmen: 2 },
    defender: { side: 'batman' as const, combatValue: 3 },
    faces: ['bat' as const, 1, 2, 3, 4, 5],
    tie: 'invader' as const,
    batmanBatFace: 'zero' as const,
  };
  const prepared = villainFight.prepare(p);
  t.ok(prepared.batch, 'the fight offers a batch');
  const one = new Float64Array(prepared.tally.size);
  const many = new Float64Array(prepared.tally.size);
  const a = new PureRng(seededGenerator(4));
  const b = new PureRng(seededGenerator(4));
  for (let i = 0; i < 10_000; i++) prepared.trial(a, one);
  prepared.batch!(b, many, 6_000);
  prepared.batch!(b, many, 4_000);
  t.same(Array.from(many), Array.from(one), 'the same counts from the same stream');
  t.equal(a.generator.next(), b.generator.next(), 'and the same draws used');
});

t.test('checkpoints are fixed and end at the last chunk', async (t) => {
  t.same(checkpoints(10), [10], 'no precision: one segment');
  t.same(checkpoints(10, 0.01), [1, 2, 4, 8, 10]);
  t.same(checkpoints(200, 0.01).slice(0, 9), [1, 2, 4, 8, 16, 32, 64, 128, 192]);
  t.equal(checkpoints(200, 0.01).at(-1), 200);
});

t.test('the same seed gives a byte-identical answer inline and on the pool', async (t) => {
  const inline = await testApp(t, { threads: 0 });
  const pooled = await testApp(t, { threads: 2 });
  const body = { scientists: 3, cost: 3, seed: 99, trials: 300_000 };
  const strip = (raw: string) => raw.replace(/"elapsedMs":[0-9.e+-]+,/, '');
  const a = await post(inline, '/v1/xcom/research', body);
  const b = await post(pooled, '/v1/xcom/research', body);
  const c = await post(pooled, '/v1/xcom/research', body);
  t.equal(a.status, 200);
  t.equal(strip(a.raw), strip(b.raw), 'one thread and two threads agree byte for byte');
  t.equal(strip(b.raw), strip(c.raw), 'the pool agrees with itself');
  const d = await post(pooled, '/v1/xcom/research', { ...body, seed: 100 });
  t.not(strip(d.raw), strip(b.raw), 'another seed gives another answer');
});

t.test('a seeded answer does not change silently', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 7, trials: 20_000 });
  const { elapsedMs, ...rest } = res.body;
  t.type(elapsedMs, 'number');
  t.matchSnapshot(rest, 'research, 3 scientists, cost 3, seed 7, 20,000 trials');
});

t.test('precision stops at a checkpoint once every interval is narrow enough', async (t) => {
  const app = await testApp(t, { threads: 2 });
  const res = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 3, trials: 5_000_000, precision: 0.005 });
  t.equal(res.status, 200);
  const { trials, probabilities } = res.body;
  t.ok(trials < 5_000_000, `stopped early at ${trials} trials`);
  t.equal(trials % CHUNK_TRIALS, 0, 'at a chunk boundary');
  t.ok(checkpoints(chunkCount(5_000_000), 0.005).includes(trials / CHUNK_TRIALS), 'at a fixed checkpoint');
  for (const [name, { ci }] of Object.entries<{ ci: [number, number] }>(probabilities)) {
    t.ok((ci[1] - ci[0]) / 2 <= 0.005, `${name} half-width within precision`);
  }
  const again = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 3, trials: 5_000_000, precision: 0.005 });
  t.equal(again.body.trials, trials, 'the stopping point is reproducible');
  const capped = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 3, trials: 1000, precision: 0.0001 });
  t.equal(capped.body.trials, 1000, 'never past trials');
});

t.test('the time limit answers a clear 503 rather than hanging', async (t) => {
  const app = await testApp(t, { threads: 2, timeLimitMs: 50 });
  const res = await post(app, '/v1/xcom/research', { scientists: 12, cost: 10, seed: 1, trials: 10_000_000 });
  t.equal(res.status, 503);
  t.match(res.type, /application\/problem\+json/);
  t.match(res.body, { status: 503, title: 'Time limit exceeded' });
  const after = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 1000 });
  t.equal(after.status, 200, 'the service still answers after a timeout');
});

t.test('/health answers while a 10,000,000-trial request runs', async (t) => {
  const app = await testApp(t, { threads: 2 });
  let bigDone = false;
  const big = post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 5, trials: 10_000_000 }).then((r) => {
    bigDone = true;
    return r;
  });
  await new Promise((r) => setTimeout(r, 20));
  const health = await app.inject({ url: '/health' });
  t.equal(health.statusCode, 200);
  t.notOk(bigDone, 'health answered before the large request finished');
  const res = await big;
  t.equal(res.status, 200);
  t.equal(res.body.trials, 10_000_000);
});

t.test('method "exact": on the pool as inline, and a 422 when the state space is too large', async (t) => {
  const inline = await testApp(t, { threads: 0 });
  const pooled = await testApp(t, { threads: 2 });
  const body = { scientists: 4, cost: 6, method: 'exact' };
  const strip = (raw: string) => raw.replace(/"elapsedMs":[0-9.e+-]+,/, '');
  const a = await post(inline, '/v1/xcom/research', body);
  const b = await post(pooled, '/v1/xcom/research', body);
  t.equal(a.status, 200);
  t.equal(strip(a.raw), strip(b.raw), 'the same exact answer on a worker thread');

  const tiny = await testApp(t, { threads: 0, exactStates: 3 });
  const res = await post(tiny, '/v1/xcom/research', body);
  t.equal(res.status, 422);
  t.match(res.type, /problem\+json/);
  t.match(res.body.detail, /monte-carlo/, 'suggests Monte Carlo');
});
