/**
 * The table's step rule (simulations/xcom/roundStep.ts): a roll moves the task as the kernels'
 * rule does, a phase's end does its bookkeeping, and a seeded trial of the whole round's kernel,
 * its draws recorded, replayed roll by roll through POST /v1/xcom/round/step (each draw as the
 * dice it stands for, each move the default play's) ends where the trial ended.
 */
import t from 'tap';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import type { Rng, TrialLaw } from '../../simulations/core/rng.js';
import { xcomRound } from '../../simulations/xcom/round.js';
import { roundLayout } from '../../simulations/xcom/roundLayout.js';
import { settle, startPosition, step, type TablePosition } from '../../simulations/xcom/roundStep.js';
import { PureRng, seededGenerator } from '../../src/engine/random.js';
import { roundParams, type RoundBoard } from '../../routes/v1/xcom/round.js';
import { post, testApp } from '../helpers/app.js';

// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON
type Json = Record<string, any>;

/** A board through every phase with dice, each roll of a few dice (one draw a roll). */
const board = {
  continents: [
    { name: 'North America', panic: 2, interceptors: 2, ufos: 2 },
    { name: 'Europe', panic: 1, interceptors: 1, ufos: 1 },
    { name: 'Africa', panic: 3, ufos: 1 },
  ],
  panicTrackEnd: 5,
  money: 14,
  orbit: { satellites: 2, ufos: 2 },
  research: [
    { name: 'Laser Weapons', scientists: 2, cost: 3 },
    { name: 'Alien Materials', scientists: 1, cost: 2, bonusDice: 1 },
  ],
  base: {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
      { name: 'Lin', skills: ['sniper'] },
    ],
    enemies: [
      { name: 'Sectoid', hp: 2, skills: ['assault', 'sniper'] },
      { name: 'Muton', hp: 3, skills: ['heavy', 'assault'] },
    ],
    damage: 1,
    redSpace: 3,
  },
  missions: [
    { name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
    { name: 'Abduction', soldiers: 2, tasks: [{ kind: 'enemy', hp: 1, skills: ['assault'] }, { kind: 'objective' }] },
  ],
};

/** The board as the round's kernel reads it (the route's own reading of the body). */
function paramsOf(b: Json) {
  const filled = {
    orbit: { satellites: 0, ufos: 0 },
    missions: [],
    policy: { research: {}, orbital: {}, global: {}, base: {}, missions: {} },
    play: 'default',
    ...b,
    continents: b.continents.map((c: Json) => ({ interceptors: 0, ufos: 0, ...c })),
    research: (b.research ?? []).map((a: Json) => ({ progress: 0, bonusDice: 0, ...a })),
    base: b.base && {
      damage: 0,
      ...b.base,
      soldiers: b.base.soldiers.map((s: Json) => ({ elite: false, ...s })),
    },
  };
  return roundParams(filled as unknown as RoundBoard);
}

/** A seeded stream that records the category of every roll drawn (no words: every roll goes through `roll`). */
class RecordingRng implements Rng {
  readonly rolls: number[] = [];
  private readonly inner: PureRng;
  constructor(seed: number) {
    this.inner = new PureRng(seededGenerator(seed));
  }
  int(from: number, to: number): number {
    return this.inner.int(from, to);
  }
  count(dice: number, sides: number, hits: number): number {
    return this.inner.count(dice, sides, hits);
  }
  roll(roll: JointRoll): number {
    const c = this.inner.roll(roll);
    this.rolls.push(c);
    return c;
  }
  end(trial: TrialLaw): number {
    return trial.walk(this);
  }
}

