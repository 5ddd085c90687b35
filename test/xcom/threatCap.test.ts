/**
 * The threat track's cap (`threatCap`, docs/rules.md "Dice and the threat track"): loaded dice for
 * the rule, the exact answers with a cap against a Markov chain solved here (a linear system, no
 * closed form), against Monte Carlo on fixed seeds, and against the uncapped answers where the cap
 * changes nothing; the best play with a cap; trials that always end.
 */
import t from 'tap';
import { ExactBudget, type Kernel } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import { ROLL_COUNT_TOP, rollWeights, threatAfter, type XcomDie } from '../../simulations/xcom/dice.js';
import { globalDefense } from '../../simulations/xcom/globalDefense.js';
import { orbitalDefense } from '../../simulations/xcom/orbitalDefense.js';
import { researchBest } from '../../simulations/xcom/resetTaskBest.js';
import { researchTask, type ResearchParams } from '../../simulations/xcom/researchTask.js';
import { baseDefense } from '../../simulations/xcom/baseDefense.js';
import { missionTasks } from '../../simulations/xcom/missionTasks.js';
import { baseDefenseBest } from '../../simulations/xcom/baseDefenseBest.js';
import { baseBestParams, missionBestParams } from '../../simulations/xcom/bestRound.js';
import { missionBest } from '../../simulations/xcom/missionBest.js';
import { xcomRound, type RoundParams } from '../../simulations/xcom/round.js';
import { cases } from '../contract/cases/xcom.js';
import { post, testApp } from '../helpers/app.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact, simulate, type ExactSlots } from '../helpers/statistics.js';

const research = (p: Partial<ResearchParams>): ResearchParams => ({
  scientists: 2,
  cost: 3,
  progress: 0,
  bonusDice: 0,
  threat: 1,
  policy: {},
  ...p,
});

t.test('loaded dice: the threat stops at the cap', async (t) => {
  t.equal(threatAfter(2, 3), 3, 'below the cap: +1');
  t.equal(threatAfter(3, 3), 3, 'at the cap: stays');
  t.equal(threatAfter(5, 3), 5, 'above the cap (a start above it): stays');
  t.equal(threatAfter(7, Number.POSITIVE_INFINITY), 8, 'no cap: +1');
  // cap 2: the alien 3 is safe on every roll (threat 1, 2, 2, 2), where without a cap the third
  // roll (threat 3) loses; each roll: two d6 (1-2 succeed), then the d8
  const faces = [5, 6, 3, 5, 6, 3, 5, 6, 3, 1, 1, 3];
  let o = loadedTrial(researchTask, research({ cost: 2, threatCap: 2 }), faces);
  t.same(o.events, { completed: true, exhausted: false }, 'cap 2: alien 3 never loses, the fourth roll completes');
  t.same(o.values, { rolls: 4, markers: 2 });
  t.equal(o.unused, 0);
  o = loadedTrial(researchTask, research({ cost: 2 }), faces);
  t.same(o.events, { completed: false, exhausted: true }, 'no cap: the third roll is at threat 3, alien 3 loses');
  t.same(o.values, { rolls: 3, markers: 0 });
  // at the cap the loss is the alien die <= the cap: 2 loses at cap 2 on the fifth roll
  o = loadedTrial(researchTask, research({ cost: 2, threatCap: 2 }), [5, 6, 3, 5, 6, 3, 5, 6, 3, 5, 6, 3, 5, 6, 2]);
  t.same(o.events, { completed: false, exhausted: true }, 'cap 2: alien 2 loses at the cap');
  t.same(o.values, { rolls: 5, markers: 0 });
  // a threat above the cap stays where it is: threat 9 with cap 3 loses every roll
  o = loadedTrial(researchTask, research({ threat: 9, threatCap: 3 }), [1, 1, 8]);
  t.same(o.events, { completed: false, exhausted: true }, 'a start above the cap stays: every roll a loss');
  // the stopping rule reads the capped threat: stopAtThreat 3 with cap 3 never stops
  o = loadedTrial(
    researchTask,
    research({ cost: 1, threatCap: 3, policy: { stopAtThreat: 3 } }),
    [5, 6, 4, 5, 6, 4, 5, 6, 4, 5, 6, 4, 1, 6, 4],
  );
  t.same(o.values, { rolls: 5, markers: 1 }, 'stopAtThreat at the cap: the threat never exceeds it');
  // base defence and missions carry the capped threat from task to task
  const b = loadedTrial(
    baseDefense,
    {
      soldiers: [{ skills: [0], elite: false }],
      enemies: [
        { hp: 1, skills: [0] },
        { hp: 1, skills: [0] },
      ],
      threat: 1,
      policy: {},
      threatCap: 1,
    },
    [6, 2, 1, 2, 6, 2, 6, 2, 1, 2],
  );
  t.same(b.values.rolls, 5, 'base defence: five rolls at threat 1 (alien 2 safe at the cap)');
  t.same(b.values.baseDamage, 0);
  const m = loadedTrial(
    missionTasks,
    {
      cards: [{ soldiers: [{ skills: [0], elite: false }], tasks: [{ kind: 'enemy', hp: 1, skills: [0] }] }],
      threat: 2,
      policy: {},
      threatCap: 2,
    },
    [6, 3, 6, 3, 1, 3],
  );
  t.same(m.values.threat, 2, 'missions: the threat the phase ends at is the cap');
});

