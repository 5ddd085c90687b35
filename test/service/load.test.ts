/** Under more work than it takes, the service sheds load with 503 Busy and keeps answering. */
import t from 'tap';
import { testApp, post } from '../helpers/app.js';

t.test('a burst beyond maxInFlight: every answer is a 200 or a 503 Busy, /health stays up', async (t) => {
  const app = await testApp(t, { threads: 2, maxInFlight: 4 });
  const burst = Array.from({ length: 24 }, (_, i) => post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: i, trials: 400_000 }));
  const health = await app.inject({ url: '/health' });
  t.equal(health.statusCode, 200, '/health answers during the burst');
  const answers = await Promise.all(burst);
  const ok = answers.filter((a) => a.status === 200);
  const busy = answers.filter((a) => a.status === 503);
  t.equal(ok.length + busy.length, answers.length, 'nothing but 200 and 503');
  t.ok(ok.length >= 4, `${ok.length} answered`);
  t.ok(busy.length >= 1, `${busy.length} shed`);
  for (const b of busy) t.match(b.body, { status: 503, title: 'Busy' });
  const after = await post(app, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1, trials: 400_000 });
  t.equal(after.status, 200, 'once the burst is over, work is taken again');
});
