import { expect, test, type Page } from '@playwright/test';

// Nothing an address carries may change the page's structure: replacement patterns of String.replace, a script
// end, quotes, a backtick and a line separator in the search term (and every other parameter) give a working,
// hydrated page showing the term as typed, and no page error.

const HOSTILE = ['$`', "$'", '$&', '</script><script>window.pwned=1</script>', `"'`, '`', '\u2028'];
/** Parameters the search page reads besides the term. */
const OTHERS = ['tags', 'sort', 'month', 'departing', 'duration', 'brand', 'departure_from', 'departure_to'];

/** Errors the page logs or throws from now on (React reports a hydration mismatch as one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const value of HOSTILE) {
  test(`a search for ${JSON.stringify(value)} shows the term as typed on a hydrated page`, async ({
    page,
  }) => {
    const term = `loch ${value} glen`;
    const query = new URLSearchParams([['q', term], ...OTHERS.map((name) => [name, value])]);
    const errors = pageErrors(page);
    const response = await page.goto(`/search?${query.toString()}`);
    expect(response?.status()).toBe(200);
    // The server rendered the page (its data came with it) and the browser shows the term as it was typed.
    expect(await (await response!.text()).includes('id="tourdesk-page-answers"')).toBe(true);
    const box = page.getByRole('searchbox', { name: 'Search for tours' });
    await expect(box).toHaveValue(term);
    // The results (none, with these filters), as the server drew them.
    await expect(page.getByRole('region', { name: /Tours? Available$|none of our tours/ })).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    // Hydrated: a new search runs in the browser and changes the address.
    await box.fill('glencoe');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=glencoe(&|$)/);
    await expect(box).toHaveValue('glencoe');
    expect(errors).toEqual([]);
  });
}

test('a tour page under a hostile slug goes to its own address, and a hostile unknown address is the 404 view', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto(`/tours/LNE/${encodeURIComponent('$`</script>"\u2028')}`);
  await expect(page).toHaveURL(/\/tours\/LNE\/loch-ness-glencoe-the-highlands$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Loch Ness, Glencoe & the Highlands' }),
  ).toBeVisible();
  const unknown = await page.goto(`/${encodeURIComponent("$'$&</script>")}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});
