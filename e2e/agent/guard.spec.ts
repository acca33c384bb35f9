import { expect, test } from '@playwright/test';

// Seed 000 §2 route guard: without a valid agent login everything but /login, /login/forgot_password and
// /login/register redirects to /login. One address of each kind through the whole stack (the server's redirect,
// the gateway's session); every address, with and without a login, in web/src/routes/agent-guard.test.ts.

for (const address of ['/manage_bookings']) {
  test(`redirects ${address} to /login without an agent login`, async ({ page }) => {
    await page.goto(address);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('meta[name="tourdesk-site"]')).toHaveAttribute('content', 'agent');
    await expect(page.getByRole('navigation', { name: 'Agent' })).toHaveCount(0);
  });
}

for (const address of ['/login/register']) {
  test(`leaves ${address} reachable without an agent login`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
  });
}
