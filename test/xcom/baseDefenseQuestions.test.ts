/**
 * Base defence's questions: the stopping-rule table (POST /v1/xcom/base-defense/policies) and the
 * units search (POST /v1/xcom/base-defense/units-needed), against computations written here
 * apart from the kernel, and against the endpoint's own answers.
 */
import t from 'tap';
import { post, testApp } from '../helpers/app.js';
import { binom, refuses, taskEnds, type Policy } from './xcomExact.js';

type Chance = { p: number; fraction?: string };
type Rule = { rule: string; value: number | null; policy: Policy; method: string; finish: Chance; loss: Chance; undominated: boolean };

t.test('policies: one task of three dice against one enemy, every rule by hand', async (t) => {
  // an elite assault soldier and a heavy one against a Muton (assault, heavy icons): both are
  // assigned (3 dice), and a loss kills both, so the phase is one task of 3 dice needing 2 hits
  const body = {
    soldiers: [{ skills: ['assault'], elite: true }, { skills: ['heavy'] }],
    enemies: [{ name: 'Muton', hp: 2, skills: ['assault', 'heavy'] }],
  };
  const app = await testApp(t);
  const res = await post(app, '/v1/xcom/base-defense/policies', body);
  t.equal(res.status, 200);
  t.match(res.body, { endpoint: '/v1/xcom/base-defense', finish: 'allDestroyed', loss: 'anySoldierLost', seed: null });
  const rules: Rule[] = res.body.rules;
  // rolls at threat 1..7 and one certain loss per soldier: 7 + 2 = 9 at most
  t.equal(rules.length, 1 + 10 + 10, 'the default, T = 0..9, R = 0..9');
  for (const r of rules) {
    const ends = taskEnds(3, 2, 1, r.policy);
    const finish = ends.filter((e) => e.hits >= 2).reduce((s, e) => s + e.w, 0);
    const loss = ends.filter((e) => e.lost).reduce((s, e) => s + e.w, 0);
    t.equal(r.method, 'exact');
    t.ok(
      Math.abs(r.finish.p - finish) < 1e-12 && Math.abs(r.loss.p - loss) < 1e-12,
      `${r.rule} ${r.value}: finish ${r.finish.p} loss ${r.loss.p} (by hand ${finish}, ${loss})`,
    );
  }
  const one = rules.find((r) => r.rule === 'maxRolls' && r.value === 1)!;
  // one roll of 3 dice: 2 or 3 successes = (3*2 + 1) / 27 = 7/27; a loss at threat 1: 1/8
  t.same([one.finish.fraction, one.loss.fraction], ['7/27', '1/8']);
  const never = rules.find((r) => r.rule === 'stopAtThreat' && r.value === 0)!;
  t.same([never.finish.p, never.loss.p, never.undominated], [0, 0, true], 'never rolling: nothing done, nothing lost, not beaten');
  // the undominated marks, recomputed from the fractions
  const frac = (c: Chance) => c.p;
  for (const a of rules) {
    const beaten = rules.some(
      (b) =>
        frac(b.finish) >= frac(a.finish) &&
        frac(b.loss) <= frac(a.loss) &&
        (frac(b.finish) > frac(a.finish) || frac(b.loss) < frac(a.loss)),
    );
    t.equal(a.undominated, !beaten, `${a.rule} ${a.value}: undominated ${a.undominated}`);
  }
  const direct = await post(app, '/v1/xcom/base-defense', { ...body, method: 'exact', policy: { stopAtThreat: 3 } });
  const row = rules.find((r) => r.rule === 'stopAtThreat' && r.value === 3)!;
  t.same(row.finish, direct.body.probabilities.allDestroyed, 'a row is the endpoint answer for its policy');
  t.same(
    rules[0]?.loss,
    (await post(app, '/v1/xcom/base-defense', { ...body, method: 'exact' })).body.probabilities.anySoldierLost,
    'the default row too',
  );
});

t.test('policies: sampled rows share one seed; bad input names the field; one trials cap', async (t) => {
  const body = {
    soldiers: [{ skills: ['assault'] }, { skills: ['sniper'] }],
    enemies: [
      { name: 'Sectoid', hp: 1, skills: ['assault'] },
      { name: 'Drone', hp: 1, skills: ['sniper'] },
    ],
  };
  const app = await testApp(t, { threads: 0, exactStates: 10 });
  const res = await post(app, '/v1/xcom/base-defense/policies', { ...body, trials: 4000, seed: 5 });
  t.equal(res.status, 200);
  t.equal(res.body.seed, 5);
  const sampled = res.body.rules.filter((r: Rule) => r.method === 'monte-carlo');
  t.ok(sampled.length > 0, 'rows past the state budget are sampled');
  for (const r of sampled.slice(0, 3)) {
    const direct = await post(app, '/v1/xcom/base-defense', { ...body, trials: 4000, seed: 5, policy: r.policy });
    t.same(r.finish, direct.body.probabilities.allDestroyed, `${r.rule} ${r.value}: the endpoint's own sampled answer on the table's seed`);
  }
  await refuses(t, app, '/v1/xcom/base-defense/policies', [
    ['no soldiers', { enemies: body.enemies }, 'body.soldiers'],
    ['an enemy without hit points', { ...body, enemies: [{ name: 'X', hp: 0, skills: ['assault'] }] }, 'body.enemies.0.hp'],
    ['a policy given', { ...body, policy: {} }, 'body'],
    ['19+ rules x 1,000,000 trials', { ...body, method: 'monte-carlo', trials: 1_000_000 }, 'body.trials'],
  ]);
});

