/**
 * XCOM base defence: loaded dice for every rule branch (assignment, special and elite bonuses,
 * a loss then the survivors, the carried threat), Monte Carlo and the kernel's exact method
 * against an independent exact computation, and the endpoint over HTTP.
 */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { baseDefense, bestAssignments, type BaseDefenseParams, type Enemy, type Soldier } from '../../simulations/xcom/baseDefense.js';
import { post, testApp } from '../helpers/app.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { Expected, exactMatches, refuses, taskEnds } from './xcomExact.js';

const [A, H, N, S] = [0, 1, 2, 3]; // assault, heavy, sniper, support
const sol = (skills: number[], extra: Partial<Soldier> = {}): Soldier => ({ skills, elite: false, ...extra });
const foe = (hp: number, skills: number[], special?: number): Enemy => (special === undefined ? { hp, skills } : { hp, skills, special });
const params = (soldiers: Soldier[], enemies: Enemy[], over: Partial<BaseDefenseParams> = {}): BaseDefenseParams => ({
  soldiers,
  enemies,
  threat: 1,
  policy: {},
  ...over,
});
const run = (p: BaseDefenseParams, faces: number[]) => loadedTrial(baseDefense, p, faces);

t.test('loaded dice: every rule branch', async (t) => {
  // per roll: one d6 per die (1-2 succeed), then the alien d8 (<= threat is a loss)
  let o = run(params([sol([A], { special: A, elite: true })], [foe(3, [A], A)]), [1, 2, 1, 8]);
  t.same(o.values, { baseDamage: 0, soldiersLost: 0, rolls: 1 }, 'special skill match +1 and elite +1: one soldier rolls 3 dice');

  o = run(params([sol([A], { special: N }), sol([A], { elite: true })], [foe(1, [A], A)]), [3, 3, 1, 2, 8]);
  t.same(
    o.values,
    { baseDamage: 0, soldiersLost: 1, rolls: 2 },
    'one assault icon: the elite (2 dice) is assigned; the loss kills him, the other soldier takes his place',
  );
  t.same(o.events, { allDestroyed: true, anySoldierLost: true });

  o = run(params([sol([A]), sol([H])], [foe(2, [A]), foe(1, [H])]), [3, 1, 1, 8]);
  t.same(
    o.values,
    { baseDamage: 1, soldiersLost: 1, rolls: 2 },
    'a loss kills the assault soldier; nobody alive can take the first enemy, which survives; the survivor attacks the next enemy',
  );

  o = run(params([sol([A]), sol([H])], [foe(1, [A]), foe(1, [H])]), [1, 8, 1, 2]);
  t.same(
    o.values,
    { baseDamage: 0, soldiersLost: 1, rolls: 2 },
    'the threat carries over: the alien 2 loses at threat 2 on the second enemy',
  );
  t.same(o.events, { allDestroyed: true, anySoldierLost: true });

  o = run(params([sol([A]), sol([A])], [foe(1, [A, A]), foe(1, [A])]), [1, 1, 8, 3, 8, 1, 8]);
  t.same(
    o.values,
    { baseDamage: 0, soldiersLost: 0, rolls: 3 },
    'two assault icons take two soldiers; the surplus success is wasted, not carried to the next enemy',
  );

  o = run(params([sol([A])], [foe(1, [S]), foe(1, [A])]), [1, 8]);
  t.same(
    o.values,
    { baseDamage: 1, soldiersLost: 0, rolls: 1 },
    'no soldier can take the first enemy: it survives and deals 1 base damage',
  );
  t.same(o.events, { allDestroyed: false, anySoldierLost: false });

  o = run(params([sol([A]), sol([A])], [foe(1, [A]), foe(1, [A])]), [1, 1, 1, 8]);
  t.same(o.values, { baseDamage: 0, soldiersLost: 1, rolls: 2 }, 'the losing roll still destroys its enemy; its soldier dies');

  o = run(params([sol([A])], [foe(2, [A]), foe(1, [A])], { policy: { maxRolls: 1 } }), [1, 8, 1, 8]);
  t.same(o.values, { baseDamage: 1, soldiersLost: 0, rolls: 2 }, 'maxRolls counts per enemy: one roll on each');

  o = run(params([sol([A])], [foe(2, [A]), foe(1, [A])], { policy: { stopAtThreat: 1 } }), [1, 8]);
  t.same(o.values, { baseDamage: 2, soldiersLost: 0, rolls: 1 }, 'stopAtThreat 1 stops the phase after one roll');

  o = run(params([sol([A]), sol([A])], [foe(5, [A])], { threat: 8 }), [3, 8, 3, 8]);
  t.same(o.values, { baseDamage: 1, soldiersLost: 2, rolls: 2 }, 'from threat 8 every roll is a loss, one soldier after the other');
  t.equal(o.unused, 0, 'every scripted face is used');
});

