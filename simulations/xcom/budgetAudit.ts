/**
 * XCOM phase 1, the budget audit (docs/rules.md, "Phase 1: budget audit"): no dice, a plain
 * function. Ties are named with the continents in them, so the caller can order the list to choose.
 */

import { itemAt } from '../core/itemAt.js';
import { spillPanic } from './panicTrack.js';
import type { RoundBudget } from './roundLayout.js';

export interface AuditInput extends RoundBudget {
  continents: ReadonlyArray<{ name: string; panic: number }>;
  /** the last space of the panic track */
  panicTrackEnd: number;
  /** the player's tie-break order (indices of `continents`); default: as listed */
  order?: readonly number[];
}

/** Phase 1's price: 1 for every unit and token on the board. */
export const upkeepOf = (b: RoundBudget): number => b.soldiers + b.interceptors + b.scientists + b.satellites;

/** The upkeep the money does not cover, with `placed` units more on the board (none without a budget: taken as paid). */
export const shortfallOf = (b: RoundBudget | null, placed = 0): number => (b ? Math.max(0, upkeepOf(b) + placed - b.money) : 0);

export function budgetAudit(input: AuditInput) {
  const upkeep = upkeepOf(input);
  const shortfall = shortfallOf(input);
  const paid = upkeep - shortfall;
  const panic = input.continents.map((c) => c.panic);
  // `tiedWith`: other continents with the same, highest panic at that moment (the player's choice)
  const advances: Array<{ continent: string; from: number; to: number; tiedWith: string[] }> = [];
  const order = input.order ?? panic.map((_, i) => i);
  const left = spillPanic(panic, input.panicTrackEnd, shortfall, order, 'highest', (a) => {
    const tiedWith = order.filter((i) => i !== a.continent && panic[i] === a.from).map((i) => itemAt(input.continents, i).name);
    advances.push({ continent: itemAt(input.continents, a.continent).name, from: a.from, to: a.to, tiedWith });
  });
  return {
    upkeep,
    paid,
    moneyLeft: input.money - paid,
    shortfall,
    advances,
    continents: input.continents.map((c, i) => {
      const after = itemAt(panic, i);
      return { name: c.name, panicBefore: c.panic, panic: after, advancedBy: after - c.panic, atEnd: after >= input.panicTrackEnd };
    }),
    unabsorbed: left,
  };
}
