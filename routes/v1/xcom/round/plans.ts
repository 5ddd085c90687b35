/**
 * POST /v1/xcom/round/plans: the timed phase's planner. A board as `/v1/xcom/round` reads it (its
 * units fixed where they are) and a pool of units to place; the best placements for an objective
 * of the round, exact, beside the player's own plan (the pool left off the board). The search is
 * simulations/xcom/roundPlans.ts, run off the event loop under the request's one budget; where
 * exact is out of reach, the leading plans are ranked by paired Monte Carlo within the same
 * budget (src/xcom/planSampling.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAt } from '../../../../simulations/core/itemAt.js';
import { TooLarge } from '../../../../simulations/core/kernel.js';
import type { Rational } from '../../../../simulations/core/rational.js';
import { IN_BASE, MAX_IN_PLACE, OBJECTIVES, ON_CARD, type ObjectiveName, type Placement } from '../../../../simulations/xcom/planParts.js';
import { planSearchSize, readPlanSearch, roundPlans, type PlanParams } from '../../../../simulations/xcom/roundPlans.js';
import { MAX_SOLDIERS } from '../../../../simulations/xcom/teamAssignment.js';
import { callOf } from '../../../../src/call.js';
import { runKernel } from '../../../../src/engine/compute.js';
import { ENGINE, admitted } from '../../../../src/odds.js';
import { HttpProblem } from '../../../../src/problem.js';
import { problemSchema } from '../../../../src/schemas/problem.js';
import { simulationFields } from '../../../../src/schemas/common.js';
import { soldierParams, soldierSchema } from '../../../../src/schemas/xcom.js';
import { canSample, samplePlans } from '../../../../src/xcom/planSampling.js';
import { drawSeed } from '../../../../src/engine/random.js';
import { roundCheck, roundParams, roundShape, type RoundBoard } from '../round.js';

/** The issue's board: three continents, two UFOs in orbit, four interceptors and two satellites to place. */
const EXAMPLE = {
  money: 6,
  continents: [
    { name: 'North America', panic: 2, ufos: 1 },
    { name: 'Europe', panic: 1, ufos: 1 },
    { name: 'Africa', panic: 3, ufos: 2 },
  ],
  panicTrackEnd: 5,
  orbit: { ufos: 2 },
  pool: { interceptors: 4, satellites: 2 },
  objective: { name: 'anyContinentAtTrackEnd', direction: 'min' },
};

export const MAX_TOP = 20;

const objectiveNames = Object.keys(OBJECTIVES) as [ObjectiveName, ...ObjectiveName[]];

const objectiveSchema = z
  .object({
    name: z
      .enum(objectiveNames)
      .describe(
        "A probability or expectation of `/v1/xcom/round`'s answer: `anyContinentAtTrackEnd`, `allResearchCompleted`, `redSpaceReached`, `allMissionsCompleted` (probabilities), `continentsAtTrackEnd`, `baseDamageAfter`, `scientistsExhausted`, `satellitesExhausted`, `interceptorsLost`, `soldiersKilled` (expectations).",
      ),
    direction: z.enum(['min', 'max']).describe('"min": the lowest value ranks first; "max": the highest.'),
  })
  .strict()
  .meta({ id: 'PlanObjective' });

const poolSchema = z
  .object({
    interceptors: z.number().int().min(0).max(MAX_IN_PLACE).default(0).describe('Interceptors to place over any continent (0..12).'),
    satellites: z.number().int().min(0).max(MAX_IN_PLACE).default(0).describe('Satellites that may go in orbit (0..12).'),
    scientists: z.number().int().min(0).max(MAX_IN_PLACE).default(0).describe('Scientists to place on the research areas listed (0..12).'),
    soldiers: z
      .array(soldierSchema)
      .max(8)
      .default([])
      .describe('Soldiers to place in the base (when `base` is given) or on a mission card listed, as in base defence (0..8).'),
  })
  .strict()
  .prefault({})
  .describe('Units free to place. Any of them may also stay off the board, where they cost no upkeep.')
  .meta({ id: 'PlanPool' });

