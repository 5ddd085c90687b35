/**
 * XCOM global defence: loaded dice for every rule branch, Monte Carlo and the kernel's exact
 * method against an independent exact computation, and the endpoint over HTTP.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { globalDefense, type GlobalParams } from '../../simulations/xcom/globalDefense.js';
import { post, testApp } from '../helpers/app.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact, simulate } from '../helpers/statistics.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { wilson, zFor } from '../../src/engine/stats.js';
import { Expected, exactMatches, refuses, taskEnds } from './xcomExact.js';

const two = (a: [number, number], b: [number, number]): GlobalParams => ({
  continents: [
    { interceptors: a[0], ufos: a[1] },
    { interceptors: b[0], ufos: b[1] },
  ],
  threat: 1,
  policy: {},
});

t.test('loaded dice: every rule branch', async (t) => {
  // per roll: one d6 per interceptor (1-2 succeed), then the alien d8 (<= threat is a loss)
  let o = loadedTrial(globalDefense, two([1, 1], [1, 1]), [3, 5, 3, 2, 1, 2]);
  t.same(
    o.events,
    {
      allCleared: false,
      anyInterceptorsLost: true,
      'continents.0.cleared': false,
      'continents.0.interceptorsLost': true,
      'continents.1.cleared': true,
      'continents.1.interceptorsLost': false,
    },
    'continent 1 loses at threat 2; the threat resets to 1, so the alien 2 is safe on continent 2',
  );
  t.same(o.values, { panic: 1, 'continents.0.ufosLeft': 1, 'continents.1.ufosLeft': 0 });

  o = loadedTrial(globalDefense, two([2, 2], [0, 3]), [1, 2, 1]);
  t.same(o.values, { panic: 3, 'continents.0.ufosLeft': 0, 'continents.1.ufosLeft': 3 }, 'no interceptors: no test, every UFO stays');
  t.ok(o.events['continents.0.cleared'] && o.events['continents.0.interceptorsLost'], 'cleared on the losing roll');

  o = loadedTrial(globalDefense, two([2, 0], [1, 1]), [1, 8]);
  t.same(o.values, { panic: 0, 'continents.0.ufosLeft': 0, 'continents.1.ufosLeft': 0 }, 'no UFOs: cleared without a roll');
  t.ok(o.events.allCleared);

  o = loadedTrial(globalDefense, { ...two([1, 2], [1, 1]), policy: { maxRolls: 1 } }, [1, 8, 3, 8]);
  t.same(o.values, { panic: 2, 'continents.0.ufosLeft': 1, 'continents.1.ufosLeft': 1 }, 'maxRolls counts per continent');

  o = loadedTrial(globalDefense, { ...two([1, 1], [1, 1]), threat: 3, policy: { stopAtThreat: 3 } }, [3, 8, 3, 8]);
  t.same(
    o.values,
    { panic: 2, 'continents.0.ufosLeft': 1, 'continents.1.ufosLeft': 1 },
    'stopAtThreat: one roll per continent from threat 3',
  );
  t.equal(o.unused, 0, 'every scripted face is used');
});

/** The independent exact answer: every continent's own task, combined by full enumeration. */
function expected(p: GlobalParams): Expected {
  const n = p.continents.length;
  const names = (w: string) => p.continents.map((_, i) => `continents.${i}.${w}`);
  const e = new Expected(
    ['allCleared', 'anyInterceptorsLost', ...names('cleared'), ...names('interceptorsLost')],
    ['panic', ...names('ufosLeft')],
  );
  const ends = p.continents.map((c) =>
    c.interceptors === 0 ? [{ hits: 0, lost: false, w: 1 }] : taskEnds(c.interceptors, c.ufos, p.threat, p.policy, p.die),
  );
  const go = (i: number, panic: number, lost: boolean, w: number): void => {
    if (i === n) {
      e.event('allCleared', w, panic === 0);
      e.event('anyInterceptorsLost', w, lost);
      e.value('panic', panic, w);
      return;
    }
    const ufos = itemAt(p.continents, i).ufos;
    for (const end of itemAt(ends, i)) {
      const left = ufos - end.hits;
      e.event(`continents.${i}.cleared`, w * end.w, left === 0);
      e.event(`continents.${i}.interceptorsLost`, w * end.w, end.lost);
      e.value(`continents.${i}.ufosLeft`, left, w * end.w);
      go(i + 1, panic + left, lost || end.lost, w * end.w);
    }
  };
  // each continent's marginals are summed over the paths of the continents before it, whose
  // weights add up to 1: they are the marginals themselves
  go(0, 0, false, 1);
  return e;
}

