/**
 * Swagger UI in a real browser: headless Chromium (Debian's `chromium` package, driven by
 * playwright-core) opens /docs on a loopback port, finds every endpoint listed, runs "Try it
 * out" / "Execute" on one endpoint per game and reads the answer in the page; asks for the SVG
 * answer and finds it drawn as a picture in the page; asks for the event stream and finds its
 * events; finds the problem+json example of an error response; then loads the SVG picture of an
 * answer as an image and checks its pixels are a chart, not a blank page; and embeds a chart by
 * its link (`<img src>` of a GET question) as a forum post would; and finds the examples, headers
 * and parameters the document says once (components) and refers to, shown where they are used.
 *
 * No browser is downloaded: Chromium must be installed (apt-get install -y chromium; CI does it
 * in .ci/run). When it cannot be found or launched the test FAILS; it never skips.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import t from 'tap';
import { buildApp } from '../../src/app.js';
import { CHROMIUM, FLAGS } from '../helpers/chromium.js';

/** One endpoint per game, and a probability name its answer holds. */
const TRIED = [
  { path: '/v1/xcom/research', probability: 'completed' },
  { path: '/v1/asl/morale-check', probability: 'passed' },
  { path: '/v1/batman/fight', probability: 'attackerWins' },
];

t.setTimeout(280_000);

