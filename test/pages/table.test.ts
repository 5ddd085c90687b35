/**
 * The table page (/play/xcom/round/table), asked in process: at the start it shows the advice of
 * `/v1/xcom/round/advice` for the same board (the exact value, the best move, the usual play's
 * value), and, through it, the best-play endpoint's; a log replays to the state `/v1/xcom/round/step`
 * reaches by the same moves; the form's move and dice land on the address with one more entry;
 * undo is the address without the last; a bad entry, a move not open or impossible dice are a
 * clear message on the page (400), never a 5xx; names from the address are text; both languages.
 */
import t from 'tap';
import { formatEntry, parseLog } from '../../src/pages/tableLog.js';
import { post, testApp } from '../helpers/app.js';
import { TABLE_BOARD as BOARD } from '../helpers/tableBoard.js';

// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON
type Json = Record<string, any>;

const b64 = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');

const page = (board: unknown, log = '', extra = '') => `/play/xcom/round/table?q=${b64(board)}${log ? `&log=${log}` : ''}${extra}`;
const attr = (html: string, id: string, name: string) => new RegExp(`id="${id}"[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];
const fromAttribute = (s: string | undefined) => (s ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

t.test('the table page', async (t) => {
  const app = await testApp(t, { threads: 0, underPressure: false, rateLimit: false });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  t.test('at the start: the advice of /advice, and the best-play endpoint', async (t) => {
    const res = await get(page(BOARD));
    t.equal(res.statusCode, 200);
    const advice = (await post(app, '/v1/xcom/round/advice', { state: { board: BOARD } })).body.advice as Json;
    t.equal(attr(res.body, 'chance-best', 'data-fraction'), advice.best.fraction, `best play ${advice.best.fraction}`);
    t.equal(attr(res.body, 'chance-default', 'data-fraction'), advice.defaultPlay.fraction, 'the usual play');
    const best = (await post(app, advice.question.url, advice.question.body)).body as Json;
    t.equal(attr(res.body, 'chance-best', 'data-fraction'), best.best.fraction, `${advice.question.url}: the same exact value`);
    t.same(JSON.parse(fromAttribute(attr(res.body, 'best-move', 'data-first-move'))), best.firstMove, 'and the same first move');
    t.match(res.body, /<dd id="phase" data-phase="4">4 · Research<\/dd>/);
    t.match(res.body, /<dd id="markers">0 \/ 2<\/dd>/);
    t.match(res.body, /<input type="radio" id="move-\d" name="m" value="r" checked>/, 'the best move chosen in the form');
    t.notMatch(res.body, /id="undo"/, 'nothing to undo');
  });

  t.test('a log replays to the state /step reaches', async (t) => {
    const log = 'r1-5.r1-8.r1-6.r1-2.e0s01r1-3';
    const moves = parseLog(log);
    t.ok(moves.ok);
    let state: Json = { board: BOARD };
    let answer: Json = {};
    for (const m of moves.moves) {
      const move =
        m.kind === 'roll'
          ? { roll: { ...(m.enemy === undefined ? {} : { enemy: m.enemy }), ...(m.soldiers ? { soldiers: m.soldiers } : {}) } }
          : { stop: true };
      const res = await post(app, '/v1/xcom/round/step', {
        state,
        move,
        ...(m.kind === 'roll' ? { dice: { successes: m.successes, alien: m.alien } } : {}),
      });
      t.equal(res.status, 200, `${formatEntry(m)}: ${res.raw.slice(0, 200)}`);
      answer = res.body;
      state = answer.state;
    }
    const res = await get(page(BOARD, log));
    t.equal(res.statusCode, 200);
    t.match(res.body, new RegExp(`<dd id="phase" data-phase="${answer.standing.phase}">`), `phase ${answer.standing.phase}`);
    t.match(res.body, new RegExp(`<dd id="threat">${answer.standing.threat}</dd>`), `threat ${answer.standing.threat}`);
    t.equal(attr(res.body, 'chance-best', 'data-fraction'), answer.advice.best.fraction, 'the same advice');
    t.match(res.body, /<ul id="changes">/, 'what the last move changed');
    t.match(
      res.body,
      new RegExp(`id="undo" href="/play/xcom/round/table\\?q=[A-Za-z0-9_-]+&amp;log=${log.split('.').slice(0, -1).join('\\.')}#now"`),
      'undo: the log without its last entry',
    );
  });

  t.test('the form: the move and its dice become one more entry of the address', async (t) => {
    const res = await get(page(BOARD, 'r1-5', '&m=r&h=1&d=4&_step=1'));
    t.equal(res.statusCode, 303);
    t.match(res.headers.location, /&log=r1-5\.r1-4#now$/);
    const stop = await get(page(BOARD, '', '&m=x&h=0&_step=1'));
    t.equal(stop.statusCode, 303, 'a stop needs no die');
    t.match(stop.headers.location, /&log=x#now$/);
    const tooMany = await get(page(BOARD, '', '&m=r&h=3&d=4&_step=1'));
    t.equal(tooMany.statusCode, 400, 'more successes than dice');
    t.match(tooMany.body, /id="table-successes-error">The successes: from 0 to 2/);
    const noDie = await get(page(BOARD, '', '&m=r&h=1&_step=1'));
    t.equal(noDie.statusCode, 400);
    t.match(noDie.body, /Choose the face the alien die showed/);
    const notOpen = await get(page(BOARD, '', '&m=e0s01r&h=1&d=4&_step=1'));
    t.equal(notOpen.statusCode, 400, 'a move not open now');
    t.match(notOpen.body, /Choose a move/);
  });

  t.test('a move other than the advice: the page follows', async (t) => {
    // research stopped before any roll, then the orbit and the continent cleared
    const stopped = await get(page(BOARD, 'x'));
    t.equal(stopped.statusCode, 200);
    t.match(stopped.body, /<dd id="phase" data-phase="5">/, 'a stop in research: the orbit next');
    const base = await get(page(BOARD, 'x.r1-8.r1-8'));
    t.match(base.body, /<dd id="phase" data-phase="7">/, 'base defence');
    const best = fromAttribute(attr(base.body, 'best-move', 'data-move'));
    t.same(JSON.parse(best), { roll: { enemy: 0, soldiers: [0] } }, 'the advice: Vasquez against the Sectoid, Okafor kept back');
    t.match(base.body, /value="e0s1r"/, 'Okafor alone is open too');
    t.match(base.body, /value="e0s01r"/, 'and both');
    const alone = await get(page(BOARD, 'x.r1-8.r1-8.e0s1r0-1'));
    t.equal(alone.statusCode, 200);
    t.match(alone.body, /Loss: Okafor killed/, 'Okafor alone, lost');
    t.match(alone.body, /<dd id="phase" data-phase="7">/, 'Vasquez can still fight');
    t.match(alone.body, /value="e0s0r" checked/, 'the advice: Vasquez');
  });

  t.test('a bad log is a message on the page, never a 5xx', async (t) => {
    for (const [log, why] of [
      ['r1-5.zz', 'not an entry'],
      ['r1-5.r9-4', 'more successes than dice'],
      ['r1-5.e0s01r1-4', 'a move not open in research'],
      ['r1-5.r1-9', 'no face 9'],
      [`${'r0-8.'.repeat(500)}r0-8`, 'too long'],
    ] as const) {
      const res = await get(page(BOARD, log));
      t.equal(res.statusCode, 400, `${why}: 400`);
      t.match(res.body, /Move 2 of the address cannot be played|cannot be played/, why);
      t.match(res.body, /Back to the last move that could be played/);
    }
    const board = await get(page({ ...BOARD, panicTrackEnd: 'x' }));
    t.equal(board.statusCode, 400, 'a bad board');
    t.match(board.body, /Change the board/);
  });

  t.test('a whole round to its summary', async (t) => {
    // research done at once, the orbit cleared, the continent cleared, the Sectoid destroyed, the mission completed
    const res = await get(page(BOARD, 'r2-8.r1-8.r1-8.e0s01r1-8.s01r1-8'));
    t.equal(res.statusCode, 200);
    t.match(res.body, /<h2 id="summary-h">The round<\/h2>/);
    t.match(res.body, /<dd id="summary-research">Laser Weapons 2\/2 ✓ completed<\/dd>/);
    t.match(res.body, /<dd id="summary-missions">Crash Site 1\/1 ✓ completed<\/dd>/);
    t.match(res.body, /<dd id="summary-lost">none<\/dd>/);
    t.notMatch(res.body, /<form class="table-move"/, 'no move is left');
  });

  t.test('names are text; Traditional Chinese', async (t) => {
    const hostile = { ...BOARD, research: [{ name: '<img src=x onerror=alert(1)>', scientists: 2, cost: 2 }] };
    const res = await get(page(hostile));
    t.equal(res.statusCode, 200);
    t.notMatch(res.body, /<img src=x/);
    t.match(res.body, /&lt;img src=x onerror=alert\(1\)&gt;/);
    const zh = await get(page(BOARD, 'r1-5'), { 'accept-language': 'zh-TW' });
    t.match(zh.body, /<html lang="zh-Hant-TW">/);
    t.match(zh.body, /解決研究/);
    t.match(zh.body, /外星骰/);
    t.match(zh.body, /復原上一步/);
    const index = await get('/');
    t.match(index.body, /href="\/play\/xcom\/round\/table"/, 'the index links the table page');
    const round = await get(`/play/xcom/round?q=${b64(BOARD)}`);
    t.match(round.body, /<p class="table-link"><a href="\/play\/xcom\/round\/table\?/, 'and so does the round page');
  });
});
