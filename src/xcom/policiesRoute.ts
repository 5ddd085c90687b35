/**
 * POST /v1/xcom/{research,orbital-defense,global-defense,mission,base-defense}/policies: every stopping rule
 * of the task side by side, each row a body of the endpoint itself (its schema, its kernel),
 * computed by the policy-table question (src/questions/policyTable.ts).
 *
 * The five endpoints differ only in the data of their table (`POLICY_TABLES`); each has its own
 * route file, routes/v1/xcom/<task>/policies.ts, which calls `policiesRoute` with its table.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseRollBound, type BaseDefenseParams } from '../../simulations/xcom/baseDefense.js';
import { ALIEN_DIE_SIDES, capOf, rollsUntilCertainLoss } from '../../simulations/xcom/dice.js';
import { missionRollBound } from '../../simulations/xcom/missionTasks.js';
import { policyTable, type PolicyTableRequest } from '../questions/policyTable.js';
import { answerFields, engineSchema, probabilitySchema, simulationFields } from '../schemas/common.js';
import { problemSchema } from '../schemas/problem.js';
import { builtOnce } from '../schemas/builtOnce.js';
import {
  baseDefenseShape,
  globalShape,
  missionCheck,
  missionShape,
  orbitalShape,
  researchCheck,
  researchShape,
  MAX_POLICY_ROLLS,
  threatCapField,
  threatField,
  uniqueNames,
  xcomDieSchema,
} from '../schemas/xcom.js';
import { callOf } from '../call.js';
import type { TaskQuestion } from './taskQuestion.js';

/** A table of stopping rules: asks its endpoint once per rule, and answers at its URL + "/policies". */
export interface TaskPolicyTable extends TaskQuestion {
  /** the last threat a roll can start at, and the most rolls of one task */
  reach(b: Record<string, unknown> & { threat: number; threatCap?: number }): { lastThreat: number; rollsPerTask: number };
}

/**
 * Tasks that reset the threat: one task's rolls stop at the certain loss (below a cap under 8
 * they need not: the rows go up to the most a rule may allow), and the threat goes no higher
 * than the cap.
 */
const resetReach = (b: { threat: number; threatCap?: number }) => ({
  lastThreat: Math.max(b.threat, Math.min(ALIEN_DIE_SIDES, capOf(b))),
  rollsPerTask: Math.min(rollsUntilCertainLoss(b.threat, capOf(b)), MAX_POLICY_ROLLS),
});

export const POLICY_TABLES = {
  research: {
    endpoint: '/v1/xcom/research',
    id: 'Research',
    title: 'finishing the tech',
    shape: researchShape,
    check: researchCheck as TaskPolicyTable['check'],
    example: { scientists: 3, cost: 3 },
    finish: 'completed',
    loss: 'exhausted',
    reach: resetReach,
  },
  orbitalDefense: {
    endpoint: '/v1/xcom/orbital-defense',
    id: 'OrbitalDefense',
    title: 'clearing orbit',
    shape: orbitalShape,
    example: { satellites: 3, ufos: 3 },
    finish: 'cleared',
    loss: 'exhausted',
    reach: resetReach,
  },
  globalDefense: {
    endpoint: '/v1/xcom/global-defense',
    id: 'GlobalDefense',
    title: 'clearing every continent',
    shape: globalShape,
    check: uniqueNames('continents') as TaskPolicyTable['check'],
    example: {
      continents: [
        { name: 'Africa', interceptors: 2, ufos: 2 },
        { name: 'Europe', interceptors: 1, ufos: 1 },
      ],
    },
    finish: 'allCleared',
    loss: 'anyInterceptorsLost',
    reach: resetReach,
  },
  mission: {
    endpoint: '/v1/xcom/mission',
    id: 'Mission',
    title: 'completing the mission',
    shape: missionShape,
    check: missionCheck as TaskPolicyTable['check'],
    example: { soldiers: 3, tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }] },
    finish: 'completed',
    loss: 'anySoldierLost',
    reach: (b) => {
      // the threat carries through the phase: a task, or the phase, takes at most every roll it can see
      const cards = (b.missions ?? [{ soldiers: b.soldiers, tasks: b.tasks }]) as Array<{ soldiers: number | unknown[]; tasks: unknown[] }>;
      const soldiers = cards.reduce((n, c) => n + (typeof c.soldiers === 'number' ? c.soldiers : c.soldiers.length), 0);
      const tasks = cards.reduce((n, c) => n + c.tasks.length, 0);
      const bound = missionRollBound(b.threat, soldiers, tasks, {}, capOf(b));
      return { lastThreat: Math.min(b.threat + bound - 1, Math.max(b.threat, capOf(b))), rollsPerTask: Math.min(bound, MAX_POLICY_ROLLS) };
    },
  },
  baseDefense: {
    endpoint: '/v1/xcom/base-defense',
    id: 'BaseDefense',
    title: 'destroying every enemy',
    shape: baseDefenseShape,
    example: {
      soldiers: [{ skills: ['assault'], elite: true }, { skills: ['heavy'] }],
      enemies: [{ name: 'Muton', hp: 2, skills: ['assault', 'heavy'] }],
    },
    finish: 'allDestroyed',
    loss: 'anySoldierLost',
    reach: (b) => {
      // the threat carries through the phase: an enemy, or the phase, takes at most every roll it
      // can see (the bound reads only the threat and how many soldiers there are)
      const bound = baseRollBound(b as unknown as BaseDefenseParams);
      return { lastThreat: Math.min(b.threat + bound - 1, Math.max(b.threat, capOf(b))), rollsPerTask: Math.min(bound, MAX_POLICY_ROLLS) };
    },
  },
} satisfies Record<string, TaskPolicyTable>;

