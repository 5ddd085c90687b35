/**
 * POST /v1/xcom/round/plans over HTTP: the board reproduced exactly, each plan answered
 * played again through /v1/xcom/round (exact) giving its value, the player's own plan, the chart,
 * and the refusals (400 naming the field, 422 naming the count of plans).
 */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { listeningApp, postJson, waitFor } from '../service/edge.js';

const BOARD = {
  money: 6,
  continents: [
    { name: 'North America', panic: 2, ufos: 1 },
    { name: 'Europe', panic: 1, ufos: 1 },
    { name: 'Africa', panic: 3, ufos: 2 },
  ],
  panicTrackEnd: 5,
  orbit: { ufos: 2 },
};
const EXAMPLE = { ...BOARD, pool: { interceptors: 4, satellites: 2 }, objective: { name: 'anyContinentAtTrackEnd', direction: 'min' } };

interface PlanAnswer {
  placement: { continents: Array<{ name: string; interceptors: number }>; orbit: { satellites: number } };
  value: number;
  fraction: string;
}

/** The round's exact answer for the board with a placement made. */
async function playRound(app: Awaited<ReturnType<typeof testApp>>, p: PlanAnswer['placement']) {
  const body = {
    ...BOARD,
    continents: BOARD.continents.map((c, i) => ({ ...c, interceptors: p.continents[i]!.interceptors })),
    orbit: { ...BOARD.orbit, satellites: p.orbit.satellites },
    method: 'exact',
  };
  const res = await post(app, '/v1/xcom/round', body);
  return res.body.probabilities.anyContinentAtTrackEnd;
}

t.test("the issue's board: all four interceptors over Africa", async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/round/plans', EXAMPLE);
  t.equal(res.status, 200, res.raw.slice(0, 300));
  const a = res.body;
  const best = a.plans[0] as PlanAnswer;
  t.same(
    best.placement.continents.map((c) => c.interceptors),
    [0, 0, 4],
  );
  t.equal(best.placement.orbit.satellites, 0, 'satellites change nothing here: fewer units placed rank first');
  t.equal(best.fraction, '7304557364794/205891132094649');
  t.equal(a.plans.length, 5);
  t.equal(a.exactRanking, true);
  t.equal(a.count, 105, '35 ways of up to 4 interceptors over 3 continents, times 0..2 satellites');
  t.equal(a.own.fraction, '1/1', 'nothing placed: Africa (3 + 2 UFOs) reaches the end');
  t.equal(a.own.difference.fraction, '198586574729855/205891132094649');
  t.equal(a.own.rank, 61);
  const shown = (x: PlanAnswer) => `${x.placement.continents.map((c) => c.interceptors).join('-')} ${x.placement.orbit.satellites}`;
  t.same(
    (a.plans as PlanAnswer[]).map(shown),
    ['0-0-4 0', '0-0-3 0', '0-0-2 0', '0-0-1 0', '0-0-0 0'],
    'satellites and interceptors outside Africa gain nothing here: no plan answered only adds them to a plan above it',
  );
  t.ok(a.paddedLeftOut > 0, `${a.paddedLeftOut} padded plans left out`);
  const padded = await post(app, '/v1/xcom/round/plans', { ...EXAMPLE, includePadded: true });
  t.same(
    (padded.body.plans as PlanAnswer[]).slice(0, 3).map((x) => x.placement.orbit.satellites),
    [0, 1, 2],
    'asked back: one placement with 0, 1 and 2 satellites',
  );
  t.equal(padded.body.paddedLeftOut, 0);

  // every plan played through /v1/xcom/round gives its value
  for (const p of a.plans as PlanAnswer[]) {
    const round = await playRound(app, p.placement);
    t.equal(round.fraction, p.fraction, `${p.placement.continents.map((c) => c.interceptors).join('-')}: ${p.value}`);
  }
  // the other plans, by the round
  const spread = await playRound(app, {
    continents: [1, 1, 2].map((interceptors) => ({ name: '', interceptors })),
    orbit: { satellites: 2 },
  });
  t.equal(spread.p.toFixed(4), '0.1311');
  const other = await playRound(app, {
    continents: [2, 1, 1].map((interceptors) => ({ name: '', interceptors })),
    orbit: { satellites: 2 },
  });
  t.equal(other.p.toFixed(4), '0.3170');

  const again = await post(app, '/v1/xcom/round/plans', EXAMPLE);
  const { elapsedMs: _a, ...first } = a;
  const { elapsedMs: _b, ...second } = again.body;
  t.same(second, first, 'the same body, the same answer');
});

