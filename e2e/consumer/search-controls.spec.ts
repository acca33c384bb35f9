import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';

// Seed 001 §2 Home and search route (filter presets from the address, Dates button, tour cards, 404 view), §4
// Search and filters (one dropdown open at a time), §9 sorting options and text truncation (SIM_TODAY=2026-06-01).

/** The 'From £x' price badges of the cards, in list order, in minor units (unpriced cards have none). */
async function cardPrices(page: Page): Promise<number[]> {
  const badges = await page
    .getByRole('article')
    .getByText(/^From £[\d,.]+$/)
    .allTextContents();
  return badges.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

test('the sort control offers the seven orders; price ascending orders the cards', async ({ page }) => {
  await page.goto('/');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('default');
  await expect(sort.getByRole('option')).toHaveText([
    'Recommended',
    'Price: low to high',
    'Price: high to low',
    'Duration: shortest first',
    'Duration: longest first',
    'Name: A to Z',
    'Name: Z to A',
  ]);
  await expectNoAxeViolations(page);
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(sort).toHaveValue('price_asc');
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 5 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  await sort.selectOption({ label: 'Name: Z to A' });
  await expect(page).toHaveURL(/[?&]sort=alphabetical_desc/);
  await expect
    .poll(async () => {
      const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
      return (
        names.length > 5 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'en') >= 0)
      );
    })
    .toBe(true);
});

test('filters preset from the address show as selected', async ({ page }) => {
  await page.goto('/?duration=2-8');
  await expect(page.getByRole('button', { name: 'Duration: 1 Filter(s) Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Duration: 1 Filter(s) Selected' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /3-8 Day Tours/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  const multiDay = await page.getByRole('heading', { level: 2, name: /Tours Available/ }).textContent();

  await page.goto('/?departing=edinburgh&month=202607');
  await expect(page.getByRole('button', { name: 'Month: July 2026' })).toBeVisible();
  const departing = page.getByRole('group', { name: 'Filters' });
  await expect(departing.getByText('Departing from 1 Filter(s) Selected')).toBeVisible();
  await expect(
    departing.getByRole('button', { name: 'Edinburgh', exact: true, pressed: true }),
  ).toBeVisible();

  // Choosing a tag turns the presets into tags, under the accumulative rule: tags of the same filter add up, the
  // other filters clear.
  await departing.getByRole('button', { name: 'Inverness', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tags=/);
  await expect(page).not.toHaveURL(/departing=|month=/);
  await expect(
    departing.getByRole('button', { name: 'Inverness', exact: true, pressed: true }),
  ).toBeVisible();
  await expect(
    departing.getByRole('button', { name: 'Edinburgh', exact: true, pressed: true }),
  ).toBeVisible();
  await expect(departing.getByText('Departing from 2 Filter(s) Selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
  expect(multiDay).toMatch(/^\d+ Tours Available$/);
});

test('one click moves from one open dropdown to the next', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Duration', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Duration' })).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Month' })).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Duration' })).toHaveCount(0);
  // Its own button closes it; a click elsewhere too.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Brand', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Brand' })).toBeVisible();
  await page.getByRole('heading', { level: 2, name: /Tours Available/ }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the Dates button shows the applied range and gives the focus back when its panel closes', async ({
  page,
}) => {
  await page.goto('/?departure_from=2026-07-10&departure_to=2026-07-14');
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible({
    timeout: 15_000,
  });
  const dates = page.getByRole('button', { name: 'Dates: 10/07/2026 – 14/07/2026' });
  await expect(dates).toBeVisible();
  await dates.click();
  await expect(page.getByRole('dialog', { name: 'Dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Dates' })).toHaveCount(0);
  await expect(dates).toBeFocused();
  await page.goto('/?departure_from=2026-07-10&departure_to=2026-07-10');
  await expect(page.getByRole('button', { name: 'Dates: 10/07/2026' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Dates', exact: true })).toBeVisible();
});

test('cards: teasers end on a word with an ellipsis; tapping an unbookable card opens its details', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible({
    timeout: 15_000,
  });
  const teasers = await page.getByRole('article').locator('p[class*="teaser"]').allTextContents();
  expect(teasers.length).toBeGreaterThan(10);
  for (const teaser of teasers) {
    expect(teaser.length).toBeLessThanOrEqual(61);
    if (teaser.endsWith('…')) expect(teaser).toMatch(/[\p{L}\p{N})]…$/u);
  }
  expect(teasers.some((teaser) => teaser.endsWith('…'))).toBe(true);

  const unbookable = page
    .getByRole('article')
    .filter({ hasText: 'Sadly, we are currently unable to book this tour online' })
    .first();
  const name = (await unbookable.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await unbookable.getByText(/Sadly, we are currently unable/).click();
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(panel.getByText(/Please call to book/)).toBeVisible();
});

test('an unknown or malformed booking id shows the 404 view', async ({ page }) => {
  for (const id of ['abc', '99999999']) {
    await page.goto(`/booking/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '404 (page not found)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home Page' })).toBeVisible();
  }
});
