import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseDefense } from '../../../simulations/xcom/baseDefense.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { baseDefenseShape, iconIndex, soldierParams, threatCapOf, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    ...baseDefenseShape,
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .meta({
    id: 'BaseDefenseRequest',
    examples: [
      {
        soldiers: [
          { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
          { name: 'Okafor', skills: ['heavy'] },
          { name: 'Lin', skills: ['sniper'], special: 'sniper' },
        ],
        enemies: [
          { name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'], special: 'sniper' },
          { name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
        ],
        seed: 7,
      },
    ],
  });

const answer = answerSchema('BaseDefenseAnswer', {
  probabilities: {
    allDestroyed: 'Every enemy in the base is destroyed.',
    anySoldierLost: 'A loss killed at least one soldier.',
  },
  expectations: {
    baseDamage: 'Base damage: 1 per enemy still alive at the end.',
    soldiersLost: 'Soldiers killed (sent to the recruitment pool).',
    rolls: 'Rolls made.',
  },
  distributions: { baseDamage: 'Base damage.', soldiersLost: 'Soldiers killed.', rolls: 'Rolls made.' },
});

const base: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/base-defense',
    tag: 'XCOM',
    summary: 'Base defence: odds of destroying the enemies in the base, and at what cost',
    description: [
      "Phase 7 (Squad Leader). The threat starts at `threat` and is never reset between tasks. Each roll: the soldiers assigned to the target roll one XCOM die each, +1 die per assigned soldier whose special skill matches the enemy's special skill, +1 die per assigned elite soldier, and the alien d8. Successes are markers on the enemy (surplus wasted); markers reaching its hit points destroy it. A roll whose alien die is <= threat is a LOSS that kills the soldiers of that roll; its successes still count. Each enemy alive at the end deals 1 base damage, as the rule summary says.",
      'The policy played: attack the enemies in the listed order. Each icon on the enemy card takes at most one living soldier who has that icon; every roll uses the assignment of living soldiers to the current target that rolls the most dice (ties: fewer soldiers, then soldiers listed first). After a loss the survivors are assigned again, to the same enemy if they can be, else to the next. An enemy no living soldier can be assigned to survives. `policy.maxRolls` counts the rolls against one enemy (then the next enemy is attacked); `policy.stopAtThreat` stops the phase.',
    ].join('\n\n'),
    body,
    answer,
    kernel: baseDefense,
    params: (b) => ({
      soldiers: b.soldiers.map(soldierParams),
      enemies: b.enemies.map((e) => ({
        hp: e.hp,
        skills: e.skills.map(iconIndex),
        ...(e.special === undefined ? {} : { special: iconIndex(e.special) }),
      })),
      threat: b.threat,
      policy: b.policy,
      die: b.die,
      ...threatCapOf(b),
    }),
  });
};

export default base;
