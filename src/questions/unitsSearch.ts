/**
 * The inverse question: the fewest units reaching a target chance. One design for every game:
 * an endpoint asked for every count of units in a range, the count set at a field of its body
 * (XCOM scientists, satellites, interceptors over a continent, soldiers on one task of a mission;
 * Batman henchmen brought to a fight), each count's chance of the endpoint's `finish` event
 * compared with the target exactly where the answer is exact (as fractions, the target read as
 * the decimal written). Every count is reported; the first reaching the target is the answer,
 * so no monotony in the count is assumed.
 */
import type { Call } from '../call.js';
import { itemAt } from '../../simulations/core/itemAt.js';
import { decimalToRational } from '../../simulations/core/rational.js';
import { writeChance } from '../engine/summary.js';
import type { OddsContext } from '../odds.js';
import { reachesTarget, showChance } from './chance.js';
import { resolveField, withField } from './fieldPath.js';
import { ask, checkTrials, endpointAt, requestRow } from './question.js';

/** The most units an XCOM search tries. */
export const MAX_UNITS = 12;

export interface UnitsSearch {
  /** the endpoint asked, such as "/v1/xcom/research" */
  endpoint: string;
  /** the event whose chance must reach the target, and the event reported beside it as a loss */
  finish: string;
  loss: string;
  /** the endpoint's body but for the count */
  base: Record<string, unknown>;
  /** where the count goes in the body: a dotted path such as "tasks.1.soldiers" */
  field: string;
  /** what is put at `field` for a count (default: the count itself), such as a list of that many soldiers */
  value?(count: number): unknown;
  /** the counts tried, `from` to `to` included */
  from: number;
  to: number;
  /** the units counted, in words ("scientists") */
  units: string;
  /** the chance wanted, read as the decimal written */
  target: number;
  seed?: number;
  /** a count asked "exact" but too large for it is sampled instead (else: 422) */
  fallback: boolean;
}

export async function fewestUnits(ctx: OddsContext, call: Call, search: UnitsSearch) {
  const endpoint = endpointAt(ctx, search.endpoint);
  const path = resolveField(search.base, search.field);
  if (typeof path === 'string') throw new Error(`units search on ${search.endpoint}: field ${search.field}: ${path}`);
  const counts = Array.from({ length: search.to - search.from + 1 }, (_, i) => search.from + i);
  const label = (k: number) => `${k} ${search.units}`;
  const runs = counts.map((k) => ({
    k,
    row: requestRow(endpoint, withField(search.base, path, search.value ? search.value(k) : k), label(k)),
  }));
  checkTrials(
    runs.map((r) => r.row),
    'a units search',
    'body.trials',
  );
  const target = decimalToRational(search.target);

  return ask(ctx, call, search.seed, 'body.trials', async (question) => {
    const table = [];
    for (const { k, row } of runs) {
      const outcome = await question.run(row, label(k), search.fallback);
      const finish = question.chance(row, outcome, search.finish);
      table.push({
        units: k,
        method: outcome.method,
        finish,
        loss: question.chance(row, outcome, search.loss),
        reaches: reachesTarget(finish, target),
      });
    }
    const hit = table.find((r) => r.reaches);
    const last = itemAt(table, table.length - 1);
    const { seed, elapsedMs, engine } = question.footer();
    return {
      endpoint: search.endpoint,
      units: search.units,
      target: search.target,
      method: table.every((r) => r.method === 'exact') ? ('exact' as const) : ('monte-carlo' as const),
      fewest: hit ? hit.units : null,
      chance: hit ? writeChance(hit.finish) : null,
      detail: hit
        ? `${hit.units} ${search.units} give ${showChance(hit.finish)} >= ${search.target}`
        : `none up to ${last.units}: ${last.units} ${search.units} give only ${showChance(last.finish)}, below ${search.target}`,
      seed,
      table: table.map((r) => ({
        units: r.units,
        method: r.method,
        finish: writeChance(r.finish),
        loss: writeChance(r.loss),
        reachesTarget: r.reaches,
      })),
      elapsedMs,
      engine,
    };
  });
}
