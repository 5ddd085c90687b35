/**
 * Records the answers corpus (test/corpus/answers.jsonl; test/corpus/README.md): questions to every
 * XCOM and Batman endpoint, and to /v1/compare and /v1/sweep over them, made by a seeded generator
 * from each endpoint's example body with its fields varied within their bounds; each is asked of
 * the app and its answer's hash written down (test/corpus/corpus.ts says what is hashed).
 *
 *   npm run build && node build/scripts/recordCorpus.js
 *
 * Only when an answer is meant to change (the CHANGELOG saying why): the test replays the file and
 * never writes it. The same tree writes the same file: the questions are drawn from a fixed seed,
 * every sampled one carries its own seed.
 */
import { buildApp } from '../src/app.js';
import { exampleBodies } from '../src/schemas/answerExamples.js';
import { VERSION } from '../src/version.js';
import { CORPUS_APP, type CorpusCase, glanceOf, normalise, requestOf, sha256, writeCorpus } from '../test/corpus/corpus.js';

/* A seeded generator (mulberry32): the questions are the same on every run. */

function generator(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number): boolean => next() < p;
  const subset = <T>(list: readonly T[], lo: number, hi: number): T[] => {
    const n = int(lo, Math.min(hi, list.length));
    const left = [...list];
    const out: T[] = [];
    while (out.length < n) out.push(left.splice(int(0, left.length - 1), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, subset };
}

type Rng = ReturnType<typeof generator>;
type Body = Record<string, unknown>;

const ICONS = ['assault', 'heavy', 'sniper', 'support'] as const;
const CONTINENTS = ['North America', 'South America', 'Europe', 'Africa', 'Asia', 'Oceania', 'Middle East', 'Antarctica'];
const SOLDIER_NAMES = ['Vasquez', 'Okafor', 'Lin', 'Ana', 'Bo', 'Cy', 'Dee', 'Eko'];
const ENEMIES = ['Sectoid', 'Muton', 'Floater', 'Thin Man', 'Chryssalid', 'Cyberdisc'];
/** Trials of a sampled question: mostly within one chunk of 16,384, some over several (merged, and stopped early by `precision`). */
const TRIALS = [1_000, 2_000, 3_000, 5_000, 8_000, 20_000, 40_000];

/** The shared fields of a simulation body: exact with chance `exact`, else seeded Monte Carlo of modest trials. */
function simulation(r: Rng, exact = 0.4, trials: readonly number[] = TRIALS): Body {
  if (r.chance(exact)) return { method: 'exact', ...(r.chance(0.2) ? { confidence: r.pick([0.9, 0.99]) } : {}) };
  const n = r.pick(trials);
  return {
    ...(r.chance(0.3) ? { method: 'monte-carlo' } : {}),
    trials: n,
    seed: r.int(0, 4_294_967_295),
    ...(r.chance(0.2) ? { confidence: r.pick([0.8, 0.9, 0.99, 0.999]) } : {}),
    ...(n > 16_384 && r.chance(0.4) ? { precision: r.pick([0.005, 0.01, 0.02]) } : {}),
  };
}

/** An XCOM task's threat, stopping policy and die, each present or not. */
function xcomTask(r: Rng, policy = true): Body {
  const b: Body = {};
  if (r.chance(0.4)) b.threat = r.int(1, 6);
  if (policy && r.chance(0.4))
    b.policy = r.pick([{ stopAtThreat: r.int(1, 8) }, { maxRolls: r.int(1, 5) }, { stopAtThreat: r.int(2, 7), maxRolls: r.int(1, 4) }]);
  if (r.chance(0.15))
    b.die = r.pick([
      { sides: 6, successes: 3 },
      { sides: 8, successes: 3 },
      { sides: 6, successes: 1 },
    ]);
  return b;
}

function soldier(r: Rng, i: number): Body {
  const skills = r.subset(ICONS, 1, 3);
  return {
    ...(r.chance(0.6) ? { name: SOLDIER_NAMES[i % SOLDIER_NAMES.length] } : {}),
    skills,
    ...(r.chance(0.4) ? { special: r.chance(0.7) ? r.pick(skills) : r.pick(ICONS) } : {}),
    ...(r.chance(0.3) ? { elite: true } : r.chance(0.1) ? { elite: false } : {}),
  };
}

const soldiers = (r: Rng, lo: number, hi: number): Body[] => Array.from({ length: r.int(lo, hi) }, (_, i) => soldier(r, i));

function enemy(r: Rng, i: number, hpMax = 3): Body {
  return {
    name: `${ENEMIES[i % ENEMIES.length]}${i >= ENEMIES.length ? ` ${i}` : ''}`,
    hp: r.int(1, hpMax),
    skills: r.subset(ICONS, 1, 3),
    ...(r.chance(0.4) ? { special: r.pick(ICONS) } : {}),
  };
}

const enemies = (r: Rng, lo: number, hi: number, hpMax = 3): Body[] => Array.from({ length: r.int(lo, hi) }, (_, i) => enemy(r, i, hpMax));

function continents(r: Rng, lo: number, hi: number, most = 4): Body[] {
  return r.subset(CONTINENTS, lo, hi).map((name) => ({ name, interceptors: r.int(0, most), ufos: r.int(0, most) }));
}

function task(r: Rng, soldiersOnCard: number): Body {
  if (r.chance(0.5)) {
    return {
      kind: 'objective',
      ...(r.chance(0.3) ? { name: r.pick(['Breach', 'Hack', 'Extract', 'Secure']) } : {}),
      ...(r.chance(0.3) ? { special: r.pick(ICONS) } : {}),
      ...(r.chance(0.25) && soldiersOnCard > 0 ? { assign: r.int(1, Math.max(1, Math.min(2, soldiersOnCard))) } : {}),
      ...(r.chance(0.15) ? { bonusDice: r.int(1, 2) } : {}),
    };
  }
  return {
    kind: 'enemy',
    ...(r.chance(0.3) ? { name: r.pick(ENEMIES) } : {}),
    hp: r.int(1, 3),
    skills: r.subset(ICONS, 1, 3),
    ...(r.chance(0.3) ? { special: r.pick(ICONS) } : {}),
    ...(r.chance(0.15) ? { soldiers: r.int(1, 2) } : {}),
    ...(r.chance(0.15) ? { bonusDice: r.int(1, 2) } : {}),
  };
}

/** A mission card: plain soldiers (a count) or a list, and its 1..`most` tasks. */
function card(r: Rng, most = 3, named = false): Body {
  const list = r.chance(0.5);
  const s = list ? soldiers(r, 1, 3) : r.int(1, 4);
  const on = typeof s === 'number' ? s : s.length;
  return {
    ...(named ? { name: r.pick(['Crash Site', 'Terror', 'Abduction', 'Alien Base Assault', 'Council']) } : {}),
    soldiers: s,
    tasks: Array.from({ length: r.int(1, most) }, () => task(r, on)),
  };
}

/** Phase 9's body: one card, or the `missions` form (1..`cards` cards, names unique). */
function missionCards(r: Rng, cards = 2): Body {
  if (r.chance(0.6)) {
    const { name: _, ...one } = card(r);
    return one;
  }
  return {
    missions: Array.from({ length: r.int(1, cards) }, (_, i) => ({ ...card(r, 2), ...(r.chance(0.7) ? { name: `Card ${i + 1}` } : {}) })),
  };
}

const research = (r: Rng): Body => {
  const cost = r.int(1, 6);
  return {
    scientists: r.int(1, 6),
    cost,
    ...(r.chance(0.3) ? { progress: r.int(0, cost - 1) } : {}),
    ...(r.chance(0.3) ? { bonusDice: r.int(0, 2) } : {}),
  };
};

const orbital = (r: Rng): Body => ({ satellites: r.int(1, 6), ufos: r.int(0, 5) });

const bestFields = (r: Rng, probabilities: string[], expectations: string[]): Body => ({
  ...(r.chance(0.8) ? { objective: { name: r.pick([...probabilities, ...expectations]), direction: r.pick(['max', 'min']) } } : {}),
  ...(r.chance(0.6) ? { unitPrice: r.pick([0, 0.1, 0.25, 0.5, 1, 2, '1/6', '1/3', '2/7']) } : {}),
  policyRows: r.int(0, 8),
});

const BASE_OBJECTIVE = { probabilities: ['allDestroyed', 'anySoldierLost'], expectations: ['baseDamage', 'soldiersLost', 'rolls'] };
const MISSION_OBJECTIVE = {
  probabilities: ['completed', 'allCompleted', 'anySoldierLost'],
  expectations: ['tasksDone', 'soldiersLost', 'rolls'],
};

/** Markers on an enemy (mid-phase) below its hit points. */
const marked = (r: Rng, e: Body): Body => (r.chance(0.4) && (e.hp as number) > 1 ? { ...e, markers: r.int(0, (e.hp as number) - 1) } : e);

function roundBoard(r: Rng, size: 'round' | 'plans'): Body {
  const end = r.int(4, 7);
  const plans = size === 'plans';
  const cs = r.subset(CONTINENTS, 2, plans ? 3 : 5).map((name) => ({
    name,
    panic: r.int(r.chance(0.5) ? end - 2 : 0, end - 1),
    ...(plans ? {} : r.chance(0.8) ? { interceptors: r.int(0, 3) } : {}),
    ...(r.chance(0.85) ? { ufos: r.int(0, 3) } : {}),
  }));
  const b: Body = { continents: cs, panicTrackEnd: end };
  if (r.chance(0.8)) b.money = r.int(0, 14);
  if (r.chance(0.25))
    b.tieBreak = r.subset(
      cs.map((c) => c.name),
      1,
      2,
    );
  if (r.chance(0.8)) b.orbit = { ...(plans ? {} : { satellites: r.int(0, 3) }), ufos: r.int(0, 3) };
  if (r.chance(plans ? 0.4 : 0.6)) {
    b.research = Array.from({ length: r.int(1, plans ? 1 : 2) }, (_, i) => {
      const cost = r.int(1, 4);
      return {
        ...(r.chance(0.5) ? { name: ['Laser Weapons', 'Alien Materials', 'Arc Thrower'][i] } : {}),
        scientists: plans ? r.int(0, 1) : r.int(0, 3),
        cost,
        ...(r.chance(0.3) ? { progress: r.int(0, cost - 1) } : {}),
        ...(r.chance(0.2) ? { bonusDice: 1 } : {}),
      };
    });
  }
  if (r.chance(plans ? 0.35 : 0.5)) {
    b.base = {
      soldiers: soldiers(r, plans ? 0 : 1, 2),
      enemies: enemies(r, 1, plans ? 1 : 2, 2),
      ...(r.chance(0.5) ? { damage: r.int(0, 2) } : {}),
      redSpace: r.int(1, 4),
    };
  }
  if (r.chance(plans ? 0.3 : 0.5)) b.missions = [{ ...card(r, 2), ...(r.chance(0.5) ? { name: 'Crash Site' } : {}) }];
  if (r.chance(0.3)) {
    b.policy = Object.fromEntries(
      r.subset(['research', 'orbital', 'global', 'base', 'missions'], 1, 2).map((phase) => [phase, { stopAtThreat: r.int(2, 6) }]),
    );
  }
  if (!plans && r.chance(0.15)) b.upkeep = { soldiers: r.int(0, 4), scientists: r.int(0, 3) };
  if (r.chance(0.25)) b.play = r.pick(['default', 'best']);
  return b;
}

const PLAN_OBJECTIVES = [
  'anyContinentAtTrackEnd',
  'allResearchCompleted',
  'redSpaceReached',
  'allMissionsCompleted',
  'continentsAtTrackEnd',
  'baseDamageAfter',
  'scientistsExhausted',
  'satellitesExhausted',
  'interceptorsLost',
  'soldiersKilled',
];

function plans(r: Rng): Body {
  const b = roundBoard(r, 'plans');
  const hasResearch = Array.isArray(b.research);
  const placesSoldiers = b.base !== undefined || Array.isArray(b.missions);
  b.pool = {
    ...(r.chance(0.8) ? { interceptors: r.int(0, 3) } : {}),
    ...(r.chance(0.6) ? { satellites: r.int(0, 2) } : {}),
    ...(hasResearch && r.chance(0.6) ? { scientists: r.int(0, 2) } : {}),
    ...(placesSoldiers && r.chance(0.5) ? { soldiers: soldiers(r, 1, 2) } : {}),
  };
  // objectives the board can move, mostly (one the board cannot move ranks every plan alike)
  const relevant = PLAN_OBJECTIVES.filter((o) => !/Research|scientists/.test(o) || hasResearch)
    .filter((o) => !/redSpace|baseDamage/.test(o) || b.base !== undefined)
    .filter((o) => !/Missions/.test(o) || Array.isArray(b.missions));
  const objective = () => ({ name: r.pick(r.chance(0.85) ? relevant : PLAN_OBJECTIVES), direction: r.pick(['min', 'max']) });
  if (r.chance(0.8)) b.objective = objective();
  if (r.chance(0.25)) b.secondObjective = objective();
  if (r.chance(0.6)) b.top = r.int(1, 6);
  if (r.chance(0.3)) {
    const names = (b.continents as Array<{ name: string }>).map((c) => c.name);
    b.limits = r.chance(0.5) ? { maxInterceptorsPerContinent: r.int(1, 2) } : { noInterceptors: r.subset(names, 1, 1) };
  }
  // a sampled ranking, where exact is out of reach, is seeded
  return { ...b, seed: r.int(0, 4_294_967_295), trials: r.pick([1_000, 2_000]) };
}

const FACES = [
  ['bat', 1, 2, 3, 4, 5],
  ['bat', 0, 1, 2, 3, 4],
  ['bat', 'bat', 2, 3, 4, 5],
  [1, 2, 3, 4, 5, 6],
  ['bat', 1, 2, 3],
  ['bat', 1, 1, 2, 2, 3, 3, 4],
];

function fighter(r: Rng, batman: boolean): Body {
  if (batman) return { side: 'batman', combatValue: r.int(0, 10) };
  if (r.chance(0.15)) return { side: 'villain', henchmen: r.int(0, 10), henchmenLimit: 10 };
  return { side: 'villain', ...(r.chance(0.9) ? { henchmen: r.int(0, 5) } : {}) };
}

const fightRules = (r: Rng): Body => ({
  ...(r.chance(0.2) ? { die: { faces: r.pick(FACES) } } : {}),
  ...(r.chance(0.3) ? { tie: r.pick(['invader', 'defender']) } : {}),
  ...(r.chance(0.1) ? { batmanBatFace: 'zero' } : {}),
});

function fight(r: Rng): Body {
  const who = r.int(0, 2); // 0: two villains, 1: Batman attacks, 2: Batman defends
  return { attacker: fighter(r, who === 1), defender: fighter(r, who === 2), ...fightRules(r) };
}

const TARGETS = [0.1, 0.25, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.99, 1];

const unitsSearch = (r: Rng): Body => ({
  target: r.pick(TARGETS),
  ...xcomTask(r),
  // "exact" by default; sampled counts (or a count too large, sampled instead) seeded
  ...(r.chance(0.4) ? { method: 'monte-carlo', trials: r.pick([1_000, 2_000, 4_000]) } : r.chance(0.3) ? { method: 'exact' } : {}),
  seed: r.int(0, 4_294_967_295),
});

/** A table's body: exact by default, or sampled, seeded either way (a row too large is sampled). */
const tableFields = (r: Rng): Body => ({
  ...(r.chance(0.4) ? { threat: r.int(1, 5) } : {}),
  ...(r.chance(0.1) ? { die: { sides: 6, successes: 3 } } : {}),
  ...(r.chance(0.25) ? { method: 'monte-carlo', trials: r.pick([1_000, 2_000]) } : {}),
  seed: r.int(0, 4_294_967_295),
});

/** A question of one endpoint as a compare or sweep can ask it: a body and ways to vary it. */
interface Varied {
  endpoint: string;
  body: Body;
  probabilities: string[];
  /** a field path and values for it */
  vary: Array<[string, Array<number | string | boolean>]>;
}

function varied(r: Rng): Varied {
  const which = r.int(0, 9);
  const sim = simulation(r, 0.4, [1_000, 2_000]);
  switch (which) {
    case 0:
      return {
        endpoint: '/v1/xcom/research',
        body: { ...research(r), ...xcomTask(r), ...sim },
        probabilities: ['completed', 'exhausted'],
        vary: [
          ['scientists', [1, 2, 3, 4, 5, 6]],
          ['policy.stopAtThreat', [1, 2, 3, 4, 5, 6, 7, 8]],
          ['bonusDice', [0, 1, 2, 3]],
          ['threat', [1, 2, 3, 4, 5]],
        ],
      };
    case 1:
      return {
        endpoint: '/v1/xcom/orbital-defense',
        body: { ...orbital(r), ...xcomTask(r), ...sim },
        probabilities: ['cleared', 'exhausted'],
        vary: [
          ['satellites', [1, 2, 3, 4, 5, 6]],
          ['ufos', [0, 1, 2, 3, 4, 5]],
          ['policy.maxRolls', [1, 2, 3, 4]],
        ],
      };
    case 2: {
      const cs = continents(r, 2, 3, 3);
      return {
        endpoint: '/v1/xcom/global-defense',
        body: { continents: cs, ...xcomTask(r), ...sim },
        probabilities: ['allCleared', 'anyInterceptorsLost', 'continents.0.cleared'],
        vary: [
          ['continents.0.interceptors', [0, 1, 2, 3, 4]],
          ['continents.1.ufos', [0, 1, 2, 3]],
          ['threat', [1, 2, 3, 4]],
        ],
      };
    }
    case 3:
      return {
        endpoint: '/v1/xcom/base-defense',
        body: { soldiers: soldiers(r, 1, 3), enemies: enemies(r, 1, 2, 2), ...xcomTask(r), ...sim },
        probabilities: ['allDestroyed', 'anySoldierLost'],
        vary: [
          ['threat', [1, 2, 3, 4]],
          ['soldiers.0.elite', [false, true]],
          ['enemies.0.hp', [1, 2, 3]],
          ['soldiers.0.special', ['assault', 'heavy', 'sniper', 'support']],
        ],
      };
    case 4:
      return {
        endpoint: '/v1/xcom/mission',
        body: { soldiers: r.int(1, 4), tasks: [task(r, 2), task(r, 2)], ...xcomTask(r), ...sim },
        probabilities: ['completed', 'anySoldierLost'],
        vary: [
          ['soldiers', [1, 2, 3, 4, 5]],
          ['threat', [1, 2, 3, 4]],
          ['tasks.0.bonusDice', [0, 1, 2]],
        ],
      };
    case 5:
    case 6:
      return {
        endpoint: '/v1/batman/fight',
        body: { attacker: { side: 'villain', henchmen: r.int(0, 5) }, defender: fighter(r, r.chance(0.5)), ...fightRules(r), ...sim },
        probabilities: ['attackerWins', 'defenderWins', 'villainBatFace'],
        vary: [
          ['attacker.henchmen', [0, 1, 2, 3, 4, 5]],
          ['tie', ['invader', 'defender']],
        ],
      };
    case 7:
      return {
        endpoint: '/v1/xcom/research/best',
        body: { ...research(r), ...xcomTask(r), method: 'exact', ...bestFields(r, ['completed', 'exhausted'], ['rolls', 'markers']) },
        probabilities: ['completed', 'exhausted'],
        vary: [
          ['scientists', [1, 2, 3, 4]],
          ['unitPrice', [0, 0.1, 0.5, 1]],
          ['threat', [1, 2, 3, 4, 5]],
        ],
      };
    case 8:
      return {
        endpoint: '/v1/xcom/orbital-defense/best',
        body: { ...orbital(r), ...xcomTask(r), method: 'exact', ...bestFields(r, ['cleared', 'exhausted'], ['ufosLeft', 'rolls']) },
        probabilities: ['cleared', 'exhausted'],
        vary: [
          ['satellites', [1, 2, 3, 4]],
          ['unitPrice', [0, 0.25, 1]],
        ],
      };
    default: {
      const b = roundBoard(r, 'round');
      return {
        endpoint: '/v1/xcom/round',
        body: { ...b, ...(r.chance(0.5) ? { method: 'exact' } : { trials: r.pick([500, 1_000]), seed: r.int(0, 4_294_967_295) }) },
        probabilities: ['anyContinentAtTrackEnd', 'allResearchCompleted', 'redSpaceReached', 'allMissionsCompleted'],
        vary: [
          ['money', [0, 4, 8, 12]],
          ['panicTrackEnd', [7, 8, 9]],
          ['orbit.ufos', [0, 1, 2, 3]],
        ],
      };
    }
  }
}

function compare(r: Rng): Body {
  const q = varied(r);
  const n = r.int(2, 4);
  const variants = Array.from({ length: n }, (_, i) => {
    if (i === 0 && r.chance(0.6)) return { name: 'as asked', set: {} };
    const set: Body = {};
    for (const [field, values] of r.subset(q.vary, 1, 2)) set[field] = r.pick(values);
    return { name: `variant ${i + 1}`, set };
  });
  return {
    endpoint: q.endpoint,
    body: q.body,
    variants,
    probability: r.pick(q.probabilities),
    ...(r.chance(0.3) ? { order: r.pick(['highest', 'lowest']) } : {}),
  };
}

function sweep(r: Rng): Body {
  const q = varied(r);
  const [field, values] = r.pick(q.vary);
  return {
    endpoint: q.endpoint,
    body: q.body,
    vary: { field, values: r.subset(values, 2, 5) },
    ...(r.chance(0.5)
      ? {
          probabilities: r.subset(
            q.probabilities.filter((p) => !p.includes('.')),
            1,
            2,
          ),
        }
      : {}),
  };
}

/** A first move at the table: a stop, or a roll of the task in play (refused where the move must name a team). */
function tableStep(r: Rng): Body {
  const board = roundBoard(r, 'round');
  if (r.chance(0.3)) return { state: { board }, move: { stop: true } };
  return { state: { board }, move: { roll: {} }, dice: { successes: r.int(0, 1), alien: r.int(1, 8) } };
}

/** The generators, by path, with how many questions each: every XCOM and Batman endpoint, /v1/compare and /v1/sweep. */
const GENERATORS: Record<string, [count: number, make: (r: Rng) => Body]> = {
  '/v1/xcom/research': [40, (r) => ({ ...research(r), ...xcomTask(r), ...simulation(r) })],
  '/v1/xcom/research/best': [
    25,
    (r) => ({ ...research(r), ...xcomTask(r), ...simulation(r, 0.7), ...bestFields(r, ['completed', 'exhausted'], ['rolls', 'markers']) }),
  ],
  '/v1/xcom/research/policies': [15, (r) => ({ ...research(r), ...tableFields(r) })],
  '/v1/xcom/research/units-needed': [15, (r) => ({ cost: r.int(1, 6), ...unitsSearch(r) })],
  '/v1/xcom/orbital-defense': [35, (r) => ({ ...orbital(r), ...xcomTask(r), ...simulation(r) })],
  '/v1/xcom/orbital-defense/best': [
    20,
    (r) => ({ ...orbital(r), ...xcomTask(r), ...simulation(r, 0.7), ...bestFields(r, ['cleared', 'exhausted'], ['ufosLeft', 'rolls']) }),
  ],
  '/v1/xcom/orbital-defense/policies': [12, (r) => ({ ...orbital(r), ...tableFields(r) })],
  '/v1/xcom/orbital-defense/units-needed': [12, (r) => ({ ufos: r.int(0, 5), ...unitsSearch(r) })],
  '/v1/xcom/global-defense': [35, (r) => ({ continents: continents(r, 1, 5), ...xcomTask(r), ...simulation(r) })],
  '/v1/xcom/global-defense/best': [
    20,
    (r) => ({
      continents: continents(r, 1, 3, 3),
      ...xcomTask(r),
      ...simulation(r, 0.7),
      ...bestFields(r, ['allCleared', 'anyInterceptorsLost'], ['panic']),
    }),
  ],
  '/v1/xcom/global-defense/policies': [12, (r) => ({ continents: continents(r, 1, 3, 3), ...tableFields(r) })],
  '/v1/xcom/global-defense/units-needed': [12, (r) => ({ ufos: r.int(0, 4), ...unitsSearch(r) })],
  '/v1/xcom/base-defense': [40, (r) => ({ soldiers: soldiers(r, 1, 4), enemies: enemies(r, 1, 3), ...xcomTask(r), ...simulation(r) })],
  '/v1/xcom/base-defense/best': [
    20,
    (r) => ({
      soldiers: soldiers(r, 1, 3),
      enemies: enemies(r, 1, 2, 2).map((e) => marked(r, e)),
      ...xcomTask(r),
      ...simulation(r, 0.7),
      ...bestFields(r, BASE_OBJECTIVE.probabilities, BASE_OBJECTIVE.expectations),
    }),
  ],
  '/v1/xcom/base-defense/policies': [12, (r) => ({ soldiers: soldiers(r, 1, 3), enemies: enemies(r, 1, 2, 2), ...tableFields(r) })],
  '/v1/xcom/base-defense/units-needed': [
    15,
    (r) => ({
      enemies: enemies(r, 1, 2, 2),
      ...(r.chance(0.3) ? { soldiers: soldiers(r, 1, 2) } : {}),
      ...(r.chance(0.4) ? { template: soldier(r, 0) } : {}),
      ...unitsSearch(r),
    }),
  ],
  '/v1/xcom/mission': [40, (r) => ({ ...missionCards(r), ...xcomTask(r), ...simulation(r) })],
  '/v1/xcom/mission/best': [
    20,
    (r) => {
      const cards = missionCards(r, 2) as { tasks?: Body[]; missions?: Array<{ tasks: Body[] }> };
      const withMarkers = (tasks: Body[]) => tasks.map((t) => (t.kind === 'enemy' ? marked(r, t) : t));
      const body: Body = cards.missions
        ? { missions: cards.missions.map((m) => ({ ...m, tasks: withMarkers(m.tasks) })) }
        : { ...cards, tasks: withMarkers(cards.tasks!) };
      return {
        ...body,
        ...xcomTask(r),
        ...simulation(r, 0.7),
        ...bestFields(r, MISSION_OBJECTIVE.probabilities, MISSION_OBJECTIVE.expectations),
      };
    },
  ],
  '/v1/xcom/mission/policies': [12, (r) => ({ ...missionCards(r, 1), ...tableFields(r) })],
  '/v1/xcom/mission/units-needed': [
    12,
    (r) => {
      const tasks = Array.from({ length: r.int(1, 2) }, () => task(r, 0));
      return { tasks, ...(r.chance(0.3) ? { task: r.int(0, tasks.length - 1) } : {}), ...unitsSearch(r) };
    },
  ],
  '/v1/xcom/budget': [
    25,
    (r) => {
      const end = r.int(3, 8);
      return {
        money: r.int(0, 15),
        ...Object.fromEntries(
          ['soldiers', 'interceptors', 'scientists', 'satellites'].filter(() => r.chance(0.8)).map((u) => [u, r.int(0, 6)]),
        ),
        continents: r.subset(CONTINENTS, 1, 6).map((name) => ({ name, panic: r.int(0, end) })),
        panicTrackEnd: end,
        ...(r.chance(0.2) ? { method: 'exact' } : {}),
      };
    },
  ],
  '/v1/xcom/round': [30, (r) => ({ ...roundBoard(r, 'round'), ...simulation(r, 0.4, [500, 1_000, 2_000, 20_000]) })],
  '/v1/xcom/round/plans': [25, plans],
  '/v1/batman/fight': [40, (r) => ({ ...fight(r), ...simulation(r, 0.4, [1_000, 5_000, 20_000]) })],
  '/v1/batman/henchmen-needed': [
    20,
    (r) => {
      const opponent = fighter(r, r.chance(0.5));
      return {
        ...(r.chance(0.8) ? { villainRole: r.pick(['attacker', 'defender']) } : {}),
        opponent,
        target: r.pick(TARGETS),
        ...fightRules(r),
        ...(r.chance(0.2) ? { method: 'exact' } : {}),
      };
    },
  ],
  '/v1/compare': [25, compare],
  '/v1/sweep': [25, sweep],
  // last: the generator's draws for the paths above stay what they were before these were added
  '/v1/xcom/round/advice': [15, (r) => ({ state: { board: roundBoard(r, 'round') } })],
  '/v1/xcom/round/step': [15, tableStep],
};

/** The paths the corpus must cover: every POST of the app's document under these. */
const COVERED = /^\/v1\/(xcom|batman)\/|^\/v1\/(compare|sweep)$/;

/** Every `GET_EVERY`th question of an endpoint is asked as its link (GET), the rest POSTed. */
const GET_EVERY = 7;

const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** The link form of a question: its fields as parameters when all are scalars, else `q`, the JSON in base64url. */
function linkOf(path: string, body: Body): string {
  if (Object.values(body).every(isScalar)) {
    const query = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));
    return `${path}?${query}`;
  }
  return `${path}?q=${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
}

const shortName = (path: string) => path.replace(/^\/v1\//, '').replaceAll('/', '.');

const app = await buildApp(CORPUS_APP);
await app.ready();

// the examples of every endpoint covered: the first question of each is its example body
const examples = exampleBodies(app);
const paths = [...examples.keys()].filter((p) => COVERED.test(p));
const missing = paths.filter((p) => !(p in GENERATORS));
if (missing.length > 0) throw new Error(`no generator for ${missing.join(', ')}: add one to scripts/recordCorpus.ts`);

const r = generator(20_260_601);
const cases: CorpusCase[] = [];
const refused: string[] = [];
const seen = new Set<string>();
const timing: Array<[string, number, number]> = [];
for (const [path, [count, make]] of Object.entries(GENERATORS)) {
  const started = performance.now();
  let asked = 0;
  for (let i = 0; asked < count + 1 && i < 4 * count; i++) {
    const body = i === 0 ? (examples.get(path) as Body) : make(r);
    const get = asked % GET_EVERY === GET_EVERY - 1;
    const question = get ? { method: 'GET' as const, url: linkOf(path, body) } : { method: 'POST' as const, url: path, body };
    const key = JSON.stringify(question);
    if (seen.has(key)) continue;
    seen.add(key);
    const res = await app.inject(requestOf(question));
    if (res.statusCode !== 200) {
      refused.push(`${res.statusCode} ${question.method} ${path} ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`);
      continue;
    }
    const text = normalise(res.body);
    if (text.includes(`"${VERSION}"`)) throw new Error(`the version ${VERSION} is in an answer beyond engine.version: ${path}`);
    cases.push({
      id: `${shortName(path)}-${String(asked).padStart(3, '0')}`,
      ...question,
      status: res.statusCode,
      sha256: sha256(text),
      glance: glanceOf(res.json()),
    });
    asked++;
  }
  timing.push([path, asked, performance.now() - started]);
}
await app.close();

writeCorpus(
  {
    corpus: 'XCOM and Batman answers: each question with the SHA-256 of its answer, elapsedMs and engine.version written over',
    recordedWith: VERSION,
    record: 'npm run build && node build/scripts/recordCorpus.js',
    cases: cases.length,
  },
  cases,
);
for (const [path, n, ms] of timing) console.log(`${String(n).padStart(4)} ${String(Math.round(ms)).padStart(6)} ms  ${path}`);
console.log(`${cases.length} answers written; ${refused.length} questions refused (not kept)`);
for (const line of refused) console.log(`  ${line}`);
