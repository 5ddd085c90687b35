/**
 * POST /v1/xcom/round over HTTP: a round reduced to one phase answers what that phase's own
 * endpoint answers (exact fractions, for every phase), bad bodies are 400s naming the field,
 * hostile but valid bodies answer 200, 4xx or 503 (never 5xx), and a seeded answer is the same
 * bytes on one thread or two. (test/openapi.test.ts checks the documented example answer.)
 */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

type Part = {
  probabilities: Record<string, { fraction?: string }>;
  expectations: Record<string, { fraction?: string }>;
  distributions: Record<string, Array<{ value: number; fraction?: string }>>;
};

/** The fractions of an answer part's probabilities, means and distributions, by name. */
function fractions(part: Part, names: { probabilities?: string[]; expectations?: string[]; distributions?: string[] }) {
  return {
    probabilities: Object.fromEntries((names.probabilities ?? []).map((k) => [k, part.probabilities[k]?.fraction])),
    expectations: Object.fromEntries((names.expectations ?? []).map((k) => [k, part.expectations[k]?.fraction])),
    distributions: Object.fromEntries(
      (names.distributions ?? []).map((k) => [k, part.distributions[k]?.map((e) => [e.value, e.fraction])]),
    ),
  };
}

const continents = [{ name: 'Europe', panic: 1 }];

