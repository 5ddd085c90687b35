import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionTasks } from '../../../simulations/xcom/missionTasks.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { missionShape, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    ...missionShape,
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
  example: {
    seed: 7,
    probabilities: {
      completed: { p: 0.25906, ci: [0.25635, 0.26178] },
      anySoldierLost: { p: 0.93861, ci: [0.93711, 0.94008] },
    },
    expectations: {
      tasksDone: { mean: 1.6757, ci: [1.66951, 1.68189] },
      soldiersLost: { mean: 2.10705, ci: [2.10011, 2.11399] },
      rolls: { mean: 3.79735, ci: [3.78832, 3.80638] },
    },
    distributions: {
      tasksDone: [
        { value: 0, p: 0.13046 },
        { value: 1, p: 0.32244 },
        { value: 2, p: 0.28804 },
        { value: 3, p: 0.25906 },
      ],
    },
  },
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
