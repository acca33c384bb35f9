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
