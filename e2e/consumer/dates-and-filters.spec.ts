import { expect, test, type Page } from '@playwright/test';

// Seed 001 §2 Filter interfaces, Calendar panel, Itinerary slide-out; §4 Search and filters, calendar date
// selection. The simulator's today is 2026-06-01 (e2e/stack.mjs).

const countHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Tours Available|Sorry none/ });

/** Opens an address of the search page; the first load of a run also warms the gateway's caches. */
async function openSearch(page: Page, address: string) {
  await page.goto(address);
  await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
}

async function openDatesAt(page: Page, month: string) {
  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  const dates = page.getByRole('dialog', { name: 'Dates' });
  await dates.getByRole('button', { name: /Month/ }).click();
  await page.getByRole('option', { name: month }).click();
  await expect(dates.getByRole('grid', { name: `Departure dates, ${month}` })).toBeVisible();
  await expect(dates.getByText(/^\d+ Tours?$/).first()).toBeVisible();
  return dates;
}

test('filters: a location tag narrows the list, tags accumulate per filter, Clear Search Filter resets', async ({
  page,
}) => {
  await openSearch(page, '/');
  const all = await countHeading(page).textContent();
  const location = page.getByRole('group', { name: 'Filters' });

  await location.getByRole('button', { name: 'Inverness' }).click();
  await expect(page).toHaveURL(/tags=5/);
  await expect(countHeading(page)).not.toHaveText(all ?? '');
  await expect(location.getByText('1 Filter(s) Selected')).toBeVisible();
  await location.getByRole('button', { name: 'Glasgow' }).click();
  await expect(page).toHaveURL(/tags=5%2C6/);
  await expect(location.getByText('2 Filter(s) Selected')).toBeVisible();

  // A tag of another filter clears the location tags (seed 001 §4); the dropdown shows its count.
  await location.getByRole('button', { name: 'Duration' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Day Tours', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/tags=1$/);
  await expect(location.getByRole('button', { name: 'Duration: 1 Filter(s) Selected' })).toBeVisible();
  await expect(location.getByRole('button', { name: 'Inverness' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Clear Search Filter' }).click();
  await expect(countHeading(page)).toHaveText(all ?? '');
});

// The panel's day names, range rule, Clear Filter and month arrows: web dates-panel.test.tsx. Here the list it
// narrows and the slide-out and tour details panel a day opens.
test("Dates panel: pick a range (an earlier day swaps), see the trips of a day, Apply narrows the list; 'Dates & prices' opens the tour details panel at the chosen day", async ({
  page,
}) => {
  await openSearch(page, '/?q=glencoe');
  const all = await countHeading(page).textContent();
  const dates = await openDatesAt(page, 'July 2026');
  await expect(dates.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await dates.getByRole('button', { name: /^Tuesday 7 July 2026, \d+ tours?$/ }).click();
  const trips = page.getByRole('dialog', { name: 'Select A Trip' });
  await expect(trips.getByText(/^There are \d+ tours departing on Tuesday 7 July 2026\.$/)).toBeVisible();
  const card = trips.getByRole('article').first();
  await expect(card.getByText(/^Departs from /)).toBeVisible();
  await expect(card.getByText(/^From [\d,.]+ GBP per person$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'See tour details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trips).toBeHidden();

  await dates.getByRole('button', { name: /^Monday 6 July 2026, \d+ tours?$/ }).click();
  await page.keyboard.press('Escape');
  await expect(dates.getByText('Selected Monday 6 July 2026 to Tuesday 7 July 2026')).toBeVisible();
  await dates.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/departure_from=2026-07-06&departure_to=2026-07-07/);
  await expect(dates).toBeHidden();
  await expect(countHeading(page)).not.toHaveText(all ?? '');

  // The applied range names the Dates button, and the panel opens at its month again.
  await page.getByRole('button', { name: 'Dates: 06/07/2026 – 07/07/2026' }).click();
  await expect(dates.getByRole('grid', { name: 'Departure dates, July 2026' })).toBeVisible();
  await dates.getByRole('button', { name: /^Saturday 4 July 2026, \d+ tours?$/ }).click();
  await trips
    .getByRole('article')
    .filter({ hasText: 'Loch Ness, Glencoe & the Highlands' })
    .first()
    .getByRole('link', { name: 'Dates & prices' })
    .click();
  await expect(page).toHaveURL(/[?&]q=glencoe&/);
  await expect(page).toHaveURL(/&open=LNE&departuredate=2026-07-04/);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByText('Selected date: 04/07/2026')).toBeVisible();
});

test('the itinerary slide-out, from a tour card, with the enlargeable map', async ({ page }) => {
  await openSearch(page, '/?tour_id=LNE');
  await page.getByRole('button', { name: 'Itinerary and map of Loch Ness, Glencoe & the Highlands' }).click();
  const itinerary = page.getByRole('dialog', { name: 'Itinerary' });
  await expect(itinerary.getByRole('heading', { name: 'Loch Ness, Glencoe & the Highlands' })).toBeVisible();
  await expect(itinerary.getByText('1 Day Tour Itinerary & Map')).toBeVisible();
  await expect(itinerary.getByRole('link', { name: 'See full tour details' })).toBeVisible();
  await expect(itinerary.getByRole('heading', { name: 'Stop 2: Glencoe' })).toBeVisible();
  await expect(itinerary.getByText('Check-in closes at 07:45')).toBeVisible();
  await expect(itinerary.getByText('Tour departs 08:00')).toBeVisible();
  await expect(itinerary.getByText('Tour returns at 20:00')).toBeVisible();
  await expect(itinerary.getByRole('img', { name: /^Map of the departure point: / })).toBeVisible();

  await itinerary.getByRole('button', { name: /^Enlarge the map/ }).click();
  const map = page.getByRole('dialog', { name: 'Route map of Loch Ness, Glencoe & the Highlands' });
  await expect(map.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(itinerary).toBeVisible();
});

test('cur=usd switches the session currency: prices in US$', async ({ page }) => {
  await openSearch(page, '/?cur=usd');
  await expect(page.getByText(/^From US\$[\d,.]+$/).first()).toBeVisible();
  await expect(page.getByText(/^Book tours\. From US\$[\d,.]+pp$/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("'Filter Trips' opens an overlay: Close discards, Apply filters", async ({ page }) => {
    await openSearch(page, '/');
    const all = await countHeading(page).textContent();
    await expect(page.getByRole('group', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filter Trips' }).click();
    const overlay = page.getByRole('dialog', { name: 'Filter Trips' });
    await overlay.getByRole('button', { name: 'Inverness' }).click();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).not.toHaveURL(/tags=/);

    await page.getByRole('button', { name: 'Filter Trips' }).click();
    await overlay.getByRole('button', { name: 'Inverness' }).click();
    await expect(overlay.getByText('1 Filter(s) Selected')).toBeVisible();
    await overlay.getByRole('button', { name: 'Apply' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/tags=5/);
    await expect(countHeading(page)).not.toHaveText(all ?? '');
  });
});
