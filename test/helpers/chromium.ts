/** Debian's Chromium for the browser tests (playwright-core drives it; no browser is downloaded). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Test } from 'tap';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// the flags a closed network needs: without the background-networking ones Chromium keeps
// opening connections that are refused
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, launched headless and closed after the test; absent or failing, the test fails (it never skips). */
export async function launchChromium(t: Test): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH; this test does not skip`);
  }
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  } catch (err) {
    throw new Error(`Chromium at ${CHROMIUM} did not launch (this test does not skip): ${(err as Error).message}`);
  }
  t.teardown(() => browser.close());
  return browser;
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The page's serious and critical axe-core violations (WCAG 2.1 A and AA, best practice): id, impact, first nodes. */
export async function axeViolations(p: Page): Promise<string[]> {
  if (!(await p.evaluate<boolean>("'axe' in window"))) await p.evaluate(AXE);
  const result = (await p.evaluate(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })",
  )) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Whether the page fits its viewport's width (no horizontal scroll). */
export const fitsWidth = (p: Page) => p.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth');
