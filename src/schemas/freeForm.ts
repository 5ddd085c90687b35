/**
 * A free-form JSON object in a request (a sweep's endpoint body), bounded so that it cannot
 * amplify: at most MAX_DEPTH levels of nesting, walked without recursion (a 10,000-level body is
 * refused, not a stack overflow). What the object holds is then read by the schema of the
 * endpoint it is meant for.
 */
import { z } from 'zod';

export const MAX_DEPTH = 16;

/** The nesting depth of `value`, counted up to `limit + 1` at most. */
function depth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, d] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, d);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, d + 1]);
  }
  return deepest;
}

export function freeFormObject(description: string) {
  return z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => {
      if (depth(value, MAX_DEPTH) > MAX_DEPTH) ctx.addIssue({ code: 'custom', message: `nested more than ${MAX_DEPTH} levels deep` });
    })
    .describe(description);
}
