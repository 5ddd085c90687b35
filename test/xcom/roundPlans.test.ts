/**
 * The plan search (simulations/xcom/roundPlans.ts) against brute force: every placement of the
 * pool played by the round's own exact computation, ranked by the written rule (objectives as
 * fractions, then fewer units placed, then the placement read as numbers), on small boards where
 * phase 1's shortfall moves the highest-panic continent; and with base defence and missions by
 * their best play (`play: "best"`, the round's own), on small boards with soldiers.
 */
import t from 'tap';
import { ExactBudget } from '../../simulations/core/kernel.js';
import type { Rational } from '../../simulations/core/rational.js';
import {
  OFF_BOARD,
  ON_CARD,
  mean,
  placeOn,
  partOptions,
  soldierPlaces,
  soldierValues,
  type Placement,
  type Play,
} from '../../simulations/xcom/planParts.js';
import { roundValues, searchPlans, type PlanParams } from '../../simulations/xcom/roundPlans.js';
import { missionPhase } from '../../simulations/xcom/roundExact.js';
import { phaseStart, type RoundParams } from '../../simulations/xcom/roundLayout.js';

const policy = { research: {}, orbital: {}, global: {}, base: {}, missions: {} };
const budget = () => new ExactBudget(5_000_000);

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Units a placement puts on the board. */
function placedUnits(pl: Placement): number {
  return sum(pl.interceptors) + pl.satellites + sum(pl.scientists) + pl.soldiers.filter((d) => d !== OFF_BOARD).length;
}

/**
 * The mission cards with these soldiers under `play`, the phase solved whole as the round's exact
 * answer solves it: the chance all are completed, and the soldiers killed (what the search's values
 * card by card are held to).
 */
function playMissions(round: RoundParams, cards: RoundParams['missions'], play: Play, budget: ExactBudget) {
  budget.check();
  const m = missionPhase({ cards, ...phaseStart(round, 'missions') }, play, budget);
  return { completed: m.event('allCompleted').toNumber(), killed: mean(m.value('soldiersLost')) };
}

/** Every vector of counts with each entry at most its cap and the sum at most `total`. */
function vectors(caps: number[], total: number): number[][] {
  if (caps.length === 0) return [[]];
  const [cap, ...rest] = caps as [number, ...number[]];
  const out: number[][] = [];
  for (let k = 0; k <= Math.min(cap, total); k++) for (const v of vectors(rest, total - k)) out.push([k, ...v]);
  return out;
}

function choices(places: number[], n: number): number[][] {
  if (n === 0) return [[]];
  return places.flatMap((d) => choices(places, n - 1).map((v) => [d, ...v]));
}

