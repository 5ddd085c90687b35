/**
 * POST /v1/compare: exact answers against an independent computation, Monte Carlo against exact
 * (paired differences within 5 SE, covering the exact difference, narrower than unpaired),
 * ranking, bad and hostile bodies answered 4xx naming the field, one budget, and the same bytes
 * on one thread and two.
 */
import assert from 'node:assert';
import t, { type Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { normalQuantile } from '../../src/engine/stats.js';
import { unpairedDifference } from '../helpers/statistics.js';
import { post, testApp } from '../helpers/app.js';
import { binom } from '../xcom/xcomExact.js';

/**
 * Research by plain recursion (docs/rules.md, "Phase 4: research"), written apart from the kernel: k dice a roll;
 * the tech is researched once markers reach `cost` (a losing roll's successes count); a roll at
 * threat T loses when the d8 shows <= T, which ends the task; no roll once the threat passes
 * `stopAtThreat`.
 */
function researchDone(k: number, cost: number, stopAtThreat = Infinity): number {
  const go = (markers: number, threat: number): number => {
    if (threat > stopAtThreat) return 0;
    const loss = Math.min(8, threat) / 8;
    let p = 0;
    for (let s = 0; s <= k; s++) {
      const w = binom(k, s);
      if (markers + s >= cost) p += w;
      else if (loss < 1) p += w * (1 - loss) * go(markers + s, threat + 1);
    }
    return p;
  };
  return go(0, 1);
}

const research = { scientists: 3, cost: 3 };
const variants = [
  { name: 'three', set: {} },
  { name: 'stop at threat 4', set: { 'policy.stopAtThreat': 4 } },
  { name: 'four', set: { scientists: 4 } },
];
const exacts = [researchDone(3, 3), researchDone(3, 3, 4), researchDone(4, 3)];
/** The exact chance of variant i. */
const exactOf = (i: number) => itemAt(exacts, i);

/** An exact answer's fraction "n/d" as two bigints. */
function fractionOf(fraction: string | undefined): [bigint, bigint] {
  assert.ok(fraction !== undefined, 'an exact answer carries its fraction');
  const parts = fraction.split('/').map(BigInt);
  assert.equal(parts.length, 2, `"${fraction}" is n/d`);
  return [itemAt(parts, 0), itemAt(parts, 1)];
}

type Variant = {
  name: string;
  index: number;
  rank: number;
  chance: { p: number; ci: [number, number]; fraction?: string };
  probabilities: Record<string, { p: number }>;
  difference: null | { d: number; ci: [number, number]; fraction?: string; joint?: { n11: number; n10: number; n01: number; n00: number } };
};

t.test('exact: every variant exact, differences exact fractions, ranked highest first', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/research',
    body: { ...research, method: 'exact' },
    variants,
    probability: 'completed',
  });
  t.equal(res.status, 200);
  const b = res.body;
  t.match(b, { method: 'exact', trials: 0, seed: null, baseline: 'three', order: 'highest' });
  const byIndex: Variant[] = [...b.variants].sort((x: Variant, y: Variant) => x.index - y.index);
  for (const [i, v] of byIndex.entries())
    t.ok(Math.abs(v.chance.p - exactOf(i)) < 1e-12, `${v.name}: ${v.chance.p} is the recursion's ${exactOf(i)}`);
  const want = [0, 1, 2].sort((x, y) => exactOf(y) - exactOf(x));
  t.same(
    b.variants.map((v: Variant) => v.index),
    want,
    'ranked by the exact chance, highest first',
  );
  t.same(
    b.variants.map((v: Variant) => v.rank),
    [1, 2, 3],
  );
  const first = itemAt(byIndex, 0);
  t.equal(first.difference, null, 'the first variant is the baseline');
  for (const v of byIndex.slice(1)) {
    const d = v.difference;
    assert.ok(d, `${v.name}: a difference`);
    t.ok(Math.abs(d.d - (exactOf(v.index) - exactOf(0))) < 1e-12, `${v.name}: the difference`);
    t.same(d.ci, [d.d, d.d], 'an exact difference: [d, d]');
    const [num, den] = fractionOf(d.fraction);
    const [n1, d1] = fractionOf(v.chance.fraction);
    const [n0, d0] = fractionOf(first.chance.fraction);
    t.equal(num * d1 * d0, (n1 * d0 - n0 * d1) * den, `${v.name}: the fraction is the difference of the two fractions`);
  }
  // each variant is the endpoint's own exact answer for its body
  const direct = await post(app, '/v1/xcom/research', { ...research, policy: { stopAtThreat: 4 }, method: 'exact' });
  t.same(byIndex[1]?.probabilities, direct.body.probabilities);

  const lowest = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/research',
    body: { ...research, method: 'exact' },
    variants,
    probability: 'completed',
    order: 'lowest',
  });
  t.same(
    lowest.body.variants.map((v: Variant) => v.index),
    [...want].reverse(),
    'order "lowest" reverses the ranking',
  );
  t.match(lowest.body.detail, /lowest first/);
});

