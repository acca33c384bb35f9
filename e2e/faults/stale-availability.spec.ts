import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../ports.mjs';
import { expectNoAxeViolations } from '../axe';
import { SCRIPT_HEADERS } from '../script-token';

// While the provider cannot be asked for capacity, the tour calendar shows the last capacity read
// and says 'Availability may have changed' (schema CalendarMonth.availabilityMayHaveChanged); quotes and
// bookings always read fresh. provider-sim SIM_TODAY=2026-06-01. It makes every capacity read of the shared
// simulator fail for a moment: the 'faults' project runs it after every other project (playwright.config.ts).

const SIM = `http://127.0.0.1:${E2E_PORTS.providerSim}`;
const NOTE = /^Availability may have changed/;

/** A June departure of LNE with seats, from the gateway's calendar. */
async function openJuneDay(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/graphql', {
    headers: SCRIPT_HEADERS,
    data: {
      query: `{ tour(tourId: "LNE") { calendar(year: 2026, month: 6) { weeks { days { date selectable isCurrentMonth onRequest } } } } }`,
    },
  });
  const body = (await answer.json()) as {
    data: {
      tour: {
        calendar: {
          weeks: {
            days: { date: string; selectable: boolean; isCurrentMonth: boolean; onRequest: boolean }[];
          }[];
        };
      };
    };
  };
  const day = body.data.tour.calendar.weeks
    .flatMap((week) => week.days)
    .find((d) => d.selectable && d.isCurrentMonth && !d.onRequest);
  if (!day) throw new Error('no open June day of LNE');
  return day.date;
}

test('a calendar read while capacity cannot be fetched shows the last seats and says availability may have changed', async ({
  page,
  request,
}) => {
  await page.goto('/?open=LNE');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('grid', { name: /Choose a date/ })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/^\d+ left$|^5 \+$|^Last seats$/).first()).toBeAttached();
  await expect(panel.getByText(NOTE)).toHaveCount(0);

  // Someone books in this month (its cached capacity is out of date at once), then the provider's capacity
  // calls start failing.
  const date = await openJuneDay(request);
  const booked = await request.post('/graphql', {
    headers: SCRIPT_HEADERS,
    data: {
      query: `mutation($b: BasketInput!, $k: String!) { book(basket: $b, idempotencyKey: $k) { booking { groupBookingId } } }`,
      variables: {
        b: { passengers: [{ ageCategory: 'ADULT' }], trips: [{ tourId: 'LNE', departureDate: date }] },
        k: crypto.randomUUID(),
      },
    },
  });
  expect(
    ((await booked.json()) as { data: { book: { booking: unknown } } }).data.book.booking,
  ).not.toBeNull();
  await request.put(`${SIM}/_sim/faults`, { data: { errorRate: { getCapacity: 1 } } });
  try {
    await page.reload();
    await expect(panel.getByRole('grid', { name: /Choose a date/ })).toBeVisible({ timeout: 15_000 });
    const note = panel.getByRole('status').filter({ hasText: NOTE });
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      'Availability may have changed: we could not check the latest seats just now. Seats are checked again before you book.',
    );
    // The days still show their (last known) seats and can be chosen.
    await expect(panel.getByText(/^\d+ left$|^5 \+$|^Last seats$/).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'artifacts/screenshots/tour-panel-stale-availability-desktop.png' });
    await page.setViewportSize({ width: 375, height: 667 });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'artifacts/screenshots/tour-panel-stale-availability-mobile.png' });
  } finally {
    await request.put(`${SIM}/_sim/faults`, { data: {} });
  }
  await page.reload();
  await expect(panel.getByRole('grid', { name: /Choose a date/ })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(NOTE)).toHaveCount(0);
});
