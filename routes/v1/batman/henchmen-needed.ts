/**
 * POST /v1/batman/henchmen-needed: the fewest henchmen giving a villain a target chance of winning
 * a fight, answered by the one units search (src/questions/unitsSearch.ts) on POST
 * /v1/batman/fight, with this endpoint's own fields (`henchmen`, `withinRuleLimit`, per-row `p`
 * and `fraction`) beside the search's.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAt } from '../../../simulations/core/itemAt.js';
import { fewestUnits } from '../../../src/questions/unitsSearch.js';
import { HENCHMEN_MAX, HENCHMEN_RULE_LIMIT, checkDie, checkHenchmen, fighterSchema, fightRuleFields } from '../../../src/schemas/batman.js';
import { exactOnlyMethod, probabilitySchema } from '../../../src/schemas/common.js';
import { problemSchema } from '../../../src/schemas/problem.js';
import { searchAnswerSchema } from '../../../src/schemas/search.js';
import { callOf } from '../../../src/call.js';

const body = z
  .object({
    villainRole: z
      .enum(['attacker', 'defender'])
      .default('attacker')
      .describe('Whether the villain asking invades (moves into the opponent\'s block: "attacker") or is invaded ("defender").'),
    opponent: fighterSchema.describe(
      'Whom the villain fights: another villain (with the henchmen it brings) or Batman (with his combat value).',
    ),
    target: z
      .number()
      .gt(0)
      .max(1)
      .describe('The chance of winning the villain wants, in (0, 1]. Compared exactly, as the decimal written: 0.7 means 7/10.'),
    ...fightRuleFields,
    method: exactOnlyMethod('every henchmen count is computed by enumerating the two dice'),
  })
  .strict()
  .superRefine((b, ctx) => {
    checkHenchmen(b.opponent, ['opponent'], ctx);
    checkDie(b.die, ctx);
  })
  .meta({
    id: 'BatmanHenchmenNeededRequest',
    examples: [
      { villainRole: 'attacker', opponent: { side: 'batman', combatValue: 3 }, target: 0.5 },
      { villainRole: 'defender', opponent: { side: 'villain', henchmen: 2 }, target: 0.75, tie: 'invader' },
    ],
  });

/** An exact chance: `fraction` always given. */
const exactChance = probabilitySchema.extend({ fraction: z.string().describe('The same chance as an exact "numerator/denominator".') });

const answer = searchAnswerSchema(
  'BatmanHenchmenNeededAnswer',
  { units: 'henchmen', title: 'the villain winning the fight', loss: 'the villain losing the fight', from: 0, to: HENCHMEN_MAX },
  {
    row: {
      henchmen: z.number().int().describe('The henchmen count (the same as `units`).'),
      p: z.number().min(0).max(1).describe("The villain's chance of winning (the same as `finish.p`)."),
      fraction: z.string().describe('The same chance as an exact "numerator/denominator".'),
    },
    answer: {
      method: z.literal('exact').describe('Always computed exactly.'),
      henchmen: z
        .number()
        .int()
        .nullable()
        .describe(
          `The fewest henchmen (0..${HENCHMEN_MAX}) whose chance of winning is at least the target; null when none up to ${HENCHMEN_MAX} is (the same as \`fewest\`).`,
        ),
      withinRuleLimit: z
        .boolean()
        .nullable()
        .describe(
          `Whether \`henchmen\` is within the rules' limit of ${HENCHMEN_RULE_LIMIT} (more needs the Penguin's ability); null when none was found.`,
        ),
      chance: exactChance.nullable().describe("The villain's chance of winning with `henchmen`; null when none was found."),
    },
  },
);

type Body = z.output<typeof body>;

/** The answer in the words this endpoint has always used. */
function detail(henchmen: number | null, chance: { p: number; fraction?: string }, target: number): string {
  const said = `${chance.fraction} (${chance.p.toFixed(4)})`;
  if (henchmen === null) return `none up to ${HENCHMEN_MAX}: even ${HENCHMEN_MAX} henchmen give the villain only ${said}, below ${target}`;
  const penguin = henchmen > HENCHMEN_RULE_LIMIT ? `; more than the rules' ${HENCHMEN_RULE_LIMIT}: only with the Penguin's ability` : '';
  return `${henchmen} henchm${henchmen === 1 ? 'an gives' : 'en give'} the villain ${said} >= ${target}${penguin}`;
}

/** The fight asked for each count: the villain (its count searched, past the rules' limit) against the opponent. */
function search(b: Body) {
  const villain = { side: 'villain', henchmen: 0, henchmenLimit: HENCHMEN_MAX };
  const attacking = b.villainRole === 'attacker';
  return {
    endpoint: '/v1/batman/fight',
    finish: attacking ? 'attackerWins' : 'defenderWins',
    loss: attacking ? 'defenderWins' : 'attackerWins',
    base: {
      attacker: attacking ? villain : b.opponent,
      defender: attacking ? b.opponent : villain,
      die: b.die,
      tie: b.tie,
      batmanBatFace: b.batmanBatFace,
      method: 'exact',
    },
    field: `${b.villainRole}.henchmen`,
    from: 0,
    to: HENCHMEN_MAX,
    units: 'henchmen',
    target: b.target,
    fallback: false,
  };
}

const route: FastifyPluginAsyncZod = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/henchmen-needed',
    {
      schema: {
        tags: ['Batman'],
        summary: 'Henchmen needed: the fewest henchmen that give a villain a target chance of winning a fight',
        description: [
          `For each henchmen count 0..${HENCHMEN_MAX}, the exact chance that the villain wins the fight (POST /v1/batman/fight, asked with the villain's henchmen set to the count), and the fewest count whose chance is at least \`target\`, or null ("none up to ${HENCHMEN_MAX}"). The answer is that of every units search (as /v1/xcom/research/units-needed), with this endpoint's own fields beside it.`,
          `The search goes past the rules' limit of ${HENCHMEN_RULE_LIMIT} henchmen (the Penguin's ability aside, whose own limit is not confirmed): \`withinRuleLimit\` says whether an ordinary villain can field the count found. An opposing villain's henchmen are checked against its \`henchmenLimit\`.`,
          'Assumed (each a parameter): the die faces ["bat",1,2,3,4,5]; Batman\'s bat face counts 0 pips; a tie against Batman goes to the invader.',
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const found = await fewestUnits(app.odds, callOf(request, reply), search(request.body));
      const k = found.fewest;
      return {
        ...found,
        method: 'exact' as const,
        henchmen: k,
        withinRuleLimit: k === null ? null : k <= HENCHMEN_RULE_LIMIT,
        chance: found.chance && { ...found.chance, fraction: found.chance.fraction! },
        detail: detail(k, k === null ? itemAt(found.table, found.table.length - 1).finish : found.chance!, request.body.target),
        table: found.table.map((r) => ({ ...r, henchmen: r.units, p: r.finish.p, fraction: r.finish.fraction! })),
      };
    },
  );
};

export default route;
