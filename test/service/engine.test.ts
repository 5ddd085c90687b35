/**
 * The engine: seeded streams, chunking, thread-count invariance, precision checkpoints, the
 * time limit, and /health staying responsive while a large request runs.
 */
import { getEventListeners } from 'node:events';
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { researchTask } from '../../simulations/xcom/researchTask.js';
import { CHUNK_TRIALS, chunkCount, runChunks } from '../../src/engine/chunks.js';
import {
  MAX_CHUNKS_PER_PART,
  MAX_MEASURED_CHUNKS_PER_PART,
  PART_TARGET_MS,
  checkpoints,
  chunksPerPart,
} from '../../src/engine/monteCarlo.js';
import { keepStream, seededGenerator, streamGenerator } from '../../src/engine/random.js';
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

t.test('a kept stream is a shortcut to the same state, never a different one', async (t) => {
  const seed = 0x5eed;
  const jumped = (k: number) => {
    const g = seededGenerator(seed);
    for (let i = 0; i < k; i++) g.jump();
    return g.next();
  };
  const at4 = streamGenerator(seed, 4);
  keepStream(seed, 4, at4);
  at4.next(); // the kept copy is a clone: using the generator afterwards changes nothing kept
  t.equal(streamGenerator(seed, 9).next(), jumped(9), 'stream 9, from the kept stream 4');
  t.equal(streamGenerator(seed, 4).next(), jumped(4), 'stream 4 itself');
  t.equal(streamGenerator(seed, 2).next(), jumped(2), 'stream 2, before the kept one: from the seed');
  t.equal(streamGenerator(seed + 1, 9).next(), streamGenerator(seed + 1, 9).next(), 'another seed: its own streams');
  t.not(streamGenerator(seed + 1, 9).next(), jumped(9), 'another seed: not the kept one');
});