const limitsSchema = z
  .object({
    maxInterceptorsPerContinent: z
      .number()
      .int()
      .min(0)
      .max(MAX_IN_PLACE)
      .optional()
      .describe('Most interceptors over one continent after placement (those already there included).'),
    noInterceptors: z.array(z.string().min(1).max(40)).max(8).default([]).describe('Continents that take no interceptor from the pool.'),
  })
  .strict()
  .prefault({})
  .describe("The player's limits (default: none).")
  .meta({ id: 'PlanLimits' });

const body = z
  .object({
    ...roundShape,
    pool: poolSchema,
    objective: objectiveSchema
      .prefault({ name: 'anyContinentAtTrackEnd', direction: 'min' })
      .describe('What the plans are ranked by (default: the lowest chance that some continent reaches the end of the panic track).'),
    secondObjective: objectiveSchema.optional().describe('Ranks the plans that tie on `objective`.'),
    top: z.number().int().min(1).max(MAX_TOP).default(5).describe(`Plans answered, best first (1..${MAX_TOP}, default 5).`),
    includePadded: z
      .boolean()
      .default(false)
      .describe(
        'Answer padded plans too (default false: left out, and counted in `paddedLeftOut`). A padded plan only adds units to a plan ranked above it for no gain: the plan above places a part of its units where it places them (every place holding at most as many, fewer units in all) and it is better on no objective, its exact values equal or worse (a tie in doubles is settled by the fractions). Plans ranked by paired Monte Carlo are never left out: an estimate cannot show that units gain nothing.',
      ),
    limits: limitsSchema,
    play: z
      .enum(['default', 'best'])
      .default('default')
      .describe(
        'How base defence and missions are played, in the search and in the exact answer of every plan, as `/v1/xcom/round` plays them with the same `play`: "default", by `policy` and the rules of `/v1/xcom/base-defense` and `/v1/xcom/mission`; "best", by their best play (as `/v1/xcom/base-defense/best` and `/v1/xcom/mission/best` find it), each for its main event maximised (every enemy destroyed; every mission completed), no price per soldier, `policy.base` and `policy.missions` not read.',
      ),
    seed: simulationFields.seed.describe(
      'Seed of the paired Monte Carlo ranking, used only where exact is out of reach (0..4,294,967,295; drawn at random and echoed when absent). The same seed, body and service version give the same answer byte for byte, whatever the number of threads.',
    ),
    trials: simulationFields.trials.describe(
      'Trials of each plan in the paired Monte Carlo ranking, used only where exact is out of reach (1..10,000,000; the screen and up to two ranking runs of the plans ranked at most 10,000,000 trials in all, else 400).',
    ),
    confidence: simulationFields.confidence.describe('Level of the intervals of a sampled ranking (0.5..0.9999).'),
  })
  .strict()
  .superRefine((b, ctx) => {
    roundCheck(b, ctx);
    const names = new Set(b.continents.map((c) => c.name));
    b.limits.noInterceptors.forEach((name, i) => {
      if (!names.has(name))
        ctx.addIssue({ code: 'custom', message: `"${name}" is not a continent of \`continents\``, path: ['limits', 'noInterceptors', i] });
    });
    const pool = b.pool.soldiers.length;
    if (pool === 0) return;
    if (!b.base && b.missions.length === 0)
      ctx.addIssue({ code: 'custom', message: 'pool soldiers need a `base` or a mission card to go to', path: ['pool', 'soldiers'] });
    if (b.base && b.base.soldiers.length + pool > MAX_SOLDIERS)
      ctx.addIssue({ code: 'custom', message: `the base's soldiers and the pool's: at most ${MAX_SOLDIERS}`, path: ['pool', 'soldiers'] });
    b.missions.forEach((m, c) => {
      const on = typeof m.soldiers === 'number' ? m.soldiers : m.soldiers.length;
      if (on + pool > MAX_SOLDIERS)
        ctx.addIssue({
          code: 'custom',
          message: `mission card ${c}'s soldiers and the pool's: at most ${MAX_SOLDIERS}`,
          path: ['pool', 'soldiers'],
        });
    });
  })
  .meta({ id: 'RoundPlansRequest', examples: [EXAMPLE] });

