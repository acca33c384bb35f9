import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { addTourThroughPanel, tripRow } from '../cart/cart-helpers';
import { logInAs } from './agent-session';

// The agency's currency (seed 000 §3 Agent login info `currencies`, §9 currency list, seed 001 §2 `cur`): after
// login the portal prices in the agency's currency (the login's first), with a switch limited to the login's list;
// quotes, bookings and payments follow it.

test('aussie-agent sees A$ prices and books with an AUD total', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page, 'aussie-agent', 'Jack Wilson');
  const nav = page.getByRole('navigation', { name: 'Agent' });
  // One currency in the agency's list: shown, with nothing to switch to.
  await expect(nav.getByText('Currency AUD', { exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: /Currency/ })).toHaveCount(0);
  await expect(page.getByText(/^Book tours\. From A\$\d+\.\d\dpp$/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('£');
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.currency'))).toBe('"AUD"');

  // A `cur` parameter outside the agency's list changes nothing.
  await page.goto('/search?cur=gbp');
  await expect(page.getByText(/^Book tours\. From A\$/)).toBeVisible();

  await addTourThroughPanel(page, 'HPG', '2026-07-17', 2);
  await expect(tripRow(page, 'Harry Potter Highlands & Glenfinnan Viaduct')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  const total = (
    await summary
      .locator('dt', { hasText: /^Total$/ })
      .locator('+ dd')
      .innerText()
  ).trim();
  expect(total).toMatch(/^A\$\d{1,3}(,\d{3})*\.\d\d$/);
  await expect(summary).not.toContainText('£');
  // Prices anywhere on the cart are in A$ (a product may name pounds, e.g. 'Help restore Scotland: £5 donation').
  await expect(page.getByRole('main')).not.toContainText(/£\d+\.\d\d/);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const payment = page.getByRole('region', { name: /payment summary/i });
  await expect(payment).toContainText(total);
  await expect(payment).not.toContainText('£');
});

test("demo-agent switches between its agency's currencies only, by mouse or keyboard", async ({ page }) => {
  await logInAs(page, 'demo-agent', 'Callum Stewart');
  const nav = page.getByRole('navigation', { name: 'Agent' });
  const button = (code: string) => nav.getByRole('button', { name: `Currency: ${code}` });
  const menu = page.getByRole('menu', { name: 'Currency' });
  await expect(page.getByText(/^Book tours\. From £\d/)).toBeVisible();
  await button('GBP').click();
  await expect(menu.getByRole('menuitemradio')).toHaveText(['GBP', 'EUR', 'USD']);
  await expect(menu.getByRole('menuitemradio', { name: 'GBP' })).toBeChecked();
  await expectNoAxeViolations(page);

  await menu.getByRole('menuitemradio', { name: 'EUR' }).click();
  await expect(page.getByText(/^Book tours\. From €\d/)).toBeVisible();
  await expect(button('EUR')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.currency'))).toBe('"EUR"');

  // Arrow keys only move through the list; Enter chooses.
  await button('EUR').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitemradio', { name: 'USD' })).toBeFocused();
  await expect(page.getByText(/^Book tours\. From €\d/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Book tours\. From US\$\d/)).toBeVisible();

  // Outside the agency's list, `cur` changes nothing.
  await page.goto('/search?cur=zar');
  await expect(page.getByText(/^Book tours\. From US\$\d/)).toBeVisible();
  await expect(button('USD')).toBeVisible();
});
