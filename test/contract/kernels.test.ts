/**
 * The kernel contract: one suite over every kernel of every game in simulations/index.ts, each
 * run on the sample parameters of its game's file in cases/ (see contractCase.ts). A game added
 * to `games` is checked here once its case file exists, and fails here until it does.
 *
 * For every case:
 * (a) layout: the tally (`tallyOf`) declares the same entries twice, the same as `prepare`'s,
 *     every slot belongs to exactly one entry, and a run's counts have the tally's length;
 * (b) exact (when the kernel has an exact method): every probability lies in [0, 1], every value
 *     sums to exactly 1 as a fraction, and so does every set of entries the case names as
 *     complementary; a seeded run's counts obey the same sums exactly, in trials;
 * (c) Monte Carlo: every slot of a seeded run of `trials` trials (400,000 unless the case says)
 *     is plausible under the exact probability at 5 standard errors (plausible.ts): one
 *     comparison fails by accident with probability at most 5.73e-7. The suite makes 918
 *     comparisons today (the last test counts them and bounds the total), so a new seed fails by
 *     accident less than once in 1,900 runs (a Bonferroni bound: 918 x 5.73e-7 = 5.3e-4); the
 *     seeds are fixed, so a given seed always passes or always fails;
 * (d) snapshot: the counts of a seeded run (seed 42, 20,000 trials), kept in tap-snapshots/ by
 *     `t.matchSnapshot`: a change to a kernel's draws (their order or number) or to the engine's
 *     streams shows up here. If the change is meant, the service version changes with it and
 *     the snapshot is renewed (TAP_SNAPSHOT=1).
 */
import t, { type Test } from 'tap';
import { ExactBudget, type Kernel, tallyOf } from '../../simulations/core/kernel.js';
import { Rational } from '../../simulations/core/rational.js';
import type { Tally } from '../../simulations/core/tally.js';
import { games } from '../../simulations/index.js';
import { simulate } from '../helpers/statistics.js';
import { type ContractCase, MONTE_CARLO_SEED, MONTE_CARLO_TRIALS, SNAPSHOT_SEED, SNAPSHOT_TRIALS } from './contractCase.js';
import { loadCaseFiles } from './loadCases.js';
import { TAIL_TWO_SIDED, plausible } from './plausible.js';

/** States an exact computation of a case may visit: the cases are picked well within it. */
const EXACT_LIMIT = 5_000_000;
/** The most accidental failures a new seed may risk, per run of the whole suite. */
const MAX_FALSE_FAILURE = 1e-3;

const files = await loadCaseFiles();
const cases = files.flatMap((f) => f.cases);

t.test('every registered kernel has a case, and every case a registered kernel', async (t) => {
  t.ok(files.length > 0, `${files.length} case files in cases/`);
  const registered = new Set<Kernel<unknown>>();
  for (const game of games) {
    for (const kernel of game.kernels) {
      registered.add(kernel);
      const n = cases.filter((c) => c.kernel === kernel).length;
      t.ok(n > 0, `${game.tag.name} ${kernel.name}: ${n} cases in test/contract/cases/`);
    }
  }
  for (const c of cases) t.ok(registered.has(c.kernel), `case "${c.name}": ${c.kernel.name} is a kernel of simulations/index.ts`);
  const names = cases.map((c) => c.name);
  t.same(
    names.filter((n, i) => names.indexOf(n) !== i),
    [],
    'case names are unique (each names a snapshot)',
  );
});

/** The declaration of a tally, as data: what must not change between two calls. */
function declaration(tally: Tally) {
  return { size: tally.size, events: tally.events, values: tally.values, groups: tally.groups };
}

/** The name of every slot: an event's name, or `value=x` for a value's slot of x. */
function slotNames(tally: Tally): string[] {
  const names: string[] = [];
  for (const e of tally.events) names[e.slot] = e.name;
  for (const v of tally.values) for (let x = v.min; x <= v.max; x++) names[v.slot + x - v.min] = `${v.name}=${x}`;
  return names;
}

/** The slots an entry of a case's partition stands for: an event's, or all of a value's. */
function slotsOf(tally: Tally, name: string): number[] | undefined {
  const e = tally.events.find((e) => e.name === name);
  if (e) return [e.slot];
  const v = tally.values.find((v) => v.name === name);
  return v && Array.from({ length: v.max - v.min + 1 }, (_, i) => v.slot + i);
}

/** The sets of slots that must sum to exactly 1: each partition, and each value named in none. */
function completeSets(t: Test, c: ContractCase, tally: Tally): Array<{ what: string; slots: number[] }> {
  const named = new Set(c.partitions.flat());
  const sets: Array<{ what: string; slots: number[] }> = [];
  for (const part of c.partitions) {
    const slots: number[] = [];
    for (const name of part) {
      const s = slotsOf(tally, name);
      t.ok(s, `the partition {${part.join(', ')}} names ${name}, an entry of the tally`);
      slots.push(...(s ?? []));
    }
    sets.push({ what: `{${part.join(', ')}}`, slots });
  }
  for (const v of tally.values) {
    if (!named.has(v.name)) sets.push({ what: `value ${v.name}`, slots: slotsOf(tally, v.name) ?? [] });
  }
  return sets;
}

