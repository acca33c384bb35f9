import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../ports.mjs';
import { E2E_PROVIDER_API_KEY } from '../stack-settings.mjs';
import { expectNoAxeViolations } from '../axe';
import { graphql } from '../payment/payment-helpers';
import { dayTrip, openCartWith, tripRow } from './cart-helpers';

// Seed 001 §2 Cart page (itinerary slide-out), §4 Checkout (booking failure alerts), §8 ('Basket ' and 'Summary '
// followed by booking_error); benchmark B1 (one GraphQL request per screen). provider-sim SIM_TODAY=2026-06-01.

const SIM = `http://127.0.0.1:${E2E_PORTS.providerSim}`;
const SEATS_GONE = 'Sorry, there are not enough seats available for the selected passengers';

/** Six main trips: every one's add-ons come with the cart's one request, however many trips the basket holds. */
const SIX_TRIPS = [
  dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', '2026-07-22'),
  dayTrip('SAE', 'St Andrews & Fife Fishing Villages', '2026-07-23'),
  dayTrip('SLE', 'Stirling Castle, Loch Lomond & the Kelpies', '2026-07-25'),
  dayTrip('HPG', 'Harry Potter Highlands & Glenfinnan Viaduct', '2026-07-26'),
  dayTrip('OLE', 'Outlander Filming Locations', '2026-07-27'),
  dayTrip('RCE', 'Rosslyn Chapel & the Scottish Borders', '2026-07-28'),
];

test('the cart loads with one GraphQL request, add-ons of every trip included', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    (trips) =>
      sessionStorage.setItem(
        'tourdesk.basket',
        JSON.stringify({ passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }], trips }),
      ),
    SIX_TRIPS,
  );
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? new URL(request.url()).searchParams.get('operationName') ?? '?');
  });
  await page.goto('/cart');
  await expect(page.getByText('6 Tour(s) · no add-ons')).toBeVisible();
  for (const { tourId } of SIX_TRIPS) {
    await expect(page.locator(`#add_on_${tourId}`).getByRole('listitem').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual(['CartPage']);
});

