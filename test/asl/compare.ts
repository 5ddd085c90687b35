/**
 * Checks shared by the ASL tests: a kernel's exact method against an independent answer; bad
 * bodies as 400s. (Monte Carlo against exact is every game's: test/helpers/statistics.ts.)
 */
import type { Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget, type Kernel } from '../../simulations/core/kernel.js';
import { post, type testApp } from '../helpers/app.js';
import type { ExactSlots } from '../helpers/statistics.js';

/**
 * Every event and every value bin of `kernel.exact(p)` equals `want` within `tolerance` (the
 * independent answers add floating-point terms, so they carry rounding error of ~1e-13).
 */
export function exactMatches<P>(t: Test, kernel: Kernel<P>, p: P, want: ExactSlots, label: string, tolerance = 1e-9): void {
  const { tally } = kernel.prepare(p);
  const got = kernel.exact!(p, new ExactBudget(1e6));
  for (const e of tally.events) {
    const g = itemAt(got, e.slot).toNumber();
    const w = want.events[e.name];
    t.ok(w !== undefined && Math.abs(g - w) < tolerance, `${label}: ${e.name} ${g} vs ${w}`);
  }
  for (const v of tally.values) {
    const dist = want.values[v.name];
    if (!dist) continue;
    for (let x = v.min; x <= v.max; x++) {
      const g = itemAt(got, v.slot + x - v.min).toNumber();
      t.ok(Math.abs(g - (dist.get(x) ?? 0)) < tolerance, `${label}: P(${v.name}=${x}) ${g} vs ${dist.get(x) ?? 0}`);
    }
  }
}

/** Each body is answered 400 problem+json, with an `errors` entry at the path named. */
export async function rejectsEach(
  t: Test,
  app: Awaited<ReturnType<typeof testApp>>,
  url: string,
  cases: Array<[name: string, body: object, path: string]>,
): Promise<void> {
  for (const [name, body, path] of cases) {
    const res = await post(app, url, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /application\/problem\+json/, `${name}: problem+json`);
    t.ok(
      res.body.errors?.some((e: { path: string }) => e.path === path),
      `${name}: names ${path} (${JSON.stringify(res.body.errors)})`,
    );
  }
}
