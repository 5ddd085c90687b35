/**
 * XCOM phase 1, the budget audit (RULES.md section 1, "Phase 1: budget audit"; seed phase 1
 * and its notes 1 and 2). No dice: a plain function.
 *
 * Pay 1 for every unit (soldier, interceptor) and token (scientist, satellite) on the board;
 * none for those on asset cards or in the recruitment pool. A shortfall of X advances the
 * continent with the highest panic by X; when it reaches the end of the panic track the rest
 * advances the next highest, and so on.
 * Readings of the rule, written down:
 * - A continent already at the end of the track cannot take any of the shortfall, so "the
 *   highest" is taken among the continents below the end.
 * - Ties ("the player chooses"): the service picks the tied continent listed first, and names
 *   every tie with the continents in it, so the caller can order the list to choose.
 * - Shortfall left when every continent is at the end is reported as `unabsorbed`.
 */

export interface AuditInput {
  money: number;
  soldiers: number;
  interceptors: number;
  scientists: number;
  satellites: number;
  continents: ReadonlyArray<{ name: string; panic: number }>;
  /** the last space of the panic track */
  panicTrackEnd: number;
}

export interface AuditAdvance {
  continent: string;
  from: number;
  to: number;
  /** other continents with the same, highest panic at that moment (the player's choice) */
  tiedWith: string[];
}

export interface AuditResult {
  upkeep: number;
  paid: number;
  moneyLeft: number;
  shortfall: number;
  advances: AuditAdvance[];
  continents: Array<{ name: string; panicBefore: number; panic: number; advancedBy: number; atEnd: boolean }>;
  unabsorbed: number;
}

export function budgetAudit(input: AuditInput): AuditResult {
  const upkeep = input.soldiers + input.interceptors + input.scientists + input.satellites;
  const paid = Math.min(upkeep, input.money);
  const shortfall = upkeep - paid;
  const end = input.panicTrackEnd;
  const panic = input.continents.map((c) => c.panic);
  const advances: AuditAdvance[] = [];
  let left = shortfall;
  while (left > 0) {
    let top = -1;
    for (let i = 0; i < panic.length; i++) if (panic[i] < end && (top < 0 || panic[i] > panic[top])) top = i;
    if (top < 0) break;
    const tiedWith = input.continents.filter((_, i) => i !== top && panic[i] === panic[top]).map((c) => c.name);
    const by = Math.min(left, end - panic[top]);
    advances.push({ continent: input.continents[top].name, from: panic[top], to: panic[top] + by, tiedWith });
    panic[top] += by;
    left -= by;
  }
  return {
    upkeep,
    paid,
    moneyLeft: input.money - paid,
    shortfall,
    advances,
    continents: input.continents.map((c, i) => ({
      name: c.name,
      panicBefore: c.panic,
      panic: panic[i],
      advancedBy: panic[i] - c.panic,
      atEnd: panic[i] >= end,
    })),
    unabsorbed: left,
  };
}
