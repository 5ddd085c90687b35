/**
 * POST /v1/xcom/base-defense/units-needed: the fewest soldiers whose chance of destroying every
 * enemy in the base reaches a target, answered by the one units search
 * (src/questions/unitsSearch.ts) on POST /v1/xcom/base-defense.
 *
 * The soldiers counted are copies of one `template` soldier (default: a soldier with every skill
 * icon, no special skill, not elite: it fills any icon and rolls one die), added after the
 * soldiers already in the base (`soldiers`, default none), so that the assignment rule's ties
 * still go to the soldiers listed first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_SOLDIERS } from '../../../../simulations/xcom/teamAssignment.js';
import { fewestUnits } from '../../../../src/questions/unitsSearch.js';
import { problemSchema } from '../../../../src/schemas/problem.js';
import { searchAnswerSchema } from '../../../../src/schemas/search.js';
import { SKILL_ICONS, baseDefenseShape, soldierSchema, unitsSearchFields } from '../../../../src/schemas/xcom.js';
import { callOf } from '../../../../src/call.js';

/** The default soldier added: every skill icon, no special skill, not elite. */
export const EVERY_ICON_SOLDIER = { skills: [...SKILL_ICONS], elite: false };

const body = z
  .object({
    enemies: baseDefenseShape.enemies,
    soldiers: z
      .array(soldierSchema)
      .max(MAX_SOLDIERS)
      .default([])
      .describe(
        `Soldiers already in the base defence area (0..${MAX_SOLDIERS}, default none): every count adds copies of \`template\` after them.`,
      ),
    template: soldierSchema
      .default(EVERY_ICON_SOLDIER)
      .describe(
        'The soldier each count adds copies of (default: every skill icon, no special skill, not elite: it fills any icon and rolls one die).',
      ),
    ...unitsSearchFields('destroying every enemy'),
  })
  .strict()
  .meta({
    id: 'BaseDefenseUnitsNeededRequest',
    examples: [
      {
        enemies: [
          { name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'] },
          { name: 'Muton', hp: 2, skills: ['assault', 'heavy'] },
        ],
        target: 0.5,
      },
      {
        enemies: [{ name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' }],
        template: { skills: ['assault'], special: 'assault' },
        target: 0.6,
      },
    ],
  });

const answer = searchAnswerSchema(
  'BaseDefenseUnitsNeededAnswer',
  { units: 'soldiers added', title: 'destroying every enemy', loss: 'losing a soldier', from: 0, to: MAX_SOLDIERS },
  {
    answer: {
      template: soldierSchema.describe('The soldier each count added copies of.'),
      soldiers: z.number().int().min(0).describe('Soldiers already in the base, before the copies.'),
    },
  },
);

const unitsNeeded: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/units-needed',
    {
      schema: {
        tags: ['XCOM'],
        summary: 'Units needed: the fewest soldiers that give a target chance of destroying every enemy in the base',
        description: `Asks /v1/xcom/base-defense with copies of \`template\` added to \`soldiers\` (from none when soldiers are given, else from one, up to ${MAX_SOLDIERS} soldiers in all) under the given \`policy\`, and answers the fewest copies whose chance of destroying every enemy (\`allDestroyed\`) is at least \`target\` (null when none is), with the whole table and each count's chance of losing a soldier (\`anySoldierLost\`). Exact by default, compared as fractions.`,
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const { target, template, soldiers, ...rest } = request.body;
      const result = await fewestUnits(app.odds, callOf(request, reply), {
        endpoint: '/v1/xcom/base-defense',
        finish: 'allDestroyed',
        loss: 'anySoldierLost',
        base: { ...rest, soldiers },
        field: 'soldiers',
        value: (k) => [...soldiers, ...Array.from({ length: k }, () => template)],
        from: soldiers.length === 0 ? 1 : 0,
        to: MAX_SOLDIERS - soldiers.length,
        units: 'soldiers added',
        target,
        seed: rest.seed,
        fallback: true,
      });
      const copy = `skills ${template.skills.join(', ')}${template.special ? `, special ${template.special}` : ''}${template.elite ? ', elite' : ''}`;
      return { ...result, detail: `${result.detail} (each added soldier: ${copy})`, template, soldiers: soldiers.length };
    },
  );
};

export default unitsNeeded;