const rowSchema = z
  .object({
    rule: z
      .enum(['default', 'stopAtThreat', 'maxRolls'])
      .describe(
        '"default": roll until done or lost; "stopAtThreat": no roll once the threat exceeds `value`; "maxRolls": at most `value` rolls per task.',
      ),
    value: z.number().int().nullable().describe('T or R of the rule (null for the default).'),
    policy: z
      .object({ stopAtThreat: z.number().int().optional(), maxRolls: z.number().int().optional() })
      .describe('The rule as a `policy` field of the endpoint.'),
    method: z.enum(['monte-carlo', 'exact']).describe('How this row was computed ("exact" unless its state space was too large).'),
    trials: z.number().int().min(0).describe('Trials run for this row (0 when exact).'),
    finish: probabilitySchema.describe('The chance of finishing the task.'),
    loss: probabilitySchema.describe('The chance of a loss.'),
    undominated: z.boolean().describe('No other rule finishes at least as often and loses at most as often, better on one count.'),
  })
  // named: the five tables' rows are one schema, described once in the document
  .meta({ id: 'StoppingRuleRow' });

/** `method` of a table: exact by default (named, described once in the document). */
const tableMethod = z
  .enum(['exact', 'monte-carlo'])
  .default('exact')
  .describe(
    '"exact" (default) computes every row without sampling, falling back to Monte Carlo for a row whose state space is too large; "monte-carlo" samples every row.',
  )
  .meta({ id: 'PoliciesMethod' });

/** A table's body and answer schemas. */
function buildSchemas(table: TaskPolicyTable) {
  const body = z
    .object({
      ...table.shape,
      threat: threatField,
      threatCap: threatCapField,
      die: xcomDieSchema,
      method: tableMethod,
      trials: simulationFields.trials,
      seed: simulationFields.seed,
      confidence: simulationFields.confidence,
    })
    .strict()
    .superRefine((b, ctx) => table.check?.(b as never, ctx))
    .meta({ id: `${table.id}PoliciesRequest`, examples: [table.example] });

  const answer = z
    .object({
      endpoint: z.string().describe('The endpoint every row was asked of.'),
      finish: z.string().describe("The endpoint's probability reported as `finish`."),
      loss: z.string().describe("The endpoint's probability reported as `loss`."),
      seed: z.number().int().nullable().describe('The seed of the Monte Carlo rows, the same for all (null when every row is exact).'),
      confidence: answerFields.confidence,
      rules: z.array(rowSchema).describe('One row per stopping rule: the default, then stopAtThreat T, then maxRolls R.'),
      elapsedMs: answerFields.elapsedMs,
      engine: engineSchema,
    })
    .meta({ id: `${table.id}PoliciesAnswer` });
  return { body, answer };
}

/** Each one's schemas, built once per process (see builtOnce). */
const schemasOf = builtOnce(buildSchemas);

/**
 * Registers POST <table.endpoint>/policies. Called from the route file at that path, whose
 * prefix autoload sets from its folder: a file elsewhere fails to load rather than answer at
 * another URL.
 */
export function policiesRoute(app: FastifyInstance, table: TaskPolicyTable): void {
  if (app.prefix !== table.endpoint) {
    throw new Error(`the stopping rules of ${table.endpoint} belong in routes${table.endpoint}/policies.ts, not under ${app.prefix}`);
  }
  const { body, answer } = schemasOf(table);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/policies',
    {
      schema: {
        tags: ['XCOM'],
        summary: `Stopping rules for ${table.endpoint}: the chance of ${table.title} and of a loss, side by side`,
        description: [
          `Asks ${table.endpoint} once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of ${table.title} (\`${table.finish}\`) and of a loss (\`${table.loss}\`); these trade off.`,
          '`undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.',
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const b = request.body as PolicyTableRequest;
      return policyTable(app.odds, callOf(request, reply), table, b, table.reach(b));
    },
  );
}