let comparisons = 0;

for (const c of cases) {
  const { kernel, params } = c;
  t.test(`${kernel.name}: ${c.name}`, async (t) => {
    const tally = tallyOf(kernel, params);
    const names = slotNames(tally);
    // the seeded run kept as the snapshot, whose counts (a) and (b) check too
    const seeded = simulate(kernel, params, SNAPSHOT_TRIALS, SNAPSHOT_SEED).acc;

    t.test('(a) the layout is stable', async (t) => {
      t.same(declaration(tallyOf(kernel, params)), declaration(tally), 'tallyOf twice: the same entries and size');
      t.same(declaration(kernel.prepare(params).tally), declaration(tally), "prepare's tally is the same");
      const owners = new Array<number>(tally.size).fill(0);
      for (const e of tally.events) owners[e.slot] = (owners[e.slot] ?? 0) + 1;
      for (const v of tally.values) for (let s = v.slot; s <= v.slot + v.max - v.min; s++) owners[s] = (owners[s] ?? 0) + 1;
      t.same(
        owners.flatMap((n, s) => (n === 1 ? [] : [`slot ${s}: ${n} entries`])),
        [],
        `each of the ${tally.size} slots belongs to exactly one entry`,
      );
      const entries = [...tally.events.map((e) => e.name), ...tally.values.map((v) => v.name)];
      t.equal(new Set(entries).size, entries.length, 'entry names are unique');
      t.equal(seeded.length, tally.size, "a run's counts have the tally's length");
    });

    const sets = completeSets(t, c, tally);

    t.test("(b) a run's counts add up in trials", async (t) => {
      const bad = Array.from(seeded).flatMap((n, s) =>
        Number.isInteger(n) && n >= 0 && n <= SNAPSHOT_TRIALS ? [] : [`${names[s]}: ${n}`],
      );
      t.same(bad, [], `every count is a whole number of the ${SNAPSHOT_TRIALS} trials`);
      for (const { what, slots } of sets) {
        const sum = slots.reduce((s, slot) => s + (seeded[slot] ?? Number.NaN), 0);
        t.equal(sum, SNAPSHOT_TRIALS, `${what}: counts sum to the trials`);
      }
    });

    const { exact } = kernel;
    if (!exact) {
      t.comment(`${kernel.name} has no exact method: (b) exact and (c) are not checked`);
    } else {
      const probabilities = exact.call(kernel, params, new ExactBudget(EXACT_LIMIT));

      t.test('(b) the exact answer sums to exactly 1', async (t) => {
        t.equal(probabilities.length, tally.size, 'one probability per slot');
        const outside = probabilities.flatMap((p, s) =>
          p.compare(Rational.ZERO) < 0 || p.compare(Rational.ONE) > 0 ? [`${names[s]}: ${p.num}/${p.den}`] : [],
        );
        t.same(outside, [], 'every probability lies in [0, 1]');
        for (const { what, slots } of sets) {
          const sum = slots.reduce((s, slot) => s.add(probabilities[slot] ?? Rational.ZERO), Rational.ZERO);
          t.ok(sum.equals(Rational.ONE), `${what} sums to exactly 1 (${sum.num}/${sum.den})`);
        }
      });

      t.test('(c) Monte Carlo lies within 5 SE of exact', async (t) => {
        const trials = c.trials ?? MONTE_CARLO_TRIALS;
        const { acc } = simulate(kernel, params, trials, MONTE_CARLO_SEED);
        let checked = 0;
        for (const [slot, p] of probabilities.entries()) {
          const hits = acc[slot] ?? Number.NaN;
          const verdict = plausible(hits, trials, p.toNumber());
          checked++;
          if (!verdict.ok) t.fail(`P(${names[slot]}): ${hits} of ${trials} against exact ${p.toNumber()} (${verdict.why})`);
        }
        comparisons += checked;
        t.pass(`${checked} slots of ${trials} trials (seed ${MONTE_CARLO_SEED}) checked`);
      });
    }

    t.test('(d) the seeded counts do not change', async (t) => {
      // one line a slot, in slot order: the run's counts as they are, each with its name
      const counts = names.map((name, s) => `${name}: ${seeded[s]}`).join('\n');
      t.matchSnapshot(counts, `seed ${SNAPSHOT_SEED}, ${SNAPSHOT_TRIALS} trials`);
    });
  });
}

t.test('the Monte Carlo comparisons risk few accidental failures', async (t) => {
  const bound = comparisons * TAIL_TWO_SIDED;
  t.ok(comparisons > 0, `${comparisons} comparisons at 5 SE`);
  t.ok(bound < MAX_FALSE_FAILURE, `a new seed fails by accident with probability at most ${bound.toExponential(2)}`);
});
