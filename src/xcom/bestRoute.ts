/**
 * POST <endpoint>/best for the XCOM phases whose player decides before every roll: the best play
 * for the player's objective (a game's decision kernel, simulations/core/decisionKernel.ts), its
 * whole answer, and the endpoint's own play of the same body beside it.
 *
 * One computation, one budget: the default play's answer, then the best play's (solved and
 * followed exactly, or solved then walked by Monte Carlo on the engine's workers, seeded), all
 * off the event loop and stopped when the client leaves.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { objectiveWeights, type DecisionGame, type DecisionNotes, type DecisionParams } from '../../simulations/core/decisionKernel.js';
import type { Kernel } from '../../simulations/core/kernel.js';
import type { ObjectiveWeights } from '../../simulations/core/objective.js';
import type { Rational } from '../../simulations/core/rational.js';
import { callOf } from '../call.js';
import type { Outcome } from '../engine/summary.js';
import { admitted, runRequest, writeAnswer, type Answer } from '../odds.js';
import type { ShapedAnswer } from '../endpoints.js';
import { streamAnswer, wantsEventStream } from '../plugins/eventStream.js';
import { HttpProblem } from '../problem.js';
import type { SimulationFields } from '../schemas/common.js';
import { problemSchema } from '../schemas/problem.js';

/** The request fields every best-play body adds to its endpoint's. */
export interface BestFields extends SimulationFields {
  objective: { name: string; direction: 'max' | 'min' };
  unitPrice: number | string;
  policyRows: number;
}

/** The most dice one roll of the best play may have: its Monte Carlo walk draws a roll from one 32-bit word. */
export const MAX_BEST_DICE = 18;

export interface BestRoute<B extends z.ZodType, GP, DP, S, M> {
  tag: string;
  summary: string;
  description: string;
  body: B;
  answer: z.ZodType;
  game: DecisionGame<GP, S, M>;
  kernel: Kernel<DecisionParams<GP>>;
  /** the game's parameters from the validated body (throws an HttpProblem for a rule broken) */
  params(body: z.output<B>): GP;
  /** the most dice a roll of `params` can have */
  mostDice(params: GP): number;
  /** the endpoint's own kernel and its parameters for the same body */
  defaultKernel: Kernel<DP>;
  defaultParams(body: z.output<B>): DP;
  /** the endpoint's own nesting of the answer */
  shape?(answer: Answer, body: z.output<B>): Record<string, unknown>;
}

interface Valued {
  value: number;
  fraction: string | null;
}

function valued(weights: ObjectiveWeights, outcome: Outcome): Valued {
  if (outcome.method === 'exact') {
    const v = weights.value(outcome.slots as Rational[]);
    return { value: v.toNumber(), fraction: v.toString() };
  }
  const shares = Float64Array.from(outcome.counts, (c) => c / outcome.trials);
  return { value: weights.estimate(shares), fraction: null };
}

function gainOf(best: Valued, play: Valued, bestExact: Rational | undefined, playExact: Rational | undefined): Valued {
  if (bestExact && playExact) {
    const g = bestExact.sub(playExact);
    return { value: g.toNumber(), fraction: g.toString() };
  }
  return { value: best.value - play.value, fraction: null };
}

/** The decision kernel's parameters for a validated body (422 for a roll beyond the dice a draw covers). */
function decisionParams<B extends z.ZodType, GP, DP, S, M>(
  app: FastifyInstance,
  route: BestRoute<B, GP, DP, S, M>,
  body: z.output<B> & BestFields,
): DecisionParams<GP> {
  const game = route.params(body);
  const dice = route.mostDice(game);
  if (dice > MAX_BEST_DICE)
    throw new HttpProblem(
      422,
      'Too large',
      `a roll of this body can have ${dice} dice; the best play is computed for rolls of at most ${MAX_BEST_DICE} dice`,
    );
  const objective = { ...body.objective, unitPrice: body.unitPrice };
  return { game, objective, rows: body.policyRows, prepareStates: app.odds.exactStates };
}

export function bestRoute<B extends z.ZodType, GP, DP, S, M>(app: FastifyInstance, route: BestRoute<B, GP, DP, S, M>): void {
  // in the registry of endpoints, so that /v1/compare and /v1/sweep ask the best play too (its
  // answer under the best play; the decisions and the default play are this route's own)
  app.odds.endpoints.add({
    url: `${app.prefix}/best`,
    body: route.body,
    kernel: route.kernel,
    params: (b: z.output<B>) => decisionParams(app, route, b as z.output<B> & BestFields),
    shape: (a: Answer, b: z.output<B>) => (route.shape ? route.shape(a, b) : (({ items: _, ...rest }) => rest)(a)) as ShapedAnswer,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/best',
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        description: route.description,
        body: route.body,
        response: { 200: route.answer, 400: problemSchema, 413: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as z.output<B> & BestFields;
      const params = decisionParams(app, route, body);
      const { game, objective } = params;
      const defaultParams = route.defaultParams(body);
      const compute = () =>
        admitted(app.odds, callOf(request, reply), async (budget) => {
          const started = performance.now();
          const played = await runRequest(app.odds, budget, route.defaultKernel, defaultParams, body);
          // the decisions: solved (and, when exact, followed in fractions) on a worker
          const solved = await runRequest(
            app.odds,
            budget,
            route.kernel,
            body.method === 'exact' ? params : { ...params, solveOnly: true },
            {
              ...body,
              method: 'exact',
            },
          );
          const outcome = body.method === 'exact' ? solved : await runRequest(app.odds, budget, route.kernel, params, body);
          const notes = (solved.method === 'exact' ? solved.notes : undefined) as DecisionNotes;
          const bestWeights = objectiveWeights(route.game as DecisionGame<GP, unknown, unknown>, game, outcome.tally, objective);
          const playWeights = objectiveWeights(route.game as DecisionGame<GP, unknown, unknown>, game, played.tally, objective);
          const best = valued(bestWeights, outcome);
          const defaultPlay = valued(playWeights, played);
          const exactOf = (w: ObjectiveWeights, o: Outcome) => (o.method === 'exact' ? w.value(o.slots as Rational[]) : undefined);
          const gain = gainOf(best, defaultPlay, exactOf(bestWeights, outcome), exactOf(playWeights, played));
          const answer = writeAnswer(outcome, body.confidence, performance.now() - started);
          const shaped = route.shape ? route.shape(answer, body) : (({ items: _, ...rest }) => rest)(answer);
          // the keys in the answer schema's order (every answer is a fixed point of its schema: answerSerializer.ts)
          const { method, trials, seed, confidence, elapsedMs, engine, ...parts } = shaped as Record<string, unknown>;
          return {
            method,
            trials,
            seed,
            confidence,
            elapsedMs,
            engine,
            objective,
            best,
            defaultPlay,
            gain,
            firstMove: notes.firstMove,
            policy: { rows: notes.policy, reachable: notes.reachable, cap: body.policyRows, states: notes.states },
            ...parts,
          };
        });
      // as Server-Sent Events, the answer alone: the decisions are solved before anything is sampled
      if (wantsEventStream(request)) return streamAnswer(request, reply, (answer) => JSON.stringify(answer), compute);
      return compute();
    },
  );
}
