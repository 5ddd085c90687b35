import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { ExactBudget } from '../../../simulations/core/kernel.js';
import { henchmenNeeded } from '../../../simulations/batman/henchmenNeeded.js';
import { decimalToRational } from '../../../simulations/core/rational.js';
import { HENCHMEN_MAX, HENCHMEN_RULE_LIMIT, checkDie, checkHenchmen, fighterSchema, fightRuleFields } from '../../../src/schemas/batman.js';
import { engineSchema, exactOnlyMethod } from '../../../src/schemas/common.js';
import { problemSchema } from '../../../src/schemas/problem.js';
import { RNG_NAME } from '../../../src/engine/random.js';
import { VERSION } from '../../../src/version.js';

const body = z
  .object({
    villainRole: z
      .enum(['attacker', 'defender'])
      .default('attacker')
      .describe('Whether the villain asking invades (moves into the opponent\'s block: "attacker") or is invaded ("defender").'),
    opponent: fighterSchema.describe('Whom the villain fights: another villain (with the henchmen it brings) or Batman (with his combat value).'),
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

const chanceSchema = z.object({
  p: z.number().min(0).max(1).describe("The villain's chance of winning."),
  fraction: z.string().describe('The same chance as an exact "numerator/denominator".'),
});

const answer = z
  .object({
    method: z.literal('exact').describe('Always computed exactly.'),
    target: z.number().describe('The target asked for.'),
    henchmen: z
      .number()
      .int()
      .nullable()
      .describe(`The fewest henchmen (0..${HENCHMEN_MAX}) whose chance of winning is at least the target; null when none up to ${HENCHMEN_MAX} is.`),
    withinRuleLimit: z
      .boolean()
      .nullable()
      .describe(`Whether \`henchmen\` is within the rules' limit of ${HENCHMEN_RULE_LIMIT} (more needs the Penguin's ability); null when none was found.`),
    chance: chanceSchema.nullable().describe("The villain's chance of winning with `henchmen`; null when none was found."),
    detail: z.string().describe('The answer in words.'),
    table: z
      .array(chanceSchema.extend({ henchmen: z.number().int(), reachesTarget: z.boolean() }))
      .describe(`The villain's chance of winning for every henchmen count 0..${HENCHMEN_MAX}.`),
    elapsedMs: z.number().describe('Time spent computing, in milliseconds.'),
    engine: engineSchema,
  })
  .meta({ id: 'BatmanHenchmenNeededAnswer' });

const route: FastifyPluginAsyncZod = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/henchmen-needed',
    {
      schema: {
        tags: ['Batman'],
        summary: 'Henchmen needed: the fewest henchmen that give a villain a target chance of winning a fight',
        description: [
          `For each henchmen count 0..${HENCHMEN_MAX}, the exact chance that the villain wins the fight (rules as in POST /v1/batman/fight), and the fewest count whose chance is at least \`target\`, or null ("none up to ${HENCHMEN_MAX}").`,
          `The search goes past the rules' limit of ${HENCHMEN_RULE_LIMIT} henchmen (the Penguin's ability aside, whose own limit is not confirmed): \`withinRuleLimit\` says whether an ordinary villain can field the count found. An opposing villain's henchmen are checked against its \`henchmenLimit\`.`,
          'Assumed (each a parameter): the die faces ["bat",1,2,3,4,5]; Batman\'s bat face counts 0 pips; a tie against Batman goes to the invader.',
        ].join('\n\n'),
        body,
        response: { 200: answer, 400: problemSchema, 422: problemSchema },
      },
    },
    async (request) => {
      const started = performance.now();
      const b = request.body;
      const opponent =
        b.opponent.side === 'villain'
          ? { side: 'villain' as const, henchmen: b.opponent.henchmen }
          : { side: 'batman' as const, combatValue: b.opponent.combatValue };
      const target = decimalToRational(b.target);
      const result = henchmenNeeded(
        {
          villainRole: b.villainRole,
          opponent,
          faces: b.die.faces,
          tie: b.tie,
          batmanBatFace: b.batmanBatFace,
          target,
          maxHenchmen: HENCHMEN_MAX,
        },
        new ExactBudget(app.odds.exactStates),
      );
      const table = result.chances.map((c, k) => ({
        henchmen: k,
        p: c.toNumber(),
        fraction: c.toString(),
        reachesTarget: c.compare(target) >= 0,
      }));
      const k = result.henchmen;
      const chance = k === null ? null : { p: table[k].p, fraction: table[k].fraction };
      const best = table[table.length - 1];
      const detail =
        k === null
          ? `none up to ${HENCHMEN_MAX}: even ${HENCHMEN_MAX} henchmen give the villain only ${best.fraction} (${best.p.toFixed(4)}), below ${b.target}`
          : `${k} henchm${k === 1 ? 'an gives' : 'en give'} the villain ${chance!.fraction} (${chance!.p.toFixed(4)}) >= ${b.target}` +
            (k > HENCHMEN_RULE_LIMIT ? `; more than the rules' ${HENCHMEN_RULE_LIMIT}: only with the Penguin's ability` : '');
      return {
        method: 'exact' as const,
        target: b.target,
        henchmen: k,
        withinRuleLimit: k === null ? null : k <= HENCHMEN_RULE_LIMIT,
        chance,
        detail,
        table,
        elapsedMs: performance.now() - started,
        engine: { rng: RNG_NAME, version: VERSION },
      };
    },
  );
};

export default route;
