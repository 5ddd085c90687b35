/**
 * A mission answer's shape, for /v1/xcom/mission and its best play alike: the kernel's
 * `missions` group, each card beside its label; one card alone has no list (it would repeat the
 * top-level odds).
 */
import { nestItems, type ShapedAnswer } from '../endpoints.js';
import type { Answer } from '../odds.js';

export function shapeMissionAnswer(answer: Answer, body: { missions?: readonly { name?: string }[] }): ShapedAnswer {
  if (body.missions)
    return nestItems(
      answer,
      'missions',
      body.missions.map((m) => (m.name === undefined ? {} : { name: m.name })),
    );
  const { items: _, ...rest } = answer;
  return rest;
}
