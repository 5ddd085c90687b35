/**
 * Batman fight kernel: one loaded-dice test per rule branch, then Monte Carlo and the kernel's
 * own exact method against an exact computation written here independently.
 */
import assert from 'node:assert';
import t, { type Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { villainFight, type FightParams, type Fighter } from '../../simulations/batman/villainFight.js';
import type { DieFace } from '../../simulations/batman/batmanDie.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { K_SIGMA, agreesWithExact, simulate, type ExactSlots } from '../helpers/statistics.js';

const villain = (henchmen: number): Fighter => ({ side: 'villain', henchmen });
const batman = (combatValue: number): Fighter => ({ side: 'batman', combatValue });
const DEFAULT: DieFace[] = ['bat', 1, 2, 3, 4, 5];
const base: FightParams = { attacker: villain(0), defender: villain(0), faces: DEFAULT, tie: 'invader', batmanBatFace: 'zero' };
// the kernel draws a face index (0..faces-1), attacker's die first: on the default die index 0
// is the bat face and index k shows k pips
const run = (p: Partial<FightParams>, faces: number[]) => loadedTrial(villainFight, { ...base, ...p }, faces);

/** The kernel's own exact method (the fight kernel has one). */
function kernelExact(p: FightParams, budget: ExactBudget) {
  assert.ok(villainFight.exact, 'the fight kernel computes exactly');
  return villainFight.exact(p, budget);
}

t.test('loaded dice: villain against villain', async (t) => {
  let o = run({ attacker: villain(2), defender: villain(1) }, [3, 4]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false }, '3+2 against 4+1: a tie goes to the invader');
  t.same(o.values, { margin: 0 });

  o = run({ attacker: villain(2), defender: villain(1), tie: 'defender' }, [3, 4]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: false }, 'tie "defender": the same tie goes to the defender');
  t.same(o.values, { margin: 0 });

  o = run({ attacker: villain(3), defender: villain(0) }, [0, 2]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: true },
    "attacker's bat face counts 0 and settles nothing: 0+3 beats 2+0",
  );
  t.same(o.values, { margin: 1 });

  o = run({ attacker: villain(1), defender: villain(1) }, [1, 0]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: true }, "defender's bat face counts 0: 1+1 beats 0+1");
  t.same(o.values, { margin: 1 });

  o = run({ attacker: villain(0), defender: villain(2) }, [0, 0]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: true }, 'both bat faces: henchmen alone decide');
  t.same(o.values, { margin: -2 });

  o = run({ attacker: villain(0), defender: villain(0) }, [0, 0]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: true }, 'both bat faces, no henchmen: a tie, to the invader');

  o = run({ attacker: villain(5), defender: villain(0) }, [1, 5]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false }, 'henchmen add 1 each: 1+5 beats 5+0');
  t.same(o.values, { margin: 1 });
});

t.test('loaded dice: villain against Batman', async (t) => {
  let o = run({ attacker: villain(10), defender: batman(0) }, [0, 1]);
  t.same(
    o.events,
    { attackerWins: false, defenderWins: true, villainBatFace: true },
    "attacking villain's bat face loses outright, whatever the henchmen",
  );
  t.same(o.values, {}, 'a fight settled by the bat face records no margin');

  o = run({ attacker: batman(0), defender: villain(10) }, [5, 0]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: true },
    "defending villain's bat face: Batman (attacking) wins outright",
  );
  t.same(o.values, {});

  o = run({ attacker: villain(3), defender: batman(0) }, [0, 0]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: true }, 'both bat faces: the villain still loses outright');

  o = run({ attacker: batman(3), defender: villain(2) }, [0, 1]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: false },
    "Batman's bat face counts 0 (batmanBatFace zero): 0+3 ties 1+2, to Batman the invader",
  );
  t.same(o.values, { margin: 0 });

  o = run({ attacker: batman(3), defender: villain(2), tie: 'defender' }, [0, 1]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: false }, 'the same tie with tie "defender": to the villain');

  o = run({ attacker: villain(0), defender: batman(3) }, [5, 2]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: false },
    'villain invades Batman: 5+0 ties 2+3, to the villain',
  );
  t.same(o.values, { margin: 0 });

  o = run({ attacker: villain(0), defender: batman(3), tie: 'defender' }, [5, 2]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: false }, 'tie "defender": Batman holds his block');

  o = run({ attacker: villain(2), defender: batman(4) }, [4, 1]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false }, '4+2 beats 1+4');
  t.same(o.values, { margin: 1 });

  o = run({ attacker: batman(4), defender: villain(1) }, [1, 5]);
  t.same(o.events, { attackerWins: false, defenderWins: true, villainBatFace: false }, '1+4 loses to 5+1');
  t.same(o.values, { margin: -1 });
});

