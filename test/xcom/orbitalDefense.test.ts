/**
 * XCOM orbital defence: loaded dice for every rule branch, Monte Carlo and the kernel's exact
 * method against an independent exact computation, and the endpoint over HTTP.
 */
import t from 'tap';
import { orbitalDefense, type OrbitalParams } from '../../simulations/xcom/orbitalDefense.js';
import { post, testApp } from '../helpers/app.js';
import { loadedTrial } from '../helpers/loadedDice.js';
import { agreesWithExact } from '../helpers/statistics.js';
import { Expected, exactMatches, refuses, taskEnds } from './xcomExact.js';

const base: OrbitalParams = { satellites: 2, ufos: 2, threat: 1, policy: {} };
const run = (p: Partial<OrbitalParams>, faces: number[]) => loadedTrial(orbitalDefense, { ...base, ...p }, faces);

t.test('loaded dice: every rule branch', async (t) => {
  // each roll: one d6 per satellite (1-2 succeed), then the alien d8 (<= threat is a loss)
  let o = run({}, [1, 2, 1]);
  t.same(o.events, { cleared: true, exhausted: true }, 'cleared on a losing roll: its successes still destroy UFOs');
  t.same(o.values, { ufosLeft: 0, rolls: 1 });

  o = run({ ufos: 3 }, [1, 5, 5, 3, 6, 2]);
  t.same(o.events, { cleared: false, exhausted: true }, 'alien 5 safe at threat 1; alien 2 loses at threat 2');
  t.same(o.values, { ufosLeft: 2, rolls: 2 }, 'one UFO destroyed, two left: the lowest-panic continent gains 2');

  o = run({ ufos: 1 }, [1, 1, 8]);
  t.same(o.values, { ufosLeft: 0, rolls: 1 }, 'surplus successes are wasted');
  t.same(o.events, { cleared: true, exhausted: false });

  o = run({ ufos: 0 }, []);
  t.same(o.events, { cleared: true, exhausted: false }, 'no UFO in orbit: nothing is rolled');
  t.same(o.values, { ufosLeft: 0, rolls: 0 });

  o = run({ policy: { maxRolls: 1 } }, [3, 3, 8]);
  t.same(o.values, { ufosLeft: 2, rolls: 1 }, 'maxRolls 1: the officer stops after one roll');

  o = run({ policy: { stopAtThreat: 2 } }, [1, 3, 8, 3, 3, 8]);
  t.same(o.values, { ufosLeft: 1, rolls: 2 }, 'stopAtThreat 2: no roll at threat 3');
  t.same(o.events, { cleared: false, exhausted: false });

  o = run({ threat: 8, ufos: 1 }, [3, 3, 8]);
  t.same(o.events, { cleared: false, exhausted: true }, 'threat 8: the alien 8 is a loss');
  t.equal(run({}, [1, 2, 1]).unused, 0, 'every scripted face is used');
});

/** The independent exact answer: the plain task recursion, tallied as the endpoint reports. */
function expected(p: OrbitalParams): Expected {
  const e = new Expected(['cleared', 'exhausted'], ['ufosLeft', 'rolls']);
  for (const end of taskEnds(p.satellites, p.ufos, p.threat, p.policy, p.die)) {
    e.event('cleared', end.w, end.hits === p.ufos);
    e.event('exhausted', end.w, end.lost);
    e.value('ufosLeft', p.ufos - end.hits, end.w);
    e.value('rolls', end.rolls, end.w);
  }
  return e;
}

const configs: Array<[string, Partial<OrbitalParams>]> = [
  ['2 satellites, 2 UFOs', {}],
  ['3 satellites, 5 UFOs', { satellites: 3, ufos: 5 }],
  ['1 satellite, 3 UFOs, stop above threat 3', { satellites: 1, ufos: 3, policy: { stopAtThreat: 3 } }],
  ['4 satellites, 2 UFOs, from threat 4, at most 2 rolls', { satellites: 4, ufos: 2, threat: 4, policy: { maxRolls: 2 } }],
  ['2 satellites, 1 UFO, d10 with 5 successes', { satellites: 2, ufos: 1, die: { sides: 10, successes: 5 } }],
];

// 200,000 trials each, k = 5 standard errors: false-failure rate < 1 in 29,000 per configuration
// (test/helpers/statistics.ts).
for (const [i, [name, over]] of configs.entries()) {
  t.test(`Monte Carlo agrees with the exact answer: ${name}`, async (t) => {
    const p = { ...base, ...over };
    agreesWithExact(t, orbitalDefense, p, expected(p), 200_000, 5000 + i);
  });
}

t.test("the kernel's exact method matches the independent computation", async (t) => {
  for (const [name, over] of configs) {
    const p = { ...base, ...over };
    exactMatches(t, orbitalDefense, p, expected(p), name);
  }
});

const URL_ = '/v1/xcom/orbital-defense';

t.test('HTTP: answers per the API document, Monte Carlo and exact', async (t) => {
  const app = await testApp(t);
  const res = await post(app, URL_, { satellites: 3, ufos: 2, seed: 7, trials: 20_000 });
  t.equal(res.status, 200);
  t.match(res.body, { method: 'monte-carlo', trials: 20_000, seed: 7 });
  t.same(Object.keys(res.body.probabilities).sort(), ['cleared', 'exhausted']);
  t.same(Object.keys(res.body.expectations).sort(), ['rolls', 'ufosLeft']);
  t.same(Object.keys(res.body.distributions), ['ufosLeft']);

  const ex = await post(app, URL_, { satellites: 3, ufos: 2, method: 'exact' });
  t.equal(ex.status, 200);
  const want = expected({ ...base, satellites: 3, ufos: 2 });
  t.ok(Math.abs(ex.body.probabilities.cleared.p - want.probability('cleared')) < 1e-12, 'exact cleared');
  t.match(ex.body.probabilities.cleared.fraction, /^\d+\/\d+$/);
  t.ok(Math.abs(res.body.probabilities.cleared.p - want.probability('cleared')) < 0.02, 'Monte Carlo near exact');
});

t.test('HTTP: bad input is a 400 naming the field', async (t) => {
  const app = await testApp(t);
  await refuses(t, app, URL_, [
    ['missing satellites', { ufos: 2 }, 'body.satellites'],
    ['0 satellites', { satellites: 0, ufos: 2 }, 'body.satellites'],
    ['negative UFOs', { satellites: 2, ufos: -1 }, 'body.ufos'],
    ['21 UFOs', { satellites: 2, ufos: 21 }, 'body.ufos'],
    ['fractional satellites', { satellites: 1.5, ufos: 2 }, 'body.satellites'],
    ['unknown field', { satellites: 2, ufos: 2, interceptors: 1 }, 'body'],
    ['negative maxRolls', { satellites: 2, ufos: 2, policy: { maxRolls: -1 } }, 'body.policy.maxRolls'],
    ['threat 0', { satellites: 2, ufos: 2, threat: 0 }, 'body.threat'],
  ]);
});
