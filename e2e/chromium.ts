/**
 * Debian's Chromium (apt-get install chromium; never `playwright install`) and the flags every tourdesk browser
 * run starts it with: headless, no sandbox (root in CI), and nothing that reaches past 127.0.0.1 (QUIC,
 * background networking, component updates, sync). Used by the Playwright config, the bench and the deploy
 * tests that drive a browser.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium's command-line flags for test and bench runs. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