t.test('assignment: the most dice, then fewer soldiers, then soldiers listed first', async (t) => {
  const soldiers = [sol([A]), sol([H]), sol([A, H], { elite: true })];
  const { use, dice } = bestAssignments(soldiers, foe(1, [A, H]));
  t.equal(dice[0b111], 3, 'the elite with one other soldier rolls 3 dice');
  t.equal(use[0b111], 0b101, 'tie between {0, 2} and {1, 2}: the soldiers listed first');
  t.equal(use[0b011], 0b011, 'without the elite: both regular soldiers');
  t.equal(use[0b100], 0b100, 'the elite alone');
  const special = bestAssignments([sol([A], { special: S }), sol([A], { special: N })], foe(1, [A], N));
  t.same([special.use[0b11], special.dice[0b11]], [0b10, 2], 'the soldier whose special skill matches the enemy rolls 2 dice');
  const none = bestAssignments([sol([H])], foe(1, [A, S]));
  t.same([none.use[1], none.dice[1]], [0, 0], 'no matching icon: no assignment');
});

/** Brute-force assignment, independent of the kernel: every way of filling the icon slots. */
function assign(soldiers: Soldier[], enemy: Enemy, alive: number): { use: number; dice: number } {
  let best = { use: 0, dice: 0 };
  const count = (m: number) =>
    m
      .toString(2)
      .split('')
      .filter((c) => c === '1').length;
  const go = (slot: number, used: number, dice: number): void => {
    if (slot === enemy.skills.length) {
      const better =
        dice > best.dice || (dice === best.dice && (count(used) < count(best.use) || (count(used) === count(best.use) && used < best.use)));
      if (better) best = { use: used, dice };
      return;
    }
    go(slot + 1, used, dice);
    soldiers.forEach((s, i) => {
      if (!(alive & (1 << i)) || used & (1 << i) || !s.skills.includes(itemAt(enemy.skills, slot))) return;
      const d = 1 + (enemy.special !== undefined && s.special === enemy.special ? 1 : 0) + (s.elite ? 1 : 0);
      go(slot + 1, used | (1 << i), dice + d);
    });
  };
  go(0, 0, 0);
  return best;
}

/** The independent exact answer: recursion over (enemy, markers, rolls on it, living soldiers, threat). */
function expected(p: BaseDefenseParams): Expected {
  const e = new Expected(['allDestroyed', 'anySoldierLost'], ['baseDamage', 'soldiersLost', 'rolls']);
  const n = p.soldiers.length;
  const go = (
    i: number,
    markers: number,
    enemyRolls: number,
    alive: number,
    threat: number,
    rolls: number,
    damage: number,
    w: number,
  ): void => {
    if (i === p.enemies.length) {
      const lost =
        n -
        alive
          .toString(2)
          .split('')
          .filter((c) => c === '1').length;
      e.event('allDestroyed', w, damage === 0);
      e.event('anySoldierLost', w, lost > 0);
      e.value('baseDamage', damage, w);
      e.value('soldiersLost', lost, w);
      e.value('rolls', rolls, w);
      return;
    }
    const enemy = itemAt(p.enemies, i);
    const a = assign(p.soldiers, enemy, alive);
    if (a.use === 0) {
      go(i + 1, 0, 0, alive, threat, rolls, damage + 1, w);
      return;
    }
    for (const end of taskEnds(a.dice, enemy.hp, threat, p.policy, p.die, markers, enemyRolls)) {
      const left = end.lost ? alive & ~a.use : alive;
      const r = rolls + end.rolls - enemyRolls;
      if (end.hits >= enemy.hp) go(i + 1, 0, 0, left, end.threat, r, damage, w * end.w);
      else if (end.lost) go(i, end.hits, end.rolls, left, end.threat, r, damage, w * end.w);
      else go(i + 1, 0, 0, left, end.threat, r, damage + 1, w * end.w);
    }
  };
  go(0, 0, 0, (1 << n) - 1, p.threat, 0, 0, 1);
  return e;
}

const configs: Array<[string, BaseDefenseParams]> = [
  [
    'three soldiers, two enemies, special and elite',
    params([sol([A], { special: A, elite: true }), sol([H]), sol([N], { special: N })], [foe(1, [A, N], N), foe(2, [A, H], A)]),
  ],
  ['two soldiers against one enemy with 3 hp', params([sol([A]), sol([A, S])], [foe(3, [A, S])])],
  [
    'an enemy nobody can take, from threat 2, at most 3 rolls per enemy',
    params([sol([H]), sol([S], { elite: true })], [foe(1, [N]), foe(2, [H, S]), foe(1, [S])], { threat: 2, policy: { maxRolls: 3 } }),
  ],
  [
    'four soldiers, three enemies, stop above threat 5',
    params([sol([A]), sol([A]), sol([H]), sol([S])], [foe(1, [A]), foe(2, [A, H]), foe(1, [S, A])], { policy: { stopAtThreat: 5 } }),
  ],
];

