/**
 * The table page in a real browser: headless Chromium (Debian's `chromium`, driven by
 * playwright-core) at a phone's size (360x740). A small round (one research area, the orbit, a
 * continent, base defence with one enemy, one mission card) played by clicks: the advice's move
 * as the page chose it, the successes by the stepper's + button, the alien die by its face, one
 * undo on the way, to the round's summary; in English, then in Traditional Chinese. The advice
 * before the first roll is the API's; every moment fits 360 px and is axe clean.
 *
 * No browser is downloaded: when Chromium cannot be found or launched the test FAILS; it never skips.
 */
import t from 'tap';
import { buildApp } from '../../src/app.js';
import { axeViolations, fitsWidth, launchChromium } from '../helpers/chromium.js';
import { TABLE_BOARD as BOARD } from '../helpers/tableBoard.js';

const b64 = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The dice of each roll of the round: (successes, alien die), every task done at its first roll. */
const ROLLS: Array<[number, number]> = [
  [2, 8], // research: both markers
  [1, 8], // the orbit's UFO
  [1, 8], // North America's UFO
  [1, 8], // the Sectoid
  [1, 8], // the mission's objective
];

t.setTimeout(120_000);

t.test('the table page in headless Chromium, a round by clicks', async (t) => {
  const app = await buildApp({ threads: 0, underPressure: false, rateLimit: false });
  t.teardown(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await launchChromium(t);

  for (const lang of ['en', 'zh-TW'] as const) {
    await t.test(`a whole round, ${lang}`, async (t) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        locale: lang === 'en' ? 'en-GB' : 'zh-TW',
        extraHTTPHeaders: { 'Accept-Language': lang === 'en' ? 'en-GB' : 'zh-TW,zh;q=0.9' },
      });
      t.teardown(() => context.close());
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
      });
      await page.goto(`${base}/play/xcom/round/table?q=${b64(BOARD)}`);
      t.equal(await page.getAttribute('html', 'lang'), lang === 'en' ? 'en' : 'zh-Hant-TW');

      // before the first roll: the advice endpoint's value, as a percentage and a fraction
      const res = await fetch(`${base}/v1/xcom/round/advice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: { board: BOARD } }),
      });
      const advice = ((await res.json()) as { advice: { best: { value: number; fraction: string } } }).advice;
      t.equal(await page.locator('#chance-best .pv').textContent(), percent(advice.best.value), 'the best play: the API value');
      t.equal(await page.getAttribute('#chance-best', 'data-fraction'), advice.best.fraction);

      const roll = async (successes: number, alien: number) => {
        const phase = await page.getAttribute('#phase', 'data-phase');
        t.ok(await fitsWidth(page), `phase ${phase}: no horizontal scroll at 360 px`);
        t.same(await axeViolations(page), [], `phase ${phase}: no serious or critical axe violation`);
        const best = (await page.locator('input[name="m"]:checked').getAttribute('value')) as string;
        t.ok(best.endsWith('r'), `phase ${phase}: the advice rolls (${best})`);
        for (let i = 0; i < successes; i++) await page.locator('button.step[aria-controls="table-successes"][data-step="1"]').click();
        t.equal(await page.inputValue('#table-successes'), String(successes), 'the stepper counts the successes');
        await page.locator(`label[for="alien-${alien}"]`).click();
        t.ok(await page.locator(`#alien-${alien}`).isChecked(), `the alien die: ${alien}`);
        const before = page.url();
        await Promise.all([page.waitForURL((u) => u.href !== before && u.hash === '#now'), page.locator('#enter').click()]);
        t.match(
          new URL(page.url()).searchParams.get('log') ?? '',
          new RegExp(`${best}${successes}-${alien}$`),
          'the address holds the roll',
        );
      };

      const [first, ...rest] = ROLLS;
      await roll(...(first as [number, number]));
      // undo: the research roll again, then forward
      t.equal(await page.getAttribute('#phase', 'data-phase'), '5', 'research done: the orbit');
      await Promise.all([page.waitForURL((u) => !u.searchParams.has('log')), page.locator('#undo').click()]);
      t.equal(await page.getAttribute('#phase', 'data-phase'), '4', 'undo: back before the research roll');
      t.equal(await page.locator('#chance-best .pv').textContent(), percent(advice.best.value), 'undo: the same advice');
      await roll(...(first as [number, number]));
      for (const r of rest) await roll(...r);

      await page.locator('#summary').waitFor();
      t.ok(await fitsWidth(page), 'the summary: no horizontal scroll');
      t.same(await axeViolations(page), [], 'the summary: axe clean');
      const summary = (await page.locator('#summary').textContent()) ?? '';
      t.match(summary, lang === 'en' ? /The round/ : /本回合總結/);
      t.match(summary, /Laser Weapons 2\/2/);
      t.match(summary, /Crash Site 1\/1/);
      // the address is the moment: a reload shows the same summary
      await page.reload();
      t.equal(await page.locator('#summary').textContent(), summary, 'reload: the same summary');
      t.same(problems, [], 'no console error');
    });
  }
});
