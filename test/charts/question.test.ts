/**
 * The question under a chart's title: said in the game's words from the body, the same words
 * whatever the order of its keys, long lists cut with "…", bookkeeping left to the method line,
 * an unknown field written plainly, and a name from the request escaped in the SVG.
 */
import t from 'tap';
import { answerChart } from '../../src/charts/answerChart.js';
import { describeQuestion } from '../../src/charts/question.js';
import * as fx from './fixtures.js';
import { wellFormed } from './svgText.js';

/** The question lines of a chart, as text (entities read back). */
function questionLines(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*class="question"[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

t.test('research: the question in the game words, bookkeeping left out', async (t) => {
  const body = {
    scientists: 3,
    cost: 3,
    progress: 0,
    bonusDice: 0,
    threat: 1,
    policy: {},
    trials: 100_000,
    seed: 7,
    confidence: 0.95,
    method: 'monte-carlo',
  };
  t.equal(describeQuestion(body), '3 scientists, tech cost 3, threat 1');
  const reordered = Object.fromEntries(Object.entries(body).reverse());
  t.equal(describeQuestion(reordered), describeQuestion(body), 'key order does not matter');
  t.equal(
    describeQuestion({ ...body, scientists: 1, progress: 2, bonusDice: 1, threat: 3, policy: { stopAtThreat: 4, maxRolls: 2 } }),
    '1 scientist, tech cost 3, progress 2, +1 bonus die, threat 3, stop at threat 4 and at most 2 rolls',
    'one scientist, and the fields that are not at their rest value',
  );
  t.equal(describeQuestion(undefined), '', 'no body, no question');
  t.equal(describeQuestion({ trials: 10, seed: 1 }), '', 'only bookkeeping: nothing to say');
});

t.test('lists: a count, the first items, then "…"; long names cut', async (t) => {
  const continents = ['Asia', 'Europe', 'Africa', 'North America', 'South America'].map((name, i) => ({
    name,
    interceptors: i,
    ufos: 3 - (i % 3),
  }));
  const q = describeQuestion({ continents, threat: 1 });
  t.equal(q, '5 continents: Asia 0 interceptors/3 UFOs, Europe 1 interceptor/2 UFOs, Africa 2 interceptors/1 UFO, …; threat 1');
  const long = describeQuestion({ continents: [{ name: 'A'.repeat(200), interceptors: 1, ufos: 1 }] });
  t.ok(long.length < 60, `a long name is cut: ${long}`);
  t.match(long, /A…/);
});

t.test('each game: the fields said in its words', async (t) => {
  const cases: Array<[body: Record<string, unknown>, words: string, why?: string]> = [
    [{ morale: 7, modifier: 2, leadership: -1, drm: 0, check: 'MC', unit: 'squad', broken: false }, 'squad ML 7, 2MC, leader -1'],
    [{ morale: 8, broken: true, unit: 'leader', check: 'TC', modifier: 0, fanatic: true }, 'broken leader ML 8 (fanatic), NTC'],
    [
      { brokenMorale: 7, unit: 'squad', interdictions: 2, leader: { morale: 8, leadership: -1 }, drm: 1 },
      'broken squad ML 7, 2 Interdictions, routing with leader ML 8 (-1), DRM +1',
    ],
    [
      {
        attacker: { side: 'villain', henchmen: 1 },
        defender: { side: 'batman', combatValue: 4 },
        tie: 'invader',
        die: { faces: ['bat', 1, 2, 3, 4, 5] },
      },
      'a villain with 1 henchman attacks Batman (combat value 4)',
      'the printed die and the rules tie are not said',
    ],
    [
      {
        attacker: { side: 'villain', henchmen: 2 },
        defender: { side: 'villain', henchmen: 0 },
        tie: 'defender',
        die: { faces: ['bat', 2, 2] },
      },
      'a villain with 2 henchmen attacks a villain with 0 henchmen, ties to the defender, die faces bat 2 2',
    ],
    [
      {
        soldiers: [{ name: 'Vasquez', skills: ['assault'], elite: true }, { skills: ['heavy', 'sniper'] }],
        enemies: [{ name: 'Muton', hp: 2 }],
        threat: 2,
      },
      '2 soldiers: Vasquez (elite), heavy+sniper; 1 enemy: Muton 2 HP; threat 2',
    ],
    [
      { ufos: 2, target: 0.75, threat: 1, objective: { name: 'allCleared', direction: 'max' }, unitPrice: '1/6' },
      '2 UFOs, threat 1, target 75%, maximising all cleared, unit price 1/6',
    ],
  ];
  for (const [body, words, why] of cases) t.equal(describeQuestion(body), words, why ?? words);
});

t.test('a sweep and a comparison say the body they vary, then what varies', async (t) => {
  const sweep = describeQuestion({
    endpoint: '/v1/xcom/research',
    body: { cost: 3, seed: 7, trials: 5000 },
    vary: { field: 'scientists', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    probabilities: ['completed'],
  });
  t.equal(sweep, 'tech cost 3; scientists 1, 2, 3, 4, 5, 6, 7, 8, …');
  const compare = describeQuestion(
    {
      endpoint: '/v1/xcom/orbital-defense',
      body: { satellites: 3, ufos: 2 },
      variants: [
        { name: 'as is', set: {} },
        { name: 'one more', set: { satellites: 4 } },
      ],
      probability: 'cleared',
      order: 'lowest',
    },
    (url) => (url === '/v1/xcom/orbital-defense' ? 'Orbital defence: odds of clearing orbit' : undefined),
  );
  t.equal(compare, 'Orbital defence: 3 satellites, 2 UFOs; 2 variants: as is, one more; ranked by cleared, lowest first');
});

t.test('a field with no phrase of its own is written plainly', async (t) => {
  t.equal(
    describeQuestion({ scientists: 2, newRule: 4, extraFlag: true, off: false, nested: { depth: 3 } }),
    '2 scientists, extra flag, nested: depth 3, new rule 4',
  );
});

t.test('in the chart: under the title, at most two lines, a hostile name escaped', async (t) => {
  const question = { scientists: 3, cost: 3, threat: 1, seed: 7 };
  const svg = answerChart(fx.researchMonteCarlo, { url: '/v1/xcom/research', summary: 'Research', question });
  t.same(questionLines(svg), ['3 scientists, tech cost 3, threat 1']);
  t.equal(wellFormed(svg), undefined);
  t.match(
    /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '',
    /^Research\. 3 scientists, tech cost 3, threat 1\. Monte Carlo/,
    'and in the document title',
  );
  const none = answerChart(fx.researchMonteCarlo, { url: '/v1/xcom/research', summary: 'Research' });
  t.same(questionLines(none), [], 'no body, no question line');

  // the hostile name, cut at 24 characters, and a short one kept whole
  const hostile = '<img src=x onerror=alert(1)>';
  const short = '<svg onload=f()>&"';
  const continents = [hostile, short, ...Array.from({ length: 6 }, (_, i) => `C${i}`)].map((name) => ({ name, interceptors: 1, ufos: 2 }));
  const drawn = answerChart(fx.globalDefense, {
    url: '/v1/xcom/global-defense',
    summary: 'Global defence',
    question: { continents, threat: 1 },
  });
  t.equal(wellFormed(drawn), undefined, 'well formed');
  t.notOk(drawn.includes('<img') || drawn.includes('<svg onload'), 'no element made from the request');
  t.ok(drawn.includes('&lt;img src=x onerror=aler…'), 'the long name as text, cut');
  t.ok(drawn.includes('&lt;svg onload=f()&gt;&amp;" 1 interceptor'), 'the short one whole, as text');
  const lines = questionLines(drawn);
  t.ok(lines.length >= 1 && lines.length <= 2, `${lines.length} lines`);
  t.equal(
    lines.join(' '),
    `8 continents: <img src=x onerror=aler… 1 interceptor/2 UFOs, ${short} 1 interceptor/2 UFOs, C0 1 interceptor/2 UFOs, …; threat 1`,
  );

  const wordy = answerChart(fx.researchMonteCarlo, {
    url: '/v1/x',
    question: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${String(i).padStart(2, '0')}`, `value number ${i}`])),
  });
  const cut = questionLines(wordy);
  t.equal(cut.length, 2, 'a long question takes two lines');
  t.match(cut[1], /…$/, 'the second cut with "…"');
});

t.test('snapshot: a chart with its question', async (t) => {
  t.matchSnapshot(
    answerChart(fx.researchMonteCarlo, {
      url: '/v1/xcom/research',
      summary: 'Research: odds of finishing a tech',
      question: { scientists: 3, cost: 3, threat: 1, seed: 7 },
    }),
    'research with its question',
  );
});
