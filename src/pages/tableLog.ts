/**
 * The table page's log: the moves and dice played so far, in the address (`log`), short enough
 * for a whole round and made of characters an address keeps as they are. Entries are joined by
 * `.`; each is a stop (`x`), an abandoned mission card (`a`), or a roll: the enemy (base
 * defence, `e` and its index in the base's list), the team (`s` and each soldier's index in his
 * list, one character each: 0-9, then A and B for the eleventh and twelfth), then `r`, the
 * successes, `-` and the alien die. `e0s13r2-5`: the first enemy, the second and fourth
 * soldiers, 2 successes, the alien die showing 5.
 */

export type TableMove =
  | { kind: 'stop' }
  | { kind: 'abandon' }
  | { kind: 'roll'; enemy?: number; soldiers?: number[]; successes: number; alien: number };

const ENTRY = /^(?:(x)|(a)|(?:e(\d{1,2}))?(?:s([0-9AB]{1,12}))?r(\d{1,2})-([1-8]))$/;

/** A soldier's index as one character. */
const SOLDIER = '0123456789AB';

/** The most entries a log holds (a round's rolls, with room to spare). */
export const MAX_LOG = 400;

/** A move before its dice: what the player chooses. */
export type TableChoice = { kind: 'stop' } | { kind: 'abandon' } | { kind: 'roll'; enemy?: number; soldiers?: number[] };

/** A choice as the start of its entry: `x`, `a`, or the roll's enemy and team and `r`. */
export function choiceCode(m: TableChoice): string {
  if (m.kind === 'stop') return 'x';
  if (m.kind === 'abandon') return 'a';
  const enemy = m.enemy === undefined ? '' : `e${m.enemy}`;
  const team = m.soldiers === undefined || m.soldiers.length === 0 ? '' : `s${m.soldiers.map((i) => SOLDIER[i]).join('')}`;
  return `${enemy}${team}r`;
}

export function formatEntry(m: TableMove): string {
  return m.kind === 'roll' ? `${choiceCode(m)}${m.successes}-${m.alien}` : choiceCode(m);
}

export function parseEntry(text: string): TableMove | undefined {
  const m = ENTRY.exec(text);
  if (!m) return undefined;
  if (m[1]) return { kind: 'stop' };
  if (m[2]) return { kind: 'abandon' };
  const soldiers = m[4] === undefined ? undefined : [...m[4]].map((c) => SOLDIER.indexOf(c));
  if (soldiers && new Set(soldiers).size !== soldiers.length) return undefined;
  return {
    kind: 'roll',
    ...(m[3] === undefined ? {} : { enemy: Number(m[3]) }),
    ...(soldiers ? { soldiers } : {}),
    successes: Number(m[5]),
    alien: Number(m[6]),
  };
}

export type ParsedLog = { ok: true; moves: TableMove[] } | { ok: false; at: number; text: string; moves: TableMove[] };

/** The log read entry by entry: the first entry that is not one, with the moves before it. */
export function parseLog(text: string): ParsedLog {
  if (text === '') return { ok: true, moves: [] };
  const entries = text.split('.');
  const moves: TableMove[] = [];
  for (const [i, e] of entries.entries()) {
    const m = i < MAX_LOG ? parseEntry(e) : undefined;
    if (!m) return { ok: false, at: i, text: e, moves };
    moves.push(m);
  }
  return { ok: true, moves };
}

export function formatLog(moves: readonly TableMove[]): string {
  return moves.map(formatEntry).join('.');
}

/** A move as the step and advice endpoints write it, as the page's choice. */
export function choiceOf(move: Record<string, unknown>): TableChoice {
  if (move.stop === true) return { kind: 'stop' };
  if (move.abandon === true) return { kind: 'abandon' };
  const roll = (move.roll ?? {}) as { enemy?: number; soldiers?: number[] };
  return {
    kind: 'roll',
    ...(roll.enemy === undefined ? {} : { enemy: roll.enemy }),
    ...(roll.soldiers ? { soldiers: roll.soldiers } : {}),
  };
}
