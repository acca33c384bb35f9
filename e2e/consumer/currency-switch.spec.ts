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
    .getByText(/^From \S*\d[\d,.]*$/)
    .allTextContents();
}

test("the header's currency switch offers the seven currencies and prices the site in the one chosen", async ({
  page,
}) => {
  test.slow();
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
  // The page loads again in the new currency.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: /EUR/ }).click()]);
  await expect(banner.getByRole('button', { name: 'Currency € EUR' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const shown = await badges(page);
        return shown.length > 5 && shown.every((text) => text.startsWith('From €'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByText(/Book tours\. From €[\d,.]+pp/)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Currency € EUR' })).toBeVisible();

  // A new tab of the same browser (its own session storage, the same cookies) shows the chosen currency too.
  const tab = await page.context().newPage();
  await tab.goto('/');
  expect(await badges(tab)).toEqual(expect.arrayContaining([expect.stringMatching(/^From €/)]));
  await expect(tab.getByRole('banner').getByRole('button', { name: 'Currency € EUR' })).toBeVisible();
  await tab.close();
});

test("a fresh visitor's /?cur=eur is priced in EUR by the server's first HTML, and hydration keeps it", async ({
  page,
  browser,
}) => {
  test.slow();
  // The first HTML, as a fresh visitor's browser gets it before any script runs.
  const fresh = await browser.newContext({ javaScriptEnabled: false });
  const first = await fresh.newPage();
  const response = await first.goto('/?cur=eur');
  expect(response!.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(/Book tours\. From (<!-- -->)?€[\d,.]+pp/);
  expect(html).not.toMatch(/From (<!-- -->)?£/);
  const served = await first
    .getByRole('article')
    .getByText(/^From \S*\d[\d,.]*$/)
    .allTextContents();
  expect(served.length).toBeGreaterThan(5);
  expect(
    served.every((text) => text.startsWith('From €')),
    served.join(', '),
  ).toBe(true);
  // The header's switch names the currency the server priced the page in, before any script runs.
  await expect(first.getByRole('banner').getByRole('button', { name: 'Currency € EUR' })).toBeVisible();
  await fresh.close();

  // With scripts: the page hydrates in EUR, and the session is switched for the pages after it.
  await page.goto('/?cur=eur');
  expect(await badges(page)).toEqual(served);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Currency € EUR' })).toBeVisible();
  await page.goto('/search?q=loch');
  const after = await badges(page);
  expect(after.length).toBeGreaterThan(0);
  expect(
    after.every((text) => text.startsWith('From €')),
    after.join(', '),
  ).toBe(true);
});
