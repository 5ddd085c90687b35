/**
 * POST /v1/xcom/{research,orbital-defense,global-defense,mission}/units-needed: the fewest units
 * (scientists, satellites, interceptors over one continent, plain soldiers on a mission card)
 * whose chance of finishing the task under a given stopping policy reaches a target. Each count
 * is set at a field of the endpoint's body (nested for a continent) and answered by the one
 * units search (src/questions/unitsSearch.ts).
 *
 * The four endpoints differ only in the data of their search (`UNITS_SEARCHES`); each has its own
 * route file, routes/v1/xcom/<task>/units-needed.ts, which calls `unitsNeededRoute` with its
 * search. (Base defence's search adds soldiers of a template: routes/v1/xcom/base-defense/units-needed.ts.)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UNITS, fewestUnits } from '../questions/unitsSearch.js';
import { problemSchema } from '../schemas/problem.js';
import { searchAnswerSchema } from '../schemas/search.js';
import { builtOnce } from '../schemas/builtOnce.js';
import {
  missionTasksSchema,
  missionUnitsTaskCheck,
  missionUnitsTaskField,
  orbitalShape,
  researchCheck,
  researchShape,
  unitsSearchFields,
} from '../schemas/xcom.js';
import { callOf } from '../call.js';
import type { TaskQuestion } from './taskQuestion.js';

const { scientists: _s, ...researchRest } = researchShape;
const { satellites: _t, ...orbitalRest } = orbitalShape;

/** A search for the fewest units: asks its endpoint once per count, and answers at its URL + "/units-needed". */
export interface UnitsSearch extends TaskQuestion {
  /** what is counted ("scientists") */
  units: string;
  /** the endpoint's body but for the count (default: the request as asked) */
  base?(b: Record<string, unknown>): Record<string, unknown>;
  /** the field of the endpoint's body that takes the count, a dotted path such as "tasks.1.soldiers" */
  field(b: Record<string, unknown>): string;
}

/**
 * The searches. Their example bodies show both methods: research, global defense and mission
 * sample theirs (seeded, 20,000 trials a count), orbital and base defense answer exactly. An exact
 * table of twelve counts writes each chance as a fraction of up to 45 digits, which no reader
 * needs five times over (and which cost the API document a kilobyte each, gzipped).
 */
export const UNITS_SEARCHES = {
  research: {
    endpoint: '/v1/xcom/research',
    id: 'Research',
    units: 'scientists',
    title: 'researching the tech',
    shape: researchRest,
    check: researchCheck as UnitsSearch['check'],
    example: { cost: 3, target: 0.75, method: 'monte-carlo', trials: 20_000, seed: 7 },
    finish: 'completed',
    loss: 'exhausted',
    field: () => 'scientists',
  },
  orbitalDefense: {
    endpoint: '/v1/xcom/orbital-defense',
    id: 'OrbitalDefense',
    units: 'satellites',
    title: 'clearing orbit',
    shape: orbitalRest,
    example: { ufos: 3, target: 0.5, policy: { stopAtThreat: 4 } },
    finish: 'cleared',
    loss: 'exhausted',
    field: () => 'satellites',
  },
  globalDefense: {
    endpoint: '/v1/xcom/global-defense',
    id: 'GlobalDefense',
    units: 'interceptors',
    title: 'clearing the UFOs over one continent',
    shape: { ufos: z.number().int().min(0).max(20).describe('UFOs over the continent (0..20).') },
    example: { ufos: 2, target: 0.8, method: 'monte-carlo', trials: 20_000, seed: 7 },
    finish: 'allCleared',
    loss: 'anyInterceptorsLost',
    base: ({ ufos, ...rest }) => ({ ...rest, continents: [{ name: 'continent', ufos }] }),
    field: () => 'continents.0.interceptors',
  },
  mission: {
    endpoint: '/v1/xcom/mission',
    id: 'Mission',
    units: 'soldiers on the card',
    title: 'completing the mission',
    shape: {
      tasks: missionTasksSchema.describe(
        `${missionTasksSchema.description} The card's soldiers are what is searched: plain soldiers (each fills any icon, no special skill, not elite), counted 1..12.`,
      ),
      task: missionUnitsTaskField,
    },
    check: missionUnitsTaskCheck as UnitsSearch['check'],
    example: {
      tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }],
      target: 0.5,
      method: 'monte-carlo',
      trials: 20_000,
      seed: 7,
    },
    finish: 'completed',
    loss: 'anySoldierLost',
    base: ({ task: _, ...rest }) => rest,
    field: () => 'soldiers',
  },
} satisfies Record<string, UnitsSearch>;

/** A search's body and answer schemas. */
function buildSchemas(s: UnitsSearch) {
  const body = z
    .object({
      ...s.shape,
      ...unitsSearchFields('finishing the task'),
    })
    .strict()
    .superRefine((b, ctx) => s.check?.(b as never, ctx))
    .meta({ id: `${s.id}UnitsNeededRequest`, examples: [s.example] });

  const answer = searchAnswerSchema(`${s.id}UnitsNeededAnswer`, { units: s.units, title: s.title, loss: 'a loss', from: 1, to: MAX_UNITS });
  return { body, answer };
}

/** Each one's schemas, built once per process (see builtOnce). */
const schemasOf = builtOnce(buildSchemas);

/**
 * Registers POST <s.endpoint>/units-needed. Called from the route file at that path, whose
 * prefix autoload sets from its folder: a file elsewhere fails to load rather than answer at
 * another URL.
 */
export function unitsNeededRoute(app: FastifyInstance, s: UnitsSearch): void {
  if (app.prefix !== s.endpoint) {
    throw new Error(`the units search of ${s.endpoint} belongs in routes${s.endpoint}/units-needed.ts, not under ${app.prefix}`);
  }
  const { body, answer } = schemasOf(s);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/units-needed',
    {
      schema: {
        tags: ['XCOM'],
        summary: `Units needed: the fewest ${s.units} that give a target chance of ${s.title}`,
        description: `Asks ${s.endpoint} for every count of ${s.units} 1..${MAX_UNITS} under the given \`policy\`, and answers the fewest whose chance of ${s.title} (\`${s.finish}\`) is at least \`target\` (null when none is), with the whole table and each count's chance of a loss. Exact by default, compared as fractions.`,
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const { target, ...b } = request.body as Record<string, unknown> & { target: number; seed?: number };
      return fewestUnits(app.odds, callOf(request, reply), {
        endpoint: s.endpoint,
        finish: s.finish,
        loss: s.loss,
        base: s.base ? s.base(b) : b,
        field: s.field(b),
        from: 1,
        to: MAX_UNITS,
        units: s.units,
        target,
        seed: b.seed,
        fallback: true,
      });
    },
  );
}
