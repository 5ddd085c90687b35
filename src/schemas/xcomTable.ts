/**
 * The table's endpoints (POST /v1/xcom/round/step and /advice): a state of the resolution phase in
 * play (the round's board and where play stands), a move and its dice, and the answers (the next
 * state, what changed, the advice for the next decision). The board is `/v1/xcom/round`'s body,
 * given by the route (src never imports routes).
 */
import { z } from 'zod';
import { unitPriceField } from './xcomBest.js';

const int = () => z.number().int();
const place = () => int().min(0).max(20);
const count = (most: number) => int().min(0).max(most).default(0);
const killed = () => z.array(place()).max(12).default([]);

const phaseSchema = z.union([z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(9), z.literal('over')]);

/** Where play stands. Every field but `phase` may be left out: the start's value (phase 1's deficit taken). */
export const tableAtSchema = z
  .object({
    phase: phaseSchema,
    index: place().default(0),
    threat: int().min(0).max(30).default(1),
    rolls: int().min(0).max(101).default(0),
    panic: z.array(int().min(0).max(20)).max(8).optional(),
    baseDamage: int().min(0).max(40).optional(),
    research: z
      .array(z.object({ markers: count(20), exhausted: z.boolean().default(false) }).strict())
      .max(3)
      .optional(),
    orbit: z
      .object({ destroyed: count(20), exhausted: z.boolean().default(false) })
      .strict()
      .optional(),
    continents: z
      .array(z.object({ destroyed: count(20), pooled: z.boolean().default(false) }).strict())
      .max(8)
      .optional(),
    base: z
      .object({ markers: z.array(int().min(0).max(10)).max(8).optional(), killed: killed() })
      .strict()
      .optional(),
    missions: z
      .array(z.object({ done: count(3), markers: count(10), killed: killed() }).strict())
      .max(6)
      .optional(),
  })
  .strict()
  .describe(
    'Where play stands (left out: as at the start; lists as the board lists its items): the phase (4-7, 9, "over"), the item in play, the threat, its rolls, panic, base damage, and per item the markers placed, units lost.',
  )
  .meta({ id: 'TablePosition' });

export type TableAtInput = z.output<typeof tableAtSchema>;

/** The state: the board as `/v1/xcom/round` takes it, and where play stands (left out: the start). */
export function tableStateSchema<B extends z.ZodType>(board: B) {
  return z
    .object({
      board,
      at: tableAtSchema.optional(),
    })
    .strict()
    .describe('The board as `POST /v1/xcom/round` takes it, and `at`, where play stands (left out: the start).')
    .meta({ id: 'TableState' });
}

const rollSchema = z
  .object({
    area: place().optional(),
    continent: place().optional(),
    card: place().optional(),
    task: place().optional(),
    enemy: place().optional(),
    soldiers: z.array(place()).max(12).optional(),
  })
  .strict()
  .meta({ id: 'TableRoll' });

export const tableMoveSchema = z
  .union([
    z.object({ stop: z.literal(true) }).strict(),
    z.object({ abandon: z.literal(true) }).strict(),
    z.object({ roll: rollSchema }).strict(),
  ])
  .describe(
    '`{"stop": true}` (phases 4, 6: the task; else the phase), `{"abandon": true}` (the mission card), or `{"roll": {...}}`: phase 7 names `enemy` and `soldiers`, 9 `soldiers` (places in their list); `area`, `continent`, `card`, `task` may name the task in play.',
  )
  .meta({ id: 'TableMove' });

export const tableDiceSchema = z
  .object({
    successes: int().min(0).max(40),
    alien: int().min(1).max(8),
  })
  .strict()
  .describe('What a roll showed: the successes (0..its dice) and the alien die (1..8, a loss at most the threat).')
  .meta({ id: 'TableDice' });

/** A phase's objective and unit price, as its `/best` endpoint reads them (names: that endpoint's). */
const phaseObjective = (names: [string, ...string[]], main: string) =>
  z
    .object({
      objective: z
        .object({ name: z.enum(names).default(main), direction: z.enum(['max', 'min']).default('max') })
        .strict()
        .prefault({}),
      unitPrice: unitPriceField('').describe('Per unit lost, as on `/best` (default 0).'),
    })
    .strict()
    .prefault({});

