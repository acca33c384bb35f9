import { expect } from '@playwright/test';
import { STORED_BASKET, test } from './quality-helpers';

// B5: no layout shift while the pages Lighthouse measures load (CLS, summed as Chromium reports it, on the
// Lighthouse mobile viewport). The page keeps the footer below the fold from the first paint, so nothing moves
// when the results replace the loading state (on a tour's details and on /cart in particular).

/** The budget: Chromium's layout-shift score summed over the load (0.1 is Google's "good"; the pages measure 0). */
const CLS_BUDGET = 0.01;

test.describe('consumer', { tag: '@consumer' }, () => {
  for (const [name, address, basket, shown] of [
    ['search page', '/', null, 'Tours Available'],
    ['tour details panel', '/?open=LNE&departuredate=2026-6-10', null, 'includes all taxes'],
    ['cart with a trip', '/cart', STORED_BASKET, 'Stirling Castle, Loch Lomond & the Kelpies'],
  ] as const) {
    test(`${name}: cumulative layout shift within ${CLS_BUDGET}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((stored) => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        if (stored) sessionStorage.setItem('tourdesk.basket', JSON.stringify(stored));
      }, basket);
      const page = await context.newPage();
      await page.goto(address);
      await expect(page.getByText(shown).first()).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
      );
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `layout shifts on ${address}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
      await context.close();
    });
  }
});