type PlansBody = z.output<typeof body>;

/* The answer. */

const placementSchema = z
  .object({
    continents: z
      .array(z.object({ name: z.string(), interceptors: z.number().int() }))
      .describe('Interceptors over each continent after placement (those fixed included).'),
    orbit: z.object({ satellites: z.number().int() }).describe('Satellites in orbit after placement.'),
    research: z
      .array(z.object({ name: z.string().optional(), scientists: z.number().int() }))
      .describe('Scientists on each research area after placement.'),
    base: z.array(z.string()).describe("The base's soldiers after placement (their names; an unnamed one by its place in its list)."),
    missions: z
      .array(z.object({ name: z.string().optional(), soldiers: z.array(z.string()) }))
      .describe("Each mission card's soldiers after placement."),
    placed: z.number().int().describe('Pool units placed (each costs 1 in phase 1).'),
  })
  .meta({ id: 'Placement' });

const intervalSchema = z.array(z.number()).length(2);

const valueFields = {
  value: z.number().describe('The objective\'s value (estimated where `method` is "monte-carlo").'),
  fraction: z.string().optional().describe('The same, exact (absent when sampled).'),
  ci: intervalSchema.optional().describe('Sampled only: Wilson score interval [low, high] of `value` at `confidence`.'),
  secondValue: z.number().optional().describe("The second objective's value."),
  secondFraction: z.string().optional(),
};

const answer = z
  .object({
    method: z
      .enum(['exact', 'monte-carlo'])
      .describe(
        '"exact": every plan answered valued exactly; "monte-carlo": exact was out of reach, and the leading plans are ranked by paired Monte Carlo (see `sampled`).',
      ),
    objective: objectiveSchema,
    secondObjective: objectiveSchema.optional(),
    play: z.enum(['default', 'best']),
    plans: z
      .array(
        z.object({
          rank: z.number().int(),
          placement: placementSchema,
          ...valueFields,
          difference: z
            .object({ value: z.number(), ci: intervalSchema })
            .optional()
            .describe(
              "Sampled only: this plan's value minus the plan ranked first, paired (Newcombe's method 10 interval at `confidence`).",
            ),
        }),
      )
      .describe('The best plans, best first; values exact, or estimated where `method` is "monte-carlo".'),
    own: z
      .object({
        placement: placementSchema,
        ...valueFields,
        rank: z
          .number()
          .describe(
            "The player's own plan's rank among every plan, padded ones included (1 is the best; first among those it ties); where sampled, by the screen's estimates.",
          ),
        difference: z
          .object({ value: z.number(), fraction: z.string().optional(), ci: intervalSchema.optional() })
          .describe("Its value minus the best plan's (exact; or paired, with its interval, where sampled)."),
      })
      .describe("The player's own plan: the board as given, the pool left off it."),
    count: z.number().describe('Plans in all: every placement of the pool the limits allow.'),
    evaluated: z.number().int().describe('Plans valued in doubles (combined from their parts), the rest pruned part by part.'),
    confirmed: z.number().int().describe("Plans valued exactly by the round's own exact computation."),
    paddedLeftOut: z
      .number()
      .int()
      .describe(
        "Padded plans left out that rank above the last plan answered, of those the search ranked (made of each part's best options; 0 with `includePadded`, and where the ranking is sampled): each only adds units to a plan ranked above it for no gain.",
      ),
    exactRanking: z
      .boolean()
      .describe(
        'The plans answered are the best ones, in this order, by their exact values (false: a plan left out ties in doubles and was not confirmed, or the ranking is sampled).',
      ),
    sampled: z
      .object({
        seed: z.number().int(),
        trials: z.number().int().describe('Trials of each plan in the ranking run.'),
        screenTrials: z.number().int().describe("Trials of each of the soldiers' placements in the screen (on the stream of seed + 1)."),
        confidence: z.number(),
      })
      .optional()
      .describe(
        "Present when exact was out of reach: every way of placing the soldiers screened by paired Monte Carlo, the leading ones and the player's own plan ranked by a second paired run (docs/planner.md).",
      ),
    elapsedMs: z.number(),
    engine: z.object({ rng: z.string(), version: z.string() }),
  })
  .meta({ id: 'RoundPlansAnswer' });

