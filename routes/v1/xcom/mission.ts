import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionTasks } from '../../../simulations/xcom/missionTasks.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { cardParams, itemAnswerSchema, missionCheck, missionShape, threatCapOf, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';
import { shapeMissionAnswer } from '../../../src/xcom/missionCards.js';

const body = z
  .object({
    ...missionShape,
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .superRefine(missionCheck)
  .meta({
    id: 'MissionRequest',
    examples: [
      {
        missions: [
          {
            name: 'Alien Base Assault',
            soldiers: [
              { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
              { name: 'Okafor', skills: ['heavy'] },
              { name: 'Lin', skills: ['sniper', 'support'], special: 'sniper' },
            ],
            tasks: [
              { kind: 'objective', name: 'Breach' },
              { kind: 'enemy', name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
              { kind: 'objective', name: 'Extract', special: 'sniper', assign: 1 },
            ],
          },
          { name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'objective' }] },
        ],
        seed: 7,
      },
      { soldiers: 2, tasks: [{ kind: 'objective' }, { kind: 'objective' }], seed: 7 },
    ],
  });

const missionAnswer = itemAnswerSchema(
  'MissionCardOdds',
  { name: z.string().optional().describe('The label of the mission, when the request gave one.') },
  {
    probabilities: {
      completed: 'Every task of this card is done.',
      anySoldierLost: 'A loss killed some soldier of this card.',
    },
    expectations: {
      tasksDone: 'Tasks of this card done, counted from the left.',
      soldiersLost: 'Soldiers of this card killed.',
    },
    distributions: { tasksDone: 'Tasks of this card done.', soldiersLost: 'Soldiers of this card killed.' },
  },
);

const answer = answerSchema(
  'MissionAnswer',
  {
    probabilities: {
      completed: 'Every task of every mission card asked about is done.',
      allCompleted: 'The same event as `completed` (named as global defence names it, for the `missions` form).',
      anySoldierLost: 'A loss killed some soldier (can overlap `completed`: a task still counts when its losing roll finished it).',
    },
    expectations: {
      tasksDone: 'Tasks done, counted from the left of each card, summed over the cards.',
      soldiersLost: 'Soldiers killed (sent to the recruitment pool), over all cards.',
      rolls: 'Rolls made in the phase.',
    },
    distributions: {
      tasksDone: 'Tasks done, over all cards.',
      soldiersLost: 'Soldiers killed, over all cards.',
      threat: 'The threat when the phase ends (the threat before the first roll plus the rolls made): what a later task would start at.',
    },
  },
  {
    missions: z.array(missionAnswer).optional().describe('Per mission card, in the order of the request (only for the `missions` form).'),
  },
);

const mission: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/mission',
    tag: 'XCOM',
    summary: 'Missions: odds of completing a mission card, or every card of phase 9',
    description: [
      "Phase 9 (Squad Leader), which works like base defence. The soldiers are on the mission card, not on a task. The tasks (1..3) are attempted left to right, a task only once the one on its left is done. Each attempt sends a team from the soldiers still on the card: an enemy task takes one soldier per skill icon on the enemy, holding that icon (the base defence rule: the team with the most dice, ties to fewer soldiers, then to soldiers listed first); an objective task takes every soldier left (assumed), or `assign` of them. The team rolls one XCOM die per member, +1 per member whose special skill matches the task's special, +1 per elite member, and the alien d8. Successes are markers on the task: an enemy is done at `hp` markers, an objective at the first success. A roll whose alien die is <= threat is a LOSS that kills the team, but its successes still count and markers stay on the task; the soldiers left take the task up again at the carried threat.",
      'The threat starts at `threat` and is never reset: not between tasks, not between mission cards. A mission fails when no team can be formed for its current task, or when `policy` stops a roll: `policy.maxRolls` counts the rolls on one task by every team that took it up (then that mission fails and the next card begins); `policy.stopAtThreat` stops the phase. Plain soldiers (a count) fill any icon, have no special skill and are not elite.',
      "Give one card as `soldiers` and `tasks`, or the phase as `missions` (the cards in order, each with its own soldiers): the answer then lists each card's odds in `missions`. `distributions.threat` is the threat the phase ends at, to carry on.",
    ].join('\n\n'),
    body,
    answer,
    kernel: missionTasks,
    params: (b) => ({
      cards: b.missions ? b.missions.map((m) => cardParams(m.soldiers, m.tasks)) : [cardParams(b.soldiers!, b.tasks!)],
      threat: b.threat,
      policy: b.policy,
      die: b.die,
      ...threatCapOf(b),
    }),
    shape: shapeMissionAnswer,
  });
};

export default mission;
