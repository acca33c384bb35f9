import { expect, test } from '@playwright/test';
import { dayTrip, openCartWith, tabTo } from './cart-helpers';

// Seed 001 §2 Cart popup, §4 Checkout (the popup appears once for customers), §5 Passenger details at checkout
// (completed by keyboard alone; WCAG 2.1.1).

test('the add-on popup appears once, and the checkout form is completed by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [dayTrip('SLE', 'Stirling Castle, Loch Lomond & the Kelpies', '2026-07-17')],
  });
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const popup = page.getByRole('dialog');
  await expect(
    popup.getByRole('heading', {
      name: 'Last chance to secure your spot for ECO Carbon offset for your trip and other add-ons!',
    }),
  ).toBeVisible();
  await expect(popup.getByText(/Help restore Scotland/)).toHaveCount(0);
  await popup.getByRole('button', { name: 'Show add-ons for my trip' }).click();
  await expect(page).toHaveURL(/\/cart#add_on_SLE$/);

  // Once only: a reload and a second click go straight to booking.
  await page.reload();
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Keyboard only from here.
  const form = page.locator('section[id^="passenger_"]').first();
  await tabTo(page, form.getByLabel('First name'));
  await page.keyboard.type('isla');
  await page.keyboard.press('Tab');
  await page.keyboard.type('stewart');
  await page.keyboard.press('Tab');
  await page.keyboard.type('isla@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('isla@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Gender')).toBeFocused();
  await page.keyboard.type('Female');
  await page.keyboard.press('Tab');
  await page.keyboard.type('14021992');
  await tabTo(page, form.getByRole('combobox', { name: 'Phone number dial code' }));
  await page.keyboard.type('United Kingdom');
  await page.keyboard.press('Tab');
  await page.keyboard.type('07700 900123');
  await tabTo(page, form.getByRole('button', { name: 'Save passenger 1' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Required details completed')).toBeVisible();
  await expect(form.getByText('Isla Stewart')).toBeVisible();

  await tabTo(page, page.getByRole('checkbox', { name: 'I have read and agree to the booking conditions.' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 5_000 });
});

test('an empty cart invites a look at the tours', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Have a look at some of our trips below' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See tour details' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'View All Tours' })).toBeVisible();
});
