import { expect, test, type Page } from '@playwright/test';
import { createHmac, hkdfSync } from 'node:crypto';
import { expectNoAxeViolations } from '../axe';
import {
  bookDayTour,
  CARDS,
  expectHostedCardPage,
  payOnHostedPage,
  SIM_URL,
} from '../payment/payment-helpers';

// Manage my booking (seed 001 §2 Confirmation, Booking page): the confirmation links to the booking page with the
// booking's signed, expiring link, and e-mails the statement with it; the e-mail's link opens the booking in a
// browser that never saw it (documents, balance, cancellation); an altered link is a 404 and an expired one a 410, both saying so, both noindex.

const SHOTS = 'artifacts/screenshots';
// The e2e stack's PAYMENT_LINK_SECRET (stack.mjs): booking links are signed with a key derived from it.
const PAYMENT_LINK_SECRET = 'e2e-payment-link-secret-0123456789abcdef';

/** A booking link's token as the gateway signs it, here with an expiry of our choosing. */
function bookingLinkToken(groupBookingId: string, expiresAt: Date): string {
  const key = Buffer.from(hkdfSync('sha256', PAYMENT_LINK_SECRET, '', 'tourdesk booking link v1', 32));
  const payload = `b1.${groupBookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

async function expectRefused(page: Page, href: string, status: number, heading: RegExp): Promise<void> {
  const response = await page.goto(href);
  expect(response!.status()).toBe(status);
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home Page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'BOOKING DETAILS' })).toHaveCount(0);
}

test('the confirmation links to the booking, whose signed link opens it in a fresh browser; altered or expired links are refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const id = await bookDayTour(page.request, 11, 1);
  await page.goto(`/creditcard?booking=${id}`);
  await expectHostedCardPage(page);
  await payOnHostedPage(page, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();

  const manage = page.getByRole('region', { name: 'Manage your booking' });
  await expect(manage).toContainText(`it opens booking #${id} in any browser until`);
  const link = manage.getByRole('link', { name: `View or manage booking #${id}` });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/booking/${id}\\?key=b1\\.${id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
  await manage.getByRole('textbox', { name: 'Email me my booking' }).fill('ailsa@example.com');
  await manage.getByRole('button', { name: 'Send' }).click();
  await expect(manage.getByText('Booking statement and link sent to ailsa@example.com.')).toBeVisible();
  const outbox = (await (await page.request.get(`${SIM_URL}/_sim/outbox`)).json()) as {
    messages: { to: string; body: string; data: { booking_url?: string } }[];
  };
  const mail = outbox.messages.filter((message) => message.to === 'ailsa@example.com').at(-1)!;
  const mailed = new URL(mail.data.booking_url!);
  expect(`${mailed.origin}${mailed.pathname}`).toBe(`${baseURL}/booking/${id}`);
  expect(mail.body).toContain(`Manage your booking: ${mailed.href}`);
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/booking-link-confirmation-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${id}` })).toBeVisible();

  // A browser that never saw the booking: without the link a 404, with it the booking page as the booker sees it.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.setViewportSize({ width: 1366, height: 900 });
  expect((await other.goto(`/booking/${id}`))!.status()).toBe(404);
  // The e-mail's link (its own signature and expiry) opens the booking.
  const opened = await other.goto(`${mailed.pathname}${mailed.search}`);
  expect(opened!.status()).toBe(200);
  await expect(other.getByRole('heading', { level: 1, name: `Booking #${id}` })).toBeVisible();
  const details = other.getByRole('region', { name: 'BOOKING DETAILS' });
  await expect(details.getByText('BALANCE REMAINING')).toBeVisible();
  await expect(other.getByRole('link', { name: /Booking Statement/ }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
  for (const width of [390, 768, 1366]) {
    await other.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await other.screenshot({ path: `${SHOTS}/booking-link-opened-${width}.png`, fullPage: true });
  }
  await other.setViewportSize({ width: 1366, height: 900 });
  // Admitted: the booking stays reachable in this browser without the link, and its cancel dialog quotes.
  await other.goto(`/booking/${id}`);
  await expect(other.getByRole('heading', { level: 1, name: `Booking #${id}` })).toBeVisible();
  await other.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(
    other.getByRole('alertdialog').getByRole('table', { name: 'Cancellation fees and refunds' }),
  ).toBeVisible();
  await fresh.close();

  // Altered (the last character of the signature) and expired links, each in a browser of its own.
  const token = new URL(href, 'http://x').searchParams.get('key')!;
  const altered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const expired = bookingLinkToken(id, new Date(Date.now() - 3600_000));
  for (const [key, status, heading, title] of [
    [altered, 404, /^This booking link is not valid$/, /^Booking link not valid · ./],
    [expired, 410, /^This booking link has expired$/, /^Booking link expired · ./],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const refused = await context.newPage();
    await expectRefused(refused, `/booking/${id}?key=${key}`, status, heading);
    await expect(refused).toHaveTitle(title);
    await expectNoAxeViolations(refused);
    for (const width of [390, 1366]) {
      await refused.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await refused.screenshot({ path: `${SHOTS}/booking-link-${status}-${width}.png` });
    }
    await context.close();
  }
});
