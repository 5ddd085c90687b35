/**
 * Numbers and names as a player reads them: probabilities in percent with as many decimals as
 * the value needs, counts with thousands separators, field names as words ("anySoldierLost" ->
 * "Any soldier lost"). Locale-free, so the same answer always gives the same text.
 */

/** Decimals that show a percentage `x` (0..100) with two significant digits near 0 and 100. */
function percentDecimals(x: number): number {
  const gap = Math.min(x, 100 - x);
  if (gap >= 1) return 1;
  return Math.min(4, Math.max(1, Math.ceil(-Math.log10(gap)) + 1));
}

/** A probability in percent: "59.0%", "0.077%", "99.923%", "0%", "100%". */
export function percent(p: number, decimals?: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const x = p * 100;
  const d = decimals ?? percentDecimals(x);
  const s = x.toFixed(d);
  if (Number(s) === 0) return `<${(10 ** -d).toFixed(d)}%`;
  if (Number(s) === 100) return `>${(100 - 10 ** -d).toFixed(d)}%`;
  return `${s}%`;
}

/** The decimals `percent` uses for `p`: an interval is written with the same. */
export function percentDigits(p: number): number {
  return p <= 0 || p >= 1 ? 1 : percentDecimals(p * 100);
}

/** An interval of probabilities in percent, with the decimals its value and ends need: "58.7–59.3", "0.0000–0.0038". */
export function percentRange(lo: number, hi: number, p: number): string {
  const d = Math.max(percentDigits(p), percentDigits(lo), percentDigits(hi));
  return `${(lo * 100).toFixed(d)}–${(hi * 100).toFixed(d)}`;
}

/** A difference of probabilities in percentage points: "+3.2 pts". */
export function points(d: number, decimals = 1): string {
  const s = (d * 100).toFixed(decimals);
  const zero = Number(s) === 0;
  return `${zero ? '±' : d > 0 ? '+' : ''}${zero ? (0).toFixed(decimals) : s} pts`;
}

/** A mean or other number with up to `digits` decimals, trailing zeros dropped. */
export function decimal(x: number, digits = 2): string {
  const s = x.toFixed(digits);
  const t = s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
  return t === '-0' ? '0' : t;
}

/** An integer with thousands separators: "100,000". */
export function thousands(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Words a player uses for some short names in field names. */
const WORDS: Readonly<Record<string, string>> = {
  ufo: 'UFO',
  ufos: 'UFOs',
  hp: 'HP',
  mc: 'MC',
  tc: 'TC',
  ml: 'ML',
  drm: 'DRM',
  dr: 'DR',
  llmc: 'LLMC',
  lltc: 'LLTC',
};

/** A field name in words, first letter capital: "anySoldierLost" -> "Any soldier lost", "good-order" -> "Good order". */
export function words(name: string): string {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((w) => w !== '')
    .map((w) => WORDS[w.toLowerCase()] ?? (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()));
  const s = parts.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Stop at threat" -> "stop at threat", but "UFOs left" stays. */
export const lowerFirst = (s: string): string => (/^[A-Z](?![A-Z])/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A dotted field path in words: "policy.stopAtThreat" -> "Policy: stop at threat", "continents.0.ufos" -> "Continents #1: UFOs". */
export function pathWords(path: string): string {
  let out = '';
  for (const [i, segment] of path.split('.').entries()) {
    if (/^\d+$/.test(segment)) out += ` #${Number(segment) + 1}`;
    else out += i === 0 ? words(segment) : `: ${lowerFirst(words(segment))}`;
  }
  return out;
}

/** How an answer was computed, in a subtitle's words. */
export function methodLine(m: {
  method: 'exact' | 'monte-carlo' | 'mixed';
  trials?: number;
  perRow?: boolean;
  confidence?: number;
  seed?: number | null;
}): string {
  const level = m.confidence === undefined ? '' : `${decimal(m.confidence * 100, 2)}% intervals`;
  if (m.method === 'exact') return 'Exact';
  const trials = m.trials === undefined ? '' : `${thousands(m.trials)} trials${m.perRow ? ' a row' : ''}`;
  const head = m.method === 'mixed' ? 'Exact where possible, else Monte Carlo' : 'Monte Carlo';
  const seed = m.seed === undefined || m.seed === null ? '' : `seed ${m.seed}`;
  return [head, trials, level, seed].filter((s) => s !== '').join(', ');
}