export const tableObjectivesSchema = z
  .object({
    research: phaseObjective(['completed', 'exhausted', 'rolls', 'markers'], 'completed'),
    orbital: phaseObjective(['cleared', 'exhausted', 'ufosLeft', 'rolls'], 'cleared'),
    global: phaseObjective(['allCleared', 'anyInterceptorsLost', 'panic'], 'allCleared'),
    base: phaseObjective(['allDestroyed', 'anySoldierLost', 'baseDamage', 'soldiersLost', 'rolls'], 'allDestroyed'),
    missions: phaseObjective(['completed', 'allCompleted', 'anySoldierLost', 'tasksDone', 'soldiersLost', 'rolls'], 'completed'),
  })
  .strict()
  .prefault({})
  .describe(
    "Each phase's `objective` and `unitPrice`, as its `/best` endpoint takes them (default: that endpoint's, its main event, no price).",
  )
  .meta({ id: 'TableObjectives' });

export type TableObjectives = z.output<typeof tableObjectivesSchema>;

/* The answers. */

const moveAnswer = z
  .object({
    move: tableMoveSchema,
    dice: int(),
    text: z.string(),
  })
  .meta({ id: 'TableMoveOption' });

const valued = z.object({
  value: z.number().nullable(),
  fraction: z.string().nullable(),
});

const taskSchema = z
  .object({
    kind: z.enum(['research', 'orbit', 'continent', 'base', 'mission']),
    index: int(),
    name: z.string(),
    task: int().optional(),
    taskName: z.string().optional(),
    markers: int().optional(),
    need: int().optional(),
  })
  .meta({ id: 'TableTask' });

export const standingSchema = z
  .object({
    phase: phaseSchema,
    index: int(),
    threat: int(),
    rolls: int(),
    task: taskSchema.nullable(),
    units: z
      .array(
        z.object({ kind: z.enum(['scientists', 'satellites', 'interceptors', 'soldiers']), index: int(), name: z.string(), left: int() }),
      )
      .describe('The units of the phase in play that can still roll.'),
    enemies: z.array(z.object({ index: int(), name: z.string(), hp: int(), markers: int() })),
    panic: z.array(z.object({ index: int(), name: z.string(), panic: int() })),
    baseDamage: int(),
  })
  .meta({ id: 'TableStanding' });

export const adviceSchema = z
  .object({
    phase: int(),
    task: taskSchema,
    standing: standingSchema,
    objective: z.object({ name: z.string(), direction: z.enum(['max', 'min']), unitPrice: z.union([z.number(), z.string()]) }),
    best: moveAnswer
      .extend({
        ...valued.shape,
        firstMove: z.record(z.string(), z.unknown()),
      })
      .describe("The best move now, the exact value of the best play from here, and `/best`'s own `firstMove`."),
    defaultPlay: moveAnswer.extend(valued.shape).describe("The phase's `policy`: its move now and its value from here."),
    moves: z.array(moveAnswer),
    question: z
      .object({ url: z.string(), body: z.record(z.string(), z.unknown()) })
      .nullable()
      .describe("`/best`'s question for the same state (null where no body writes it)."),
  })
  .meta({ id: 'TableAdvice' });

export const roundSummarySchema = z
  .object({
    panic: z.array(z.object({ index: int(), name: z.string(), before: int(), after: int(), moved: int() })),
    research: z.array(z.object({ index: int(), name: z.string(), markers: int(), need: int(), completed: z.boolean() })),
    baseDamage: z.object({ before: int(), after: int() }),
    redSpaceReached: z.boolean(),
    missions: z.array(z.object({ index: int(), name: z.string(), tasksDone: int(), tasks: int(), completed: z.boolean() })),
    unitsLost: z.object({ scientists: int(), satellites: int(), interceptors: int(), soldiers: int() }),
  })
  .describe('The round so far (at the end: the round).')
  .meta({ id: 'TableRoundSummary' });

export const tableEventSchema = z
  .object({
    kind: z.enum(['markers', 'threat', 'loss', 'taskDone', 'taskEnded', 'panic', 'baseDamage', 'cardEnded', 'phaseEnded', 'roundEnded']),
    phase: int(),
    index: int().optional(),
    task: int().optional(),
    from: int().optional(),
    to: int().optional(),
    count: int().optional(),
    soldiers: z.array(int()).optional(),
    done: z.boolean().optional(),
    text: z.string(),
  })
  .meta({ id: 'TableEvent' });

/** The fields both answers share: the state (settled at a decision), where it stands, the advice. */
export function tableAnswerFields() {
  return {
    state: z
      .object({ board: z.record(z.string(), z.unknown()), at: z.record(z.string(), z.unknown()) })
      .describe('The state at the next decision, to send back: the board, and `at` (a TablePosition) written out whole.'),
    over: z.boolean(),
    standing: standingSchema,
    advice: adviceSchema.nullable().describe('The advice now (null once the round is over).'),
    summary: roundSummarySchema,
  };
}
