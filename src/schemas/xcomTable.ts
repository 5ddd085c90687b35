/**
 * The table's endpoints (POST /v1/xcom/round/step and /advice): a state of the resolution phase in
 * play (the round's board and where play stands), a move and its dice, and the answers (the next
 * state, what changed, the advice for the next decision). The board is `/v1/xcom/round`'s body,
 * given by the route (src never imports routes).
 */
import { z } from 'zod';
import { objectiveField, unitPriceField } from './xcomBest.js';

const int = () => z.number().int();
const index = (what: string) => int().min(0).max(20).describe(what);

const phaseSchema = z
  .union([z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(9), z.literal('over')])
  .describe(
    'The phase in play: 4 research, 5 orbital defence, 6 global defence, 7 base defence, 9 missions; "over": the round is done (phase 8 read).',
  );

/** Where play stands. Every field but `phase` may be left out: the start's value (phase 1's deficit taken). */
export const tableAtSchema = z
  .object({
    phase: phaseSchema,
    index: index(
      'The research area (phase 4), continent (6) or mission card (9) in play, by its place in the board; 0 in phases 5 and 7.',
    ).default(0),
    threat: int().min(0).max(30).default(1).describe('The threat before the next roll.'),
    rolls: int()
      .min(0)
      .max(101)
      .default(0)
      .describe("Rolls made on the task in play (what a stopping rule's `maxRolls` counts; phase 7: since the last enemy destroyed)."),
    panic: z.array(int().min(0).max(20)).max(8).optional().describe("Each continent's panic now (default: after phase 1's deficit)."),
    baseDamage: int().min(0).max(40).optional().describe("The base's damage now (default: the board's `base.damage`)."),
    research: z
      .array(
        z
          .object({
            markers: int().min(0).max(20).default(0).describe('Markers placed this round on the tech.'),
            exhausted: z.boolean().default(false).describe("A loss exhausted the area's scientists."),
          })
          .strict(),
      )
      .max(3)
      .optional()
      .describe('Per research area, as the board lists them (default: nothing placed).'),
    orbit: z
      .object({
        destroyed: int().min(0).max(20).default(0).describe('UFOs in orbit destroyed this round.'),
        exhausted: z.boolean().default(false).describe('A loss exhausted the satellites.'),
      })
      .strict()
      .optional(),
    continents: z
      .array(
        z
          .object({
            destroyed: int().min(0).max(20).default(0).describe('UFOs over it destroyed this round.'),
            pooled: z.boolean().default(false).describe('A loss sent its interceptors to the recruitment pool.'),
          })
          .strict(),
      )
      .max(8)
      .optional()
      .describe('Per continent, as the board lists them.'),
    base: z
      .object({
        markers: z.array(int().min(0).max(10)).max(8).optional().describe('Markers on each enemy of the base, as listed (default: none).'),
        killed: z
          .array(index('A soldier of the base, by its place in the list.'))
          .max(12)
          .default([])
          .describe('Soldiers of the base killed.'),
      })
      .strict()
      .optional(),
    missions: z
      .array(
        z
          .object({
            done: int().min(0).max(3).default(0).describe("Tasks of the card done (the current task's place)."),
            markers: int().min(0).max(10).default(0).describe('Markers on its current task.'),
            killed: z.array(index('A soldier of the card, by its place.')).max(12).default([]).describe('Soldiers of the card killed.'),
          })
          .strict(),
      )
      .max(6)
      .optional()
      .describe('Per mission card, as the board lists them.'),
  })
  .strict()
  .meta({ id: 'TablePosition' });

export type TableAtInput = z.output<typeof tableAtSchema>;

/** The state: the board as `/v1/xcom/round` takes it, and where play stands (left out: the start). */
export function tableStateSchema<B extends z.ZodType>(board: B) {
  return z
    .object({
      board: board.describe('The board at the start of the resolution phase, exactly as `POST /v1/xcom/round` takes it.'),
      at: tableAtSchema
        .optional()
        .describe("Where play stands (left out: the start, phase 1's deficit taken, at the first decision of the first phase with dice)."),
    })
    .strict()
    .describe('A state of the resolution phase in play: the board, and where play stands.')
    .meta({ id: 'TableState' });
}

