/**
 * Helpers for the XCOM kernel tests, written independently of the kernels: a floating-point
 * recursion over one task's rolls, the kernel's exact method checked against an expected
 * answer, and the 4xx check of bad bodies.
 */
import type { Test } from 'tap';
import { ExactBudget, type Kernel } from '../../simulations/core/kernel.js';
import type { ExactSlots } from '../helpers/statistics.js';
import { post, type testApp } from '../helpers/app.js';

export interface Policy {
  stopAtThreat?: number;
  maxRolls?: number;
}

export interface Die {
  sides: number;
  successes: number;
}

/** P(k successes among `dice` dice). */
export function binom(dice: number, k: number, die: Die = { sides: 6, successes: 2 }): number {
  const q = die.successes / die.sides;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (dice - i)) / (i + 1);
  return c * q ** k * (1 - q) ** (dice - k);
}

export interface End {
  hits: number;
  /** rolls of this task, counting `rolls` at the start */
  rolls: number;
  threat: number;
  lost: boolean;
  w: number;
}

/**
 * Every way one task ends, by plain recursion: roll while hits < need, no loss, and the policy
 * allows (threat <= stopAtThreat, rolls < maxRolls); a loss when the d8 is <= threat.
 */
export function taskEnds(dice: number, need: number, threat: number, policy: Policy, die?: Die, hits = 0, rolls = 0): End[] {
  const out: End[] = [];
  const go = (h: number, th: number, r: number, w: number): void => {
    const stop =
      h >= need ||
      (policy.stopAtThreat !== undefined && th > policy.stopAtThreat) ||
      (policy.maxRolls !== undefined && r >= policy.maxRolls);
    if (stop) {
      out.push({ hits: h, rolls: r, threat: th, lost: false, w });
      return;
    }
    const loss = Math.min(8, th) / 8;
    for (let k = 0; k <= dice; k++) {
      const wk = w * binom(dice, k, die);
      const now = Math.min(need, h + k);
      if (loss > 0) out.push({ hits: now, rolls: r + 1, threat: th + 1, lost: true, w: wk * loss });
      if (loss < 1) go(now, th + 1, r + 1, wk * (1 - loss));
    }
  };
  go(hits, threat, rolls, 1);
  return out;
}

/** Accumulates an expected answer. */
export class Expected implements ExactSlots {
  events: Record<string, number> = {};
  values: Record<string, Map<number, number>> = {};

  constructor(events: string[], values: string[]) {
    for (const e of events) this.events[e] = 0;
    for (const v of values) this.values[v] = new Map();
  }

  event(name: string, w: number, happened = true): void {
    if (happened) this.events[name] += w;
  }

  value(name: string, x: number, w: number): void {
    const m = this.values[name];
    m.set(x, (m.get(x) ?? 0) + w);
  }
}

/** The kernel's exact method against an expected answer, slot by slot, within 1e-12. */
export function exactMatches<P>(t: Test, kernel: Kernel<P>, p: P, want: ExactSlots, name: string): void {
  const { tally } = kernel.prepare(p);
  const got = kernel.exact!(p, new ExactBudget(1e6));
  t.equal(got.length, tally.size, `${name}: one exact probability per slot`);
  let bad = 0;
  for (const e of tally.events) {
    const g = got[e.slot].toNumber();
    if (!(Math.abs(g - want.events[e.name]) < 1e-12)) {
      bad++;
      t.fail(`${name}: ${e.name} exact ${g} vs ${want.events[e.name]}`);
    }
  }
  for (const v of tally.values) {
    const dist = want.values[v.name];
    if (!dist) continue;
    for (let x = v.min; x <= v.max; x++) {
      const g = got[v.slot + x - v.min].toNumber();
      const w = dist.get(x) ?? 0;
      if (!(Math.abs(g - w) < 1e-12)) {
        bad++;
        t.fail(`${name}: P(${v.name}=${x}) exact ${g} vs ${w}`);
      }
    }
  }
  t.equal(bad, 0, `${name}: every slot of the exact method matches the independent computation`);
}

/** Each body must be a 400 problem+json whose `errors` name `path`. */
export async function refuses(t: Test, app: Awaited<ReturnType<typeof testApp>>, url: string, cases: Array<[string, unknown, string]>) {
  for (const [name, body, path] of cases) {
    const res = await post(app, url, body);
    t.equal(res.status, 400, `${name}: 400`);
    t.match(res.type, /^application\/problem\+json/, `${name}: problem+json`);
    t.match(res.body, { type: String, title: String, status: 400, detail: String }, `${name}: problem fields`);
    t.ok(
      res.body.errors?.some((e: { path: string }) => e.path === path),
      `${name}: names ${path} (got ${JSON.stringify(res.body.errors)})`,
    );
  }
}