/** The search's parameters from the body. */
function planParams(b: PlansBody): PlanParams {
  const round = roundParams(b as RoundBoard);
  const most = b.continents.map((c) =>
    b.limits.noInterceptors.includes(c.name)
      ? c.interceptors
      : Math.max(c.interceptors, b.limits.maxInterceptorsPerContinent ?? MAX_IN_PLACE),
  );
  return {
    round,
    pool: { ...b.pool, soldiers: b.pool.soldiers.map(soldierParams) },
    most,
    baseOpen: b.base !== undefined,
    objectives: [b.objective, ...(b.secondObjective ? [b.secondObjective] : [])],
    top: b.top,
    padded: b.includePadded,
    play: b.play,
  };
}

const labelOf = (list: ReadonlyArray<{ name?: string }> | number, where: string) =>
  typeof list === 'number'
    ? Array.from({ length: list }, (_, i) => `${where} soldier ${i + 1}`)
    : list.map((s, i) => s.name ?? `${where} soldier ${i + 1}`);

function placementAnswer(b: PlansBody, pl: Placement) {
  const pool = labelOf(b.pool.soldiers, 'pool');
  const from = (place: number) => pool.filter((_, i) => pl.soldiers[i] === place);
  const placed =
    pl.interceptors.reduce((a, x) => a + x, 0) +
    pl.satellites +
    pl.scientists.reduce((a, x) => a + x, 0) +
    pl.soldiers.filter((d) => d !== 0).length;
  return {
    continents: b.continents.map((c, i) => ({ name: c.name, interceptors: c.interceptors + itemAt(pl.interceptors, i) })),
    orbit: { satellites: b.orbit.satellites + pl.satellites },
    research: b.research.map((a, j) => ({
      ...(a.name === undefined ? {} : { name: a.name }),
      scientists: a.scientists + itemAt(pl.scientists, j),
    })),
    base: b.base ? [...labelOf(b.base.soldiers, 'base'), ...from(IN_BASE)] : [],
    missions: b.missions.map((m, c) => ({
      ...(m.name === undefined ? {} : { name: m.name }),
      soldiers: [...labelOf(m.soldiers, m.name ?? `card ${c + 1}`), ...from(ON_CARD + c)],
    })),
    placed,
  };
}

const valuesAnswer = (values: Rational[]) => ({
  value: itemAt(values, 0).toNumber(),
  fraction: itemAt(values, 0).toString(),
  ...(values.length > 1 ? { secondValue: itemAt(values, 1).toNumber(), secondFraction: itemAt(values, 1).toString() } : {}),
});