t.test('limits, a second objective and the chart', async (t) => {
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/round/plans', {
    ...EXAMPLE,
    limits: { maxInterceptorsPerContinent: 2, noInterceptors: ['Europe'] },
    secondObjective: { name: 'interceptorsLost', direction: 'min' },
    top: 3,
  });
  t.equal(res.status, 200);
  for (const p of res.body.plans as Array<PlanAnswer & { secondFraction: string }>) {
    t.ok(p.placement.continents.every((c) => c.interceptors <= 2));
    t.equal(p.placement.continents[1]!.interceptors, 0);
    t.type(p.secondFraction, 'string');
  }
  const svg = await app.inject({ method: 'POST', url: '/v1/xcom/round/plans?format=svg', payload: EXAMPLE });
  t.equal(svg.statusCode, 200);
  t.match(svg.headers['content-type'], /image\/svg\+xml/);
  t.match(svg.body, /Africa 4/);
});

t.test('refusals', async (t) => {
  const app = await testApp(t);
  const bad = await post(app, '/v1/xcom/round/plans', {
    ...EXAMPLE,
    pool: { interceptors: 13, soldiers: [{ skills: ['assault'] }] },
    objective: { name: 'panic', direction: 'min' },
    play: 'worst',
  });
  t.equal(bad.status, 400);
  const paths = bad.body.errors.map((e: { path: string }) => e.path);
  for (const p of ['body.pool.interceptors', 'body.objective.name', 'body.play']) t.ok(paths.includes(p), p);

  const small = await testApp(t, { threads: 0, exactStates: 50 });
  const large = await post(small, '/v1/xcom/round/plans', EXAMPLE);
  t.equal(large.status, 422);
  t.match(large.body.detail, /105 plans/);
});

t.test(
  'a base beyond exact computation: a panic objective never computes it; one on the base is sampled under the default play, 422 otherwise',
  async (t) => {
    const app = await testApp(t, { threads: 0, exactStates: 20_000 });
    const skills = ['assault', 'heavy', 'sniper', 'support'];
    // ten more units to pay for: money 16 leaves the pool's six paid, as on the board
    const body = {
      ...EXAMPLE,
      money: 16,
      base: {
        soldiers: Array.from({ length: 10 }, (_, i) => ({
          name: `S${i}`,
          skills: [skills[i % 4]!, skills[(i + 1) % 4]!],
          elite: i % 3 === 0,
        })),
        enemies: Array.from({ length: 6 }, (_, i) => ({ name: `E${i}`, hp: 3, skills: [skills[i % 4]!, skills[(i + 2) % 4]!] })),
        redSpace: 4,
      },
    };
    const panic = await post(app, '/v1/xcom/round/plans', body);
    t.equal(panic.status, 200, panic.raw.slice(0, 300));
    t.equal(panic.body.plans[0].fraction, '7304557364794/205891132094649', 'the base changes no panic');
    // the best play is itself solved exactly: beyond the bound, 422 naming the count of plans
    const red = await post(app, '/v1/xcom/round/plans', {
      ...body,
      objective: { name: 'redSpaceReached', direction: 'min' },
      play: 'best',
    });
    t.equal(red.status, 422);
    t.match(red.body.detail, /105 plans/);
    // an expectation of the base has no paired interval: 422 too
    const damage = await post(app, '/v1/xcom/round/plans', { ...body, objective: { name: 'baseDamageAfter', direction: 'min' } });
    t.equal(damage.status, 422);
    t.match(damage.body.detail, /105 plans/);
    // the default play, a probability: ranked by paired Monte Carlo (no pool soldier: one way to place them)
    const sampled = await post(app, '/v1/xcom/round/plans', {
      ...body,
      objective: { name: 'redSpaceReached', direction: 'min' },
      seed: 3,
      trials: 2_000,
    });
    t.equal(sampled.status, 200, sampled.raw.slice(0, 300));
    t.equal(sampled.body.method, 'monte-carlo');
    t.equal(sampled.body.exactRanking, false);
    t.same(sampled.body.sampled, { seed: 3, trials: 2_000, screenTrials: 4_000, confidence: 0.95 });
    t.equal(sampled.body.plans.length, 1, 'the soldiers part has one option: nothing placed');
    t.equal(sampled.body.own.value, sampled.body.plans[0].value);
    // the screen and two ranking runs must fit the trials cap, checked before anything runs
    const greedy = await post(app, '/v1/xcom/round/plans', {
      ...body,
      objective: { name: 'redSpaceReached', direction: 'min' },
      trials: 5_000_000,
    });
    t.equal(greedy.status, 400);
    t.equal(greedy.body.errors[0].path, 'body.trials');
  },
);