t.test('Monte Carlo: paired estimates against exact; the paired interval covers it and is narrower than unpaired', async (t) => {
  // Estimates within 5 SE of the exact values: 3 chances and 2 differences, each failing by
  // accident with probability 5.7e-7 (normal tail), so about 3e-6 for the test. The coverage
  // checks use 99.99% intervals: together a false failure about once in 5,000 for a new seed.
  const app = await testApp(t);
  const trials = 200_000;
  const res = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/research',
    body: { ...research, trials, seed: 2024, confidence: 0.9999 },
    variants,
    probability: 'completed',
  });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'monte-carlo', trials, seed: 2024, confidence: 0.9999 });
  const byIndex: Variant[] = [...res.body.variants].sort((x: Variant, y: Variant) => x.index - y.index);
  const z = normalQuantile(0.5 + 0.9999 / 2);
  const first = itemAt(byIndex, 0);
  for (const [i, v] of byIndex.entries()) {
    const p = exactOf(i);
    const se = Math.sqrt((p * (1 - p)) / trials);
    t.ok(
      Math.abs(v.chance.p - p) <= 5 * se,
      `${v.name}: ${v.chance.p} vs exact ${p.toFixed(5)} (${((v.chance.p - p) / se).toFixed(2)} SE)`,
    );
  }
  for (const v of byIndex.slice(1)) {
    assert.ok(v.difference, `${v.name}: a difference`);
    const { d, ci, joint } = v.difference;
    assert.ok(joint, `${v.name}: a paired difference carries its joint counts`);
    const exact = exactOf(v.index) - exactOf(0);
    const n = joint.n11 + joint.n10 + joint.n01 + joint.n00;
    t.equal(n, trials, 'every trial in the joint table');
    t.equal(d, (joint.n10 - joint.n01) / trials, 'd = (n10 - n01) / n');
    // the paired difference's standard error, from the discordant shares
    const se = Math.sqrt(((joint.n10 + joint.n01) / n - d * d) / n);
    t.ok(
      Math.abs(d - exact) <= 5 * se,
      `${v.name}: difference ${d.toFixed(5)} vs exact ${exact.toFixed(5)} (${((d - exact) / se).toFixed(2)} SE)`,
    );
    t.ok(ci[0] <= exact && exact <= ci[1], `${v.name}: the paired interval [${ci.map((x) => x.toFixed(5))}] covers the exact difference`);
    const unpaired = unpairedDifference(v.chance.p * trials, trials, first.chance.p * trials, trials, z);
    const [pw, uw] = [ci[1] - ci[0], unpaired.ci[1] - unpaired.ci[0]];
    if (v.index === 1) {
      t.ok(pw < uw / 2, `${v.name}: paired width ${pw.toFixed(5)} < half the unpaired ${uw.toFixed(5)} (${(uw / pw).toFixed(1)}x)`);
    } else {
      // a roll is one draw over the joint outcome of its dice, so a variant rolling another number
      // of dice draws from another outcome space: its rolls are not matched with the base's, and
      // pairing gains little. It must still cost nothing.
      t.ok(pw <= uw * 1.02, `${v.name}: paired width ${pw.toFixed(5)} no wider than unpaired ${uw.toFixed(5)} (${(uw / pw).toFixed(2)}x)`);
    }
  }
  // stopping at threat 4 plays as the default until then: the two differ on few trials
  t.equal(byIndex[1]?.difference?.joint?.n10, 0, 'stopping earlier never researches a tech the default does not');
});

