/** XCOM mission stopping-rule table on the card model: its rows, its reach, and the phase form. */
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { post, testApp } from '../helpers/app.js';
import { phase9Expected, plainSoldiers } from './xcomExact.js';

type Row = { rule: string; value: number | null; finish: { p: number; fraction: string }; loss: { p: number; fraction: string } };

const URL = '/v1/xcom/mission/policies';

t.test('HTTP: one card: every rule, the table reaching as far as the phase can roll', async (t) => {
  const app = await testApp(t);
  const body = {
    soldiers: 3,
    tasks: [
      { kind: 'objective', assign: 1 },
      { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] },
    ],
  };
  const res = await post(app, URL, body);
  t.equal(res.status, 200);
  const rules: Row[] = res.body.rules;
  // from threat 1 at most 7 rolls can avoid a loss, then each roll kills at least one of the 3
  // soldiers: 10 rolls at most, the last starting at threat 10
  const bound = 7 + 3;
  t.same(
    rules.filter((r) => r.rule === 'stopAtThreat').map((r) => r.value),
    Array.from({ length: bound + 1 }, (_, i) => i),
    'stopAtThreat 0..10',
  );
  t.same(
    rules.filter((r) => r.rule === 'maxRolls').map((r) => r.value),
    Array.from({ length: bound + 1 }, (_, i) => i),
    'maxRolls 0..10',
  );
  const def = itemAt(rules, 0);
  const last = (rule: string) => rules.filter((r) => r.rule === rule).at(-1)!;
  t.same(last('stopAtThreat').finish, def.finish, 'stopping above the last threat a roll can start at plays like the default');
  t.same(last('maxRolls').finish, def.finish, 'the most rolls a task can take plays like the default');
  t.ok(rules.find((r) => r.rule === 'maxRolls' && r.value === bound - 1)!.finish.p <= def.finish.p, 'one roll fewer may not be better');

  // a row against the independent model: at most 2 rolls a task
  const want = phase9Expected({
    cards: [
      {
        soldiers: plainSoldiers(3),
        tasks: [
          { kind: 'objective', assign: 1 },
          { kind: 'enemy', hp: 2, skills: [0, 1] },
        ],
      },
    ],
    threat: 1,
    policy: { maxRolls: 2 },
  });
  const two = rules.find((r) => r.rule === 'maxRolls' && r.value === 2)!;
  t.ok(Math.abs(two.finish.p - want.probability('completed')) < 1e-12, `maxRolls 2: completed ${two.finish.fraction}`);
  t.ok(Math.abs(two.loss.p - want.probability('anySoldierLost')) < 1e-12, 'maxRolls 2: a soldier lost');
  const never = rules.find((r) => r.rule === 'stopAtThreat' && r.value === 0)!;
  t.same([never.finish.p, never.loss.p], [0, 0], 'never rolling: nothing done, nobody lost');
});

t.test('HTTP: the phase as a list of missions', async (t) => {
  const app = await testApp(t);
  const missions = [
    { soldiers: 1, tasks: [{ kind: 'objective' }] },
    { soldiers: 2, tasks: [{ kind: 'objective', assign: 1 }] },
  ];
  const res = await post(app, URL, { missions });
  t.equal(res.status, 200);
  const rules: Row[] = res.body.rules;
  t.equal(rules.filter((r) => r.rule === 'maxRolls').length, 7 + 3 + 1, 'the bound counts the soldiers of every card');
  const direct = await post(app, '/v1/xcom/mission', { missions, method: 'exact', policy: { stopAtThreat: 3 } });
  t.same(
    rules.find((r) => r.rule === 'stopAtThreat' && r.value === 3)!.finish,
    direct.body.probabilities.completed,
    'a row is the endpoint answer for its policy',
  );
});
