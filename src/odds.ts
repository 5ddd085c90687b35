/**
 * The service between the routes and the engine: one admission slot and one budget per
 * computation, a kernel's run on it, and the answer's shared fields (docs/endpoints.md) around the summary.
 * A simulation request is one computation; so is a whole question built on endpoints (a sweep,
 * a policy table, a units search), whatever its number of rows.
 */
import { performance } from 'node:perf_hooks';
import type { Kernel } from '../simulations/core/kernel.js';
import type { Call } from './call.js';
import type { Admission, Ticket } from './engine/admission.js';
import { Budget, Cancelled, TimeLimitExceeded, TrialsCapExceeded } from './engine/budget.js';
import { QueuedTooLong, exactHere, runKernel, waitedLong, type Runners } from './engine/compute.js';
import { RNG_NAME, drawSeed } from './engine/random.js';
import { zFor } from './engine/stats.js';
import { summarize, type Outcome, type Summary } from './engine/summary.js';
import { shapeAnswer, type EndpointRegistry, type Row, type ShapedAnswer } from './endpoints.js';
import { HttpProblem } from './problem.js';
import { MAX_TRIALS, type SimulationFields } from './schemas/common.js';
import { VERSION } from './version.js';

/** The service's state: the runners (the calling thread, the worker pool), limits and registries. */
export interface OddsContext extends Runners {
  /** one computation's time, from admission to answer */
  timeLimitMs: number;
  /** states one computation's exact parts may visit */
  exactStates: number;
  /** the simulation endpoints, filled as routes register (questions ask them) */
  endpoints: EndpointRegistry;
  /** bounds the computations in flight */
  admission: Admission;
}

export interface Answer extends Summary {
  method: 'monte-carlo' | 'exact';
  trials: number;
  seed: number | null;
  confidence: number;
  elapsedMs: number;
  engine: { rng: string; version: string };
  /** per-item summaries of the groups the kernel's tally declared (absent when none) */
  items?: Record<string, Summary[]>;
}

export const ENGINE = { rng: RNG_NAME, version: VERSION };

/** What a caller streaming a run watches (Monte Carlo only): the outcome so far at each checkpoint. */
export interface RunWatch {
  onCheckpoint?: (sofar: Outcome) => void;
}

/** What a caller streaming an answer watches: the answer so far at each checkpoint but the last. */
export interface AnswerWatch {
  onProgress?: (sofar: ShapedAnswer) => void;
}

/**
 * Runs `work` as one computation: in an admission slot (fairly shared between clients, after a
 * short queue; 503 Busy when none comes) with one budget (the time limit from now, queueing
 * included; MAX_TRIALS trials; the exact-state bound) for all it does. `call` says who asks and
 * aborts when they leave (the request's: `callOf`, call.ts): the work then stops at its
 * next chunk and the slot is freed. `budget`: one made for the call already (`answerRowNow`).
 */
export async function admitted<T>(
  ctx: OddsContext,
  call: Call,
  work: (budget: Budget) => Promise<T>,
  budget = budgetOf(ctx, call),
): Promise<T> {
  const arrived = performance.now();
  try {
    return await ctx.admission.run(() => {
      budget.waitedMs += performance.now() - arrived;
      return work(budget);
    }, new BudgetTicket(call.client, budget));
  } catch (err) {
    throw serviceError(ctx, budget, err);
  } finally {
    budget.deadline.close();
  }
}

/** One computation's budget: the time limit from now, MAX_TRIALS trials, the exact-state bound. */
function budgetOf(ctx: OddsContext, call: Call): Budget {
  return new Budget({ timeLimitMs: ctx.timeLimitMs, trials: MAX_TRIALS, exactStates: ctx.exactStates }, call.caller);
}

/**
 * A computation's ticket for admission: its client, and its deadline's signal, which is made
 * only when read, by a computation that waits for a slot (budget.ts). A class, not an object
 * literal with a getter: a literal's accessor is made outside the young generation each time,
 * and it would hold the budget (and what the computation hangs on it) until a full collection
 * (src/engine/compute.ts, `ExactOutcome`).
 */
class BudgetTicket implements Ticket {
  constructor(
    readonly client: string | undefined,
    private readonly budget: Budget,
  ) {}

  get signal(): AbortSignal {
    return this.budget.deadline.signal;
  }
}

/** HTTP status of a computation whose caller closed the connection (nginx's; nobody reads it). */
export const CLIENT_CLOSED = 499;

/**
 * The engine's give-ups as the service answers them: a caller gone (499, logged as nothing
 * worse); a deadline passed while waiting (for a slot, or a thread) is busy, 503 with a
 * Retry-After estimated from the queue, never a 422.
 */
