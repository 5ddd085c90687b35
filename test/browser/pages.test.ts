/**
 * The pages for people in a real browser: headless Chromium (Debian's `chromium`, driven by
 * playwright-core) at a phone's size (360x740). Every page renders its endpoint's example with no
 * console error, no horizontal scroll, and no serious or critical axe-core violation; for each
 * game a form is filled by clicks and keys and its shown percentages equal the API's exact answer
 * to the same body; a best-play page names the first move; the address round trip (fill,
 * submit, reload, back); a hostile name stays text; zh-TW by Accept-Language and by the switch;
 * a list edited by Add and Remove; the steppers step; live update; a long run's progress and
 * Cancel; 44 px touch targets.
 *
 * No browser is downloaded: when Chromium cannot be found or launched the test FAILS; it never skips.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { buildApp } from '../../src/app.js';
import { axeViolations, fitsWidth, launchChromium } from '../helpers/chromium.js';

type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};
type Answer = { probabilities: Record<string, { p: number }>; firstMove?: { stop?: boolean } };

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;
const b64 = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');

t.setTimeout(170_000);

t.test('the pages in headless Chromium, at a phone size', async (t) => {
  // one worker thread: a long computation runs beside the event loop, which sends its progress
  const app = await buildApp({ threads: 1, underPressure: false, rateLimit: false });
  t.teardown(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await launchChromium(t);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  const started = Date.now();
  t.teardown(() => console.log(`# pages browser test: ${((Date.now() - started) / 1000).toFixed(1)} s after launch`));

  const apiAnswer = async (path: string, body: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
  const shown = (p: Page, name: string) => p.locator(`tr[data-name="${name}"] td.pct .pv`).first().textContent();

  const doc = (await (await fetch(`${base}/openapi.json`)).json()) as Doc;
  const questions = Object.entries(doc.paths)
    .filter(([path, item]) => /^\/v1\/(xcom|asl|batman)\//.test(path) && item.post)
    .map(([path, item]) => {
      const ref = item.post?.requestBody?.content['application/json']?.schema.$ref?.split('/').pop() as string;
      return { path, page: path.replace(/^\/v1\//, '/play/'), example: doc.components.schemas[ref]?.examples?.[0] };
    });

  await t.test('/ and every page with its example: no console error, no horizontal scroll, axe clean', async (t) => {
    await page.goto(`${base}/`);
    t.equal(
      await page.locator('main a[href^="/play/"]').count(),
      questions.length + 1,
      'the start page links every question, and the table page',
    );
    t.ok(await fitsWidth(page), '/ fits 360 px');
    t.same(await axeViolations(page), [], '/: no serious or critical axe violation');
    for (const q of questions) {
      problems.length = 0;
      await page.goto(`${base}${q.page}?q=${b64(q.example)}`);
      await page.locator('#answer').waitFor();
      // the chart, loaded as an image of the same answer
      const img = page.locator('#answer .chart img');
      await img.scrollIntoViewIfNeeded();
      await t.resolves(
        (async () => {
          for (let i = 0; i < 100; i++) {
            if (await img.evaluate((e: { complete: boolean; naturalWidth: number }) => e.complete && e.naturalWidth > 0)) return;
            await page.waitForTimeout(100);
          }
          throw new Error('the chart did not load');
        })(),
        `${q.page}: the chart loads`,
      );
      t.ok(await fitsWidth(page), `${q.page}: no horizontal scroll at 360 px`);
      t.same(await axeViolations(page), [], `${q.page}: no serious or critical axe violation`);
      t.same(problems, [], `${q.page}: no console error`);
    }
  });

  await t.test('XCOM: research filled by clicks and keys equals the API exact answer', async (t) => {
    await page.goto(`${base}/play/xcom/research`);
    await page.fill('#f-scientists', '');
    await page.locator('#f-scientists').pressSequentially('2');
    await page.fill('#f-cost', '3');
    // the + stepper: cost 3 -> 4
    await page.locator('button.step[aria-controls="f-cost"][data-step="1"]').click();
    t.equal(await page.inputValue('#f-cost'), '4', 'the + button steps the count');
    await page.selectOption('#f-method', 'exact');
    await Promise.all([page.waitForURL(/#answer$/), page.locator('form.question button.primary').click()]);
    const api = await apiAnswer('/v1/xcom/research', { scientists: 2, cost: 4, method: 'exact' });
    t.equal(await shown(page, 'completed'), percent(api.probabilities.completed?.p as number), 'completed as the API says');
    t.equal(await shown(page, 'exhausted'), percent(api.probabilities.exhausted?.p as number), 'exhausted as the API says');
    const asked = new URL(page.url());
    t.match(Object.fromEntries(asked.searchParams), { cost: '4', method: 'exact', scientists: '2' }, 'the address is the question');
    t.equal(asked.hash, '#answer');

    // the round trip: reload, back, forward
    const first = await shown(page, 'completed');
    await page.reload();
    t.equal(await shown(page, 'completed'), first, 'reload restores the answer');
    t.equal(await page.inputValue('#f-scientists'), '2', 'and the form');
    await page.fill('#f-scientists', '4');
    await Promise.all([page.waitForURL(/scientists=4/), page.keyboard.press('Enter')]);
    const api4 = await apiAnswer('/v1/xcom/research', { scientists: 4, cost: 4, method: 'exact' });
    t.equal(await shown(page, 'completed'), percent(api4.probabilities.completed?.p as number), 'Enter asks the question');
    await page.goBack();
    t.equal(await page.inputValue('#f-scientists'), '2', 'back: the earlier question');
    t.equal(await shown(page, 'completed'), first, 'back: its answer');
    await page.goForward();
    t.equal(await page.inputValue('#f-scientists'), '4', 'forward again');
  });

  await t.test('live update: a changed field updates the answer and the address', async (t) => {
    await page.goto(`${base}/play/xcom/orbital-defense?method=exact&satellites=2&ufos=2`);
    await page.locator('#live').check();
    await page.locator('button.step[aria-controls="f-satellites"][data-step="1"]').click();
    await page.waitForURL(/satellites=3/);
    const api = await apiAnswer('/v1/xcom/orbital-defense', { method: 'exact', satellites: 3, ufos: 2 });
    const name = Object.keys(api.probabilities)[0] as string;
    await page
      .locator(`tr[data-name="${name}"] td.pct .pv`)
      .filter({ hasText: percent(api.probabilities[name]?.p as number) })
      .waitFor();
    t.equal(await shown(page, name), percent(api.probabilities[name]?.p as number), `${name} as the API says, without a page load`);
    t.equal(await page.locator('#answer').count(), 1, 'one answer');
  });

  await t.test('XCOM: a list edited by Add and Remove; a hostile name stays text', async (t) => {
    await page.goto(`${base}/play/xcom/global-defense`);
    const before = await page.locator('fieldset.item').count();
    await Promise.all([page.waitForURL(/#f-continents$/), page.locator('button.add[value="continents"]').click()]);
    t.equal(await page.locator('fieldset.item').count(), before + 1, 'Add: one more continent');
    const last = before;
    const hostile = '<img src=x onerror=window.pwned=1>';
    await page.fill(`#f-continents-${last}-name`, hostile);
    await page.fill(`#f-continents-${last}-ufos`, '2');
    await page.fill(`#f-continents-${last}-interceptors`, '1');
    await page.locator(`button.remove[value="continents.0"]`).click();
    await page.waitForLoadState();
    t.equal(await page.locator('fieldset.item').count(), before, 'Remove: the first continent gone');
    await page.selectOption('#f-method', 'exact');
    await Promise.all([page.waitForURL(/#answer$/), page.locator('form.question button.primary').click()]);
    t.equal(await page.evaluate('window.pwned'), undefined, 'the name did not run');
    t.equal(await page.locator('#answer img[src="x"]').count(), 0, 'no image made of it');
    t.ok((await page.locator('#answer').textContent())?.includes(hostile), 'the name shown as text');
    const q = new URL(page.url()).searchParams.get('q') as string;
    const body = JSON.parse(Buffer.from(q, 'base64url').toString());
    const api = await apiAnswer('/v1/xcom/global-defense', body);
    t.equal(await shown(page, 'allCleared'), percent(api.probabilities.allCleared?.p as number), 'allCleared as the API says');
  });

  await t.test('ASL: a morale check filled by keys equals the API exact answer', async (t) => {
    await page.goto(`${base}/play/asl/morale-check`);
    await page.fill('#f-morale', '8');
    await page.fill('#f-modifier', '2');
    await page.selectOption('#f-method', 'exact');
    await page.locator('#f-morale').focus();
    await Promise.all([page.waitForURL(/#answer$/), page.keyboard.press('Enter')]);
    const body = Object.fromEntries(
      [...new URL(page.url()).searchParams].map(([k, v]) => [
        k,
        /^-?[0-9]+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v,
      ]),
    );
    t.equal(body.morale, 8);
    const api = await apiAnswer('/v1/asl/morale-check', body);
    t.equal(await shown(page, 'passed'), percent(api.probabilities.passed?.p as number), 'passed as the API says');
  });

  await t.test('Batman: a fight, the defender switched to Batman, equals the API exact answer', async (t) => {
    await page.goto(`${base}/play/batman/fight`);
    await page.selectOption('#f-attacker-side', 'villain');
    await page.waitForLoadState();
    await page.selectOption('#f-defender-side', 'batman');
    // the script sends the form on a shape chosen: the page comes back with Batman's fields
    await page.locator('#f-defender-combatValue').waitFor();
    await page.fill('#f-attacker-henchmen', '3');
    await page.fill('#f-defender-combatValue', '4');
    await page.selectOption('#f-method', 'exact');
    await Promise.all([page.waitForURL(/#answer$/), page.locator('form.question button.primary').click()]);
    const body = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('q') as string, 'base64url').toString());
    t.match(body, { attacker: { side: 'villain', henchmen: 3 }, defender: { side: 'batman', combatValue: 4 }, method: 'exact' });
    const api = await apiAnswer('/v1/batman/fight', body);
    t.equal(await shown(page, 'attackerWins'), percent(api.probabilities.attackerWins?.p as number), 'attackerWins as the API says');
  });

  await t.test('best play names the first move', async (t) => {
    const body = { scientists: 3, cost: 3, method: 'exact' };
    await page.goto(`${base}/play/xcom/research/best?q=${b64(body)}`);
    const api = await apiAnswer('/v1/xcom/research/best', body);
    const sentence = await page.locator('#first-move').textContent();
    t.equal(sentence?.trim(), api.firstMove?.stop ? 'Stop now.' : 'Roll the dice.', `the first move: ${sentence}`);
  });

  await t.test('a bad field: the summary links to the field', async (t) => {
    await page.goto(`${base}/play/xcom/research?scientists=30&cost=3`);
    const summary = page.locator('.error-summary[role="alert"]');
    await summary.waitFor();
    await summary.locator('a[href="#f-scientists"]').click();
    t.equal(await page.evaluate('location.hash'), '#f-scientists', 'the link leads to the field');
    t.equal(await page.getAttribute('#f-scientists', 'aria-invalid'), 'true');
  });

  await t.test('a long sampled answer shows its progress, and Cancel stops the work', async (t) => {
    // the whole resolution phase, 10 million trials: a minute of work on one thread
    const round = { ...(questions.find((q) => q.path === '/v1/xcom/round')?.example as object), trials: 10_000_000 };
    await page.goto(`${base}/play/xcom/round?q=${b64(round)}`, { waitUntil: 'commit' });
    const progress = page.locator('#running .progress-line progress');
    await progress.first().waitFor({ state: 'attached' });
    t.ok((await progress.count()) >= 1, 'the engine reports its progress in the page');
    t.equal(app.odds.admission.running, 1, 'the computation runs');
    await page.locator('#running button[data-stop]').click();
    const stopped = Date.now();
    while (app.odds.admission.running > 0 && Date.now() - stopped < 5_000) await new Promise((r) => setTimeout(r, 20));
    t.equal(app.odds.admission.running, 0, `Cancel stopped the work (${Date.now() - stopped} ms after the click)`);
    t.equal(await page.locator('#answer').count(), 0, 'no answer');
    t.ok(await page.locator('form.question').isVisible(), 'the form stays');
  });

  await t.test('touch targets of at least 44 px, keyboard focus visible', async (t) => {
    await page.goto(`${base}/play/xcom/base-defense?q=${b64(questions.find((q) => q.path === '/v1/xcom/base-defense')?.example)}`);
    const small = await page
      .locator(
        'main button:visible, main input:not([type=hidden]):visible, main select:visible, main summary:visible, .toggle span:visible, nav a:visible',
      )
      .evaluateAll((elements) =>
        elements
          .map((e) => ({
            e,
            box: (e as unknown as { getBoundingClientRect(): { width: number; height: number } }).getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ e, box }) => `${(e as unknown as { outerHTML: string }).outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
      );
    t.same(small, [], 'every control at least 44x44');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate('document.activeElement !== document.body'), 'Tab moves the focus into the page');
    // a skill icon toggled from the keyboard
    const toggle = page.locator('input[type=checkbox][name="soldiers.0.skills"]').first();
    const before = await toggle.isChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    t.equal(await toggle.isChecked(), !before, 'Space toggles a skill icon');
    const outline = await toggle.evaluate(
      (e: unknown) =>
        (globalThis as unknown as { getComputedStyle(x: unknown): { outlineStyle: string } }).getComputedStyle(
          (e as { nextElementSibling: unknown }).nextElementSibling,
        ).outlineStyle,
    );
    t.not(outline, 'none', 'its focus is drawn');
  });

  await t.test('zh-TW by Accept-Language and by the switch', async (t) => {
    // a phone set to dark: the page follows the system's setting
    const zh = await browser.newContext({
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
      extraHTTPHeaders: { 'Accept-Language': 'zh-TW,zh;q=0.9' },
    });
    t.teardown(() => zh.close());
    const p = await zh.newPage();
    await p.goto(`${base}/play/xcom/research?scientists=3&cost=3&method=exact`);
    t.equal(await p.getAttribute('html', 'lang'), 'zh-Hant-TW');
    t.equal((await p.locator('label[for="f-scientists"]').textContent())?.trim(), '科學家');
    t.equal((await p.locator('tr[data-name="completed"] th').textContent())?.trim(), '研發完成');
    t.same(await axeViolations(p), [], 'zh-TW, dark: no serious or critical axe violation (contrast included)');
    const background = await p.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    const [r, g, bl] = (background.match(/[0-9]+/g) ?? []).map(Number) as [number, number, number];
    t.ok(r + g + bl < 150, `dark theme: the background is dark (${background})`);
    await page.goto(`${base}/play/asl/rally?brokenMorale=7&method=exact`);
    await Promise.all([page.waitForURL(/lang=zh-TW/), page.locator('nav.langs a[hreflang="zh-TW"]').click()]);
    t.equal(await page.getAttribute('html', 'lang'), 'zh-Hant-TW', 'the switch');
    t.match(page.url(), /brokenMorale=7/, 'the question kept');
    t.equal((await page.locator('label[for="f-brokenMorale"]').textContent())?.trim(), '潰散面士氣值');
  });
});
