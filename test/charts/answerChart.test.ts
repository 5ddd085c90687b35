/**
 * Answers as pictures: the same answer gives the same bytes (whatever its elapsedMs), intervals
 * are drawn for Monte Carlo and not for exact answers, names from a request come out as text,
 * each kind of answer gets its own layout, and one snapshot per kind guards the bytes.
 */
import t from 'tap';
import { answerChart, type ChartContext } from '../../src/charts/answerChart.js';
import * as fx from './fixtures.js';
import { count, elements, wellFormed } from './svgText.js';

const RESEARCH_SUMMARY = 'Research: odds of finishing a tech before a loss exhausts the scientists';
const research: ChartContext = { url: '/v1/xcom/research', summary: RESEARCH_SUMMARY };
const summaries: Record<string, string> = {
  '/v1/xcom/research': RESEARCH_SUMMARY,
  '/v1/asl/rally': 'Rally: odds that a broken unit rallies within N rally phases',
};
const ctx = (url: string, summary?: string): ChartContext => ({ url, summary, summaryOf: (u) => summaries[u] });

t.test('the same answer gives the same bytes; elapsedMs is not drawn', async (t) => {
  const a = answerChart(fx.researchMonteCarlo, research);
  const b = answerChart(structuredClone(fx.researchMonteCarlo), research);
  t.equal(a, b);
  const slower = answerChart({ ...fx.researchMonteCarlo, elapsedMs: 9999.123 }, research);
  t.equal(slower, a, 'only elapsedMs differs between identical requests, and it is left out');
  t.notOk(a.includes('21.9'), 'the elapsed time is nowhere in the picture');
  t.equal(wellFormed(a), undefined);
});

t.test('Monte Carlo: a whisker per probability and the trials in the subtitle', async (t) => {
  const svg = answerChart(fx.researchMonteCarlo, research);
  t.equal(count(svg, 'class="whisker"'), 2, 'completed and exhausted');
  t.equal(count(svg, 'class="mean-interval"'), 1, 'the markers histogram has its mean interval');
  t.match(svg, />Monte Carlo, 100,000 trials, 95% intervals, seed 7</);
  t.match(svg, />Research: odds of finishing a tech before a loss exhausts the/, 'titled by the summary');
  t.match(svg, />Completed</);
  t.match(svg, />Exhausted</);
  t.match(svg, />59\.0%</, 'p = 0.58977 in percent');
  t.match(svg, />\s*58\.7–59\.3</, 'and its interval');
  t.match(svg, />Markers</);
  t.match(svg, />Other means</, 'rolls has no distribution: its mean is written');
});

t.test('exact: no whiskers, no interval bands, "Exact" in the subtitle', async (t) => {
  const svg = answerChart(fx.researchExact, research);
  t.equal(count(svg, 'class="whisker"'), 0);
  t.equal(count(svg, 'class="mean-interval"'), 0);
  t.equal(count(svg, 'class="mean"'), 1, 'the mean is still marked');
  t.match(svg, />Exact</);
  t.notMatch(svg, /Monte Carlo/);
  t.match(svg, /1\/2 = 0\.5 \(exact\)/, 'the fraction in the tooltip');
  t.match(svg, />\s*1\/4</, 'and a short one beside the bar');
});

t.test('per-item lists: each item a named group; request names escaped', async (t) => {
  const svg = answerChart(
    fx.globalDefense,
    ctx('/v1/xcom/global-defense', 'Global defence: odds of clearing the UFOs over each continent'),
  );
  t.equal(wellFormed(svg), undefined);
  t.notOk(svg.includes('<script>'), 'no raw script tag');
  t.ok(svg.includes('&lt;script&gt;alert("x")&lt;/script&gt; &amp; co'), 'the name as text');
  t.match(svg, />Continents</);
  t.match(svg, />Europe</);
  t.match(svg, /Interceptors 2 · UFOs 2/, "an item's own fields beside its name");
  t.equal(count(svg, 'class="whisker"'), 3, "allCleared and each continent's cleared");
  t.equal(count(svg, 'class="mean"'), 3, "panic and each continent's UFOs left");
  t.match(svg, /90% intervals/, 'the level of the answer');

  const units = answerChart(fx.locationUnits, ctx('/v1/asl/location-check'));
  t.match(units, />8-1</);
  t.match(units, />Good order</, 'a status list drawn as bars labelled by status');
  t.match(units, />75\.0%</);
});