t.test('chunks: any split of the chunk range gives the same counts', async (t) => {
  const trials = 5 * CHUNK_TRIALS + 123;
  const prepared = researchTask.prepare(params);
  const whole = runChunks(prepared, { seed: 11, from: 0, to: chunkCount(trials), trials });
  const splits: Array<[number, number]> = [
    [0, 2],
    [2, 3],
    [3, 6],
  ];
  const parts = splits.map(([from, to]) => runChunks(researchTask.prepare(params), { seed: 11, from, to, trials }));
  const sum = whole.map((_, i) => parts.reduce((s, p) => s + itemAt(p, i), 0));
  t.same(Array.from(sum), Array.from(whole));
  t.equal(itemAt(whole, 0) + itemAt(whole, 1) >= 0, true);
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

t.test('a part is about PART_TARGET_MS of thread time once the kernel is measured', async (t) => {
  t.equal(chunksPerPart(undefined), MAX_CHUNKS_PER_PART, 'not measured yet: the default');
  t.equal(chunksPerPart(0), MAX_CHUNKS_PER_PART, 'a cost of 0 is no measure');
  const msPerChunk = PART_TARGET_MS / 10;
  t.equal(chunksPerPart(msPerChunk / CHUNK_TRIALS), 10, 'a chunk a tenth of the target: 10 chunks');
  t.equal(chunksPerPart(1e-9), MAX_MEASURED_CHUNKS_PER_PART, 'a very cheap kernel: at most the cap');
  t.equal(chunksPerPart(1), 1, 'a chunk longer than the target: one chunk a part');
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
  // the worker threads started (a cold pool takes longer than this limit to start)
  while ((await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 1000 })).status !== 200);
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

// ---- the event loop only routes; one budget; cancellation; fairness -------------------------

t.test('a cheap tally is the tally prepare declares (base defence, missions, rally options)', async (t) => {
  const { baseDefense } = await import('../../simulations/xcom/baseDefense.js');
  const { missionTasks } = await import('../../simulations/xcom/missionTasks.js');
  const { tallyOf } = await import('../../simulations/core/kernel.js');
  const layout = (x: { events: unknown; values: unknown; groups: unknown; size: number }) =>
    JSON.stringify([x.events, x.values, x.groups, x.size]);
  const soldier = (i: number) => ({ skills: [i % 4, (i + 1) % 4], ...(i % 3 === 0 ? { special: i % 4 } : {}), elite: i % 2 === 0 });
  const sizes: Array<[number, number]> = [
    [1, 1],
    [4, 2],
    [7, 5],
  ];
  for (const [s, e] of sizes) {
    const p = {
      soldiers: Array.from({ length: s }, (_, i) => soldier(i)),
      enemies: Array.from({ length: e }, (_, i) => ({ hp: 1 + (i % 3), skills: [i % 4, (i + 2) % 4] })),
      threat: 2,
      policy: { maxRolls: 3 },
    };
    t.equal(layout(baseDefense.tally(p)), layout(baseDefense.prepare(p).tally), `base defence, ${s} soldiers and ${e} enemies`);
    t.equal(layout(tallyOf(baseDefense, p)), layout(baseDefense.prepare(p).tally));
  }
  const cards = [
    {
      soldiers: [soldier(0), soldier(1), soldier(2)],
      tasks: [{ kind: 'objective' as const }, { kind: 'enemy' as const, hp: 2, skills: [0, 1] }],
    },
    { soldiers: [soldier(3)], tasks: [{ kind: 'objective' as const, assign: 1 }] },
  ];
  const m = { cards, threat: 1, policy: {} };
  t.equal(layout(missionTasks.tally(m)), layout(missionTasks.prepare(m).tally), 'missions, two cards');

  // rally options: prepare builds a tabled walk and the ends of every option (16 ms for 6 leaders
  // over 20 phases); the tally is the layout alone
  const { rallyOptions } = await import('../../simulations/asl/rallyOptions.js');
  const { rowOf } = await import('../../src/endpoints.js');
  const app = await testApp(t, { threads: 0 });
  const endpoint = app.odds.endpoints.get('/v1/asl/rally/options');
  if (endpoint === undefined) throw new Error('no rally options endpoint');
  const options: Array<[number, number]> = [
    [0, 1],
    [2, 3],
    [6, 20],
  ];
  for (const [leaders, phases] of options) {
    const body = {
      brokenMorale: 8,
      terrain: 'building',
      leaders: Array.from({ length: leaders }, (_, i) => ({ id: `L${i}`, leadership: -(i % 3) })),
      phases,
    };
    const p = rowOf(endpoint, body).params as Parameters<typeof rallyOptions.prepare>[0];
    t.equal(layout(rallyOptions.tally(p)), layout(rallyOptions.prepare(p).tally), `rally options, ${leaders} leaders, ${phases} phases`);
  }
});

/** A caller who leaves when `controller` aborts. */
const callerOf = (controller: AbortController) => ({
  get left() {
    return controller.signal.aborted;
  },
  signal: controller.signal,
});

t.test('a deadline stops on time or when its caller leaves, and tells the workers by a shared flag', async (t) => {
  const { Deadline, Cancelled, TimeLimitExceeded, STOP_CANCELLED, STOP_TIME, GO, stopReason } = await import('../../src/engine/budget.js');
  const caller = new AbortController();
  const d = new Deadline(60_000, callerOf(caller));
  t.equal(stopReason(d), GO);
  t.doesNotThrow(() => d.check());
  caller.abort();
  t.ok(d.cancelled);
  t.throws(() => d.check(), Cancelled);
  t.equal(Atomics.load(d.flag, 0), STOP_CANCELLED, 'the flag says the caller left');
  d.close();
  const soon = new Deadline(20);
  await new Promise((r) => setTimeout(r, 40));
  t.throws(() => soon.check(), TimeLimitExceeded);
  t.equal(stopReason(soon), STOP_TIME, 'the flag (or the wall clock) says the time is up');
  // a worker's view: only the flag and the wall-clock deadline cross
  t.equal(stopReason({ flag: new Int32Array(new SharedArrayBuffer(4)), at: performance.timeOrigin + performance.now() - 1 }), STOP_TIME);
});

t.test('a closed deadline lets go of its caller: no listener left on the caller, the flag raised, the signal not aborted', async (t) => {
  const { Deadline, STOP_CANCELLED, GO } = await import('../../src/engine/budget.js');
  const caller = new AbortController();
  const d = new Deadline(60_000, callerOf(caller));
  const backstop = d.backstop;
  t.equal(getEventListeners(caller.signal, 'abort').length, 1, 'one listener on the caller while it runs');
  t.equal(Atomics.load(d.flag, 0), GO);
  d.close();
  t.equal(getEventListeners(caller.signal, 'abort').length, 0, 'none once closed');
  t.equal(Atomics.load(d.flag, 0), STOP_CANCELLED, 'a part still running for it stops at its next chunk');
  caller.abort();
  t.notOk(d.signal.aborted, 'the caller leaving after the end aborts nothing');
  t.notOk(backstop.aborted);
  // a deadline that stopped (its caller left) has let go of the caller already
  const other = new AbortController();
  const stopped = new Deadline(60_000, callerOf(other));
  other.abort();
  t.ok(stopped.signal.aborted, 'the caller leaving aborts the signal');
  t.equal(getEventListeners(other.signal, 'abort').length, 0, 'and the listener is gone');
  stopped.close();
});

t.test('a deadline makes nothing for its caller until work is handed over, and still sees the caller leave', async (t) => {
  const { Deadline, Cancelled, STOP_CANCELLED, GO, stopReason } = await import('../../src/engine/budget.js');
  // a caller whose signal is made when first read, as a request's is (src/call.ts)
  const lazyCaller = () => {
    const controller = new AbortController();
    const caller = {
      signalsRead: 0,
      left: false,
      get signal() {
        caller.signalsRead++;
        return controller.signal;
      },
      leave() {
        caller.left = true;
        controller.abort();
      },
    };
    return caller;
  };
  const inline = lazyCaller();
  const d = new Deadline(60_000, inline);
  t.equal(stopReason(d.localStop()), GO, 'a computation on the calling thread may go');
  d.check();
  d.close();
  t.equal(inline.signalsRead, 0, "an answer computed on the calling thread never made the caller's signal");

  const gone = lazyCaller();
  const before = new Deadline(60_000, gone);
  gone.leave();
  t.ok(before.cancelled);
  t.throws(() => before.check(), Cancelled);
  t.equal(stopReason(before.localStop()), STOP_CANCELLED, 'a caller gone before the computation stops it at its start');
  before.close();

  const handed = lazyCaller();
  const pool = new Deadline(60_000, handed);
  const flag = pool.flag; // work handed to a thread reads the shared flag first
  t.equal(Atomics.load(flag, 0), GO);
  t.equal(getEventListeners(handed.signal, 'abort').length, 1, 'from then on it listens for the caller leaving');
  handed.leave();
  t.equal(Atomics.load(flag, 0), STOP_CANCELLED, 'and raises the shared flag when they do');
  t.equal(getEventListeners(handed.signal, 'abort').length, 0, 'letting go of the caller');
  pool.close();
});

t.test('a raised flag stops a chunk loop before its next chunk, and an exact computation within 256 states', async (t) => {
  const { STOP_CANCELLED } = await import('../../src/engine/budget.js');
  const { runChunkTask } = await import('../../src/engine/chunks.js');
  const { runExact } = await import('../../src/engine/exactTask.js');
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const stop = { flag, at: Infinity };
  const task = { kernel: 'xcom.research', params, seed: 1, from: 0, to: 8, trials: 8 * CHUNK_TRIALS, stop };
  const whole = runChunkTask(task, false);
  t.equal(whole.stopped, false);
  t.equal(whole.trials, 8 * CHUNK_TRIALS);
  Atomics.store(flag, 0, STOP_CANCELLED);
  const stopped = runChunkTask(task, false);
  t.equal(stopped.stopped, true, 'a raised flag: no chunk runs');
  t.equal(stopped.runMs, 0);
  const big = { kernel: 'xcom.research', params: { ...params, scientists: 8, cost: 10 }, states: 10_000_000, stop };
  t.match(runExact(big), { stopped: 'cancelled' }, 'the exact computation says it was stopped, not an error');
  Atomics.store(flag, 0, 0);
  // a paired run's task reads it before every chunk too: its deadline passing mid-run stops it
  const { wallClock } = await import('../../src/engine/budget.js');
  const { pairedCounts } = await import('../../src/engine/chunks.js');
  const tally = researchTask.tally(params);
  const slot = itemAt(tally.events, 0).slot;
  const chunks = 256;
  const variants = [params, { ...params, scientists: 2 }];
  const at = wallClock() + 5;
  const paired = {
    kernel: 'xcom.research',
    params: variants,
    slots: [slot, slot],
    seed: 1,
    from: 0,
    to: chunks,
    trials: chunks * CHUNK_TRIALS,
  };
  const cut = runChunkTask({ ...paired, stop: { flag, at } }, false);
  t.equal(cut.stopped, true, 'a paired run past its deadline says it stopped');
  const joint = pairedCounts([tally.size, tally.size], cut.counts).joint;
  const ran = [4, 5, 6, 7].reduce((n, i) => n + itemAt(joint, i), 0);
  t.ok(ran < chunks * CHUNK_TRIALS && ran % CHUNK_TRIALS === 0, `between two chunks (${ran / CHUNK_TRIALS} of ${chunks} ran)`);
  // the heap is sampled (every 256 states and at the end) against its size at the start, so a
  // garbage collection just after the start can hide a small computation's growth from every
  // sample: a large one (8 continents, 4,100 states, 16 samples) hid it in about 1 run in 10
  // here, so up to 5 runs (a false failure about 1 in 100,000)
  const growing = {
    kernel: 'xcom.global-defense',
    params: { continents: Array.from({ length: 8 }, () => ({ interceptors: 8, ufos: 10 })), threat: 1, policy: {} },
    states: 10_000_000,
    stop,
    heapBytes: 1,
  };
  const tries = Array.from({ length: 5 }, () => runExact(growing));
  t.ok(
    tries.some((r) => 'memory' in r && r.memory && r.tooLarge === 1),
    `a heap bound of one byte: too large, by memory (${tries.filter((r) => 'memory' in r).length} of 5 runs)`,
  );
  const ok = runExact({ ...big, params, heapBytes: 256 * 1024 * 1024 });
  t.ok('fractions' in ok && ok.fractions && ok.summary && ok.states > 0, 'within its bounds: slots, states and the summary');
});

t.test('an exact answer for another thread carries its slots as BigInt pairs, the same fractions', async (t) => {
  const { answerSlots, runExact } = await import('../../src/engine/exactTask.js');
  const { baseDefense } = await import('../../simulations/xcom/baseDefense.js');
  const { globalDefense } = await import('../../simulations/xcom/globalDefense.js');
  const tasks = [
    { kernel: researchTask.name, params },
    // fractions past 2^53: a long task of 4 continents
    {
      kernel: globalDefense.name,
      params: { continents: [1, 2, 3, 2].map((ufos) => ({ interceptors: 2, ufos })), threat: 1, policy: {} },
    },
    {
      kernel: baseDefense.name,
      params: { soldiers: [{ skills: [0], elite: false }], enemies: [{ hp: 2, skills: [0] }], threat: 1, policy: {} },
    },
  ];
  for (const task of tasks) {
    const here = runExact({ ...task, states: 1e7 });
    const sent = runExact({ ...task, states: 1e7, crossesThreads: true });
    if (!('states' in here) || !('states' in sent)) throw new Error('not computed');
    t.ok(here.fractions !== undefined && here.pairs === undefined, `${task.kernel}: fractions on the thread that asked`);
    t.ok(sent.pairs !== undefined && sent.fractions === undefined, `${task.kernel}: BigInt pairs for another`);
    const text = answerSlots(here).map(String);
    t.ok(text.some((f) => f.length > 40) || task.kernel !== globalDefense.name, 'fractions past 2^53 among them');
    t.same(
      sent.pairs?.map(([n, d]) => `${n}/${d}`),
      text,
      `${task.kernel}: the same fractions, in lowest terms`,
    );
    t.same(answerSlots(sent).map(String), text, 'read back as fractions');
  }
});

t.test('exact slots sent as pairs become Rationals, equal to the fractions sent', async (t) => {
  const { answerSlots } = await import('../../src/engine/exactTask.js');
  const { Rational } = await import('../../simulations/core/rational.js');
  const pairs: Array<[bigint, bigint]> = [
    [1n, 3n],
    [0n, 1n],
    [10n ** 40n + 1n, 10n ** 41n],
  ];
  const slots = answerSlots({ pairs, states: 0, ms: 0 });
  t.equal(slots.length, 3);
  t.ok(itemAt(slots, 2).equals(Rational.of(10n ** 40n + 1n, 10n ** 41n)));
  t.same(
    slots.map((r) => r.toString()),
    ['1/3', '0/1', `${10n ** 40n + 1n}/${10n ** 41n}`],
    'map sees every slot',
  );
  t.same(
    [...slots].map((r) => r.isZero()),
    [false, true, false],
    'and so does iteration',
  );
});

t.test('costs: trials never measured are not cheap; measured trials are cheap below 1 ms', async (t) => {
  const { CostMemo, costKey, INLINE_MS } = await import('../../src/engine/costs.js');
  const memo = new CostMemo();
  const key = costKey('xcom.research', params);
  t.notOk(memo.trialsAreCheap(key, 1), 'unknown: the pool');
  memo.record(key, { prepareMs: 0.1, trialMs: 0.0001 });
  t.ok(memo.trialsAreCheap(key, 1000), '0.1 + 1000 x 0.0001 ms < 1 ms');
  t.notOk(memo.trialsAreCheap(key, 10_000), `0.1 + 10,000 x 0.0001 ms is not under ${INLINE_MS} ms`);
  memo.record(key, { trialMs: 0.00005 });
  t.ok(memo.trialsAreCheap(key, 10_000), 'a later measure merges with the earlier (the prepare kept)');
  t.equal(costKey('x', { big: 'y'.repeat(5000) }), undefined, 'long parameters are not remembered');
  t.notOk(memo.trialsAreCheap(undefined, 1));
});

t.test(
  'an exact computation is tried on the calling thread when its kernel stops promptly, and goes to the pool when it does not end in time',
  async (t) => {
    const { INLINE_MS } = await import('../../src/engine/costs.js');
    const { InlineRunner } = await import('../../src/engine/runner.js');
    const { runExact } = await import('../../src/engine/exactTask.js');
    const { runKernel } = await import('../../src/engine/compute.js');
    const { Budget } = await import('../../src/engine/budget.js');
    const { baseDefense } = await import('../../simulations/xcom/baseDefense.js');
    type Runner = InstanceType<typeof InlineRunner>;
    let pooled = 0;
    // a pool that runs on this thread too: only what reached it is counted
    const pool = Object.assign(Object.create(new InlineRunner()) as Runner, {
      exact: (...args: Parameters<Runner['exact']>) => {
        pooled++;
        return new InlineRunner().exact(...args);
      },
    });
    const runners = { inline: new InlineRunner(), pool };
    const budget = () => new Budget({ timeLimitMs: 60_000, trials: 1e9, exactStates: 1e7 });
    const slotsOf = (outcome: Awaited<ReturnType<typeof runKernel>>) => (outcome.method === 'exact' ? outcome.slots.map(String) : []);
    // warmed, so that it ends within INLINE_MS on a busy machine (a cold first run may not, and then goes to the pool)
    for (let i = 0; i < 50; i++) runExact({ kernel: researchTask.name, params, states: 1e7 });
    const done = runExact({ kernel: researchTask.name, params, states: 1e7 });
    const want = 'fractions' in done ? done.fractions?.map(String) : [];
    t.ok(researchTask.exactStopsPromptly);
    // up to 5 tries: a pause on a busy machine (a collection, another process) can make one run
    // past INLINE_MS and go on to the pool
    let answer: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      pooled = 0;
      answer = slotsOf(await runKernel(runners, budget(), researchTask, params, { method: 'exact' }));
      if (pooled === 0) break;
    }
    t.same(answer, want, 'the same answer');
    t.equal(pooled, 0, 'research: tried on the calling thread, and ended there');

    // a question's rows share INLINE_MS of tries: the time a try took is taken from its budget,
    // and a budget with none left sends a computation to the pool
    const sharing = budget();
    await runKernel(runners, sharing, researchTask, params, { method: 'exact' });
    t.ok(sharing.inlineTryMs < INLINE_MS, `the try took ${INLINE_MS - sharing.inlineTryMs} ms of the budget's ${INLINE_MS}`);
    sharing.inlineTryMs = 0;
    pooled = 0;
    await runKernel(runners, sharing, researchTask, { ...params, cost: 2 }, { method: 'exact' });
    t.equal(pooled, 1, 'a row after the tries are spent goes to the pool');

    const small = { soldiers: [{ skills: [0], elite: false }], enemies: [{ hp: 1, skills: [0] }], threat: 1, policy: {} };
    t.notOk(baseDefense.exactStopsPromptly, 'base defence builds team tables before it spends a state');
    pooled = 0;
    await runKernel(runners, budget(), baseDefense as never, small as never, { method: 'exact' });
    t.equal(pooled, 1, 'so it goes to the pool');

    // a try that does not end in its time (a thousandth of a millisecond): the pool starts over,
    // with the same answer
    const short = budget();
    short.inlineTryMs = 0.001;
    pooled = 0;
    t.same(slotsOf(await runKernel(runners, short, researchTask, params, { method: 'exact' })), want, 'the same answer');
    t.equal(pooled, 1, 'tried, then the pool');
  },
);

// Why it matters: an object literal's getters are made anew, outside the young generation, each
// time the literal is evaluated, and they hold what they close over from there. An exact outcome
// made that way would hold its computation (fractions, summary) until a full collection: 6-10 KB
// an answer copied into the old generation under load (docs/performance.md). A class's getters
// are made once, on its prototype.
t.test('an exact outcome and an admission ticket read lazily through getters of their class, not of each object', async (t) => {
  const { InlineRunner } = await import('../../src/engine/runner.js');
  const { runKernel } = await import('../../src/engine/compute.js');
  const { Budget } = await import('../../src/engine/budget.js');
  const { admitted } = await import('../../src/odds.js');
  const inline = new InlineRunner();
  const budget = new Budget({ timeLimitMs: 60_000, trials: 1e9, exactStates: 1e7 });
  const outcome = await runKernel({ inline, pool: inline }, budget, researchTask, params, { method: 'exact' });
  budget.deadline.close();
  for (const name of ['tally', 'slots'])
    t.equal(Object.getOwnPropertyDescriptor(outcome, name), undefined, `the outcome's ${name} is not an accessor of its own`);
  t.equal(outcome.tally.size, researchTask.tally(params).size, 'its tally is read');
  t.equal(outcome.method === 'exact' ? outcome.slots.length : -1, researchTask.tally(params).size, 'and its slots');

  let ticket: { client?: string; signal?: AbortSignal } | undefined;
  let signalRead: AbortSignal | undefined;
  const admission = {
    run: async <T>(work: () => Promise<T>, given: typeof ticket) => {
      ticket = given;
      signalRead = given?.signal;
      return work();
    },
  };
  const ctx = { timeLimitMs: 60_000, exactStates: 1e7, admission } as unknown as Parameters<typeof admitted>[0];
  t.equal(await admitted(ctx, { client: 'c' }, async () => 7), 7, 'the work runs');
  t.equal(ticket?.client, 'c', 'the ticket names its client');
  t.equal(Object.getOwnPropertyDescriptor(ticket, 'signal'), undefined, "the ticket's signal is not an accessor of its own");
  t.ok(signalRead instanceof AbortSignal, "and reads the budget's deadline signal");
});

t.test('exactHere: an exact computation that ends within its try is answered as the admitted path answers it', async (t) => {
  const { InlineRunner } = await import('../../src/engine/runner.js');
  const { exactHere, runKernel } = await import('../../src/engine/compute.js');
  const { Budget } = await import('../../src/engine/budget.js');
  const { TooLarge } = await import('../../simulations/core/kernel.js');
  const { baseDefense } = await import('../../simulations/xcom/baseDefense.js');
  const { summarize } = await import('../../src/engine/summary.js');
  const { runExact } = await import('../../src/engine/exactTask.js');
  let pooled = 0;
  const pool = Object.assign(Object.create(new InlineRunner()) as InstanceType<typeof InlineRunner>, {
    exact: (...args: Parameters<InstanceType<typeof InlineRunner>['exact']>) => {
      pooled++;
      return new InlineRunner().exact(...args);
    },
  });
  const runners = { inline: new InlineRunner(), pool };
  const limits = { timeLimitMs: 60_000, exactStates: 1e7, trials: 1e9 };
  const inlineOnly = { inline: runners.inline, pool: runners.inline };
  const admittedSummary = async (kernel: unknown, p: unknown) =>
    summarize(await runKernel(inlineOnly, new Budget(limits), kernel as never, p as never, { method: 'exact' }), 0);

  // warmed, and up to 5 tries: a pause on a busy machine can cut one short
  for (let i = 0; i < 50; i++) runExact({ kernel: researchTask.name, params, states: 1e7 });
  let research: ReturnType<typeof exactHere>;
  for (let attempt = 0; attempt < 5 && research === undefined; attempt++)
    research = exactHere(runners, new Budget(limits), researchTask, params);
  t.ok(research !== undefined, 'research, prompt: tried here, and ended');
  t.same(summarize(research!, 0), await admittedSummary(researchTask, { ...params }), 'the summary the admitted path writes');

  const small = { soldiers: [{ skills: [0], elite: false }], enemies: [{ hp: 1, skills: [0] }], threat: 1, policy: {} };
  pooled = 0;
  t.equal(exactHere(runners, new Budget(limits), baseDefense as never, small), undefined, 'base defence: not tried here');
  t.equal(pooled, 0, 'nor anywhere');

  t.throws(
    () => exactHere(runners, new Budget({ ...limits, exactStates: 2 }), researchTask, { ...params, cost: 2 }),
    TooLarge,
    'too large: the error the admitted path throws',
  );
  t.equal(exactHere(inlineOnly, new Budget(limits), researchTask, params), undefined, 'no pool (threads: 0): the admitted path');

  // a try that does not end in its time gives way, its time spent
  const large = { scientists: 12, cost: 10, progress: 0, bonusDice: 12, threat: 1, policy: {} };
  const budget = new Budget(limits);
  budget.inlineTryMs = 0.001;
  t.equal(exactHere(runners, budget, researchTask, large), undefined, 'out of time: the pool');
  t.ok(budget.inlineTryMs <= 0, 'its try spent');
  t.equal(exactHere(runners, budget, researchTask, params), undefined, 'and not tried again in the same budget');
});

t.test(
  'an exact answer on the spot or from the pool is the answer of the admitted path inline, byte for byte (elapsedMs aside)',
  async (t) => {
    const noElapsed = (body: string) => body.replace(/"elapsedMs":[0-9.e+-]+/, '');
    const inline = await testApp(t, { threads: 0, answerCache: { maxBytes: 0 } });
    const pool = await testApp(t, { answerCache: { maxBytes: 0 } });
    const bodies = {
      // a kernel that stops promptly: on the spot (the pool when a busy moment cuts its try short)
      '/v1/xcom/research': { scientists: 3, cost: 3, method: 'exact' },
      // one that does not: on the pool
      '/v1/xcom/base-defense': {
        soldiers: [{ skills: ['assault'], special: 'assault' }, { skills: ['heavy'] }],
        enemies: [{ name: 'Sectoid', hp: 1, skills: ['sniper'] }],
        method: 'exact',
      },
    };
    for (const [url, body] of Object.entries(bodies)) {
      const want = noElapsed((await post(inline, url, body)).raw);
      for (let i = 0; i < 3; i++) t.equal(noElapsed((await post(pool, url, body)).raw), want, `${url}, request ${i + 1}`);
    }
    t.equal(pool.odds.admission.running, 0);
  },
);

t.test('admission: half the slots per client, a bounded queue, refusals with Retry-After, waiters leaving', async (t) => {
  const { Admission } = await import('../../src/engine/admission.js');
  const adm = new Admission(4, (_n, retryAfterS) => new Error(`busy ${retryAfterS}`), 4);
  t.equal(adm.perClient, 2);
  const gates: Array<() => void> = [];
  const started: string[] = [];
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      gates.push(() => resolve(name));
    });
  const a1 = adm.run(job('a1'), { client: 'A' });
  const a2 = adm.run(job('a2'), { client: 'A' });
  const a3 = adm.run(job('a3'), { client: 'A' });
  const a4 = adm.run(job('a4'), { client: 'A' });
  await new Promise((r) => setImmediate(r));
  t.same(started, ['a1', 'a2'], 'A runs 2 of 4 slots');
  t.equal(adm.queued, 2, 'and waits with 2 (half the queue)');
  await t.rejects(adm.run(job('a5'), { client: 'A' }), /busy \d+/, "A's fifth is refused at once");
  const b1 = adm.run(job('b1'), { client: 'B' });
  await new Promise((r) => setImmediate(r));
  t.same(started, ['a1', 'a2', 'b1'], "B runs past A's waiting requests");
  const leaving = new AbortController();
  const c1 = adm.run(job('c1'), { client: 'C' });
  const c2 = adm.run(job('c2'), { client: 'C', signal: leaving.signal });
  await new Promise((r) => setImmediate(r));
  t.same(started, ['a1', 'a2', 'b1', 'c1'], 'every slot taken');
  t.equal(adm.queued, 3);
  leaving.abort();
  await t.rejects(c2, /busy/, 'a waiter whose caller leaves is let go');
  t.equal(adm.queued, 2);
  gates.shift()!(); // a1 done: A may run one more
  t.equal(await a1, 'a1');
  await new Promise((r) => setImmediate(r));
  t.same(started.slice(4), ['a3'], 'the longest-waiting computation under its share runs');
  const rest = Promise.all([a2, a3, a4, b1, c1]);
  let settled = false;
  void rest.then(() => (settled = true));
  while (!settled) {
    while (gates.length > 0) gates.shift()!();
    await new Promise((r) => setImmediate(r));
  }
  t.same(await rest, ['a2', 'a3', 'a4', 'b1', 'c1']);
  t.equal(adm.running, 0);
  t.ok(adm.retryAfterS() >= 1 && adm.retryAfterS() <= 60);
});

