/**
 * ASL: one unit's MC, NMC, #MC or TC (docs/rules.md, "Morale check", "Heat of Battle", "Wounds
 * and heroes"; ASLRB A10.1, A10.3, A10.31, A7.8, A10.8, A15.1, A15.2, A17.1, A17.11). The dice
 * and their verdict, the wound severity dr and a hero's immunities are the morale core's
 * (morale.ts); this kernel adds the DRMs of one check (the # of a #MC, one unbroken leader's,
 * other DRMs) and reports what happened, each event as the endpoint describes it
 * (routes/v1/asl/morale-check.ts). Trials are counted by their end (`Ends`; see `prepare`).
 */
import { itemAt } from '../core/itemAt.js';
import type { ExactBudget, Kernel } from '../core/kernel.js';
import { Rational, addAt, zeros } from '../core/rational.js';
import type { Rng } from '../core/rng.js';
import { Tally } from '../core/tally.js';
import {
  MC,
  PIN,
  TC,
  type Unit,
  applyResult,
  checkOutcomes,
  checkVerdict,
  heatOfBattle,
  isCasualty,
  isFailure,
  isWound,
  WOUND,
  kindCode,
  moraleUnit,
  rollKilled,
  rollTwoD6,
  type UnitKind,
} from './morale.js';
import { ORIGINAL_DR, TWO_D6_OUTCOMES } from './dice.js';
import { Ends } from '../core/rollWalk.js';

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
  const unit = moraleUnit(kindCode(p.unit), p.morale, p.fanatic, p.wounded, p.broken);
  return { tally, unit, check: p.check === 'TC' ? TC : MC, drm: p.modifier + p.leadership + p.drm };
}

/** The events (their tally slots, in `EVENTS`' order) of a check of `unit` with this result. */
function outcome(unit: Unit, result: number, killed: boolean, heat: boolean): number[] {
  const u = unit.clone();
  applyResult(u, result, killed);
  const failed = isFailure(result);
  const bits =
    (failed ? 0 : 1) |
    (result === PIN ? 2 : 0) |
    (u.broken && !u.eliminated ? 4 : 0) |
    (isCasualty(result) ? 8 : 0) |
    (u.eliminated ? 16 : 0) |
    (heat ? 32 : 0) |
    (isWound(result) && !u.eliminated ? 64 : 0) |
    (failed ? 128 : 0);
  const slots: number[] = [];
  for (let i = 0; i < EVENTS.length; i++) if (bits & (1 << i)) slots.push(i);
  return slots;
}

export const moraleCheck: Kernel<MoraleCheckParams> = {
  name: 'asl.morale-check',
  // one state spent per outcome of the check, nothing before
  exactStopsPromptly: true,
  tally: (p) => layout(p).tally,

  // A trial ends in one of 72 ways: the 2d6 outcome o, and a fatal severity dr or not (k), as
  // end 2 o + k. Each end's events are found once per request by playing the check on a copy
  // of the unit; a trial then draws o (and, after a wound, k) and counts its end.
  prepare(p) {
    const { tally, unit, check, drm } = layout(p);
    // 1 where outcome o wounds: a severity dr follows
    const wounds = Int32Array.from({ length: TWO_D6_OUTCOMES }, (_, o) => (isWound(checkVerdict(unit, o, drm, check)) ? 1 : 0));
    const ends = new Ends(2 * TWO_D6_OUTCOMES, (end) => {
      const o = end >> 1;
      const heat = heatOfBattle(unit.kind, itemAt(ORIGINAL_DR, o), check);
      return outcome(unit, checkVerdict(unit, o, drm, check), (end & 1) === 1, heat);
    });
    // `unit` stays as the check finds it: the severity dr reads its wounds before the check
    const end = (rng: Rng): number => {
      const o = rollTwoD6(rng);
      return wounds[o] === 1 ? 2 * o + (rollKilled(rng, unit, WOUND) ? 1 : 0) : 2 * o;
    };
    const trial = (rng: Rng, acc: Float64Array): void => ends.add(acc, end(rng));
    const batch = (rng: Rng, acc: Float64Array, n: number): void => {
      for (let i = 0; i < n; i++) ends.count(end(rng));
      ends.flush(acc);
    };
    return { tally, trial, batch };
  },

  exact(p, budget: ExactBudget) {
    const { tally, unit, check, drm } = layout(p);
    const acc = zeros(tally.size);
    const { size, result, killed, ways, heat } = checkOutcomes(unit, drm, check);
    for (let g = 0; g < size; g++) {
      budget.spend();
      const pr = Rational.of(itemAt(ways, g), 216);
      const events = outcome(unit, itemAt(result, g), itemAt(killed, g) === 1, itemAt(heat, g) === 1);
      for (const i of events) addAt(acc, i, pr);
    }
    return acc;
  },
};
