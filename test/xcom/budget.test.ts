/** XCOM budget audit (phase 1, no dice): every branch of the rule, then the endpoint over HTTP. */
import t from 'tap';
import { budgetAudit, type AuditInput } from '../../simulations/xcom/budgetAudit.js';
import { post, testApp } from '../helpers/app.js';
import { refuses } from './xcomExact.js';

const base: AuditInput = {
  money: 5,
  soldiers: 2,
  interceptors: 1,
  scientists: 1,
  satellites: 1,
  continents: [
    { name: 'Asia', panic: 1 },
    { name: 'Europe', panic: 2 },
    { name: 'Africa', panic: 0 },
  ],
  panicTrackEnd: 5,
};
const panics = (r: ReturnType<typeof budgetAudit>) => r.continents.map((c) => c.panic);

t.test('every branch of the audit', async (t) => {
  let r = budgetAudit(base);
  t.match(r, { upkeep: 5, paid: 5, moneyLeft: 0, shortfall: 0, advances: [], unabsorbed: 0 }, 'money covers the upkeep: no panic');
  t.same(panics(r), [1, 2, 0]);

  r = budgetAudit({ ...base, money: 9 });
  t.match(r, { paid: 5, moneyLeft: 4, shortfall: 0 }, 'money left over for phase 2');

  r = budgetAudit({ ...base, money: 3 });
  t.match(
    r,
    { shortfall: 2, advances: [{ continent: 'Europe', from: 2, to: 4, tiedWith: [] }] },
    'the highest panic takes the whole shortfall',
  );
  t.same(panics(r), [1, 4, 0]);

  r = budgetAudit({ ...base, money: 0, soldiers: 6 });
  t.equal(r.shortfall, 9);
  t.same(
    r.advances,
    [
      { continent: 'Europe', from: 2, to: 5, tiedWith: [] },
      { continent: 'Asia', from: 1, to: 5, tiedWith: [] },
      { continent: 'Africa', from: 0, to: 2, tiedWith: [] },
    ],
    'overflow: the end of the track passes the rest to the next highest, then the next',
  );
  t.same(r.continents[1], { name: 'Europe', panicBefore: 2, panic: 5, advancedBy: 3, atEnd: true });

  r = budgetAudit({
    ...base,
    money: 3,
    continents: [
      { name: 'Asia', panic: 3 },
      { name: 'Europe', panic: 3 },
      { name: 'Africa', panic: 3 },
    ],
  });
  t.same(
    r.advances,
    [{ continent: 'Asia', from: 3, to: 5, tiedWith: ['Europe', 'Africa'] }],
    'a tie: the first listed is advanced, the others are named',
  );

  r = budgetAudit({
    ...base,
    money: 0,
    continents: [
      { name: 'Asia', panic: 4 },
      { name: 'Europe', panic: 4 },
    ],
  });
  t.same(
    r.advances,
    [
      { continent: 'Asia', from: 4, to: 5, tiedWith: ['Europe'] },
      { continent: 'Europe', from: 4, to: 5, tiedWith: [] },
    ],
    'a tie, then the overflow goes to the other tied continent',
  );
  t.equal(r.unabsorbed, 3, 'every continent at the end: the rest is unabsorbed');

  r = budgetAudit({
    ...base,
    money: 4,
    continents: [
      { name: 'Asia', panic: 5 },
      { name: 'Europe', panic: 2 },
    ],
  });
  t.same(r.advances, [{ continent: 'Europe', from: 2, to: 3, tiedWith: [] }], 'a continent already at the end takes nothing');
});

const URL_ = '/v1/xcom/budget';

t.test('HTTP: answers the audit', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, {
    money: 5,
    soldiers: 3,
    interceptors: 3,
    scientists: 2,
    satellites: 1,
    continents: [
      { name: 'Asia', panic: 3 },
      { name: 'Europe', panic: 3 },
      { name: 'Africa', panic: 1 },
    ],
    panicTrackEnd: 5,
  });
  t.equal(res.status, 200);
  t.match(res.body, {
    upkeep: 9,
    paid: 5,
    shortfall: 4,
    advances: [
      { continent: 'Asia', from: 3, to: 5, tiedWith: ['Europe'] },
      { continent: 'Europe', from: 3, to: 5, tiedWith: [] },
    ],
    unabsorbed: 0,
  });
  const defaults = await post(app, URL_, { money: 1, continents: [{ name: 'Asia', panic: 0 }], panicTrackEnd: 5 });
  t.match(defaults.body, { upkeep: 0, moneyLeft: 1, shortfall: 0 }, 'unit counts default to 0');
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  const ok = { money: 1, continents: [{ name: 'Asia', panic: 1 }], panicTrackEnd: 5 };
  await refuses(t, app, URL_, [
    ['missing money', { continents: ok.continents, panicTrackEnd: 5 }, 'body.money'],
    ['negative money', { ...ok, money: -1 }, 'body.money'],
    ['negative soldiers', { ...ok, soldiers: -2 }, 'body.soldiers'],
    ['no continents', { ...ok, continents: [] }, 'body.continents'],
    ['negative panic', { ...ok, continents: [{ name: 'Asia', panic: -1 }] }, 'body.continents.0.panic'],
    [
      'panic past the end',
      {
        ...ok,
        continents: [
          { name: 'Asia', panic: 1 },
          { name: 'Europe', panic: 6 },
        ],
      },
      'body.continents.1.panic',
    ],
    [
      'a name twice',
      {
        ...ok,
        continents: [
          { name: 'Asia', panic: 1 },
          { name: 'Asia', panic: 2 },
        ],
      },
      'body.continents.1.name',
    ],
    ['missing track end', { money: 1, continents: ok.continents }, 'body.panicTrackEnd'],
    ['unknown field', { ...ok, reserve: 3 }, 'body'],
  ]);
});
