/**
 * A trial drawn whole (core/rollWalk.ts `RollWalk.endWeights`, `Rng.end`): the law of its end, read through the
 * kernel's own trial, gives exactly the kernel's exact answer (fractions compared exactly); a
 * trial of too many checks keeps the walk; a machine whose states loop has no end law.
 */
import t, { type Test } from 'tap';
import type { JointRoll } from '../../simulations/core/jointRoll.js';
import { ExactBudget, type Kernel } from '../../simulations/core/kernel.js';
import { Rational, addAt, zeros } from '../../simulations/core/rational.js';
import type { Rng, TrialLaw } from '../../simulations/core/rng.js';
import { RallySequence, rallyAttempt, type RallyParams } from '../../simulations/asl/rallyAttempt.js';
import { rallyOptions, type RallyOptionsParams } from '../../simulations/asl/rallyOptions.js';
import { Rout, routInterdiction, routRules, type RoutParams } from '../../simulations/asl/routInterdiction.js';
import { TrialEnds, compileWalk, type StepRules } from '../../simulations/asl/walk.js';

class NeedMore extends Error {
  constructor(readonly law: JointRoll) {
    super('another end to choose');
  }
}

/**
 * Chooses the ends of the trials drawn whole from a prefix (asking past it throws NeedMore with
 * the law asked for); any other draw fails the test: a trial that fits is drawn whole, nothing else.
 */
class ChosenEnds implements Rng {
  private i = 0;
  constructor(private readonly chosen: readonly number[]) {}
  int(): number {
    throw new Error('a die was rolled: the trial was not drawn whole');
  }
  count(): number {
    throw new Error('dice were counted: the trial was not drawn whole');
  }
  roll(): number {
    throw new Error('a roll was drawn: the trial was not drawn whole');
  }
  end(trial: TrialLaw): number {
    const e = this.chosen[this.i];
    if (e === undefined) throw new NeedMore(trial.ends);
    this.i++;
    return e;
  }
}

/**
 * The kernel's tally in exact fractions from the end laws: every sequence of ends its trial can
 * draw, weighted by the laws' chances, through the kernel's own `trial` (so its Ends too).
 */
function tallyFromEndLaws<P>(kernel: Kernel<P>, p: P): { acc: Rational[]; totals: Set<number>; draws: number } {
  const { tally, trial } = kernel.prepare(p);
  const acc = zeros(tally.size);
  const totals = new Set<number>();
  let draws = 0;
  const visit = (chosen: number[], chance: Rational): void => {
    const slots = new Float64Array(tally.size);
    try {
      trial(new ChosenEnds(chosen), slots);
    } catch (e) {
      if (!(e instanceof NeedMore)) throw e;
      totals.add(e.law.total);
      for (const [end, w] of e.law.weights.entries()) {
        if (w > 0) visit([...chosen, end], chance.mul(Rational.of(w, e.law.total)));
      }
      return;
    }
    draws = Math.max(draws, chosen.length);
    slots.forEach((n, slot) => {
      if (n !== 0) addAt(acc, slot, chance.mulInt(n));
    });
  };
  visit([], Rational.ONE);
  return { acc, totals, draws };
}

/** The kernel's trial, drawn as `draws` ends, gives its exact answer. */
function sameAsExact<P>(t: Test, label: string, kernel: Kernel<P>, p: P, draws = 1): void {
  const { acc, totals, draws: made } = tallyFromEndLaws(kernel, p);
  t.equal(made, draws, `${label}: ${draws} draw(s) a trial`);
  const exact = kernel.exact!(p, new ExactBudget(1e6));
  const differ = acc.filter((x, i) => !x.equals(exact[i]!)).length;
  t.equal(
    differ,
    0,
    `${label}: every slot exactly the exact method's (${acc.length} slots; ${totals.size === 0 ? 'nothing drawn' : `end laws of ${[...totals].join(', ')} outcomes`})`,
  );
}

const asl = { drm: 0, fanatic: false, wounded: false };
const rally: RallyParams = {
  brokenMorale: 8,
  leadership: -1,
  selfRally: false,
  terrain: 'woods',
  desperation: false,
  phases: 2,
  unit: 'squad',
  ...asl,
};
const rout: RoutParams = { brokenMorale: 7, interdictions: 2, pinnedAdjacentToEnemy: true, unit: 'squad', ...asl, leader: null };
const eightOne = { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true };

t.test('the end law of a rally sequence is its exact answer', async (t) => {
  sameAsExact(t, 'squad, woods, 8-1, 2 phases', rallyAttempt, rally);
  sameAsExact(t, 'squad self-rally (Fate, field promotion), 3 phases', rallyAttempt, { ...rally, selfRally: true, phases: 3 });
  sameAsExact(t, 'leader self-rally under Desperation (Fate: severity drs, unwounded then wounded), 3 phases', rallyAttempt, {
    ...rally,
    unit: 'leader',
    selfRally: true,
    desperation: true,
    brokenMorale: 7,
    phases: 3,
  });
  sameAsExact(t, 'fanatic half-squad, open, 4 phases', rallyAttempt, {
    ...rally,
    unit: 'half-squad',
    fanatic: true,
    terrain: 'open',
    phases: 4,
  });
});

