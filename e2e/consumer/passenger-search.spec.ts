import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { checkOutCart } from '../cart/cart-helpers';

// Seed 001 §5 Passenger details at checkout: the telephone's dial code and the nationality are chosen from long
// lists; typing '44', '+44' or the country's name finds the dial code, and a country or its nationals' word
// ('British', 'Australian', 'German') finds the nationality.

test('dial codes by digits or name, nationalities by country or demonym', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?open=LNE&departuredate=2026-7-10');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);
  await checkOutCart(page);
  const lead = page.locator('section[id^="passenger_"]').first();
  if (!(await lead.getByRole('textbox', { name: 'First name' }).isVisible())) {
    await lead.getByRole('button', { name: 'Edit details' }).click();
  }

  const dial = lead.getByRole('combobox', { name: 'Phone number dial code' });
  const listbox = page.getByRole('listbox');
  await dial.scrollIntoViewIfNeeded();
  // Typed as a person would; a list closed by the page still scrolling into place is typed into again.
  const typeAndSee = async (box: typeof dial, typed: string, option: string) =>
    expect(async () => {
      await box.fill('');
      await box.pressSequentially(typed);
      await expect(listbox.getByRole('option', { name: option, exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
  for (const typed of ['44', '+44', 'United King']) {
    await typeAndSee(dial, typed, 'United Kingdom (+44)');
    await expect(listbox.getByRole('option', { name: 'Australia (+61)' })).toHaveCount(0);
  }
  await listbox.getByRole('option', { name: 'United Kingdom (+44)' }).click();
  await expect(dial).toHaveValue('United Kingdom (+44)');

  const nationality = lead.getByRole('combobox', { name: 'Nationality' });
  // Part of a demonym lists its country; a demonym typed in full chooses it when the field is left.
  await typeAndSee(nationality, 'Briti', 'United Kingdom');
  await typeAndSee(nationality, 'Austral', 'Australia');
  for (const [typed, country] of [
    ['British', 'United Kingdom'],
    ['German', 'Germany'],
    ['Irish', 'Ireland'],
  ] as const) {
    await nationality.fill('');
    await nationality.pressSequentially(typed);
    await nationality.press('Tab');
    await expect(nationality).toHaveValue(country);
  }
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await nationality.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/passenger-search-${width}.png` });
  }
});
