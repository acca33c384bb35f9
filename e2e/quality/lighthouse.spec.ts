import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { E2E_PORTS } from '../ports.mjs';
import { CONSUMER_URL, STORED_BASKET, test } from './quality-helpers';

// Lighthouse's accessibility category at 100 on /, a tour's details (the panel opened by address) and
// /cart (with a trip). Lighthouse drives Debian's Chromium over the DevTools protocol: the browser is started
// here with the e2e flags and a debugging port, and Lighthouse audits a puppeteer page of it (the one Lighthouse
// itself depends on), so the cart's session-storage basket survives into the audited navigation.

// puppeteer-core is Lighthouse's own dependency (not the web package's): resolve it from Lighthouse.
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = lighthouseRequire('puppeteer-core') as {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    newPage(): Promise<{
      goto(url: string, options?: { waitUntil: 'load' }): Promise<unknown>;
      evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<T>;
    }>;
    disconnect(): Promise<void>;
  }>;
};
type LighthousePage = Parameters<typeof lighthouse>[3];

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
/** A debugging port per stack (E2E_PORT_OFFSET) and worker, clear of the stack's own ports. */
const debuggingPort = () => 9300 + (E2E_PORTS.consumer - 3400) + test.info().workerIndex;

async function startChromium(port: number): Promise<{ chrome: ChildProcess; userDataDir: string }> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'tourdesk-lighthouse-'));
  const chrome = spawn(
    CHROME_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    // Its own process group, so stopping it also stops the renderer and helper processes writing the profile.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { chrome, userDataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (chrome.pid) process.kill(-chrome.pid, 'SIGTERM');
  throw new Error(`${CHROME_PATH} did not open its debugging port ${port}`);
}

test.describe('Lighthouse accessibility', { tag: '@consumer' }, () => {
  test('100 on /, a tour details panel and /cart', async () => {
    test.setTimeout(240_000);
    const port = debuggingPort();
    const { chrome, userDataDir } = await startChromium(port);
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      const scores: string[] = [];
      for (const [name, address, prepare, shown] of [
        ['search page', '/', null, 'Tours Available'],
        ['tour details panel', '/?open=LNE&departuredate=2026-6-10', null, 'includes all taxes'],
        ['cart with a trip', '/cart', STORED_BASKET, 'Stirling Castle, Loch Lomond & the Kelpies'],
      ] as const) {
        if (prepare) {
          await page.goto(CONSUMER_URL, { waitUntil: 'load' });
          await page.evaluate(
            (basket) => sessionStorage.setItem('tourdesk.basket', JSON.stringify(basket)),
            prepare,
          );
        }
        const result = await lighthouse(
          `${CONSUMER_URL}${address}`,
          {
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['accessibility'],
            formFactor: 'desktop',
            screenEmulation: { disabled: true },
            throttlingMethod: 'provided',
            disableStorageReset: true,
            maxWaitForLoad: 60_000,
          },
          undefined,
          page as unknown as LighthousePage,
        );
        // The audited page showed the state meant (the panel open, the cart with its trip).
        expect(await page.evaluate(() => document.body.innerText), `${address} as audited`).toContain(shown);
        const lhr = result?.lhr;
        expect(lhr, `Lighthouse result for ${address}`).toBeDefined();
        if (!lhr) continue;
        expect(lhr.runtimeError, `Lighthouse runtime error on ${address}`).toBeUndefined();
        const category = lhr.categories.accessibility;
        const score = Math.round((category?.score ?? 0) * 100);
        const failing = (category?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
          .map((audit) => `${audit?.id}: ${audit?.title}`);
        scores.push(`${name} (${address}) ${score}`);
        expect.soft(failing, `Lighthouse accessibility audits failing on ${address}`).toEqual([]);
        expect.soft(score, `Lighthouse accessibility score of ${address}`).toBe(100);
      }
      process.stdout.write(
        `[lighthouse] accessibility: ${scores.join('; ')} (Lighthouse ${lighthouseVersion()})\n`,
      );
    } finally {
      await browser.disconnect();
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      if (chrome.pid) process.kill(-chrome.pid, 'SIGTERM');
      await exited;
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    }
  });
});

function lighthouseVersion(): string {
  return (lighthouseRequire('../package.json') as { version: string }).version;
}
