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
