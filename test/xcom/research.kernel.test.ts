/**
 * XCOM research kernel: one loaded-dice test per rule branch, then Monte Carlo and the
 * kernel's own exact method against an exact computation written here independently.
 */
import assert from 'node:assert';
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { researchTask, type ResearchParams } from '../../simulations/xcom/researchTask.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact, type ExactSlots } from '../helpers/statistics.js';

const base: ResearchParams = { scientists: 2, cost: 2, progress: 0, bonusDice: 0, threat: 1, policy: {} };
const run = (p: Partial<ResearchParams>, faces: number[]) => loadedTrial(researchTask, { ...base, ...p }, faces);

t.test('loaded dice: every rule branch', async (t) => {
  // each roll: one d6 per die (1-2 succeed), then the alien d8 (<= threat is a loss)
  let o = run({}, [1, 2, 1]);
  t.same(o.events, { completed: true, exhausted: true }, 'completed on a losing roll: its successes still count');
  t.same(o.values, { rolls: 1, markers: 2 });

  o = run({}, [3, 4, 2, 3, 4, 2]);
  t.same(o.events, { completed: false, exhausted: true }, 'alien 2 passes at threat 1, loses at threat 2: threat rose');
  t.same(o.values, { rolls: 2, markers: 0 });

  o = run({ policy: { stopAtThreat: 1 } }, [3, 4, 5]);
  t.same(o.events, { completed: false, exhausted: false }, 'stopAtThreat 1: no second roll at threat 2');
  t.same(o.values, { rolls: 1, markers: 0 });

  o = run({ policy: { stopAtThreat: 0 } }, []);
  t.same(o.values, { rolls: 0, markers: 0 }, 'stopAtThreat below the starting threat: no roll at all');

  o = run({ cost: 3, policy: { maxRolls: 2 } }, [1, 5, 8, 5, 2, 8]);
  t.same(o.events, { completed: false, exhausted: false }, 'maxRolls 2 stops after two safe rolls');
  t.same(o.values, { rolls: 2, markers: 2 });

  o = run({ cost: 3, progress: 2 }, [1, 1, 8]);
  t.same(o.events, { completed: true, exhausted: false }, 'progress 2 of 3: one marker completes');
  t.same(o.values, { rolls: 1, markers: 1 }, 'surplus successes are not placed: markers capped at cost - progress');

  o = run({ scientists: 1, bonusDice: 2, cost: 3 }, [1, 2, 6, 8, 6, 6, 1, 8]);
  t.same(o.values, { rolls: 2, markers: 3 }, 'bonus dice roll with the scientists: 3 dice per roll');
  t.same(o.events, { completed: true, exhausted: false });

  o = run({ threat: 8, cost: 5 }, [6, 6, 8]);
  t.same(o.events, { completed: false, exhausted: true }, 'threat 8: the alien 8 is a loss');
  t.same(o.values, { rolls: 1, markers: 0 });

  o = run({ threat: 12, cost: 5 }, [1, 6, 8]);
  t.same(o.events, { completed: false, exhausted: true }, 'threat above 8: every roll is a loss');

  o = run({ die: { sides: 10, successes: 5 } }, [5, 6, 8, 5, 10, 8]);
  t.same(o.values, { rolls: 2, markers: 2 }, 'die override: a d10 with 5 success faces');

  // 24 dice do not fit one draw: the engine draws them in two parts, the faces still read in order
  const faces = [...Array.from({ length: 24 }, (_, i) => (i < 9 ? 2 : 4)), 1];
  o = run({ scientists: 12, bonusDice: 12, cost: 10 }, faces);
  t.same(o.values, { rolls: 1, markers: 9 }, '24 dice, 9 of them successes, then the alien die');
  t.same(o.events, { completed: false, exhausted: true }, 'alien 1 at threat 1: exhausted');

  t.equal(run({}, [1, 2, 1]).unused, 0, 'every scripted face is used');
});

/**
 * The exact answer, computed independently of the kernel: recursion over (markers placed,
 * threat, rolls made) in floating point, with the binomial law of successes written out.
 */
