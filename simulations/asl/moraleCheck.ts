/**
 * ASL: one unit's MC, NMC, #MC or TC (RULES.md section 2, "Morale check"; ASLRB A10.1, A10.3,
 * A10.31, A7.8, A10.8, A15.1, A15.2, A17.11). The dice and their verdict, the wound severity dr
 * and a hero's immunities are the morale core's (morale.ts); this kernel adds the DRMs of one
 * check and reports what happened.
 *
 * - final DR = Original DR + # (the # of a #MC; 0 for an NMC, A10.1) + the leadership DRM of
 *   one unbroken leader (A10.21: the caller gives the best one) + other DRMs.
 * - `broken`: the unit ends the check on the board and broken (a good-order unit broken by it,
 *   or a broken unit that survived it). `casualtyReduced`: Casualty Reduction happened (also
 *   when it eliminated a half-squad or crew, or the wound killed a leader or hero). A hero's
 *   plain failure wounds him without being a Casualty Reduction (reading, A15.2).
 *   `heatOfBattle`: an Original 2 on an MC (A15.1). `wounded`: an SMC wounded by this check
 *   (a first wound or another) and alive. `eliminated`: gone, by A10.31 or by the wound
 *   severity dr (A17.11). `failed`: not passed.
 */
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import {
  MC,
  PIN,
  TC,
  Unit,
  applyResult,
  checkResult,
  forEachCheckOutcome,
  heatOfBattle,
  isCasualty,
  isFailure,
  isWound,
  kindCode,
  rollKilled,
  rollOriginal,
  type UnitKind,
} from './morale.js';

export interface MoraleCheckParams {
  /** ML of the side the unit is on */
  morale: number;
  broken: boolean;
  check: 'MC' | 'TC';
  /** the # of a #MC (0: NMC) */
  modifier: number;
  /** DRM of the best unbroken leader present (0: none) */
  leadership: number;
  drm: number;
  fanatic: boolean;
  wounded: boolean;
  unit: UnitKind;
}

/** Event names, in slot order. */
const EVENTS = ['passed', 'pinned', 'broken', 'casualtyReduced', 'eliminated', 'heatOfBattle', 'wounded', 'failed'] as const;

function layout(p: MoraleCheckParams) {
  const tally = new Tally();
  for (const name of EVENTS) tally.event(name);
  const unit = new Unit({
    kind: kindCode(p.unit),
    morale: p.morale,
    brokenMorale: p.morale,
    leadership: 0,
    fanatic: p.fanatic,
    wounded: p.wounded,
    broken: p.broken,
  });
  return { tally, unit, check: p.check === 'TC' ? TC : MC, drm: p.modifier + p.leadership + p.drm };
}

/** The events of one check as a bitmask: bit i is `EVENTS[i]` (and tally slot i). */
function outcome(u: Unit, result: number, heat: boolean): number {
  const failed = isFailure(result);
  return (
    (failed ? 0 : 1) |
    (result === PIN ? 2 : 0) |
    (u.broken && !u.eliminated ? 4 : 0) |
    (isCasualty(result) ? 8 : 0) |
    (u.eliminated ? 16 : 0) |
    (heat ? 32 : 0) |
    (isWound(result) && !u.eliminated ? 64 : 0) |
    (failed ? 128 : 0)
  );
}

export const moraleCheck: Kernel<MoraleCheckParams> = {
  name: 'asl.morale-check',

  prepare(p) {
    const { tally, unit, check, drm } = layout(p);
    const trial = (rng: Rng, acc: Float64Array): void => {
      unit.reset();
      const original = rollOriginal(rng);
      const result = checkResult(unit, original, original + drm, check);
      applyResult(unit, result, rollKilled(rng, unit, result));
      const bits = outcome(unit, result, heatOfBattle(original, check));
      for (let i = 0; i < EVENTS.length; i++) if (bits & (1 << i)) acc[i]++;
    };
    return { tally, trial };
  },

  exact(p, budget: ExactBudget) {
    const { tally, unit, check, drm } = layout(p);
    const acc = zeros(tally.size);
    forEachCheckOutcome(unit, drm, check, (result, killed, ways, heat) => {
      budget.spend();
      const u = unit.clone();
      applyResult(u, result, killed);
      const bits = outcome(u, result, heat);
      const pr = Rational.of(ways, 216);
      for (let i = 0; i < EVENTS.length; i++) if (bits & (1 << i)) addAt(acc, i, pr);
    });
    return acc;
  },
};