const rollSchema = z
  .object({
    area: index('Phase 4: the research area (the one in play).').optional(),
    continent: index('Phase 6: the continent (the one in play).').optional(),
    card: index('Phase 9: the mission card (the one in play).').optional(),
    task: index("Phase 9: the card's task (the current one).").optional(),
    enemy: index('Phase 7: the enemy attacked, by its place in the base.').optional(),
    soldiers: z
      .array(index('A soldier, by its place in its list (the base, or the card).'))
      .max(12)
      .optional()
      .describe('Phases 7 and 9: the team that rolls.'),
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
    '`{"stop": true}`: stop (phases 4 and 6: this area or continent; 5, 7: the phase; 9: the phase, every card not done fails); `{"abandon": true}`: abandon the mission card (phase 9, another card following); `{"roll": {...}}`: roll the task in play (phases 7 and 9 name the enemy and the team).',
  )
  .meta({ id: 'TableMove' });

export const tableDiceSchema = z
  .object({
    successes: int().min(0).max(40).describe('Successes the XCOM dice showed (0..the dice rolled); placed up to what the task needs.'),
    alien: int().min(1).max(8).describe('The alien die (1..8): a loss when it is at most the threat.'),
  })
  .strict()
  .meta({ id: 'TableDice' });

const phaseObjective = (names: { probabilities: string[]; expectations: string[] }, main: string, units: string) =>
  z
    .object({ objective: objectiveField(names, main), unitPrice: unitPriceField(units) })
    .strict()
    .prefault({});

export const tableObjectivesSchema = z
  .object({
    research: phaseObjective(
      { probabilities: ['completed', 'exhausted'], expectations: ['rolls', 'markers'] },
      'completed',
      'a scientist exhausted',
    ).describe('Phase 4, each area as `/v1/xcom/research/best` (default: the tech completed).'),
    orbital: phaseObjective(
      { probabilities: ['cleared', 'exhausted'], expectations: ['ufosLeft', 'rolls'] },
      'cleared',
      'a satellite exhausted',
    ).describe('Phase 5, as `/v1/xcom/orbital-defense/best` (default: every UFO in orbit destroyed).'),
    global: phaseObjective(
      { probabilities: ['allCleared', 'anyInterceptorsLost'], expectations: ['panic'] },
      'allCleared',
      'an interceptor sent to the pool',
    ).describe(
      'Phase 6, as `/v1/xcom/global-defense/best`, the continents ended counted as they ended (default: every continent cleared).',
    ),
    base: phaseObjective(
      { probabilities: ['allDestroyed', 'anySoldierLost'], expectations: ['baseDamage', 'soldiersLost', 'rolls'] },
      'allDestroyed',
      'a soldier killed',
    ).describe('Phase 7, as `/v1/xcom/base-defense/best` (default: every enemy destroyed, as `/v1/xcom/round` with `play: "best"`).'),
    missions: phaseObjective(
      { probabilities: ['completed', 'allCompleted', 'anySoldierLost'], expectations: ['tasksDone', 'soldiersLost', 'rolls'] },
      'completed',
      'a soldier killed',
    ).describe(
      'Phase 9, the cards left, as `/v1/xcom/mission/best` (default: every mission completed, as `/v1/xcom/round` with `play: "best"`).',
    ),
  })
  .strict()
  .prefault({})
  .describe("Each phase's objective and price per unit lost (default: each phase's main event, no price).")
  .meta({ id: 'TableObjectives' });

export type TableObjectives = z.output<typeof tableObjectivesSchema>;

/* The answers. */

const moveAnswer = z
  .object({
    move: tableMoveSchema,
    dice: int().describe('Dice the move rolls (0: stop, abandon).'),
    text: z.string().describe('The move in English words.'),
  })
  .meta({ id: 'TableMoveOption' });

const valued = z.object({
  value: z.number().nullable().describe('The exact value in doubles (null: not computed here).'),
  fraction: z.string().nullable().describe('The same as "numerator/denominator".'),
});

const taskSchema = z
  .object({
    kind: z.enum(['research', 'orbit', 'continent', 'base', 'mission']),
    index: int().describe('The area, continent or card (0: the orbit, the base).'),
    name: z.string().describe('Its name (unnamed: "area 1", "mission 1").'),
    task: int().optional().describe("Phase 9: the card's current task."),
    taskName: z.string().optional(),
    markers: int().optional().describe('Markers on the task in play (phases 4, 5, 6, 9).'),
    need: int().optional().describe('What the task needs.'),
  })
  .meta({ id: 'TableTask' });

export const standingSchema = z
  .object({
    phase: phaseSchema,
    index: int(),
    threat: int(),
    rolls: int(),
    task: taskSchema.nullable().describe('The task in play (null: the round is over).'),
    units: z
      .array(
        z.object({ kind: z.enum(['scientists', 'satellites', 'interceptors', 'soldiers']), index: int(), name: z.string(), left: int() }),
      )
      .describe('The units of the phase in play and how many can still roll (by area, continent, the base or card).'),
    enemies: z
      .array(z.object({ index: int(), name: z.string(), hp: int(), markers: int() }))
      .describe('Phase 7: the enemies of the base and their markers.'),
    panic: z.array(z.object({ index: int(), name: z.string(), panic: int() })),
    baseDamage: int(),
  })
  .meta({ id: 'TableStanding' });

export const adviceSchema = z
  .object({
    phase: int(),
    task: taskSchema.describe('The task the decision is about.'),
    standing: standingSchema.describe("Where play stands (as the answer's `standing`)."),
    objective: z.object({ name: z.string(), direction: z.enum(['max', 'min']), unitPrice: z.union([z.number(), z.string()]) }),
    best: moveAnswer
      .extend({
        ...valued.shape,
        firstMove: z.record(z.string(), z.unknown()).describe("The best-play endpoint's own `firstMove` for the same state."),
      })
      .describe('The best move now and the value of the best play from here (exact).'),
    defaultPlay: moveAnswer
      .extend(valued.shape)
      .describe("The move the phase's stopping rule (`policy`) makes now, and its value from here."),
    moves: z.array(moveAnswer).describe('Every move open now.'),
    question: z
      .object({ url: z.string(), body: z.record(z.string(), z.unknown()) })
      .nullable()
      .describe("The best-play endpoint's question for the same state (null mid-continent in phase 6, where none writes it)."),
  })
  .meta({ id: 'TableAdvice' });

export const roundSummarySchema = z
  .object({
    panic: z.array(z.object({ index: int(), name: z.string(), before: int(), after: int(), moved: int() })),
    research: z.array(z.object({ index: int(), name: z.string(), markers: int(), need: int(), completed: z.boolean() })),
    baseDamage: z.object({ before: int(), after: int() }),
    redSpaceReached: z.boolean().describe("Phase 8: the base's damage reaches the red space."),
    missions: z.array(z.object({ index: int(), name: z.string(), tasksDone: int(), tasks: int(), completed: z.boolean() })),
    unitsLost: z.object({ scientists: int(), satellites: int(), interceptors: int(), soldiers: int() }),
  })
  .describe('The round so far (at the end: the round).')
  .meta({ id: 'TableRoundSummary' });

export const tableEventSchema = z
  .object({
    kind: z.enum(['markers', 'threat', 'loss', 'taskDone', 'taskEnded', 'panic', 'baseDamage', 'cardEnded', 'phaseEnded', 'roundEnded']),
    phase: int(),
    index: int().optional().describe('The area, continent, enemy or card concerned.'),
    task: int().optional(),
    from: int().optional(),
    to: int().optional(),
    count: int().optional().describe('Units lost; enemies alive.'),
    soldiers: z.array(int()).optional(),
    done: z.boolean().optional(),
    text: z.string().describe('The change in English words.'),
  })
  .meta({ id: 'TableEvent' });

/** The fields both answers share: the state (settled at a decision), where it stands, the advice. */
export function tableAnswerFields<S extends z.ZodType>(state: S) {
  return {
    state: state.describe('The state at the next decision (its `at` written out whole).'),
    over: z.boolean().describe('The round is over (phase 8 read): no advice.'),
    standing: standingSchema,
    advice: adviceSchema.nullable().describe('The advice for the decision now (null: the round is over).'),
    summary: roundSummarySchema,
  };
}
