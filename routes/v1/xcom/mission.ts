import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionTasks } from '../../../simulations/xcom/missionTasks.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const soldiers = z
  .number()
  .int()
  .min(0)
  .max(12)
  .describe('Soldiers assigned to the task: one XCOM die each (0: the task cannot be tried, and the mission ends there).');
const bonusDice = z
  .number()
  .int()
  .min(0)
  .max(12)
  .default(0)
  .describe("Extra dice: +1 per soldier whose special skill matches the task's, +1 per elite soldier.");

const enemyTask = z
  .object({
    kind: z.literal('enemy').describe('An enemy card: done when its markers reach its hit points.'),
    hp: z.number().int().min(1).max(10).describe("The enemy's hit points: successes needed."),
    soldiers,
    bonusDice,
  })
  .strict()
  .meta({ id: 'MissionEnemyTask' });

const objectiveTask = z
  .object({
    kind: z.literal('objective').describe('Any other task: done at the first success.'),
    soldiers,
    bonusDice,
  })
  .strict()
  .meta({ id: 'MissionObjectiveTask' });

const body = z
  .object({
    tasks: z
      .array(z.discriminatedUnion('kind', [enemyTask, objectiveTask]))
      .min(1)
      .max(3)
      .describe('The tasks of the mission card still to do (1..3), attempted left to right.'),
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .meta({
    id: 'MissionRequest',
    examples: [
      {
        tasks: [
          { kind: 'objective', soldiers: 2 },
          { kind: 'enemy', hp: 2, soldiers: 2, bonusDice: 1 },
          { kind: 'objective', soldiers: 1 },
        ],
        seed: 7,
      },
    ],
  });

const answer = answerSchema('MissionAnswer', {
  probabilities: {
    completed: 'Every task of the mission is done.',
    anySoldierLost: 'A loss killed the soldiers of some task (can overlap `completed`: a task still counts when its losing roll finished it).',
  },
  expectations: {
    tasksDone: 'Tasks done, counted from the left.',
    soldiersLost: 'Soldiers killed (sent to the recruitment pool).',
    rolls: 'Rolls made.',
  },
  distributions: { tasksDone: 'Tasks done, counted from the left.' },
});

const mission: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/mission',
    tag: 'XCOM',
    summary: 'Mission: odds of completing the tasks of a mission card',
    description:
      'Phase 9 (Squad Leader). The tasks are attempted left to right; the threat starts at `threat` and is never reset between tasks. Each roll throws one XCOM die per soldier on the task plus its bonus dice, and the alien d8; an enemy task needs `hp` successes, an objective task one. A roll whose alien die is <= threat is a LOSS that kills that task\'s soldiers, but its successes still count: a task finished by its losing roll is done and the next task goes on. A task left unfinished (soldiers killed, none assigned, or `policy` stopping) ends the mission; `policy.maxRolls` counts per task.',
    body,
    answer,
    kernel: missionTasks,
    params: (b) => ({
      tasks: b.tasks.map((x) => ({ need: x.kind === 'enemy' ? x.hp : 1, soldiers: x.soldiers, bonusDice: x.bonusDice })),
      threat: b.threat,
      policy: b.policy,
      die: b.die,
    }),
  });
};

export default mission;
