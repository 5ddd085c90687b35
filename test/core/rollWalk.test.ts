/**
 * The tabled walk of a step machine (simulations/core/rollWalk.ts): walking the table makes the
 * same draws and reaches the same ends as playing the machine, on the engine's seeded draws and
 * on loaded dice; past its bound a machine is played; a batch counts what its trials count one by
 * one. (The XCOM kernels built on it keep their seeded snapshots, in the kernel contract.)
 */
import t from 'tap';
import { JointRoll } from '../../simulations/core/jointRoll.js';
import {
  MachineTrials,
  compileRollWalk,
  machineRuns,
  playMachine,
  sequenceWalks,
  type RollMachine,
} from '../../simulations/core/rollWalk.js';
import type { Rng } from '../../simulations/core/rng.js';
import { PureRng, seededGenerator } from '../../src/engine/random.js';
import { LoadedDice } from '../helpers/loadedDice.js';

/** A race to 10 points: a d6 read as 1, 2 or 3 points (faces 1, 2-3, 4-6); after 4 rolls, a d8 decides a bonus point. */
interface Race {
  points: number;
  rolls: number;
  bonus: boolean;
}

const points = new JointRoll([{ from: 1, to: 6 }], [1, 2, 3], (f) => ((f[0] ?? 1) === 1 ? 0 : (f[0] ?? 1) <= 3 ? 1 : 2));
// a category of no weight (a face of the d8 nothing shows), which the walk must never play
const bonusDie = new JointRoll([{ from: 1, to: 8 }], [5, 0, 3], (f) => ((f[0] ?? 1) <= 5 ? 0 : 2));

const race: RollMachine<Race> = {
  copy: (s) => ({ ...s }),
  assign: (into, from) => Object.assign(into, from),
  key: (s) => (race.law(s) === null ? `end ${s.points},${s.bonus}` : `${s.points},${s.rolls},${s.bonus}`),
  law: (s) => (s.points >= 10 ? null : s.rolls === 4 && !s.bonus ? bonusDie : points),
  apply: (s, c) => {
    if (s.rolls === 4 && !s.bonus) {
      s.bonus = true;
      s.points += c === 2 ? 1 : 0;
      return;
    }
    s.points += c + 1;
    s.rolls++;
  },
};
const start = (): Race => ({ points: 0, rolls: 0, bonus: false });

t.test('walking the table draws and ends as playing the machine', async (t) => {
  const walk = compileRollWalk(start(), race, 1000);
  if (walk === undefined) throw new Error('the race has few states');
  t.ok(walk.states > 10, `${walk.states} live states, ${walk.ends.length} ends`);
  const a = new PureRng(seededGenerator(5));
  const b = new PureRng(seededGenerator(5));
  let same = true;
  for (let i = 0; i < 20_000; i++) {
    const walked = walk.ends[walk.run(a)];
    const played = playMachine(start(), race, b);
    same &&= walked !== undefined && walked.points === played.points && walked.bonus === played.bonus;
  }
  t.ok(same, '20,000 trials: the same ends');
  t.same(a.generator.getState(), b.generator.getState(), 'and the same words drawn');
});

t.test('loaded dice read the same faces from the table as from the machine', async (t) => {
  const walk = compileRollWalk(start(), race, 1000);
  if (walk === undefined) throw new Error('the race has few states');
  const faces = [1, 4, 2, 1, 7, 6, 6, 6];
  const a = new LoadedDice(faces);
  const b = new LoadedDice(faces);
  t.same(walk.ends[walk.run(a)], playMachine(start(), race, b), 'the same end');
  t.equal(a.unused, b.unused, 'the same faces read');
  // 1 + 3 + 2 + 1 points in four rolls, the d8 shows 7 (a bonus point), then 3: two faces unused
  t.same(playMachine(start(), race, new LoadedDice(faces)), { points: 11, rolls: 5, bonus: true });
  t.equal(a.unused, 2);
});