/** Every placement, each with its exact values, ranked by the rule. */
function bruteForce(q: PlanParams) {
  const { pool } = q;
  // every placement played as `/v1/xcom/round` plays it with the body's `play`
  const round: RoundParams = { ...q.round, play: q.play };
  const n = round.continents.length;
  const caps = round.continents.map((c, i) => Math.max(0, Math.min(q.most[i]!, 12, c.interceptors + pool.interceptors) - c.interceptors));
  const all: Array<{ pl: Placement; units: number; values: Rational[]; vector: number[] }> = [];
  for (const ints of vectors(caps, pool.interceptors))
    for (let s = 0; s <= pool.satellites; s++)
      for (const sci of vectors(
        round.research.map(() => pool.scientists),
        pool.scientists,
      ))
        for (const sol of choices(soldierPlaces(q), pool.soldiers.length)) {
          const pl = { interceptors: ints, satellites: s, scientists: sci, soldiers: sol };
          const names = q.objectives.map((o) => o.name);
          all.push({
            pl,
            units: placedUnits(pl),
            values: roundValues(placeOn(round, pool, pl), names, budget()),
            vector: [...ints, s, ...sci, ...sol],
          });
        }
  const byObjectives = (a: (typeof all)[0], b: (typeof all)[0]) => {
    for (const [k, o] of q.objectives.entries()) {
      const c = a.values[k]!.compare(b.values[k]!);
      if (c !== 0) return o.direction === 'min' ? c : -c;
    }
    return 0;
  };
  all.sort((a, b) => {
    const c = byObjectives(a, b);
    if (c !== 0) return c;
    if (a.units !== b.units) return a.units - b.units;
    for (let i = 0; i < a.vector.length; i++) if (a.vector[i] !== b.vector[i]) return a.vector[i]! - b.vector[i]!;
    return 0;
  });
  const own = all.find((x) => x.units === 0)!;
  const rank = 1 + all.filter((x) => byObjectives(x, own) < 0).length;
  t.equal(n, round.continents.length);
  // padded plans: a plan ranked above places a part of the units in the same places, and the rest gain nothing
  const places = (x: (typeof all)[0]) => [...x.pl.interceptors, x.pl.satellites, ...x.pl.scientists];
  const within = (a: (typeof all)[0], b: (typeof all)[0]) =>
    a.units < b.units && places(a).every((v, i) => v <= places(b)[i]!) && a.pl.soldiers.every((d, i) => d === 0 || d === b.pl.soldiers[i]);
  const noGain = (b: (typeof all)[0], a: (typeof all)[0]) =>
    q.objectives.every((o, k) => (o.direction === 'min' ? 1 : -1) * b.values[k]!.compare(a.values[k]!) >= 0);
  const unpadded = all.filter((b, i) => !all.slice(0, i).some((a) => within(a, b) && noGain(b, a)));
  return { all, rank, unpadded };
}

function check(name: string, q0: PlanParams) {
  for (const padded of [true, false]) check1(`${name}${padded ? ', padded plans answered' : ''}`, { ...q0, padded });
}

function check1(name: string, q: PlanParams) {
  t.test(name, async (t) => {
    const search = searchPlans(q, budget());
    const brute = bruteForce(q);
    const list = q.padded ? brute.all : brute.unpadded;
    t.equal(search.count, BigInt(brute.all.length), `${brute.all.length} plans in all`);
    t.equal(search.plans.length, Math.min(q.top, list.length));
    if (!q.padded) {
      const last = list[Math.min(q.top, list.length) - 1]!;
      const above = brute.all.slice(0, brute.all.indexOf(last)).filter((x) => !list.includes(x)).length;
      // the search counts those it met: the plans of its parts' best options
      t.ok(
        search.paddedLeftOut <= above && (above === 0) === (search.paddedLeftOut === 0),
        `${search.paddedLeftOut} of the ${above} padded plans above the last answered counted`,
      );
    } else t.equal(search.paddedLeftOut, 0);
    search.plans.forEach((p, i) => {
      const b = list[i]!;
      t.same(p.placement, b.pl, `plan ${i + 1}: the placement brute force ranks there`);
      t.same(p.values.map(String), b.values.map(String), `plan ${i + 1}: ${p.values.map((v) => v.toNumber().toFixed(6)).join(', ')}`);
    });
    t.ok(search.exactRanking, 'ranking exact');
    t.equal(search.own.rank, BigInt(brute.rank), `own plan ranks ${brute.rank}`);
    t.same(search.own.values.map(String), brute.all.find((x) => x.units === 0)!.values.map(String));
  });
}

const board = (over: Partial<RoundParams>): RoundParams => ({
  panicTrackEnd: 5,
  continents: [],
  tieOrder: [],
  budget: null,
  research: [],
  orbit: { satellites: 0, ufos: 0 },
  base: { soldiers: [], enemies: [], damage: 0, redSpace: 1 },
  missions: [],
  policy,
  ...over,
});

