/**
 * The whole round's kernel (simulations/xcom/round.ts): loaded dice for the panic routing of
 * every phase that moves panic, a hand-worked fraction for a tiny board, the exact composition's
 * panic against an enumeration written here (the orbit's and every continent's ends, routed by
 * this file's own reading of the track), and Monte Carlo against the exact method.
 */
import assert from 'node:assert';
import t, { type Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import { xcomRound, type RoundParams } from '../../simulations/xcom/round.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { K_SIGMA, simulate, type ExactSlots } from '../helpers/statistics.js';
import { taskEnds } from './xcomExact.js';

/** A board with nothing in it but `continents` (no dice anywhere), to be filled in by each test. */
function board(continents: Array<Partial<RoundParams['continents'][number]>>, more: Partial<RoundParams> = {}): RoundParams {
  return {
    panicTrackEnd: 5,
    continents: continents.map((c) => ({ panic: 0, interceptors: 0, ufos: 0, ...c })),
    tieOrder: continents.map((_, i) => i),
    budget: null,
    research: [],
    orbit: { satellites: 0, ufos: 0 },
    base: { soldiers: [], enemies: [], damage: 0, redSpace: 1 },
    missions: [],
    policy: { research: {}, orbital: {}, global: {}, base: {}, missions: {} },
    ...more,
  };
}

t.test("loaded dice: the orbit's UFOs left go to the lowest-panic continent, ties by the tie-break order", async (t) => {
  // orbit: one satellite, 2 UFOs; the die shows 3 (a miss), the alien die 1 (a loss at threat 1)
  const p = board([{ panic: 2 }, { panic: 1 }, { panic: 1 }], { orbit: { satellites: 1, ufos: 2 } });
  let o = loadedTrial(xcomRound, p, [3, 1]);
  t.equal(o.unused, 0, "one roll: the loss ends the orbit's task");
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [2, 3, 1],
    'both UFOs to the first of the two lowest, as listed',
  );
  t.equal(o.values['orbit.0.ufosLeft'], 2);
  t.equal(o.values.satellitesExhausted, 1, 'the loss exhausts the satellite');

  o = loadedTrial(xcomRound, { ...p, tieOrder: [2, 1, 0] }, [3, 1]);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [2, 1, 3],
    'the tie-break order names the third continent first: it takes them',
  );

  // one success before the loss: a UFO left over after a loss
  o = loadedTrial(xcomRound, { ...p, orbit: { satellites: 2, ufos: 3 } }, [1, 4, 1]);
  t.equal(o.values['orbit.0.ufosLeft'], 2, "the losing roll's success still destroys a UFO; two stay");
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [2, 3, 1],
  );
  t.equal(o.values.satellitesExhausted, 2);

  // the lowest reaches the end of the track: the rest spills to the next lowest
  o = loadedTrial(xcomRound, board([{ panic: 4 }, { panic: 3 }, { panic: 4 }], { orbit: { satellites: 1, ufos: 3 } }), [3, 1]);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [5, 5, 4],
    '2 to the lowest (3 -> 5), the last to the first of the next lowest',
  );
  t.equal(o.values.continentsAtTrackEnd, 2);
  t.ok(o.events.anyContinentAtTrackEnd && o.events['continents.0.trackEnd'] && !o.events['continents.2.trackEnd']);
});

t.test('loaded dice: the deficit goes to the highest panic and spills when it reaches the end', async (t) => {
  const p = board([{ panic: 3 }, { panic: 4 }, { panic: 3 }], {
    budget: { money: 1, soldiers: 2, interceptors: 0, scientists: 1, satellites: 1 },
  });
  // upkeep 4, money 1: a shortfall of 3; no dice anywhere
  let o = loadedTrial(xcomRound, p, []);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [5, 5, 3],
    '1 to the highest (4 -> 5), the other 2 to the first of the tied next highest',
  );
  t.equal(o.values.continentsAtTrackEnd, 2);

  o = loadedTrial(xcomRound, { ...p, tieOrder: [2, 1, 0] }, []);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [3, 5, 5],
    'the tie-break order gives the spill to the third continent',
  );

  o = loadedTrial(xcomRound, { ...p, budget: { money: 0, soldiers: 9, interceptors: 0, scientists: 0, satellites: 0 } }, []);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [5, 5, 5],
    'a shortfall larger than the track can take fills it, and no more',
  );
  t.equal(o.values.continentsAtTrackEnd, 3);
});

