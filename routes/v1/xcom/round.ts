/**
 * POST /v1/xcom/round: the whole resolution phase of one round (phases 1-9) on one board, by the
 * kernel simulations/xcom/round.ts, which plays each phase with that phase's own code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAt } from '../../../simulations/core/itemAt.js';
import { budgetAudit } from '../../../simulations/xcom/budgetAudit.js';
import { MAX_SOLDIERS } from '../../../simulations/xcom/teamAssignment.js';
import { xcomRound, type RoundParams } from '../../../simulations/xcom/round.js';
import { answerSchema, distributionSchema, probabilitySchema, simulationFields } from '../../../src/schemas/common.js';
import {
  MAX_BASE_ENEMIES,
  MAX_MISSIONS,
  baseDefenseEnemySchema,
  cardParams,
  enemyParams,
  itemAnswerSchema,
  missionCardSchema,
  policySchema,
  researchCheck,
  researchShape,
  soldierParams,
  soldierSchema,
  uniqueNames,
  threatCapField,
  threatCapOf,
  xcomDieSchema,
} from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';
import type { Answer } from '../../../src/odds.js';
import type { Summary } from '../../../src/engine/summary.js';

/** The example body (Swagger; its answer is generated, src/schemas/answerExamples.ts). */
const EXAMPLE = {
  money: 12,
  continents: [
    { name: 'North America', panic: 2, interceptors: 2, ufos: 1 },
    { name: 'Europe', panic: 1, interceptors: 1, ufos: 1 },
    { name: 'Africa', panic: 3, interceptors: 1, ufos: 2 },
    { name: 'Asia', panic: 1 },
  ],
  panicTrackEnd: 5,
  tieBreak: ['Asia'],
  orbit: { satellites: 2, ufos: 2 },
  research: [
    { name: 'Laser Weapons', scientists: 2, cost: 2 },
    { name: 'Alien Materials', scientists: 1, cost: 3, progress: 1, bonusDice: 1 },
  ],
  base: {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
    ],
    enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault', 'sniper'] }],
    damage: 2,
    redSpace: 3,
  },
  missions: [
    {
      name: 'Crash Site',
      soldiers: 2,
      tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: ['assault', 'heavy'] }],
    },
  ],
  policy: { orbital: { stopAtThreat: 3 } },
  seed: 7,
};

/* The request: a board at the start of the resolution phase. */

const roundContinentSchema = z
  .object({
    name: z.string().min(1).max(40).describe('Name of the continent (unique in the list).'),
    panic: z.number().int().min(0).max(20).describe('Its panic at the start of the resolution phase (0..panicTrackEnd).'),
    interceptors: z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(0)
      .describe('Interceptors over the continent (phase 6): one XCOM die each (0: no test, its UFOs stay).'),
    ufos: z
      .number()
      .int()
      .min(0)
      .max(20)
      .default(0)
      .describe('UFOs over the continent (phase 6, 0..20): each one left advances its panic by 1.'),
  })
  .strict()
  .meta({ id: 'RoundContinent' });

const researchAreaSchema = z
  .object({
    name: z.string().min(1).max(40).optional().describe('A label for the area or its tech (not used by the odds).'),
    ...researchShape,
    scientists: z
      .number()
      .int()
      .min(0)
      .max(12)
      .describe('Scientists in the area (0..12): one XCOM die each. With none the area rolls nothing, bonus dice or not.'),
  })
  .strict()
  .superRefine(researchCheck)
  .meta({ id: 'RoundResearchArea' });

const count = (what: string) =>
  z.number().int().min(0).max(100).optional().describe(`${what} paid for in phase 1 (default: those in this body).`);

const roundPolicySchema = z
  .object({
    research: policySchema.describe('Phase 4, each area on its own.'),
    orbital: policySchema.describe('Phase 5.'),
    global: policySchema.describe('Phase 6, each continent on its own.'),
    base: policySchema.describe('Phase 7, as `/v1/xcom/base-defense` reads it.'),
    missions: policySchema.describe('Phase 9, as `/v1/xcom/mission` reads it.'),
  })
  .strict()
  .prefault({})
  .describe("The stopping rule of each phase (default for each: roll until the task is done or lost, as that phase's own endpoint does).")
  .meta({ id: 'RoundPolicy' });

