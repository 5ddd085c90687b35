/** Debian's Chromium for the browser tests (playwright-core drives it; no browser is downloaded). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
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