t.test("loaded dice: phase 6 adds each continent's UFOs left to it, after phases 1 and 5, capped at the end", async (t) => {
  const p = board(
    [
      { panic: 1, interceptors: 1, ufos: 2 },
      { panic: 2, interceptors: 0, ufos: 1 },
      { panic: 4, interceptors: 2, ufos: 3 },
    ],
    {
      orbit: { satellites: 1, ufos: 1 },
    },
  );
  // orbit: die 5, alien 8 (safe), die 2 (hit): cleared. Continent 1: die 1 (hit), alien 1 (loss): one UFO
  // left. Continent 2: no interceptors. Continent 3: dice 6, 6, alien 1: a loss, three UFOs left.
  const o = loadedTrial(xcomRound, p, [5, 8, 2, 3, 1, 1, 6, 6, 1]);
  t.equal(o.unused, 0);
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.ufosLeft`]),
    [1, 1, 3],
  );
  t.same(
    [0, 1, 2].map((i) => o.values[`continents.${i}.panic`]),
    [2, 3, 5],
    'each its own UFOs left; the third stops at the end (4 + 3 -> 5)',
  );
  t.same(
    [o.events['continents.0.interceptorsLost'], o.events['continents.1.interceptorsLost'], o.events['continents.2.interceptorsLost']],
    [true, false, true],
  );
  t.equal(o.values.interceptorsLost, 3, 'one interceptor and two to the pool');
  t.equal(o.values.satellitesExhausted, 0);
  t.ok(o.events['orbit.0.cleared']);
});

t.test("loaded dice: research, base and missions in the seed's order on one stream", async (t) => {
  const p = board([{ panic: 0 }], {
    research: [
      { scientists: 1, cost: 1, progress: 0, bonusDice: 0 },
      { scientists: 0, cost: 2, progress: 0, bonusDice: 2 },
      { scientists: 2, cost: 2, progress: 1, bonusDice: 0 },
    ],
    base: {
      soldiers: [{ skills: [0], elite: false }],
      enemies: [
        { hp: 1, skills: [0] },
        { hp: 1, skills: [0] },
      ],
      damage: 1,
      redSpace: 2,
    },
    missions: [{ soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] }],
  });
  const o = loadedTrial(
    xcomRound,
    p,
    [
      // area I: die 1 (hit), alien 1: completed by the roll that exhausts its scientist
      1, 1,
      // area II: no scientist, nothing rolled; area III: dice 3, 4, alien 8 (safe), then 2, 5, alien 2 (loss at threat 2)
      3, 4, 8, 2, 5, 2,
      // base: the soldier hits the first enemy (die 1, alien 3: safe at threat 1), then misses and loses at threat 2
      1, 3, 6, 2,
      // missions (threat back to 1): the soldier's die 2 hits, alien 1 loses
      2, 1,
    ],
  );
  t.equal(o.unused, 0, 'every scripted face used: no roll for the area without scientists');
  t.same([o.events['research.0.completed'], o.events['research.1.completed'], o.events['research.2.completed']], [true, false, true]);
  t.equal(o.values.scientistsExhausted, 3, "area I's scientist and area III's two");
  t.notOk(o.events.allResearchCompleted);
  t.equal(o.values['base.0.baseDamage'], 1, 'the second enemy survives');
  t.equal(o.values.baseDamageAfter, 2);
  t.ok(o.events.redSpaceReached, '1 + 1 reaches the red space at 2');
  t.ok(o.events['missions.0.completed'] && o.events.allMissionsCompleted, 'the mission is done by the roll that kills its soldier');
  t.equal(o.values.soldiersKilled, 2, 'one in the base, one on the card');
});

// One continent of panic 4 (no interceptors) and one of panic 4 with 1 interceptor and 1 UFO; one
// satellite and one UFO in orbit; the track ends at 5. The orbit's task and the second continent's
// are the same task: one die (a hit 1/3) until the UFO is destroyed or a loss (d8 <= threat, the
// threat 1, 2, ... from 1). It goes on only past a roll with no hit and no loss,
// (2/3)(8 - t)/8 at threat t, so P(UFO destroyed) = 1/3 (1 + 7/12 + 7/24 + 35/288 + 35/864 +
// 35/3456 + 35/20736 + 35/248832) = 509855/746496, and P(it stays) = q = 236641/746496.
const Q_NUM = 236641n;
const Q_DEN = 746496n;

t.test('a hand-worked fraction: the tiny board', async (t) => {
  const p = board([{ panic: 4 }, { panic: 4, interceptors: 1, ufos: 1 }], { orbit: { satellites: 1, ufos: 1 } });
  const exact = exactByName(p);
  const q = (n: bigint, d: bigint) => `${n}/${d}`;
  // the tie for the lowest goes to the first listed: each continent reaches 5 on its own UFO, independently
  t.equal(exact.event('continents.0.trackEnd').toString(), q(Q_NUM, Q_DEN), "continent 1: the orbit's UFO stays");
  t.equal(exact.event('continents.1.trackEnd').toString(), q(Q_NUM, Q_DEN), 'continent 2: its own UFO stays');
  t.equal(exact.value('continentsAtTrackEnd', 2).toString(), q(Q_NUM * Q_NUM, Q_DEN * Q_DEN), 'both: q^2 = 55998962881/557256278016');
  t.equal(exact.event('anyContinentAtTrackEnd').toString(), '297304156991/557256278016', '1 - (1 - q)^2');

  // the player breaks the tie the other way: both UFOs push the second continent
  const other = exactByName({ ...p, tieOrder: [1, 0] });
  t.equal(other.event('continents.0.trackEnd').toString(), '0/1');
  t.equal(other.event('continents.1.trackEnd').toString(), '297304156991/557256278016', 'either UFO left reaches the end');
  t.equal(other.value('continentsAtTrackEnd', 2).toString(), '0/1');
});

/** The kernel's exact answer read by tally names. */
function exactByName(p: RoundParams) {
  const { tally } = xcomRound.prepare(p);
  assert.ok(xcomRound.exact, 'the round computes exactly');
  const slots = xcomRound.exact(p, new ExactBudget(2_000_000));
  return {
    slots,
    tally,
    event(name: string): Rational {
      const e = tally.events.find((x) => x.name === name);
      assert.ok(e, `the round counts the event ${name}`);
      return itemAt(slots, e.slot);
    },
    value(name: string, x: number): Rational {
      const v = tally.values.find((e) => e.name === name);
      assert.ok(v, `the round counts the value ${name}`);
      return itemAt(slots, v.slot + x - v.min);
    },
  };
}

/* ---- Panic, enumerated here: every end of the orbit and of each continent, routed by hand ---- */

/** The track as this test reads the seed: X on the continents ranked first, each filled to the end in turn. */
function routeByRank(panic: number[], end: number, x: number, order: number[], pick: 'highest' | 'lowest'): number[] {
  const out = panic.slice();
  const rank = (i: number) => order.indexOf(i);
  const at = (i: number) => itemAt(panic, i);
  const ranked = order.filter((i) => at(i) < end).sort((a, b) => (pick === 'lowest' ? at(a) - at(b) : at(b) - at(a)) || rank(a) - rank(b));
  let left = x;
  for (const i of ranked) {
    const from = itemAt(out, i);
    const by = Math.min(left, end - from);
    out[i] = from + by;
    left -= by;
  }
  return out;
}

/** UFOs left by a phase-5/6 task of `dice` dice against `ufos`: value -> probability. */
function leftLaw(dice: number, ufos: number, policy: { stopAtThreat?: number; maxRolls?: number }): Map<number, number> {
  const law = new Map<number, number>();
  if (dice === 0) return law.set(ufos, 1);
  for (const e of taskEnds(dice, ufos, 1, policy)) law.set(ufos - e.hits, (law.get(ufos - e.hits) ?? 0) + e.w);
  return law;
}

function panicExpected(p: RoundParams) {
  const n = p.continents.length;
  const upkeep = p.budget ? p.budget.soldiers + p.budget.interceptors + p.budget.scientists + p.budget.satellites : 0;
  const shortfall = p.budget ? Math.max(0, upkeep - p.budget.money) : 0;
  const audited = routeByRank(
    p.continents.map((c) => c.panic),
    p.panicTrackEnd,
    shortfall,
    p.tieOrder,
    'highest',
  );
  const orbit = leftLaw(p.orbit.satellites, p.orbit.ufos, p.policy.orbital);
  const lefts = p.continents.map((c) => leftLaw(c.interceptors, c.ufos, p.policy.global));
  const panic = p.continents.map(() => new Map<number, number>());
  const trackEnd = new Array<number>(n).fill(0);
  const count = new Map<number, number>();
  for (const [x, px] of orbit) {
    const before = routeByRank(audited, p.panicTrackEnd, x, p.tieOrder, 'lowest');
    // every combination of the continents' UFOs left
    const go = (i: number, atEnd: number, w: number): void => {
      if (i === n) {
        count.set(atEnd, (count.get(atEnd) ?? 0) + w);
        return;
      }
      const law = itemAt(panic, i);
      for (const [u, pu] of itemAt(lefts, i)) {
        const v = Math.min(p.panicTrackEnd, itemAt(before, i) + u);
        law.set(v, (law.get(v) ?? 0) + w * pu);
        if (v === p.panicTrackEnd) trackEnd[i] = itemAt(trackEnd, i) + w * pu;
        go(i + 1, atEnd + (v === p.panicTrackEnd ? 1 : 0), w * pu);
      }
    };
    go(0, 0, px);
  }
  return { panic, trackEnd, count };
}

const BOARDS: Array<[string, RoundParams]> = [
  [
    'three continents, a deficit, the orbit and global defence',
    board([{ panic: 2, interceptors: 1, ufos: 2 }, { panic: 1, interceptors: 2, ufos: 1 }, { panic: 3 }], {
      panicTrackEnd: 5,
      orbit: { satellites: 2, ufos: 3 },
      budget: { money: 3, soldiers: 0, interceptors: 3, scientists: 0, satellites: 2 },
    }),
  ],
  [
    'a short track, ties broken backwards, stopping rules',
    board(
      [
        { panic: 1, interceptors: 1, ufos: 1 },
        { panic: 1, interceptors: 1, ufos: 2 },
        { panic: 2, ufos: 1 },
      ],
      {
        panicTrackEnd: 3,
        tieOrder: [2, 1, 0],
        orbit: { satellites: 1, ufos: 2 },
        policy: { research: {}, orbital: { stopAtThreat: 2 }, global: { maxRolls: 2 }, base: {}, missions: {} },
      },
    ),
  ],
];

t.test('the exact panic matches an enumeration of every end of the orbit and the continents', async (t) => {
  for (const [name, p] of BOARDS) {
    const got = exactByName(p);
    const want = panicExpected(p);
    let bad = 0;
    const near = (what: string, g: Rational, w: number) => {
      if (!(Math.abs(g.toNumber() - w) < 1e-12)) {
        bad++;
        t.fail(`${name}: ${what} exact ${g.toNumber()} vs ${w}`);
      }
    };
    p.continents.forEach((_, i) => {
      near(`continent ${i} at the end`, got.event(`continents.${i}.trackEnd`), itemAt(want.trackEnd, i));
      const panic = itemAt(want.panic, i);
      for (let v = 0; v <= p.panicTrackEnd; v++)
        near(`continent ${i} panic ${v}`, got.value(`continents.${i}.panic`, v), panic.get(v) ?? 0);
    });
    for (let k = 0; k <= p.continents.length; k++)
      near(`${k} continents at the end`, got.value('continentsAtTrackEnd', k), want.count.get(k) ?? 0);
    near('any continent at the end', got.event('anyContinentAtTrackEnd'), 1 - (want.count.get(0) ?? 0));
    t.equal(bad, 0, `${name}: every panic slot matches`);
  }
});

/** The kernel's exact answer in the form the Monte Carlo comparison reads. */
function asExactSlots(p: RoundParams): ExactSlots {
  const { tally, slots } = exactByName(p);
  const out: ExactSlots = { events: {}, values: {} };
  for (const e of tally.events) out.events[e.name] = itemAt(slots, e.slot).toNumber();
  for (const v of tally.values) {
    const m = new Map<number, number>();
    for (let x = v.min; x <= v.max; x++) m.set(x, itemAt(slots, v.slot + x - v.min).toNumber());
    out.values[v.name] = m;
  }
  return out;
}

/** A two-sided normal tail of K_SIGMA standard errors: 5.7e-7. */
const TAIL = 5.7e-7;

/** P(X >= k) and P(X <= k) for X Poisson with mean `lambda`. */
function poissonTails(lambda: number, k: number): [number, number] {
  let term = Math.exp(-lambda);
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += term;
    term *= lambda / (i + 1);
  }
  return [1 - below, below + term];
}

/**
 * Whether `hits` of `n` trials is a plausible count for a chance `p`: within K_SIGMA standard
 * errors where the normal law describes the count (n p (1 - p) >= 25); for a rare outcome (or a
 * nearly certain one, by its complement), where a handful of hits is many standard errors away,
 * the count's own Poisson tails, each at least TAIL: the same false-failure rate, honestly.
 */
function plausible(hits: number, n: number, p: number): { ok: boolean; why: string } {
  if (p < 1e-12 || p > 1 - 1e-12) return { ok: hits === Math.round(p) * n, why: 'certain or impossible' };
  if (n * p * (1 - p) >= 25) {
    const z = (hits / n - p) / Math.sqrt((p * (1 - p)) / n);
    return { ok: Math.abs(z) <= K_SIGMA, why: `${z.toFixed(2)} SE` };
  }
  const [up, down] = p < 0.5 ? poissonTails(n * p, hits) : poissonTails(n * (1 - p), n - hits);
  return { ok: up >= TAIL && down >= TAIL, why: `Poisson tails ${up.toExponential(2)}, ${down.toExponential(2)}` };
}

/** Every event and value bin of the kernel's tally, sampled, against the exact answer. */
function sampledMatchesExact(t: Test, p: RoundParams, trials: number, seed: number): void {
  const exact = asExactSlots(p);
  const { tally, acc } = simulate(xcomRound, p, trials, seed);
  let checked = 0;
  const check = (what: string, hits: number, q: number) => {
    const r = plausible(hits, trials, q);
    checked++;
    if (!r.ok) t.fail(`${what}: ${hits} of ${trials} against exact ${q} (${r.why})`);
  };
  for (const e of tally.events) {
    const q = exact.events[e.name];
    if (q === undefined) t.fail(`no exact P(${e.name})`);
    else check(`P(${e.name})`, itemAt(acc, e.slot), q);
  }
  for (const v of tally.values) {
    const dist = exact.values[v.name];
    if (dist === undefined) t.fail(`no exact law of ${v.name}`);
    else for (let x = v.min; x <= v.max; x++) check(`P(${v.name}=${x})`, itemAt(acc, v.slot + x - v.min), dist.get(x) ?? 0);
  }
  t.pass(`${checked} events and bins checked`);
}

// Every event and every value bin of each board (100 to 200 comparisons a board) against the
// exact method, 200,000 trials on a fixed seed: one comparison fails by accident with
// probability about 5.7e-7 (5 SE, or the Poisson tails of a rare bin), so a board less than once
// in 5,000 runs of a new seed.
t.test('Monte Carlo agrees with the exact composition on small boards', async (t) => {
  const whole = board(
    [
      { panic: 3, interceptors: 1, ufos: 1 },
      { panic: 2, interceptors: 2, ufos: 2 },
    ],
    {
      panicTrackEnd: 5,
      budget: { money: 9, soldiers: 3, interceptors: 3, scientists: 3, satellites: 2 },
      research: [
        { scientists: 2, cost: 2, progress: 0, bonusDice: 0 },
        { scientists: 1, cost: 3, progress: 1, bonusDice: 1 },
      ],
      orbit: { satellites: 2, ufos: 2 },
      base: {
        soldiers: [
          { skills: [0], special: 0, elite: true },
          { skills: [1], elite: false },
        ],
        enemies: [{ hp: 2, skills: [0, 1], special: 0 }],
        damage: 1,
        redSpace: 2,
      },
      missions: [
        {
          soldiers: [
            { skills: [-1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 1, skills: [0] }],
        },
        { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
      ],
    },
  );
  const cases: Array<[string, RoundParams]> = [...BOARDS, ['every phase at once', whole]];
  for (const [i, [name, p]] of cases.entries()) {
    t.test(name, async (t) => sampledMatchesExact(t, p, 200_000, 1000 + i));
  }
});

t.test('the check of a count can fail', async (t) => {
  t.notOk(plausible(600, 1000, 0.5).ok, '600 of 1000 at 1/2 is 6.3 SE away');
  t.notOk(plausible(8, 200_000, 2e-6).ok, '8 hits where 0.4 are expected');
  t.ok(plausible(2, 200_000, 2e-6).ok, '2 hits where 0.4 are expected happen (6% of runs)');
  t.notOk(plausible(199_990, 200_000, 1 - 2e-6).ok, 'the complement of a rare miss, read the same way');
});
