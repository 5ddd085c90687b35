/**
 * Helpers for the XCOM kernel tests, written independently of the kernels: a floating-point
 * recursion over one task's rolls, the kernel's exact method checked against an expected
 * answer, and the 4xx check of bad bodies.
 */
import assert from 'node:assert';
import type { Test } from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
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
    if (happened) this.events[name] = this.probability(name) + w;
  }

  value(name: string, x: number, w: number): void {
    const m = this.distribution(name);
    m.set(x, (m.get(x) ?? 0) + w);
  }

  /** The probability of an event declared in the constructor (a name not declared throws). */
  probability(name: string): number {
    const p = this.events[name];
    if (p === undefined) throw new RangeError(`no expected event ${name}`);
    return p;
  }

  /** The distribution of a value declared in the constructor (a name not declared throws). */
  distribution(name: string): Map<number, number> {
    const m = this.values[name];
    if (m === undefined) throw new RangeError(`no expected value ${name}`);
    return m;
  }
}

/** The kernel's exact method against an expected answer, slot by slot, within 1e-12. */
export function exactMatches<P>(t: Test, kernel: Kernel<P>, p: P, want: ExactSlots, name: string): void {
  const { tally } = kernel.prepare(p);
  assert.ok(kernel.exact, `${kernel.name} computes exactly`);
  const got = kernel.exact(p, new ExactBudget(1e6));
  t.equal(got.length, tally.size, `${name}: one exact probability per slot`);
  let bad = 0;
  for (const e of tally.events) {
    const g = itemAt(got, e.slot).toNumber();
    const w = want.events[e.name];
    if (w === undefined || !(Math.abs(g - w) < 1e-12)) {
      bad++;
      t.fail(`${name}: ${e.name} exact ${g} vs ${w}`);
    }
  }
  for (const v of tally.values) {
    const dist = want.values[v.name];
    if (!dist) continue;
    for (let x = v.min; x <= v.max; x++) {
      const g = itemAt(got, v.slot + x - v.min).toNumber();
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

/* ---- Missions (phase 9), modelled again from docs/rules.md ("Phase 9: missions"), independently of the kernel ---- */

/** A place any soldier fills (an objective's), or in a soldier's skills: fills any place. */
export const ANY = -1;

export interface CardSoldier {
  skills: number[];
  special?: number;
  elite: boolean;
}

/** `soldiers` (an enemy's): the most soldiers its team may have; `bonusDice`: extra dice on every roll of the task. */
export type CardTask =
  | { kind: 'enemy'; hp: number; skills: number[]; special?: number; soldiers?: number; bonusDice?: number }
  | { kind: 'objective'; special?: number; assign?: number; bonusDice?: number };

export interface Card {
  soldiers: CardSoldier[];
  tasks: CardTask[];
}

export interface Phase9 {
  cards: Card[];
  threat: number;
  policy: Policy;
  die?: Die;
}

const bits = (m: number) =>
  m
    .toString(2)
    .split('')
    .filter((c) => c === '1').length;

/**
 * The team a task takes from the soldiers `alive`, by brute force: every way of filling the
 * task's places (each place empty, or one living soldier holding its icon), the one with the most
 * dice, then fewer soldiers, then the smallest mask. An objective's places fill with anyone:
 * every soldier on the card, or `assign` of them. An enemy's `soldiers` caps the team's size.
 */
export function bruteTeam(card: Card, task: CardTask, alive: number): { use: number; dice: number } {
  const places =
    task.kind === 'enemy' ? task.skills : new Array<number>(Math.min(task.assign ?? card.soldiers.length, card.soldiers.length)).fill(ANY);
  let best = { use: 0, dice: 0 };
  const go = (place: number, used: number, dice: number): void => {
    if (place === places.length) {
      if (dice > best.dice || (dice === best.dice && (bits(used) < bits(best.use) || (bits(used) === bits(best.use) && used < best.use))))
        best = { use: used, dice };
      return;
    }
    go(place + 1, used, dice);
    card.soldiers.forEach((s, i) => {
      if (!(alive & (1 << i)) || used & (1 << i)) return;
      if (task.kind === 'enemy' && task.soldiers !== undefined && bits(used) >= task.soldiers) return;
      const icon = itemAt(places, place);
      if (icon !== ANY && !s.skills.includes(ANY) && !s.skills.includes(icon)) return;
      go(place + 1, used | (1 << i), dice + 1 + (task.special !== undefined && s.special === task.special ? 1 : 0) + (s.elite ? 1 : 0));
    });
  };
  go(0, 0, 0);
  return best;
}

/** Plain soldiers: every icon, no special skill, not elite. */
export const plainSoldiers = (n: number): CardSoldier[] => Array.from({ length: n }, () => ({ skills: [ANY], elite: false }));

/**
 * The exact answer of phase 9 by plain recursion over (card, task, soldiers alive, markers, rolls
 * on the task, threat): a team from the living soldiers of the card rolls until the task is done,
 * lost or stopped; a loss kills the team and the survivors take the task up with its markers; no
 * team, or a stop, fails the card, and the next card begins at the carried threat.
 */
export function phase9Expected(p: Phase9): Expected {
  const cardEvents = p.cards.flatMap((_, c) => [`missions.${c}.completed`, `missions.${c}.anySoldierLost`]);
  const cardValues = p.cards.flatMap((_, c) => [`missions.${c}.tasksDone`, `missions.${c}.soldiersLost`]);
  const e = new Expected(
    ['completed', 'allCompleted', 'anySoldierLost', ...cardEvents],
    ['tasksDone', 'soldiersLost', 'rolls', 'threat', ...cardValues],
  );
  const totalTasks = p.cards.reduce((n, c) => n + c.tasks.length, 0);
  type CardResult = { done: number; lost: number };
  const finish = (results: CardResult[], threat: number, rolls: number, w: number) => {
    const done = results.reduce((n, r) => n + r.done, 0);
    const lost = results.reduce((n, r) => n + r.lost, 0);
    e.event('completed', w, done === totalTasks);
    e.event('allCompleted', w, done === totalTasks);
    e.event('anySoldierLost', w, lost > 0);
    e.value('tasksDone', done, w);
    e.value('soldiersLost', lost, w);
    e.value('rolls', rolls, w);
    e.value('threat', threat, w);
    results.forEach((r, c) => {
      e.event(`missions.${c}.completed`, w, r.done === itemAt(p.cards, c).tasks.length);
      e.event(`missions.${c}.anySoldierLost`, w, r.lost > 0);
      e.value(`missions.${c}.tasksDone`, r.done, w);
      e.value(`missions.${c}.soldiersLost`, r.lost, w);
    });
  };
  const nextCard = (c: number, results: CardResult[], threat: number, rolls: number, w: number): void => {
    if (c === p.cards.length) {
      finish(results, threat, rolls, w);
      return;
    }
    const n = itemAt(p.cards, c).soldiers.length;
    task(c, 0, (1 << n) - 1, 0, 0, threat, rolls, results, w);
  };
  const task = (
    c: number,
    i: number,
    alive: number,
    markers: number,
    taskRolls: number,
    threat: number,
    rolls: number,
    results: CardResult[],
    w: number,
  ): void => {
    const card = itemAt(p.cards, c);
    const endCard = (done: number, left: number, th: number, r: number, wt: number) =>
      nextCard(c + 1, [...results, { done, lost: card.soldiers.length - bits(left) }], th, r, wt);
    if (i === card.tasks.length) {
      endCard(i, alive, threat, rolls, w);
      return;
    }
    const t = itemAt(card.tasks, i);
    const need = t.kind === 'enemy' ? t.hp : 1;
    const team = bruteTeam(card, t, alive);
    if (team.use === 0) {
      endCard(i, alive, threat, rolls, w);
      return;
    }
    // the task's bonus dice join every roll of whatever team is sent
    for (const end of taskEnds(team.dice + (t.bonusDice ?? 0), need, threat, p.policy, p.die, markers, taskRolls)) {
      const left = end.lost ? alive & ~team.use : alive;
      const r = rolls + end.rolls - taskRolls;
      if (end.hits >= need) task(c, i + 1, left, 0, 0, end.threat, r, results, w * end.w);
      else if (end.lost) task(c, i, left, end.hits, end.rolls, end.threat, r, results, w * end.w);
      else endCard(i, left, end.threat, r, w * end.w);
    }
  };
  nextCard(0, [], p.threat, 0, 1);
  return e;
}
