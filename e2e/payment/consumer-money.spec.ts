import { expect, test, type Page } from '@playwright/test';
import { expectMoneyAddsUp, lineAmount, minorOf, multiDayWithRoom } from './money-helpers';
import { CARDS, expectHostedCardPage, HOSTED_PAGE, payOnHostedPage } from './payment-helpers';

// Money that adds up (seed 001 §2 Trip summary, Itinerary breakdown, Cart page, Checkout page, Card payment screen,
// Confirmation, Failed payment, Booking page; §4 Payment): on every screen the lines shown sum to the total shown
// with them (parsed from the page), and what the provider's card form charges is on the page before paying and on
// the confirmation. SIM_TODAY=2026-06-01; HIGHLAND10 gives 10%; the card fee is 1.5% (credit), 0.5% (debit).

const SHOTS = 'artifacts/screenshots';

/** The tour details panel opened by address. */
function panelOf(page: Page) {
  return page.getByRole('dialog', { name: 'Tour details' });
}

/** The amount the provider's hosted card form will charge, as its pay button says ('Pay 119.36 GBP'). */
async function hostedFormAmount(page: Page): Promise<number> {
  const button = page.frameLocator(HOSTED_PAGE).getByRole('button', { name: /^Pay / });
  await expect(button).toBeVisible();
  return minorOf((await button.textContent()) ?? '');
}

/** The booking id at checkout (session storage). */
async function checkoutBookingId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('tourdesk.checkoutBooking'));
  return (JSON.parse(stored ?? '{}') as { groupBookingId: string }).groupBookingId;
}

/** Adds one passenger of a category in the tour panel and waits for the new price. */
async function addPassenger(page: Page, category: 'Adult' | 'Child'): Promise<void> {
  const panel = panelOf(page);
  const summary = panel.getByText(/travelling on/);
  const before = await summary.textContent();
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: `Add one ${category}` }).click();
  await page.keyboard.press('Escape');
  await expect(summary).not.toHaveText(before ?? '');
}

/** Books the cart (ticking the agreement) and lands on the checkout page. */
async function bookTheCart(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('tourdesk.addOnPopupShown', 'true'));
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('a day tour with HIGHLAND10 and an add-on: every screen adds up, the card charge is known before paying', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Tour panel: the trip summary and the itinerary breakdown.
  await page.goto('/search?open=LNE&departuredate=2026-7-22');
  const panel = panelOf(page);
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await addPassenger(page, 'Adult');
  await expectMoneyAddsUp(panel);
  await panel.getByRole('button', { name: 'Itinerary breakdown' }).click();
  await expect(panel.getByRole('definition').filter({ hasText: '£' }).first()).toBeVisible();
  await expectMoneyAddsUp(panel, 2);
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);

  // Cart: the add-on and the code, then every line adds up and the card fee is said.
  const addEco = page
    .locator('#add_on_LNE')
    .getByRole('listitem')
    .filter({ hasText: 'ECO Carbon offset for your trip' })
    .getByRole('button');
  await addEco.click();
  await expect(addEco).toHaveText('Added to cart');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('HIGHLAND10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code HIGHLAND10 applied')).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Summary' });
  await expect(cartSummary.getByText('Discount (10%)')).toBeVisible();
  await expect(cartSummary.getByText('Optional Add-on (x1)')).toBeVisible();
  await expect(cartSummary.getByText('Trip Price')).toBeVisible();
  const [cartTotal] = await expectMoneyAddsUp(cartSummary);
  await expect(cartSummary.getByText(/^Paying by card adds a card fee: .* by credit card/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-cart-desktop.png`, fullPage: true });

  // Checkout: the same total, and what each way to pay charges a card.
  await bookTheCart(page);
  const id = await checkoutBookingId(page);
  const summary = page.locator('#payment_checkout');
  const checkoutBlocks = await expectMoneyAddsUp(summary, 2);
  expect(checkoutBlocks[0]!.total).toBe(cartTotal!.total);
  const promised = await lineAmount(summary, 'Charged to a credit card');
  await page.screenshot({ path: `${SHOTS}/money-checkout-desktop.png`, fullPage: true });

  // Card page: the charge, fee included, is on the page and is what the hosted form charges; reloads change
  // nothing and spend no attempt.
  await page.goto('/creditcard');
  await expectHostedCardPage(page);
  const payment = page.getByRole('region', { name: 'Card payment' });
  await expectMoneyAddsUp(payment);
  expect(await lineAmount(payment, 'Charged to a credit card')).toBe(promised);
  expect(await hostedFormAmount(page)).toBe(promised);
  await expect(
    payment.getByText(/^Paying by debit card: card fee £[\d.]+, charged £[\d.]+\.$/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-creditcard-desktop.png`, fullPage: true });
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    await expectHostedCardPage(page);
    expect(await hostedFormAmount(page)).toBe(promised);
  }

  // A declined card: the failed payment's summary adds up and Retry is still offered.
  await payOnHostedPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/failed_payment\?reason=.*rejected/);
  await expectMoneyAddsUp(page.locator('main'));
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-failed-payment-desktop.png`, fullPage: true });
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expectHostedCardPage(page);
  expect(await hostedFormAmount(page)).toBe(promised);
  await payOnHostedPage(page, CARDS.success);

  // Confirmation: what was charged, fee included, and lines that add up.
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const confirmation = page.getByRole('complementary', { name: 'Trip summary' });
  await expect(confirmation.getByRole('heading', { name: 'Total Price Paid' })).toBeVisible();
  const paidAmount = confirmation.locator('h3:has-text("Total Price Paid") + p');
  expect(minorOf((await paidAmount.textContent()) ?? '')).toBe(promised);
  const confirmed = await expectMoneyAddsUp(confirmation, 2);
  expect(confirmed.at(-1)!.total).toBe(promised);
  await page.screenshot({ path: `${SHOTS}/money-confirmation-desktop.png`, fullPage: true });

  // Booking page: the same figures, paid, nothing left.
  await page.goto(`/booking/${id}`);
  const details = page.getByRole('region', { name: 'BOOKING DETAILS' });
  await expect(details.getByText('BALANCE REMAINING')).toBeVisible();
  await expectMoneyAddsUp(details, 2);
  expect(await lineAmount(details, 'BALANCE REMAINING')).toBe(0);
  await expect(details.getByText(/^Card fees paid on top: £/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-booking-page-desktop.png`, fullPage: true });
});

