/**
 * ASL rout through Interdiction: one loaded-dice test per branch, then Monte Carlo and the
 * kernel's own exact method against the independent enumeration of test/asl/independent.ts.
 */
import t from 'tap';
import { ExactBudget, TooLarge } from '../../simulations/core/kernel.js';
import { routInterdiction, type RoutParams } from '../../simulations/asl/routInterdiction.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { exactMatches } from './compare.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { exactRout } from './independent.js';

const base: RoutParams = { brokenMorale: 7, unit: 'squad', interdictions: 2, pinnedAdjacentToEnemy: false, drm: 0, fanatic: false, wounded: false };
const run = (p: Partial<RoutParams>, faces: number[]) => {
  const o = loadedTrial(routInterdiction, { ...base, ...p }, faces);
  t.equal(o.unused, 0, `every scripted face is used: ${faces}`);
  return { on: Object.keys(o.events).filter((k) => o.events[k]).sort(), cleared: o.values.interdictionsCleared };
};

t.test('loaded dice: every branch', async (t) => {
  t.same(run({}, [2, 3, 3, 3]), { on: ['routed'], cleared: 2 }, 'two passes: routed');
  t.same(run({ interdictions: 0 }, []), { on: ['routed'], cleared: 0 }, 'no interdiction: routed, no DR');
  t.same(run({}, [4, 4, 2, 2]), { on: ['reduced', 'routed'], cleared: 2 }, 'a failed NMC reduces the squad; its half-squad routs on');
  t.same(run({}, [4, 4, 5, 5]), { on: ['eliminated'], cleared: 1 }, 'the half-squad fails: eliminated');
  t.same(run({ unit: 'half-squad' }, [4, 4]), { on: ['eliminated'], cleared: 0 }, 'a half-squad that fails is eliminated');
  t.same(run({ unit: 'crew' }, [5, 4]), { on: ['eliminated'], cleared: 0 }, 'a crew that fails is eliminated');
  t.same(run({ drm: -6, brokenMorale: 10 }, [6, 6]), { on: ['eliminated'], cleared: 0 }, 'Original 12 eliminates a broken unit, whatever the DRM (A10.31)');
  t.same(run({}, [3, 4]), { on: ['pinned'], cleared: 0 }, 'final DR = ML: pinned, the rout ends');
  t.same(run({ pinnedAdjacentToEnemy: true }, [2, 2, 3, 4]), { on: ['eliminated', 'pinned'], cleared: 1 }, 'pinned next to the enemy: eliminated');
  t.same(run({ drm: 1 }, [3, 3]), { on: ['pinned'], cleared: 0 }, 'DRM +1: 6 + 1 = 7 = ML pins');
  t.same(run({}, [4, 4, 3, 4]), { on: ['pinned', 'reduced'], cleared: 1 }, 'reduced, then its half-squad pinned: both');
  t.same(run({ fanatic: true }, [4, 3, 1, 2]), { on: ['routed'], cleared: 2 }, 'Fanatic: broken ML 8, so 7 passes without a pin');
  t.same(run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 3, 2, 3]), { on: ['reduced', 'routed'], cleared: 2 }, 'a leader who fails: severity 3, wounded; routs on at ML 7 (5 < 7)');
  t.same(run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 5]), { on: ['eliminated'], cleared: 0 }, 'severity 5: killed');
  t.same(run({ unit: 'leader', brokenMorale: 8, wounded: true }, [4, 4]), { on: ['eliminated'], cleared: 0 }, 'a wounded leader (ML 7) who fails is eliminated (A17.2)');
  t.same(run({ unit: 'leader', brokenMorale: 8 }, [5, 4, 1, 3, 4]), { on: ['pinned', 'reduced'], cleared: 1 }, 'wounded at the first: the second 7 = ML 7 pins');
});

const configs: Array<[string, Partial<RoutParams>]> = [
  ['7 squad, 2 interdictions', {}],
  ['8 leader, 3 interdictions, pinned next to the enemy', { unit: 'leader', brokenMorale: 8, interdictions: 3, pinnedAdjacentToEnemy: true }],
  ['6 half-squad, 1 interdiction, +1 DRM', { brokenMorale: 6, unit: 'half-squad', interdictions: 1, drm: 1 }],
  ['9 squad, 4 interdictions, -1 DRM', { brokenMorale: 9, interdictions: 4, drm: -1 }],
  ['fanatic 5 crew, 2 interdictions', { brokenMorale: 5, unit: 'crew', fanatic: true }],
];

// 200,000 trials each, k = 5 standard errors: false-failure rate below 1 in 29,000 per
// configuration (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact enumeration: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, routInterdiction, p, exactRout(p), 200_000, 7000 + i);
  });
}

t.test("the kernel's exact method matches the independent enumeration", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, routInterdiction, p, exactRout(p), name);
  }
});

t.test('exact: 20 interdictions stay small; a tiny budget throws TooLarge', async (t) => {
  const p = { ...base, interdictions: 20, unit: 'leader' as const };
  const budget = new ExactBudget(1e6);
  routInterdiction.exact!(p, budget);
  t.ok(budget.used < 100, `${budget.used} states`);
  t.throws(() => routInterdiction.exact!(p, new ExactBudget(3)), TooLarge);
});