t.test('loaded dice: custom faces', async (t) => {
  const faces: DieFace[] = [2, 'bat', 7, 0, 'bat'];
  let o = run({ faces, attacker: villain(1), defender: villain(0) }, [2, 0]);
  t.same(o.values, { margin: 6 }, 'index 2 shows 7 pips, index 0 shows 2');
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false });

  o = run({ faces, attacker: villain(1), defender: villain(0) }, [3, 4]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: true },
    'a blank face (0 pips) is not a bat face; the second bat face is',
  );
  t.same(o.values, { margin: 1 });

  o = run({ faces, attacker: batman(0), defender: villain(5) }, [3, 1]);
  t.same(
    o.events,
    { attackerWins: true, defenderWins: false, villainBatFace: true },
    'any bat face of a custom die settles against Batman',
  );

  o = run({ faces, attacker: batman(0), defender: villain(0) }, [3, 3]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false }, 'blank against blank: 0 ties 0, to the invader');

  o = run({ faces: [1, 'bat'], attacker: villain(0), defender: batman(0) }, [0, 1]);
  t.same(o.events, { attackerWins: true, defenderWins: false, villainBatFace: false }, "a two-faced die: 1 beats Batman's bat face (0)");

  t.equal(run({}, [1, 2]).unused, 0, 'exactly two faces are drawn per fight');
  t.throws(() => run({}, [6, 0]), /not on a d\[0\.\.5\]/, 'the six-faced die draws indices 0..5');
});

t.test('two Batmen: the kernel refuses', async (t) => {
  t.throws(() => villainFight.prepare({ ...base, attacker: batman(1), defender: batman(2) }), /at least one villain/);
});

/**
 * The exact answer, computed independently of the kernel: each side's die becomes a law over
 * "bat" or a power (floating point), then the two laws are crossed by the written rules.
 */
function exactFight(p: FightParams): ExactSlots & { margin: Map<number, number> } {
  // against Batman a villain's bat face is not a power: it loses outright
  const settles = p.attacker.side === 'batman' || p.defender.side === 'batman';
  const law = (f: Fighter) => {
    const add = f.side === 'villain' ? f.henchmen : f.combatValue;
    const out = new Map<number | 'bat', number>();
    for (const face of p.faces) {
      const key = face === 'bat' && f.side === 'villain' && settles ? 'bat' : (face === 'bat' ? 0 : face) + add;
      out.set(key, (out.get(key) ?? 0) + 1 / p.faces.length);
    }
    return out;
  };
  const batShare = p.faces.filter((f) => f === 'bat').length / p.faces.length;
  const events = { attackerWins: 0, defenderWins: 0, villainBatFace: 0 };
  const margin = new Map<number, number>();
  for (const [a, pa] of law(p.attacker)) {
    for (const [d, pd] of law(p.defender)) {
      const w = pa * pd;
      if (a === 'bat') events.defenderWins += w;
      else if (d === 'bat') events.attackerWins += w;
      else {
        margin.set(a - d, (margin.get(a - d) ?? 0) + w);
        if (a > d || (a === d && p.tie === 'invader')) events.attackerWins += w;
        else events.defenderWins += w;
      }
    }
  }
  const villains = (p.attacker.side === 'villain' ? 1 : 0) + (p.defender.side === 'villain' ? 1 : 0);
  events.villainBatFace = 1 - (1 - batShare) ** villains;
  return { events, values: {}, margin };
}

const configs: Array<[string, Partial<FightParams>]> = [
  ['villain 2 henchmen invades villain 3', { attacker: villain(2), defender: villain(3) }],
  ['villains without henchmen, tie to the defender', { tie: 'defender' }],
  ['villain 3 invades Batman 4', { attacker: villain(3), defender: batman(4) }],
  ['Batman 3 invades villain 1, tie to the defender', { attacker: batman(3), defender: villain(1), tie: 'defender' }],
  ['Batman 0 invades villain 5', { attacker: batman(0), defender: villain(5) }],
  [
    'custom die with two bat faces and a blank, villain 1 invades villain 4',
    { faces: ['bat', 'bat', 0, 2, 6], attacker: villain(1), defender: villain(4) },
  ],
  ['custom die, Batman 2 invades villain 0', { faces: [1, 'bat', 3, 3], attacker: batman(2), defender: villain(0) }],
  [
    'Penguin 10 invades Batman 10 with a 20-faced die',
    { faces: ['bat', ...Array.from({ length: 19 }, (_, i) => i + 1)], attacker: villain(10), defender: batman(10) },
  ],
];