test('a multi-day tour with a Child and a room: rooms are included, the deposit and its card fee add up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const date = await multiDayWithRoom(page.request);
  await page.goto(`/search?open=${date.tourId}&departuredate=${date.date.replaceAll('-0', '-')}`);
  const panel = panelOf(page);
  await expect(panel.getByText(/^Selected date: /)).toBeVisible({ timeout: 15_000 });
  await addPassenger(page, 'Child');
  await panel.getByRole('button', { name: /Rooms/ }).click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await panel.getByRole('button', { name: 'Itinerary breakdown' }).click();
  await expect(panel.getByText(/: included/).first()).toBeVisible();
  await expectMoneyAddsUp(panel, 2);
  await page.setViewportSize({ width: 375, height: 667 });
  await panel
    .getByText(/: included/)
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/money-tour-panel-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_/);
  await expectMoneyAddsUp(page.getByRole('region', { name: 'Summary' }));

  await bookTheCart(page);
  const id = await checkoutBookingId(page);
  await expectMoneyAddsUp(page.locator('#payment_checkout'), 3);

  // The deposit option shows what the card is charged for it before the card form opens.
  await page.goto('/creditcard');
  await page.getByText('Deposit', { exact: true }).click();
  const payment = page.getByRole('region', { name: 'Card payment' });
  await expectMoneyAddsUp(payment);
  const deposit = await lineAmount(payment, 'Charged to a credit card');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.screenshot({ path: `${SHOTS}/money-creditcard-options-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expectHostedCardPage(page);
  expect(await hostedFormAmount(page)).toBe(deposit);
  await payOnHostedPage(page, CARDS.success);

  await expect(page.getByRole('heading', { name: 'Remaining Balance Due' })).toBeVisible();
  const confirmation = page.getByRole('complementary', { name: 'Trip summary' });
  await expectMoneyAddsUp(confirmation, 1);
  await expect(confirmation.getByText(/^Card fees paid: £/)).toBeVisible();
  // The deposit just paid, its card fee included, and the balance left: Paid is shown as paid, not as a minus.
  expect(minorOf((await confirmation.getByText(/^Paid today /).textContent()) ?? '')).toBe(deposit);
  await expect(confirmation.getByText(/-£/)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.screenshot({ path: `${SHOTS}/money-confirmation-deposit-mobile.png`, fullPage: true });

  await page.goto(`/booking/${id}`);
  await expectMoneyAddsUp(page.getByRole('region', { name: 'BOOKING DETAILS' }), 2);
  await page.screenshot({ path: `${SHOTS}/money-booking-page-mobile.png`, fullPage: true });
});
