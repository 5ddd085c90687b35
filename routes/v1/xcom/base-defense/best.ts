/** POST /v1/xcom/base-defense/best: the best play of base defence for the player's objective (src/xcom/bestRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseDefense } from '../../../../simulations/xcom/baseDefense.js';
import { baseDefenseBest, baseDefenseGame } from '../../../../simulations/xcom/baseDefenseBest.js';
import { soldierDice } from '../../../../simulations/xcom/teamAssignment.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import {
  baseDefenseEnemySchema,
  baseDefenseShape,
  enemyParams,
  soldierParams,
  threatCapOf,
  xcomFields,
} from '../../../../src/schemas/xcom.js';
import { bestAnswerSchema, markersField, objectiveField, policyRowsField, unitPriceField } from '../../../../src/schemas/xcomBest.js';
import { bestRoute } from '../../../../src/xcom/bestRoute.js';

const enemy = baseDefenseEnemySchema
  .extend({ markers: markersField('the enemy (below its hit points)') })
  .strict()
  .meta({ id: 'BaseDefenseBestEnemy' });

const body = z
  .object({
    ...baseDefenseShape,
    enemies: z.array(enemy).min(1).max(8).describe('Enemies in the base (1..8), with the markers already on each.'),
    ...xcomFields,
    ...simulationFields,
    objective: objectiveField(
      { probabilities: ['allDestroyed', 'anySoldierLost'], expectations: ['baseDamage', 'soldiersLost', 'rolls'] },
      'allDestroyed',
    ),
    unitPrice: unitPriceField('a soldier killed, `soldiersLost`'),
    policyRows: policyRowsField,
  })
  .strict()
  .superRefine((b, ctx) => {
    b.enemies.forEach((e, i) => {
      if (e.markers >= e.hp)
        ctx.addIssue({
          code: 'custom',
          message: 'markers must be below hp (a destroyed enemy is not listed)',
          path: ['enemies', i, 'markers'],
        });
    });
  })
  .meta({
    id: 'BaseDefenseBestRequest',
    examples: [
      {
        soldiers: [
          { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
          { name: 'Okafor', skills: ['heavy'] },
        ],
        enemies: [{ name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' }],
        method: 'exact',
        policyRows: 5,
      },
    ],
  });

const firstMove = z
  .object({
    stop: z.boolean().describe('Stop now: every enemy alive deals its damage.'),
    enemy: z.string().optional().describe('The enemy to attack now.'),
    soldiers: z.array(z.string()).optional().describe('The soldiers to send against it (unnamed soldiers: "soldier 1", ...).'),
  })
  .meta({ id: 'BaseDefenseFirstMove' });

const answer = bestAnswerSchema(
  'BaseDefenseBestAnswer',
  {
    probabilities: {
      allDestroyed: 'Every enemy in the base is destroyed (best play).',
      anySoldierLost: 'A loss killed at least one soldier (best play).',
    },
    expectations: {
      baseDamage: 'Base damage: 1 per enemy still alive at the end (best play).',
      soldiersLost: 'Soldiers killed (best play).',
      rolls: 'Rolls made (best play).',
    },
    distributions: { baseDamage: 'Base damage.', soldiersLost: 'Soldiers killed.', rolls: 'Rolls made.' },
  },
  firstMove,
);

const best: FastifyPluginAsyncZod = async (app) => {
  bestRoute(app, {
    tag: 'XCOM',
    summary: 'Base defence, best play: which enemy, which soldiers, or stop, before every roll',
    description: [
      "The body of POST /v1/xcom/base-defense (same fields, same checks), plus the objective, a price per soldier killed, and the state mid-phase (`threat`, `markers` on an enemy; the soldiers listed are those alive). The answer is the optimal play for the objective, with its whole answer (probabilities, expectations, distributions) under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included) beside it.",
      "The decisions (the rule summary's phase 7, steps 1 and 4), before every roll: a living enemy and a non-empty team of living soldiers, at most one per skill icon of the enemy, each holding the icon it takes; or stop, when every enemy alive deals 1 base damage. The same enemy may be chosen again with another team. `policy` of the body applies to `defaultPlay` only: the best play chooses when to stop.",
      'Computed by backward induction over the states (soldiers alive, markers per enemy, threat) in doubles; the chosen play is then followed in exact fractions (method "exact"), or walked by Monte Carlo (method "monte-carlo", seeded). Ties between moves: stopping first, then enemies in the listed order, then the team with the most dice, fewer soldiers, soldiers listed first. A state space beyond the exact bound answers 422.',
    ].join('\n\n'),
    body,
    answer,
    game: baseDefenseGame,
    kernel: baseDefenseBest,
    params: (b) => ({
      soldiers: b.soldiers.map(soldierParams),
      enemies: b.enemies.map(enemyParams),
      threat: b.threat,
      policy: {},
      ...threatCapOf(b),
      ...(b.die === undefined ? {} : { die: b.die }),
      markers: b.enemies.map((e) => e.markers),
      names: { soldiers: b.soldiers.map((s, i) => s.name ?? `soldier ${i + 1}`), enemies: b.enemies.map((e) => e.name) },
    }),
    mostDice: (p) =>
      Math.max(
        ...p.enemies.map((e) =>
          p.soldiers
            .map((s) => soldierDice(s, e))
            .sort((a, b) => b - a)
            .slice(0, e.skills.length)
            .reduce((a, b) => a + b, 0),
        ),
      ),
    defaultKernel: baseDefense,
    // markers on an enemy: it is the enemy with that many hit points fewer (surplus successes are wasted)
    defaultParams: (b) => ({
      soldiers: b.soldiers.map(soldierParams),
      enemies: b.enemies.map((e) => ({ ...enemyParams(e), hp: e.hp - e.markers })),
      threat: b.threat,
      policy: b.policy,
      die: b.die,
      ...threatCapOf(b),
    }),
  });
};

export default best;
