import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expectMoneyAddsUp, lineAmount, minorOf } from '../payment/money-helpers';
import {
  bookDayTour,
  CARDS,
  expectHostedCardPage,
  payOnHostedPage,
  providerLedger,
} from '../payment/payment-helpers';

// A customer's booking page and confirmation (seed 001 §2 Confirmation, Booking page; §4 Payment, Checkout 'Cancel
// dialog on the booking page'): the confirmation says what was just charged, 'Paid today £… (including a £… card
// fee)'; PAID is a positive amount and BALANCE REMAINING = TOTAL − PAID; the cancel dialog shows the provider's
// quote before 'Cancel Booking'; afterwards each passenger reads 'Cancelled, cancellation fee' and the totals have
// a 'Cancellation fees' line, and 'YOUR REFUND' shows what the provider's ledger recorded as refunded, the fees and
// card fees kept, adding up to what was charged; a hold nobody paid for cancels free and no 'Make Payment' is offered.

const SHOTS = 'artifacts/screenshots';
const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;

async function totalsOf(row: Locator): Promise<number[]> {
  return (await row.getByRole('cell').allInnerTexts()).map(minorOf);
}

test('paid in full: the confirmation says what was charged today, the cancel dialog quotes fees and refunds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // A July day tour from 1 June: 30 to 59 days before departure, a quarter of each place's price.
  const id = await bookDayTour(page.request, 5, 2);
  await page.goto(`/creditcard?booking=${id}`);
  await expectHostedCardPage(page);
  const payment = page.getByRole('region', { name: 'Card payment' });
  const charged = await lineAmount(payment, 'Charged to a credit card');
  const cardFee = await lineAmount(payment, 'Card fee');
  await payOnHostedPage(page, CARDS.success);

  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await expect(summary.getByText(/^Paid today /)).toHaveText(
    `Paid today ${pounds(charged)} (including a ${pounds(cardFee)} card fee)`,
  );
  expect(minorOf(await summary.locator('h3:has-text("Total Price Paid") + p').innerText())).toBe(charged);
  await expectMoneyAddsUp(summary, 1);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/paid-today-confirmation-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/booking/${id}`);
  const details = page.getByRole('region', { name: 'BOOKING DETAILS' });
  const total = await lineAmount(details, 'TOTAL');
  expect(await lineAmount(details, 'PAID')).toBe(total);
  expect(await lineAmount(details, 'BALANCE REMAINING')).toBe(0);
  await expect(details.getByText(/-£/)).toHaveCount(0);
  await expectMoneyAddsUp(details, 2);

  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  const quote = dialog.getByRole('table', { name: 'Cancellation fees and refunds' });
  await expect(quote).toBeVisible();
  const rows = quote.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(2);
  const fees: number[] = [];
  const refunds: number[] = [];
  for (const index of [0, 1]) {
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(`Passenger ${index + 1}`);
    const [fee, refund] = await totalsOf(rows.nth(index));
    fees.push(fee!);
    refunds.push(refund!);
  }
  const fee = fees[0]! + fees[1]!;
  expect(fee).toBe(Math.round(total / 2 / 4) * 2);
  expect(refunds[0]! + refunds[1]!).toBe(total - fee);
  expect(await totalsOf(quote.getByRole('row', { name: /^Total/ }))).toEqual([fee, total - fee]);
  await expect(dialog.getByRole('status')).toHaveText(
    `Cancellation fees: ${pounds(fee)}. ${pounds(total - fee)} will be refunded.`,
  );
  await expectMoneyAddsUp(dialog);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.screenshot({ path: `${SHOTS}/cancel-quote-consumer-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText('Cancelled, cancellation fee')).toHaveCount(2);
  expect(await lineAmount(details, 'Cancellation fees')).toBe(fee);
  expect(await lineAmount(details, 'TOTAL')).toBe(fee);
  expect(await lineAmount(details, 'PAID')).toBe(fee);
  expect(await lineAmount(details, 'BALANCE REMAINING')).toBe(0);
  await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  await expectMoneyAddsUp(details, 2);
  // TOTAL once per block: the price lines, TOTAL, PAID and BALANCE REMAINING are one block.
  for (const block of await details.locator('[data-money-lines]').all()) {
    expect(await block.locator('dt', { hasText: /^TOTAL$/ }).count()).toBeLessThanOrEqual(1);
  }
  await expect(details.locator('[data-money-lines]', { hasText: 'BALANCE REMAINING' })).toContainText(
    'TOTAL',
  );

  const ledger = await providerLedger(page.request, id);
  expect(ledger.currency).toBe('GBP');
  expect(ledger.payments).toEqual([charged - cardFee]);
  expect(ledger.refunded).toBe(total - fee);
  expect(ledger.paidCardFee).toBe(cardFee);
  const refund = page.getByRole('region', { name: 'YOUR REFUND' });
  expect(await lineAmount(refund, 'Refunded')).toBe(ledger.refunded);
  expect(await lineAmount(refund, 'Cancellation fees kept')).toBe(fee);
  expect(await lineAmount(refund, 'Card fees kept')).toBe(ledger.paidCardFee);
  expect(await lineAmount(refund, 'Total Price Paid')).toBe(charged);
  await expect(refund.getByText(/^Card fees of /)).toHaveText(
    `Card fees of ${pounds(cardFee)} were kept: card fees are not refunded on cancellation.`,
  );
  await expectMoneyAddsUp(refund, 1);
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.screenshot({ path: `${SHOTS}/cancelled-fee-consumer-${width}.png`, fullPage: true });
  }
});

test('a hold nobody paid for cancels free: no fee, nothing left to pay, no Make Payment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await bookDayTour(page.request, 6, 1);
  await page.goto(`/booking/${id}`);
  const details = page.getByRole('region', { name: 'BOOKING DETAILS' });
  await expect(details.getByRole('link', { name: 'Make Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('status')).toHaveText('No cancellation fee applies. Nothing is refunded.');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText('Cancelled, cancellation fee')).toHaveCount(1);
  expect(await lineAmount(details, 'BALANCE REMAINING')).toBe(0);
  expect(await lineAmount(details, 'PAID')).toBe(0);
  await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
});