t.test('the same seed gives the same bytes on one thread and on two', async (t) => {
  const body = {
    endpoint: '/v1/xcom/global-defense',
    body: {
      continents: [
        { name: 'North America', interceptors: 2, ufos: 1 },
        { name: 'Europe', interceptors: 1, ufos: 1 },
        { name: 'Africa', interceptors: 2, ufos: 2 },
      ],
      trials: 150_000,
      seed: 99,
    },
    variants: [
      { name: 'as deployed', set: {} },
      { name: 'Africa reinforced', set: { 'continents.0.interceptors': 1, 'continents.2.interceptors': 3 } },
    ],
    probability: 'allCleared',
  };
  const answers: string[] = [];
  for (const threads of [1, 2]) {
    const app = await testApp(t, { threads });
    const res = await post(app, '/v1/compare', body);
    t.equal(res.status, 200, `${threads} thread(s)`);
    answers.push(res.raw.replace(/"elapsedMs":[0-9.e+-]+/, ''));
  }
  t.equal(answers[1], answers[0], 'byte for byte, but elapsedMs');
  const inline = await testApp(t);
  const res = await post(inline, '/v1/compare', body);
  t.equal(res.raw.replace(/"elapsedMs":[0-9.e+-]+/, ''), answers[0], 'and inline');
});

t.test('a per-item event, and precision stopping the comparison early', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/compare', {
    endpoint: '/v1/xcom/global-defense',
    body: {
      continents: [
        { name: 'Asia', interceptors: 1, ufos: 1 },
        { name: 'Europe', interceptors: 1, ufos: 2 },
      ],
      trials: 2_000_000,
      precision: 0.01,
      seed: 3,
    },
    variants: [
      { name: 'one', set: {} },
      { name: 'two over Asia', set: { 'continents.0.interceptors': 2 } },
    ],
    probability: 'continents.0.cleared',
  });
  t.equal(res.status, 200);
  t.ok(res.body.trials < 2_000_000, `stopped at a checkpoint (${res.body.trials} trials)`);
  const [first, second] = res.body.variants;
  t.equal(first.name, 'two over Asia', 'two interceptors clear Asia more often');
  t.ok(second.difference === null && first.difference.d > 0);
  for (const v of res.body.variants) {
    t.ok((v.chance.ci[1] - v.chance.ci[0]) / 2 <= 0.01, `${v.name}: half-width within the precision`);
  }
});

/** Each body must be a 400 problem+json naming `path`, answered within 2 s. */
async function refuses(t: Test, app: Awaited<ReturnType<typeof testApp>>, cases: Array<[string, unknown, string]>) {
  for (const [name, body, path] of cases) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/compare',
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const ms = performance.now() - started;
    t.equal(res.statusCode, 400, `${name}: 400`);
    t.match(res.headers['content-type'], /problem\+json/, `${name}: problem+json`);
    const errors: Array<{ path: string; message: string }> = res.json().errors ?? [];
    t.ok(
      errors.some((e) => e.path === path),
      `${name}: names ${path} (got ${JSON.stringify(errors).slice(0, 300)})`,
    );
    // a generous bound on a loaded machine
    t.ok(ms < 2000, `${name}: answered in ${ms.toFixed(0)} ms`);
  }
}

