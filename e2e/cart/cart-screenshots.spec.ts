import { expect, test } from '@playwright/test';
import { dayTrip, openCartWith } from './cart-helpers';

// Screenshots of the cart and the checkout page, desktop and mobile, for review (e2e/artifacts/screenshots).

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['mobile', { width: 375, height: 812 }],
] as const) {
  test(`cart and checkout screenshots, ${device}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await openCartWith(page, {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
      trips: [
        {
          ...dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', '2026-07-20'),
          addOns: [{ tourId: 'ECO1', tourName: 'ECO Carbon offset for your trip' }],
        },
        dayTrip('SAE', 'St Andrews & Fife Fishing Villages', '2026-07-21'),
      ],
    });
    await expect(page.getByText('2 Tour(s) · 1 add-on(s)')).toBeVisible();
    await expect(page.locator('#add_on_SAE').getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/cart-${device}.png`, fullPage: true });

    await page.getByText('I understand and agree.').click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Save passenger 1' }).click();
    await expect(page.getByText('Please complete all required fields.').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `artifacts/screenshots/checkout-${device}.png`, fullPage: true });
  });
}
