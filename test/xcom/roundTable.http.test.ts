/**
 * POST /v1/xcom/round/step and /advice over HTTP: the advice before the first roll is the
 * best-play endpoint's exact value and first move; a scripted game through base defence and two
 * mission cards asks `/best` for the same state at every step and gets the advice's value and
 * first move; moves not open and impossible dice are 400s naming the field.
 */
import t, { type Test } from 'tap';
import { post, testApp } from '../helpers/app.js';

// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON
type Json = Record<string, any>;
type App = Awaited<ReturnType<typeof testApp>>;

const ask = async (app: App, url: string, body: unknown) => (await post(app, url, body)).body as Json;

const board = {
  continents: [
    { name: 'North America', panic: 2, interceptors: 1, ufos: 1 },
    { name: 'Europe', panic: 1, ufos: 1 },
  ],
  panicTrackEnd: 5,
  orbit: { satellites: 1, ufos: 1 },
  research: [{ name: 'Laser Weapons', scientists: 2, cost: 2 }],
  base: {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
    ],
    enemies: [{ name: 'Sectoid', hp: 2, skills: ['assault', 'heavy'] }],
    redSpace: 3,
  },
  missions: [
    { name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
    { name: 'Abduction', soldiers: 1, tasks: [{ kind: 'objective' }] },
  ],
};

/** The advice equals `/best` for its own question: the exact value and the first move. */
async function sameAsBest(t: Test, app: App, advice: Json) {
  const best = await ask(app, advice.question.url, advice.question.body);
  t.equal(advice.best.fraction, best.best.fraction, `value at ${advice.task.kind} ${advice.task.index}`);
  t.equal(advice.best.value, best.best.value);
  t.same(advice.best.firstMove, best.firstMove, 'first move');
  t.equal(advice.defaultPlay.fraction, best.defaultPlay.fraction, 'default play');
}

t.test('the advice before the first roll is the best-play endpoint', async (t) => {
  const app = await testApp(t);
  const a = await ask(app, '/v1/xcom/round/advice', { state: { board } });
  t.equal(a.over, false);
  t.equal(a.advice.phase, 4);
  t.equal(a.advice.question.url, '/v1/xcom/research/best');
  await sameAsBest(t, app, a.advice);
});

/** Plays the state on by the advice's best move and the scripted dice, checking each advice against `/best`. */
async function playBest(t: Test, app: App, start: Json, dice: Array<{ successes: number; alien: number }>) {
  let state = start;
  let a = await ask(app, '/v1/xcom/round/advice', { state });
  let steps = 0;
  while (!a.over) {
    if (a.advice.question !== null) await sameAsBest(t, app, a.advice);
    const move = a.advice.best.move;
    const roll = 'roll' in move ? dice.shift() : undefined;
    const s = await ask(app, '/v1/xcom/round/step', { state, move, ...(roll ? { dice: roll } : {}) });
    t.ok(Array.isArray(s.changes), 'the step answers its changes');
    state = s.state;
    a = s;
    steps++;
  }
  return { answer: a, steps };
}

t.test('a scripted game through base defence and two mission cards: every advice is /best for the same state', async (t) => {
  const app = await testApp(t);
  const game = {
    continents: [{ name: 'Europe', panic: 1 }],
    panicTrackEnd: 5,
    base: board.base,
    missions: board.missions,
  };
  const first = await ask(app, '/v1/xcom/round/advice', { state: { board: game } });
  t.equal(first.advice.phase, 7, 'phases 4-6 have no dice: passed');
  t.equal(first.advice.question.url, '/v1/xcom/base-defense/best');
  // a success on the Sectoid, a loss, a success; on the cards a loss amid successes, then successes
  const dice = [
    { successes: 1, alien: 8 },
    { successes: 0, alien: 2 },
    { successes: 1, alien: 8 },
    { successes: 1, alien: 8 },
    { successes: 1, alien: 1 },
    ...Array.from({ length: 20 }, (_, i) => ({ successes: i % 2, alien: 8 })),
  ];
  const { answer, steps } = await playBest(t, app, { board: game }, dice);
  t.ok(steps >= 6, `${steps} steps`);
  t.ok(answer.summary.unitsLost.soldiers >= 1, 'a loss killed soldiers');
  t.equal(answer.advice, null);
  t.equal(answer.summary.missions.length, 2);
  t.equal(answer.state.at.phase, 'over');
});

