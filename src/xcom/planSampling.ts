/**
 * The planner where exact is out of reach (POST /v1/xcom/round/plans): the leading plans ranked
 * by paired Monte Carlo, on the comparison's paired path (engine/monteCarlo.ts `runPaired`: every plan
 * run on each trial's draws, Newcombe's paired intervals for the differences, stats.ts).
 *
 * When: the exact search stopped at the state bound (a base defence or a mission card too large
 * for an exact answer, on its own or within the search), play "default", and the first objective
 * a probability of the soldiers part (`redSpaceReached`, `allMissionsCompleted`). Every other case
 * stays a 422: the best play is itself solved exactly; a sampled expectation has no paired
 * interval on that path; the panic and research parts are never beyond exact alone.
 *
 * Which plans: the objective depends on the soldiers part alone (planParts.ts `OBJECTIVES`), and
 * the other parts carry nothing for it, so a plan ranks by its soldiers' places and, among equal
 * values, fewer units first: the leading plans place soldiers only, and are the soldiers part's
 * leading options.
 * 1. Screen: every option of the soldiers part (each pool soldier off the board, in the base or
 *    on a card) on the paired path, `screenTrials` trials each (a share of `SCREEN_TRIALS`, at
 *    most `MAX_SCREEN_TRIALS`), from the stream of seed + 1 (so that the ranking run's draws are
 *    not the screen's), in groups of `SCREEN_GROUP` options. Ranked by their counts of the event,
 *    ties by the written order (fewer units placed, then the placement read as numbers).
 * 2. Rank: the screen's leading `top + EXTRA` options and the player's own plan, paired, `trials`
 *    trials each from the stream of `seed`, ranked by the same rule. The differences are from the
 *    plan run first: when the first run ranks another plan first, it runs once more with that one
 *    first, and the answer is that run's (whose first plan is the best of the run before it).
 * Boards: only base defence and missions are played (the panic and research phases share no dice
 * with them, and the upkeep's shortfall moves panic only), so the values are those of the whole
 * round. The same seed, body and version give the same bytes whatever the number of threads (the
 * paired path's chunks), but `elapsedMs`.
 */
import { itemAt } from '../../simulations/core/itemAt.js';
import { ExactBudget } from '../../simulations/core/kernel.js';
import { OBJECTIVES, partOptions, placeOn, type ObjectiveName, type Placement } from '../../simulations/xcom/planParts.js';
import { xcomRound } from '../../simulations/xcom/round.js';
import { planSearchSize, type PlanParams } from '../../simulations/xcom/roundPlans.js';
import type { RoundParams } from '../../simulations/xcom/roundLayout.js';
import { TrialsCapExceeded, type Budget } from '../engine/budget.js';
import { runPaired, type PairedResult } from '../engine/monteCarlo.js';
import { pairedDifference, wilson, zFor } from '../engine/stats.js';
import { eventSlot } from '../engine/summary.js';
import type { OddsContext } from '../odds.js';
import { HttpProblem } from '../problem.js';

/** Objectives a sampled ranking can take: probabilities of the soldiers part (events of the round's tally). */
export const SAMPLED_OBJECTIVES: readonly ObjectiveName[] = ['redSpaceReached', 'allMissionsCompleted'];

/** Trials of the screen in all (shared by the soldiers part's options). */
export const SCREEN_TRIALS = 2_000_000;
/** Most screen trials per option. */
export const MAX_SCREEN_TRIALS = 4_000;
/** Fewest screen trials per option: with fewer the screen says too little (the search is too large). */
export const MIN_SCREEN_TRIALS = 250;
/** Options per paired run of the screen (the runs go to the pool side by side). */
const SCREEN_GROUP = 256;
/** Plans ranked beyond `top`, so that a plan the screen put just below can still move up. */
const EXTRA = 5;

export interface SampledFields {
  seed: number;
  trials: number;
  confidence: number;
}

export interface SampledPlan {
  placement: Placement;
  units: number;
  value: number;
  ci: [number, number];
  /** this plan's value minus the plan run first (the best), paired */
  difference: { value: number; ci: [number, number] };
}

export interface SampledSearch {
  plans: SampledPlan[];
  own: { value: number; ci: [number, number]; rank: bigint; difference: { value: number; ci: [number, number] } };
  count: bigint;
  /** soldiers part options screened */
  evaluated: number;
  screenTrials: number;
  trials: number;
}

/** Whether a search stopped at the state bound can be ranked by paired Monte Carlo instead. */
export function canSample(q: PlanParams): boolean {
  const first = itemAt(q.objectives, 0);
  return q.play === 'default' && SAMPLED_OBJECTIVES.includes(first.name) && OBJECTIVES[first.name] === 'soldiers';
}

/** The board with only the soldiers' phases (7 and 9) left: what a soldiers objective reads. */
export function soldiersBoard(p: RoundParams): RoundParams {
  return { ...p, continents: [], tieOrder: [], budget: null, orbit: { satellites: 0, ufos: 0 }, research: [] };
}

const zeroPlacement = (q: PlanParams, soldiers: number[]): Placement => ({
  interceptors: q.round.continents.map(() => 0),
  satellites: 0,
  scientists: q.round.research.map(() => 0),
  soldiers,
});

/** How many trials (of the `n` run) had the event, per variant. */
function hitsOf(result: PairedResult, event: string): number[] {
  return result.variants.map((v) => itemAt(v.counts, eventSlot(v.tally, event)));
}