t.test('Swagger UI and an SVG answer in headless Chromium', async (t) => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH; this test does not skip`);
  }
  // the page, not load shedding, is under test: a busy machine must not shed the page's own requests
  const app = await buildApp({ threads: 0, underPressure: false });
  t.teardown(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const profile = mkdtempSync(join(tmpdir(), 'odds-chromium-'));
  t.teardown(() => rmSync(profile, { recursive: true, force: true }));
  let browser: BrowserContext;
  try {
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1280, height: 900 },
    });
  } catch (err) {
    throw new Error(`Chromium at ${CHROMIUM} did not launch (this test does not skip): ${(err as Error).message}`);
  }
  t.teardown(() => browser.close());
  const page = browser.pages()[0] ?? (await browser.newPage());
  page.setDefaultTimeout(60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  const doc = (await app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

  const started = Date.now();
  t.teardown(() => console.log(`# browser test: ${((Date.now() - started) / 1000).toFixed(1)} s after launch`));

  await t.test('/docs lists every endpoint', async (t) => {
    await page.goto(`${base}/docs`);
    await page.locator('.opblock').first().waitFor();
    const listed = await page
      .locator('.opblock')
      .evaluateAll((blocks) =>
        blocks.map(
          (b) =>
            `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`,
        ),
      );
    t.ok(documented.length >= 20, `${documented.length} operations in the document`);
    t.same([...listed].sort(), documented, 'every operation of the document, and no other');
  });

  for (const { path, probability } of TRIED) {
    await t.test(`Try it out: ${path}`, async (t) => {
      const op = opblock(page, path);
      await op.locator('.opblock-summary').first().click();
      await op.locator('button.try-out__btn').click();
      await op.locator('button.execute').click();
      const answer = op.locator('.live-responses-table .response-col_description pre').first();
      await answer.waitFor();
      await t.resolves(answer.filter({ hasText: `"${probability}"` }).waitFor(), `the answer in the page names "${probability}"`);
      t.equal(
        (await op.locator('.live-responses-table .response .response-col_status').first().textContent())?.trim(),
        '200',
        'status 200',
      );
    });
  }

  await t.test('Swagger UI offers image/svg+xml and asks for it', async (t) => {
    const op = opblock(page, '/v1/xcom/research');
    const mediaType = op.locator('.responses-wrapper select').first();
    const offered = await mediaType.locator('option').allTextContents();
    t.ok(offered.includes('image/svg+xml'), `media types offered: ${offered.join(', ')}`);
    await mediaType.selectOption('image/svg+xml');
    const asked = page.waitForRequest((r) => r.url().startsWith(`${base}/v1/xcom/research`) && r.method() === 'POST');
    await op.locator('button.execute').click();
    t.equal((await asked).headers().accept, 'image/svg+xml', 'Execute sends Accept: image/svg+xml');
    await t.resolves(
      op.locator('.live-responses-table .response-col_description').filter({ hasText: '<svg' }).first().waitFor(),
      'the SVG answer reaches the page',
    );
  });

  await t.test('Swagger UI shows the SVG answer as a picture', async (t) => {
    const op = opblock(page, '/v1/xcom/research');
    const picture = op.locator('.live-responses-table img.svg-answer');
    await picture.waitFor();
    const size = await picture.evaluate(async (element) => {
      const img = element as unknown as BrowserImage;
      await img.decode(); // rejects when the SVG cannot be read as an image
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    const text =
      (await op.locator('.live-responses-table .response-col_description').filter({ hasText: '<svg' }).first().textContent()) ?? '';
    t.equal(size.width, Number(/<svg[^>]* width="(\d+)"/.exec(text)?.[1]), 'an image as wide as the SVG answer says');
    t.ok(size.height > 100, `and ${size.height} px tall`);
    const pixels = await chartPixels(browser, await picture.screenshot());
    t.ok(pixels.drawn > 0.03, `${(pixels.drawn * 100).toFixed(1)}% of its pixels are not background`);
    t.ok(pixels.bar > 0.01, `${(pixels.bar * 100).toFixed(1)}% are the bars' blue`);
  });

  await t.test('a chart embedded by its link: <img src> of a GET question', async (t) => {
    const link = `${base}/v1/xcom/research?scientists=3&cost=3&seed=7&trials=20000&format=svg`;
    const page = await browser.newPage();
    t.teardown(() => page.close());
    await page.setContent(`<html><body style="margin:0;background:#fff"><img id="chart" src="${link}"></body></html>`);
    const size = await page.locator('#chart').evaluate(async (element) => {
      const img = element as unknown as BrowserImage;
      await img.decode(); // rejects when the link does not answer an image
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    t.ok(size.width > 200 && size.height > 200, `the linked chart is drawn, ${size.width} x ${size.height} px`);
    const pixels = await chartPixels(browser, await page.locator('#chart').screenshot());
    t.ok(pixels.bar > 0.01, `${(pixels.bar * 100).toFixed(1)}% are the bars' blue`);
  });

  await t.test('Swagger UI streams progress when asked for text/event-stream', async (t) => {
    const op = opblock(page, '/v1/xcom/research');
    const mediaType = op.locator('.responses-wrapper select').first();
    await mediaType.selectOption('text/event-stream');
    const asked = page.waitForRequest((r) => r.url().startsWith(`${base}/v1/xcom/research`) && r.method() === 'POST');
    await op.locator('button.execute').click();
    t.equal((await asked).headers().accept, 'text/event-stream', 'Execute sends Accept: text/event-stream');
    const body = op.locator('.live-responses-table .response-col_description').filter({ hasText: 'event: answer' }).first();
    await t.resolves(body.waitFor(), 'the stream reaches the page, its answer last');
    t.match(await body.textContent(), /event: progress[\s\S]*event: answer/, 'progress events before the answer');
    await mediaType.selectOption('application/json');
  });

  await t.test('an error response shows its problem+json example', async (t) => {
    const op = opblock(page, '/v1/xcom/research');
    const row = op.locator('.responses-table tr.response[data-code="400"]');
    await row.waitFor();
    const mediaType = row.locator('select').first();
    t.equal(await mediaType.inputValue(), 'application/problem+json', 'the media type is application/problem+json');
    const example = row.locator('.example, .highlight-code, pre').first();
    await example.waitFor();
    const shown = (await example.textContent()) ?? '';
    t.match(shown, /"status":\s*400/, 'the example has status 400');
    t.match(shown, /"path":\s*"body\.scientists"/, 'and names body.scientists');
    const busy = op.locator('.responses-table tr.response[data-code="503"]');
    t.match(await busy.textContent(), /Retry-After/, '503 describes Retry-After');
  });

  // the document says what operations share once (components) and refers to it: Swagger UI must
  // still show each example, header and stream where the operation is read
  await t.test("examples said once still show: the answer, the stream, a GET twin's parameters and errors", async (t) => {
    const post = opblock(page, '/v1/xcom/research', 'post');
    // the documented responses, not the live one of an earlier Execute
    const ok = post.locator('.responses-table:not(.live-responses-table) tr.response[data-code="200"]');
    await ok.waitFor();
    const okMedia = ok.locator('select').first();
    await okMedia.selectOption('application/json');
    await t.resolves(
      ok.locator('.example, .highlight-code, pre').filter({ hasText: '"completed"' }).first().waitFor(),
      'the JSON answer example (its component schema) shows, naming "completed"',
    );
    await okMedia.selectOption('text/event-stream');
    const stream = ok.locator('.example, .highlight-code, pre').filter({ hasText: 'event: answer' }).first();
    await t.resolves(stream.waitFor(), 'the stream example shows');
    t.match(
      await stream.textContent(),
      /event: progress[\s\S]*event: answer\s*data: \{"method":"monte-carlo",[^\n]*\.\.\.\}/,
      'progress, then the answer elided',
    );
    await okMedia.selectOption('application/json');

    const twin = opblock(page, '/v1/xcom/research', 'get');
    await twin.locator('.opblock-summary').first().click();
    await t.resolves(twin.locator('tr[data-param-name="q"]').waitFor(), 'the twin lists q (a components.parameters reference)');
    await t.resolves(twin.locator('tr[data-param-name="trials"]').waitFor(), 'and the shared fields, trials among them');
    const bad = twin.locator('.responses-table tr.response[data-code="400"]');
    await t.resolves(
      bad.locator('.example, .highlight-code, pre').filter({ hasText: 'querystring.q' }).first().waitFor(),
      "the twin's 400 (a components.responses reference) shows its example",
    );
    t.match(await twin.locator('.responses-table tr.response[data-code="503"]').textContent(), /Retry-After/, '503 describes Retry-After');
    t.match(
      await twin.locator('.responses-table tr.response[data-code="429"]').textContent(),
      /X-RateLimit-Remaining/,
      "429 the rate limit's headers (components.headers references)",
    );
  });

  await t.test('an SVG answer renders: its pixels are a chart', async (t) => {
    const res = await fetch(`${base}/v1/xcom/global-defense?format=svg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        continents: [
          { name: 'Europe', interceptors: 2, ufos: 2 },
          { name: 'Asia', interceptors: 1, ufos: 1 },
        ],
        seed: 7,
        trials: 20_000,
      }),
    });
    t.equal(res.status, 200);
    t.match(res.headers.get('content-type'), /^image\/svg\+xml/);
    const svg = await res.text();
    const chart = await browser.newPage();
    t.teardown(() => chart.close());
    await chart.setContent(
      `<html><body style="margin:0;background:#fff"><img id="chart" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    const size = await chart.locator('#chart').evaluate(async (element) => {
      const img = element as unknown as BrowserImage;
      await img.decode(); // rejects when the SVG cannot be read as an image
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    t.equal(size.width, Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1]), 'the image has the width the SVG says');
    t.ok(size.height > 200, `and is ${size.height} px tall`);

    const pixels = await chartPixels(browser, await chart.locator('#chart').screenshot());
    t.same(pixels.corner, [255, 255, 255], 'a white page');
    t.ok(pixels.drawn > 0.03, `${(pixels.drawn * 100).toFixed(1)}% of the pixels are not background`);
    t.ok(pixels.bar > 0.01, `${(pixels.bar * 100).toFixed(1)}% are the bars' blue`);
  });

  await t.test('a chart embedded by its link: <img src> of a GET question', async (t) => {
    const link = `${base}/v1/xcom/research?scientists=3&cost=3&seed=7&trials=20000&format=svg`;
    const page = await browser.newPage();
    t.teardown(() => page.close());
    await page.setContent(`<html><body style="margin:0;background:#fff"><img id="chart" src="${link}"></body></html>`);
    const size = await page.locator('#chart').evaluate(async (element) => {
      const img = element as unknown as BrowserImage;
      await img.decode(); // rejects when the link does not answer an image
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    t.ok(size.width > 200 && size.height > 200, `the linked chart is drawn, ${size.width} x ${size.height} px`);
    const pixels = await chartPixels(browser, await page.locator('#chart').screenshot());
    t.ok(pixels.bar > 0.01, `${(pixels.bar * 100).toFixed(1)}% are the bars' blue`);
  });

  t.same(pageErrors, [], 'no script errors in the pages');
});

/** The little of the DOM the page functions use (the project compiles without the DOM library). */
interface BrowserImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  decode(): Promise<void>;
}
interface BrowserGlobals {
  Image: new () => BrowserImage;
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        drawImage(img: BrowserImage, x: number, y: number): void;
        getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
      };
    };
  };
}

/**
 * What a screenshot of a chart shows: the share of pixels that are not the charts' white
 * background, the share in the bars' blue (#0072b2), and the top-left pixel. The PNG is decoded by the browser
 * itself, in a page of its own (this runs in the page, not in Node).
 */
async function chartPixels(browser: BrowserContext, png: Buffer) {
  const scratch = await browser.newPage();
  try {
    return await scratch.evaluate(async (b64: string) => {
      const w = globalThis as unknown as BrowserGlobals;
      const img = new w.Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = w.document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
      let background = 0;
      let bar = 0;
      // RGBA: 4 bytes a pixel, so i + 3 < d.length on every pixel
      for (let i = 0; i < d.length; i += 4) {
        if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255) background++;
        if (Math.abs(d[i]! - 0x00) < 24 && Math.abs(d[i + 1]! - 0x72) < 24 && Math.abs(d[i + 2]! - 0xb2) < 24) bar++;
      }
      const total = d.length / 4;
      return { drawn: 1 - background / total, bar: bar / total, corner: [d[0], d[1], d[2]] };
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

/** The operation block of `path` in Swagger UI (of `method` alone when given: a question's POST and its GET twin share the path). */
function opblock(page: Page, path: string, method?: 'get' | 'post') {
  return page
    .locator(method === undefined ? '.opblock' : `.opblock.opblock-${method}`)
    .filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
}