/** The margin bins against the exact law: the same 5-SE rule as test/helpers/statistics.ts. */
function marginAgrees(t: Test, p: FightParams, margin: Map<number, number>, trials: number, seed: number): void {
  const { tally, acc } = simulate(villainFight, p, trials, seed);
  const v = tally.values.find((x) => x.name === 'margin');
  assert.ok(v, 'the fight counts its margin');
  for (let x = v.min; x <= v.max; x++) {
    const want = margin.get(x) ?? 0;
    const est: number = itemAt(acc, v.slot + x - v.min) / trials;
    if (want === 0) {
      t.equal(est, 0, `P(margin=${x}) is impossible`);
      continue;
    }
    const z = (est - want) / Math.sqrt((want * (1 - want)) / trials);
    t.ok(Math.abs(z) <= K_SIGMA, `P(margin=${x}): ${est.toFixed(5)} vs exact ${want.toFixed(5)} (${z.toFixed(2)} SE)`);
  }
}

// 200,000 trials each, k = 5 standard errors: see test/helpers/statistics.ts for the
// false-failure rate (< 1 in 29,000 per configuration; the margin bins add at most ~45
// comparisons more, each failing by accident with probability 5.7e-7).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    const p = { ...base, ...over };
    const want = exactFight(p);
    agreesWithExact(t, villainFight, p, want, 200_000, 5000 + i);
    marginAgrees(t, p, want.margin, 200_000, 5000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    const want = exactFight(p);
    const { tally } = villainFight.prepare(p);
    const budget = new ExactBudget(1e6);
    const got = kernelExact(p, budget);
    t.equal(budget.used, p.faces.length ** 2, `${name}: one state per pair of faces`);
    for (const e of tally.events) {
      const exact = want.events[e.name];
      t.ok(exact !== undefined && Math.abs(itemAt(got, e.slot).toNumber() - exact) < 1e-12, `${name}: ${e.name}`);
    }
    const v = itemAt(tally.values, 0);
    for (let x = v.min; x <= v.max; x++) {
      t.ok(Math.abs(itemAt(got, v.slot + x - v.min).toNumber() - (want.margin.get(x) ?? 0)) < 1e-12, `${name}: P(margin=${x})`);
    }
    const [attackerWins, defenderWins] = tally.events;
    assert.ok(attackerWins && defenderWins, 'the first two events are the two sides winning');
    const total = itemAt(got, attackerWins.slot).add(itemAt(got, defenderWins.slot));
    t.equal(total.toString(), '1/1', `${name}: exactly one side wins`);
  }
});

t.test('hand-worked exact answers', async (t) => {
  const exact = (p: Partial<FightParams>) => {
    const q = { ...base, ...p };
    const { tally } = villainFight.prepare(q);
    const got = kernelExact(q, new ExactBudget(1e6));
    return Object.fromEntries(tally.events.map((e) => [e.name, itemAt(got, e.slot).toString()]));
  };
  // villain 3 vs Batman 4: with pips v (1..5) the villain wins iff v + 3 >= b + 4, b in 0..5;
  // v = 1..5 beats 1, 2, 3, 4, 5 of Batman's faces: 15 of 36
  t.same(exact({ attacker: villain(3), defender: batman(4) }), { attackerWins: '5/12', defenderWins: '7/12', villainBatFace: '1/6' });
  // equal villains: the invader wins 21 of 36 (ties and the 15 pairs above the diagonal)
  t.same(exact({}), { attackerWins: '7/12', defenderWins: '5/12', villainBatFace: '11/36' });
  t.same(exact({ tie: 'defender' }), { attackerWins: '5/12', defenderWins: '7/12', villainBatFace: '11/36' });
  t.throws(() => kernelExact({ ...base, faces: Array(20).fill(1) }, new ExactBudget(399)), TooLarge, 'the budget is spent per pair');
});
