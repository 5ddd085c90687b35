/**
 * The budget audit (no dice): each continent's panic before and after the audit as a bar (the
 * advance in colour over the panic it had), then the audit's sums and the advances in words.
 */
import { heading, keyValues, stack, type Block } from '../block.js';
import { barChart } from '../bars.js';
import { isObject, type Obj } from './parts.js';

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const isBudget = (a: Obj): boolean =>
  Array.isArray(a.continents) &&
  a.continents.length > 0 &&
  a.continents.every((c) => isObject(c) && isInt(c.panicBefore) && isInt(c.panic));

export function budgetBody(a: Obj, width: number): Block {
  const continents = a.continents as Obj[];
  const top = Math.max(1, ...continents.map((c) => c.panic as number));
  const ticks = Array.from({ length: top + 1 }, (_, i) => i).filter((t) => top <= 10 || t % Math.ceil(top / 10) === 0);
  const bars = barChart(
    continents.map((c) => {
      const before = c.panicBefore as number;
      const after = c.panic as number;
      const name = String(c.name ?? '');
      return {
        label: name,
        value: after,
        base: before,
        valueText: after === before ? String(after) : `${before} → ${after}`,
        note: c.atEnd === true ? 'end of the track' : '',
        tooltip: `${name}: panic ${before} before the audit, ${after} after${c.atEnd === true ? ' (end of the track)' : ''}`,
      };
    }),
    { width, domain: [0, top], ticks, tickText: String },
  );
  const sums = (['upkeep', 'paid', 'moneyLeft', 'shortfall', 'unabsorbed'] as const)
    .filter((k) => isInt(a[k]))
    .map((k) => ({
      label: {
        upkeep: 'Upkeep',
        paid: 'Paid',
        moneyLeft: 'Money left',
        shortfall: 'Shortfall (panic added)',
        unabsorbed: 'Shortfall past the track',
      }[k],
      value: String(a[k]),
    }));
  const advances = (Array.isArray(a.advances) ? a.advances : []).filter(isObject).map((adv, i) => ({
    label: `Advance ${i + 1}`,
    value: `${String(adv.continent)} ${String(adv.from)} → ${String(adv.to)}`,
    note:
      Array.isArray(adv.tiedWith) && adv.tiedWith.length > 0
        ? `tied with ${adv.tiedWith.map(String).join(', ')}: the player may choose`
        : '',
  }));
  return stack(
    [
      heading('Panic by continent', width, 'grey: before the audit; blue: what the shortfall adds'),
      bars,
      keyValues([...sums, ...advances], width),
    ],
    14,
  );
}
