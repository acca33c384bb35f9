import { expect, test } from '@playwright/test';
import { openSignedIn } from '../agent/agent-session';
import { expectMoneyAddsUp, lineAmount, minorOf, multiDayWithRoom } from './money-helpers';
import { CARDS, expectHostedCardPage, graphql, HOSTED_PAGE, payOnHostedPage } from './payment-helpers';

// Money that adds up for agents (seed 000 §2 Booking detail, §3 Cancellation; seed 001 §2 Itinerary breakdown 'Nett
// and Commission lines for agents', Payment summary, Confirmation; §6): the breakdown's Nett line, the booking
// detail with a part-cancelled booking whose totals change without a reload, the agent's payment summary and card
// charge, and the confirmation, each adding up on the page.

const SHOTS = 'artifacts/screenshots';

test('an agent sees Nett in the breakdown, part-cancels with new totals without a reload, and pays by card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const trip = await multiDayWithRoom(page.request);

  // The tour panel's itinerary breakdown: per-passenger prices, rooms included, the total and Nett.
  await page.goto(`/search?open=${trip.tourId}&departuredate=${trip.date.replaceAll('-0', '-')}`);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByText(/^Selected date: /)).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Child' }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: /Rooms/ }).click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await panel.getByRole('button', { name: 'Itinerary breakdown' }).click();
  const agentLines = panel.getByRole('definition').locator('..').filter({ hasText: 'Nett' });
  await expect(agentLines).toHaveCount(1);
  await expect(panel.getByText('Commission', { exact: true })).toHaveCount(0);
  await expectMoneyAddsUp(panel, 2);
  await agentLines.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/money-agent-breakdown-desktop.png` });

  // A booking with the code, opened from Manage Bookings.
  const { book } = await graphql<{ book: { booking: { groupBookingId: string } } }>(
    page.request,
    `
      mutation ($basket: BasketInput!, $key: String!) {
        book(basket: $basket, idempotencyKey: $key) {
          booking {
            groupBookingId
          }
        }
      }
    `,
    {
      basket: {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
        trips: [
          { tourId: trip.tourId, departureDate: trip.date, rooms: trip.rooms, promoCode: 'HIGHLAND10' },
        ],
      },
      key: crypto.randomUUID(),
    },
  );
  const id = book.booking.groupBookingId;
  await page.goto(`/manage_bookings?q=${id}`);
  await page.getByRole('button', { name: `Open booking ${id}` }).click();
  await expect(page).toHaveURL(/\/search\/details$/);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expectMoneyAddsUp(page.locator('main'), 2);
  await expect(totals.getByText(/^Discount \(10%\)$/)).toBeVisible();
  const priceBefore = await lineAmount(totals, /^Price$/);

  // Part-cancel the child: the same page shows the new totals and keeps the child, cancelled.
  await page.evaluate(() => sessionStorage.setItem('money-spec-same-page', 'yes'));
  const marker = await page.evaluate(() => performance.timeOrigin);
  const boxes = page.getByRole('checkbox', { name: /^Cancel / });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).uncheck();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox', { name: /explained the booking terms/ }).check();
  await dialog.getByRole('checkbox', { name: /wish to proceed/ }).check();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /^Cancel / })).toHaveCount(1);
  await expect.poll(() => lineAmount(totals, /^Price$/)).toBeLessThan(priceBefore);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(marker);
  await expectMoneyAddsUp(page.locator('main'), 2);
  await page.screenshot({ path: `${SHOTS}/money-agent-booking-detail-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.screenshot({ path: `${SHOTS}/money-agent-booking-detail-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Make Payment: the payment summary and the card charge add up; the hosted form charges what is shown.
  await totals.getByRole('link', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
  const main = page.locator('main');
  await expectMoneyAddsUp(main, 2);
  const promised = await lineAmount(main, /^Charged to/);
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expectHostedCardPage(page);
  const charged = await lineAmount(main, /^Charged to/);
  expect(charged).toBe(promised);
  const button = page.frameLocator(HOSTED_PAGE).getByRole('button', { name: /^Pay / });
  expect(minorOf((await button.textContent()) ?? '')).toBe(charged);
  await page.screenshot({ path: `${SHOTS}/money-agent-payment-desktop.png`, fullPage: true });
  await payOnHostedPage(page, CARDS.success);

  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await expectMoneyAddsUp(summary, 2);
  const paid = summary.locator('h3:has-text("Total Price Paid") + p');
  expect(minorOf((await paid.textContent()) ?? '')).toBe(charged);
  // The payment just made, fee included, is said first; the running totals follow.
  await expect(summary.getByText(/^Paid today £[\d,.]+ \(including a £[\d,.]+ card fee\)$/)).toBeVisible();
  expect(minorOf((await summary.getByText(/^Paid today /).textContent()) ?? '')).toBe(charged);
});