t.test('bad variants: 400 naming body.variants.<i>.set.<path>', async (t) => {
  const app = await testApp(t);
  const base = { endpoint: '/v1/xcom/research', body: { ...research, trials: 1000, seed: 1 }, probability: 'completed' };
  const two = (set: Record<string, unknown>) => ({
    ...base,
    variants: [
      { name: 'base', set: {} },
      { name: 'other', set },
    ],
  });
  const global = {
    endpoint: '/v1/xcom/global-defense',
    body: { continents: [{ name: 'Asia', interceptors: 1, ufos: 1 }], trials: 1000 },
    probability: 'allCleared',
  };
  await refuses(t, app, [
    ['a value the endpoint refuses', two({ scientists: 40 }), 'body.variants.1.set.scientists'],
    ['a nested value refused', two({ 'policy.stopAtThreat': -1 }), 'body.variants.1.set.policy.stopAtThreat'],
    ['an object value refused inside', two({ policy: { stopAtThreat: -1 } }), 'body.variants.1.set.policy.stopAtThreat'],
    ['a field the endpoint does not have', two({ bogus: 1 }), 'body.variants.1.set.bogus'],
    ['a cross-field rule', two({ progress: 3 }), 'body.variants.1.set.progress'],
    ['a path through a number', two({ 'cost.x': 1 }), 'body.variants.1.set.cost.x'],
    ['a path through constructor', two({ 'policy.constructor': 1 }), 'body.variants.1.set.policy.constructor'],
    ['the seed', two({ seed: 2 }), 'body.variants.1.set.seed'],
    ['the method', two({ method: 'exact' }), 'body.variants.1.set.method'],
    ['the trials', two({ trials: 5 }), 'body.variants.1.set.trials'],
    ['the confidence', two({ confidence: 0.9 }), 'body.variants.1.set.confidence'],
    ['a bad base body', { ...two({}), body: { cost: 0, scientists: 3 } }, 'body.body.cost'],
    ['an unknown endpoint', { ...two({}), endpoint: '/v1/nothing' }, 'body.endpoint'],
    ['the comparison itself', { ...two({}), endpoint: '/v1/compare' }, 'body.endpoint'],
    ['an unknown probability', { ...two({}), probability: 'toString' }, 'body.probability'],
    ['a probability named as a prototype property', { ...two({}), probability: 'constructor' }, 'body.probability'],
    ['a probability named __proto__', { ...two({}), probability: '__proto__' }, 'body.probability'],
    ['a probability misspelt', { ...two({}), probability: 'complete' }, 'body.probability'],
    [
      'duplicate names',
      {
        ...base,
        variants: [
          { name: 'a', set: {} },
          { name: 'a', set: { scientists: 2 } },
        ],
      },
      'body.variants.1.name',
    ],
    ['one variant', { ...base, variants: [{ name: 'a', set: {} }] }, 'body.variants'],
    ['21 variants', { ...base, variants: Array.from({ length: 21 }, (_, i) => ({ name: `v${i}`, set: {} })) }, 'body.variants'],
    ['21 fields set', two(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 1]))), 'body.variants.1.set'],
    [
      'an index past the list',
      {
        ...global,
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { 'continents.5.ufos': 1 } },
        ],
      },
      'body.variants.1.set.continents.5.ufos',
    ],
    [
      'an item appended without its fields',
      {
        ...global,
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { 'continents.1.ufos': 1 } },
        ],
      },
      'body.variants.1.set.continents.1.ufos',
    ],
  ]);
  // the row's own field is named in the message
  const appended = await post(app, '/v1/compare', {
    ...global,
    variants: [
      { name: 'a', set: {} },
      { name: 'b', set: { 'continents.1.ufos': 1 } },
    ],
  });
  t.ok(
    appended.body.errors.some((e: { message: string }) => /^continents\.1\.name: /.test(e.message)),
    'the message names continents.1.name',
  );
});

