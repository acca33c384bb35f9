import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expectMoneyAddsUp, lineAmount, minorOf } from '../payment/money-helpers';
import { bookDayTour, graphql } from '../payment/payment-helpers';
import { openSignedIn } from './agent-session';

// Cancellation with its price (seed 000 §2 Booking detail and cancel confirmation, §3 Cancellation, §4): before
// confirming, the dialog shows the provider's quote, fee and refund per passenger and in total; afterwards the
// cancelled passenger reads 'Cancelled, cancellation fee £…', the totals have a 'Cancellation fees' line, Paid is a
// positive amount and Balance = Price − Commission retained − Paid (paid on account, nett: the refund is on the nett
// paid and Paid stays the nett price); a hold nobody paid for cancels free and asks for no payment.

const SHOTS = 'artifacts/screenshots';

/** The amounts of a table row's cells, in minor units: [cancellation fee, refund]. */
async function rowAmounts(row: Locator): Promise<number[]> {
  return (await row.getByRole('cell').allInnerTexts()).map(minorOf);
}

async function openBooking(page: Page, id: string): Promise<void> {
  await page.goto(`/manage_bookings?q=${id}`);
  await page.getByRole('button', { name: `Open booking ${id}` }).click();
  await expect(page).toHaveURL(/\/search\/details$/);
}

async function confirmIn(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: /explained the booking terms/ }).check();
  await dialog.getByRole('checkbox', { name: /wish to proceed/ }).check();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
}

test('a paid booking: the dialog quotes fee and refund; the cancelled passenger and the totals show the fee', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  // A July day tour from 1 June: 30 to 59 days before departure, a quarter of a place's price.
  const id = await bookDayTour(page.request, 3, 2);
  const { viewer } = await graphql<{ viewer: { agent: { paymentMethods: { method: string }[] } } }>(
    page.request,
    `
      {
        viewer {
          agent {
            paymentMethods {
              method
            }
          }
        }
      }
    `,
  );
  const method = viewer.agent.paymentMethods.find((m) => m.method !== 'CC')!.method;
  await graphql(
    page.request,
    `
      mutation ($id: ID!, $m: String!) {
        payByAgentMethod(groupBookingId: $id, method: $m, agentReference: "QUOTE-1", option: FULL) {
          userErrors {
            message
          }
        }
      }
    `,
    { id, m: method },
  );
  await openBooking(page, id);
  const totals = page.getByRole('region', { name: 'Totals' });
  const priceBefore = await lineAmount(totals, /^Price$/);
  const paidBefore = await lineAmount(totals, /^Paid$/);
  expect(paidBefore).toBeGreaterThan(0);
  // On account (nett): what was charged is the nett price, and the agency kept its commission.
  expect(paidBefore).toBe(await lineAmount(totals, /^Nett price$/));
  expect(await lineAmount(totals, /^Commission retained$/)).toBe(priceBefore - paidBefore);
  expect(await lineAmount(totals, /^Balance$/)).toBe(0);
  await expectMoneyAddsUp(page.locator('main'), 2);

  const passengerRow = page.getByRole('row', { name: /^Passenger 1/ }).first();
  const placeTotal = minorOf(await passengerRow.getByRole('cell').nth(4).innerText());
  await page.getByRole('checkbox', { name: /^Cancel Passenger 2/ }).uncheck();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
  const quote = dialog.getByRole('table', { name: 'Cancellation fees and refunds' });
  await expect(quote).toBeVisible();
  const fee = Math.round(placeTotal / 4);
  const quotedRow = quote.getByRole('row', { name: /^Passenger 1/ });
  const [rowFee, rowRefund] = await rowAmounts(quotedRow);
  expect(rowFee).toBe(fee);
  expect(rowRefund).toBeGreaterThan(0);
  // Never more than the place paid on the basis it was paid: its nett share, less the fee net of commission.
  expect(rowRefund).toBeLessThan(paidBefore / 2);
  const [totalFee, totalRefund] = await rowAmounts(quote.getByRole('row', { name: /^Total/ }));
  expect([totalFee, totalRefund]).toEqual([rowFee, rowRefund]);
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`^Cancellation fees: £${(fee / 100).toFixed(2)}\\. £[\\d.,]+ will be refunded\\.$`),
  );
  await expectMoneyAddsUp(dialog);
  await expectNoAxeViolations(page);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.screenshot({ path: `${SHOTS}/cancel-quote-agent-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await confirmIn(dialog);
  await expect(dialog).toBeHidden();
  const cancelledRow = page.getByRole('row', { name: /^Passenger 1/ }).first();
  await expect(cancelledRow).toContainText(`Cancelled, cancellation fee £${(fee / 100).toFixed(2)}`);
  expect(await lineAmount(totals, /^Cancellation fees$/)).toBe(fee);
  const paidAfter = await lineAmount(totals, /^Paid$/);
  expect(paidAfter).toBe(paidBefore - rowRefund!);
  expect(paidAfter).toBeGreaterThan(0);
  const priceAfter = await lineAmount(totals, /^Price$/);
  expect(priceAfter).toBe(priceBefore - placeTotal + fee);
  const retainedAfter = await lineAmount(totals, /^Commission retained$/);
  expect(await lineAmount(totals, /^Balance$/)).toBe(priceAfter - retainedAfter - paidAfter);
  expect(await lineAmount(totals, /^Balance$/)).toBe(0);
  expect(paidAfter).toBe(await lineAmount(totals, /^Nett price$/));
  await expect(totals.getByText(/-£/)).toHaveCount(0);
  await expectMoneyAddsUp(page.locator('main'), 2);
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.screenshot({ path: `${SHOTS}/cancelled-fee-agent-${width}.png`, fullPage: true });
  }
});

test('a hold nobody paid for: the dialog says no fee applies, and nothing is asked for afterwards', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const id = await bookDayTour(page.request, 4, 1);
  await openBooking(page, id);
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('status')).toHaveText('No cancellation fee applies. Nothing is refunded.');
  const [fee, refund] = await rowAmounts(
    dialog.getByRole('table', { name: 'Cancellation fees and refunds' }).getByRole('row', { name: /^Total/ }),
  );
  expect([fee, refund]).toEqual([0, 0]);
  await confirmIn(dialog);
  await expect(page).toHaveURL(/\/manage_bookings$/);
  await openBooking(page, id);
  const totals = page.getByRole('region', { name: 'Totals' });
  expect(await lineAmount(totals, /^Balance$/)).toBe(0);
  await expect(totals.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Passenger 1/ }).first()).toContainText(
    'Cancelled, cancellation fee £0.00',
  );
});
