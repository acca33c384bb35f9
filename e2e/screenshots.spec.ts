import { expect, test } from '@playwright/test';

// Screenshots of the built screens at desktop (1280×720) and phone size (375×812), for people to look at
// (e2e/artifacts/screenshots): search page, tour details panel, filters, Dates panel, Select A Trip, itinerary.

const viewports = {
  desktop: { width: 1280, height: 720 },
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
      path: `artifacts/screenshots/search-${name}.png`,
      fullPage: name === 'desktop',
    });
    await page.goto('/?open=LNE&departuredate=2026-6-11');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    // On a desktop screen the calendar shows without scrolling (the image sits beside the title).
    if (name === 'desktop') await expect(panel.getByRole('grid')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `artifacts/screenshots/tour-panel-${name}.png` });
    await page.goto('/?tags=5');
    await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `artifacts/screenshots/search-filters-${name}.png` });
    if (name === 'mobile') {
      await page.getByRole('button', { name: 'Filter Trips' }).click();
      await expect(page.getByRole('dialog', { name: 'Filter Trips' })).toBeVisible();
      await page.screenshot({ path: `artifacts/screenshots/filter-trips-${name}.png` });
      await page.getByRole('button', { name: 'Close' }).click();
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Dates', exact: true }).click();
    const dates = page.getByRole('dialog', { name: 'Dates' });
    await dates.getByRole('button', { name: /Month/ }).click();
    await page.getByRole('option', { name: 'July 2026' }).click();
    await expect(dates.getByRole('grid', { name: 'Departure dates, July 2026' })).toBeVisible();
    await expect(dates.getByText(/^\d+ Tours?$/).first()).toBeVisible();
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await page.screenshot({ path: `artifacts/screenshots/dates-panel-${name}.png` });
    await dates.getByRole('button', { name: /^Saturday 4 July 2026, \d+ tours?$/ }).click();
    const trips = page.getByRole('dialog', { name: 'Select A Trip' });
    await expect(trips.getByText(/^There are \d+ tours departing on/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await page.screenshot({ path: `artifacts/screenshots/select-a-trip-${name}.png` });
    await trips
      .getByRole('button', { name: /^Itinerary and map of / })
      .first()
      .click();
    const itinerary = page.getByRole('dialog', { name: 'Itinerary' });
    await expect(itinerary.getByText(/Day Tour Itinerary & Map$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    // The banner spans the whole slide-out, with no strips beside it.
    const banner = await itinerary.getByRole('img').first().boundingBox();
    const panelBox = await itinerary.boundingBox();
    expect(Math.round(banner?.x ?? -1)).toBe(Math.round(panelBox?.x ?? 0));
    expect(Math.round(banner?.width ?? -1)).toBe(Math.round(panelBox?.width ?? 0));
    await page.screenshot({ path: `artifacts/screenshots/itinerary-${name}.png` });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 (page not found)' })).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/not-found-${name}.png`, fullPage: true });
    await context.close();
  });
}