t.test('a client leaving stops the search: its slot is free and the thread idle soon after', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const soldiers = ['assault', 'heavy', 'sniper', 'support', 'assault', 'heavy', 'sniper', 'support'].map((skill, i) => ({
    name: `S${i}`,
    skills: [skill],
  }));
  // 65,536 ways to share eight soldiers between three cards (or keep them), each a joint exact
  // mission: seconds of work (six soldiers and two cards, 729 ways, took under half a second once
  // the exact task outcomes were on integer weights, and could end before the client left)
  const long = {
    ...EXAMPLE,
    missions: [
      { soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
      { soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['sniper', 'support'] }] },
      { soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'sniper'] }] },
    ],
    pool: { soldiers },
    objective: { name: 'allMissionsCompleted', direction: 'max' },
  };
  // a first request starts the worker thread (its start is not what is measured here)
  t.equal((await postJson(base, '/v1/xcom/round/plans', EXAMPLE)).status, 200);
  const leave = new AbortController();
  const asked = fetch(`${base}/v1/xcom/round/plans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(long),
    signal: leave.signal,
  }).catch(() => 'left');
  await waitFor(() => app.odds.admission.running > 0);
  await new Promise((r) => setTimeout(r, 500));
  const left = performance.now();
  leave.abort();
  t.equal(await asked, 'left');
  await waitFor(() => app.odds.admission.running === 0);
  t.ok(performance.now() - left < 5_000, `slot free ${Math.round(performance.now() - left)} ms after the client left`);
  // the one worker thread stopped the search: the next request does not wait for its seconds
  const asking = performance.now();
  const next = await postJson(base, '/v1/xcom/round/plans', EXAMPLE);
  t.equal(next.status, 200, 'the next request is answered');
  t.ok(performance.now() - asking < 3_000, `in ${Math.round(performance.now() - asking)} ms`);
});

/** A small board with soldiers: a base under attack and a mission card, three pool soldiers. */
const SOLDIERS = {
  money: 10,
  continents: [{ name: 'Asia', panic: 1, ufos: 1 }],
  panicTrackEnd: 5,
  base: {
    soldiers: [{ name: 'B', skills: ['heavy'] }],
    enemies: [{ name: 'E', hp: 2, skills: ['assault', 'sniper'] }],
    damage: 1,
    redSpace: 2,
  },
  missions: [{ name: 'Raid', soldiers: 0, tasks: [{ kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }, { kind: 'objective' }] }],
  pool: {
    soldiers: [
      { name: 'P1', skills: ['assault'] },
      { name: 'P2', skills: ['sniper'], elite: true },
      { name: 'P3', skills: ['support'] },
    ],
  },
};

interface SoldierPlan {
  placement: { base: string[]; missions: Array<{ soldiers: string[] }> };
  value: number;
  fraction: string;
}

/** The round's exact answer under `play` for the soldiers' board with a placement made. */
async function playSoldiers(app: Awaited<ReturnType<typeof testApp>>, p: SoldierPlan['placement'], play: string) {
  const known = [...SOLDIERS.base.soldiers, ...SOLDIERS.pool.soldiers];
  const named = (names: string[]) => names.map((n) => known.find((s) => s.name === n)!);
  const { pool: _pool, ...board } = SOLDIERS;
  const body = {
    ...board,
    base: { ...SOLDIERS.base, soldiers: named(p.base) },
    missions: SOLDIERS.missions.map((m, c) => ({ ...m, soldiers: named(p.missions[c]!.soldiers) })),
    play,
    method: 'exact',
  };
  const res = await post(app, '/v1/xcom/round', body);
  t.equal(res.status, 200, res.raw.slice(0, 300));
  return res.body.probabilities;
}

t.test(
  'play "best": every plan played by /v1/xcom/round with play "best" gives its value, never worse than the default play',
  async (t) => {
    const app = await testApp(t);
    for (const [name, direction] of [
      ['allMissionsCompleted', 'max'],
      ['redSpaceReached', 'min'],
    ] as const) {
      const plans = async (play: string) => {
        const res = await post(app, '/v1/xcom/round/plans', { ...SOLDIERS, objective: { name, direction }, play, top: 4 });
        t.equal(res.status, 200, res.raw.slice(0, 300));
        t.equal(res.body.play, play);
        t.equal(res.body.exactRanking, true);
        return res.body;
      };
      const best = await plans('best');
      const byDefault = await plans('default');
      for (const [play, answer] of [
        ['best', best],
        ['default', byDefault],
      ] as const) {
        for (const p of answer.plans as SoldierPlan[]) {
          const round = await playSoldiers(app, p.placement, play);
          t.equal(
            round[name].fraction,
            p.fraction,
            `${name}, ${play}: base ${p.placement.base} / card ${p.placement.missions[0]!.soldiers}`,
          );
        }
        const own = await playSoldiers(app, answer.own.placement, play);
        t.equal(own[name].fraction, answer.own.fraction, `${name}, ${play}: the player's own plan`);
      }
      t.not(best.plans[0].fraction, byDefault.plans[0].fraction, 'the two plays differ on this board');
      if (name === 'allMissionsCompleted') {
        // the best play maximises each card's completion: for every placement at least the default's
        t.ok(best.plans[0].value >= byDefault.plans[0].value, `best ${best.plans[0].fraction} >= default ${byDefault.plans[0].fraction}`);
      }
      t.comment(`${name}: best play ${best.plans[0].fraction}, default play ${byDefault.plans[0].fraction}`);
    }
  },
);

