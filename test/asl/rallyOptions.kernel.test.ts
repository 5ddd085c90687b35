/**
 * ASL rally options: every option's odds are those of a lone rally by that option, checked by
 * Monte Carlo and by the kernel's exact method against the independent enumeration of
 * test/asl/independent.ts (one rally per option).
 */
import t from 'tap';
import { rallyOptions, type RallyOptionsParams } from '../../simulations/asl/rallyOptions.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact, type ExactSlots } from '../helpers/statistics.js';
import { exactMatches } from './compare.js';
import { exactRally } from './independent.js';

const base: RallyOptionsParams = {
  brokenMorale: 8,
  terrain: 'open',
  desperation: false,
  drm: 0,
  unit: 'squad',
  fanatic: false,
  wounded: false,
  phases: 2,
  options: [
    { leadership: -2, selfRally: false },
    { leadership: 0, selfRally: false },
    { leadership: 0, selfRally: true },
  ],
};

/** Option k's entries are those of a lone rally, in item k of the tally group `options`. */
const optionPrefix = (k: number) => `options.${k}.`;

/** The independent answer of every option, under its names in the group. */
function exactOptions(p: RallyOptionsParams): ExactSlots {
  const all: ExactSlots = { events: {}, values: {} };
  p.options.forEach((o, k) => {
    const one = exactRally({ ...p, ...o });
    for (const [name, v] of Object.entries(one.events)) all.events[optionPrefix(k) + name] = v;
    for (const [name, v] of Object.entries(one.values)) all.values[optionPrefix(k) + name] = v;
  });
  return all;
}

t.test('loaded dice: each option rolls its own attempts, in the order given', async (t) => {
  const o = loadedTrial(rallyOptions, { ...base, phases: 1 }, [5, 5, 5, 5, 1, 1]);
  t.equal(o.unused, 0);
  t.same(
    [0, 1, 2].map((k) => o.events[`${optionPrefix(k)}rallied`]),
    [true, false, true],
    'the same 10 rallies under the -2 leader (8), fails under the 0 leader; the self-rally rolls 2 (+1 = 3)',
  );
  t.ok(o.events[`${optionPrefix(2)}leaderCreation`], "the self-rally's Original 2 may create a leader (A18.11)");
  t.notOk(o.events[`${optionPrefix(2)}heatOfBattle`]);
  const crew = loadedTrial(rallyOptions, { ...base, unit: 'crew', phases: 1 }, [1, 1, 5, 5, 1, 1]);
  t.equal(crew.unused, 0);
  t.same(
    [0, 1, 2].map((k) => [crew.events[`${optionPrefix(k)}rallied`], crew.events[`${optionPrefix(k)}heatOfBattle`]]),
    [
      [true, false],
      [false, false],
      [true, false],
    ],
    "A15.1: a crew's Original 2 under a leader calls for no Heat of Battle DR; 10 fails under the 0 leader",
  );
  t.notOk(crew.events[`${optionPrefix(2)}leaderCreation`], "A10.6: a crew's self-rally Original 2 creates no leader");
});

const configs: Array<[string, Partial<RallyOptionsParams>]> = [
  ['8 squad, three options, 2 phases', {}],
  [
    '7 leader under DM in woods, a 9-1 or self-rally, 3 phases',
    {
      brokenMorale: 7,
      unit: 'leader',
      desperation: true,
      terrain: 'woods',
      phases: 3,
      options: [
        { leadership: -1, selfRally: false },
        { leadership: 0, selfRally: true },
      ],
    },
  ],
  ['6 crew under DM: a -2 leader, a 0 leader or self-rally, 2 phases', { brokenMorale: 6, unit: 'crew', desperation: true }],
];

// 100,000 trials each, within 5 standard errors (the exact binomial tails for a rare bin, at the
// same rate): a comparison fails by accident with probability 5.7e-7, a configuration (at most
// ~120 comparisons) less than once in 14,000 runs (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact enumeration: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, rallyOptions, p, exactOptions(p), 100_000, 6000 + i);
  });
}

t.test("the kernel's exact method matches the independent enumeration", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, rallyOptions, p, exactOptions(p), name);
  }
});
