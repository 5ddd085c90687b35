/**
 * What an answer's computation makes dies young: its fractions, summary and budget are garbage
 * once the answer is written, and the young generation's collections must not copy them into the
 * old generation, where only a full collection finds them dead.
 *
 * They would be copied if an exact outcome, or the ticket a computation shows admission, were an
 * object literal with getters (docs/performance.md): a literal's accessors are made outside the
 * young generation each time it is evaluated, and they hold the computation from there. Under
 * load that is 6-10 KB an answer, the old generation growing to some 130 MB between full
 * collections.
 *
 * A child process (V8 reports its collections with --trace-gc-nvp) writes exact answers in a
 * loop, each from parameters of its own, the way the service does: global defence of 4 continents
 * on the spot (`exactHere`, the first step of an exact computation, here given all the time it
 * needs and the kernel taken as one that stops promptly) and admitted (`admitted` then
 * `runKernel`, as a Monte Carlo answer or a large exact one is); and the location check on the
 * spot, whose layouts a long-lived `WeakMap` would keep (0.5-1.5 KB an answer copied, about 30
 * without it). The bytes its young collections copy into the old generation are summed over
 * 3,000 answers after 500 of warm-up. Measured in a few runs: 8.1-8.4 KB an answer on the spot
 * and 8.8-11.8 KB admitted with the literals; 17-19 bytes and 0.16-1.1 KB with classes. The
 * bounds sit between, with room on both sides. (engine.test.ts checks the two getters where they
 * are: a ticket alone made as a literal might stay under the admitted bound.)
 */
import { spawn } from 'node:child_process';
import t from 'tap';

const ANSWERS = 3000;

interface Case {
  name: string;
  /** the kernel's module and export */
  kernel: [string, string];
  params: unknown;
  admitted: boolean;
  /** the most bytes an answer's computation may leave to be copied into the old generation */
  maxPromoted: number;
}

const GLOBAL: Case['params'] = {
  continents: [
    { interceptors: 2, ufos: 1 },
    { interceptors: 1, ufos: 3 },
    { interceptors: 2, ufos: 2 },
    { interceptors: 3, ufos: 2 },
  ],
  threat: 1,
  policy: {},
};
const unit = { leadership: 0, broken: false, fanatic: false, wounded: false };
const LOCATION: Case['params'] = {
  units: [
    { ...unit, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
    { ...unit, id: 'a', kind: 'squad', morale: 7, brokenMorale: 8 },
    { ...unit, id: 'b', kind: 'squad', morale: 6, brokenMorale: 6, broken: true },
  ],
  modifier: 1,
  drm: 0,
};

const CASES: Case[] = [
  {
    name: 'global defence on the spot',
    kernel: ['xcom/globalDefense.js', 'globalDefense'],
    params: GLOBAL,
    admitted: false,
    maxPromoted: 1024,
  },
  {
    name: 'global defence after admission',
    kernel: ['xcom/globalDefense.js', 'globalDefense'],
    params: GLOBAL,
    admitted: true,
    maxPromoted: 4096,
  },
  {
    name: 'the location check on the spot',
    kernel: ['asl/locationCheck.js', 'locationCheck'],
    params: LOCATION,
    admitted: false,
    maxPromoted: 200,
  },
];

const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);

const child = (c: Case) => `
const { admitted, writeAnswer } = await import(${module('../../src/odds.js')});
const { exactHere, runKernel } = await import(${module('../../src/engine/compute.js')});
const { InlineRunner } = await import(${module('../../src/engine/runner.js')});
const { Admission } = await import(${module('../../src/engine/admission.js')});
const { Budget } = await import(${module('../../src/engine/budget.js')});
const { ${c.kernel[1]}: kernel } = await import(${module(`../../simulations/${c.kernel[0]}`)});
const json = ${JSON.stringify(JSON.stringify(c.params))};
const inline = new InlineRunner();
const limits = { timeLimitMs: 60000, exactStates: 1e7 };
// on the spot: a pool apart from the calling thread, so that the first step is taken here;
// admitted: no pool, the computation runs here (the garbage of a worker's run is the worker's)
const pool = ${c.admitted} ? inline : Object.create(inline);
const ctx = { inline, pool, ...limits, admission: new Admission(2, () => new Error('busy')) };
// tried here, to its end
const prompt = Object.assign(Object.create(kernel), { exactStopsPromptly: true });
const now = () => {
  // made as the service makes it (odds.ts): a spread into a literal takes V8's slow path
  const budget = new Budget({ timeLimitMs: limits.timeLimitMs, trials: 0, exactStates: limits.exactStates });
  budget.inlineTryMs = limits.timeLimitMs;
  const outcome = exactHere(ctx, budget, prompt, JSON.parse(json));
  budget.deadline.close();
  return outcome;
};
const answer = ${c.admitted}
  ? async () => writeAnswer(await admitted(ctx, {}, (budget) => runKernel(ctx, budget, kernel, JSON.parse(json), { method: 'exact' })), 0.95, 0)
  : async () => writeAnswer(now(), 0.95, 0);
for (let i = 0; i < 500; i++) await answer();
console.log('START');
for (let i = 0; i < ${ANSWERS}; i++) await answer();
console.log('END');
`;

/** The young collections between START and END, and the bytes they copied into the old generation. */
async function promoted(c: Case): Promise<{ collections: number; bytes: number }> {
  const proc = spawn(process.execPath, ['--trace-gc-nvp', '--input-type=module', '-e', child(c)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (d: string) => {
    out += d;
  });
  const code = await new Promise<number | null>((resolve) => proc.on('close', resolve));
  if (code !== 0) throw new Error(`the child exited ${code}`);
  const measured = out.slice(out.indexOf('START'), out.indexOf('END'));
  let collections = 0;
  let bytes = 0;
  for (const line of measured.split('\n')) {
    if (!line.includes(' gc=s ')) continue;
    const m = / promoted=(\d+) /.exec(line);
    if (m === null) throw new Error(`a young collection's line without promoted=: ${line.slice(0, 200)}`);
    collections++;
    bytes += Number(m[1]);
  }
  return { collections, bytes };
}

for (const c of CASES) {
  t.test(`exact answers of ${c.name}: their computations die young`, async (t) => {
    const { collections, bytes } = await promoted(c);
    t.ok(collections >= 3, `the young generation was collected while they ran (${collections} times)`);
    const perAnswer = bytes / ANSWERS;
    t.ok(perAnswer <= c.maxPromoted, `${perAnswer.toFixed(0)} bytes an answer copied into the old generation, at most ${c.maxPromoted}`);
  });
}
