/**
 * Fields shared by the Batman endpoints (docs/endpoints.md; docs/rules.md, "A fight" and
 * "Henchmen needed"), and the cross-field rules a fight must obey.
 */
import { z } from 'zod';
import { BAT, DEFAULT_FACES, MAX_FACES, MAX_PIPS, MIN_FACES, hasPips, type DieFace } from '../../simulations/batman/batmanDie.js';

/** A villain owns at most this many henchmen (docs/rules.md, "A fight"), the Penguin's ability aside. */
export const HENCHMEN_RULE_LIMIT = 5;
/** The most henchmen any request may name (the API document), e.g. for the Penguin. */
export const HENCHMEN_MAX = 10;

export const villainSchema = z
  .object({
    side: z.literal('villain').describe('A villain (a player).'),
    henchmen: z
      .number()
      .int()
      .min(0)
      .max(HENCHMEN_MAX)
      .default(0)
      .describe(`Henchmen the villain brings into the fight (0..${HENCHMEN_MAX}); each adds 1 to the power. At most \`henchmenLimit\`.`),
    henchmenLimit: z
      .number()
      .int()
      .min(HENCHMEN_RULE_LIMIT)
      .max(HENCHMEN_MAX)
      .default(HENCHMEN_RULE_LIMIT)
      .describe(
        `Most henchmen this villain may own. The rules say ${HENCHMEN_RULE_LIMIT} "the Penguin's ability aside"; that ability's own limit is not confirmed, so raise this (up to ${HENCHMEN_MAX}) for the Penguin or a house rule.`,
      ),
  })
  .strict()
  .meta({ id: 'BatmanVillain' });

export const batmanSchema = z
  .object({
    side: z
      .literal('batman')
      .describe("Batman (his die is rolled by the player who drew the Batman card, else the villain's left neighbour)."),
    combatValue: z.number().int().min(0).max(10).describe("The combat value on Batman's dial (0..10), added to his pips."),
  })
  .strict()
  .meta({ id: 'BatmanBatman' });

export const fighterSchema = z
  .discriminatedUnion('side', [villainSchema, batmanSchema])
  .describe('A side of the fight: `{ "side": "villain", "henchmen" }` or `{ "side": "batman", "combatValue" }`.')
  .meta({ id: 'BatmanFighter' });

const faceSchema = z.union([
  z.number().int().min(0).max(MAX_PIPS).describe(`A pip count (0..${MAX_PIPS}).`),
  z.literal(BAT).describe('The bat face.'),
]);

export const dieSchema = z
  .object({
    faces: z
      .array(faceSchema)
      .min(MIN_FACES)
      .max(MAX_FACES)
      .default([...DEFAULT_FACES])
      .describe(
        `The faces of the Batman die (${MIN_FACES}..${MAX_FACES}), each an integer pip count or "bat", all equally likely. Assumed: ["bat",1,2,3,4,5] (the published faces could not be confirmed). At least one face must show a pip.`,
      ),
  })
  .strict()
  .default({ faces: [...DEFAULT_FACES] })
  .describe('The Batman die both sides roll (assumed: a d6 of one bat face and pips 1..5).')
  .meta({ id: 'BatmanDie' });

export const tieField = z
  .enum(['invader', 'defender'])
  .default('invader')
  .describe(
    'Who wins when the powers are equal. The rules give a tie between villains to the invader (the attacker); against Batman the same is assumed. "defender" overrides both.',
  );

export const batmanBatFaceField = z
  .enum(['zero'])
  .default('zero')
  .describe(
    'What Batman\'s own bat face is worth. Assumed "zero": it counts 0 pips (the rules say only that the villain\'s bat face loses outright). The only value today, kept as a named rule so that a confirmed rule can be added.',
  );

export const fightRuleFields = { die: dieSchema, tie: tieField, batmanBatFace: batmanBatFaceField };

type Fighter = z.output<typeof fighterSchema>;

/** Adds an issue for a villain who brings more henchmen than its limit allows. */
export function checkHenchmen(f: Fighter, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (f.side === 'villain' && f.henchmen > f.henchmenLimit) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'henchmen'],
      message:
        f.henchmenLimit === HENCHMEN_RULE_LIMIT
          ? `more henchmen than the rules allow: a villain owns at most ${HENCHMEN_RULE_LIMIT} (the Penguin's ability aside: set henchmenLimit, up to ${HENCHMEN_MAX}, to allow more)`
          : `more henchmen than this villain's henchmenLimit (${f.henchmenLimit}) allows`,
    });
  }
}

/** Adds an issue for a die whose faces carry no pips at all. */
export function checkDie(die: { faces: DieFace[] }, ctx: z.RefinementCtx): void {
  if (!hasPips(die.faces)) {
    ctx.addIssue({
      code: 'custom',
      path: ['die', 'faces'],
      message:
        'the die has no pips: at least one face must show a pip count of 1 or more (a die of bat and blank faces only decides nothing)',
    });
  }
}