/** The round's own fields (the planner's body starts from them: routes/v1/xcom/round/plans.ts). */
export const roundShape = {
  money: z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe("Phase 1: the Commander's money. Without it the upkeep is taken as paid (no deficit panic)."),
  upkeep: z
    .object({
      soldiers: count('Soldiers'),
      interceptors: count('Interceptors'),
      scientists: count('Scientists'),
      satellites: count('Satellites'),
    })
    .strict()
    .optional()
    .describe(
      'Phase 1: the units and tokens on the board, 1 each. By default: the soldiers in the base and on the mission cards, the interceptors over the continents, the scientists of the research areas and the satellites in orbit; give a count to replace one (units elsewhere on the board, say).',
    ),
  continents: z
    .array(roundContinentSchema)
    .min(1)
    .max(8)
    .describe('The continents (1..8): their panic, and their interceptors and UFOs for phase 6, which resolves them in this order.'),
  panicTrackEnd: z.number().int().min(1).max(20).describe('The last space of the panic track: a continent there takes no more panic.'),
  tieBreak: z
    .array(z.string().min(1).max(40))
    .max(8)
    .optional()
    .describe(
      "The player's choice in a tie for the highest (phase 1) or the lowest (phase 5) panic: continent names, the first listed taking it. Continents left out follow in the order of `continents`; default: the order of `continents`.",
    ),
  orbit: z
    .object({
      satellites: z.number().int().min(0).max(12).default(0).describe('Satellites in orbit, not exhausted (0..12): one XCOM die each.'),
      ufos: z
        .number()
        .int()
        .min(0)
        .max(20)
        .default(0)
        .describe('UFOs in orbit (0..20): each one left advances the lowest-panic continent by 1.'),
    })
    .strict()
    .prefault({})
    .describe('Phase 5: the orbit (default: empty).')
    .meta({ id: 'RoundOrbit' }),
  research: z
    .array(researchAreaSchema)
    .max(3)
    .default([])
    .describe('Phase 4: the research areas I, II, III in order (0..3), each with its tech card.'),
  base: z
    .object({
      soldiers: z.array(soldierSchema).max(MAX_SOLDIERS).default([]).describe('Soldiers in the base defence area (0..12).'),
      enemies: z
        .array(baseDefenseEnemySchema)
        .max(MAX_BASE_ENEMIES)
        .default([])
        .describe('Enemies in the base (0..8), attacked in this order.'),
      damage: z.number().int().min(0).max(20).default(0).describe('Base damage already taken.'),
      redSpace: z
        .number()
        .int()
        .min(1)
        .max(20)
        .describe("The damage at which the base's track reaches the red space (the invasion plan's critical effect; phase 8)."),
    })
    .strict()
    .optional()
    .describe('Phases 7 and 8: the base (default: no enemy in it, no damage).')
    .meta({ id: 'RoundBase' }),
  missions: z
    .array(missionCardSchema)
    .max(MAX_MISSIONS)
    .default([])
    .describe(
      `Phase 9: the mission cards (0..${MAX_MISSIONS}) in the order resolved, each with its own soldiers, the threat carried from one to the next.`,
    ),
  policy: roundPolicySchema,
  die: xcomDieSchema,
  threatCap: threatCapField,
  play: z
    .enum(['default', 'best'])
    .default('default')
    .describe(
      '"default": every phase plays as its own endpoint does, by `policy`. "best": phases 7 and 9 by their best play (as `/v1/xcom/base-defense/best` and `/v1/xcom/mission/best` find it: which enemy, which soldiers, or stop, before every roll), each for its main event maximised (base defence: every enemy destroyed; missions: every mission completed), no price per soldier; `policy.base` and `policy.missions` are then not read.',
    ),
};

/** Cross-field rules: names unique, panic on the track, tie-break names known and once each. */
export function roundCheck(
  b: { continents: Array<{ name: string; panic: number }>; panicTrackEnd: number; tieBreak?: string[] },
  ctx: z.RefinementCtx,
): void {
  uniqueNames('continents')(b, ctx);
  b.continents.forEach((c, i) => {
    if (c.panic > b.panicTrackEnd)
      ctx.addIssue({
        code: 'custom',
        message: `panic ${c.panic} is past the end of the track (${b.panicTrackEnd})`,
        path: ['continents', i, 'panic'],
      });
  });
  const names = new Set(b.continents.map((c) => c.name));
  const seen = new Set<string>();
  (b.tieBreak ?? []).forEach((name, i) => {
    if (!names.has(name))
      ctx.addIssue({ code: 'custom', message: `"${name}" is not a continent of \`continents\``, path: ['tieBreak', i] });
    else if (seen.has(name)) ctx.addIssue({ code: 'custom', message: `"${name}" is listed twice`, path: ['tieBreak', i] });
    seen.add(name);
  });
}