// The board with less money: every unit placed past the first two pushes the highest
// panic (Africa, then North America once Africa is at the end) before the UFOs fly.
const deficit = board({
  continents: [
    { panic: 2, interceptors: 0, ufos: 1 },
    { panic: 1, interceptors: 0, ufos: 1 },
    { panic: 3, interceptors: 0, ufos: 2 },
  ],
  tieOrder: [0, 1, 2],
  budget: { money: 2, soldiers: 0, interceptors: 0, scientists: 0, satellites: 0 },
  orbit: { satellites: 0, ufos: 2 },
  research: [{ scientists: 0, cost: 2, progress: 0, bonusDice: 0 }],
});
for (const name of ['anyContinentAtTrackEnd', 'continentsAtTrackEnd'] as const) {
  check(`${name}, with an upkeep deficit (money 2, pool of 3 interceptors, 1 satellite, 1 scientist)`, {
    round: deficit,
    pool: { interceptors: 3, satellites: 1, scientists: 1, soldiers: [] },
    most: [12, 12, 12],
    baseOpen: false,
    objectives: [
      { name, direction: 'min' },
      { name: 'allResearchCompleted', direction: 'max' },
    ],
    top: 6,
    play: 'default',
  });
}

// A deficit that changes which continent is highest: two continents level at 3, one of them
// fixed with interceptors, the tie going to the first listed.
check('a deficit breaking a tie for the highest panic (limits: at most 2 per continent, none over the second)', {
  round: board({
    continents: [
      { panic: 3, interceptors: 1, ufos: 1 },
      { panic: 3, interceptors: 0, ufos: 1 },
      { panic: 0, interceptors: 0, ufos: 2 },
    ],
    tieOrder: [1, 0, 2],
    budget: { money: 1, soldiers: 0, interceptors: 1, scientists: 0, satellites: 0 },
    orbit: { satellites: 1, ufos: 1 },
  }),
  pool: { interceptors: 3, satellites: 1, scientists: 0, soldiers: [] },
  most: [2, 1, 2],
  baseOpen: false,
  objectives: [{ name: 'anyContinentAtTrackEnd', direction: 'min' }],
  top: 5,
  play: 'default',
});

// Soldiers between the base and a mission card, an interceptor, a tight budget.
check('soldiers: the red space, then soldiers killed', {
  round: board({
    continents: [{ panic: 3, interceptors: 0, ufos: 1 }],
    tieOrder: [0],
    budget: { money: 1, soldiers: 0, interceptors: 0, scientists: 0, satellites: 0 },
    base: { soldiers: [], enemies: [{ hp: 1, skills: [0, 2] }], damage: 1, redSpace: 2 },
    missions: [{ soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] }],
  }),
  pool: {
    interceptors: 1,
    satellites: 0,
    scientists: 0,
    soldiers: [
      { skills: [0], elite: true },
      { skills: [2], elite: false },
    ],
  },
  most: [12],
  baseOpen: true,
  objectives: [
    { name: 'redSpaceReached', direction: 'min' },
    { name: 'soldiersKilled', direction: 'min' },
  ],
  top: 6,
  play: 'default',
});

check('missions completed, then any continent at the end', {
  round: board({
    continents: [{ panic: 4, interceptors: 0, ufos: 1 }],
    tieOrder: [0],
    budget: { money: 0, soldiers: 0, interceptors: 0, scientists: 0, satellites: 0 },
    missions: [
      { soldiers: [], tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 1, skills: [1] }] },
      { soldiers: [], tasks: [{ kind: 'objective' }] },
    ],
  }),
  pool: {
    interceptors: 1,
    satellites: 0,
    scientists: 0,
    soldiers: [
      { skills: [1], elite: false },
      { skills: [0], elite: false },
    ],
  },
  most: [12],
  baseOpen: false,
  objectives: [
    { name: 'allMissionsCompleted', direction: 'max' },
    { name: 'anyContinentAtTrackEnd', direction: 'min' },
  ],
  top: 4,
  play: 'default',
});

