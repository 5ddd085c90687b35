/** POST /v1/xcom/mission/best: the best play of phase 9 for the player's objective (src/xcom/bestRoute.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionBest, missionGame } from '../../../../simulations/xcom/missionBest.js';
import { missionTasks, teamTask } from '../../../../simulations/xcom/missionTasks.js';
import { soldierDice } from '../../../../simulations/xcom/teamAssignment.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import { cardParams, missionCheck, threatCapOf, xcomFields } from '../../../../src/schemas/xcom.js';
import {
  bestAnswerSchema,
  missionBestShape,
  missionMarkersCheck,
  objectiveField,
  policyRowsField,
  unitPriceField,
} from '../../../../src/schemas/xcomBest.js';
import { bestRoute } from '../../../../src/xcom/bestRoute.js';
import { shapeMissionAnswer } from '../../../../src/xcom/missionCards.js';

const body = z
  .object({
    ...missionBestShape,
    ...xcomFields,
    ...simulationFields,
    objective: objectiveField(
      { probabilities: ['completed', 'allCompleted', 'anySoldierLost'], expectations: ['tasksDone', 'soldiersLost', 'rolls'] },
      'completed',
    ),
    unitPrice: unitPriceField('a soldier killed, `soldiersLost`'),
    policyRows: policyRowsField,
  })
  .strict()
  .superRefine(missionCheck)
  .superRefine(missionMarkersCheck)
  .meta({
    id: 'MissionBestRequest',
    examples: [
      {
        soldiers: [
          { name: 'Ana', skills: ['assault'], special: 'assault', elite: true },
          { name: 'Bo', skills: ['heavy'] },
          { name: 'Cy', skills: ['support'] },
        ],
        tasks: [
          { kind: 'enemy', name: 'Muton', hp: 2, skills: ['assault', 'heavy'], special: 'assault' },
          { kind: 'objective', name: 'Hack' },
          { kind: 'objective', name: 'Extract' },
        ],
        method: 'exact',
        policyRows: 5,
      },
    ],
  });

type Body = z.output<typeof body>;
type Task = NonNullable<Body['tasks']>[number];

const firstMove = z
  .object({
    stop: z.boolean().describe('Stop now: the phase ends, every mission not done fails.'),
    abandon: z.boolean().optional().describe('Abandon this mission card (it fails) and go on to the next at the same threat.'),
    mission: z.string().optional().describe('The mission card played (several cards).'),
    task: z.string().optional().describe('The task tried now (unnamed tasks: "task 1", ...).'),
    soldiers: z.array(z.string()).optional().describe('The soldiers of the card who try it (unnamed soldiers: "soldier 1", ...).'),
  })
  .meta({ id: 'MissionFirstMove' });

const answer = bestAnswerSchema(
  'MissionBestAnswer',
  {
    probabilities: {
      completed: 'Every task of every mission card asked about is done (best play).',
      allCompleted: 'The same event as `completed`.',
      anySoldierLost: 'A loss killed some soldier (best play).',
    },
    expectations: {
      tasksDone: 'Tasks done, counted from the left of each card, over the cards (best play).',
      soldiersLost: 'Soldiers killed, over all cards (best play).',
      rolls: 'Rolls made in the phase (best play).',
    },
    distributions: {
      tasksDone: 'Tasks done, over all cards.',
      soldiersLost: 'Soldiers killed, over all cards.',
      threat: 'The threat when the phase ends.',
    },
  },
  firstMove,
  {
    missions: z
      .array(z.object({ name: z.string().optional() }).passthrough())
      .optional()
      .describe('Per mission card, in the order of the request (only for the `missions` form), under the best play.'),
  },
);

const cardsOf = (b: Body) => b.missions ?? [{ name: undefined, soldiers: b.soldiers!, tasks: b.tasks! }];

/** Markers on an enemy task make it an enemy of that many hit points fewer (surplus successes are wasted). */
const lessMarkers = (tasks: Task[]) => tasks.map((t) => (t.kind === 'enemy' ? { ...t, hp: t.hp - t.markers } : t));

const best: FastifyPluginAsyncZod = async (app) => {
  bestRoute(app, {
    tag: 'XCOM',
    summary: 'Missions, best play: which soldiers try the current task, or stop, before every roll',
    description: [
      "The body of POST /v1/xcom/mission (same fields, same checks), plus the objective, a price per soldier killed, and the state mid-phase (`threat`, `markers` on an enemy task; the soldiers listed are those on the card, the tasks those still to do). The answer is the optimal play for the objective, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included) beside it.",
      "The decisions (the rule summary's phase 9), before every roll: the soldiers of the card who try its current task: for an objective, any non-empty set of those left (at most its `assign`), for an enemy, one per skill icon of the enemy, each holding that icon (at most its `soldiers`); a task's `bonusDice` add to every roll. Or abandon the card (when another follows: it fails, the next begins at the carried threat), or stop (the phase ends). `policy` of the body applies to `defaultPlay` only.",
      'Computed by backward induction over the states (card, task, soldiers left, markers, threat, and how the cards before ended) in doubles; the chosen play is then followed in exact fractions (method "exact"), or walked by Monte Carlo (method "monte-carlo", seeded). Ties: stopping first, then the team with the most dice, fewer soldiers, soldiers listed first, abandoning last. A state space beyond the exact bound answers 422.',
    ].join('\n\n'),
    body,
    answer,
    game: missionGame,
    kernel: missionBest,
    params: (b) => {
      const cards = cardsOf(b);
      return {
        cards: cards.map((m) => cardParams(m.soldiers, m.tasks)),
        threat: b.threat,
        policy: {},
        ...threatCapOf(b),
        ...(b.die === undefined ? {} : { die: b.die }),
        markers: cards.map((m) => m.tasks.map((t) => (t.kind === 'enemy' ? t.markers : 0))),
        names: {
          cards: cards.map((m, c) => m.name ?? `mission ${c + 1}`),
          soldiers: cards.map((m) =>
            typeof m.soldiers === 'number'
              ? Array.from({ length: m.soldiers }, (_, i) => `soldier ${i + 1}`)
              : m.soldiers.map((s, i) => s.name ?? `soldier ${i + 1}`),
          ),
          tasks: cards.map((m) => m.tasks.map((t, i) => t.name ?? (t.kind === 'enemy' ? `enemy ${i + 1}` : `objective ${i + 1}`))),
        },
      };
    },
    mostDice: (p) =>
      Math.max(
        0,
        ...p.cards.flatMap((card) =>
          card.tasks.map((t) => {
            const tt = teamTask(t, card.soldiers.length);
            const places = Math.min(tt.skills.length, tt.maxTeam ?? Infinity);
            const top = card.soldiers
              .map((s) => soldierDice(s, tt))
              .sort((a, b) => b - a)
              .slice(0, places);
            return top.reduce((a, b) => a + b, 0) + (t.bonusDice ?? 0);
          }),
        ),
      ),
    defaultKernel: missionTasks,
    defaultParams: (b) => ({
      cards: cardsOf(b).map((m) => cardParams(m.soldiers, lessMarkers(m.tasks))),
      threat: b.threat,
      policy: b.policy,
      die: b.die,
      ...threatCapOf(b),
    }),
    shape: shapeMissionAnswer,
  });
};

export default best;