test('a cart trip opens its itinerary slide-out', async ({ page }) => {
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', '2026-07-22')],
  });
  await tripRow(page, 'Loch Ness, Glencoe & the Highlands')
    .getByRole('button', { name: 'Itinerary' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Itinerary' });
  await expect(panel.getByRole('heading', { name: 'Loch Ness, Glencoe & the Highlands' })).toBeVisible();
  await expect(panel.getByText(/Day Tour Itinerary & Map$/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'See full tour details' })).toHaveAttribute(
    'href',
    /open=LNE/,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

/** An authentication hash of the simulator's consumer app (provider-sim README). */
async function consumerHash(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SIM}/api/v1.3/consumer/security/hmac/authentication_hash`, {
    data: { api_key: E2E_PROVIDER_API_KEY },
  });
  return ((await response.json()) as { password_hash: string }).password_hash;
}

/** Books every free seat of a departure directly at the provider, as other customers would. */
async function takeAllSeats(request: APIRequestContext, tourId: string, date: string): Promise<void> {
  const hash = await consumerHash(request);
  const [year, month] = date.split('-').map(Number);
  const capacity = (await (
    await request.get(`${SIM}/api/v1.3/consumer/products/${tourId}/capacity/${year}/${month}`, {
      headers: { 'x-authentication-hash': hash },
    })
  ).json()) as { capacities: { start_date_time: string; free_seats: number }[] };
  const departure = capacity.capacities.find((day) => day.start_date_time.startsWith(date));
  let free = departure?.free_seats ?? 0;
  for (let attempt = 0; free > 0; attempt += 1) {
    const party = Math.min(free, 10);
    const response = await request.post(`${SIM}/api/v1.3/consumer/bookings`, {
      headers: {
        'x-authentication-hash': hash,
        'idempotency-key': `take-seats-${tourId}-${date}-${attempt}`,
      },
      data: {
        booking_information: { iso_currency_code: 'GBP' },
        trips: [{ tour_id: tourId, departure_date: departure?.start_date_time }],
        passengers: Array.from({ length: party }, (_, index) => ({
          age_category: 'Adult',
          first_name: 'Other',
          family_name: `Customer ${index + 1}`,
        })),
      },
    });
    expect(((await response.json()) as { group_booking_id: number }).group_booking_id).toBeGreaterThan(0);
    free -= party;
  }
}

test("a refused booking shows the 'Basket ' and 'Summary ' alerts with the provider's booking_error", async ({
  page,
  request,
}) => {
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [dayTrip('SAE', 'St Andrews & Fife Fishing Villages', '2026-09-15')],
  });
  await page.evaluate(() => sessionStorage.setItem('tourdesk.addOnPopupShown', 'true'));
  await expect(page.getByText('1 Tour(s) · no add-ons')).toBeVisible();
  // Other customers take the last seats between the cart's quote and the click on Checkout.
  await takeAllSeats(request, 'SAE', '2026-09-15');
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Basket ${SEATS_GONE}` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `Summary ${SEATS_GONE}` })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('a discount code on the booked basket updates the booking and its totals', async ({ page }) => {
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
    trips: [dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', '2026-07-24')],
  });
  await page.evaluate(() => sessionStorage.setItem('tourdesk.addOnPopupShown', 'true'));
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const summary = page.locator('#payment_checkout');
  // The price block's Total line (the card blocks that follow add the card fee).
  const total = summary.locator('[data-money-role="total"]').first().getByRole('definition');
  await expect(total).toHaveText('£143.00');
  await expect(summary.getByText(/^Discount \(/)).toHaveCount(0);

  const updates: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) updates.push(body.operationName);
  });
  const code = summary.getByRole('textbox', { name: 'Discount code' });
  await code.fill('WINTER2024');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Invalid or expired coupon code.')).toBeVisible();
  await expect(total).toHaveText('£143.00');
  await code.fill('HIGHLAND10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Code HIGHLAND10 applied')).toBeVisible();
  await expect(summary.getByText('Invalid or expired coupon code.')).toHaveCount(0);
  await expect(summary.getByText('Discount (10%)', { exact: true })).toBeVisible();
  await expect(total).toHaveText('£128.70');
  expect(updates.filter((name) => name === 'ApplyBookingPromoCode')).toHaveLength(2);

  // The code is stored on the booking: a reload shows it applied.
  await page.reload();
  await expect(page.locator('#payment_checkout').getByText('Code HIGHLAND10 applied')).toBeVisible();
});

test("a trip with a pick-up point says 'Pick-up: {point} at {HH:MM}' and its cancellation policy in the cart and at checkout", async ({
  page,
}) => {
  const date = '2026-07-21';
  const { tour } = await graphql<{
    tour: { pickupPoints: { originalId: string; name: string; pickupTime: string | null }[] };
  }>(
    page.request,
    `
      query ($d: Date) {
        tour(tourId: "LNE") {
          pickupPoints(departureDate: $d) {
            originalId
            name
            pickupTime
          }
        }
      }
    `,
    { d: date },
  );
  const point = tour.pickupPoints.find((candidate) => candidate.pickupTime !== null)!;
  const line = `Pick-up: ${point.name} at ${point.pickupTime}`;
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [
      { ...dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', date), pickupPointId: point.originalId },
    ],
  });
  await expect(
    tripRow(page, 'Loch Ness, Glencoe & the Highlands').getByText(line, { exact: true }),
  ).toBeVisible();
  // 50 days before departure on 2026-06-01: the 30-59 days fee now.
  const policy =
    'Cancellation policy: 25 % cancellation fee if cancelled now; 50 % from 22 June 2026; no refund from 15 July. Card fees are not refunded.';
  await expect(tripRow(page, 'Loch Ness, Glencoe & the Highlands').getByText(policy)).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `artifacts/screenshots/cart-pickup-${width}.png`, fullPage: true });
  }

  await page.evaluate(() => sessionStorage.setItem('tourdesk.addOnPopupShown', 'true'));
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(
    page.getByRole('region', { name: 'Your trips' }).getByText(line, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your trips' }).getByText(policy)).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `artifacts/screenshots/checkout-pickup-${width}.png`, fullPage: true });
  }
});
