/**
 * The ASL trial loops are the rules played with the dice as drawn: a tabled walk (walk.ts)
 * ends every trial where its step machine, played check by check on the same draws, ends it;
 * a kernel's location check counts what a plain replay of the cascade counts, draw for draw;
 * a batch counts what as many single trials count; trials counted by their end (`Ends`) add
 * the same slots as trials added one by one.
 */
import t, { type Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import type { Kernel } from '../../simulations/core/kernel.js';
import type { Rng } from '../../simulations/core/rng.js';
import { PureRng, seededGenerator } from '../../src/engine/random.js';
import { chunkCount, runChunks } from '../../src/engine/chunks.js';
import { ORIGINAL_DR, TWO_D6 } from '../../simulations/asl/dice.js';
import { Ends } from '../../simulations/core/rollWalk.js';
import { Cascade } from '../../simulations/asl/cascade.js';
import { cascadeTrials, locationCheck } from '../../simulations/asl/locationCheck.js';
import { STATUS_KEYS, locationSpecs, statusOf, type LocationParams } from '../../simulations/asl/locationUnits.js';
import { checkResult, heatOfBattle, rollKilled, rollTwoD6 } from '../../simulations/asl/morale.js';
import { moraleCheck } from '../../simulations/asl/moraleCheck.js';
import { RallySequence, rallyAttempt } from '../../simulations/asl/rallyAttempt.js';
import { rallyOptions } from '../../simulations/asl/rallyOptions.js';
import { Rout, routInterdiction, routRules, type RoutParams } from '../../simulations/asl/routInterdiction.js';
import { compileWalk, type StepRules } from '../../simulations/asl/walk.js';
import { leader, unit } from './units.js';

const rng = (seed: number) => new PureRng(seededGenerator(seed));

t.test('ends: trials counted by end and flushed add what trials added one by one add', async (t) => {
  const lists = [[0, 3], [1], [2, 2, 3], []];
  const ends = new Ends(lists.length, (e) => itemAt(lists, e));
  const one = new Float64Array(4);
  const counted = new Float64Array(4);
  const seq = [0, 2, 2, 1, 3, 0, 2];
  for (const e of seq) {
    ends.add(one, e);
    ends.count(e);
  }
  ends.flush(counted);
  t.same(Array.from(counted), Array.from(one));
  t.same(Array.from(one), [2, 1, 6, 5], 'by hand: ends 0 twice, 1 once, 2 three times (slot 2 twice each)');
  ends.flush(counted);
  t.same(Array.from(counted), [2, 1, 6, 5], 'a flush empties the counts');
});

/** Plays the machine from `s` to its end, check by check: the 2d6, then after a wound its severity dr. */
function play<S>(s: S, rules: StepRules<S>, rng: Rng): number {
  while (rules.next(s)) {
    const d = rng.roll(TWO_D6);
    const result = rules.result(s, d);
    const law = rules.severity(s, result);
    rules.apply(s, d, result, law !== null && rng.roll(law) === 1);
  }
  return rules.end(s);
}

/** Every trial's end by the tabled walk and by the machine played, on the same seed. */
function sameEnds<S>(t: Test, label: string, start: S, rules: StepRules<S>, trials: number, seed: number): void {
  const walk = compileWalk(start, rules, 10_000);
  if (!walk) throw new Error(`${label}: not tabled`);
  const a = rng(seed);
  const b = rng(seed);
  const s = rules.copy(start);
  let differ = 0;
  const seen = new Set<number>();
  for (let i = 0; i < trials; i++) {
    rules.assign(s, start);
    const end = play(s, rules, b);
    if (walk.run(a) !== end) differ++;
    seen.add(end);
  }
  t.equal(differ, 0, `${label}: ${trials} trials end alike (${walk.states} states, ${seen.size} ends seen)`);
  t.same(a.generator.getState(), b.generator.getState(), `${label}: the same draws`);
}

const routBase: RoutParams = {
  brokenMorale: 7,
  unit: 'squad',
  interdictions: 3,
  pinnedAdjacentToEnemy: true,
  drm: 0,
  fanatic: false,
  wounded: false,
  leader: null,
};

t.test('a tabled walk ends every trial where the machine played ends it', async (t) => {
  sameEnds(t, 'rout, 3 interdictions', new Rout(routBase), routRules, 50_000, 1);
  sameEnds(
    t,
    'rout of a wounded leader with a 9-1',
    new Rout({
      ...routBase,
      unit: 'leader',
      wounded: true,
      brokenMorale: 8,
      interdictions: 4,
      pinnedAdjacentToEnemy: false,
      leader: { morale: 9, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true },
    }),
    routRules,
    50_000,
    2,
  );
  const rally = { brokenMorale: 7, terrain: 'woods' as const, desperation: false, drm: 0, fanatic: false, wounded: false, phases: 5 };
  for (const [label, seq] of [
    ['squad self-rally, 5 phases', new RallySequence({ ...rally, unit: 'squad' }, { leadership: 0, selfRally: true })],
    [
      'wounded leader under a 9-2, 5 phases',
      new RallySequence({ ...rally, unit: 'leader', wounded: true }, { leadership: -2, selfRally: false }),
    ],
  ] as const) {
    sameEnds(t, label, seq.start, seq, 50_000, 3);
  }
});

/**
 * The location check replayed here: the cascade's step machine with the morale core's
 * `checkResult` on each Original DR (not its table), the slots found by their names.
 */
function replayLocation(p: LocationParams, trials: number, r: Rng): Float64Array {
  const { tally } = locationCheck.prepare(p);
  const event = (name: string) => tally.events.find((e) => e.name === name)!.slot;
  const value = (name: string, x: number) => {
    const v = tally.values.find((e) => e.name === name)!;
    return v.slot + x - v.min;
  };
  const acc = new Float64Array(tally.size);
  const c = new Cascade(locationSpecs(p), p.modifier, p.drm);
  for (let i = 0; i < trials; i++) {
    c.reset();
    while (c.next()) {
      const u = itemAt(c.units, c.unit);
      const original = itemAt(ORIGINAL_DR, rollTwoD6(r));
      const result = checkResult(u, original, original + c.drm, c.check);
      c.apply(result, rollKilled(r, u, result), heatOfBattle(u.kind, original, c.check));
    }
    let broken = 0;
    let gone = 0;
    const count = (slot: number) => {
      acc[slot] = itemAt(acc, slot) + 1;
    };
    for (const [k, u] of c.units.entries()) {
      if (u.eliminated) gone++;
      else if (u.broken) broken++;
      count(event(`units.${k}.${itemAt(STATUS_KEYS, statusOf(u))}`));
    }
    if (broken === 0 && gone === 0) count(event('allGoodOrder'));
    if (broken > 0) count(event('anyBroken'));
    if (c.lost('eliminated')) count(event('leaderLost'));
    if (c.lost('broke')) count(event('leaderBroke'));
    if (c.heat) count(event('heatOfBattle'));
    count(value('unitsBroken', broken));
    count(value('unitsEliminated', gone));
    count(value('checks', c.checks));
  }
  return acc;
}

t.test('the location check counts what a replay of the cascade counts, tabled or played', async (t) => {
  const stacks: Array<[string, LocationParams, boolean]> = [
    ['8-1 and a squad (tabled)', { units: [leader('8-1', 8, -1), unit('sq', { brokenMorale: 8 })], modifier: 1, drm: 0 }, true],
    [
      'three squads, one broken (tabled)',
      { units: [unit('a'), unit('b', { morale: 6 }), unit('c', { broken: true, brokenMorale: 6 })], modifier: 2, drm: 0 },
      true,
    ],
    [
      'wounded 9-1 and a hero (tabled)',
      { units: [leader('9-1', 9, -1, { wounded: true }), unit('h', { kind: 'hero', morale: 9, brokenMorale: 9 })], modifier: 2, drm: 1 },
      true,
    ],
    [
      '9-2, 8-1 and two squads (played)',
      {
        units: [leader('9-2', 9, -2), leader('8-1', 8, -1), unit('a', { brokenMorale: 8 }), unit('b', { fanatic: true })],
        modifier: 2,
        drm: 0,
      },
      false,
    ],
  ];
  for (const [name, p, tabled] of stacks) {
    const prepared = locationCheck.prepare(p);
    const mine = rng(11);
    const kernel = new Float64Array(prepared.tally.size);
    for (let i = 0; i < 30_000; i++) prepared.trial(mine, kernel);
    const theirs = rng(11);
    t.same(Array.from(kernel), Array.from(replayLocation(p, 30_000, theirs)), `${name}: the same counts`);
    t.same(mine.generator.getState(), theirs.generator.getState(), `${name}: the same draws`);
    t.equal(cascadeTrials(p).walk !== undefined, tabled, `${name}: ${tabled ? 'tabled' : 'played check by check'}`);
  }
});

const asl = { drm: 0, fanatic: false, wounded: false, unit: 'squad' as const };
const kernels: Array<[string, Kernel<unknown>, unknown]> = [
  [
    'morale check',
    moraleCheck as Kernel<unknown>,
    { morale: 8, broken: false, check: 'MC', modifier: 2, leadership: 0, ...asl, unit: 'leader', wounded: true },
  ],
  [
    'rally',
    rallyAttempt as Kernel<unknown>,
    { brokenMorale: 6, terrain: 'open', desperation: true, phases: 4, leadership: 0, selfRally: true, ...asl },
  ],
  [
    'rally options',
    rallyOptions as Kernel<unknown>,
    {
      brokenMorale: 7,
      terrain: 'woods',
      desperation: false,
      phases: 3,
      ...asl,
      options: [
        { leadership: -1, selfRally: false },
        { leadership: 0, selfRally: true },
      ],
    },
  ],
  [
    'rout',
    routInterdiction as Kernel<unknown>,
    { ...routBase, leader: { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true } },
  ],
  ['location check, tabled', locationCheck as Kernel<unknown>, { units: [leader('8-1', 8, -1), unit('sq')], modifier: 1, drm: 0 }],
  [
    'location check, played',
    locationCheck as Kernel<unknown>,
    { units: [leader('9-2', 9, -2), leader('8-1', 8, -1), unit('a'), unit('b')], modifier: 1, drm: 0 },
  ],
];

t.test('a batch counts what as many single trials count, chunk by chunk', async (t) => {
  for (const [name, kernel, params] of kernels) {
    const prepared = kernel.prepare(params);
    t.ok(prepared.batch, `${name}: offers a batch`);
    const range = { seed: 5, from: 0, to: chunkCount(40_000), trials: 40_000 };
    const batched = runChunks(prepared, range);
    const single = runChunks({ tally: prepared.tally, trial: prepared.trial }, range);
    t.same(Array.from(batched), Array.from(single), `${name}: the same counts`);
  }
});
