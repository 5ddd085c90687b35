/** Debian's Chromium for the browser tests (playwright-core drives it; no browser is downloaded). */

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
