/** The SVG writer: numbers at fixed precision, escaping, and one serialization for one tree. */
import t from 'tap';
import { el, escapeAttr, escapeText, num, points, serialize, svgDocument } from '../../src/charts/svg.js';
import { wellFormed } from './svgText.js';

t.test('numbers have at most two decimals, no trailing zeros, never "-0"', async (t) => {
  t.equal(num(0), '0');
  t.equal(num(-0), '0');
  t.equal(num(-0.001), '0');
  t.equal(num(100), '100');
  t.equal(num(12.5), '12.5');
  t.equal(num(1 / 3), '0.33');
  t.equal(num(2 / 3), '0.67');
  t.equal(num(-7.126), '-7.13');
  t.equal(num(1e-7), '0', 'never an exponent');
  t.equal(
    points([
      [1, 2],
      [3.333, 4],
    ]),
    '1,2 3.33,4',
  );
  t.throws(() => num(Number.NaN), RangeError, 'a NaN coordinate is a bug, not a picture');
  t.throws(() => num(Number.POSITIVE_INFINITY), RangeError);
});

t.test('text and attributes are escaped; characters XML cannot hold are replaced', async (t) => {
  t.equal(escapeText('<script>a && b</script>'), '&lt;script&gt;a &amp;&amp; b&lt;/script&gt;');
  t.equal(escapeAttr('say "hi" <b>'), 'say &quot;hi&quot; &lt;b&gt;');
  t.equal(escapeText('bell\u0007 nul\u0000 tab\t'), 'bell\uFFFD nul\uFFFD tab\t');
  t.equal(escapeText('lone \uD800 surrogate'), 'lone \uFFFD surrogate');
  t.equal(escapeText('pair \uD83C\uDFB2 die'), 'pair \uD83C\uDFB2 die', 'a surrogate pair (an emoji) is kept');
  const s = serialize(el('text', { x: 1, 'data-name': '"><script>' }, '<script>alert(1)</script>'));
  t.equal(s, '<text x="1" data-name="&quot;&gt;&lt;script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</text>');
  t.equal(wellFormed(s), undefined);
});

t.test('elements: attributes in the order written, undefined left out, empty elements self-closed', async (t) => {
  t.equal(serialize(el('rect', { x: 0.5, y: undefined, width: 10 })), '<rect x="0.5" width="10"/>');
  t.equal(serialize(el('g', {}, el('line', { x1: 0 }), false, null, undefined, 'a')), '<g><line x1="0"/>a</g>');
});

t.test('a document is the same bytes for the same tree, and well formed', async (t) => {
  const tree = () => [el('title', {}, 'A & B'), el('circle', { cx: 1, cy: 2, r: 3 })];
  const a = svgDocument(100, 50, { 'font-family': 'sans-serif' }, tree());
  const b = svgDocument(100, 50, { 'font-family': 'sans-serif' }, tree());
  t.equal(a, b);
  t.match(
    a,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="100" height="50" viewBox="0 0 100 50"/,
  );
  t.equal(wellFormed(a), undefined);
  t.notOk(/\sid="/.test(a), 'no ids');
});