/**
 * One research task as a Markov chain over (hits, threat) with the threat capped, solved as a
 * linear system by Gaussian elimination in doubles: the chance of each end (hits, lost) and of
 * stopping by a roll cap. Independent of the kernel's walk and closed form.
 */
function chainEnds(
  dice: number,
  need: number,
  threat: number,
  cap: number,
  die: XcomDie,
): { completed: number; exhausted: number; markers: number[] } {
  const threats: number[] = [];
  for (let x = threat; ; x = threatAfter(x, cap)) {
    threats.push(x);
    if (threatAfter(x, cap) === x) break;
  }
  const n = need * threats.length; // live states: hits < need at each threat
  const index = (h: number, ti: number) => ti * need + h;
  // absorbing ends: hits 0..need, lost or not
  const ends = 2 * (need + 1);
  const A = Array.from({ length: n }, () => new Float64Array(n));
  const B = Array.from({ length: n }, () => new Float64Array(ends));
  for (let ti = 0; ti < threats.length; ti++) {
    const x = threats[ti]!;
    const w = rollWeights(dice, die, x);
    const total = w.reduce((a, b) => a + b, 0);
    const next = Math.min(ti + 1, threats.length - 1);
    for (let h = 0; h < need; h++) {
      const row = index(h, ti);
      A[row]![row] = 1;
      for (let k = 0; k <= dice; k++) {
        const after = Math.min(need, h + k);
        const safe = w[2 * k]! / total;
        const lost = w[2 * k + 1]! / total;
        B[row]![2 * after + 1]! += lost;
        if (after === need) B[row]![2 * after]! += safe;
        else A[row]![index(after, next)]! -= safe;
      }
    }
  }
  // solve A X = B
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    [A[c], A[p]] = [A[p]!, A[c]!];
    [B[c], B[p]] = [B[p]!, B[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      if (f === 0) continue;
      for (let k = 0; k < n; k++) A[r]![k]! -= f * A[c]![k]!;
      for (let k = 0; k < ends; k++) B[r]![k]! -= f * B[c]![k]!;
    }
  }
  const start = index(0, 0);
  const x = Array.from({ length: ends }, (_, k) => B[start]![k]! / A[start]![start]!);
  const markers = Array.from({ length: need + 1 }, (_, h) => x[2 * h]! + x[2 * h + 1]!);
  let exhausted = 0;
  for (let h = 0; h <= need; h++) exhausted += x[2 * h + 1]!;
  return { completed: markers[need]!, exhausted, markers };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12;

t.test('exact with a cap: the kernel against a Markov chain solved here', async (t) => {
  const die: XcomDie = { sides: 6, successes: 2 };
  for (const [dice, need, threat, cap] of [
    [2, 3, 1, 1],
    [2, 3, 1, 3],
    [3, 4, 2, 5],
    [1, 2, 1, 2],
    [4, 6, 1, 4],
    [2, 2, 5, 3],
  ] as const) {
    const p = research({ scientists: dice, cost: need, threat, threatCap: cap });
    const slots = researchTask.exact!(p, new ExactBudget(1e7)).map((r: Rational) => r.toNumber());
    const tally = researchTask.tally(p);
    const slot = (name: string) => tally.events.find((e) => e.name === name)!.slot;
    const markers = tally.values.find((v) => v.name === 'markers')!;
    const rolls = tally.values.find((v) => v.name === 'rolls')!;
    const chain = chainEnds(dice, need, threat, cap, die);
    const what = `${dice} dice, need ${need}, threat ${threat}, cap ${cap}`;
    t.ok(close(slots[slot('completed')]!, chain.completed), `${what}: completed ${slots[slot('completed')]} vs ${chain.completed}`);
    t.ok(close(slots[slot('exhausted')]!, chain.exhausted), `${what}: exhausted`);
    for (let h = 0; h <= need; h++) t.ok(close(slots[markers.slot + h]!, chain.markers[h]!), `${what}: markers ${h}`);
    let sum = 0;
    for (let r = 0; r <= ROLL_COUNT_TOP; r++) sum += slots[rolls.slot + r]!;
    t.ok(close(sum, 1), `${what}: the rolls' law sums to 1 (the last entry: ${ROLL_COUNT_TOP} rolls or more)`);
  }
});

t.test('a cap at 8 or above the threats reached changes nothing', async (t) => {
  const budget = () => new ExactBudget(1e7);
  for (const p of [research({}), research({ scientists: 3, cost: 4, threat: 2 }), research({ policy: { maxRolls: 3 } })]) {
    const plain = researchTask.exact!(p, budget()).map(String);
    t.same(researchTask.exact!({ ...p, threatCap: 8 }, budget()).map(String), plain, `cap 8: ${JSON.stringify(p)}`);
  }
  const o = { satellites: 2, ufos: 2, threat: 1, policy: {} };
  t.same(
    orbitalDefense.exact!({ ...o, threatCap: 8 }, budget()).map(String),
    orbitalDefense.exact!(o, budget()).map(String),
    'orbital, cap 8',
  );
});

/** A kernel's exact answer as the statistics helper reads it. */
function slotsOf<P>(kernel: Kernel<P>, p: P): ExactSlots {
  const exact = kernel.exact!(p, new ExactBudget(1e7)).map((r) => r.toNumber());
  const tally = kernel.tally(p);
  const events: Record<string, number> = {};
  for (const e of tally.events) events[e.name] = exact[e.slot]!;
  const values: ExactSlots['values'] = {};
  for (const v of tally.values) {
    const m = new Map<number, number>();
    for (let x = v.min; x <= v.max; x++) m.set(x, exact[v.slot + x - v.min]!);
    values[v.name] = m;
  }
  return { events, values };
}

t.test('Monte Carlo with a cap against the exact answer', async (t) => {
  // 5 standard errors a comparison (false failure 5.7e-7 each, under 1e-4 for the whole test)
  const r = research({ scientists: 2, cost: 4, threatCap: 3 });
  agreesWithExact(t, researchTask, r, slotsOf(researchTask, r), 40_000, 11);
  const o = { satellites: 1, ufos: 3, threat: 1, policy: {}, threatCap: 2 };
  agreesWithExact(t, orbitalDefense, o, slotsOf(orbitalDefense, o), 40_000, 12);
  const g = {
    continents: [
      { interceptors: 2, ufos: 3 },
      { interceptors: 1, ufos: 1 },
    ],
    threat: 1,
    policy: {},
    threatCap: 2,
  };
  agreesWithExact(t, globalDefense, g, slotsOf(globalDefense, g), 40_000, 13);
});

t.test('every trial ends: each roll at a threat of 1 or more can lose', async (t) => {
  // a cap is at least 1 and the threat starts at 1 or more, so every roll has a loss chance of
  // at least 1/8, whatever the XCOM dice (even a die with no success face): a trial ends with
  // chance 1, and the rolls counted stop at their top
  for (let cap = 1; cap <= 8; cap++) {
    for (let threat = 1; threat <= 20; threat++) {
      let x = threat;
      for (let i = 0; i < 10; i++) x = threatAfter(x, cap);
      const w = rollWeights(3, { sides: 6, successes: 0 }, x);
      const loss = w.filter((_, c) => c % 2 === 1).reduce((a, b) => a + b, 0);
      if (loss === 0) t.fail(`cap ${cap}, threat ${threat}: a roll that cannot lose`);
    }
  }
  // the longest plays: no success face, cap 1 (a loss is 1/8 a roll); every trial ends, and
  // counts past the top are counted at the top
  const p = research({ scientists: 1, cost: 1, threatCap: 1, die: { sides: 6, successes: 0 } });
  const { tally, acc } = simulate(researchTask, p, 20_000, 3);
  const exhausted = acc[tally.events.find((e) => e.name === 'exhausted')!.slot]!;
  t.equal(exhausted, 20_000, 'every trial ends by a loss');
  const exact = researchTask.exact!(p, new ExactBudget(1e6)).map((r) => r.toNumber());
  const rolls = tally.values.find((v) => v.name === 'rolls')!;
  t.ok(close(exact[rolls.slot + 1]!, 1 / 8), 'one roll: 1/8');
  t.ok(
    close(exact[rolls.slot + ROLL_COUNT_TOP]!, (7 / 8) ** (ROLL_COUNT_TOP - 1)),
    `${ROLL_COUNT_TOP} rolls or more: (7/8)^${ROLL_COUNT_TOP - 1}`,
  );
});

t.test('the best play with a cap solves; for completion alone it rolls on', async (t) => {
  for (const cap of [1, 3, 5]) {
    const p = research({ scientists: 2, cost: 3, threatCap: cap });
    const q = { game: p, objective: { name: 'completed', direction: 'max' as const, unitPrice: 0 }, rows: 0 };
    const slots = researchBest.exact!(q, new ExactBudget(1e7));
    const slot = researchBest.tally(q).events.find((e) => e.name === 'completed')!.slot;
    const best = slots[slot]!.toNumber();
    const plain = researchTask.exact!(p, new ExactBudget(1e7))[slot]!.toNumber();
    // for completion alone rolling on is the best play: the same chance
    t.ok(close(best, plain), `cap ${cap}: best ${best}, rolling on ${plain}`);
  }
});

/** Two soldiers against two enemies, at `threatCap`. */
const soldiers = [
  { skills: [0], elite: false },
  { skills: [1], elite: true },
];
const baseBoard = (threatCap: number) => ({
  soldiers,
  enemies: [
    { hp: 2, skills: [0] },
    { hp: 1, skills: [1] },
  ],
  threat: 1,
  policy: {},
  threatCap,
});

t.test('base defence and missions with a cap: Monte Carlo against the exact answer', async (t) => {
  // 5 standard errors a comparison, as above
  const b = baseBoard(2);
  agreesWithExact(t, baseDefense, b, slotsOf(baseDefense, b), 40_000, 21);
  const m = {
    cards: [
      { soldiers, tasks: [{ kind: 'enemy' as const, hp: 2, skills: [0] }, { kind: 'objective' as const }] },
      { soldiers: [soldiers[0]!], tasks: [{ kind: 'objective' as const }] },
    ],
    threat: 2,
    policy: {},
    threatCap: 3,
  };
  agreesWithExact(t, missionTasks, m, slotsOf(missionTasks, m), 40_000, 22);
  // a cap the threat never reaches changes nothing
  const far = { ...b, threatCap: 8 };
  const { threatCap: _, ...plain } = b;
  t.same(
    baseDefense.exact!(far, new ExactBudget(1e7)).map(String),
    baseDefense.exact!(plain, new ExactBudget(1e7)).map(String),
    'base defence, cap 8',
  );
});

t.test('best play of base defence and missions with a cap: solved, no worse than the default play', async (t) => {
  const b = baseBoard(3);
  const bq = baseBestParams(b);
  const best = baseDefenseBest.exact!(bq, new ExactBudget(1e7));
  const slot = baseDefenseBest.tally(bq).events.find((e) => e.name === 'allDestroyed')!.slot;
  const plain = baseDefense.exact!(b, new ExactBudget(1e7))[slot]!;
  t.ok(best[slot]!.compare(plain) >= 0, `base defence: best ${best[slot]!.toNumber()} >= default ${plain.toNumber()}`);
  t.ok(
    close(
      best.slice(...rangeOf(baseDefenseBest.tally(bq), 'rolls')).reduce((a, r) => a + r.toNumber(), 0),
      1,
    ),
    'its rolls sum to 1',
  );
  const m = {
    cards: [{ soldiers, tasks: [{ kind: 'enemy' as const, hp: 2, skills: [0] }, { kind: 'objective' as const }] }],
    threat: 1,
    policy: {},
    threatCap: 2,
  };
  const mq = missionBestParams(m);
  const mbest = missionBest.exact!(mq, new ExactBudget(1e7));
  const mslot = missionBest.tally(mq).events.find((e) => e.name === 'completed')!.slot;
  const mplain = missionTasks.exact!(m, new ExactBudget(1e7))[mslot]!;
  t.ok(mbest[mslot]!.compare(mplain) >= 0, `missions: best ${mbest[mslot]!.toNumber()} >= default ${mplain.toNumber()}`);
  t.ok(
    close(
      mbest.slice(...rangeOf(missionBest.tally(mq), 'threat')).reduce((a, r) => a + r.toNumber(), 0),
      1,
    ),
    'its threats sum to 1',
  );
});

t.test('the round with a cap: Monte Carlo against its exact answer', async (t) => {
  const round = cases.find((c) => c.name === 'round')!;
  const p = { ...(round.params as RoundParams), threatCap: 2 };
  agreesWithExact(t, xcomRound, p, slotsOf(xcomRound, p), 20_000, 31);
});

/** The slots of a tally value, as `slice` arguments. */
function rangeOf(tally: ReturnType<typeof researchTask.tally>, name: string): [number, number] {
  const v = tally.values.find((x) => x.name === name)!;
  return [v.slot, v.slot + v.max - v.min + 1];
}

t.test('HTTP: threatCap on the endpoints that roll; the plans with a cap, each played again through the round', async (t) => {
  const app = await testApp(t);
  const board = {
    money: 6,
    continents: [
      { name: 'Europe', panic: 1, ufos: 1 },
      { name: 'Africa', panic: 3, ufos: 2 },
    ],
    panicTrackEnd: 5,
    orbit: { ufos: 2 },
    threatCap: 2,
  };
  const res = await post(app, '/v1/xcom/round/plans', {
    ...board,
    pool: { interceptors: 3, satellites: 1 },
    objective: { name: 'anyContinentAtTrackEnd', direction: 'min' },
  });
  t.equal(res.status, 200, res.raw.slice(0, 300));
  for (const plan of res.body.plans.slice(0, 3) as Array<{
    placement: { continents: Array<{ interceptors: number }>; orbit: { satellites: number } };
    fraction: string;
  }>) {
    const round = await post(app, '/v1/xcom/round', {
      ...board,
      continents: board.continents.map((c, i) => ({ ...c, interceptors: plan.placement.continents[i]!.interceptors })),
      orbit: { ...board.orbit, satellites: plan.placement.orbit.satellites },
      method: 'exact',
    });
    t.equal(round.body.probabilities.anyContinentAtTrackEnd.fraction, plan.fraction, 'the plan played again with the cap');
  }
  const research = { scientists: 2, cost: 3, threatCap: 3 };
  for (const url of ['/v1/xcom/research', '/v1/xcom/research/best', '/v1/xcom/research/policies', '/v1/xcom/research/units-needed']) {
    const body = url.endsWith('units-needed')
      ? { cost: research.cost, threatCap: research.threatCap, target: 0.5 }
      : { ...research, ...(url.endsWith('research') ? { method: 'exact' } : {}) };
    const r = await post(app, url, body);
    t.equal(r.status, 200, `${url}: ${r.raw.slice(0, 200)}`);
  }
  const bad = await post(app, '/v1/xcom/research', { ...research, threatCap: 9 });
  t.equal(bad.status, 400, 'a cap past 8 is refused');
});
