/**
 * ASL: a broken unit's rally attempts, one per rally phase for `phases` phases in a row
 * (RULES.md section 2, "Rally"; ASLRB A10.6, A10.61-A10.64, A10.71, A15.1, A17, A18.11). The
 * DR's verdict (Fate included) and Casualty Reduction are the morale core's (morale.ts).
 *
 * - final DR = Original DR + the rallying good-order leader's modifier, or +1 for a self-rally
 *   (A10.63; a leader pays it too and never applies his own modifier to himself, A10.22)
 *   - 1 in rally terrain (A10.61: woods, building, and per the seed pillbox and entrenchment)
 *   + 4 under Desperation Morale (A10.62) + other DRMs. Rallied when final DR <= the
 *   broken-side ML (A10.6).
 * - Fate (A10.64): an Original 12 fails and Casualty Reduces the unit.
 * - Readings for `phases` > 1 (written down here):
 *   - the unit tries once per phase until it rallies or is gone; every phase's DRMs are the
 *     same (DM, terrain, the same leader or the same self-rally);
 *   - Fate's reductions carry over: a squad reduced by Fate tries on as a half-squad with the
 *     same broken-side ML (a half-squad keeps its squad's ML); a half-squad or crew is gone;
 *     a leader wounded by Fate (A17 severity dr 1-4) tries on at ML - 1 (A17.3), and a second
 *     wound eliminates him (A17.2).
 * - An Original 2 on a rally that is not a self-rally precedes a Heat of Battle DR (A15.1); an
 *   Original 2 on the self-rally of an MMC (squad, half-squad or crew: the A18.11 self-rally)
 *   may create a leader (A18.11). Reading: a leader's self-rally Original 2 does neither. Both
 *   are reported as "happened on at least one attempt"; their tables are not simulated.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import {
  RALLIED,
  Unit,
  WOUND,
  applyResult,
  forEachGroupedOutcome,
  isCasualty,
  isMmc,
  kindCode,
  rallyResult,
  rollKilled,
  rollOriginal,
  type UnitKind,
} from './morale.js';

export const RALLY_TERRAIN = ['open', 'woods', 'building', 'pillbox', 'entrenchment'] as const;
export type RallyTerrain = (typeof RALLY_TERRAIN)[number];

export interface RallyParams {
  brokenMorale: number;
  /** the rallying good-order leader's modifier; ignored on a self-rally */
  leadership: number;
  selfRally: boolean;
  terrain: RallyTerrain;
  desperation: boolean;
  drm: number;
  unit: UnitKind;
  fanatic: boolean;
  wounded: boolean;
  phases: number;
}

/** The DRM of every attempt (A10.6, A10.61-A10.63). */
export function rallyDrm(p: Omit<RallyParams, 'phases'>): number {
  return (
    (p.selfRally ? 1 : p.leadership) + // A10.63 self-rally +1; else the leader's modifier (A10.6)
    (p.terrain === 'open' ? 0 : -1) + // A10.61
    (p.desperation ? 4 : 0) + // A10.62
    p.drm
  );
}

function layout(p: RallyParams) {
  const tally = new Tally();
  const slots = {
    rallied: tally.event('rallied'),
    casualtyReduced: tally.event('casualtyReduced'),
    eliminated: tally.event('eliminated'),
    heatOfBattle: tally.event('heatOfBattle'),
    leaderCreation: tally.event('leaderCreation'),
    attempts: tally.value('attempts', 1, p.phases),
    rallyPhase: tally.value('rallyPhase', 0, p.phases, { mean: false }),
  };
  const unit = new Unit({
    kind: kindCode(p.unit),
    morale: p.brokenMorale,
    brokenMorale: p.brokenMorale,
    leadership: 0,
    fanatic: p.fanatic,
    wounded: p.wounded,
    broken: true,
  });
  return { tally, slots, unit, drm: rallyDrm(p) };
}

/** Flags carried through the phases. */
const CR = 1;
const HOB = 2;
const CREATED = 4;

/** The flags an attempt adds: Casualty Reduction by Fate, Heat of Battle, leader creation. */
function attemptFlags(kind: number, selfRally: boolean, result: number, original2: boolean): number {
  return (isCasualty(result) ? CR : 0) | (original2 && !selfRally ? HOB : 0) | (original2 && selfRally && isMmc(kind) ? CREATED : 0);
}

/** Fills `out` with the slots one finished sequence of attempts counts in; returns how many. */
function outcomeSlots(
  slots: ReturnType<typeof layout>['slots'],
  u: Unit,
  flags: number,
  attempts: number,
  out: Int32Array,
): number {
  let n = 0;
  const rallied = !u.broken && !u.eliminated;
  if (rallied) out[n++] = slots.rallied;
  if (flags & CR) out[n++] = slots.casualtyReduced;
  if (u.eliminated) out[n++] = slots.eliminated;
  if (flags & HOB) out[n++] = slots.heatOfBattle;
  if (flags & CREATED) out[n++] = slots.leaderCreation;
  out[n++] = slots.attempts + attempts;
  out[n++] = slots.rallyPhase + (rallied ? attempts : 0);
  return n;
}

export const rallyAttempt: Kernel<RallyParams> = {
  name: 'asl.rally',

  prepare(p) {
    const { tally, slots, unit, drm } = layout(p);
    const out = new Int32Array(8);
    const trial = (rng: Rng, acc: Float64Array): void => {
      unit.reset();
      let flags = 0;
      let attempts = 0;
      while (attempts < p.phases) {
        attempts++;
        const kind = unit.kind;
        const original = rollOriginal(rng);
        const result = rallyResult(unit, original, original + drm);
        applyResult(unit, result, result === WOUND && rollKilled(rng));
        flags |= attemptFlags(kind, p.selfRally, result, original === 2);
        if (result === RALLIED || unit.eliminated) break;
      }
      const n = outcomeSlots(slots, unit, flags, attempts, out);
      for (let i = 0; i < n; i++) acc[out[i]]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, slots, unit, drm } = layout(p);
    const acc = zeros(tally.size);
    const out = new Int32Array(8);
    const finish = (u: Unit, flags: number, attempts: number, pr: Rational) => {
      const n = outcomeSlots(slots, u, flags, attempts, out);
      for (let i = 0; i < n; i++) addAt(acc, out[i], pr);
    };
    // units still broken after `phase` attempts, merged by state
    type Live = { unit: Unit; flags: number; pr: Rational };
    let live = new Map<string, Live>([['start', { unit, flags: 0, pr: Rational.ONE }]]);
    for (let phase = 1; phase <= p.phases && live.size > 0; phase++) {
      const next = new Map<string, Live>();
      for (const s of live.values()) {
        budget.spend();
        forEachGroupedOutcome(
          (original) => rallyResult(s.unit, original, original + drm),
          (result, killed, ways, ways2) => {
            for (const [original2, w] of [
              [true, ways2],
              [false, ways - ways2],
            ] as const) {
              if (w === 0) continue;
              const u = s.unit.clone();
              const flags = s.flags | attemptFlags(u.kind, p.selfRally, result, original2);
              applyResult(u, result, killed);
              const pr = s.pr.mul(Rational.of(w, 216));
              if (result === RALLIED || u.eliminated || phase === p.phases) {
                finish(u, flags, phase, pr);
                continue;
              }
              const key = `${u.kind}/${u.wounded}/${flags}`;
              const had = next.get(key);
              if (had) had.pr = had.pr.add(pr);
              else next.set(key, { unit: u, flags, pr });
            }
          },
        );
      }
      live = next;
    }
    return acc;
  },
};
