import { expect, test, type Page } from '@playwright/test';
import { addTourThroughPanel, checkOutCart, tripRow } from './cart-helpers';

// Seed 001 §3 Basket (passengers, trips with their own passenger lists), §4 Basket to cart and Checkout: a cart
// never changes a trip the user did not edit (provider-sim SIM_TODAY=2026-06-01).

const LNE = 'Loch Ness, Glencoe & the Highlands';
const SAE = 'St Andrews & Fife Fishing Villages';

/** The passengers, date and price a cart row shows. */
async function rowText(page: Page, name: string) {
  const row = tripRow(page, name);
  return {
    passengers: await row.locator('dt:text("Passengers:") + dd').textContent(),
    dates: await row.locator('dd').first().textContent(),
  };
}

/** Sets the open panel's party of adults to `adults`, one step at a time as a customer would. */
async function setAdults(page: Page, panelName: string, adults: number) {
  const panel = page.getByRole('dialog', { name: panelName });
  const summary = panel.getByText(/travelling on/);
  const current = Number(/^(\d+) Adult/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  const step = adults > current ? 'Add one Adult' : 'Remove one Adult';
  for (let count = current; count !== adults; count += adults > current ? 1 : -1) {
    await page.getByRole('button', { name: step }).click();
  }
  await page.keyboard.press('Escape');
  await expect(summary).toHaveText(new RegExp(`^${adults} Adults? travelling on`));
}

test('two tours with different party sizes sit in one cart; editing one leaves the other as it was', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addTourThroughPanel(page, 'LNE', '2026-7-15', 2);
  const lneAlone = await rowText(page, LNE);
  expect(lneAlone.passengers).toBe('2 Adults');

  // The next tour opens with the last trip's party; the customer lowers it to one adult.
  await page.goto('/search?open=SAE&departuredate=2026-7-16');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/^2 Adults travelling on 16\/07\/2026/)).toBeVisible();
  await setAdults(page, 'Tour details', 1);
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_SAE$/);
  await expect(page.getByText('2 Tour(s) · no add-ons')).toBeVisible();
  expect(await rowText(page, LNE)).toEqual(lneAlone);
  expect((await rowText(page, SAE)).passengers).toBe('1 Adult');

  // Editing SAE to three adults leaves LNE at two.
  await tripRow(page, SAE).getByRole('button', { name: 'Edit Tour' }).click();
  const edit = page.getByRole('dialog', { name: 'Tour Details Changes' });
  await expect(edit.getByText(/^1 Adult travelling on 16\/07\/2026/)).toBeVisible({ timeout: 15_000 });
  await setAdults(page, 'Tour Details Changes', 3);
  await edit.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(edit).toHaveCount(0);
  await expect(tripRow(page, SAE).getByText('3 Adults')).toBeVisible();
  expect(await rowText(page, LNE)).toEqual(lneAlone);

  // And editing LNE's date leaves SAE's party and date.
  const saeNow = await rowText(page, SAE);
  await tripRow(page, LNE).getByRole('button', { name: 'Edit Tour' }).click();
  await expect(edit.getByText(/^2 Adults travelling on 15\/07\/2026/)).toBeVisible({ timeout: 15_000 });
  const otherDay = edit
    .getByRole('grid')
    .locator('[role="button"]:not([aria-disabled])')
    .filter({ hasNotText: /^15/ })
    .last();
  const dayNumber = (await otherDay.locator('span').first().textContent())?.padStart(2, '0');
  await otherDay.click();
  await expect(edit.getByText(`2 Adults travelling on ${dayNumber}/07/2026`)).toBeVisible();
  await edit.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(edit).toHaveCount(0);
  await expect(tripRow(page, LNE).getByText(`${dayNumber}/07/2026`)).toBeVisible();
  // The address follows the trip just edited, not the one added last.
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);
  expect(await rowText(page, SAE)).toEqual(saeNow);
  expect((await rowText(page, LNE)).passengers).toBe('2 Adults');

  // The basket holds three people: two on LNE, three on SAE, the first two on both.
  const basket = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tourdesk.basket') ?? 'null'));
  expect(basket).toMatchObject({
    passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
    trips: [
      { tourId: 'LNE', passengerIndexes: [0, 1] },
      { tourId: 'SAE', passengerIndexes: [0, 1, 2] },
    ],
  });

  // Checkout asks once per person, naming the trips each takes.
  await checkOutCart(page);
  const forms = page.locator('section[id^="passenger_"]');
  await expect(forms).toHaveCount(3);
  await expect(forms.nth(0)).toContainText(`Travelling on: ${LNE}, ${SAE}`);
  await expect(forms.nth(1)).toContainText(`Travelling on: ${LNE}, ${SAE}`);
  await expect(forms.nth(2)).toContainText(`Travelling on: ${SAE}`);
  await expect(forms.nth(2)).not.toContainText(LNE);
});