t.test('the end law of a rout is its exact answer', async (t) => {
  sameAsExact(t, 'squad, 2 interdictions, pinned next to the enemy', routInterdiction, rout);
  sameAsExact(t, 'squad with an 8-1, 2 interdictions', routInterdiction, { ...rout, pinnedAdjacentToEnemy: false, leader: eightOne });
  sameAsExact(t, 'leader (severity drs), 3 interdictions', routInterdiction, {
    ...rout,
    unit: 'leader',
    brokenMorale: 8,
    interdictions: 3,
  });
  sameAsExact(t, 'half-squad with a wounded 9-1, 2 interdictions', routInterdiction, {
    ...rout,
    unit: 'half-squad',
    leader: { ...eightOne, morale: 9, wounded: true },
  });
  sameAsExact(t, 'no interdiction', routInterdiction, { ...rout, interdictions: 0 }, 0);
});

t.test('the end laws of rally options are their exact answer', async (t) => {
  const options: RallyOptionsParams = {
    brokenMorale: 8,
    terrain: 'building',
    desperation: false,
    phases: 1,
    unit: 'squad',
    ...asl,
    options: [
      { leadership: -2, selfRally: false },
      { leadership: 0, selfRally: false },
    ],
  };
  sameAsExact(t, 'two leaders, 1 phase (one joint draw)', rallyOptions, options);
  sameAsExact(t, 'two leaders and a self-rally, 1 phase (one joint draw)', rallyOptions, {
    ...options,
    options: [...options.options, { leadership: 0, selfRally: true }],
  });
  sameAsExact(
    t,
    'two leaders and a self-rally, 2 phases (too many joint ends: a draw per option)',
    rallyOptions,
    { ...options, phases: 2, options: [...options.options, { leadership: 0, selfRally: true }] },
    3,
  );
  sameAsExact(t, 'a leader or a self-rally of a wounded leader, 2 phases (one joint draw)', rallyOptions, {
    ...options,
    unit: 'leader',
    wounded: true,
    phases: 2,
    options: [
      { leadership: -1, selfRally: false },
      { leadership: 0, selfRally: true },
    ],
  });
});

t.test('a trial of too many checks keeps the walk; a short one is drawn whole', async (t) => {
  const long = new TrialEnds(new Rout({ ...rout, interdictions: 12, unit: 'leader', brokenMorale: 9 }), routRules, 128 * 21);
  t.equal(long.whole, undefined, 'a rout of 12 interdictions: no law of one draw');
  const short = new TrialEnds(new Rout(rout), routRules, 128 * 21);
  t.ok(short.whole, 'a rout of 2 interdictions is drawn whole');
  const seq = new RallySequence({ ...rally, phases: 8 }, rally);
  const many = new TrialEnds(seq.start, seq, seq.maxStates);
  t.equal(many.whole, undefined, '8 rally phases: 36^8 outcomes, no law of one draw');
});

t.test('the rout and rally machines are always tabled: their largest requests stay within their bounds', async (t) => {
  const leaders = [null, eightOne, { ...eightOne, morale: 10, leadership: -3, wounded: true, fanatic: true }];
  for (const unit of ['squad', 'half-squad', 'crew', 'leader', 'hero'] as const) {
    for (const wounded of [false, true]) {
      for (const leader of leaders) {
        for (const drm of [-10, 0, 10]) {
          for (const brokenMorale of [0, 7, 10]) {
            const p = { ...rout, unit, wounded, leader, drm, brokenMorale, interdictions: 20 };
            t.doesNotThrow(() => routInterdiction.prepare(p), `rout of a ${unit}, drm ${drm}, ML ${brokenMorale}`);
          }
        }
      }
      for (const [selfRally, drm] of [
        [true, -10],
        [true, 0],
        [false, 4],
        [false, 10],
      ] as const) {
        const p = { ...rally, unit, wounded, selfRally, drm, desperation: true, phases: 20 };
        t.doesNotThrow(() => rallyAttempt.prepare(p), `rally of a ${unit}, drm ${drm}`);
      }
    }
  }
});

/** A machine that may loop: its state is a parity, and it ends on double sixes only. */
const looping: StepRules<{ odd: number; done: boolean }> = {
  copy: (s) => ({ ...s }),
  assign: (into, from) => Object.assign(into, from),
  key: (s) => `${s.odd}/${s.done}`,
  next: (s) => !s.done,
  result: (_s, d) => d,
  severity: () => null,
  apply: (s, d) => {
    s.odd ^= 1;
    s.done = d === 35;
  },
  end: (s) => s.odd,
};

t.test('a machine whose states loop is walked, not drawn whole', async (t) => {
  const walk = compileWalk({ odd: 0, done: false }, looping, 100);
  t.ok(walk, 'tabled');
  t.equal(walk!.states, 2, 'two live states, each reached from the other');
  t.equal(walk!.endWeights(), undefined, 'no end law');
});
