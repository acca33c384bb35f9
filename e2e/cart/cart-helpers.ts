import { expect, type Locator, type Page } from '@playwright/test';

/** A basket as the tour panel stores it in session storage (web/src/features/cart/api/basket-storage.ts). */
export interface StoredBasket {
  passengers: { ageCategory: string }[];
  trips: {
    tourId: string;
    tourName: string;
    departureDate: string;
    departureTime: null;
    currency: string;
    pickupPointId: string | null;
    rooms: never[];
    addOns?: { tourId: string; tourName: string }[];
  }[];
}

/** A day-tour trip of the e2e catalogue (provider-sim seed, SIM_TODAY=2026-06-01). */
export function dayTrip(
  tourId: string,
  tourName: string,
  departureDate: string,
): StoredBasket['trips'][number] {
  return {
    tourId,
    tourName,
    departureDate,
    departureTime: null,
    currency: 'GBP',
    pickupPointId: null,
    rooms: [],
  };
}

/** Stores a basket (test set-up for specs that start in the cart) and opens the cart. */
export async function openCartWith(page: Page, basket: StoredBasket): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('tourdesk.basket', JSON.stringify(value)), basket);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Cart' })).toBeVisible();
}

/** Adds a tour through its details panel (opened by address with a date), for `adults` adults. */
export async function addTourThroughPanel(
  page: Page,
  tourId: string,
  date: string,
  adults = 1,
): Promise<void> {
  await page.goto(`/search?open=${tourId}&departuredate=${date}`);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  // The panel's first load on a cold stack (calendar, departures, quote) can take a few seconds.
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  const summary = panel.getByText(/travelling on/);
  for (let adult = 1; adult < adults; adult += 1) {
    const before = await summary.textContent();
    await panel.getByRole('button', { name: /^Passengers/ }).click();
    await page.getByRole('button', { name: 'Add one Adult' }).click();
    await page.keyboard.press('Escape');
    await expect(summary).not.toHaveText(before ?? '');
  }
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart#basket_${tourId}$`));
}

/**
 * From the cart to checkout as a customer: ticks the agreement, presses Checkout, passes the add-on popup when it
 * comes (once per session, seed 001 §4) and waits for /payment.
 */
export async function checkOutCart(page: Page): Promise<void> {
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const proceed = page.getByRole('button', { name: 'Proceed without add-ons' });
  const checkout = page.getByRole('heading', { level: 1, name: 'Checkout' });
  await expect(proceed.or(checkout)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(checkout).toBeVisible();
}

/** The cart's article of a trip, by its name. */
export function tripRow(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Presses Tab until `target` has focus (keyboard-only navigation), failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