/** The tie-break order as indices of `continents`: those named first, then the rest as listed. */
function tieOrder(b: { continents: Array<{ name: string }>; tieBreak?: string[] }): number[] {
  const named = (b.tieBreak ?? []).map((name) => b.continents.findIndex((c) => c.name === name));
  return [...named, ...b.continents.map((_, i) => i).filter((i) => !named.includes(i))];
}

const body = z
  .object({ ...roundShape, ...simulationFields })
  .strict()
  .superRefine(roundCheck)
  .meta({ id: 'RoundRequest', examples: [EXAMPLE] });

type RoundBody = z.output<typeof body>;

/** A board as the round reads it: the round's own fields, with or without the simulation fields. */
export type RoundBoard = Omit<RoundBody, keyof typeof simulationFields>;

/* The answer. */

const auditAnswer = z
  .object({
    upkeep: z.number().int().describe('The cost: 1 per unit and token paid for.'),
    paid: z.number().int().describe('What the money covered.'),
    moneyLeft: z.number().int().describe('Money left for phase 2 (nothing is recruited in this round: it would roll no die).'),
    shortfall: z.number().int().describe('Upkeep the money did not cover: the panic it adds.'),
    advances: z
      .array(
        z.object({
          continent: z.string(),
          from: z.number().int(),
          to: z.number().int(),
          tiedWith: z.array(z.string()).describe('Continents tied with it for the highest panic (the tie-break order chose).'),
        }),
      )
      .describe('The advances of the shortfall, in order.'),
    continents: z.array(
      z.object({
        name: z.string(),
        panicBefore: z.number().int(),
        panic: z.number().int(),
        advancedBy: z.number().int(),
        atEnd: z.boolean(),
      }),
    ),
    unabsorbed: z.number().int().describe('Shortfall left once every continent is at the end of the track.'),
  })
  .nullable()
  .describe('Phase 1 as played (no dice): null without `money`.')
  .meta({ id: 'RoundAudit' });

const continentAnswer = itemAnswerSchema(
  'RoundContinentOdds',
  {
    name: z.string(),
    panicBefore: z.number().int().describe('Panic at the start of the resolution phase.'),
    panic: distributionSchema.describe('Panic after the round (phases 1, 5 and 6), never past `panicTrackEnd`.'),
    trackEnd: probabilitySchema.describe('The chance its panic reaches `panicTrackEnd`.'),
  },
  {
    probabilities: {
      cleared: 'Phase 6: every UFO over it is destroyed.',
      interceptorsLost: 'Phase 6: a loss sent its interceptors to the recruitment pool.',
    },
    expectations: { panic: 'Panic after the round.', ufosLeft: 'Phase 6: UFOs left over it (its own panic gain).' },
    distributions: { ufosLeft: 'Phase 6: UFOs left over it.' },
  },
);

const areaAnswer = itemAnswerSchema(
  'RoundResearchOdds',
  { name: z.string().optional() },
  {
    probabilities: { completed: 'The tech is researched this round.', exhausted: "A loss exhausted the area's scientists." },
    expectations: { markers: 'Markers placed this round.', rolls: 'Rolls made.' },
    distributions: { markers: 'Markers placed this round.', rolls: 'Rolls made.' },
  },
);

const orbitAnswer = itemAnswerSchema(
  'RoundOrbitOdds',
  { satellites: z.number().int(), ufos: z.number().int() },
  {
    probabilities: { cleared: 'Every UFO in orbit is destroyed.', exhausted: 'A loss exhausted the satellites.' },
    expectations: { ufosLeft: 'UFOs left in orbit: the panic they add, lowest continent first.', rolls: 'Rolls made.' },
    distributions: { ufosLeft: 'UFOs left in orbit.' },
  },
);