t.test('a roll places markers up to the need, raises the threat, and a loss exhausts', async (t) => {
  const p = paramsOf(board);
  const at = settle(p, startPosition(p));
  t.equal(at.phase, 4);
  const { at: next, events } = step(p, at, { roll: {} }, { successes: 2, alien: 2 });
  t.equal(next.research[0]!.markers, 2);
  t.equal(next.threat, 2);
  t.same(
    events.map((e) => e.kind),
    ['markers', 'threat'],
  );
  const lost = step(p, next, { roll: {} }, { successes: 2, alien: 2 });
  t.equal(lost.at.research[0]!.markers, 3, 'a losing roll places its successes, the surplus wasted');
  t.ok(lost.at.research[0]!.exhausted);
  t.equal(lost.at.index, 1, 'the next area');
  t.equal(lost.at.threat, 1, 'its threat reset');
  t.throws(() => step(p, at, { roll: {} }, { successes: 3, alien: 2 }), {
    name: 'TableMoveError',
    message: '3 successes from 2 dice: at most 2',
  });
});

t.test("a phase's end does its bookkeeping: UFOs left in orbit, a continent's, enemies alive", async (t) => {
  const p = paramsOf(board);
  const orbit: TablePosition = { ...settle(p, startPosition(p)), phase: 5, index: 0 };
  const { at, events } = step(p, orbit, { stop: true }, undefined);
  t.equal(at.phase, 6);
  // 2 UFOs left go to the lowest panic (Europe, 1 after phase 1's audit)
  t.ok(events.some((e) => e.kind === 'panic' && e.phase === 5));
  const base: TablePosition = { ...at, phase: 7, index: 0 };
  const ended = step(p, base, { stop: true }, undefined);
  t.equal(ended.at.baseDamage, base.baseDamage + 2, 'two enemies alive: two damage');
  t.equal(ended.at.phase, 9);
});

t.test("a seeded trial of the round's kernel, replayed roll by roll through /step, ends where it ended", async (t) => {
  const app = await testApp(t);
  const p = paramsOf(board);
  const layout = roundLayout(p);
  const prepared = xcomRound.prepare(p);
  for (let seed = 1; seed <= 12; seed++) {
    const rng = new RecordingRng(seed);
    const acc = new Float64Array(layout.tally.size);
    prepared.trial(rng, acc);
    const draws = [...rng.rolls];
    let a = (await post(app, '/v1/xcom/round/advice', { state: { board } })).body as Json;
    let state = a.state;
    while (!a.over) {
      const move = a.advice.defaultPlay.move;
      let dice: { successes: number; alien: number } | undefined;
      if ('roll' in move) {
        const c = draws.shift();
        if (c === undefined) break;
        // a draw's category: successes x 2 + loss; a loss is a face at most the threat (1), else 8
        dice = { successes: c >> 1, alien: (c & 1) === 1 ? 1 : 8 };
      }
      const r = await post(app, '/v1/xcom/round/step', { state, move, ...(dice ? { dice } : {}) });
      if (r.status !== 200) t.fail(JSON.stringify(r.body));
      a = r.body as Json;
      state = a.state;
    }
    t.equal(draws.length, 0, `seed ${seed}: every draw replayed`);
    const end = state.at as TablePosition;
    const one = (slot: number, what: string) => t.equal(acc[slot], 1, `seed ${seed}: ${what}`);
    const holds = (slot: number, yes: boolean, what: string) => t.equal(acc[slot], yes ? 1 : 0, `seed ${seed}: ${what}`);
    layout.research.forEach((s, i) => {
      one(s.markers + end.research[i]!.markers, `area ${i} markers`);
      holds(s.exhausted, end.research[i]!.exhausted, `area ${i} exhausted`);
    });
    one(layout.orbit.ufosLeft + p.orbit.ufos - end.orbit.destroyed, 'UFOs left in orbit');
    layout.continents.forEach((s, i) => {
      one(s.panic + end.panic[i]!, `${board.continents[i]!.name} panic`);
      holds(s.interceptorsLost, end.continents[i]!.pooled, `${board.continents[i]!.name} interceptors lost`);
    });
    one(layout.top.baseDamageAfter + end.baseDamage, 'base damage');
    one(layout.base.soldiersLost + end.base.killed.length, 'soldiers of the base killed');
    layout.missions.forEach((s, c) => {
      one(s.tasksDone + end.missions[c]!.done, `card ${c} tasks done`);
      one(s.soldiersLost + end.missions[c]!.killed.length, `card ${c} soldiers killed`);
    });
  }
});