/*
 * Where exact is out of reach (planSampling.ts): a bound of 300 states puts the soldiers' board's
 * base defence and mission beyond exact, and the leading plans are ranked by paired Monte Carlo.
 * Tolerance: 4 standard errors (two-sided normal tail 6.3e-5 per comparison). The first test makes
 * about 20 comparisons, the second about 10: a new seed fails one of them by accident about once
 * in 800 runs, and, the seeds fixed, these always pass or always fail.
 */
const K = 4;
const seOf = (ci: number[], z = 1.96) => (ci[1]! - ci[0]!) / (2 * z);

t.test('forced through the Monte Carlo path, a small board ranks as the exact search does', async (t) => {
  const t0 = performance.now();
  const exactApp = await testApp(t);
  const sampledApp = await testApp(t, { threads: 0, exactStates: 300 });
  const body = { ...SOLDIERS, objective: { name: 'redSpaceReached', direction: 'min' }, top: 6, seed: 11, trials: 10_000 };
  const exact = await post(exactApp, '/v1/xcom/round/plans', { ...body, top: 12, includePadded: true });
  t.equal(exact.body.method, 'exact');
  const res = await post(sampledApp, '/v1/xcom/round/plans', body);
  t.equal(res.status, 200, res.raw.slice(0, 300));
  const a = res.body;
  t.equal(a.method, 'monte-carlo');
  t.equal(a.count, exact.body.count);
  t.equal(a.evaluated, 27, 'every way of placing three soldiers (off, base, card) screened');
  const key = (p: SoldierPlan) => `${p.placement.base}|${p.placement.missions[0]!.soldiers}`;
  const exactByKey = new Map<string, SoldierPlan>((exact.body.plans as SoldierPlan[]).map((p) => [key(p), p]));
  const plans = a.plans as Array<SoldierPlan & { ci: number[]; difference: { value: number; ci: number[] } }>;
  t.same(key(plans[0]!), key(exact.body.plans[0]), 'the best plan is the exact best');
  const best = exactByKey.get(key(plans[0]!))!;
  t.same(plans[0]!.difference, { value: 0, ci: [0, 0] }, 'differences are from the best plan, run first');
  plans.forEach((p, i) => {
    // each plan's exact value (the exact search's list holds the best 12 of 27)
    const e = exactByKey.get(key(p));
    t.ok(e, `${key(p)} among the exact best`);
    if (!e) return;
    const se = Math.max(seOf(p.ci), 1e-9);
    t.ok(Math.abs(p.value - e.value) <= K * se, `${key(p)}: ${p.value} vs exact ${e.value} (${((p.value - e.value) / se).toFixed(2)} SE)`);
    const d = e.value - best.value;
    const dse = Math.max(seOf(p.difference.ci), 1e-9);
    t.ok(Math.abs(p.difference.value - d) <= K * dse, `difference ${p.difference.value} vs exact ${d}`);
    // the order agrees with the exact values, but for plans the paired interval cannot tell apart
    const next = plans[i + 1];
    const en = next && exactByKey.get(key(next));
    if (en) t.ok(en.value >= e.value - K * Math.max(dse, seOf(next!.difference.ci)), `rank ${i + 1} before ${i + 2}`);
  });
  t.equal(a.own.rank, exact.body.own.rank, "the player's own plan ranks as exactly");
  const svg = await sampledApp.inject({ method: 'POST', url: '/v1/xcom/round/plans?format=svg', payload: body });
  t.equal(svg.statusCode, 200);
  t.match(svg.body, /by paired Monte Carlo, 10,000 trials/);

  t.comment(`inline: ${Math.round(performance.now() - t0)} ms`);

  // the same bytes on two worker threads as inline, with trials over three chunks (split between the threads)
  const threeChunks = { ...body, top: 1, trials: 40_000 };
  const inline = await post(sampledApp, '/v1/xcom/round/plans', threeChunks);
  const threaded = await testApp(t, { threads: 2, exactStates: 300 });
  const again = await post(threaded, '/v1/xcom/round/plans', threeChunks);
  const { elapsedMs: _a, ...first } = inline.body;
  const { elapsedMs: _b, ...second } = again.body;
  t.equal(first.method, 'monte-carlo');
  t.same(second, first, 'the same seed and body, the same answer, whatever the threads');
});

