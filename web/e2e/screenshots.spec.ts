import { expect, test } from '@playwright/test';

// Screenshots of the built screens at desktop and phone size, for people to look at (e2e/artifacts/screenshots).

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

for (const [name, viewport] of Object.entries(viewports)) {
  test(`screenshots (${name})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport,
      isMobile: name === 'mobile',
      hasTouch: name === 'mobile',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `e2e/artifacts/screenshots/search-${name}.png`,
      fullPage: name === 'desktop',
    });
    await page.goto('/?open=LNE&departuredate=2026-6-11');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('includes all taxes')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `e2e/artifacts/screenshots/tour-panel-${name}.png` });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 (page not found)' })).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/screenshots/not-found-${name}.png`, fullPage: true });
    await context.close();
  });
}
