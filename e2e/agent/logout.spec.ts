import { expect, test } from '@playwright/test';
import { logInAs } from './agent-session';

// Seed 000 §2, §4: logout clears the agent login, basket and booking data and goes to /login.

test('logout by keyboard clears login, basket and booking data', async ({ page }) => {
  await logInAs(page, 'demo-agent', 'Isla Fraser');
  await page.evaluate(() => {
    sessionStorage.setItem('tourdesk.basket', JSON.stringify({ trips: [], passengers: [] }));
    sessionStorage.setItem('tourdesk.bookingDetails', JSON.stringify({ groupBookingId: '200001' }));
  });
  await page.getByRole('button', { name: /My Profile/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Agent' })).toHaveCount(0);
  const keys = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.startsWith('tourdesk.')),
  );
  expect(keys.filter((k) => k !== 'tourdesk.currency')).toEqual([]);
  await page.goto('/manage_bookings');
  await expect(page).toHaveURL(/\/login$/);
});
