import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './agent-session';

// Agent daily use (seed 000 §2 Manage Bookings, Header navigation): Manage Bookings usable at tablet width without
// page-wide horizontal scrolling, each booking's id and Open button in view; every route its own title, read out
// after a navigation.

const SHOTS = 'artifacts/screenshots';

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test('Manage Bookings at 375, 768, 1024 and 1366 px: no page-wide sideways scrolling, id and Open in view', async ({
  page,
}) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await page.goto('/manage_bookings');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  for (const width of [375, 768, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await pageScrollsSideways(page), `sideways scrolling at ${width} px`).toBe(false);
    const first = rows.first();
    const id = (await first.locator('td[data-label="BOOKING ID"]').innerText()).replace(/\D/g, '');
    for (const part of [
      first.locator('td[data-label="BOOKING ID"]'),
      first.locator('td[data-label="CONSULTANT"]'),
      first.locator('td[data-label="STATUS"]'),
      first.getByRole('button', { name: `Open booking ${id}` }),
    ]) {
      const box = await part.boundingBox();
      expect(box, `${width} px`).not.toBeNull();
      expect(box!.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `${SHOTS}/manage-bookings-${width}.png` });
  }
});

test('every route its own title, said after a navigation', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Day Tours Agent Portal');
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const nav = page.getByRole('navigation', { name: 'Agent' });
  const announcer = page.locator('[data-route-announcer]');
  await nav.getByRole('link', { name: /Manage Booking/ }).click();
  await expect(page).toHaveTitle('Manage Bookings · Day Tours Agent Portal');
  await expect(announcer).toHaveText('Manage Bookings · Day Tours Agent Portal');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await nav.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveTitle('Trip Cart · Day Tours Agent Portal');
  await expect(announcer).toHaveText('Trip Cart · Day Tours Agent Portal');
  await page.goto('/tours/LNE');
  await expect(page).toHaveTitle('Loch Ness, Glencoe & the Highlands · Day Tours Agent Portal');
  await page.goto('/my_profile');
  await expect(page).toHaveTitle('My Profile · Day Tours Agent Portal');
});
