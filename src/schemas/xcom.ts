/** Fields shared by the XCOM endpoints (docs/endpoints.md; the rules: docs/rules.md, "XCOM: The Board Game"). */
import { z } from 'zod';
import type { Enemy } from '../../simulations/xcom/baseDefense.js';
import type { MissionCard, MissionTask } from '../../simulations/xcom/missionTasks.js';
import { ANY_ICON, MAX_SOLDIERS, type Soldier } from '../../simulations/xcom/teamAssignment.js';
import { distributionSchema, expectationSchema, probabilitySchema, simulationFields } from './common.js';

export const threatField = z
  .number()
  .int()
  .min(1)
  .max(20)
  .default(1)
  .describe(
    'The threat before the first roll (the phase resets it to 1). A roll is a loss when the alien d8 shows a value <= threat; threat rises by 1 after every roll.',
  )
  // named: the document describes it once for the many XCOM bodies that take it
  .meta({ id: 'Threat' });

export const threatCapField = z
  .number()
  .int()
  .min(1)
  .max(8)
  .optional()
  .describe(
    'Where the threat track stops: the threat rises by 1 after every roll up to this value and stays there (a threat already above it stays where it is). Default: no end, the threat rises after every roll (from 8 on every roll is a loss). With a cap below 8 a task may roll on and on: counts of rolls stop at 101 ("101 or more").',
  )
  .meta({ id: 'ThreatCap' });

/** A body's `threatCap` as kernel parameters: none when the body sets none. */
export const threatCapOf = (b: { threatCap?: number | undefined }): { threatCap?: number } =>
  b.threatCap === undefined ? {} : { threatCap: b.threatCap };

/** The most rolls a stopping rule may allow a task (below the rolls' count top, simulations/xcom/dice.ts). */
export const MAX_POLICY_ROLLS = 100;

export const policySchema = z
  .object({
    stopAtThreat: z.number().int().min(0).max(20).optional().describe('No roll is started while the threat exceeds this.'),
    maxRolls: z.number().int().min(0).max(MAX_POLICY_ROLLS).optional().describe('At most this many rolls per task.'),
  })
  .strict()
  .default({})
  .describe('When the player stops rolling. By default the player rolls until the task is done or lost.')
  .meta({ id: 'StopPolicy' });

export const xcomDieSchema = z
  .object({
    sides: z.number().int().min(2).max(20).describe('Faces of the XCOM die.'),
    successes: z.number().int().min(0).max(20).describe('Faces that show a success.'),
  })
  .strict()
  .refine((d) => d.successes <= d.sides, { message: 'successes cannot exceed sides', path: ['successes'] })
  .optional()
  .describe('Override of the XCOM die (assumed: a d6 with 2 success faces, so 1/3 per die).')
  .meta({ id: 'XcomDie' });

export const xcomFields = { threat: threatField, threatCap: threatCapField, policy: policySchema, die: xcomDieSchema };

/** Per-item answer parts (one continent, one soldier): the item's own events and values. */
export function itemAnswerSchema(
  id: string,
  fields: Record<string, z.ZodType>,
  parts: { probabilities: Record<string, string>; expectations?: Record<string, string>; distributions?: Record<string, string> },
) {
  const rec = (described: Record<string, string>, schema: z.ZodType) =>
    z.object(Object.fromEntries(Object.entries(described).map(([k, d]) => [k, schema.describe(d)])));
  return z
    .object({
      ...fields,
      probabilities: rec(parts.probabilities, probabilitySchema),
      expectations: rec(parts.expectations ?? {}, expectationSchema),
      distributions: rec(parts.distributions ?? {}, distributionSchema),
    })
    .meta({ id });
}

/**
 * Skill icons of soldiers and enemy cards (base defence). Assumed: the four soldier classes of
 * the game's soldier cards; a request naming another icon is refused.
 */
export const SKILL_ICONS = ['assault', 'heavy', 'sniper', 'support'] as const;
export const skillIconSchema = z
  .enum(SKILL_ICONS)
  .describe('A skill icon: "assault", "heavy", "sniper" or "support".')
  .meta({ id: 'SkillIcon' });
export const iconIndex = (icon: (typeof SKILL_ICONS)[number]): number => SKILL_ICONS.indexOf(icon);

/* The task-specific request fields of the XCOM task endpoints, shared by each endpoint and its
 * policies table. Cross-field rules are superRefine checks naming the field. */

