/**
 * The fewest units reaching a target chance: an XCOM task endpoint asked for every count of
 * units 1..MAX_UNITS (the count set at a dotted field of its body), compared with the target
 * exactly where the answers are exact.
 */
import type { FastifyInstance } from 'fastify';
import { EndpointQuestion, type TaskEndpoint } from './askEndpoint.js';
import { reachesTarget, showChance } from './chance.js';
import { withField } from './sweep.js';

export const MAX_UNITS = 12;

/**
 * `base`: the endpoint's body but for the count; `field`: where the count goes, such as
 * "tasks.1.soldiers"; `units`: the units counted, in words.
 */
export async function fewestUnits(
  app: FastifyInstance,
  search: TaskEndpoint,
  ask: { base: Record<string, unknown>; field: string; units: string; target: number; seed?: number },
) {
  const question = new EndpointQuestion(app, search.endpoint, ask.seed);
  const path = ask.field.split('.');
  const table = [];
  for (let k = 1; k <= MAX_UNITS; k++) {
    const res = await question.ask(withField(ask.base, path, k), `${k} ${ask.units}`);
    const finish = res.probabilities[search.finish];
    table.push({ units: k, method: res.method, finish, loss: res.probabilities[search.loss], reachesTarget: reachesTarget(finish, ask.target) });
  }
  const hit = table.find((r) => r.reachesTarget);
  const best = table[table.length - 1];
  const { seed, elapsedMs, engine } = question.footer();
  return {
    endpoint: search.endpoint,
    units: ask.units,
    target: ask.target,
    fewest: hit ? hit.units : null,
    chance: hit ? hit.finish : null,
    detail: hit
      ? `${hit.units} ${ask.units} give ${showChance(hit.finish)} >= ${ask.target}`
      : `none up to ${MAX_UNITS}: ${MAX_UNITS} ${ask.units} give only ${showChance(best.finish)}, below ${ask.target}`,
    seed,
    table,
    elapsedMs,
    engine,
  };
}