/**
 * k soldiers of `dice` dice each against one enemy of one icon and `hp` hit points, by plain
 * recursion: one soldier is assigned at a time; a roll's successes count; a loss (d8 <= threat)
 * kills the soldier who rolled, and the next takes the enemy up at the carried threat.
 */
function oneAtATime(k: number, hp: number, dice = 1): number {
  const go = (hits: number, threat: number, left: number): number => {
    if (hits >= hp) return 1;
    if (left === 0) return 0;
    const loss = Math.min(8, threat) / 8;
    let p = 0;
    for (let s = 0; s <= dice; s++) {
      const h = Math.min(hp, hits + s);
      const w = binom(dice, s);
      if (h >= hp) p += w;
      else p += w * ((loss < 1 ? (1 - loss) * go(h, threat + 1, left) : 0) + loss * go(h, threat + 1, left - 1));
    }
    return p;
  };
  return go(0, 1, k);
}

type UnitsRow = { units: number; method: string; finish: Chance; loss: Chance; reachesTarget: boolean };

t.test('units needed: copies of the default soldier, one at a time against a one-icon enemy', async (t) => {
  const app = await testApp(t);
  const enemies = [{ name: 'Sectoid', hp: 2, skills: ['sniper'] }];
  const res = await post(app, '/v1/xcom/base-defense/units-needed', { enemies, target: 0.6 });
  t.equal(res.status, 200);
  const b = res.body;
  t.match(b, { endpoint: '/v1/xcom/base-defense', units: 'soldiers added', method: 'exact', soldiers: 0 });
  t.same(b.template, { skills: ['assault', 'heavy', 'sniper', 'support'], elite: false }, 'the default: every icon, no special');
  t.match(b.detail, /each added soldier: skills assault, heavy, sniper, support\)/);
  t.same(
    b.table.map((r: UnitsRow) => r.units),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  for (const r of b.table as UnitsRow[]) {
    const want = oneAtATime(r.units, 2);
    t.ok(Math.abs(r.finish.p - want) < 1e-12, `${r.units} soldiers: ${r.finish.p} vs ${want}`);
  }
  const fewest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((k) => oneAtATime(k, 2) >= 0.6) ?? null;
  t.equal(b.fewest, fewest, `the fewest: ${fewest}`);
  const direct = await post(app, '/v1/xcom/base-defense', {
    soldiers: Array.from({ length: 3 }, () => b.template),
    enemies,
    method: 'exact',
  });
  t.same(b.table[2].finish, direct.body.probabilities.allDestroyed, 'a row is the endpoint answer for that many copies');
});

t.test('units needed: an elite template, and soldiers already in the base', async (t) => {
  const app = await testApp(t);
  const enemies = [{ name: 'Sectoid', hp: 2, skills: ['assault'] }];
  const elite = await post(app, '/v1/xcom/base-defense/units-needed', {
    enemies,
    template: { skills: ['assault'], elite: true },
    target: 0.9,
  });
  t.equal(elite.status, 200);
  for (const r of elite.body.table.slice(0, 4) as UnitsRow[]) {
    t.ok(Math.abs(r.finish.p - oneAtATime(r.units, 2, 2)) < 1e-12, `${r.units} elite soldiers roll 2 dice each`);
  }
  t.match(elite.body.detail, /skills assault, elite\)/);

  // a heavy soldier already in the base cannot take the assault icon: counts start at 0 copies
  const withOne = await post(app, '/v1/xcom/base-defense/units-needed', { enemies, soldiers: [{ skills: ['heavy'] }], target: 0.5 });
  t.equal(withOne.status, 200);
  t.equal(withOne.body.soldiers, 1);
  t.same(
    withOne.body.table.map((r: UnitsRow) => r.units),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    'from none added to 11 (12 soldiers in all)',
  );
  t.equal(withOne.body.table[0].finish.p, 0, 'the heavy soldier alone destroys nothing');
  for (const r of withOne.body.table.slice(1, 4) as UnitsRow[]) {
    t.ok(Math.abs(r.finish.p - oneAtATime(r.units, 2)) < 1e-12, `${r.units} copies beside him: as ${r.units} alone`);
  }
});

t.test('units needed: bad input names the field; one trials cap', async (t) => {
  const app = await testApp(t);
  const enemies = [{ name: 'Sectoid', hp: 1, skills: ['assault'] }];
  await refuses(t, app, '/v1/xcom/base-defense/units-needed', [
    ['no target', { enemies }, 'body.target'],
    ['a template without icons', { enemies, target: 0.5, template: { skills: [] } }, 'body.template.skills'],
    ['13 soldiers already', { enemies, target: 0.5, soldiers: Array.from({ length: 13 }, () => ({ skills: ['heavy'] })) }, 'body.soldiers'],
    ['no enemies', { target: 0.5 }, 'body.enemies'],
    ['a field of another search', { enemies, target: 0.5, ufos: 2 }, 'body'],
  ]);
  const started = performance.now();
  const capped = await post(app, '/v1/xcom/base-defense/units-needed', { enemies, target: 0.5, method: 'monte-carlo', trials: 1_000_000 });
  t.equal(capped.status, 400, '12 counts x 1,000,000 trials pass the cap');
  t.ok(capped.body.errors.some((e: { path: string }) => e.path === 'body.trials'));
  t.ok(performance.now() - started < 2000, 'refused before anything runs');
});
