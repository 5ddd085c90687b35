/**
 * What a question asked of one XCOM task endpoint declares, whether it is a policy table
 * (policiesRoute.ts) or a units search (unitsNeededRoute.ts): the endpoint it asks, the request
 * fields it takes, and the events that say the task finished or was lost.
 */
import type { z } from 'zod';

export interface TaskQuestion {
  /** the endpoint asked once per row; the question answers at this URL plus its own suffix */
  endpoint: string;
  /** the stem of the schema ids in the API document */
  id: string;
  /** what finishing the task is, in words ("finishing the tech") */
  title: string;
  /** the request fields the question takes from the endpoint's body */
  shape: z.ZodRawShape;
  check?: (b: never, ctx: z.RefinementCtx) => void;
  /** the example body the API document shows */
  example: Record<string, unknown>;
  /** the endpoint's event of a finished task, and of a loss */
  finish: string;
  loss: string;
}
