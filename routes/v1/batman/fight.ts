import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { villainFight, type Fighter } from '../../../simulations/batman/villainFight.js';
import { checkDie, checkHenchmen, fighterSchema, fightRuleFields } from '../../../src/schemas/batman.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { simulationRoute } from '../../../src/simulationRoute.js';

const body = z
  .object({
    attacker: fighterSchema.describe(
      'The invader: the side that moved in (a villain moving into a block, or Batman moved in by a Batman card).',
    ),
    defender: fighterSchema.describe('The side that was there.'),
    ...fightRuleFields,
    ...simulationFields,
  })
  .strict()
  .superRefine((b, ctx) => {
    checkHenchmen(b.attacker, ['attacker'], ctx);
    checkHenchmen(b.defender, ['defender'], ctx);
    if (b.attacker.side === 'batman' && b.defender.side === 'batman') {
      ctx.addIssue({
        code: 'custom',
        path: ['defender', 'side'],
        message: 'two Batmen: a fight has at least one villain (there is one Batman)',
      });
    }
    checkDie(b.die, ctx);
  })
  .meta({
    id: 'BatmanFightRequest',
    examples: [
      { attacker: { side: 'villain', henchmen: 2 }, defender: { side: 'villain', henchmen: 3 }, seed: 7 },
      { attacker: { side: 'villain', henchmen: 3 }, defender: { side: 'batman', combatValue: 4 }, method: 'exact' },
      { attacker: { side: 'batman', combatValue: 3 }, defender: { side: 'villain', henchmen: 1 }, tie: 'defender', seed: 11 },
    ],
  });

const answer = answerSchema('BatmanFightAnswer', {
  probabilities: {
    attackerWins: 'The attacker (the invader) wins the fight.',
    defenderWins: 'The defender wins the fight.',
    villainBatFace:
      "The villain's die shows the bat face (between two villains: either die does). Against Batman this settles the fight: the villain loses.",
  },
  distributions: {
    margin:
      "The power margin, attacker's power minus defender's, of the fights no bat face settled. Each `p` is the chance that the fight is not settled by a bat face and ends with that margin: the entries add up to 1 between villains, and to 1 - villainBatFace against Batman (divide by that sum for the margin among those fights).",
  },
});

const toFighter = (f: z.output<typeof fighterSchema>): Fighter =>
  f.side === 'villain' ? { side: 'villain', henchmen: f.henchmen } : { side: 'batman', combatValue: f.combatValue };

const fight: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/fight',
    tag: 'Batman',
    summary: 'Fight: odds of a fight between two villains, or between a villain and Batman',
    description: [
      'One fight: each side rolls one Batman die; the attacker is the invader (the side that moved in).',
      'Villain against villain: power = pips + henchmen brought; a bat face counts 0; the higher power wins; a tie goes to the invader (rules) unless `tie` is "defender".',
      "Villain against Batman (either may attack): the villain's bat face loses outright; otherwise the villain's power = pips + henchmen and Batman's = pips + his combat value.",
      'Assumed (not confirmed by the public record; each is a parameter): the die faces ["bat",1,2,3,4,5] (`die.faces`); Batman\'s own bat face counts 0 pips (`batmanBatFace`: "zero"); a tie against Batman goes to the invader as between villains (`tie`).',
      "A villain owns at most 5 henchmen by the rules, the Penguin's ability aside: more answers 400 unless that side's `henchmenLimit` is raised (up to 10). At most one side may be Batman; the die needs a face with pips.",
      '`method: "exact"` enumerates the faces² pairs of faces and gives every probability as a fraction.',
    ].join('\n\n'),
    body,
    answer,
    kernel: villainFight,
    params: (b) => ({
      attacker: toFighter(b.attacker),
      defender: toFighter(b.defender),
      faces: b.die.faces,
      tie: b.tie,
      batmanBatFace: b.batmanBatFace,
    }),
  });
};

export default fight;
