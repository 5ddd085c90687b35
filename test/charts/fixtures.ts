/**
 * Answers written by hand in the shapes the endpoints answer (the API document), small enough to check a
 * picture against by eye: the renderers' tests draw these, never an answer they computed.
 */
const engine = { rng: 'xoroshiro128plus', version: '0.0.0-test' };

export const researchMonteCarlo = {
  method: 'monte-carlo',
  trials: 100_000,
  seed: 7,
  confidence: 0.95,
  elapsedMs: 21.9,
  engine,
  probabilities: {
    completed: { p: 0.58977, ci: [0.58672, 0.59282] },
    exhausted: { p: 0.60496, ci: [0.60193, 0.60799] },
  },
  expectations: {
    rolls: { mean: 2.48478, ci: [2.4784, 2.49116] },
    markers: { mean: 2.30859, ci: [2.3027, 2.31448] },
  },
  distributions: {
    markers: [
      { value: 0, p: 0.06297 },
      { value: 1, p: 0.15524 },
      { value: 2, p: 0.19202 },
      { value: 3, p: 0.58977 },
    ],
  },
};

/** 1 die, cost 1 would be too plain: 2 dice against cost 2, with fractions as the exact method gives them. */
export const researchExact = {
  method: 'exact',
  trials: 0,
  seed: null,
  confidence: 0.95,
  elapsedMs: 1.2,
  engine,
  probabilities: {
    completed: { p: 0.5, ci: [0.5, 0.5], fraction: '1/2' },
    exhausted: { p: 0.25, ci: [0.25, 0.25], fraction: '1/4' },
  },
  expectations: { markers: { mean: 1.25, ci: [1.25, 1.25], fraction: '5/4' } },
  distributions: {
    markers: [
      { value: 0, p: 0.25, fraction: '1/4' },
      { value: 1, p: 0.25, fraction: '1/4' },
      { value: 2, p: 0.5, fraction: '1/2' },
    ],
  },
};

export const HOSTILE_NAME = '<script>alert("x")</script> & co';

export const globalDefense = {
  method: 'monte-carlo',
  trials: 20_000,
  seed: 3,
  confidence: 0.9,
  elapsedMs: 5,
  engine,
  probabilities: { allCleared: { p: 0.4, ci: [0.394, 0.406] } },
  expectations: { panic: { mean: 0.9, ci: [0.89, 0.91] } },
  distributions: {
    panic: [
      { value: 0, p: 0.4 },
      { value: 1, p: 0.3 },
      { value: 2, p: 0.3 },
    ],
  },
  continents: [
    {
      name: HOSTILE_NAME,
      interceptors: 2,
      ufos: 2,
      probabilities: { cleared: { p: 0.6, ci: [0.594, 0.606] } },
      expectations: { ufosLeft: { mean: 0.5, ci: [0.49, 0.51] } },
      distributions: {
        ufosLeft: [
          { value: 0, p: 0.6 },
          { value: 1, p: 0.3 },
          { value: 2, p: 0.1 },
        ],
      },
    },
    {
      name: 'Europe',
      interceptors: 1,
      ufos: 1,
      probabilities: { cleared: { p: 0.7, ci: [0.694, 0.706] } },
      expectations: { ufosLeft: { mean: 0.3, ci: [0.29, 0.31] } },
      distributions: {
        ufosLeft: [
          { value: 0, p: 0.7 },
          { value: 1, p: 0.3 },
        ],
      },
    },
  ],
};

export const locationUnits = {
  method: 'exact',
  trials: 0,
  seed: null,
  confidence: 0.95,
  elapsedMs: 3,
  engine,
  probabilities: { allGoodOrder: { p: 0.5, ci: [0.5, 0.5], fraction: '1/2' } },
  expectations: {},
  distributions: {},
  units: [
    {
      id: '8-1',
      kind: 'leader',
      status: [
        { status: 'good-order', p: 0.75, ci: [0.75, 0.75], fraction: '3/4' },
        { status: 'broken', p: 0.25, ci: [0.25, 0.25], fraction: '1/4' },
      ],
    },
  ],
};

export const sweepNumeric = {
  endpoint: '/v1/xcom/research',
  field: 'scientists',
  method: 'monte-carlo',
  seed: 7,
  rows: [1, 2, 3].map((n) => ({
    value: n,
    trials: 5_000,
    probabilities: { completed: { p: 0.2 * n, ci: [0.2 * n - 0.01, 0.2 * n + 0.01] } },
    expectations: { rolls: { mean: 4 - n / 2, ci: [3.95 - n / 2, 4.05 - n / 2] } },
  })),
};

export const sweepTerrain = {
  endpoint: '/v1/asl/rally',
  field: 'terrain',
  method: 'exact',
  seed: null,
  rows: [
    { value: 'open', trials: 0, probabilities: { rallied: { p: 0.5, ci: [0.5, 0.5], fraction: '1/2' } }, expectations: {} },
    { value: 'woods', trials: 0, probabilities: { rallied: { p: 0.75, ci: [0.75, 0.75], fraction: '3/4' } }, expectations: {} },
  ],
};

export const comparison = {
  method: 'monte-carlo',
  trials: 10_000,
  seed: 1,
  confidence: 0.95,
  elapsedMs: 2,
  engine,
  variants: [
    { name: 'Plan A', probabilities: { completed: { p: 0.5, ci: [0.49, 0.51] } } },
    {
      name: 'Plan B',
      probabilities: { completed: { p: 0.6, ci: [0.59, 0.61] } },
      difference: { completed: { estimate: 0.1, ci: [0.086, 0.114] } },
    },
  ],
};

const rule = (r: string, value: number | null, finish: number, loss: number, undominated: boolean) => ({
  rule: r,
  value,
  policy: value === null ? {} : { [r]: value },
  method: 'exact',
  trials: 0,
  finish: { p: finish, ci: [finish, finish] },
  loss: { p: loss, ci: [loss, loss] },
  undominated,
});

export const policyTable = {
  endpoint: '/v1/xcom/research',
  finish: 'completed',
  loss: 'exhausted',
  seed: null,
  confidence: 0.95,
  rules: [
    rule('default', null, 0.6, 0.6, true),
    rule('stopAtThreat', 0, 0, 0, true),
    rule('stopAtThreat', 1, 0.3, 0.2, true),
    rule('stopAtThreat', 2, 0.3, 0.4, false),
  ],
  elapsedMs: 4,
  engine,
};

export const unitsSearch = {
  endpoint: '/v1/xcom/research',
  units: 'scientists',
  target: 0.5,
  fewest: 2,
  chance: { p: 0.55, ci: [0.55, 0.55] },
  detail: '2 scientists give 11/20 (0.55) >= 0.5',
  seed: null,
  table: [1, 2, 3].map((units) => ({
    units,
    method: 'exact',
    finish: { p: 0.25 + 0.3 * (units - 1), ci: [0.25 + 0.3 * (units - 1), 0.25 + 0.3 * (units - 1)] },
    loss: { p: 0.5, ci: [0.5, 0.5] },
    reachesTarget: units >= 2,
  })),
  elapsedMs: 1,
  engine,
};

export const budget = {
  upkeep: 9,
  paid: 5,
  moneyLeft: 0,
  shortfall: 4,
  advances: [{ continent: 'Asia', from: 3, to: 5, tiedWith: ['Europe'] }],
  continents: [
    { name: 'Asia', panicBefore: 3, panic: 5, advancedBy: 2, atEnd: true },
    { name: 'Africa', panicBefore: 1, panic: 1, advancedBy: 0, atEnd: false },
  ],
  unabsorbed: 0,
};