export async function samplePlans(
  ctx: OddsContext,
  budget: Budget,
  q: PlanParams,
  fields: SampledFields,
  tooLarge: (why: string) => HttpProblem,
): Promise<SampledSearch> {
  const objective = itemAt(q.objectives, 0);
  const event = objective.name;
  const sign = objective.direction === 'min' ? 1 : -1;
  const z = zFor(fields.confidence);
  const round: RoundParams = { ...q.round, play: q.play };
  // the options are a list the size of the screen: counted, not computed, against a bound
  const opts = partOptions(q, 'soldiers', new ExactBudget(Number.POSITIVE_INFINITY));
  const n = q.pool.soldiers.length;
  const screenTrials = Math.min(MAX_SCREEN_TRIALS, Math.floor(SCREEN_TRIALS / opts.size));
  if (screenTrials < MIN_SCREEN_TRIALS)
    throw tooLarge(
      `beyond exact, and ${opts.size} ways of placing the soldiers are more than a screen of ${MIN_SCREEN_TRIALS} trials each can sample`,
    );
  const placements = Array.from({ length: opts.size }, (_, o) => zeroPlacement(q, Array.from(opts.choices.subarray(o * n, o * n + n))));
  const boardOf = (o: number) => soldiersBoard(placeOn(round, q.pool, itemAt(placements, o)));
  // the written order among equal counts: fewer units placed, then the option's index (its placement as numbers)
  const order = (hits: readonly number[], ids: readonly number[]) => (a: number, b: number) =>
    sign * (itemAt(hits, a) - itemAt(hits, b)) ||
    itemAt(opts.units, itemAt(ids, a)) - itemAt(opts.units, itemAt(ids, b)) ||
    itemAt(ids, a) - itemAt(ids, b);
  const tooManyTrials = (cap: number, asked: number) =>
    new HttpProblem(400, 'Invalid request', `body.trials: the plans ranked x trials must be at most ${cap} (asked ${asked} more)`, [
      { path: 'body.trials', message: `plans ranked x trials must be at most ${cap}` },
    ]);
  // every trial the screen and two ranking runs may take, checked before anything runs
  const ranking = Math.min(q.top + EXTRA, opts.size) + 1;
  const most = screenTrials * opts.size + 2 * ranking * fields.trials;
  if (most > budget.trialsLeft) throw tooManyTrials(budget.limits.trials, most);
  const paired = async (ids: readonly number[], trials: number, seed: number) => {
    try {
      return await runPaired(ctx, budget, xcomRound, ids.map(boardOf), event, { trials, seed, z });
    } catch (err) {
      if (!(err instanceof TrialsCapExceeded)) throw err;
      throw tooManyTrials(err.cap, err.asked);
    }
  };

  // 1. the screen, every option, on the stream of seed + 1
  const all = Array.from({ length: opts.size }, (_, o) => o);
  const groups: number[][] = [];
  for (let i = 0; i < all.length; i += SCREEN_GROUP) groups.push(all.slice(i, i + SCREEN_GROUP));
  const screenSeed = (fields.seed + 1) % 2 ** 32;
  const screened = (await Promise.all(groups.map((g) => paired(g, screenTrials, screenSeed)))).flatMap((r) => hitsOf(r, event));
  const ranked = [...all].sort(order(screened, all));
  const OWN = 0; // every pool soldier off the board: the player's own plan
  const ownHits = itemAt(screened, OWN);
  let better = 0n;
  for (const h of screened) if (sign * (h - ownHits) < 0) better++;
  const count = planSearchSize(q).plans;
  // every option of the other parts leaves the value as it is
  const others = count / BigInt(opts.size);

  // 2. the leading options and the player's own plan, paired on the stream of seed
  const leading = ranked.slice(0, q.top + EXTRA);
  const run = async (ids: number[]) => {
    const result = await paired(ids, fields.trials, fields.seed);
    const hits = hitsOf(result, event);
    const byRank = ids.map((_, i) => i).sort(order(hits, ids));
    return { ids, result, hits, byRank };
  };
  const withOwn = (ids: number[]) => (ids.includes(OWN) ? ids : [...ids, OWN]);
  let last = await run(withOwn(leading));
  // the best of the plans answered (the player's own plan, run beside them, is not one unless the screen led with it)
  const best = itemAt(
    last.ids,
    itemAt(
      last.byRank.filter((i) => leading.includes(itemAt(last.ids, i))),
      0,
    ),
  );
  if (best !== itemAt(last.ids, 0)) last = await run(withOwn([best, ...leading.filter((o) => o !== best)]));

  const { ids, result, hits, byRank } = last;
  const trials = result.trials;
  const planAt = (i: number) => {
    const v = itemAt(result.variants, i);
    const h = itemAt(hits, i);
    const d = i === 0 ? { d: 0, ci: [0, 0] as [number, number] } : pairedDifference(v.joint, z);
    return { value: h / trials, ci: wilson(h, trials, z), difference: { value: d.d, ci: d.ci } };
  };
  const plans = byRank
    .filter((i) => leading.includes(itemAt(ids, i)))
    .slice(0, q.top)
    .map((i) => {
      const o = itemAt(ids, i);
      return { placement: itemAt(placements, o), units: itemAt(opts.units, o), ...planAt(i) };
    });
  return {
    plans,
    own: { ...planAt(ids.indexOf(OWN)), rank: 1n + better * others },
    count,
    evaluated: opts.size,
    screenTrials,
    trials,
  };
}
