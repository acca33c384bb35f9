import { expect, test, type Page } from '@playwright/test';
import { SCRIPT_HEADERS } from '../script-token';

// Seed 001 §2 Home and search route (filter presets from the query item month (yyyymm), hero 'Book tours. From
// {price}pp', tour card 'From {price}'), §4 Search and filters. The simulator's today is 2026-06-01 (stack.mjs);
// its prices differ by month (seasons), so a month's 'From' is not the next 30 days'.

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /Tours Available|Sorry none/ });

/** Minor units of an amount as the page prints it ('£56.00' → 5600). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The cards' 'From £x' by tour name, and the hero's 'From £x' per person, in minor units. */
async function shownPrices(page: Page): Promise<{ cards: Map<string, number>; hero: number }> {
  await expect(heading(page)).toBeVisible({ timeout: 15_000 });
  const pairs = await page
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => [
        article.querySelector('h3')?.textContent ?? '',
        [...article.querySelectorAll('span')]
          .map((span) => span.textContent ?? '')
          .find((text) => /^From £/.test(text)) ?? '',
      ]),
    );
  const cards = new Map(pairs.filter(([, badge]) => badge).map(([name, badge]) => [name!, minor(badge!)]));
  const hero = await page.getByText(/From £[\d,.]+pp/).textContent();
  return { cards, hero: minor(hero?.match(/£[\d,.]+/)?.[0] ?? '') };
}

test("the Month menu and ?month= are one filter: the same tours with the 'From' of that month", async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const nextDays = await shownPrices(page);
  await page.goto('/?month=202703');
  const byAddress = await shownPrices(page);
  expect(byAddress.cards.size).toBeGreaterThan(5);
  // March's season prices are not the next 30 days' (June): the month's own prices are what must show.
  expect(byAddress.cards.get('Loch Ness, Glencoe & the Highlands')).not.toBe(
    nextDays.cards.get('Loch Ness, Glencoe & the Highlands'),
  );

  await page.goto('/');
  await expect(heading(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: 'March 2027' }).click();
  await expect(page).toHaveURL(/[?&]month=202703(&|$)/);
  await expect(page).not.toHaveURL(/[?&]tags=/);
  await page.keyboard.press('Escape');
  // The button keeps its name with the month chosen.
  const month = page.getByRole('button', { name: 'Month: March 2027' });
  await expect(month).toBeVisible();
  await expect
    .poll(async () => {
      const byMenu = await shownPrices(page);
      return { cards: Object.fromEntries(byMenu.cards), hero: byMenu.hero };
    })
    .toEqual({ cards: Object.fromEntries(byAddress.cards), hero: byAddress.hero });

  // The menu shows the month checked; choosing it again clears the month.
  await month.click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'March 2027' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemcheckbox', { name: 'March 2027' }).click();
  await expect(page).not.toHaveURL(/month=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeVisible();
});

test("a departure of the month chosen books at a price no lower than the card's 'From'", async ({ page }) => {
  await page.goto('/?month=202703');
  const { cards } = await shownPrices(page);
  const from = cards.get('Loch Ness, Glencoe & the Highlands');
  expect(from).toBeGreaterThan(0);
  await page
    .getByRole('article')
    .filter({ hasText: 'Loch Ness, Glencoe & the Highlands' })
    .first()
    .getByRole('link', { name: 'Book Now' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  const grid = panel.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 15_000 });
  // The calendar opens at the tour's first month: go on to March 2027.
  const next = panel.getByRole('button', { name: 'Next month' });
  for (
    let step = 0;
    step < 12 && !(await panel.getByRole('heading', { name: 'March 2027' }).isVisible());
    step++
  ) {
    await next.click();
  }
  await expect(panel.getByRole('heading', { name: 'March 2027' })).toBeVisible();
  const bookable = grid.getByRole('button', { name: /March 2027, .*from £[\d,.]+ per person/ });
  await expect(bookable.first()).toBeVisible();
  const dayName = (await bookable.first().getAttribute('aria-label')) ?? '';
  const dayPrice = minor(dayName.match(/from (£[\d,.]+) per person/)?.[1] ?? '');
  expect(dayPrice).toBeGreaterThanOrEqual(from!);
  await bookable.first().click();
  const price = panel.locator('p', { hasText: 'includes all taxes' });
  await expect(price).toBeVisible();
  const quoted = minor((await price.textContent())?.match(/£[\d,.]+/)?.[0] ?? '');
  // One adult: the trip's price is the day's lowest per-person price, never below the card's 'From'.
  expect(quoted).toBe(dayPrice);
  expect(quoted).toBeGreaterThanOrEqual(from!);
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);
  await expect(page.getByText(`£${(quoted / 100).toFixed(2)}`).first()).toBeVisible();
});

test('an old address with a month tag (/?tags=<month tag>) is sent on to ?month=yyyymm, by the server and in the page', async ({
  page,
}) => {
  test.slow();
  const filters = (await (
    await page.request.post('/graphql', {
      data: { query: '{ filters { tags { tagId name tagName filterName } } }' },
      headers: SCRIPT_HEADERS,
    })
  ).json()) as {
    data: { filters: { tags: { tagId: string; name: string; tagName: string; filterName: string }[] }[] };
  };
  const tags = filters.data.filters.flatMap((filter) => filter.tags);
  const march = tags.find((tag) => tag.filterName.toLowerCase() === 'month' && tag.tagName === '202703');
  const other = tags.find((tag) => tag.filterName.toLowerCase() !== 'month');
  expect(march, 'the Month filter has a March 2027 tag').toBeDefined();
  expect(other, 'a tag of another filter').toBeDefined();

  // The server answers the old address with a permanent redirect to its month form, other parameters kept.
  const answer = await page.request.get(`/?tags=${other!.tagId},${march!.tagId}&q=loch`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  const location = new URL(answer.headers()['location']!, 'http://x.invalid');
  expect(location.pathname).toBe('/');
  expect(Object.fromEntries(location.searchParams)).toEqual({
    tags: other!.tagId,
    q: 'loch',
    month: '202703',
  });

  // A browser lands on the month address, priced as the month preset, the Month button keeping its name.
  await page.goto('/?month=202703');
  const byAddress = await shownPrices(page);
  await page.goto(`/?tags=${march!.tagId}`);
  await expect(page).toHaveURL(/\/\?month=202703$/);
  await expect(page.getByRole('button', { name: 'Month: March 2027' })).toBeVisible();
  const byOldAddress = await shownPrices(page);
  expect(Object.fromEntries(byOldAddress.cards)).toEqual(Object.fromEntries(byAddress.cards));
  expect(byOldAddress.hero).toBe(byAddress.hero);
});
