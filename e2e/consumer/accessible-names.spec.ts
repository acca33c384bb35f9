import { expect, test } from '@playwright/test';
import { dayTrip, openCartWith, tripRow } from '../cart/cart-helpers';

// Names a screen reader can tell apart (seed 001 §2 Cart page): the cart's buttons name their item, and 'Add
// Another Tour' never suggests a tour already in the cart.

// The calendars' day names and the day the first Tab into each grid lands on: web dates-panel.test.tsx and
// capacity-calendar.test.tsx.

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
