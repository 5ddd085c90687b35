/**
 * Small cases worked by hand, matched to the last digit by method "exact". One XCOM die
 * succeeds with 1/3; at threat t the alien d8 loses with t/8; maxRolls 1 or 2 keeps the
 * arithmetic short.
 */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

type Case = [string, string, Record<string, unknown>, Record<string, string>];

const cases: Case[] = [
  // one roll: success 1/3, loss 1/8
  [
    'orbital, 1 satellite, 1 UFO, 1 roll',
    '/v1/xcom/orbital-defense',
    { satellites: 1, ufos: 1, policy: { maxRolls: 1 } },
    { cleared: '1/3', exhausted: '1/8' },
  ],
  // cleared = 1/3 + (2/3)(7/8)(1/3) = 19/36; exhausted = 1/8 + (2/3)(7/8)(2/8) = 13/48
  [
    'orbital, 1 satellite, 1 UFO, 2 rolls',
    '/v1/xcom/orbital-defense',
    { satellites: 1, ufos: 1, policy: { maxRolls: 2 } },
    { cleared: '19/36', exhausted: '13/48' },
  ],
  // threat resets per continent: (1/3)(1/3)
  [
    'global, two continents of 1 interceptor and 1 UFO, 1 roll each',
    '/v1/xcom/global-defense',
    {
      continents: [
        { name: 'A', interceptors: 1, ufos: 1 },
        { name: 'B', interceptors: 1, ufos: 1 },
      ],
      policy: { maxRolls: 1 },
    },
    { allCleared: '1/9' },
  ],
  // one soldier on the card: a loss on task 1 leaves nobody for task 2, so completed =
  // (1/3)(7/8)(1/3) = 7/72; threat carried: task 2 rolls at threat 2, any loss = 1/8 + (7/8)(1/3)(2/8) = 19/96
  [
    'mission, one soldier, two objectives, 1 roll each',
    '/v1/xcom/mission',
    { soldiers: 1, tasks: [{ kind: 'objective' }, { kind: 'objective' }], policy: { maxRolls: 1 } },
    { completed: '7/72', anySoldierLost: '19/96' },
  ],
  // two soldiers, both on each objective (2 dice: 5/9); a loss kills both: completed = (5/9)(7/8)(5/9) = 175/648;
  // any loss = 1/8 + (7/8)(5/9)(2/8) = 71/288
  [
    'mission, two soldiers rolling together, 1 roll each',
    '/v1/xcom/mission',
    { soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'objective' }], policy: { maxRolls: 1 } },
    { completed: '175/648', anySoldierLost: '71/288' },
  ],
  // two soldiers, one per attempt: the one killed on task 1 leaves the other for task 2, so
  // completed = (1/3)(1/3) = 1/9 whatever the loss; any loss = 1/8 + (7/8)(1/3)(2/8) = 19/96
  [
    'mission, two soldiers, one per objective, 1 roll each',
    '/v1/xcom/mission',
    {
      soldiers: 2,
      tasks: [
        { kind: 'objective', assign: 1 },
        { kind: 'objective', assign: 1 },
      ],
      policy: { maxRolls: 1 },
    },
    { completed: '1/9', anySoldierLost: '19/96' },
  ],
  // an enemy with two icons takes two soldiers, elite +1 and matching special +1: 4 dice, hp 1:
  // 1 - (2/3)^4 = 65/81
  [
    'mission, an enemy taking two soldiers',
    '/v1/xcom/mission',
    {
      soldiers: [{ skills: ['assault'], special: 'assault', elite: true }, { skills: ['heavy'] }, { skills: ['sniper'] }],
      tasks: [{ kind: 'enemy', hp: 1, skills: ['assault', 'heavy'], special: 'assault' }],
      policy: { maxRolls: 1 },
    },
    { completed: '65/81', anySoldierLost: '1/8' },
  ],
  // two cards of one soldier and one objective, threat carried: card 2 rolls at threat 2;
  // all completed (1/3)(1/3) = 1/9; any loss = 1 - (7/8)(6/8) = 11/32
  [
    'missions, two cards of one soldier, 1 roll each',
    '/v1/xcom/mission',
    {
      missions: [
        { soldiers: 1, tasks: [{ kind: 'objective' }] },
        { soldiers: 1, tasks: [{ kind: 'objective' }] },
      ],
      policy: { maxRolls: 1 },
    },
    { allCompleted: '1/9', anySoldierLost: '11/32' },
  ],
  [
    'base defence, one soldier against a 1-hp enemy, 1 roll',
    '/v1/xcom/base-defense',
    { soldiers: [{ skills: ['assault'] }], enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault'] }], policy: { maxRolls: 1 } },
    { allDestroyed: '1/3', anySoldierLost: '1/8' },
  ],
  // elite: 2 dice, 1 - (2/3)^2 = 5/9
  [
    'base defence, an elite soldier',
    '/v1/xcom/base-defense',
    {
      soldiers: [{ skills: ['assault'], elite: true }],
      enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault'] }],
      policy: { maxRolls: 1 },
    },
    { allDestroyed: '5/9' },
  ],
  // elite and the matching special skill: 3 dice, 1 - (2/3)^3 = 19/27
  [
    'base defence, an elite soldier with the matching special',
    '/v1/xcom/base-defense',
    {
      soldiers: [{ skills: ['assault'], special: 'assault', elite: true }],
      enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault'], special: 'assault' }],
      policy: { maxRolls: 1 },
    },
    { allDestroyed: '19/27' },
  ],
];

