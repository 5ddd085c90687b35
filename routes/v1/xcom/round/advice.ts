/**
 * POST /v1/xcom/round/advice: at the table, the best move now. A state of the resolution phase in
 * play (the round's board and where play stands) -> the best move, its exact value, the default
 * play's move and value, the moves open (src/xcom/roundAdvice.ts, by the `/best` endpoints' games).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooLarge } from '../../../../simulations/core/kernel.js';
import type { RoundParams } from '../../../../simulations/xcom/roundLayout.js';
import type { TablePosition } from '../../../../simulations/xcom/roundStep.js';
import { callOf, type Call } from '../../../../src/call.js';
import { exactJob } from '../../../../src/engine/compute.js';
import { admitted } from '../../../../src/odds.js';
import { HttpProblem } from '../../../../src/problem.js';
import { problemSchema } from '../../../../src/schemas/problem.js';
import { tableAnswerFields, tableObjectivesSchema, tableStateSchema } from '../../../../src/schemas/xcomTable.js';
import { tableAdviceJob, type tableAnswer } from '../../../../src/xcom/roundAdvice.js';
import { positionOf } from '../../../../src/xcom/roundTable.js';
import { roundCheck, roundParams, roundShape, type RoundBoard } from '../round.js';
import type { TableObjectives } from '../../../../src/schemas/xcomTable.js';

/** The board: `/v1/xcom/round`'s body without the simulation fields. */
export const tableBoardSchema = z.object(roundShape).strict().superRefine(roundCheck).meta({ id: 'TableBoard' });

export const stateSchema = tableStateSchema(tableBoardSchema);

/** A start for the examples: research, a continent, the base. */
export const TABLE_EXAMPLE_BOARD = {
  continents: [{ name: 'Europe', panic: 1, interceptors: 1, ufos: 1 }],
  panicTrackEnd: 5,
  research: [{ scientists: 2, cost: 2 }],
  base: { soldiers: [{ skills: ['assault'] }], enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault'] }], redSpace: 3 },
};

const body = z
  .object({ state: stateSchema, objectives: tableObjectivesSchema })
  .strict()
  .meta({ id: 'TableAdviceRequest', examples: [{ state: { board: TABLE_EXAMPLE_BOARD } }] });

export const adviceAnswerSchema = z.object(tableAnswerFields()).meta({ id: 'TableAdviceAnswer' });

/**
 * The answer for a settled position, solved under the service's admission and time limit where
 * exact computations run (on the worker pool: a solve can take seconds, and the event loop
 * answers every other request meanwhile); it stops when the deadline passes or the caller leaves,
 * and a state space beyond the exact bound is a 422.
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
      // the answer's board is the one given: the job's type knows only a table's board
      return (await exactJob(app.odds, budget, tableAdviceJob, { board, p, at, objectives })) as ReturnType<typeof tableAnswer<RoundBoard>>;
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
        description:
          "A state of the resolution phase in play (the board as `POST /v1/xcom/round` takes it, and `at`, where play stands), settled at the next decision: the best move now, the exact value of the best play from here and the default play's, the moves open, where play stands and the round so far. Each phase's objective is its `/best` endpoint's default, overridable in `objectives`; the advice is that endpoint's answer for `advice.question` (docs/rules.md, \"XCOM: the table's step\").",
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
