import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';

// Seed 000 §9 default currency list (AUD, CAD, EUR, GBP, NZD, USD, ZAR), seed 001 §2 `cur` (a currency override):
// the header's currency switch follows the same rule as the address's `cur`.

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /Tours Available/ });

/** The cards' price badges, in list order. */
async function badges(page: Page): Promise<string[]> {
  await expect(heading(page)).toBeVisible({ timeout: 15_000 });
  return page
    .getByRole('article')
    .getByText(/^From /)
    .allTextContents();
}

test("the header's currency switch offers the seven currencies and prices the site as ?cur= does", async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(heading(page)).toBeVisible({ timeout: 15_000 });
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: 'Currency £ GBP' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  const menu = page.getByRole('menu', { name: 'Currency' });
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    /AUD\s*Australian Dollar/,
    /CAD\s*Canadian Dollar/,
    /EUR\s*Euro/,
    /GBP\s*British Pound/,
    /NZD\s*New Zealand Dollar/,
    /USD\s*US Dollar/,
    /ZAR\s*South African Rand/,
  ]);
  await expect(menu.getByRole('menuitemradio', { name: /GBP/ })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('menuitemradio', { name: /EUR/ }).click();
  await expect(banner.getByRole('button', { name: 'Currency € EUR' })).toBeVisible({ timeout: 15_000 });
  const switched = await badges(page);
  expect(switched.length).toBeGreaterThan(5);
  expect(switched.every((text) => text.startsWith('From €'))).toBe(true);

  // A fresh visitor with ?cur=eur sees the same prices, and the switch shows the currency.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/?cur=eur');
  expect(await badges(visitor)).toEqual(switched);
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Currency € EUR' })).toBeVisible();
  await other.close();
});