// Enough plans that the search trims its candidates and skips splits (every part with units to
// place, two objectives on two parts), on the board with money short by two.
check('every part at once: the pruned search against all 1,890 plans', {
  round: board({
    continents: [
      { panic: 2, interceptors: 0, ufos: 1 },
      { panic: 1, interceptors: 0, ufos: 1 },
      { panic: 3, interceptors: 0, ufos: 2 },
    ],
    tieOrder: [0, 1, 2],
    budget: { money: 4, soldiers: 0, interceptors: 0, scientists: 0, satellites: 0 },
    orbit: { satellites: 0, ufos: 2 },
    research: [
      { scientists: 0, cost: 1, progress: 0, bonusDice: 0 },
      { scientists: 0, cost: 2, progress: 0, bonusDice: 0 },
    ],
    base: { soldiers: [], enemies: [{ hp: 1, skills: [0] }], damage: 0, redSpace: 1 },
    missions: [{ soldiers: [], tasks: [{ kind: 'objective' }] }],
  }),
  pool: { interceptors: 4, satellites: 2, scientists: 2, soldiers: [{ skills: [0], elite: false }] },
  most: [12, 12, 12],
  baseOpen: true,
  objectives: [
    { name: 'anyContinentAtTrackEnd', direction: 'min' },
    { name: 'allResearchCompleted', direction: 'max' },
  ],
  top: 3,
  play: 'default',
});

// The best play of base defence and missions (the round's `play: "best"`): the same search,
// every placement played by the round's exact answer with that play.
const soldiersBoard = board({
  continents: [{ panic: 3, interceptors: 0, ufos: 1 }],
  tieOrder: [0],
  budget: { money: 2, soldiers: 0, interceptors: 0, scientists: 0, satellites: 0 },
  base: { soldiers: [{ skills: [1], elite: false }], enemies: [{ hp: 2, skills: [0, 2] }], damage: 1, redSpace: 2 },
  missions: [{ soldiers: [], tasks: [{ kind: 'enemy', hp: 2, skills: [0, 1] }, { kind: 'objective' }] }],
});
const soldiersPool = {
  interceptors: 1,
  satellites: 0,
  scientists: 0,
  soldiers: [
    { skills: [0], elite: false },
    { skills: [2], elite: true },
  ],
};
check('play "best": the red space, then soldiers killed, with an upkeep deficit', {
  round: soldiersBoard,
  pool: soldiersPool,
  most: [12],
  baseOpen: true,
  objectives: [
    { name: 'redSpaceReached', direction: 'min' },
    { name: 'soldiersKilled', direction: 'min' },
  ],
  top: 6,
  play: 'best',
});
check('play "best": missions completed, then any continent at the end', {
  round: soldiersBoard,
  pool: soldiersPool,
  most: [12],
  baseOpen: true,
  objectives: [
    { name: 'allMissionsCompleted', direction: 'max' },
    { name: 'anyContinentAtTrackEnd', direction: 'min' },
  ],
  top: 5,
  play: 'best',
});

t.test('play "best" never ranks a best plan below the default play on the objective it maximises', async (t) => {
  const q: PlanParams = {
    round: soldiersBoard,
    pool: soldiersPool,
    most: [12],
    baseOpen: true,
    objectives: [{ name: 'allMissionsCompleted', direction: 'max' }],
    top: 1,
    play: 'default',
  };
  const byDefault = searchPlans(q, budget()).plans[0]!.values[0]!;
  const best = searchPlans({ ...q, play: 'best' }, budget()).plans[0]!.values[0]!;
  t.ok(best.compare(byDefault) >= 0, `best ${best} >= default ${byDefault}`);
});

