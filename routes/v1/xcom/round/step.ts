/**
 * POST /v1/xcom/round/step: at the table, one move. A state of the resolution phase in play, a move
 * and the dice it rolled -> the next state by the step rule (simulations/xcom/roundStep.ts, the
 * kernels' own rule code), what changed, and the advice for the next decision.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { step as stepRule } from '../../../../simulations/xcom/roundStep.js';
import { callOf } from '../../../../src/call.js';
import { problemSchema } from '../../../../src/schemas/problem.js';
import {
  tableAnswerFields,
  tableDiceSchema,
  tableEventSchema,
  tableMoveSchema,
  tableObjectivesSchema,
} from '../../../../src/schemas/xcomTable.js';
import { eventText, moveIn, namesOf, positionOf, refusal } from '../../../../src/xcom/roundTable.js';
import type { RoundBoard } from '../round.js';
import { TABLE_EXAMPLE_BOARD, answerAt, boardParams, stateSchema } from './advice.js';

const body = z
  .object({
    state: stateSchema,
    move: tableMoveSchema,
    dice: tableDiceSchema.optional().describe('What the dice showed (a roll only).'),
    objectives: tableObjectivesSchema,
  })
  .strict()
  .meta({
    id: 'TableStepRequest',
    examples: [{ state: { board: TABLE_EXAMPLE_BOARD }, move: { roll: { area: 0 } }, dice: { successes: 1, alien: 5 } }],
  });

const answer = z
  .object({
    ...tableAnswerFields(stateSchema),
    events: z.array(tableEventSchema).describe('What the move changed, in order, with the bookkeeping of every task and phase it ended.'),
    changes: z.array(z.string()).describe('The same in English words.'),
  })
  .meta({ id: 'TableStepAnswer' });

const step: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/step',
    {
      schema: {
        tags: ['XCOM'],
        summary: 'At the table: a move and its dice -> the next state, what changed, and the advice',
        description: [
          'A state of the resolution phase in play (as `POST /v1/xcom/round/advice` takes it), a move (`{"stop": true}`, `{"abandon": true}`, or `{"roll": {...}}` naming the enemy and the team in phases 7 and 9) and, for a roll, what the dice showed: the successes (0..the dice the move rolls; placed up to what the task needs) and the alien die (1..8; a loss when it is at most the threat).',
          "The next state by the rule the kernels play (markers placed, the threat up, a loss's units exhausted, sent to the pool or killed), settled at the next decision with the bookkeeping of every task and phase ended on the way (UFOs left in orbit advance the lowest-panic continent, a continent's UFOs left its own panic, enemies left damage the base, phase 8 read at the end); what changed (`events`, `changes`); and the advice for the next decision, as `/advice` answers it. A move not open now, or impossible dice, is a 400 naming the field.",
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const board = b.state.board as RoundBoard;
      const p = boardParams(board);
      const names = namesOf(board);
      const from = positionOf(p, b.state.at, 'body.state.at');
      let moved: ReturnType<typeof stepRule>;
      try {
        moved = stepRule(p, from, moveIn(p, from, b.move, 'body.move'), b.dice);
      } catch (err) {
        throw refusal(err, 'body');
      }
      const cardAt = from.index;
      const events = moved.events.map((e) => ({ ...e, text: eventText(names, e, cardAt) }));
      return {
        ...(await answerAt(app, callOf(request, reply), board, p, moved.at, b.objectives)),
        events,
        changes: events.map((e) => e.text),
      };
    },
  );
};

export default step;