export const researchShape = {
  scientists: z.number().int().min(1).max(12).describe('Scientists in the research area: one XCOM die each.'),
  cost: z.number().int().min(1).max(10).describe('Research cost of the tech card (markers needed).'),
  progress: z.number().int().min(0).max(9).default(0).describe('Markers already on the tech card from earlier rounds (0..cost-1).'),
  bonusDice: z.number().int().min(0).max(12).default(0).describe('Extra dice (the Laboratory asset).'),
};

export function researchCheck(b: { progress: number; cost: number }, ctx: z.RefinementCtx): void {
  if (b.progress >= b.cost) ctx.addIssue({ code: 'custom', message: 'progress must be below cost', path: ['progress'] });
}

export const orbitalShape = {
  satellites: z.number().int().min(1).max(12).describe('Satellites in orbit (not exhausted): one XCOM die each.'),
  ufos: z.number().int().min(0).max(20).describe('UFOs in orbit (0..20).'),
};

export const continentForceSchema = z
  .object({
    name: z.string().min(1).max(40).describe('Name of the continent (unique in the list).'),
    interceptors: z
      .number()
      .int()
      .min(0)
      .max(12)
      .describe('Interceptors over the continent: one XCOM die each (0: no test, its UFOs stay).'),
    ufos: z.number().int().min(0).max(20).describe('UFOs over the continent (0..20).'),
  })
  .strict()
  .meta({ id: 'ContinentForce' });

export const globalShape = {
  continents: z
    .array(continentForceSchema)
    .min(1)
    .max(8)
    .describe('The continents, resolved in this order; the threat resets before each.'),
};

/** Each name of `list` once: a repeated one is named at `<field>.<i>.name`. */
export function uniqueNames(field: string) {
  return (b: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    (b[field] as Array<{ name?: string }>).forEach((c, i) => {
      if (c.name === undefined) return;
      if (seen.has(c.name)) ctx.addIssue({ code: 'custom', message: `name "${c.name}" is listed twice`, path: [field, i, 'name'] });
      seen.add(c.name);
    });
  };
}

/** A soldier with skill icons, as base defence lists them and mission cards may. */
export const soldierSchema = z
  .object({
    name: z.string().min(1).max(40).optional().describe('A label for the soldier (not used by the odds).'),
    skills: z.array(skillIconSchema).min(1).max(4).describe('Skill icons of the soldier: it may fill an enemy icon it has.'),
    special: skillIconSchema
      .optional()
      .describe("The soldier's special (gold) skill: +1 die on a task (an enemy, or a mission task) whose special skill it matches."),
    elite: z.boolean().default(false).describe('An elite soldier rolls +1 die.'),
  })
  .strict()
  .meta({ id: 'BaseDefenseSoldier' });

/** A listed soldier as the kernels read it. */
export function soldierParams(s: z.output<typeof soldierSchema>): Soldier {
  return {
    skills: s.skills.map(iconIndex),
    ...(s.special === undefined ? {} : { special: iconIndex(s.special) }),
    elite: s.elite,
  };
}

/* Phase 9: the mission card. The soldiers are on the card, not on a task (docs/rules.md,
 * "Phase 9: missions"), because a loss kills only the team that rolled and the survivors take the
 * task up. A task's `soldiers` and `bonusDice`, which callers sent when each task had its own
 * soldiers, keep a meaning true in this model (see `taskSoldiers`). */

export const plainSoldiersSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_SOLDIERS)
  .describe('Plain soldiers (0..12): each fills any skill icon, has no special skill and is not elite.');

export const cardSoldiersSchema = z
  .union([plainSoldiersSchema, z.array(soldierSchema).max(MAX_SOLDIERS)], {
    error: (issue) =>
      issue.input === undefined
        ? `required: ${CARD_MODEL}`
        : 'expected a count of plain soldiers (an integer 0..12) or a list of at most 12 soldiers',
  })
  .describe(
    'The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried.',
  );

const taskName = z.string().min(1).max(40).optional().describe('A label for the task (not used by the odds).');

/*
 * A task's `soldiers` and `bonusDice` were per-task fields before the soldiers moved onto the
 * mission card. They are kept (the contract only extends) with the meaning they have in the
 * card model: how many of the card's soldiers the task takes per attempt, and extra dice.
 */
const taskSoldiers = (what: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_SOLDIERS)
    .optional()
    .describe(
      `${what} The soldiers themselves are the card's \`soldiers\`; this field once gave a task its own soldiers, and now counts the card's.`,
    );

const taskBonusDice = z
  .number()
  .int()
  .min(0)
  .max(12)
  .optional()
  .describe('Extra dice on every roll of this task (an item or an asset), whatever the team; none when no team can be formed. Default 0.');