t.test('hostile but valid-looking bodies answer 4xx naming the field, quickly', async (t) => {
  const app = await testApp(t);
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const many = Array.from({ length: 20 }, (_, i) => ({ name: `v${i}`, set: { scientists: 1 + (i % 12) } }));
  await refuses(t, app, [
    [
      '20 variants x 10,000,000 trials',
      { endpoint: '/v1/xcom/research', body: { ...research, trials: 10_000_000 }, variants: many, probability: 'completed' },
      'body.body.trials',
    ],
    [
      '2 variants x 6,000,000 trials',
      { endpoint: '/v1/xcom/research', body: { ...research, trials: 6_000_000 }, variants: many.slice(0, 2), probability: 'completed' },
      'body.body.trials',
    ],
    [
      'a 9-part path',
      {
        endpoint: '/v1/xcom/research',
        body: research,
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { 'a.b.c.d.e.f.g.h.i': 1 } },
        ],
        probability: 'completed',
      },
      'body.variants.1.set.a.b.c.d.e.f.g.h.i',
    ],
    [
      'a 20,000-part path',
      {
        endpoint: '/v1/xcom/research',
        body: research,
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { [Array(20_000).fill('a').join('.')]: 1 } },
        ],
        probability: 'completed',
      },
      'body.variants.1.set',
    ],
    [
      'an index far past the list',
      {
        endpoint: '/v1/xcom/global-defense',
        body: { continents: [{ name: 'Asia', interceptors: 1, ufos: 1 }] },
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { 'continents.4294967294.ufos': 1 } },
        ],
        probability: 'allCleared',
      },
      'body.variants.1.set.continents.4294967294.ufos',
    ],
    [
      'a body 10,000 levels deep',
      `{"endpoint":"/v1/xcom/research","variants":[{"name":"a","set":{}},{"name":"b","set":{}}],"probability":"completed","body":${nested(10_000)}}`,
      'body.body',
    ],
    [
      'a set value 5,000 levels deep',
      `{"endpoint":"/v1/xcom/research","body":{"cost":3,"scientists":3},"variants":[{"name":"a","set":{}},{"name":"b","set":{"policy":${nested(5000)}}}],"probability":"completed"}`,
      'body.variants.1.set',
    ],
    [
      'the seed set by a variant',
      {
        endpoint: '/v1/xcom/research',
        body: research,
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { seed: 1 } },
        ],
        probability: 'completed',
      },
      'body.variants.1.set.seed',
    ],
    [
      'the method set by a variant',
      {
        endpoint: '/v1/xcom/research',
        body: { ...research, method: 'exact' },
        variants: [
          { name: 'a', set: {} },
          { name: 'b', set: { method: 'monte-carlo' } },
        ],
        probability: 'completed',
      },
      'body.variants.1.set.method',
    ],
  ]);
});

t.test('one budget for the whole comparison: the time limit, and the exact-state bound', async (t) => {
  const slow = await testApp(t, { threads: 2, timeLimitMs: 300 });
  const started = performance.now();
  const late = await post(slow, '/v1/compare', {
    endpoint: '/v1/xcom/research',
    body: { ...research, trials: 450_000, seed: 1 },
    variants: Array.from({ length: 20 }, (_, i) => ({ name: `v${i}`, set: { scientists: 1 + (i % 12) } })),
    probability: 'completed',
  });
  const ms = performance.now() - started;
  t.equal(late.status, 503);
  t.match(late.body, { title: 'Time limit exceeded' });
  t.ok(ms < 1500, `stopped at the one deadline (${ms.toFixed(0)} ms)`);

  const small = await testApp(t, { threads: 0, exactStates: 40 });
  const big = await post(small, '/v1/compare', {
    endpoint: '/v1/xcom/research',
    body: { ...research, method: 'exact' },
    variants,
    probability: 'completed',
  });
  t.equal(big.status, 422, 'a variant past the state bound is refused, not sampled');
  t.match(big.body.detail, /variant \d \(/, 'naming the variant');
});

t.test('the example of the API document: three interceptor placements ranked', async (t) => {
  const app = await testApp(t);
  await app.ready();
  const spec = app.swagger() as { components: { schemas: Record<string, { examples?: unknown[] }> } };
  const example = (spec.components.schemas.CompareRequestInput?.examples?.[0] ?? spec.components.schemas.CompareRequest?.examples?.[0]) as
    | { body: Record<string, unknown> }
    | undefined;
  assert.ok(example, 'the API document has an example comparison');
  const res = await post(app, '/v1/compare', example);
  t.equal(res.status, 200);
  t.equal(res.body.variants.length, 3);
  const ps = res.body.variants.map((v: Variant) => v.chance.p);
  t.same(
    ps,
    [...ps].sort((a, b) => b - a),
    'highest first',
  );
  const exact = await post(app, '/v1/compare', { ...example, body: { ...example.body, method: 'exact' } });
  t.equal(exact.status, 200);
  t.equal(
    res.body.variants[0].name,
    exact.body.variants[0].name,
    `sampled and exact rank the same placement first (${exact.body.variants[0].name})`,
  );
});
