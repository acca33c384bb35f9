import { expect, test } from '@playwright/test';

// Every route of the consumer site has its own title (the operator's name after the page's), said after a
// client-side navigation by a polite live region.
test("every route its own title, the site's name after it, said after a navigation", async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveTitle('Trip Cart · Highland Explorer Tours');
  const announcer = page.locator('[data-route-announcer]');
  await expect(announcer).toHaveText('');
  await page.getByRole('link', { name: /home page/ }).click();
  await expect(page).toHaveTitle(/^Tours of .* · Highland Explorer Tours$/);
  await expect(announcer).toHaveText(/^Tours of .* · Highland Explorer Tours$/);
  await page.goto('/tours/LNE');
  await expect(page).toHaveTitle('Loch Ness, Glencoe & the Highlands · Highland Explorer Tours');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · Highland Explorer Tours');
});

test('a search is titled after its term and an open tour details panel after its tour, on / and /search', async ({
  page,
}) => {
  await page.goto('/search?q=loch');
  await expect(page).toHaveTitle('Tours matching “loch” · Highland Explorer Tours');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for tours' }).fill('loch');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=loch$/);
  await expect(page).toHaveTitle('Tours matching “loch” · Highland Explorer Tours');
  await page
    .getByRole('article')
    .filter({ hasText: 'Loch Ness, Glencoe & the Highlands' })
    .first()
    .getByRole('link', { name: 'See tour details' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Tour details' })).toBeVisible();
  await expect(page).toHaveTitle('Loch Ness, Glencoe & the Highlands · Highland Explorer Tours');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tour details' })).toHaveCount(0);
  await expect(page).toHaveTitle('Tours matching “loch” · Highland Explorer Tours');
  // Opened by address, the server's page already carries the tour's name.
  await page.goto('/?open=LNE');
  await expect(page).toHaveTitle('Loch Ness, Glencoe & the Highlands · Highland Explorer Tours');
});