/** What a missing card-level `soldiers` is told: where the soldiers are. */
export const CARD_MODEL =
  "the soldiers are on the mission card, not on a task: give the card's `soldiers` (a count of plain soldiers, or a list as in base defence); a task's own `soldiers` now says how many of the card's soldiers it takes per attempt";

export const missionEnemyTaskSchema = z
  .object({
    kind: z.literal('enemy').describe('An enemy card: done when its markers reach its hit points.'),
    name: taskName,
    hp: z.number().int().min(1).max(10).describe("The enemy's hit points: successes needed. Markers stay on it after a loss."),
    skills: z
      .array(skillIconSchema)
      .min(1)
      .max(6)
      .describe(
        'Skill icons on the enemy card, one entry per icon: each takes at most one soldier of the card holding that icon (plain soldiers fill any), as in base defence.',
      ),
    special: skillIconSchema.optional().describe("The enemy's special (gold) skill: +1 die per team member whose special skill matches."),
    soldiers: taskSoldiers(
      "How many of the card's soldiers this task's team takes per attempt, at most (1..12): a cap on the team, beside the one soldier per icon. Default: one per icon.",
    ),
    bonusDice: taskBonusDice,
  })
  .strict()
  .meta({ id: 'MissionEnemyTask' });

export const missionObjectiveTaskSchema = z
  .object({
    kind: z.literal('objective').describe('Any other task: done at the first success.'),
    name: taskName,
    special: skillIconSchema.optional().describe("The task's special (gold) skill: +1 die per team member whose special skill matches."),
    assign: z
      .number()
      .int()
      .min(1)
      .max(MAX_SOLDIERS)
      .optional()
      .describe(
        "How many of the card's soldiers one attempt takes (1..12): the team with the most dice (elite soldiers and matching special skills first), all of those left when fewer are. Default: every soldier left on the card (assumed: the most dice give the best chance of the one success).",
      ),
    soldiers: taskSoldiers(
      "How many of the card's soldiers this task takes per attempt (1..12): the same as `assign` (give either; both must then agree).",
    ),
    bonusDice: taskBonusDice,
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.soldiers !== undefined && t.assign !== undefined && t.soldiers !== t.assign) {
      ctx.addIssue({
        code: 'custom',
        message: `\`soldiers\` (${t.soldiers}) and \`assign\` (${t.assign}) both say how many of the card's soldiers the task takes: give one, or the same number`,
        path: ['soldiers'],
      });
    }
  })
  .meta({ id: 'MissionObjectiveTask' });

export const missionTasksSchema = z
  .array(z.discriminatedUnion('kind', [missionEnemyTaskSchema, missionObjectiveTaskSchema]))
  .min(1)
  .max(3)
  .describe('The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done.');

export const missionCardSchema = z
  .object({
    name: z.string().min(1).max(40).optional().describe('A label for the mission (not used by the odds).'),
    soldiers: cardSoldiersSchema,
    tasks: missionTasksSchema,
  })
  .strict()
  .meta({ id: 'MissionCard' });

export const MAX_MISSIONS = 6;

/** POST /v1/xcom/mission: one card (`soldiers` and `tasks`) or the phase (`missions`). */
export const missionShape = {
  soldiers: cardSoldiersSchema
    .optional()
    .describe(`${cardSoldiersSchema.description} One card: give \`soldiers\` and \`tasks\`, or \`missions\`.`),
  tasks: missionTasksSchema
    .optional()
    .describe(`${missionTasksSchema.description} One card: give \`soldiers\` and \`tasks\`, or \`missions\`.`),
  missions: z
    .array(missionCardSchema)
    .min(1)
    .max(MAX_MISSIONS)
    .optional()
    .describe(
      `Phase 9 as a whole (1..${MAX_MISSIONS} mission cards), instead of \`soldiers\` and \`tasks\`: the cards are resolved in this order, the threat carried from one to the next (never reset in the phase); each card's soldiers work on that card only.`,
    ),
};

type CardSoldiers = z.output<typeof cardSoldiersSchema>;
type CardTasks = z.output<typeof missionTasksSchema>;

/** A mission card as the kernel reads it: plain soldiers hold every icon. */
export function cardParams(soldiers: CardSoldiers, tasks: CardTasks): MissionCard {
  return {
    soldiers:
      typeof soldiers === 'number'
        ? Array.from({ length: soldiers }, () => ({ skills: [ANY_ICON], elite: false }))
        : soldiers.map(soldierParams),
    tasks: tasks.map((t): MissionTask => {
      const special = t.special === undefined ? {} : { special: iconIndex(t.special) };
      const bonus = t.bonusDice ? { bonusDice: t.bonusDice } : {};
      if (t.kind === 'enemy')
        return {
          kind: 'enemy',
          hp: t.hp,
          skills: t.skills.map(iconIndex),
          ...special,
          ...(t.soldiers === undefined ? {} : { soldiers: t.soldiers }),
          ...bonus,
        };
      const assign = t.assign ?? t.soldiers;
      return { kind: 'objective', ...special, ...(assign === undefined ? {} : { assign }), ...bonus };
    }),
  };
}

