import { expect, test, type Page } from '@playwright/test';
import { dayTrip, openCartWith, tripRow } from '../cart/cart-helpers';

// Names a screen reader can tell apart, and a keyboard path that lands on a choice (seed 001 §2 Calendar panel,
// Tour details panel, Cart page; §4 Calendar day states): Dates panel days carry their tour count, both calendars
// take the focus on a day that can be chosen, the cart's buttons name their item, and 'Add Another Tour' never
// suggests a tour already in the cart.

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

test('Dates panel: days named with their tour count; the first Tab into the grid lands on a day with tours', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  const dates = page.getByRole('dialog', { name: 'Dates' });
  await expect(dates.getByText(/^\d+ Tours?$/).first()).toBeVisible({ timeout: 15_000 });
  const month = (await dates.getByRole('button', { name: /Month$/ }).innerText()).trim();
  const named = dates.getByRole('button', {
    name: new RegExp(`^\\w+day \\d{1,2} ${month}, (\\d+ tours?|no tours)$`),
  });
  expect(await named.count()).toBeGreaterThanOrEqual(28);
  await dates.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toMatch(new RegExp(`^\\w+day \\d{1,2} ${month}, \\d+ tours?$`));
});

test('tour calendar: the first Tab into the grid lands on a day that can be chosen', async ({ page }) => {
  await page.goto('/?open=LNE');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  const grid = panel.getByRole('grid');
  await expect(grid.getByRole('button', { name: /June 2026, / }).first()).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  const name = await focusedName(page);
  expect(name).toMatch(/^\w+day \d{1,2} June 2026, /);
  expect(name).not.toMatch(/not available|full|too few/);
});

test("cart buttons name their item; 'Add Another Tour' leaves out the cart's tours", async ({ page }) => {
  const lne = 'Loch Ness, Glencoe & the Highlands';
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [dayTrip('LNE', lne, '2026-07-22')],
  });
  const trip = tripRow(page, lne);
  await expect(trip.getByRole('button', { name: `Remove ${lne}`, exact: true })).toBeVisible();
  await expect(trip.getByRole('button', { name: `Edit Tour ${lne}`, exact: true })).toBeVisible();
  await expect(trip.getByRole('button', { name: `Itinerary of ${lne}`, exact: true })).toBeVisible();
  const addOns = page.locator('#add_on_LNE');
  const adds = addOns.getByRole('button', { name: new RegExp(`^Add .+ to ${lne.replace(/[&,]/g, '.')}$`) });
  await expect(adds.first()).toBeVisible();
  expect(await adds.count()).toBe(await addOns.getByRole('button').count());
  const suggestions = page.getByRole('region', { name: 'Add Another Tour' });
  await expect(suggestions.getByRole('heading', { level: 3 }).first()).toBeVisible();
  for (const heading of await suggestions.getByRole('heading', { level: 3 }).allInnerTexts()) {
    expect(heading.replace(/\s*\([^)]*\)|\s*Small Group/gi, '').trim()).not.toBe(lne);
  }
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.screenshot({ path: `artifacts/screenshots/cart-names-${width}.png`, fullPage: true });
  }
});