t.test('the step names the field of an illegal move or impossible dice', async (t) => {
  const app = await testApp(t);
  const state = { board };
  const refused = async (body: Json, path: string) => {
    const r = await post(app, '/v1/xcom/round/step', body);
    t.equal(r.status, 400, path);
    t.ok(
      (r.body as Json).errors?.some((e: Json) => e.path === path),
      `${path} named: ${JSON.stringify((r.body as Json).errors)}`,
    );
  };
  await refused({ state, move: { roll: { area: 0 } }, dice: { successes: 3, alien: 4 } }, 'body.dice.successes');
  await refused({ state, move: { roll: { area: 0 } }, dice: { successes: 1, alien: 9 } }, 'body.dice.alien');
  await refused({ state, move: { roll: { area: 0 } } }, 'body.dice');
  await refused({ state, move: { roll: { area: 1 } }, dice: { successes: 1, alien: 4 } }, 'body.move.roll.area');
  await refused({ state, move: { abandon: true } }, 'body.move');
  await refused(
    { state: { board, at: { phase: 4, research: [{ markers: 3 }] } }, move: { stop: true } },
    'body.state.at.research.0.markers',
  );
  const atBase = { board, at: { phase: 7 } };
  await refused({ state: atBase, move: { roll: { enemy: 0, soldiers: [5] } }, dice: { successes: 1, alien: 4 } }, 'body.move');
  await refused({ state: atBase, move: { roll: { enemy: 0 } }, dice: { successes: 1, alien: 4 } }, 'body.move.roll.soldiers');
  await refused({ state: { board, at: { phase: 7, base: { killed: [1, 1] } } }, move: { stop: true } }, 'body.state.at.base.killed.1');
  await refused({ state: { board, at: { phase: 'over' } }, move: { stop: true } }, 'body.move');
});

t.test('the GET link answers as the POST', async (t) => {
  const app = await testApp(t);
  const q = Buffer.from(JSON.stringify({ state: { board } })).toString('base64url');
  const got = await app.inject({ method: 'GET', url: `/v1/xcom/round/advice?q=${q}` });
  t.equal(got.statusCode, 200);
  t.equal(got.json().advice.best.fraction, (await ask(app, '/v1/xcom/round/advice', { state: { board } })).advice.best.fraction);
});

t.test('an objective overridden is the /best objective; mid-continent the game is solved from the state', async (t) => {
  const app = await testApp(t);
  const objectives = { research: { objective: { name: 'exhausted', direction: 'min' }, unitPrice: '1/6' } };
  const a = await ask(app, '/v1/xcom/round/advice', { state: { board }, objectives });
  t.same(a.advice.objective, { name: 'exhausted', direction: 'min', unitPrice: '1/6' });
  await sameAsBest(t, app, a.advice);
  // the last continent in play at threat 3, one of two UFOs destroyed: its own /best at threat 3
  const last = {
    continents: [
      { name: 'Europe', panic: 1 },
      { name: 'Asia', panic: 1, interceptors: 2, ufos: 2 },
    ],
    panicTrackEnd: 5,
  };
  const at = { phase: 6, index: 1, threat: 3, rolls: 2, continents: [{}, { destroyed: 1 }] };
  const mid = await ask(app, '/v1/xcom/round/advice', { state: { board: last, at } });
  t.equal(mid.advice.question, null, 'no body writes it');
  const best = await ask(app, '/v1/xcom/global-defense/best', {
    continents: [{ name: 'Asia', interceptors: 2, ufos: 1 }],
    threat: 3,
    method: 'exact',
  });
  t.equal(mid.advice.best.fraction, best.best.fraction, 'the value of the last continent from there');
  t.equal(mid.advice.defaultPlay.fraction, best.defaultPlay.fraction, 'the default play from there');
  t.equal(mid.standing.task.markers, 1);
});

t.test('global defence first: the advice is /best for every continent, those without interceptors passed as they are', async (t) => {
  const app = await testApp(t);
  const continents = [
    { name: 'Europe', panic: 1, ufos: 1 },
    { name: 'Asia', panic: 2, interceptors: 2, ufos: 1 },
    { name: 'Africa', panic: 0, interceptors: 1, ufos: 2 },
  ];
  for (const objective of [undefined, { objective: { name: 'panic', direction: 'min' } }]) {
    const body = { state: { board: { continents, panicTrackEnd: 5 } }, ...(objective ? { objectives: { global: objective } } : {}) };
    const a = await ask(app, '/v1/xcom/round/advice', body);
    t.equal(a.advice.phase, 6);
    t.equal(a.advice.task.index, 1, 'Europe, without interceptors, passed');
    const best = await ask(app, '/v1/xcom/global-defense/best', {
      continents: continents.map((c) => ({ name: c.name, interceptors: c.interceptors ?? 0, ufos: c.ufos })),
      ...(objective ? { objective: objective.objective } : {}),
      method: 'exact',
    });
    t.equal(a.advice.best.fraction, best.best.fraction, 'the value of the whole phase');
    t.same(a.advice.best.firstMove, best.firstMove);
    await sameAsBest(t, app, a.advice);
  }
});