t.test('beyond exact: the sampled ranking against a brute force by Monte Carlo of every placement', async (t) => {
  const app = await testApp(t, { threads: 0, exactStates: 300 });
  const body = { ...SOLDIERS, objective: { name: 'allMissionsCompleted', direction: 'max' }, top: 3, seed: 5, trials: 10_000 };
  const res = await post(app, '/v1/xcom/round/plans', body);
  t.equal(res.status, 200, res.raw.slice(0, 300));
  t.equal(res.body.method, 'monte-carlo');
  // every placement of the three pool soldiers (off, base, card), each by /v1/xcom/round on its own seed
  const names = SOLDIERS.pool.soldiers.map((s) => s.name);
  const brute = new Map<string, { p: number; se: number }>();
  for (let code = 0; code < 27; code++) {
    const where = names.map((_, i) => Math.floor(code / 3 ** i) % 3);
    const base = ['B', ...names.filter((_, i) => where[i] === 1)];
    const card = names.filter((_, i) => where[i] === 2);
    const known = [...SOLDIERS.base.soldiers, ...SOLDIERS.pool.soldiers];
    const named = (ns: string[]) => ns.map((n) => known.find((s) => s.name === n)!);
    const { pool: _pool, ...board } = SOLDIERS;
    const round = await post(app, '/v1/xcom/round', {
      ...board,
      base: { ...SOLDIERS.base, soldiers: named(base) },
      missions: [{ ...SOLDIERS.missions[0]!, soldiers: named(card) }],
      seed: 100 + code,
      trials: 10_000,
    });
    const p = round.body.probabilities.allMissionsCompleted.p as number;
    brute.set(`${base}|${card}`, { p, se: Math.sqrt(Math.max(p * (1 - p), 1e-4) / 10_000) });
  }
  const top = Math.max(...[...brute.values()].map((b) => b.p));
  const plans = res.body.plans as Array<SoldierPlan & { ci: number[] }>;
  for (const p of plans) {
    const b = brute.get(`${p.placement.base}|${p.placement.missions[0]!.soldiers}`)!;
    const se = Math.hypot(seOf(p.ci), b.se);
    t.ok(Math.abs(p.value - b.p) <= K * se, `${p.placement.missions[0]!.soldiers}: ${p.value} vs brute force ${b.p}`);
  }
  const bestBrute = brute.get(`${plans[0]!.placement.base}|${plans[0]!.placement.missions[0]!.soldiers}`)!;
  t.ok(bestBrute.p >= top - K * Math.SQRT2 * bestBrute.se, `the best plan ${bestBrute.p} is within noise of the brute force's best ${top}`);
});
