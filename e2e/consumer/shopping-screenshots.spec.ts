import { expect, test, type Page } from '@playwright/test';
import { checkOutCart } from '../cart/cart-helpers';

// Screenshots of the shopping screens changed for trips with their own parties, Add to Cart reasons, sales-group
// switches, train times, sort and filter presets, titled checkout forms and the seats' hold, at desktop
// (1280×720) and phone (375×667) size, for people to look at (e2e/artifacts/screenshots).

const viewports = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 375, height: 667 },
} as const;

/** Waits for the page to settle (no request, no slide-out still sliding in). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-entering]')).toHaveCount(0);
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`shopping screenshots (${name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport,
      isMobile: name === 'phone',
      hasTouch: name === 'phone',
    });
    const page = await context.newPage();
    const shot = (state: string) => page.screenshot({ path: `artifacts/screenshots/${state}-${name}.png` });
    const panel = page.getByRole('dialog', { name: 'Tour details' });

    await page.goto('/?duration=2-8&departure_from=2026-07-10&departure_to=2026-07-14&sort=price_asc');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await settle(page);
    await shot('search-sort-presets');

    await page.goto('/?open=3LN&departuredate=2026-7-10');
    await expect(panel.getByText('To add this tour to your cart:')).toBeVisible({ timeout: 15_000 });
    await settle(page);
    await panel.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
    await shot('tour-panel-needs-room');

    await page.goto('/?open=LNE&departuredate=2026-6-11');
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: /Hotel pick-up/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await panel
      .getByRole('radiogroup', { name: 'Loch Ness options' })
      .getByText(/with Urquhart Castle entry/)
      .click();
    await expect(panel.getByText(/Your pick-up point is not offered/)).toBeVisible();
    await settle(page);
    await shot('tour-panel-sales-group-switch');

    await page.goto('/?open=IVW&departuredate=2026-6-11');
    const times = panel.getByRole('radiogroup', { name: 'Departure time' });
    await expect(times.getByRole('radio')).toHaveCount(2, { timeout: 15_000 });
    await times.getByText('10:15').click();
    await expect(panel.getByText(/at 10:15$/)).toBeVisible();
    await settle(page);
    await times.scrollIntoViewIfNeeded();
    await shot('tour-panel-train-time');
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart#basket_IVW$/);

    await page.goto('/?open=3LN&departuredate=2026-7-10');
    await panel.getByRole('button', { name: /^Passengers/ }).click();
    await page.getByRole('button', { name: 'Add one Child' }).click();
    await page.keyboard.press('Escape');
    await expect(panel.getByText(/^1 Adult, 1 Child travelling on/)).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: /Rooms/ }).click();
    await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('2 Tour(s) · no add-ons')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `artifacts/screenshots/cart-trip-parties-${name}.png`, fullPage: true });

    await checkOutCart(page);
    await expect(page.getByRole('heading', { level: 3, name: 'Passenger 2 · Child' })).toBeVisible();
    await settle(page);
    await page.screenshot({
      path: `artifacts/screenshots/checkout-titled-forms-${name}.png`,
      fullPage: true,
    });
    await context.close();
  });
}