function exactResearch(p: ResearchParams): ExactSlots {
  const need = p.cost - p.progress;
  const dice = p.scientists + p.bonusDice;
  const sides = p.die?.sides ?? 6;
  const q = (p.die?.successes ?? 2) / sides;
  const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
  const binom = (k: number) => choose(dice, k) * q ** k * (1 - q) ** (dice - k);
  const events = { completed: 0, exhausted: 0 };
  const rolls = new Map<number, number>();
  const markers = new Map<number, number>();
  const bump = (m: Map<number, number>, k: number, w: number) => m.set(k, (m.get(k) ?? 0) + w);

  const go = (placed: number, threat: number, made: number, w: number): void => {
    const stop =
      (p.policy.stopAtThreat !== undefined && threat > p.policy.stopAtThreat) ||
      (p.policy.maxRolls !== undefined && made >= p.policy.maxRolls);
    if (stop) {
      bump(rolls, made, w);
      bump(markers, placed, w);
      return;
    }
    const loss = Math.min(8, threat) / 8;
    for (let k = 0; k <= dice; k++) {
      const wk = w * binom(k);
      const now = Math.min(need, placed + k);
      if (now === need || loss === 1) {
        if (now === need) events.completed += wk;
        events.exhausted += wk * loss;
        // a completed roll ends the task; at threat >= 8 so does the certain loss
        bump(rolls, made + 1, wk);
        bump(markers, now, wk);
        continue;
      }
      events.exhausted += wk * loss;
      bump(rolls, made + 1, wk * loss);
      bump(markers, now, wk * loss);
      go(now, threat + 1, made + 1, wk * (1 - loss));
    }
  };
  go(0, p.threat, 0, 1);
  return { events, values: { rolls, markers } };
}

const configs: Array<[string, Partial<ResearchParams>]> = [
  ['3 scientists, cost 3', { scientists: 3, cost: 3 }],
  ['1 scientist, cost 2', { scientists: 1, cost: 2 }],
  ['2 scientists, cost 3, progress 1, 1 bonus die', { scientists: 2, cost: 3, progress: 1, bonusDice: 1 }],
  ['4 scientists, cost 5, stop above threat 3', { scientists: 4, cost: 5, policy: { stopAtThreat: 3 } }],
  ['2 scientists, cost 3, at most 2 rolls', { scientists: 2, cost: 3, policy: { maxRolls: 2 } }],
  ['6 scientists, cost 10, from threat 3', { scientists: 6, cost: 10, threat: 3 }],
  ['5 scientists, cost 2, from threat 9', { scientists: 5, cost: 2, threat: 9 }],
  ['2 scientists, cost 4, d10 with 5 successes', { scientists: 2, cost: 4, die: { sides: 10, successes: 5 } }],
  ['12 scientists and 12 bonus dice (two draws a roll), cost 10', { scientists: 12, bonusDice: 12, cost: 10 }],
  ['3 scientists, cost 4, d20 with 7 successes', { scientists: 3, cost: 4, die: { sides: 20, successes: 7 } }],
];

// 200,000 trials each, k = 5 standard errors: see test/helpers/statistics.ts for the
// false-failure rate (< 1 in 29,000 per configuration).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, researchTask, p, exactResearch(p), 200_000, 1000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  const { ExactBudget } = await import('../../simulations/core/kernel.js');
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    const want = exactResearch(p);
    const { tally } = researchTask.prepare(p);
    assert.ok(researchTask.exact, 'research computes exactly');
    const got = researchTask.exact(p, new ExactBudget(1e6));
    for (const e of tally.events) {
      const w = want.events[e.name];
      t.ok(w !== undefined && Math.abs(itemAt(got, e.slot).toNumber() - w) < 1e-12, `${name}: ${e.name}`);
    }
    for (const v of tally.values) {
      const dist = want.values[v.name];
      t.ok(dist, `${name}: an expected law of ${v.name}`);
      for (let x = v.min; x <= v.max; x++) {
        const g = itemAt(got, v.slot + x - v.min).toNumber();
        t.ok(Math.abs(g - (dist?.get(x) ?? 0)) < 1e-12, `${name}: P(${v.name}=${x})`);
      }
    }
  }
});

t.test(
  'exact: a die whose chances have a prime factor past 19 (beyond the schema, at most 20 faces) is refused, not miscounted',
  async (t) => {
    const { ExactBudget } = await import('../../simulations/core/kernel.js');
    const p: ResearchParams = {
      scientists: 2,
      cost: 2,
      progress: 0,
      bonusDice: 0,
      threat: 1,
      policy: {},
      die: { sides: 23, successes: 2 },
    };
    t.throws(() => researchTask.exact!(p, new ExactBudget(1e6)), RangeError);
    t.doesNotThrow(
      () => researchTask.exact!({ ...p, die: { sides: 20, successes: 7 } }, new ExactBudget(1e6)),
      'every die the schema allows',
    );
  },
);
