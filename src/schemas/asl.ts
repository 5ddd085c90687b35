/**
 * Fields and rule checks shared by the Advanced Squad Leader endpoints (docs/endpoints.md;
 * docs/rules.md, "Advanced Squad Leader, chapter A10").
 */
import { z } from 'zod';
import { UNIT_KINDS } from '../../simulations/asl/morale.js';
import { RALLY_TERRAIN } from '../../simulations/asl/rallyAttempt.js';

export const moraleField = (what: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(10)
    .describe(`${what} (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18).`);

export const unitField = z
  .enum(UNIT_KINDS)
  .default('squad')
  .describe(
    'The unit: "squad", "half-squad", "crew", "leader" or "hero". Casualty Reduction depends on it: squad -> half-squad, half-squad or crew -> eliminated, leader or hero -> a wound, followed at once by a wound severity d6 (A17.11): 1-4 wounded, 5-6 eliminated; +1 for a man already wounded (4-6 eliminates). A hero is never broken nor pinned: a failed MC wounds him (A15.2).',
  )
  // named: the document describes it once for the ASL bodies that take it
  .meta({ id: 'AslUnit' });

export const drmField = z.number().int().min(-10).max(10).default(0).describe('Other DRMs of the DR, summed (-10..10; positive is worse).');

export const leadershipField = z
  .number()
  .int()
  .min(-3)
  .max(2)
  .describe("Leadership DRM of a good-order leader (-3..+2: a 9-2 leader gives -2; a wounded leader's is one worse, A17.3).");

export const printedLeadershipField = z
  .number()
  .int()
  .min(-3)
  .max(1)
  .describe("A leader's printed leadership modifier (-3..+1; a 9-2 leader: -2).");

export const fanaticField = z.boolean().default(false).describe('Fanatic: ML +1 on either side, never above 10 (A10.8).');

export const woundedField = z
  .boolean()
  .default(false)
  .describe(
    "A wounded leader or hero: ML -1, a leader's modifier 1 worse (A17.3); a further wound's severity d6 gets +1, so 4-6 eliminates him (A17.11). Wounds do not add up: one who survives another stays at ML -1.",
  )
  .meta({ id: 'AslWounded' });

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

/** The broken unit and DRMs of a rally attempt (A10.6-A10.64), shared by the rally endpoints. */
export const rallyUnitFields = {
  brokenMorale: moraleField('Broken-side ML of the unit'),
  terrain: z
    .enum(RALLY_TERRAIN)
    .default('open')
    .describe('Where the unit rallies: "open", or rally terrain at -1 (A10.61): "woods", "building", "pillbox", "entrenchment".'),
  desperation: z.boolean().default(false).describe('Desperation Morale (A10.62): +4 to the rally DR.'),
  drm: drmField,
  unit: unitField,
  fanatic: fanaticField,
  wounded: woundedField,
};

export const rallyFields = {
  ...rallyUnitFields,
  leadership: leadershipField
    .optional()
    .describe(
      'Modifier of the good-order leader in the location who rallies the unit (A10.6; -3..+2). Give this or `selfRally`, not both.',
    ),
  selfRally: z
    .boolean()
    .default(false)
    .describe(
      "Self-rally (A10.63, A10.71, A18.11): +1 DRM, no leader modifier (a leader never applies his own to himself). An MMC's self-rally is read as the first-MMC self-rally of its phase (A18.11): its Original 2 rallies it whatever the DRM and earns a Leader Creation roll (field promotion; that table is not played). Give this or `leadership`, not both.",
    ),
};

/** Rules on a unit that is broken (rally, rout): a hero never is (A15.2). */
export function refineBrokenUnit(b: { unit: string; wounded: boolean }, ctx: Ctx): void {
  if (b.unit === 'hero') {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: 'a hero is never broken (A15.2): he neither rallies nor routs' });
  }
  checkUnit(b, ctx);
}

/** Rally rules the schema alone cannot say (A10.6, A10.63). */
export function refineRally(b: { unit: string; wounded: boolean; leadership?: number; selfRally: boolean }, ctx: Ctx): void {
  if (b.selfRally && b.leadership !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['selfRally'],
      message:
        'a self-rally is an attempt without a rallying leader (A10.63): give `leadership` (a good-order leader rallies the unit) or `selfRally: true`, not both',
    });
  }
  if (!b.selfRally && b.leadership === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['leadership'],
      message:
        'a broken unit rallies only under a good-order leader in its location or by self-rally (A10.6, A10.63): give `leadership` or `selfRally: true`',
    });
  }
  refineBrokenUnit(b, ctx);
}