const plans: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/plans',
    {
      schema: {
        tags: ['XCOM'],
        summary: 'Where to put my units: the best placements of the timed phase',
        description: [
          "The timed phase's planner. The body is a board as `/v1/xcom/round` reads it (its units stay where they are) and a `pool` of units to place: interceptors over any continent, satellites in orbit, scientists on the research areas listed, soldiers in the base or on a mission card listed; any of them may also stay off the board, where it costs no upkeep (every unit placed costs 1 in phase 1, and a shortfall advances the highest-panic continent).",
          'Answers the `top` best plans for `objective` (default: the lowest chance that a continent reaches the end of the panic track), each played exactly as `/v1/xcom/round` plays it with `method: "exact"`, and the player\'s own plan (the pool off the board) with its rank and its difference from the best. Ties: the `secondObjective`, then fewer units placed, then the placement read as numbers (interceptors per continent as listed, satellites, scientists per area, each pool soldier\'s place: off, base, cards in order), smallest first. A plan that only adds units to a plan ranked above it for no gain is left out (`includePadded` asks for it back; `paddedLeftOut` counts them).',
          "The search uses the round's structure: the panic phases (1, 5, 6), research (4) and the soldiers (7, 9) share no dice, and meet only through the number of units placed (phase 1's shortfall), so each part is valued on its own, the plans are combined from each part's best few options per count of units, ranked in doubles, and the leading ones confirmed as fractions.",
          'Where exact is out of reach (the search stops at the exact-state bound: a base defence or a mission card too large), with `play` "default" and a probability of the soldiers (`redSpaceReached`, `allMissionsCompleted`) as `objective`, the leading plans are ranked by paired Monte Carlo instead, as `/v1/compare` pairs plans: every way of placing the pool soldiers screened on the stream of `seed` + 1, the leading `top` + 5 and the player\'s own plan run on the same draws (`trials` each, stream `seed`), each value with its interval and its paired difference from the best; `method` is then "monte-carlo" and `exactRanking` false. Any other search beyond the bound, or too large for the time limit, answers 422 naming the count of plans.',
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const b = request.body;
      const q = planParams(b);
      const size = planSearchSize(q);
      const tooLarge = (why: string) =>
        new HttpProblem(
          422,
          'Too large',
          `${size.plans} plans (${size.options} part options to value): ${why}; place fewer units, or set limits`,
        );
      if (size.options > app.odds.exactStates) throw tooLarge(`more than the ${app.odds.exactStates} states of one computation`);
      const seed = b.seed ?? drawSeed();
      const found = await admitted(app.odds, callOf(request, reply), async (budget) => {
        try {
          const outcome = await runKernel(app.odds, budget, roundPlans, q, { method: 'exact' });
          if (outcome.method !== 'exact') throw new Error('the plan search is exact');
          return { kind: 'exact' as const, search: readPlanSearch(q, outcome.slots) };
        } catch (err) {
          if (!(err instanceof TooLarge)) throw err;
          // beyond the state bound, not out of time: the leading plans by paired Monte Carlo, where that is defined
          if (budget.deadline.passed() || !canSample(q)) throw tooLarge(err.message);
          const fields = { seed, trials: b.trials, confidence: b.confidence };
          return { kind: 'sampled' as const, search: await samplePlans(app.odds, budget, q, fields, tooLarge) };
        }
      });
      const ownPlacement = placementAnswer(b, {
        interceptors: b.continents.map(() => 0),
        satellites: 0,
        scientists: b.research.map(() => 0),
        soldiers: b.pool.soldiers.map(() => 0),
      });
      const shared = {
        objective: b.objective,
        ...(b.secondObjective ? { secondObjective: b.secondObjective } : {}),
        play: b.play,
      };
      if (found.kind === 'sampled') {
        const s = found.search;
        return {
          method: 'monte-carlo' as const,
          ...shared,
          plans: s.plans.map((p, i) => ({
            rank: i + 1,
            placement: placementAnswer(b, p.placement),
            value: p.value,
            ci: p.ci,
            difference: p.difference,
          })),
          own: {
            placement: ownPlacement,
            value: s.own.value,
            ci: s.own.ci,
            rank: Number(s.own.rank),
            difference: s.own.difference,
          },
          count: Number(s.count),
          evaluated: s.evaluated,
          confirmed: 0,
          paddedLeftOut: 0,
          exactRanking: false,
          sampled: { seed, trials: s.trials, screenTrials: s.screenTrials, confidence: b.confidence },
          elapsedMs: performance.now() - started,
          engine: ENGINE,
        };
      }
      const s = found.search;
      const best = s.plans[0];
      const ownFirst = itemAt(s.own.values, 0);
      const difference = best ? ownFirst.sub(itemAt(best.values, 0)) : ownFirst.sub(ownFirst);
      return {
        method: 'exact' as const,
        ...shared,
        plans: s.plans.map((p, i) => ({ rank: i + 1, placement: placementAnswer(b, p.placement), ...valuesAnswer(p.values) })),
        own: {
          placement: ownPlacement,
          ...valuesAnswer(s.own.values),
          rank: Number(s.own.rank),
          difference: { value: difference.toNumber(), fraction: difference.toString() },
        },
        count: Number(s.count),
        evaluated: s.evaluated,
        confirmed: s.confirmed,
        paddedLeftOut: s.paddedLeftOut,
        exactRanking: s.exactRanking,
        elapsedMs: performance.now() - started,
        engine: ENGINE,
      };
    },
  );
};

export default plans;
