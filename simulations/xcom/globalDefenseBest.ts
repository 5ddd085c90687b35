/**
 * XCOM phase 6, global defence, played the best way (docs/rules.md, "XCOM: roll again or stop").
 * On a continent whose interceptors can still roll, "next" (go on to the next continent) or roll,
 * in that order, so a tie stops; a continent done, lost or without interceptors passes by itself.
 * The state carries how the continents before ended, since an objective such as `panic` reads
 * them all. The graph is acyclic as baseDefenseBest.ts says.
 */
import { decisionGame, decisionKernel } from '../core/decisionKernel.js';
import { STANDARD_XCOM_DIE, capOf, threatAfter } from './dice.js';
import { layout, type GlobalEnd, type GlobalParams } from './globalDefense.js';
import { rollEnds } from './taskRoll.js';

export interface GlobalBestParams extends GlobalParams {
  names: string[];
}

export interface GlobalState {
  i: number;
  hits: number;
  threat: number;
  lost: boolean;
  /** per continent before `i`: UFOs left, interceptors lost */
  ended: ReadonlyArray<readonly [number, boolean]>;
}

export const NEXT = 0;
export const ROLL = 1;

const keyOf = (s: GlobalState) =>
  `${s.i},${s.hits},${s.threat},${s.lost ? 1 : 0}|${s.ended.map(([l, x]) => `${l}${x ? 'x' : ''}`).join(',')}`;

export const globalGame = decisionGame<GlobalBestParams, GlobalState, number, GlobalEnd>({
  name: 'xcom.global-defense.best',
  layout,
  // a loss sends every interceptor of that continent to the pool
  units: (p) => p.continents.map((c, i) => ({ name: `continents.${i}.interceptorsLost`, per: c.interceptors })),
  endOf: () => (s) => ({ left: s.ended.map(([l]) => l), lost: s.ended.map(([, x]) => (x ? 1 : 0)) }),
  firstMove: (p, s0, move) => (s0.i < p.continents.length ? { stop: move !== ROLL, continent: p.names[s0.i] } : { stop: true }),
  row(p, s, move) {
    const before = s.ended.map(([l, x], i) => `${p.names[i]} ${l} left${x ? ', interceptors lost' : ''}; `).join('');
    const c = p.continents[s.i]!;
    return `${before}${p.names[s.i]}: threat ${s.threat}; UFOs destroyed ${s.hits}/${c.ufos} -> ${move === ROLL ? 'roll' : 'stop (next continent)'}`;
  },
  problem(p) {
    const rollable = (s: GlobalState) => {
      const c = p.continents[s.i]!;
      return c.interceptors > 0 && !s.lost && s.hits < c.ufos;
    };
    const close = (s: GlobalState): GlobalState => ({
      i: s.i + 1,
      hits: 0,
      threat: p.threat,
      lost: false,
      ended: [...s.ended, [p.continents[s.i]!.ufos - s.hits, s.lost]],
    });
    const settle = (s: GlobalState): GlobalState => {
      let st = s;
      while (st.i < p.continents.length && !rollable(st)) st = close(st);
      return st;
    };
    const die = p.die ?? STANDARD_XCOM_DIE;
    const cap = capOf(p);
    return {
      start: settle({ i: 0, hits: 0, threat: p.threat, lost: false, ended: [] }),
      key: keyOf,
      moves: (s) => (s.i < p.continents.length ? [NEXT, ROLL] : []),
      // the phase goes over every continent: stopping one is the move NEXT
      mayStop: () => false,
      outcomes(s, move, into) {
        if (move === NEXT) return into.push(1, settle(close(s)));
        const c = p.continents[s.i]!;
        for (const end of rollEnds(c.interceptors, die, s.threat, s.hits, c.ufos)) {
          into.push(end.weight, settle({ ...s, hits: end.hits, threat: threatAfter(s.threat, cap), lost: end.lost }));
        }
      },
    };
  },
});

export const globalDefenseBest = decisionKernel(globalGame);
