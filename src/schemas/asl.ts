/** Fields and rule checks shared by the Advanced Squad Leader endpoints (API.md, RULES.md section 2). */
import { z } from 'zod';
import { UNIT_KINDS } from '../../simulations/asl/morale.js';

export const moraleField = (what: string) =>
  z.number().int().min(1).max(10).describe(`${what} (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18).`);

export const unitField = z
  .enum(UNIT_KINDS)
  .default('squad')
  .describe('The unit: "squad", "half-squad", "crew", "leader" or "hero". Casualty Reduction depends on it: squad -> half-squad, half-squad or crew -> eliminated, leader or hero -> wounded (A17 severity dr: 5-6 kills).');

export const drmField = z.number().int().min(-10).max(10).default(0).describe('Other DRMs of the DR, summed (-10..10; positive is worse).');

export const leadershipField = z
  .number()
  .int()
  .min(-3)
  .max(2)
  .describe('Leadership DRM of a good-order leader (-3..+2: a 9-2 leader gives -2; a wounded leader\'s is one worse, A17.3).');

export const fanaticField = z.boolean().default(false).describe('Fanatic: ML +1 on either side, never above 10 (A10.8).');

export const woundedField = z.boolean().default(false).describe('A wounded leader or hero: ML -1 (A17.3); a further wound eliminates him (A17.2).');

type Ctx = z.RefinementCtx;

/** Rule checks on one unit's fields, reported at `at` (the path of the unit). */
export function checkUnit(
  u: { unit?: string; kind?: string; wounded?: boolean; broken?: boolean },
  ctx: Ctx,
  at: (string | number)[] = [],
): void {
  const kind = u.unit ?? u.kind;
  if (u.wounded && kind !== 'leader' && kind !== 'hero') {
    ctx.addIssue({ code: 'custom', path: [...at, 'wounded'], message: `only a leader or a hero can be wounded (A17), not a ${kind}` });
  }
  if (u.broken && kind === 'hero') {
    ctx.addIssue({ code: 'custom', path: [...at, 'broken'], message: 'a hero is never broken (A15.2): a failed MC wounds him instead' });
  }
}
