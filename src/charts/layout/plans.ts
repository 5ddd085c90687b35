/**
 * The timed phase's plans (`POST /v1/xcom/round/plans`): one bar per plan, best first, then the
 * player's own plan, each labelled by where its units go (continents with interceptors, orbit,
 * research, soldiers placed), its value written exactly as a decimal; where the ranking is
 * sampled (exact out of reach), each value's interval drawn as a whisker.
 */
import { barChart, type BarLine } from '../bars.js';
import type { Block } from '../block.js';
import { COLOR } from '../theme.js';
import { percent } from '../format.js';
import { isObject, type Obj } from './parts.js';

export const isPlans = (a: Obj): boolean => Array.isArray(a.plans) && isObject(a.own) && isObject(a.objective);

/** A placement in a few words: "Africa 4, orbit 2, research 1+2, soldiers 3". */
function placementWords(p: unknown): string {
  if (!isObject(p)) return '';
  const parts: string[] = [];
  const continents = Array.isArray(p.continents) ? (p.continents as Obj[]) : [];
  const over = continents.filter((c) => Number(c.interceptors) > 0).map((c) => `${String(c.name)} ${Number(c.interceptors)}`);
  parts.push(over.length > 0 ? over.join(', ') : 'no interceptor');
  const sats = isObject(p.orbit) ? Number(p.orbit.satellites) : 0;
  if (sats > 0) parts.push(`orbit ${sats}`);
  const research = Array.isArray(p.research) ? (p.research as Obj[]).map((a) => Number(a.scientists)) : [];
  if (research.some((x) => x > 0)) parts.push(`research ${research.join('+')}`);
  const base = Array.isArray(p.base) ? p.base.length : 0;
  if (base > 0) parts.push(`base ${base}`);
  const cards = Array.isArray(p.missions) ? (p.missions as Obj[]).map((m) => (Array.isArray(m.soldiers) ? m.soldiers.length : 0)) : [];
  if (cards.some((x) => x > 0)) parts.push(`cards ${cards.join('+')}`);
  return parts.join('; ');
}

export function plansBody(a: Obj, width: number): Block {
  const plans = a.plans as Obj[];
  const own = a.own as Obj;
  const values = [...plans.map((p) => Number(p.value)), Number(own.value)];
  const name = String((a.objective as Obj).name);
  const probability =
    !/^(continentsAtTrackEnd|baseDamageAfter|scientistsExhausted|satellitesExhausted|interceptorsLost|soldiersKilled)$/.test(name);
  const top = probability ? 1 : Math.max(1, ...values);
  const text = (v: number) => (probability ? percent(v) : v.toFixed(3));
  // a sampled ranking (exact out of reach): each value's interval as a whisker, its estimate on hover
  const interval = (x: Obj) => (Array.isArray(x.ci) && x.ci.length === 2 ? { interval: [Number(x.ci[0]), Number(x.ci[1])] as const } : {});
  const tooltip = (x: Obj) => (x.fraction === undefined ? String(x.value) : String(x.fraction));
  const lines: BarLine[] = [
    { group: `Best plans by ${name} (${String((a.objective as Obj).direction)})` },
    ...plans.map((p, i) => ({
      label: `${i + 1}. ${placementWords(p.placement)}`,
      value: Number(p.value),
      valueText: text(Number(p.value)),
      tooltip: tooltip(p),
      ...interval(p),
    })),
    { group: `Your plan (rank ${String(own.rank)})` },
    {
      label: placementWords(own.placement),
      value: Number(own.value),
      valueText: text(Number(own.value)),
      tooltip: tooltip(own),
      ...interval(own),
      color: COLOR.muted,
    },
  ];
  return barChart(lines, {
    width,
    ...(probability ? {} : { domain: [0, top] as const, ticks: [0, top / 2, top], tickText: (v: number) => v.toFixed(2) }),
    indent: true,
  });
}
