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

t.test('a base beyond exact computation: a panic objective never computes it, one on the base answers 422', async (t) => {
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
  for (const play of ['default', 'best']) {
    const red = await post(app, '/v1/xcom/round/plans', { ...body, objective: { name: 'redSpaceReached', direction: 'min' }, play });
    t.equal(red.status, 422, play);
    t.match(red.body.detail, /105 plans/);
  }
});

t.test('a client leaving stops the search: its slot is free and the thread idle soon after', async (t) => {
  const { app, base } = await listeningApp(t, { threads: 1 });
  const soldiers = ['assault', 'heavy', 'sniper', 'support', 'assault', 'heavy'].map((skill, i) => ({ name: `S${i}`, skills: [skill] }));
  // 729 ways to share six soldiers between two cards, each a joint exact mission: seconds of work
  const long = {
    ...EXAMPLE,
    missions: [
      { soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
      { soldiers: 0, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['sniper', 'support'] }] },
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
