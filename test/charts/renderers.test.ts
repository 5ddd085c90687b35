/**
 * The renderers one by one: bars scale with their values and carry a whisker only when given an
 * interval; a histogram has a column per value and marks its mean where the mean is; lines draw
 * interval bands only for intervals; labels never overlap once spread.
 */
import assert from 'node:assert';
import t from 'tap';
import { itemAt } from '../../simulations/core/itemAt.js';
import { barChart } from '../../src/charts/bars.js';
import type { Block } from '../../src/charts/block.js';
import { groupedBars } from '../../src/charts/groupedBars.js';
import { histogram } from '../../src/charts/histogram.js';
import { lineChart, spread } from '../../src/charts/lines.js';
import { el, serialize } from '../../src/charts/svg.js';
import { COLOR } from '../../src/charts/theme.js';
import { count, elements, wellFormed } from './svgText.js';

const svgOf = (b: Block) => serialize(el('svg', { xmlns: 'http://www.w3.org/2000/svg' }, ...b.nodes));

t.test('bars: width in proportion to the value, whisker only with an interval', async (t) => {
  const svg = svgOf(
    barChart(
      [
        { label: 'a', value: 0.25, valueText: '25%', interval: [0.2, 0.3] },
        { label: 'b', value: 0.75, valueText: '75%' },
      ],
      { width: 500 },
    ),
  );
  t.equal(wellFormed(svg), undefined);
  const bars = elements(svg, 'rect').filter((r) => r.fill === COLOR.bar);
  t.equal(bars.length, 2);
  const widths = bars.map((r) => Number(r.width));
  const a = itemAt(widths, 0);
  const b = itemAt(widths, 1);
  t.ok(Math.abs(b / a - 3) < 0.02, `0.75 is three times 0.25 (${b} / ${a})`);
  t.equal(count(svg, 'class="whisker"'), 1, 'one whisker: the bar with an interval');
  const track = elements(svg, 'rect').find((r) => r.fill === COLOR.track);
  assert.ok(track, 'the scale has a track');
  const whisker = itemAt(
    elements(svg, 'line').filter((l) => l.y1 === l.y2 && l.x1 !== l.x2 && Number(l.y1) > 0),
    0,
  );
  const lo = Number(whisker.x1);
  const hi = Number(whisker.x2);
  const x0 = Number(track.x);
  const w = Number(track.width);
  t.ok(Math.abs(lo - (x0 + 0.2 * w)) < 0.02 && Math.abs(hi - (x0 + 0.3 * w)) < 0.02, 'the whisker spans 20%..30% of the scale');
  t.match(svg, />25%</);
  t.match(svg, />75%</);
});

t.test('bars: values outside the scale are drawn at its ends, never outside the plot', async (t) => {
  const svg = svgOf(
    barChart([{ label: 'over', value: 7, valueText: '7' }], { width: 300, domain: [0, 5], ticks: [0, 5], tickText: String }),
  );
  const track = elements(svg, 'rect').find((r) => r.fill === COLOR.track);
  const bar = elements(svg, 'rect').find((r) => r.fill === COLOR.bar);
  t.ok(track && bar, 'a track and a bar');
  t.equal(bar?.width, track?.width);
});

t.test('histogram: a column per value seen, gaps for values not seen, the mean where it is', async (t) => {
  const bins = [
    { value: 1, p: 0.5 },
    { value: 2, p: 0.25 },
    { value: 4, p: 0.25 },
  ];
  const mean = 1 * 0.5 + 2 * 0.25 + 4 * 0.25;
  const svg = svgOf(histogram({ heading: 'Rolls', bins, mean: { value: mean, interval: [2.4, 2.6], text: 'mean 2.5' } }, 400));
  t.equal(wellFormed(svg), undefined);
  const cols = elements(svg, 'rect').filter((r) => r.fill === COLOR.bar);
  t.equal(cols.length, 3, 'value 3 has no column');
  const centre = (i: number) => Number(itemAt(cols, i).x) + Number(itemAt(cols, i).width) / 2;
  const height = (i: number) => Number(itemAt(cols, i).height);
  const step = centre(1) - centre(0);
  t.ok(Math.abs(centre(2) - centre(1) - 2 * step) < 0.05, 'the axis keeps room for value 3');
  t.ok(Math.abs(height(1) - height(0) / 2) < 0.05, 'heights in proportion');
  const line = elements(svg, 'line').find((l) => l.class === 'mean');
  assert.ok(line, 'a mean line');
  t.ok(Math.abs(Number(line.x1) - (centre(0) + (mean - 1) * step)) < 0.05, 'the mean line at 2.5 on the value axis');
  t.equal(count(svg, 'class="mean-interval"'), 1, 'an interval band for an estimated mean');
  const exact = svgOf(histogram({ heading: 'Rolls', bins, mean: { value: mean, text: 'mean 2.5' } }, 400));
  t.equal(count(exact, 'class="mean-interval"'), 0, 'none for an exact mean');
  t.equal(count(exact, 'class="mean"'), 1);
});

t.test('lines: a band per series with intervals, none without; hollow points', async (t) => {
  const mc = [0, 1, 2].map((x) => ({ x, y: 0.3 + 0.2 * x, interval: [0.28 + 0.2 * x, 0.32 + 0.2 * x] as const }));
  const exact = [0, 1, 2].map((x) => ({ x, y: 0.5, filled: x !== 1 }));
  const svg = svgOf(
    lineChart(
      {
        xLabel: 'Scientists',
        yDomain: [0, 1],
        yTicks: [0, 0.5, 1],
        yText: String,
        series: [
          { name: 'MC', color: '#000000', points: mc },
          { name: 'Exact', color: '#111111', points: exact },
        ],
        references: [{ y: 0.75, label: 'target' }],
      },
      600,
    ),
  );
  t.equal(wellFormed(svg), undefined);
  t.equal(count(svg, 'class="band"'), 1, 'only the Monte Carlo series has a band');
  t.equal(count(svg, 'class="reference"'), 1);
  const circles = elements(svg, 'circle');
  t.equal(circles.length, 6);
  t.equal(circles.filter((c) => c.fill === COLOR.background).length, 1, 'one hollow point');
  t.equal(count(svg, '<polyline'), 2);
});

t.test('spread: labels at least the gap apart, in their order', async (t) => {
  t.same(spread([10, 12, 40], 10), [10, 20, 40]);
  t.same(spread([50, 49], 12), [61, 49], 'the lower label stays, the other moves to 49 + 12');
  t.same(spread([], 5), []);
});

t.test('grouped bars: a colour per variant, the difference from the first written beside it', async (t) => {
  const svg = svgOf(
    groupedBars(
      {
        variants: ['A', 'B'],
        measures: [
          {
            name: 'Completed',
            values: [
              { p: 0.5, ci: [0.49, 0.51] },
              { p: 0.6, ci: [0.59, 0.61], difference: { d: 0.1, ci: [0.086, 0.114] } },
            ],
          },
        ],
      },
      600,
    ),
  );
  t.equal(wellFormed(svg), undefined);
  t.equal(count(svg, 'class="whisker"'), 2);
  t.match(svg, /\+10\.0 pts \(\+8\.6 to \+11\.4 pts\)/);
  t.match(svg, /\(reference\)/);
});
