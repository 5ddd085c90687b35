/**
 * POST /v1/xcom/round/advice: at the table, the best move now. A state of the resolution phase in
 * play (the round's board and where play stands) -> the best move, its exact value, the default
 * play's move and value, the moves open (src/xcom/roundAdvice.ts, by the `/best` endpoints' games).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExactBudget, TooLarge } from '../../../../simulations/core/kernel.js';
import type { RoundParams } from '../../../../simulations/xcom/roundLayout.js';
import type { TablePosition } from '../../../../simulations/xcom/roundStep.js';
import { callOf, type Call } from '../../../../src/call.js';
import { admitted } from '../../../../src/odds.js';
import { HttpProblem } from '../../../../src/problem.js';
import { problemSchema } from '../../../../src/schemas/problem.js';
import { tableAnswerFields, tableObjectivesSchema, tableStateSchema } from '../../../../src/schemas/xcomTable.js';
import { tableAnswer } from '../../../../src/xcom/roundAdvice.js';
import { positionOf } from '../../../../src/xcom/roundTable.js';
import { roundCheck, roundParams, roundShape, type RoundBoard } from '../round.js';
import type { TableObjectives } from '../../../../src/schemas/xcomTable.js';

/** The board: `/v1/xcom/round`'s body without the simulation fields. */
export const tableBoardSchema = z.object(roundShape).strict().superRefine(roundCheck).meta({ id: 'TableBoard' });

export const stateSchema = tableStateSchema(tableBoardSchema);

/** A start for the examples: research, the orbit, a base and a mission card. */
export const TABLE_EXAMPLE_BOARD = {
  continents: [
    { name: 'North America', panic: 2, interceptors: 1, ufos: 1 },
    { name: 'Europe', panic: 1, ufos: 1 },
  ],
  panicTrackEnd: 5,
  orbit: { satellites: 1, ufos: 1 },
  research: [{ name: 'Laser Weapons', scientists: 2, cost: 2 }],
  base: {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
    ],
    enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'] }],
    redSpace: 3,
  },
  missions: [{ name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }] }],
};

const body = z
  .object({ state: stateSchema, objectives: tableObjectivesSchema })
  .strict()
  .meta({ id: 'TableAdviceRequest', examples: [{ state: { board: TABLE_EXAMPLE_BOARD } }] });

export const adviceAnswerSchema = z.object(tableAnswerFields(stateSchema)).meta({ id: 'TableAdviceAnswer' });

/**
 * The answer for a settled position, solved under the service's admission and time limit (the
 * exact budget's watch reads the deadline: the solve stops when it passes or the caller leaves);
 * a state space beyond the exact bound is a 422.
 */
export function answerAt(
  app: FastifyInstance,
  call: Call,
  board: RoundBoard,
  p: RoundParams,
  at: TablePosition,
  objectives: TableObjectives,
): Promise<ReturnType<typeof tableAnswer<RoundBoard>>> {
  return admitted(app.odds, call, async (budget) => {
    try {
      return tableAnswer(board, p, at, objectives, new ExactBudget(budget.statesLeft, () => budget.deadline.check()));
    } catch (err) {
      if (err instanceof TooLarge) throw new HttpProblem(422, 'Too large', `the best play from here: ${err.message}`);
      throw err;
    }
  });
}

export const boardParams = (board: RoundBoard) => roundParams(board);

const advice: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/advice',
    {
      schema: {
        tags: ['XCOM'],
        summary: 'At the table: the best move now, its chance, and the default play',
        description: [
          "A state of the resolution phase in play: the board as `POST /v1/xcom/round` takes it, and `at`, where play stands (the phase, the area, continent or card in play, the markers placed, the threat, the units exhausted, killed or sent to the pool, panic and base damage so far; left out: the start, phase 1's deficit taken). The answer: the state settled at the next decision (phases and tasks with no dice passed, with their bookkeeping), where play stands, the round so far, and the advice: the best move now and the exact value of the best play from here, the default play's move and value, and every move open.",
          "Each phase's objective is its best-play endpoint's default (research: the tech completed; orbital defence: every UFO destroyed; global defence: every continent cleared, those ended counted as they ended; base defence: every enemy destroyed; missions: every mission left completed), overridable in `objectives` with a price per unit lost, as on the `/best` endpoints; the advice is that endpoint's answer for the same state, whose body is `advice.question` (docs/rules.md, \"XCOM: the table's step\").",
        ].join('\n\n'),
        body,
        response: { 200: adviceAnswerSchema, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const board = b.state.board as RoundBoard;
      const p = boardParams(board);
      const at = positionOf(p, b.state.at, 'body.state.at');
      return answerAt(app, callOf(request, reply), board, p, at, b.objectives);
    },
  );
};

export default advice;
