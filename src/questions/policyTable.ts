/**
 * When to stop rolling: an XCOM task endpoint asked once per stopping rule (the default, "stop
 * once the threat exceeds T" for every T, "stop after R rolls" for every R), the chance of
 * finishing beside the chance of a loss, and the rules no other rule beats on both counts
 * (compared exactly where both rows are exact).
 */
import type { Call } from '../call.js';
import { itemAt } from '../../simulations/core/itemAt.js';
import { stoppingRules, undominated } from '../../simulations/xcom/stoppingRules.js';
import { writeChance } from '../engine/summary.js';
import type { OddsContext } from '../odds.js';
import { compareChances } from './chance.js';
import { ask, checkTrials, endpointAt, requestRow } from './question.js';

/** An XCOM task endpoint as the questions built on it read it. */
export interface TaskEndpoint {
  endpoint: string;
  /** the endpoint's probability of finishing the task, and of a loss */
  finish: string;
  loss: string;
}

export interface PolicyTableRequest extends Record<string, unknown> {
  threat: number;
  seed?: number;
  confidence: number;
}

/** `reach`: the last threat a roll can start at, and the most rolls one task can take. */
export async function policyTable(
  ctx: OddsContext,
  call: Call,
  spec: TaskEndpoint,
  body: PolicyTableRequest,
  reach: { lastThreat: number; rollsPerTask: number },
) {
  const endpoint = endpointAt(ctx, spec.endpoint);
  const rules = stoppingRules(body.threat, reach.lastThreat, reach.rollsPerTask);
  const runs = rules.map((rule) => {
    const label = `rule ${rule.rule} ${rule.value ?? ''}`;
    return { rule, label, row: requestRow(endpoint, { ...body, policy: rule.policy }, label) };
  });
  checkTrials(
    runs.map((r) => r.row),
    'a policy table',
    'body.trials',
  );
  return ask(ctx, call, body.seed, 'body.trials', async (question) => {
    const table = [];
    for (const { rule, label, row } of runs) {
      const outcome = await question.run(row, label, true);
      table.push({
        ...rule,
        method: outcome.method,
        trials: outcome.method === 'exact' ? 0 : outcome.trials,
        finish: question.chance(row, outcome, spec.finish),
        loss: question.chance(row, outcome, spec.loss),
      });
    }
    const marks = undominated(table, compareChances);
    const { seed, elapsedMs, engine } = question.footer();
    return {
      endpoint: spec.endpoint,
      finish: spec.finish,
      loss: spec.loss,
      seed,
      confidence: body.confidence,
      rules: table.map((r, i) => ({ ...r, finish: writeChance(r.finish), loss: writeChance(r.loss), undominated: itemAt(marks, i) })),
      elapsedMs,
      engine,
    };
  });
}
