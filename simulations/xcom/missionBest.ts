/**
 * XCOM phase 9, missions, played the best way (docs/rules.md, "XCOM: teams in base defence and
 * missions"; docs/best-play.md): a move is a team of the card on its current task (`TaskTeams`),
 * or abandoning the card when another follows, listed in the order ties are broken by.
 */
import { decisionGame, decisionKernel } from '../core/decisionKernel.js';
import { namesIn, soldiersLost } from './baseDefenseBest.js';
import { Packing } from '../core/decisionSolver.js';
import { ROLL_COUNT_TOP, STANDARD_XCOM_DIE, capOf, clockAfter, clockThreat } from './dice.js';
import { layout, taskNeed, teamTask, type MissionEnd, type MissionParams } from './missionTasks.js';
import { rollEndsMemo } from './taskRoll.js';
import { TaskTeams, popcount } from './teamAssignment.js';

export interface MissionBestParams extends MissionParams {
  /** markers already on each task of each card (below what the task needs), by card and task */
  markers: number[][];
  names: { cards: string[]; soldiers: string[][]; tasks: string[][] };
}

export interface MissionState {
  /** the card being played (cards.length: the phase is over) */
  c: number;
  /** its current task */
  i: number;
  alive: number;
  markers: number;
  /** the threat's clock: the start plus the rolls made (`clockThreat`) */
  threat: number;
  /** per card before `c`: tasks done and soldiers lost */
  ended: ReadonlyArray<readonly [number, number]>;
  /** `ended`'s number in its problem (alike lists, one number), for the key */
  h: number;
}

/** A move: a team (bit mask of the card's soldiers), or ABANDON. */
export const ABANDON = 0;

/** How the card in play ends in `s`: its tasks done (those left of the current one) and soldiers lost. */
function cardEnd(p: MissionParams, s: MissionState): [number, number] {
  return [s.i, p.cards[s.c]!.soldiers.length - popcount(s.alive)];
}

function row(p: MissionBestParams, s: MissionState, move: number | undefined): string {
  const card = p.cards[s.c]!;
  const task = card.tasks[s.i]!;
  const taskName = p.names.tasks[s.c]![s.i]!;
  const where = `${p.cards.length > 1 ? `${p.names.cards[s.c]}: ` : ''}${taskName} ${s.markers}/${taskNeed(task)}`;
  const left = namesIn(p.names.soldiers[s.c]!, s.alive).join(', ');
  // how the cards before ended: states that differ only there are told apart
  const before = s.ended.map(([d, l], c) => `${p.names.cards[c]} ${d}/${p.cards[c]!.tasks.length} done, ${l} lost; `).join('');
  const head = `threat ${clockThreat(p.threat, s.threat, capOf(p))}; ${before}${where}; ${left} on the card`;
  if (move === undefined) return `${head} -> stop`;
  if (move === ABANDON) return `${head} -> abandon this mission`;
  return `${head} -> ${namesIn(p.names.soldiers[s.c]!, move).join(', ')} ${task.kind === 'enemy' ? 'against' : 'on'} the ${taskName}`;
}

/**
 * How the phase ended in state `s` (stopped there): the cards ended, the one in play where it
 * stopped, the later ones with nothing done; the rolls made and the threat reached.
 */
function missionEndOf(p: MissionParams): (s: MissionState) => MissionEnd {
  const cap = capOf(p);
  return (s) => {
    const ended = [...s.ended];
    if (s.c < p.cards.length) ended.push(cardEnd(p, s));
    while (ended.length < p.cards.length) ended.push([0, 0]);
    return {
      done: ended.map(([d]) => d),
      lost: ended.map(([, l]) => l),
      rolls: s.threat - p.threat,
      threat: clockThreat(p.threat, s.threat, cap),
    };
  };
}