const baseAnswer = itemAnswerSchema(
  'RoundBaseOdds',
  {},
  {
    probabilities: { allDestroyed: 'Every enemy in the base is destroyed.', anySoldierLost: 'A loss killed some soldier of the base.' },
    expectations: {
      baseDamage: 'Base damage taken this round: 1 per enemy left alive.',
      soldiersLost: 'Soldiers of the base killed.',
      rolls: 'Rolls made.',
    },
    distributions: { baseDamage: 'Base damage taken this round.', soldiersLost: 'Soldiers of the base killed.', rolls: 'Rolls made.' },
  },
);

const missionAnswer = itemAnswerSchema(
  'RoundMissionOdds',
  { name: z.string().optional() },
  {
    probabilities: { completed: 'Every task of the card is done.', anySoldierLost: 'A loss killed some soldier of the card.' },
    expectations: { tasksDone: 'Tasks of the card done, from the left.', soldiersLost: 'Soldiers of the card killed.' },
    distributions: { tasksDone: 'Tasks of the card done.', soldiersLost: 'Soldiers of the card killed.' },
  },
);

const roundAnswer = answerSchema(
  'RoundAnswer',
  {
    probabilities: {
      anyContinentAtTrackEnd: "Some continent's panic reaches `panicTrackEnd` after the round.",
      allResearchCompleted: 'Every research area given completes its tech (certain when none is given).',
      redSpaceReached:
        "Phase 8's question: the base's damage reaches the red space (`base.damage` plus 1 per enemy left alive >= `base.redSpace`).",
      allMissionsCompleted: 'Every mission card is completed (certain when none is given).',
    },
    expectations: {
      continentsAtTrackEnd: 'Continents whose panic reaches the end of the track.',
      baseDamageAfter: "The base's damage after the round (damage already taken plus this round's).",
      scientistsExhausted: 'Scientists exhausted (phase 4).',
      satellitesExhausted: 'Satellites exhausted (phase 5).',
      interceptorsLost: 'Interceptors sent to the recruitment pool (phase 6).',
      soldiersKilled: 'Soldiers killed, in the base and on the mission cards (phases 7 and 9).',
    },
    distributions: {
      continentsAtTrackEnd: 'How many continents reach the end of the track.',
      baseDamageAfter: "The base's damage after the round.",
      scientistsExhausted: 'Scientists exhausted.',
      satellitesExhausted: 'Satellites exhausted.',
      interceptorsLost: 'Interceptors sent to the pool.',
      soldiersKilled: 'Soldiers killed.',
    },
  },
  {
    tieBreak: z.array(z.string()).describe('The tie-break order played: every continent, the first taking a tie.'),
    budget: auditAnswer,
    continents: z.array(continentAnswer).describe('Per continent, in the order of the request.'),
    research: z.array(areaAnswer).describe('Per research area, in order (phase 4).'),
    orbit: orbitAnswer.describe('Phase 5.'),
    base: baseAnswer.describe('Phase 7 (phase 8 is `probabilities.redSpaceReached`).'),
    missions: z.array(missionAnswer).describe('Per mission card, in order (phase 9).'),
  },
);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The upkeep counts of phase 1: the units on the board, unless the caller gave a count. */
function upkeepOf(b: RoundBoard) {
  const cardSoldiers = sum(b.missions.map((m) => (typeof m.soldiers === 'number' ? m.soldiers : m.soldiers.length)));
  return {
    soldiers: b.upkeep?.soldiers ?? (b.base?.soldiers.length ?? 0) + cardSoldiers,
    interceptors: b.upkeep?.interceptors ?? sum(b.continents.map((c) => c.interceptors)),
    scientists: b.upkeep?.scientists ?? sum(b.research.map((a) => a.scientists)),
    satellites: b.upkeep?.satellites ?? b.orbit.satellites,
  };
}

export function roundParams(b: RoundBoard): RoundParams {
  return {
    panicTrackEnd: b.panicTrackEnd,
    continents: b.continents.map((c) => ({ panic: c.panic, interceptors: c.interceptors, ufos: c.ufos })),
    tieOrder: tieOrder(b),
    budget: b.money === undefined ? null : { money: b.money, ...upkeepOf(b) },
    research: b.research.map((a) => ({ scientists: a.scientists, cost: a.cost, progress: a.progress, bonusDice: a.bonusDice })),
    orbit: { satellites: b.orbit.satellites, ufos: b.orbit.ufos },
    // no base given: no enemy, no damage, and a red space no damage reaches
    base: b.base
      ? {
          soldiers: b.base.soldiers.map(soldierParams),
          enemies: b.base.enemies.map(enemyParams),
          damage: b.base.damage,
          redSpace: b.base.redSpace,
        }
      : { soldiers: [], enemies: [], damage: 0, redSpace: 1 },
    missions: b.missions.map((m) => cardParams(m.soldiers, m.tasks)),
    die: b.die,
    ...threatCapOf(b),
    // the best play chooses when phases 7 and 9 stop: their stopping rules are not read
    ...(b.play === 'best' ? { play: 'best' as const, policy: { ...b.policy, base: {}, missions: {} } } : { policy: b.policy }),
  };
}