const configs: Array<[string, GlobalParams]> = [
  ['two continents', two([2, 1], [1, 3])],
  [
    'three continents, one without interceptors',
    {
      continents: [
        { interceptors: 2, ufos: 2 },
        { interceptors: 0, ufos: 1 },
        { interceptors: 3, ufos: 2 },
      ],
      threat: 1,
      policy: {},
    },
  ],
  ['two continents from threat 3, at most 2 rolls each', { ...two([3, 4], [1, 1]), threat: 3, policy: { maxRolls: 2 } }],
  ['one continent, stop above threat 2', { ...two([2, 3], [0, 0]), policy: { stopAtThreat: 2 } }],
  // tasks whose rolls' denominators pass 2^53: their ends summed on BigInt (taskSlotSums.ts `taskSlotWeights`)
  ['two continents of long tasks, 4 v 3 and 3 v 2', two([4, 3], [3, 2])],
];

// 200,000 trials each, k = 5 standard errors: false-failure rate < 1 in 29,000 per configuration
// (test/helpers/statistics.ts).
for (const [i, [name, p]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    agreesWithExact(t, globalDefense, p, expected(p), 200_000, 6000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, p] of configs) exactMatches(t, globalDefense, p, expected(p), name);
});

const URL_ = '/v1/xcom/global-defense';
const good = {
  continents: [
    { name: 'North America', interceptors: 2, ufos: 1 },
    { name: 'Africa', interceptors: 1, ufos: 3 },
    { name: 'Asia', interceptors: 0, ufos: 1 },
  ],
};

t.test('HTTP: answers per the API document with a per-continent list', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { ...good, seed: 7, trials: 20_000 });
  t.equal(res.status, 200);
  const b = res.body;
  t.same(Object.keys(b.probabilities), ['allCleared', 'anyInterceptorsLost']);
  t.same(Object.keys(b.expectations), ['panic']);
  t.equal(b.continents.length, 3);
  t.match(b.continents[1], {
    name: 'Africa',
    interceptors: 1,
    ufos: 3,
    probabilities: { cleared: { p: Number }, interceptorsLost: { p: Number } },
    expectations: { ufosLeft: { mean: Number } },
    distributions: { ufosLeft: Array },
  });
  t.same(b.continents[2].distributions.ufosLeft, [{ value: 1, p: 1 }], 'Asia has no interceptors: its UFO stays');
  const sum = b.continents.reduce((s: number, c: { expectations: { ufosLeft: { mean: number } } }) => s + c.expectations.ufosLeft.mean, 0);
  t.ok(Math.abs(sum - b.expectations.panic.mean) < 1e-9, 'panic is the sum of the UFOs left');

  const ex = await post(app, URL_, { ...good, method: 'exact' });
  t.equal(ex.status, 200);
  t.match(ex.body.continents[0].probabilities.cleared.fraction, /^\d+\/\d+$/);
});

t.test("HTTP: per-continent entries come from the kernel's own counts and fractions", async (t) => {
  const app = await testApp(t);
  const params: GlobalParams = {
    continents: good.continents.map((c) => ({ interceptors: c.interceptors, ufos: c.ufos })),
    threat: 1,
    policy: {},
  };
  const trials = 20_000;
  const res = await post(app, URL_, { ...good, seed: 5, trials });
  // the same seeded chunks run here, outside the service
  const { tally, acc } = simulate(globalDefense, params, trials, 5);
  const z = zFor(0.95);
  for (const e of tally.events) {
    const [, i, what] = e.name.split('.');
    const got = what === undefined ? res.body.probabilities[e.name] : res.body.continents[Number(i)].probabilities[what];
    const hits = itemAt(acc, e.slot);
    t.same(got, { p: hits / trials, ci: wilson(hits, trials, z) }, `${e.name}: the interval of its counts`);
  }
  t.same(Object.keys(res.body.probabilities), ['allCleared', 'anyInterceptorsLost'], 'no per-continent entry at the top');

  const exact = await post(app, URL_, { ...good, method: 'exact' });
  const slots = globalDefense.exact!(params, new ExactBudget(1e6));
  for (const e of tally.events.filter((x) => x.item)) {
    const { index, key } = e.item!;
    t.equal(
      exact.body.continents[index].probabilities[key].fraction,
      itemAt(slots, e.slot).toString(),
      `${e.name}: the kernel's exact fraction`,
    );
  }
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  await refuses(t, app, URL_, [
    ['no continents', { continents: [] }, 'body.continents'],
    ['missing continents', {}, 'body.continents'],
    ['negative interceptors', { continents: [{ name: 'Asia', interceptors: -1, ufos: 1 }] }, 'body.continents.0.interceptors'],
    ['negative UFOs', { continents: [{ name: 'Asia', interceptors: 1, ufos: -2 }] }, 'body.continents.0.ufos'],
    ['missing name', { continents: [{ interceptors: 1, ufos: 1 }] }, 'body.continents.0.name'],
    ['unknown continent field', { continents: [{ name: 'Asia', interceptors: 1, ufos: 1, panic: 2 }] }, 'body.continents.0'],
    [
      'a name listed twice',
      {
        continents: [
          { name: 'Asia', interceptors: 1, ufos: 1 },
          { name: 'Asia', interceptors: 1, ufos: 1 },
        ],
      },
      'body.continents.1.name',
    ],
  ]);
});