t.test('a numeric sweep: lines with interval bands, and a chart per mean', async (t) => {
  const svg = answerChart(fx.sweepNumeric, ctx('/v1/sweep', 'Sweep'));
  t.equal(wellFormed(svg), undefined);
  t.match(svg, />Research, by scientists</, 'titled by the swept endpoint and field');
  t.match(svg, /Monte Carlo, 5,000 trials a row, 95% intervals, seed 7/);
  t.equal(count(svg, 'class="band"'), 2, 'completed, and the mean rolls');
  t.equal(count(svg, '<polyline'), 2);
  t.match(svg, />Rolls \(mean\)</);
  const points = elements(svg, 'circle');
  t.equal(points.length, 6, 'three rows, two charts');
  const exact = answerChart({ ...fx.sweepNumeric, method: 'exact', seed: null }, ctx('/v1/sweep'));
  t.equal(count(exact, 'class="band"'), 0, 'no bands when exact');
});

t.test('a sweep of words: grouped bars, one colour per value', async (t) => {
  const svg = answerChart(fx.sweepTerrain, ctx('/v1/sweep'));
  t.match(svg, />Rally, by terrain</);
  t.match(svg, />Terrain open</);
  t.match(svg, />Terrain woods</);
  t.equal(count(svg, 'class="whisker"'), 0, 'exact');
  t.match(svg, />Exact</);
});

t.test('a comparison of named variants reuses the grouped bars with their differences', async (t) => {
  const svg = answerChart(fx.comparison, ctx('/v1/compare', 'Comparison'));
  t.match(svg, />Plan A</);
  t.match(svg, />Plan B</);
  t.match(svg, /\+10\.0 pts \(\+8\.6 to \+11\.4 pts\)/);
  t.equal(count(svg, 'class="whisker"'), 2);
});

t.test('stopping rules, units searches and the budget', async (t) => {
  const rules = answerChart(fx.policyTable, ctx('/v1/xcom/research/policies', 'Stopping rules'));
  t.match(rules, />Rule: stop at threat</);
  t.equal(count(rules, 'class="reference"'), 2, 'the default rule as two dashed lines');
  t.match(rules, />default rule: 60\.0%</);
  t.equal(elements(rules, 'circle').filter((c) => c.fill === '#ffffff').length, 2, 'the dominated rule hollow on both lines');

  const search = answerChart(fx.unitsSearch, ctx('/v1/xcom/research/units-needed', 'Units needed'));
  t.match(search, />Fewest scientists</);
  t.match(search, />target 50\.0%</);
  t.equal(count(search, 'class="band"'), 0, 'exact rows');
  t.equal(elements(search, 'circle').filter((c) => c.fill === '#ffffff').length, 1, 'one count below the target');

  const budget = answerChart(fx.budget, ctx('/v1/xcom/budget', 'Budget audit'));
  t.match(budget, />Exact \(the audit has no dice\)</);
  t.match(budget, />3 → 5</);
  t.match(budget, /tied with Europe/);
});

t.test('an answer of no known shape is drawn plainly, never refused', async (t) => {
  const svg = answerChart({ odd: { deep: { p: 0.5 } }, count: 3 }, ctx('/v1/new'));
  t.equal(wellFormed(svg), undefined);
  t.match(svg, />Odd · Deep</, 'a probability named by its path');
  t.match(svg, />POST \/v1\/new</);
  const nothing = answerChart({}, ctx('/v1/new'));
  t.match(nothing, /nothing|no probabilities/i);
  t.equal(wellFormed(answerChart(null, ctx('/v1/new'))), undefined);
});

t.test('snapshots: one chart per kind', async (t) => {
  t.matchSnapshot(answerChart(fx.researchMonteCarlo, research), 'odds answer: bars and histograms (Monte Carlo)');
  t.matchSnapshot(answerChart(fx.globalDefense, ctx('/v1/xcom/global-defense', 'Global defence')), 'per-item groups');
  t.matchSnapshot(answerChart(fx.sweepNumeric, ctx('/v1/sweep')), 'sweep: lines with bands');
  t.matchSnapshot(answerChart(fx.comparison, ctx('/v1/compare', 'Comparison')), 'comparison: grouped bars');
  t.matchSnapshot(answerChart(fx.unitsSearch, ctx('/v1/xcom/research/units-needed', 'Units needed')), 'units search: lines with a target');
  t.matchSnapshot(answerChart(fx.budget, ctx('/v1/xcom/budget', 'Budget audit')), 'budget: bars from a base');
});