/** The phase-1 audit as played (names and the tie-break order), or null without `money`. */
function audit(b: RoundBody, p: RoundParams) {
  if (p.budget === null) return null;
  return budgetAudit({ ...p.budget, continents: b.continents, panicTrackEnd: b.panicTrackEnd, order: p.tieOrder });
}

const label = (x: { name?: string }) => (x.name === undefined ? {} : { name: x.name });

/** Takes the entries `keys` out of one part of an item's summary. */
function without<V>(part: Record<string, V>, ...keys: string[]): Record<string, V> {
  return Object.fromEntries(Object.entries(part).filter(([k]) => !keys.includes(k)));
}

function shape(a: Answer, b: RoundBody, p: RoundParams) {
  const { items = {}, ...rest } = a;
  const list = (group: string): Summary[] => items[group] ?? [];
  return {
    ...rest,
    tieBreak: p.tieOrder.map((i) => itemAt(b.continents, i).name),
    budget: audit(b, p),
    continents: list('continents').map((s, i) => ({
      name: itemAt(b.continents, i).name,
      panicBefore: itemAt(b.continents, i).panic,
      panic: s.distributions.panic,
      trackEnd: s.probabilities.trackEnd,
      probabilities: without(s.probabilities, 'trackEnd'),
      expectations: s.expectations,
      distributions: without(s.distributions, 'panic'),
    })),
    research: list('research').map((s, i) => ({ ...label(itemAt(b.research, i)), ...s })),
    orbit: { ...b.orbit, ...list('orbit')[0] },
    base: list('base')[0],
    missions: list('missions').map((s, i) => ({ ...label(itemAt(b.missions, i)), ...s })),
  };
}

const round: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/round',
    tag: 'XCOM',
    summary: 'The whole resolution phase: panic at the end of the track, the base, research, missions',
    description: [
      "A board at the start of the resolution phase, played through phases 1 to 9 in order, each by the same code as its own endpoint: 1 budget audit (`/v1/xcom/budget`), 4 research (`/v1/xcom/research`, area by area), 5 orbital defence (`/v1/xcom/orbital-defense`), 6 global defence (`/v1/xcom/global-defense`), 7 base defence (`/v1/xcom/base-defense`), 9 missions (`/v1/xcom/mission`, the threat carried between cards). Every task phase starts at threat 1; `policy` holds each phase's stopping rule (default: roll until done or lost).",
      "Phases without dice: phase 2 (recruit and build) recruits nothing (units recruited now reach the unit cards for the next round and roll no die in this one; `budget.moneyLeft` is what is left to spend); phase 3 (crisis cards) is not modelled; phase 8 (is the base destroyed?) is answered as `redSpaceReached`, the chance that the base's damage (`base.damage` already taken plus one per enemy left alive) reaches `base.redSpace`.",
      "Panic: phase 1's shortfall advances the highest-panic continent, spilling to the next highest when it reaches the end of the track (without `money` the upkeep is taken as paid); phase 5's UFOs left in orbit all advance the lowest-panic continent, spilling to the next lowest when it reaches the end (assumed, as the deficit spills); phase 6's UFOs left advance their own continent. Panic never passes `panicTrackEnd`. Ties for the highest or the lowest panic are the player's choice: the continent first in `tieBreak` (default: the order of `continents`) takes it.",
      'The phases share no units and each resets the threat, so they are independent except through panic: `method: "exact"` composes the phases\' own exact answers (each continent\'s panic a mixture over the UFOs left in orbit; the number of continents at the end a mixture of convolutions). Mission failures change no panic here (their penalties are printed on the cards).',
    ].join('\n\n'),
    body,
    answer: roundAnswer,
    kernel: xcomRound,
    params: roundParams,
    shape,
  });
};

export default round;