t.test('hand-worked small cases, to the last digit', async (t) => {
  const app = await testApp(t);
  for (const [name, url, body, want] of cases) {
    const res = await post(app, url, { ...body, method: 'exact' });
    t.equal(res.status, 200, `${name}: answers`);
    for (const [event, fraction] of Object.entries(want)) {
      const got = res.body.probabilities[event];
      t.equal(got?.fraction, fraction, `${name}: ${event} = ${fraction}`);
      const [n = Number.NaN, d = Number.NaN] = fraction.split('/').map(Number);
      t.equal(got?.p, n / d, `${name}: ${event} is the double nearest ${fraction}`);
    }
  }
});

t.test('missions: each card at the threat the one before left', async (t) => {
  const app = await testApp(t);
  // card 1 (one soldier, one objective) always rolls once at threat 1: loss 1/8; card 2 rolls at
  // threat 2 (loss 2/8), completed 1/3 either way
  const one = { soldiers: 1, tasks: [{ kind: 'objective' }] };
  const res = await post(app, '/v1/xcom/mission', { missions: [one, one], policy: { maxRolls: 1 }, method: 'exact' });
  t.equal(res.status, 200);
  t.same(
    res.body.missions.map((m: { probabilities: Record<string, { fraction: string } | undefined> }) => [
      m.probabilities.completed?.fraction,
      m.probabilities.anySoldierLost?.fraction,
    ]),
    [
      ['1/3', '1/8'],
      ['1/3', '1/4'],
    ],
  );
  t.same(
    res.body.distributions.threat.map((d: { value: number; fraction: string }) => [d.value, d.fraction]),
    [[3, '1/1']],
    'two rolls: the phase ends at threat 3',
  );
});

t.test('endpoints without dice to sample take method "exact" and refuse "monte-carlo" naming the field', async (t) => {
  const app = await testApp(t);
  const budget = {
    money: 5,
    soldiers: 3,
    interceptors: 3,
    scientists: 2,
    satellites: 1,
    continents: [{ name: 'Asia', panic: 3 }],
    panicTrackEnd: 5,
  };
  const henchmen = { villainRole: 'attacker', opponent: { side: 'batman', combatValue: 3 }, target: 0.75 };
  for (const [url, body] of [
    ['/v1/xcom/budget', budget],
    ['/v1/batman/henchmen-needed', henchmen],
  ] as const) {
    const plain = await post(app, url, body);
    const exact = await post(app, url, { ...body, method: 'exact' });
    t.equal(exact.status, 200, `${url}: method "exact" is accepted`);
    t.same(exact.body.detail ?? exact.body.shortfall, plain.body.detail ?? plain.body.shortfall, `${url}: the same answer`);
    const mc = await post(app, url, { ...body, method: 'monte-carlo' });
    t.equal(mc.status, 400, `${url}: "monte-carlo" is refused`);
    t.ok(
      mc.body.errors?.some((e: { path: string }) => e.path === 'body.method'),
      `${url}: names body.method`,
    );
  }
});