export const missionGame = decisionGame<MissionBestParams, MissionState, number, MissionEnd>({
  name: 'xcom.mission.best',
  layout,
  units: soldiersLost,
  endOf: missionEndOf,
  firstMove(p, s0, first) {
    if (first === undefined) return { stop: true };
    if (first === ABANDON) return { stop: false, abandon: true, mission: p.names.cards[s0.c] };
    const mission = p.cards.length > 1 ? { mission: p.names.cards[s0.c] } : {};
    return { stop: false, ...mission, task: p.names.tasks[s0.c]![s0.i], soldiers: namesIn(p.names.soldiers[s0.c]!, first) };
  },
  row,
  problem(p) {
    const teams = p.cards.map((card) =>
      card.tasks.map((t) => new TaskTeams(card.soldiers, teamTask(t, card.soldiers.length), t.bonusDice)),
    );
    const startOf = (c: number, threat: number, ended: MissionState['ended'], h: number): MissionState => ({
      c,
      i: 0,
      alive: c < p.cards.length ? 2 ** p.cards[c]!.soldiers.length - 1 : 0,
      markers: c < p.cards.length ? (p.markers[c]?.[0] ?? 0) : 0,
      threat,
      ended,
      h,
    });
    const histories = new Map<string, number>();
    /** the next card begins, the one in play ended as it stands */
    const nextCard = (s: MissionState) => {
      const ended = [...s.ended, cardEnd(p, s)];
      const text = ended.join(';');
      const h = histories.get(text) ?? histories.size + 1;
      histories.set(text, h);
      return startOf(s.c + 1, s.threat, ended, h);
    };
    /** Moves on to where a decision is made: past a card done, or one no team can try. */
    const settle = (s: MissionState): MissionState => {
      let st = s;
      while (st.c < p.cards.length) {
        if (st.i < p.cards[st.c]!.tasks.length && teams[st.c]![st.i]!.teams.some((m) => (m & ~st.alive) === 0)) return st;
        st = nextCard(st);
      }
      return st;
    };
    // the planner solves many such problems, their states rolling the same few ways
    const endsOf = rollEndsMemo(p.die ?? STANDARD_XCOM_DIE);
    const cap = capOf(p);
    // the key: the fields of the card in play in their ranges (the clock below the start plus
    // ROLL_COUNT_TOP + 1), `h` above them; far below 2^53 for every problem a budget admits
    const most = (f: (c: MissionBestParams['cards'][number]) => number) => Math.max(0, ...p.cards.map(f)) + 1;
    const packing = new Packing([
      p.cards.length + 1,
      most((c) => c.tasks.length),
      most((c) => Math.max(0, ...c.tasks.map(taskNeed))),
      2 ** (most((c) => c.soldiers.length) - 1),
      p.threat + ROLL_COUNT_TOP + 1,
    ]);
    const [, tasksAt, markersAt, aliveAt, clockAt] = packing.stride;
    return {
      start: settle(startOf(0, p.threat, [], 0)),
      key: (s) => s.c + s.i * tasksAt! + s.markers * markersAt! + s.alive * aliveAt! + s.threat * clockAt! + s.h * packing.bound,
      moves(s) {
        if (s.c >= p.cards.length) return [];
        const moves: number[] = [];
        teams[s.c]![s.i]!.within(s.alive, moves);
        if (s.c < p.cards.length - 1) moves.push(ABANDON);
        return moves;
      },
      outcomes(s, move, into) {
        if (move === ABANDON) return into.push(1, settle(nextCard(s)));
        const need = taskNeed(p.cards[s.c]!.tasks[s.i]!);
        const threat = clockThreat(p.threat, s.threat, cap);
        const clock = clockAfter(p.threat, s.threat);
        for (const end of endsOf(teams[s.c]![s.i]!.diceOf(move), threat, s.markers, need)) {
          // a loss kills the team, the others stay on the card; markers stay on the task
          const alive = end.lost ? s.alive & ~move : s.alive;
          const done = end.hits >= need;
          const i = done ? s.i + 1 : s.i;
          const markers = done ? (p.markers[s.c]?.[i] ?? 0) : end.hits;
          into.push(end.weight, settle({ c: s.c, i, alive, markers, threat: clock, ended: s.ended, h: s.h }));
        }
      },
    };
  },
});

export const missionBest = decisionKernel(missionGame);
