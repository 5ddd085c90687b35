// The proofs deploy/check.sh runs against two instances behind nginx (plain Node, no build):
//   node deploy/proofs.mjs <nginx url> <instance A url> <instance B url> <instance A pid>
// (a) one seeded body answers the same bytes (but elapsedMs) through nginx and from each instance;
// (c) a repeated seeded body is served from nginx's cache, an unseeded one never is;
// (b) instance A is stopped (SIGTERM) in the middle of a bounded load through nginx, and every
//     request of the load answers 200.
// Exits non-zero with a message on the first failed proof. Every loop is bounded.
const [nginx, a, b, pidA] = process.argv.slice(2);
if (!nginx || !a || !b || !pidA) {
  console.error('usage: node deploy/proofs.mjs <nginx url> <instance A url> <instance B url> <instance A pid>');
  process.exit(2);
}

function fail(message) {
  console.error(`FAILED: ${message}`);
  process.exit(1);
}

async function post(base, path, body) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, cache: res.headers.get('x-cache-status'), text: await res.text() };
}

const withoutElapsed = (text) => text.replace(/"elapsedMs":[-0-9.eE+]+/g, '"elapsedMs":0');

// (a) identical bytes
const seeded = { scientists: 3, cost: 3, seed: 20261130, trials: 200_000 };
const answers = [];
for (const [name, base] of [
  ['nginx', nginx],
  ['instance A', a],
  ['instance B', b],
]) {
  const res = await post(base, '/v1/xcom/research', seeded);
  if (res.status !== 200) fail(`(a) ${name} answered ${res.status}: ${res.text.slice(0, 200)}`);
  answers.push([name, withoutElapsed(res.text)]);
}
for (const [name, text] of answers.slice(1)) {
  if (text !== answers[0][1]) fail(`(a) ${name} answered other bytes than nginx:\n${text}\n${answers[0][1]}`);
}
console.log(`(a) ok: the same ${answers[0][1].length} bytes (elapsedMs aside) through nginx and from each instance`);

// (c) the cache
const cached = { scientists: 4, cost: 3, seed: 7, trials: 100_000 };
const first = await post(nginx, '/v1/xcom/research', cached);
const second = await post(nginx, '/v1/xcom/research', cached);
if (first.status !== 200 || second.status !== 200) fail(`(c) answered ${first.status}, ${second.status}`);
if (first.cache !== 'MISS') fail(`(c) the first request was ${first.cache}, not MISS`);
if (second.cache !== 'HIT') fail(`(c) the repeated body was ${second.cache}, not HIT`);
if (second.text !== first.text) fail('(c) the cached answer differs from the first');
const unseeded = { scientists: 4, cost: 3, trials: 1000 };
const u1 = await post(nginx, '/v1/xcom/research', unseeded);
const u2 = await post(nginx, '/v1/xcom/research', unseeded);
if (u2.cache === 'HIT' || u1.text === u2.text) fail('(c) an answer on a drawn seed was served from the cache');
console.log(`(c) ok: a repeated seeded body was a cache ${second.cache} (after a ${first.cache}); an unseeded one was a ${u2.cache}`);

// (b) stop instance A under load
const TOTAL = 240;
const WORKERS = 8;
const STOP_AFTER = 60;
let next = 0;
let done = 0;
let stopped = false;
const failures = [];
const statuses = new Map();
async function worker() {
  while (next < TOTAL) {
    const i = next++;
    // a distinct seed each: every request reaches an instance (none is a cache hit)
    const res = await post(nginx, '/v1/xcom/research', { scientists: 3, cost: 3, seed: 1_000_000 + i, trials: 50_000 }).catch((err) => ({
      status: 0,
      text: String(err),
    }));
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status !== 200) failures.push(`request ${i}: ${res.status} ${res.text.slice(0, 160)}`);
    done++;
    if (!stopped && done >= STOP_AFTER) {
      stopped = true;
      process.kill(Number(pidA), 'SIGTERM');
      console.log(`(b) SIGTERM sent to instance A after ${done} of ${TOTAL} requests`);
    }
  }
}
await Promise.all(Array.from({ length: WORKERS }, worker));
if (!stopped) fail('(b) instance A was never stopped');
if (failures.length > 0) fail(`(b) ${failures.length} of ${TOTAL} requests failed:\n${failures.slice(0, 10).join('\n')}`);
console.log(
  `(b) ok: ${TOTAL} requests, ${WORKERS} at a time, instance A stopped during them: ${JSON.stringify(Object.fromEntries(statuses))}`,
);