t.test('fair dispatch: the lane that used the threads least goes next; a task aborted before its turn never starts', async (t) => {
  const { FairDispatch } = await import('../../src/engine/fairDispatch.js');
  const turns = new FairDispatch(1);
  const order: string[] = [];
  const task = (name: string) => () => {
    order.push(name);
    return new Promise<string>((r) => setTimeout(() => r(name), 1));
  };
  const abort = new AbortController();
  const X = {};
  const all = [
    turns.submit(X, task('x1')),
    turns.submit(X, task('x2')),
    turns.submit(X, task('x3')),
    turns.submit('Y', task('y1')),
    turns.submit('Z', task('z1'), abort.signal),
  ];
  abort.abort(new Error('left'));
  await t.rejects(itemAt(all, 4), /left/);
  await Promise.all(all.slice(0, 4));
  t.same(order, ['x1', 'y1', 'x2', 'x3'], 'X ran first; then Y, which had used no thread time, before X again; Z never ran');
  // a computation between two of its tasks keeps its place: it is not new again
  const late: string[] = [];
  const mark = (name: string) => () => {
    late.push(name);
    return new Promise<void>((r) => setTimeout(r, 5));
  };
  await turns.submit(X, mark('x4'));
  // x5 takes the free thread at once; then W (new) goes before X's x6: X has used the thread a while
  await Promise.all([turns.submit(X, mark('x5')), turns.submit(X, mark('x6')), turns.submit('W', mark('w1'))]);
  t.same(late, ['x4', 'x5', 'w1', 'x6'], 'W, new, before X, which kept its thread time between its tasks');
});

