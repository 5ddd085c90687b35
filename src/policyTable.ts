/**
 * When to stop rolling: an XCOM task endpoint asked once per stopping rule (the default, "stop
 * once the threat exceeds T" for every T, "stop after R rolls" for every R), the chance of
 * finishing beside the chance of a loss, and the rules no other rule beats on both counts.
 */
import type { FastifyInstance } from 'fastify';
import { stoppingRules, undominated } from '../simulations/xcom/stoppingRules.js';
import { EndpointQuestion, type TaskEndpoint } from './askEndpoint.js';
import { compareChances } from './chance.js';

export interface PolicyTableRequest extends Record<string, unknown> {
  threat: number;
  seed?: number;
  confidence: number;
}

/** `reach`: the last threat a roll can start at, and the most rolls one task can take. */
export async function policyTable(
  app: FastifyInstance,
  spec: TaskEndpoint,
  body: PolicyTableRequest,
  reach: { lastThreat: number; rollsPerTask: number },
) {
  const question = new EndpointQuestion(app, spec.endpoint, body.seed);
  const rows = [];
  for (const rule of stoppingRules(body.threat, reach.lastThreat, reach.rollsPerTask)) {
    const res = await question.ask({ ...body, policy: rule.policy }, `rule ${rule.rule} ${rule.value ?? ''}`);
    rows.push({
      ...rule,
      method: res.method,
      trials: res.trials,
      finish: res.probabilities[spec.finish],
      loss: res.probabilities[spec.loss],
    });
  }
  const marks = undominated(rows, compareChances);
  const { seed, elapsedMs, engine } = question.footer();
  return {
    endpoint: spec.endpoint,
    finish: spec.finish,
    loss: spec.loss,
    seed,
    confidence: body.confidence,
    rules: rows.map((r, i) => ({ ...r, undominated: marks[i] })),
    elapsedMs,
    engine,
  };
}