// Missions under the default play, card by card (missionsByCard.ts): each card's law
// once per team and rolls before it, chained in doubles, against the phase's joint exact answer
// (`playMissions`) for every way of sharing three pool soldiers between two cards; a stopping
// rule on the threat makes the second card's law depend on the rolls the first one made.
const twoCards = board({
  missions: [
    { soldiers: [{ skills: [0], elite: false }], tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: [0, 1] }] },
    { soldiers: [], tasks: [{ kind: 'enemy', hp: 1, skills: [2] }, { kind: 'objective' }] },
  ],
  policy: { ...policy, missions: { stopAtThreat: 4 } },
});
const threeSoldiers = {
  interceptors: 0,
  satellites: 0,
  scientists: 0,
  soldiers: [
    { skills: [0, 2], elite: false },
    { skills: [1], elite: true },
    { skills: [2], elite: false, special: 2 },
  ],
};
/** The mission cards of `round` with the pool soldiers `places` puts on them. */
const cardsWith = (round: RoundParams, places: number[]) =>
  round.missions.map((m, c) => ({
    ...m,
    soldiers: [...m.soldiers, ...threeSoldiers.soldiers.filter((_, i) => places[i] === ON_CARD + c)],
  }));
t.test('missions card by card: every option equal to the joint exact phase', async (t) => {
  const q = { round: twoCards, pool: threeSoldiers, most: [], baseOpen: false, play: 'default' as const };
  const opts = partOptions(q, 'soldiers', budget());
  const completed = soldierValues(q, budget())(opts, 'allMissionsCompleted', 0);
  const killed = soldierValues(q, budget())(opts, 'soldiersKilled', 0);
  t.equal(opts.size, 27);
  for (let o = 0; o < opts.size; o++) {
    const places = Array.from(opts.choices.subarray(o * 3, o * 3 + 3));
    const joint = playMissions(twoCards, cardsWith(twoCards, places), 'default', budget());
    t.ok(Math.abs(completed[o]! - joint.completed) < 1e-12, `${places}: completed ${completed[o]} = ${joint.completed}`);
    t.ok(Math.abs(killed[o]! - joint.killed) < 1e-12, `${places}: killed ${killed[o]} = ${joint.killed}`);
  }
});
// Missions under the best play, card by card (missionsByCard.ts): each card solved alone,
// its completion worth the later cards' value at the threat it ends at, against the best play
// of the whole phase solved as one problem (`playMissions`, the round's own), for every way of
// sharing three pool soldiers between two cards, and between three cards.
const threeCards = board({
  missions: [...twoCards.missions, { soldiers: [{ skills: [1], elite: false }], tasks: [{ kind: 'enemy', hp: 1, skills: [1] }] }],
  policy: twoCards.policy,
});
for (const [name, round, options] of [
  ['two cards', twoCards, 27],
  ['three cards', threeCards, 64],
] as const) {
  t.test(`best play card by card, ${name}: every option equal to the phase's best play solved whole`, async (t) => {
    const q = { round, pool: threeSoldiers, most: [], baseOpen: false, play: 'best' as const };
    const opts = partOptions(q, 'soldiers', budget());
    const completed = soldierValues(q, budget())(opts, 'allMissionsCompleted', 0);
    const killed = soldierValues(q, budget())(opts, 'soldiersKilled', 0);
    t.equal(opts.size, options);
    let differ = 0;
    for (let o = 0; o < opts.size; o++) {
      const places = Array.from(opts.choices.subarray(o * 3, o * 3 + 3));
      const cards = cardsWith(round, places);
      const whole = playMissions(round, cards, 'best', budget());
      const byDefault = playMissions(round, cards, 'default', budget());
      if (Math.abs(whole.completed - byDefault.completed) > 1e-9) differ++;
      t.ok(Math.abs(completed[o]! - whole.completed) < 1e-12, `${places}: completed ${completed[o]} = ${whole.completed}`);
      t.ok(Math.abs(killed[o]! - whole.killed) < 1e-12, `${places}: killed ${killed[o]} = ${whole.killed}`);
    }
    // the best play is not the default one on these boards: the check reads a real choice
    t.ok(differ > 0, `${differ} options where the best play beats the default one`);
  });
}
check('two cards, a stopping rule on the threat: missions completed, then soldiers killed', {
  round: twoCards,
  pool: threeSoldiers,
  most: [],
  baseOpen: false,
  objectives: [
    { name: 'allMissionsCompleted', direction: 'max' },
    { name: 'soldiersKilled', direction: 'min' },
  ],
  top: 5,
  play: 'default',
});