t.test("a round reduced to one phase answers as that phase's own endpoint (exact)", async (t) => {
  const app = await testApp(t);
  const exact = { method: 'exact' };

  // phase 4: one research area, with a stopping rule
  const area = { scientists: 2, cost: 3, progress: 1, bonusDice: 1 };
  let round = await post(app, '/v1/xcom/round', {
    continents,
    panicTrackEnd: 5,
    research: [area],
    policy: { research: { stopAtThreat: 4 } },
    ...exact,
  });
  let own = await post(app, '/v1/xcom/research', { ...area, policy: { stopAtThreat: 4 }, ...exact });
  t.equal(round.status, 200);
  const research = { probabilities: ['completed', 'exhausted'], expectations: ['markers', 'rolls'], distributions: ['markers', 'rolls'] };
  t.same(fractions(round.body.research[0], research), fractions(own.body, research), 'research: completed, exhausted, markers, rolls');
  t.ok(own.body.probabilities.completed.fraction !== '0/1' && own.body.probabilities.completed.fraction !== '1/1', 'not a trivial phase');
  t.ok(
    Math.abs(round.body.expectations.scientistsExhausted.mean - 2 * own.body.probabilities.exhausted.p) < 1e-12,
    'scientists exhausted: both scientists of the area when it is exhausted',
  );

  // phase 5: the orbit
  const orbit = { satellites: 2, ufos: 3 };
  round = await post(app, '/v1/xcom/round', { continents, panicTrackEnd: 20, orbit, ...exact });
  own = await post(app, '/v1/xcom/orbital-defense', { ...orbit, ...exact });
  const orbital = { probabilities: ['cleared', 'exhausted'], expectations: ['ufosLeft', 'rolls'], distributions: ['ufosLeft'] };
  t.same(fractions(round.body.orbit, orbital), fractions(own.body, orbital), 'orbital defence: cleared, exhausted, UFOs left, rolls');
  t.same(
    round.body.continents[0].panic.map((e: { value: number; fraction: string }) => [e.value - 1, e.fraction]),
    own.body.distributions.ufosLeft.map((e: { value: number; fraction: string }) => [e.value, e.fraction]),
    'the only continent takes every UFO left in orbit',
  );

  // phase 6: global defence
  const forces = [
    { name: 'North America', interceptors: 2, ufos: 2 },
    { name: 'Africa', interceptors: 1, ufos: 3 },
    { name: 'Asia', interceptors: 0, ufos: 1 },
  ];
  round = await post(app, '/v1/xcom/round', {
    continents: forces.map((c) => ({ ...c, panic: 0 })),
    panicTrackEnd: 20,
    policy: { global: { maxRolls: 3 } },
    ...exact,
  });
  own = await post(app, '/v1/xcom/global-defense', { continents: forces, policy: { maxRolls: 3 }, ...exact });
  const global = { probabilities: ['cleared', 'interceptorsLost'], expectations: ['ufosLeft'], distributions: ['ufosLeft'] };
  forces.forEach((c, i) => {
    t.same(fractions(round.body.continents[i], global), fractions(own.body.continents[i], global), `global defence: ${c.name}`);
    t.same(
      round.body.continents[i].panic.map((e: { value: number; fraction: string }) => [e.value, e.fraction]),
      own.body.continents[i].distributions.ufosLeft.map((e: { value: number; fraction: string }) => [e.value, e.fraction]),
      `${c.name}: panic from 0 is its UFOs left`,
    );
  });

  // phase 7: base defence
  const base = {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
      { name: 'Lin', skills: ['sniper', 'support'] },
    ],
    enemies: [
      { name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'] },
      { name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
    ],
  };
  round = await post(app, '/v1/xcom/round', { continents, panicTrackEnd: 5, base: { ...base, damage: 1, redSpace: 2 }, ...exact });
  own = await post(app, '/v1/xcom/base-defense', { ...base, ...exact });
  const baseParts = {
    probabilities: ['allDestroyed', 'anySoldierLost'],
    expectations: ['baseDamage', 'soldiersLost', 'rolls'],
    distributions: ['baseDamage', 'soldiersLost'],
  };
  t.same(fractions(round.body.base, baseParts), fractions(own.body, baseParts), 'base defence: destroyed, soldiers lost, damage, rolls');
  t.equal(
    round.body.probabilities.redSpaceReached.fraction,
    own.body.probabilities.allDestroyed.fraction.replace(
      /^(\d+)\/(\d+)$/,
      (_: string, n: string, d: string) => `${BigInt(d) - BigInt(n)}/${d}`,
    ),
    'one damage already taken, the red space at 2: any enemy left reaches it',
  );

  // phase 9: missions, the threat carried between the cards
  const missions = [
    { name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
    {
      name: 'Terror',
      soldiers: [{ skills: ['sniper'], special: 'sniper' }, { skills: ['heavy'] }],
      tasks: [{ kind: 'objective', special: 'sniper', assign: 1 }],
    },
  ];
  round = await post(app, '/v1/xcom/round', { continents, panicTrackEnd: 5, missions, ...exact });
  own = await post(app, '/v1/xcom/mission', { missions, ...exact });
  const card = {
    probabilities: ['completed', 'anySoldierLost'],
    expectations: ['tasksDone', 'soldiersLost'],
    distributions: ['tasksDone', 'soldiersLost'],
  };
  for (const [i, m] of missions.entries()) {
    t.same(fractions(round.body.missions[i], card), fractions(own.body.missions[i], card), `missions: ${m.name}`);
  }
  t.equal(round.body.probabilities.allMissionsCompleted.fraction, own.body.probabilities.allCompleted.fraction, 'every card completed');
  t.same(
    round.body.distributions.soldiersKilled.map((e: { value: number; fraction: string }) => [e.value, e.fraction]),
    own.body.distributions.soldiersLost.map((e: { value: number; fraction: string }) => [e.value, e.fraction]),
    'soldiers killed: those of the cards',
  );

  // phase 1: the budget audit (no dice): each continent's panic is certain
  const board = [
    { name: 'Asia', panic: 3 },
    { name: 'Europe', panic: 3 },
    { name: 'Africa', panic: 1 },
  ];
  round = await post(app, '/v1/xcom/round', {
    money: 5,
    upkeep: { soldiers: 3, interceptors: 3, scientists: 2, satellites: 1 },
    continents: board,
    panicTrackEnd: 5,
    ...exact,
  });
  own = await post(app, '/v1/xcom/budget', {
    money: 5,
    soldiers: 3,
    interceptors: 3,
    scientists: 2,
    satellites: 1,
    continents: board,
    panicTrackEnd: 5,
  });
  t.same(
    round.body.continents.map((c: { panic: Array<{ value: number; fraction: string }> }) => c.panic),
    own.body.continents.map((c: { panic: number }) => [{ value: c.panic, p: 1, fraction: '1/1' }]),
    'the audit: 4 short, Asia to the end (5), 2 spilled to Europe',
  );
  t.same(round.body.budget, own.body, "the round's phase 1 is the audit's answer");
});

t.test('the tie-break order', async (t) => {
  const app = await testApp(t);
  const board = {
    continents: [
      { name: 'Asia', panic: 4 },
      { name: 'Europe', panic: 4 },
    ],
    panicTrackEnd: 5,
    orbit: { satellites: 1, ufos: 1 },
    method: 'exact',
  };
  const first = await post(app, '/v1/xcom/round', board);
  const second = await post(app, '/v1/xcom/round', { ...board, tieBreak: ['Europe'] });
  t.same(first.body.tieBreak, ['Asia', 'Europe'], 'default: as listed');
  t.same(second.body.tieBreak, ['Europe', 'Asia'], 'named first, the rest as listed');
  t.equal(
    first.body.continents[0].trackEnd.fraction,
    second.body.continents[1].trackEnd.fraction,
    'the UFO left goes to the continent first in the order',
  );
  t.equal(first.body.continents[1].trackEnd.fraction, '0/1');
  t.equal(second.body.continents[0].trackEnd.fraction, '0/1');
});

t.test('bad bodies: 400 naming the field', async (t) => {
  const app = await testApp(t);
  const ok = {
    continents: [
      { name: 'Asia', panic: 1 },
      { name: 'Europe', panic: 2 },
    ],
    panicTrackEnd: 5,
  };
  await refuses(t, app, '/v1/xcom/round', [
    ['panic past the end of the track', { ...ok, continents: [{ name: 'Asia', panic: 6 }] }, 'body.continents.0.panic'],
    [
      'a continent twice',
      {
        ...ok,
        continents: [
          { name: 'Asia', panic: 1 },
          { name: 'Asia', panic: 2 },
        ],
      },
      'body.continents.1.name',
    ],
    ['an unknown continent in tieBreak', { ...ok, tieBreak: ['Oceania'] }, 'body.tieBreak.0'],
    ['a continent twice in tieBreak', { ...ok, tieBreak: ['Asia', 'Asia'] }, 'body.tieBreak.1'],
    [
      'progress at the cost',
      {
        ...ok,
        research: [
          { scientists: 1, cost: 2 },
          { scientists: 1, cost: 2, progress: 2 },
        ],
      },
      'body.research.1.progress',
    ],
    ['four research areas', { ...ok, research: Array(4).fill({ scientists: 1, cost: 2 }) }, 'body.research'],
    ['a base without its red space', { ...ok, base: { enemies: [{ name: 'Muton', hp: 2, skills: ['heavy'] }] } }, 'body.base.redSpace'],
    [
      'an unknown icon on a base enemy',
      { ...ok, base: { redSpace: 3, enemies: [{ name: 'Muton', hp: 2, skills: ['psionic'] }] } },
      'body.base.enemies.0.skills.0',
    ],
    ['a mission card without tasks', { ...ok, missions: [{ soldiers: 2 }] }, 'body.missions.0.tasks'],
    ['an unknown phase in policy', { ...ok, policy: { crisis: {} } }, 'body.policy'],
    ['a bad stopping rule', { ...ok, policy: { base: { maxRolls: -1 } } }, 'body.policy.base.maxRolls'],
    ['no continents', { panicTrackEnd: 5, continents: [] }, 'body.continents'],
    [
      'nine continents',
      { panicTrackEnd: 5, continents: Array.from({ length: 9 }, (_, i) => ({ name: `C${i}`, panic: 0 })) },
      'body.continents',
    ],
    ['too many trials', { ...ok, trials: 10_000_001 }, 'body.trials'],
  ]);
});

/** The largest board the schema takes: 8 continents, 12 soldiers in the base, 3 full mission cards. */
function hostileBoard() {
  const soldier = (i: number) => ({ skills: ['assault', 'heavy', 'sniper', 'support'], special: 'assault', elite: i % 2 === 0 });
  const card = {
    soldiers: Array.from({ length: 12 }, (_, i) => soldier(i)),
    tasks: [
      { kind: 'enemy', hp: 10, skills: ['assault', 'heavy', 'sniper', 'support', 'assault', 'heavy'] },
      { kind: 'objective' },
      { kind: 'enemy', hp: 10, skills: ['sniper'] },
    ],
  };
  return {
    money: 0,
    continents: Array.from({ length: 8 }, (_, i) => ({ name: `C${i}`, panic: i % 3, interceptors: 12, ufos: 20 })),
    panicTrackEnd: 20,
    orbit: { satellites: 12, ufos: 20 },
    research: Array(3).fill({ scientists: 12, cost: 10, bonusDice: 12 }),
    base: {
      soldiers: Array.from({ length: 12 }, (_, i) => soldier(i)),
      enemies: Array(8).fill({ name: 'Muton', hp: 10, skills: ['assault', 'heavy', 'sniper', 'support', 'assault', 'heavy'] }),
      redSpace: 20,
    },
    missions: [card, card, card],
  };
}

t.test('hostile but valid bodies answer 200, 4xx or 503, never 5xx', async (t) => {
  const app = await testApp(t, { threads: 2, timeLimitMs: 3000 });
  const board = hostileBoard();
  for (const body of [
    { ...board, trials: 10_000_000, seed: 1 },
    { ...board, method: 'exact' },
    { ...board, trials: 20_000, seed: 1 },
  ]) {
    const started = Date.now();
    const res = await post(app, '/v1/xcom/round', body);
    const ms = Date.now() - started;
    t.ok(
      [200, 400, 413, 422, 503].includes(res.status),
      `${JSON.stringify(body).length} bytes, ${'method' in body ? 'exact' : `${body.trials} trials`}: ${res.status} in ${ms} ms`,
    );
    if (res.status >= 400) t.match(res.type, /problem\+json/);
    t.ok(ms < 10_000, 'answered within the time limit and a margin');
  }
});

t.test('the same seed gives the same bytes on one thread and on two', async (t) => {
  const inline = await testApp(t, { threads: 0 });
  const pool = await testApp(t, { threads: 2 });
  const doc = (await inline.inject({ url: '/openapi.json' })).json();
  const body = doc.paths['/v1/xcom/round'].post.requestBody.content['application/json'].schema.$ref.split('/').pop();
  const example = { ...doc.components.schemas[body].examples[0], trials: 300_000 };
  const a = await post(inline, '/v1/xcom/round', example);
  const b = await post(pool, '/v1/xcom/round', example);
  t.equal(a.status, 200);
  const strip = (raw: string) => raw.replace(/"elapsedMs":[0-9.e+-]+/, '');
  t.equal(strip(a.raw), strip(b.raw));
});
