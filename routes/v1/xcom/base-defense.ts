import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseDefense } from '../../../simulations/xcom/baseDefense.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { baseDefenseShape, iconIndex, soldierParams, xcomFields } from '../../../src/schemas/xcom.js';
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
  example: {
    seed: 7,
    probabilities: { allDestroyed: { p: 0.65738, ci: [0.65443, 0.66032] }, anySoldierLost: { p: 0.58337, ci: [0.58031, 0.58642] } },
    expectations: {
      baseDamage: { mean: 0.37152, ci: [0.36817, 0.37487] },
      soldiersLost: { mean: 1.32912, ci: [1.32184, 1.3364] },
      rolls: { mean: 2.8687, ci: [2.86284, 2.87456] },
    },
    distributions: {
      baseDamage: [
        { value: 0, p: 0.65738 },
        { value: 1, p: 0.31372 },
        { value: 2, p: 0.0289 },
      ],
      soldiersLost: [
        { value: 0, p: 0.41663 },
        { value: 2, p: 0.42099 },
        { value: 3, p: 0.16238 },
      ],
      rolls: [
        { value: 2, p: 0.41984 },
        { value: 3, p: 0.37171 },
        { value: 4, p: 0.14674 },
        { value: 5, p: 0.04647 },
        { value: 6, p: 0.01238 },
        { value: 7, p: 0.00258 },
        { value: 8, p: 0.00028 },
      ],
    },
  },
});

const base: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/base-defense',
    tag: 'XCOM',
    summary: 'Base defence: odds of destroying the enemies in the base, and at what cost',
    description: [
      "Phase 7 (Squad Leader). The threat starts at `threat` and is never reset between tasks. Each roll: the soldiers assigned to the target roll one XCOM die each, +1 die per assigned soldier whose special skill matches the enemy's special skill, +1 die per assigned elite soldier, and the alien d8. Successes are markers on the enemy (surplus wasted); markers reaching its hit points destroy it. A roll whose alien die is <= threat is a LOSS that kills the soldiers of that roll; its successes still count. Each enemy alive at the end deals 1 base damage (assumed from the rule summary).",
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
    }),
  });
};

export default base;