function serviceError(ctx: OddsContext, budget: Budget, err: unknown): unknown {
  if (err instanceof Cancelled || (budget.deadline.cancelled && !(err instanceof HttpProblem && err.status < 500))) {
    return new HttpProblem(CLIENT_CLOSED, 'Client closed request', 'the caller closed the connection before the answer');
  }
  if (err instanceof QueuedTooLong || (err instanceof TimeLimitExceeded && waitedLong(budget.waitedMs, budget.deadline.limitMs))) {
    const retryAfterS = ctx.admission.retryAfterS();
    const detail = `${err.message}; the service is busy: ask again in ${retryAfterS} s`;
    return Object.assign(new HttpProblem(503, 'Busy', detail), { retryAfterS });
  }
  return err;
}

/**
 * Runs a kernel on a request's fields within `budget`; the seed is the request's (drawn when
 * absent) unless `seed` overrides it. `trialsField` names the field to blame when the budget's
 * trials cap would be passed.
 */
export async function runRequest<P>(
  ctx: OddsContext,
  budget: Budget,
  kernel: Kernel<P>,
  params: P,
  fields: SimulationFields,
  trialsField = 'body.trials',
  watch: RunWatch = {},
): Promise<Outcome> {
  if (fields.method === 'exact') {
    if (!kernel.exact) throw new HttpProblem(422, 'No exact answer', 'this endpoint has no exact method; use "monte-carlo"');
    return runKernel(ctx, budget, kernel, params, { method: 'exact' });
  }
  const seed = fields.seed ?? drawSeed();
  const run = {
    method: 'monte-carlo' as const,
    trials: fields.trials,
    seed,
    z: zFor(fields.confidence),
    precision: fields.precision,
    onCheckpoint: watch.onCheckpoint,
  };
  try {
    return await runKernel(ctx, budget, kernel, params, run);
  } catch (err) {
    if (!(err instanceof TrialsCapExceeded)) throw err;
    throw new HttpProblem(400, 'Invalid request', `${trialsField}: ${err.message}`, [
      { path: trialsField, message: `at most ${err.cap} trials in all, and ${err.left} are left for this row` },
    ]);
  }
}

/**
 * The answer of an outcome: the shared fields around its summary. (`Object.assign` and a key set,
 * not spreads: spreading an object into a literal after other keys takes V8's slow path, 1.8-2.3
 * us for an exact research answer where `Object.assign` takes 0.45; the keys come in the same
 * order.)
 */
export function writeAnswer(outcome: Outcome, confidence: number, elapsedMs: number): Answer {
  const { items, ...summary } = summarize(outcome, zFor(confidence));
  const exact = outcome.method === 'exact';
  const answer: Answer = Object.assign(
    {
      method: outcome.method,
      trials: exact ? 0 : outcome.trials,
      seed: exact ? null : outcome.seed,
      confidence,
      elapsedMs,
      engine: ENGINE,
    },
    summary,
  );
  if (Object.keys(items).length > 0) answer.items = items;
  return answer;
}

/**
 * Answers one request of an endpoint: admitted, within one budget, written and shaped. `watch`
 * (a streamed request) sees the answer so far at the engine's checkpoints, written and shaped
 * the same way; the call's deadline stops the computation when its caller goes away. `budget`: the one `answerRowNow` began it with.
 */
export function answerRow(ctx: OddsContext, call: Call, row: Row, watch: AnswerWatch = {}, budget?: Budget): Promise<ShapedAnswer> {
  return admitted(
    ctx,
    call,
    async (budget) => {
      const started = performance.now();
      const { onProgress } = watch;
      const outcome = await runRequest(ctx, budget, row.endpoint.kernel, row.params, row.fields, undefined, {
        onCheckpoint:
          onProgress && ((sofar) => onProgress(shapeAnswer(row, writeAnswer(sofar, row.fields.confidence, performance.now() - started)))),
      });
      return shapeAnswer(row, writeAnswer(outcome, row.fields.confidence, performance.now() - started));
    },
    budget,
  );
}

/**
 * The exact answer of a row begun now, without an admission slot: an exact computation's first
 * step runs on the calling thread (`exactHere`: a kernel that stops promptly, for at most
 * `INLINE_MS`), and when it ends there its answer is returned at once. A computation that ends
 * before the event loop reads another request is never in flight beside another one, so it needs
 * no slot; the steps of the admitted path (a slot, promises) cost more than a small answer's
 * computation. Otherwise the admitted path answers it, with the same budget (its try spent): a
 * promise. Undefined when the row is not exact, or its caller already left (`answerRow` then
 * answers it).
 */
export function answerRowNow(ctx: OddsContext, call: Call, row: Row): ShapedAnswer | Promise<ShapedAnswer> | undefined {
  if (row.fields.method !== 'exact' || !row.endpoint.kernel.exact || call.caller?.left === true) return undefined;
  const started = performance.now();
  const budget = budgetOf(ctx, call);
  let outcome: Outcome | undefined;
  try {
    outcome = exactHere(ctx, budget, row.endpoint.kernel, row.params);
  } catch (err) {
    budget.deadline.close();
    throw serviceError(ctx, budget, err);
  }
  if (outcome === undefined) return answerRow(ctx, call, row, {}, budget);
  budget.deadline.close();
  return shapeAnswer(row, writeAnswer(outcome, row.fields.confidence, performance.now() - started));
}
