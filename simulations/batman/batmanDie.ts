/**
 * The Batman die (docs/rules.md, "A fight"; seed, step 5 of the turn "移動你的模型", fights a and b).
 *
 * Assumed: a d6 of one bat face and pips 1..5. The published faces could not be confirmed, so
 * the faces are a parameter: each face is a pip count (a non-negative integer) or "bat".
 * A bat face counts 0 pips wherever it does not settle the fight outright (the seed:
 * "若擲蝙蝠骰擲到蝙蝠那面，骰點=0").
 */
export type DieFace = number | 'bat';

export const BAT = 'bat';
export const DEFAULT_FACES: readonly DieFace[] = [BAT, 1, 2, 3, 4, 5];
export const MIN_FACES = 2;
export const MAX_FACES = 20;
export const MAX_PIPS = 20;

/** Whether some face shows at least one pip (a die of bat and blank faces only has none). */
export function hasPips(faces: readonly DieFace[]): boolean {
  return faces.some((f) => f !== BAT && f > 0);
}