// 100,000 trials each, k = 5 standard errors: false-failure rate < 1 in 29,000 per configuration
// (test/helpers/statistics.ts).
for (const [i, [name, p]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    agreesWithExact(t, baseDefense, p, expected(p), 100_000, 8000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, p] of configs) exactMatches(t, baseDefense, p, expected(p), name);
});

t.test('without a roll cap, states that differ only in the rolls against the enemy in play are one', async (t) => {
  // a loss leaves the enemy alive, its markers for the survivors: the rolls made against it so far
  // are read by `maxRolls` alone. A cap past the phase's most rolls (baseRollBound) never binds:
  // the same answer, from more states.
  const p = params([sol([A]), sol([A]), sol([H])], [foe(3, [A, H]), foe(2, [A])]);
  const uncapped = new ExactBudget(1_000_000);
  const capped = new ExactBudget(1_000_000);
  const answer = baseDefense.exact!(p, uncapped).map(String);
  t.same(baseDefense.exact!({ ...p, policy: { maxRolls: 100 } }, capped).map(String), answer);
  t.ok(uncapped.used < capped.used, `${uncapped.used} states without a cap, ${capped.used} with one`);
});

const URL_ = '/v1/xcom/base-defense';
const good = {
  soldiers: [
    { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
    { name: 'Okafor', skills: ['heavy'] },
    { name: 'Lin', skills: ['sniper'], special: 'sniper' },
  ],
  enemies: [
    { name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'], special: 'sniper' },
    { name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
  ],
};

t.test('HTTP: answers per the API document, Monte Carlo and exact', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { ...good, seed: 7, trials: 20_000 });
  t.equal(res.status, 200);
  t.same(Object.keys(res.body.probabilities), ['allDestroyed', 'anySoldierLost']);
  t.same(Object.keys(res.body.expectations), ['baseDamage', 'soldiersLost', 'rolls']);
  t.same(Object.keys(res.body.distributions), ['baseDamage', 'soldiersLost', 'rolls']);
  const ex = await post(app, URL_, { ...good, method: 'exact' });
  t.equal(ex.status, 200);
  const want = expected(itemAt(configs, 0)[1]);
  t.ok(
    Math.abs(ex.body.probabilities.allDestroyed.p - want.probability('allDestroyed')) < 1e-12,
    'exact allDestroyed (the same army as config 1)',
  );
  t.ok(Math.abs(res.body.probabilities.allDestroyed.p - want.probability('allDestroyed')) < 0.02, 'Monte Carlo near exact');

  const unmatched = await post(app, URL_, {
    soldiers: [{ skills: ['heavy'] }],
    enemies: [{ name: 'Drone', hp: 1, skills: ['sniper'] }],
    seed: 1,
  });
  t.equal(unmatched.status, 200, 'no soldier can take the enemy: answered, not refused');
  t.same(unmatched.body.distributions.baseDamage, [{ value: 1, p: 1 }], 'the enemy survives');

  const small = await testApp(t, { threads: 0, exactStates: 50 });
  const huge = await post(small, URL_, { ...good, method: 'exact' });
  t.equal(huge.status, 422, 'an exact request beyond the state budget is a 422');
  t.match(huge.type, /problem\+json/);
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  await refuses(t, app, URL_, [
    ['unknown skill icon', { ...good, soldiers: [{ skills: ['psionic'] }] }, 'body.soldiers.0.skills.0'],
    ['skills not a list', { ...good, soldiers: [{ skills: 'assault' }] }, 'body.soldiers.0.skills'],
    ['no skills', { ...good, soldiers: [{ skills: [] }] }, 'body.soldiers.0.skills'],
    ['unknown special', { ...good, enemies: [{ name: 'X', hp: 1, skills: ['assault'], special: 'gold' }] }, 'body.enemies.0.special'],
    ['hp 0', { ...good, enemies: [{ name: 'X', hp: 0, skills: ['assault'] }] }, 'body.enemies.0.hp'],
    ['negative hp', { ...good, enemies: [{ name: 'X', hp: -2, skills: ['assault'] }] }, 'body.enemies.0.hp'],
    ['enemy without a name', { ...good, enemies: [{ hp: 1, skills: ['assault'] }] }, 'body.enemies.0.name'],
    ['no soldiers', { ...good, soldiers: [] }, 'body.soldiers'],
    ['13 soldiers', { ...good, soldiers: Array.from({ length: 13 }, () => ({ skills: ['assault'] })) }, 'body.soldiers'],
    ['elite not a boolean', { ...good, soldiers: [{ skills: ['assault'], elite: 'yes' }] }, 'body.soldiers.0.elite'],
    ['unknown soldier field', { ...good, soldiers: [{ skills: ['assault'], rank: 3 }] }, 'body.soldiers.0'],
  ]);
});