t.test('past its bound a machine is played, with the same draws', async (t) => {
  const tabled = new MachineTrials(start(), race, 1000);
  const played = new MachineTrials(start(), race, 3);
  t.ok(tabled.walk !== undefined, 'tabled');
  t.equal(played.walk, undefined, 'too many states: played');
  const a = new PureRng(seededGenerator(9));
  const b = new PureRng(seededGenerator(9));
  let same = true;
  for (let i = 0; i < 5000; i++) {
    const x = tabled.play(a);
    const y = played.play(b);
    same &&= x.points === y.points && x.bonus === y.bonus;
  }
  t.ok(same, '5,000 trials: the same ends');
});

t.test('a batch counts what its trials count one by one', async (t) => {
  const trials = new MachineTrials(start(), race, 1000);
  // slot 0: a bonus point came; slots 1..: the points
  const count = (end: Race, acc: Float64Array, times: number) => {
    if (end.bonus) acc[0] = (acc[0] ?? 0) + times;
    acc[end.points - 9] = (acc[end.points - 9] ?? 0) + times;
  };
  const { trial, batch } = machineRuns(trials, count);
  if (batch === undefined) throw new Error('a tabled machine has a batch');
  const one = new Float64Array(16);
  const many = new Float64Array(16);
  const a = new PureRng(seededGenerator(11));
  const b = new PureRng(seededGenerator(11));
  for (let i = 0; i < 10_000; i++) trial(a, one);
  batch(b, many, 6000);
  batch(b, many, 4000);
  t.same(Array.from(many), Array.from(one), 'the same counts');
  t.equal(Array.from(one).reduce((x, y) => x + y, 0) - (one[0] ?? 0), 10_000, 'every trial counted once in the points');
});

t.test('walks in sequence: one walk making the draws of each in turn, ending in their joint end', async (t) => {
  const one = compileRollWalk(start(), race, 1000);
  // a race already won: a walk without a live state, which draws nothing
  const won = compileRollWalk({ points: 10, rolls: 0, bonus: false }, race, 1000);
  if (one === undefined || won === undefined) throw new Error('the races have few states');
  const walks = [one, won, one];
  const sequence = sequenceWalks(walks, 10_000);
  if (sequence === undefined) throw new Error('within the bound');
  t.equal(sequenceWalks(walks, 20), undefined, 'past the bound: none');
  const a = new PureRng(seededGenerator(13));
  const b = new PureRng(seededGenerator(13));
  let same = true;
  for (let i = 0; i < 10_000; i++) {
    let joint = 0;
    for (const w of walks) joint = joint * w.ends.length + w.run(a);
    same &&= sequence.run(b) === joint;
  }
  t.ok(same, '10,000 trials: the same joint ends');
  t.same(a.generator.getState(), b.generator.getState(), 'and the same words drawn');
});

t.test("a roll read off the stream's words: the same ends and words as through Rng.roll", async (t) => {
  // 20 categories of uneven weights: many runs of words span a category's boundary
  const weights = [1, 7, 2, 30, 5, 11, 3, 0, 13, 1, 17, 4, 9, 2, 23, 6, 1, 19, 8, 3];
  const uneven = new JointRoll([{ from: 1, to: 163 }], weights, () => 0);
  // adds each roll's category until 60 or more: a walk of a few dozen states
  const sum: RollMachine<{ total: number }> = {
    copy: (s) => ({ ...s }),
    assign: (into, from) => Object.assign(into, from),
    key: (s) => s.total,
    law: (s) => (s.total >= 60 ? null : uneven),
    apply: (s, c) => {
      s.total += c;
    },
  };
  const walk = compileRollWalk({ total: 0 }, sum, 1000);
  if (walk === undefined) throw new Error('the sum has few states');
  const words = new PureRng(seededGenerator(17));
  const seeded = new PureRng(seededGenerator(17));
  // the same stream, through `roll` only (as an Rng without words is walked)
  const rolls: Rng = {
    int: (from, to) => seeded.int(from, to),
    count: (dice, sides, hits) => seeded.count(dice, sides, hits),
    roll: (law) => seeded.roll(law),
    end: (trial) => seeded.end(trial),
  };
  let same = true;
  for (let i = 0; i < 50_000; i++) same &&= walk.run(words) === walk.run(rolls);
  t.ok(same, `50,000 trials over ${walk.states} states: the same ends`);
  t.same(words.generator.getState(), seeded.generator.getState(), 'and the same words drawn');
});
