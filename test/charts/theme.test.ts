/**
 * Text to a width: `fit` keeps the longest start that fits with its ellipsis, and `wrap` breaks
 * lines, as measuring each candidate whole with `textWidth` would (their one pass must agree
 * with that plain reading on every string, width, size and weight tried).
 */
import t from 'tap';
import { fit, textWidth, wrap } from '../../src/charts/theme.js';

/** The plain reading: drop characters from the end until the rest and "…" fit, keeping one. */
function fitPlainly(s: string, width: number, size: number, bold: boolean): string {
  if (textWidth(s, size, bold) <= width) return s;
  const chars = [...s];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size, bold) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** The plain reading of wrapping: a word goes on the line while the line, measured whole, fits. */
function wrapPlainly(s: string, width: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const texts = [
  '3 continents: North America 2 interceptors/1 UFO, Europe 1 interceptor/1 UFO, Africa 1 interceptor/2 UFOs; threat 1',
  'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
  'iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii',
  '<img src=x onerror=alert(1)> 😀 émigré, 100% @home',
  'x',
  '',
  '  spaces   between\twords\n and  a  very-long-word-that-takes-a-line-of-its-own-whatever-the-width-is ',
];

t.test('fit agrees with measuring each candidate whole', async (t) => {
  let cut = 0;
  for (const s of texts)
    for (const width of [0, 5, 17.5, 40, 100, 333.3, 720])
      for (const size of [10.5, 12.5, 17])
        for (const bold of [false, true]) {
          const got = fit(s, width, size, bold);
          t.equal(
            got,
            fitPlainly(s, width, size, bold),
            `${JSON.stringify(s.slice(0, 12))} in ${width}px at ${size}${bold ? ' bold' : ''}`,
          );
          if (got !== s) cut++;
        }
  t.ok(cut > 100, `${cut} of them cut`);
});

t.test('wrap agrees with measuring each line whole', async (t) => {
  const long = texts.join(' ').repeat(3);
  let broken = 0;
  for (const s of [...texts, long])
    for (const width of [0, 40, 100, 333.3, 720])
      for (const size of [10.5, 12.5, 17])
        for (const bold of [false, true]) {
          const got = wrap(s, width, size, bold);
          t.same(
            got,
            wrapPlainly(s, width, size, bold),
            `${JSON.stringify(s.slice(0, 12))} in ${width}px at ${size}${bold ? ' bold' : ''}`,
          );
          if (got.length > 1) broken++;
        }
  t.ok(broken > 50, `${broken} of them on several lines`);
});