t.test("admission's Retry-After grows with the queue and with how long the running computations have held their slots", async (t) => {
  const { Admission } = await import('../../src/engine/admission.js');
  const adm = new Admission(2, (_n, retryAfterS) => new Error(`busy ${retryAfterS}`), 8);
  const gates: Array<() => void> = [];
  const hold = () => new Promise<void>((resolve) => gates.push(resolve));
  const running = [adm.run(hold, { client: 'A' }), adm.run(hold, { client: 'Z' })];
  t.equal(adm.retryAfterS(), 1, 'fresh: the least');
  const waiting = [adm.run(hold, { client: 'B' }), adm.run(hold, { client: 'B' }), adm.run(hold, { client: 'C' })];
  await new Promise((r) => setTimeout(r, 1100));
  // 3 waiting + the one asking share 2 slots, each held at least 1.1 s: ceil(1.1 x 4 / 2) = 3
  t.ok(adm.retryAfterS() >= 3, `Retry-After ${adm.retryAfterS()} s with 3 waiting behind computations running 1.1 s`);
  let settled = false;
  const all = Promise.all([...running, ...waiting]).then(() => (settled = true));
  while (!settled) {
    while (gates.length > 0) gates.shift()!();
    await new Promise((r) => setImmediate(r));
  }
  await all;
  t.equal(adm.running, 0);
});
