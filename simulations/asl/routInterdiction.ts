/**
 * ASL: a broken unit routing through Interdiction (RULES.md section 2, "Rout and
 * Interdiction"; ASLRB A10.5, A10.53, A10.531, A10.31, A10.3, A7.8, A17). Each interdicted Open
 * Ground location entered without Low Crawl (A10.52, never interdicted) costs an Interdiction
 * NMC against the broken-side ML, resolved by the morale core (morale.ts):
 *
 * - failed: Casualty Reduction (A10.3): a squad's surviving half-squad keeps routing (A10.53;
 *   reading: with the same broken-side ML, as a half-squad has its squad's ML); a half-squad
 *   or crew is eliminated; a leader is wounded (A17 severity dr: 5-6 kills) and a wounded one
 *   routs on at ML - 1 (A17.3); a second wound eliminates (A17.2);
 * - Original 12: the broken unit is eliminated (A10.31);
 * - passed with final DR equal to ML: pinned (A7.8, A10.53), which ends its rout; it is then
 *   eliminated when `pinnedAdjacentToEnemy` (pinned next to a known, armed, unbroken enemy).
 *   Reading: a pin ends the rout in that location, so a pinned unit counts as not `routed`;
 *   when the pin eliminates it, it is both `pinned` and `eliminated`;
 * - any other pass: it routs on.
 *
 * Reported: `routed` (came through every interdiction, reduced or not), `reduced` (Casualty
 * Reduced on the way and still on the board), `eliminated`, `pinned`, and how many
 * interdictions it came through (`interdictionsCleared`).
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import { MC, PIN, Unit, WOUND, applyResult, brokenUnit, checkResult, forEachCheckOutcome, rollKilled, rollOriginal, type UnitKind } from './morale.js';

export interface RoutParams {
  brokenMorale: number;
  unit: UnitKind;
  interdictions: number;
  pinnedAdjacentToEnemy: boolean;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
}

function layout(p: RoutParams) {
  const tally = new Tally();
  const slots = {
    routed: tally.event('routed'),
    reduced: tally.event('reduced'),
    eliminated: tally.event('eliminated'),
    pinned: tally.event('pinned'),
    cleared: tally.value('interdictionsCleared', 0, p.interdictions),
  };
  const unit = brokenUnit(p);
  return { tally, slots, unit };
}

/** One Interdiction NMC's result applied to `u`; true when the rout goes on (A10.53). */
function interdiction(p: RoutParams, u: Unit, result: number, killed: boolean): boolean {
  applyResult(u, result, killed);
  if (result === PIN && p.pinnedAdjacentToEnemy) u.eliminated = true; // A10.53
  return !u.eliminated && result !== PIN;
}

/** Fills `out` with the slots of one finished rout; returns how many. */
function outcomeSlots(slots: ReturnType<typeof layout>['slots'], u: Unit, pinned: boolean, cleared: number, out: Int32Array): number {
  let n = 0;
  if (!u.eliminated && !pinned) out[n++] = slots.routed;
  if (!u.eliminated && (u.reduced || u.woundedNow)) out[n++] = slots.reduced;
  if (u.eliminated) out[n++] = slots.eliminated;
  if (pinned) out[n++] = slots.pinned;
  out[n++] = slots.cleared + cleared;
  return n;
}

export const routInterdiction: Kernel<RoutParams> = {
  name: 'asl.rout',

  prepare(p) {
    const { tally, slots, unit } = layout(p);
    const out = new Int32Array(5);
    const trial = (rng: Rng, acc: Float64Array): void => {
      unit.reset();
      let cleared = 0;
      let pinned = false;
      while (cleared < p.interdictions) {
        const original = rollOriginal(rng);
        const result = checkResult(unit, original, original + p.drm, MC);
        if (!interdiction(p, unit, result, result === WOUND && rollKilled(rng))) {
          pinned = result === PIN;
          break;
        }
        cleared++;
      }
      const n = outcomeSlots(slots, unit, pinned, cleared, out);
      for (let i = 0; i < n; i++) acc[out[i]]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, unit } = layout(p);
    const acc = zeros(tally.size);
    const out = new Int32Array(5);
    const finish = (u: Unit, pinned: boolean, cleared: number, pr: Rational) => {
      const n = outcomeSlots(slots, u, pinned, cleared, out);
      for (let i = 0; i < n; i++) addAt(acc, out[i], pr);
    };
    // units still routing after `cleared` interdictions, merged by state
    type Live = { unit: Unit; pr: Rational };
    let live = new Map<string, Live>([['start', { unit, pr: Rational.ONE }]]);
    for (let cleared = 0; cleared < p.interdictions && live.size > 0; cleared++) {
      const next = new Map<string, Live>();
      for (const s of live.values()) {
        budget.spend();
        forEachCheckOutcome(s.unit, p.drm, MC, (result, killed, ways) => {
          const u = s.unit.clone();
          const pr = s.pr.mul(Rational.of(ways, 216));
          if (!interdiction(p, u, result, killed)) {
            finish(u, result === PIN, cleared, pr);
            return;
          }
          const key = `${u.kind}/${u.wounded}/${u.reduced || u.woundedNow}`;
          const had = next.get(key);
          if (had) had.pr = had.pr.add(pr);
          else next.set(key, { unit: u, pr });
        });
      }
      live = next;
    }
    for (const s of live.values()) finish(s.unit, false, p.interdictions, s.pr);
    return acc;
  },
};
