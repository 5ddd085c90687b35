/**
 * The ASL dice as drawn (simulations/asl/dice.ts) and the morale core's tables: the 2d6 as one
 * draw of 36 outcomes (its tables by enumeration, its law exact, and the engine's draws
 * uniform), the wound severity dr as one draw of "survives / killed", and the verdict table
 * against `checkResult` everywhere.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { PureRng, seededGenerator } from '../../src/engine/random.js';
import { ORIGINAL_DR, TWO_D6, TWO_D6_OUTCOMES, d6Categories } from '../../simulations/asl/dice.js';
import {
  MC,
  TC,
  UNIT_KINDS,
  Unit,
  checkResult,
  checkVerdict,
  killedBySeverity,
  rollKilled,
  severityRoll,
  WOUND,
  NONE,
} from '../../simulations/asl/morale.js';
import { LoadedDice } from '../helpers/loadedDice.js';

/** The first and the second die of outcome o, and 1 when it is doubles. */
const FIRST = Int32Array.from({ length: TWO_D6_OUTCOMES }, (_, o) => Math.floor(o / 6) + 1);
const SECOND = Int32Array.from({ length: TWO_D6_OUTCOMES }, (_, o) => (o % 6) + 1);
const DOUBLES = Int32Array.from({ length: TWO_D6_OUTCOMES }, (_, o) => (FIRST[o] === SECOND[o] ? 1 : 0));

t.test('2d6 as one draw: outcome o is (first - 1) * 6 + (second - 1), each once, weight 1', async (t) => {
  t.equal(TWO_D6.total, 36, '36 equally likely outcomes');
  t.same([...new Set(TWO_D6.weights)], [1], 'every outcome weighs the same');
  t.same(
    TWO_D6.dice,
    [
      { from: 1, to: 6 },
      { from: 1, to: 6 },
    ],
    'two six-sided dice, scripted first then second',
  );
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const o = TWO_D6.classify([a, b]);
      t.equal(o, (a - 1) * 6 + (b - 1), `${a},${b}`);
      t.same([FIRST[o], SECOND[o], ORIGINAL_DR[o], DOUBLES[o]], [a, b, a + b, a === b ? 1 : 0], `tables of ${a},${b}`);
    }
  }
  // the outcomes own consecutive words in equal shares: outcome u of the total is category u
  for (let u = 0; u < 36; u++) t.equal(TWO_D6.atWord(u * (TWO_D6.limit / 36)), u, `outcome ${u}`);
  t.equal(new LoadedDice([6, 1]).roll(TWO_D6), 30, 'loaded dice: a 6 then a 1');
});

t.test("the engine's 2d6 draws are uniform over the 36 outcomes (chi-square)", async (t) => {
  // 360,000 draws, 35 degrees of freedom: chi-square above 90 has chance below 1e-6 (a false
  // failure once in a million runs of a new seed); this seed is fixed
  const rng = new PureRng(seededGenerator(2024));
  const n = 360_000;
  const counts = new Array<number>(36).fill(0);
  for (let i = 0; i < n; i++) {
    const o = rng.roll(TWO_D6);
    counts[o] = itemAt(counts, o) + 1;
  }
  const chi2 = counts.reduce((s, c) => s + (c - n / 36) ** 2 / (n / 36), 0);
  t.ok(chi2 < 90, `chi-square ${chi2.toFixed(1)} with 35 degrees of freedom`);
  // and the sum's law, 5 standard errors each (false failure 5.7e-7 per value)
  const ways = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
  for (let s = 2; s <= 12; s++) {
    const hits = counts.reduce((acc, c, o) => acc + (ORIGINAL_DR[o] === s ? c : 0), 0);
    const p = itemAt(ways, s) / 36;
    const z = (hits - n * p) / Math.sqrt(n * p * (1 - p));
    t.ok(Math.abs(z) <= 5, `Original DR ${s}: ${hits} vs ${(n * p).toFixed(0)} (${z.toFixed(2)} SE)`);
  }
});

t.test('the wound severity dr as one draw (A17.11): killed on 5-6, on 4-6 when wounded before', async (t) => {
  const fresh = new Unit({ kind: 3, morale: 8, brokenMorale: 7, leadership: -1, fanatic: false, wounded: false, broken: false });
  const hurt = new Unit({ kind: 3, morale: 8, brokenMorale: 7, leadership: -1, fanatic: false, wounded: true, broken: false });
  t.equal(severityRoll(fresh, NONE), null, 'no wound, no dr');
  const a = severityRoll(fresh, WOUND)!;
  const b = severityRoll(hurt, WOUND)!;
  t.same(a.weights, [2, 1], 'unwounded: 4 faces survive, 2 kill (in lowest terms 2:1)');
  t.same(b.weights, [1, 1], 'wounded before: 3 survive, 3 kill');
  for (let dr = 1; dr <= 6; dr++) {
    t.equal(a.classify([dr]), dr >= 5 ? 1 : 0, `unwounded, dr ${dr}`);
    t.equal(b.classify([dr]), dr >= 4 ? 1 : 0, `wounded before, dr ${dr}`);
    t.equal(rollKilled(new LoadedDice([dr]), hurt, WOUND), killedBySeverity(dr, true), `loaded dice read dr ${dr} as the rule does`);
  }
  const odd = d6Categories(3, (f) => (f <= 1 ? 0 : f <= 3 ? 1 : 2));
  t.same(odd.weights, [1, 2, 3], 'categories weigh their faces');
});

t.test('the verdict table is checkResult for every unit, side, wound, ML, DRM, check and outcome', async (t) => {
  let compared = 0;
  let differ = 0;
  for (let kind = 0; kind < UNIT_KINDS.length; kind++) {
    for (const broken of [false, true]) {
      for (const wounded of [false, true]) {
        for (const fanatic of [false, true]) {
          for (let morale = 1; morale <= 10; morale++) {
            const u = new Unit({ kind, morale, brokenMorale: Math.max(1, morale - 2), leadership: 0, fanatic, wounded, broken });
            for (let drm = -20; drm <= 30; drm++) {
              for (const check of [MC, TC]) {
                for (let o = 0; o < TWO_D6_OUTCOMES; o++) {
                  compared++;
                  const original = itemAt(ORIGINAL_DR, o);
                  if (checkVerdict(u, o, drm, check) !== checkResult(u, original, original + drm, check)) differ++;
                }
              }
            }
          }
        }
      }
    }
  }
  t.equal(differ, 0, `${compared} checks compared`);
});
