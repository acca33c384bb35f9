import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { addTourThroughPanel, tripRow } from './cart-helpers';

// Seed 001 §2 Cart page and Checkout page, §4 Basket to cart, Discount code and Checkout, §5 Add-ons, Promo code,
// Passenger details at checkout (provider-sim SIM_TODAY=2026-06-01; HIGHLAND10 is a valid code, WINTER2024 not).

const LNE = 'Loch Ness, Glencoe & the Highlands';
const SAE = 'St Andrews & Fife Fishing Villages';
const ECO1 = 'ECO Carbon offset for your trip';

test('two tours, an add-on, a removal, codes, a reload, then checkout with two passengers to /creditcard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addTourThroughPanel(page, 'LNE', '2026-7-11', 2);
  await expect(page.getByText('1 Tour(s) · no add-ons')).toBeVisible();
  await addTourThroughPanel(page, 'SAE', '2026-7-14');
  await expect(page.getByText('2 Tour(s) · no add-ons')).toBeVisible();
  await expect(page.getByText('Receive a 10% discount when booking multiple Day Tours!')).toBeVisible();
  await expect(tripRow(page, SAE).getByText('2 Adults')).toBeVisible();

  // Add-on: Add → 'Added to cart' (disabled), requoted.
  const addOns = page.locator('#add_on_LNE');
  await expect(addOns.getByRole('heading', { name: `Optional Add-ons for ${LNE}` })).toBeVisible();
  const addEco = addOns.getByRole('listitem').filter({ hasText: ECO1 }).getByRole('button');
  await addEco.click();
  await expect(addEco).toHaveText('Added to cart');
  await expect(addEco).toBeDisabled();
  await expect(page.getByText('2 Tour(s) · 1 add-on(s)')).toBeVisible();
  await expect(page.getByText('Optional Add-on (x1)')).toBeVisible();
  await expect(tripRow(page, ECO1)).toBeVisible();
  await expect(tripRow(page, ECO1).getByRole('button', { name: 'Edit Tour' })).toHaveCount(0);

  // Remove a tour.
  await tripRow(page, SAE).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 Tour(s) · 1 add-on(s)')).toBeVisible();
  await expect(tripRow(page, SAE)).toHaveCount(0);
  // No anchor of a removed trip is left in the address.
  await expect(page).toHaveURL(/\/cart$/);

  // Discount codes: invalid, then valid.
  const code = page.getByRole('textbox', { name: 'Discount code' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid or expired coupon code.')).toHaveCount(0);
  await code.fill('WINTER2024');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid or expired coupon code.')).toBeVisible();
  await code.fill('HIGHLAND10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code HIGHLAND10 applied')).toBeVisible();
  await expect(page.getByText('Invalid or expired coupon code.')).toHaveCount(0);
  await expect(page.getByText(/^Discount \(\d+%\)$/)).toBeVisible();

  // A reload keeps the cart.
  await page.reload();
  await expect(page.getByText('1 Tour(s) · 1 add-on(s)')).toBeVisible();
  await expect(page.getByText('Code HIGHLAND10 applied')).toBeVisible();
  await expect(tripRow(page, ECO1)).toBeVisible();

  // Agreement, then booking (an add-on was bought, so no popup).
  const checkout = page.getByRole('button', { name: 'Agree to continue' });
  await expect(checkout).toBeDisabled();
  await page.getByText('I understand and agree.').click();
  // A payment session left by an earlier booking paid by link (seed 001 §4: cleared when the basket is booked).
  await page.evaluate(() =>
    sessionStorage.setItem('tourdesk.paymentLink', JSON.stringify({ groupBookingId: '1', token: 'old' })),
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.paymentLink'))).toBeNull();
  await expect(page.getByText('Enter all passenger details and choose your payment option.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.basket'))).toBeNull();

  // Passenger 1: invalid date of birth and e-mail confirmation, then fixed.
  const first = page.locator('section[id^="passenger_"]').nth(0);
  await expect(first.getByText('Add required guest details')).toBeVisible();
  await first.getByLabel('First name').fill('mary-jane');
  await expect(first.getByLabel('First name')).toHaveValue('Mary-Jane');
  await first.getByLabel('Family name').fill('macdonald');
  await first.getByLabel('E-mail', { exact: true }).fill('mary@example.com');
  await first.getByLabel('Confirm e-mail').fill('marie@example.com');
  await first.getByLabel('Gender').selectOption('Female');
  await first.getByLabel('Date of birth (dd-mm-yyyy)').fill('31131990');
  await first.getByLabel('Date of birth (dd-mm-yyyy)').blur();
  await expect(first.getByLabel('Date of birth (dd-mm-yyyy)')).toHaveValue('31-13-1990');
  await first.getByLabel('Phone number', { exact: true }).fill('07700 900.123');
  await first.getByRole('button', { name: 'Save passenger 1' }).click();
  await expect(first.getByText('Please enter a valid Date of Birth')).toBeVisible();
  await expect(first.getByText('E-mail addresses do not match')).toBeVisible();
  await expect(first.getByText('Please complete all required fields.')).toBeVisible();
  await expect(first.getByRole('combobox', { name: 'Phone number dial code' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await first.getByLabel('Date of birth (dd-mm-yyyy)').fill('31121990');
  await first.getByLabel('Confirm e-mail').fill('mary@example.com');
  await first.getByRole('combobox', { name: 'Phone number dial code' }).fill('United Kingdom (+44)');
  await first.getByRole('combobox', { name: 'Phone number dial code' }).press('Tab');
  await first.getByRole('button', { name: 'Save passenger 1' }).click();
  await expect(first.getByText('Required details completed')).toBeVisible();
  await expect(first.getByLabel('First name')).toBeHidden();

  // Continuing with passenger 2 incomplete names the passenger.
  await page.getByText('I have read and agree to the booking conditions.').click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(
    page.getByText(
      'Please complete all required passenger details to continue (Passenger 2 is missing details)',
    ),
  ).toBeVisible();

  const second = page.locator('section[id^="passenger_"]').nth(1);
  await second.getByLabel('First name').fill('ewan');
  await second.getByLabel('Family name').fill('macdonald');
  for (const [label, value] of [
    ['E-mail', 'ewan@example.com'],
    ['Confirm e-mail', 'ewan@example.com'],
    ['Date of birth (dd-mm-yyyy)', '02031988'],
    ['Phone number', '7700900456'],
  ] as const) {
    const field = second.getByLabel(label, { exact: true });
    if (await field.count()) await field.fill(value);
  }
  if (await second.getByLabel('Gender').count()) await second.getByLabel('Gender').selectOption('Male');
  const secondDialCode = second.getByRole('combobox', { name: 'Phone number dial code' });
  if (await secondDialCode.count()) {
    await secondDialCode.fill('United Kingdom (+44)');
    await secondDialCode.press('Tab');
  }
  await second.getByRole('button', { name: 'Save passenger 2' }).click();
  await expect(second.getByText('Required details completed')).toBeVisible();

  // A booking note.
  await page.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel('Note type').selectOption('Dietary');
  await page.getByLabel('Note', { exact: true }).fill('Vegetarian, no nuts');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Dietary: Vegetarian, no nuts')).toBeVisible();
  await expect(page.locator('#payment_checkout')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 5_000 });
});