/** Exactly one of the two forms: `soldiers` with `tasks`, or `missions`. */
export function missionCheck(b: { soldiers?: unknown; tasks?: unknown; missions?: unknown }, ctx: z.RefinementCtx): void {
  if (b.missions !== undefined) {
    const both = (['soldiers', 'tasks'] as const).filter((f) => b[f] !== undefined);
    const message = 'give either `missions` or `soldiers` and `tasks`, not both';
    if (both.length > 0) for (const field of ['missions', ...both]) ctx.addIssue({ code: 'custom', message, path: [field] });
    return;
  }
  if (b.soldiers === undefined)
    ctx.addIssue({ code: 'custom', message: `required (or give the cards as \`missions\`): ${CARD_MODEL}`, path: ['soldiers'] });
  if (b.tasks === undefined) ctx.addIssue({ code: 'custom', message: 'required (or give the cards as `missions`)', path: ['tasks'] });
}

/* Phase 7: base defence. The enemy cards and soldiers of the endpoint, shared with its policy
 * table and units search. */

export const MAX_BASE_ENEMIES = 8;

export const baseDefenseEnemySchema = z
  .object({
    name: z.string().min(1).max(40).describe('Name of the enemy card.'),
    hp: z.number().int().min(1).max(10).describe('Hit points: markers needed to destroy it.'),
    skills: z
      .array(skillIconSchema)
      .min(1)
      .max(6)
      .describe('Skill icons on the card, one entry per icon: each takes at most one soldier with that icon.'),
    special: skillIconSchema.optional().describe("The enemy's special (gold) skill icon."),
  })
  .strict()
  .meta({ id: 'BaseDefenseEnemy' });

/** An enemy card as the kernels read it. */
export function enemyParams(e: z.output<typeof baseDefenseEnemySchema>): Enemy {
  return { hp: e.hp, skills: e.skills.map(iconIndex), ...(e.special === undefined ? {} : { special: iconIndex(e.special) }) };
}

export const baseDefenseShape = {
  soldiers: z.array(soldierSchema).min(1).max(MAX_SOLDIERS).describe('Soldiers in the base defence area (1..12).'),
  enemies: z.array(baseDefenseEnemySchema).min(1).max(MAX_BASE_ENEMIES).describe('Enemies in the base, attacked in this order (1..8).'),
};

/* The mission units search (POST /v1/xcom/mission/units-needed) takes `task`, a task of the card:
 * the soldiers are on the card and the search counts the card's, so the field is taken (the
 * contract only extends), checked, and changes nothing. */

export const missionUnitsTaskField = z
  .number()
  .int()
  .min(0)
  .max(2)
  .optional()
  .describe(
    "The index of a task of `tasks` (0..2). The search once counted one task's soldiers, named here; the soldiers are on the mission card now, so the count searched is of plain soldiers on the card, whatever this says. Checked as an index of `tasks`; it does not change the search.",
  );

export function missionUnitsTaskCheck(b: { task?: number; tasks: unknown[] }, ctx: z.RefinementCtx): void {
  if (b.task !== undefined && b.task >= b.tasks.length) {
    ctx.addIssue({ code: 'custom', message: `task ${b.task} is not an index of \`tasks\` (0..${b.tasks.length - 1})`, path: ['task'] });
  }
}

/**
 * The fields every XCOM units search takes after its own: the target chance (of `what`), the
 * task's threat, policy and die, and how each count is computed.
 */
/** `method` of a units search: exact by default (named, described once in the document). */
const searchMethod = z
  .enum(['exact', 'monte-carlo'])
  .default('exact')
  .describe(
    '"exact" (default) computes every count without sampling, falling back to Monte Carlo (compared on the estimate) for a count too large; "monte-carlo" samples every count.',
  )
  .meta({ id: 'SearchMethod' });

export function unitsSearchFields(what: string) {
  return {
    target: z
      .number()
      .gt(0)
      .max(1)
      .describe(`The chance of ${what} wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10).`),
    threat: threatField,
    threatCap: threatCapField,
    policy: policySchema,
    die: xcomDieSchema,
    method: searchMethod,
    trials: simulationFields.trials,
    seed: simulationFields.seed,
    confidence: simulationFields.confidence,
  };
}
