/** The table page's log (src/pages/tableLog.ts): entries written and read back, bad ones refused. */
import t from 'tap';
import { choiceCode, choiceOf, formatLog, parseEntry, parseLog } from '../../src/pages/tableLog.js';

t.test('entries round-trip', async (t) => {
  const log = 'r2-5.x.a.e1s03r0-1.s0B9r12-8';
  const parsed = parseLog(log);
  t.ok(parsed.ok);
  t.equal(formatLog(parsed.moves), log);
  t.same(parseEntry('e1s03r0-1'), { kind: 'roll', enemy: 1, soldiers: [0, 3], successes: 0, alien: 1 });
  t.same(parseEntry('s0B9r12-8'), { kind: 'roll', soldiers: [0, 11, 9], successes: 12, alien: 8 });
  t.equal(choiceCode(choiceOf({ roll: { enemy: 0, soldiers: [1, 10] } })), 'e0s1Ar');
  t.equal(choiceCode(choiceOf({ stop: true })), 'x');
  t.equal(choiceCode(choiceOf({ abandon: true })), 'a');
});

t.test('bad entries are named', async (t) => {
  for (const bad of ['r1-9', 'r1-0', 'r-5', 'e0s00r1-2', 's0Cr1-1', 'xr1-2', '<b>']) t.equal(parseEntry(bad), undefined, bad);
  t.same(parseLog('r1-5..r1-2'), { ok: false, at: 1, text: '', moves: [{ kind: 'roll', successes: 1, alien: 5 }] });
  t.same(parseLog(''), { ok: true, moves: [] });
});
