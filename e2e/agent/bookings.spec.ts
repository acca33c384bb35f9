import { expect, test } from '@playwright/test';
import { findBookingWithPassengers, graphql, openSignedIn } from './agent-session';

// Seed 000 §2 Manage Bookings (as agents work it: upcoming first, filters, sorts, state in the address) and Booking
// detail, §3 Cancellation, §4 booking cancellation.

test('lists the seeded bookings, searches and opens one', async ({ page }) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await page.getByRole('link', { name: 'Manage Booking' }).click();
  await expect(page).toHaveURL(/\/manage_bookings$/);
  const table = page.getByRole('table');
  for (const column of [
    'DEPARTURE DATE',
    'BOOKING ID',
    'AGENT REFERENCE',
    'LEAD GUEST',
    'BOOKING DATE',
    'CONSULTANT',
    'STATUS',
  ]) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('navigation', { name: 'Bookings pages' })).toContainText('Page 1 of');

  const firstId = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
  await page.getByLabel(/Search bookings/).fill(firstId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${firstId}`));
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: `Open booking ${firstId}` }).click();
  await expect(page).toHaveURL(/\/search\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${firstId}`);
  await expect(page.getByText('Consultant', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Nett price');
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.bookingDetails'))).toContain(firstId);
});

test("puts today's or the next departure first, filters by status, sorts by a column; Back keeps it all", async ({
  page,
}) => {
  await openSignedIn(page, 'demo-agent', 'Isla Fraser');
  // The agency's soonest departure from today (2026-06-01 on the simulator), asked for through the gateway.
  const { agentBookings: soonest } = await graphql<{
    agentBookings: { rows: { groupBookingId: string; departureDate: string }[] };
  }>(
    page,
    `
      {
        agentBookings(
          filter: { departureFrom: "2026-06-01" }
          sort: { field: DEPARTURE_DATE, direction: ASC }
          pageSize: 1
        ) {
          rows {
            groupBookingId
            departureDate
          }
        }
      }
    `,
  );
  const next = soonest.rows[0]!;
  await page.getByRole('link', { name: 'Manage Booking' }).click();
  const table = page.getByRole('table');
  const firstRow = table.getByRole('row').nth(1);
  const [y, m, d] = next.departureDate.split('-');
  await expect(firstRow.getByRole('cell').nth(0)).toHaveText(`${d}/${m}/${y}`);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(next.groupBookingId);
  await expect(
    page.getByText('Upcoming departures first, then past departures', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Status').selectOption('CANCELLED');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/status=CANCELLED/);
  const statuses = table.getByRole('row').locator('td[data-label="STATUS"]');
  await expect(statuses.first()).toHaveText('Cancelled');
  expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Cancelled']));

  const bookingDate = table.getByRole('columnheader', { name: 'BOOKING DATE' });
  await bookingDate.getByRole('link').click();
  await expect(bookingDate).toHaveAttribute('aria-sort', 'ascending');
  await bookingDate.getByRole('link').click();
  await expect(bookingDate).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=booking_date&dir=desc/);
  const dates = await table.locator('td[data-label="BOOKING DATE"]').allInnerTexts();
  const iso = dates.map((text) => text.split('/').reverse().join('-'));
  expect(iso).toEqual([...iso].sort().reverse());

  const address = page.url();
  const opened = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  await page.getByRole('button', { name: `Open booking ${opened}` }).click();
  await expect(page).toHaveURL(/\/search\/details$/);
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(page.getByLabel('Status')).toHaveValue('CANCELLED');
  await expect(bookingDate).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(opened);

  await page.getByRole('link', { name: 'Upcoming departures first' }).click();
  await expect(bookingDate).not.toHaveAttribute('aria-sort');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/manage_bookings$/);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(next.groupBookingId);
});

test('filters by a departure range typed into the date fields; a reversed range is refused at its field', async ({
  page,
}) => {
  await openSignedIn(page, 'heather-agent', 'Rory Mackenzie');
  await page.goto('/manage_bookings');
  const from = page.getByRole('group', { name: 'Departing from' });
  const until = page.getByRole('group', { name: 'Departing until' });
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.type('01072026');
  await until.getByRole('spinbutton').first().click();
  await page.keyboard.type('31072026');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-07-01&to=2026-07-31/);
  const departures = page.getByRole('table').locator('td[data-label="DEPARTURE DATE"]');
  await expect(departures.first()).toHaveText(/\/07\/2026$/);
  const dates = await departures.allInnerTexts();
  expect(dates.every((date) => date.endsWith('/07/2026'))).toBe(true);
  const iso = dates.map((date) => date.split('/').reverse().join('-'));
  expect(iso).toEqual([...iso].sort());

  await until.getByRole('spinbutton').first().click();
  await page.keyboard.type('15062026');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // react-aria's description of the group reads the date first, then the message.
  await expect(until).toHaveAccessibleDescription(
    /Please choose a 'Departing until' date on or after 'Departing from'\.$/,
  );
  await expect(until).toHaveAttribute('data-invalid', 'true');
  await expect(page).toHaveURL(/to=2026-07-31/);
});

test('cancelling one of two passengers leaves one (keyboard only in the dialog)', async ({ page }) => {
  await openSignedIn(page, 'heather-agent', 'Ailsa Munro');
  const id = await findBookingWithPassengers(page, 2);
  const { booking } = await graphql<{
    booking: { guests: { firstName: string; familyName: string }[] };
  }>(
    page,
    `
      query ($id: ID!) {
        booking(groupBookingId: $id) {
          guests {
            firstName
            familyName
          }
        }
      }
    `,
    { id },
  );
  const [firstGuest, secondGuest] = booking.guests;
  await page.goto(`/manage_bookings?q=${id}`);
  await page.getByRole('button', { name: `Open booking ${id}` }).click();
  const boxes = page.getByRole('checkbox', { name: /^Cancel / });
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await boxes.nth(1).uncheck();

  await page.getByRole('button', { name: 'Cancel Booking' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Cancellation fees and refunds' })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm Cancellation' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /explained the booking terms/ }).focus();
  await page.keyboard.press('Space');
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /^Cancel / })).toHaveCount(1);
  await expect(page).toHaveURL(/\/search\/details$/);

  // Manage Bookings leads with the guest still travelling; the booking keeps its status as text.
  await page.goto(`/manage_bookings?q=${id}`);
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.locator('td[data-label="LEAD GUEST"]')).toHaveText(
    `${secondGuest!.firstName} ${secondGuest!.familyName}`,
  );
  await expect(row).not.toContainText(`${firstGuest!.firstName} ${firstGuest!.familyName}`);
  await expect(row.locator('td[data-label="STATUS"]')).toHaveText('Confirmed');
});

test('cancelling all passengers returns to /manage_bookings; Escape closes the dialog', async ({ page }) => {
  await openSignedIn(page, 'heather-agent', 'Rory Mackenzie');
  const id = await findBookingWithPassengers(page, 2, 1);
  await page.goto(`/manage_bookings?q=${id}`);
  await page.getByRole('button', { name: `Open booking ${id}` }).click();
  const trigger = page.getByRole('button', { name: 'Cancel Booking' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await dialog.getByRole('checkbox', { name: /explained the booking terms/ }).check();
  await dialog.getByRole('checkbox', { name: /wish to proceed/ }).check();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page).toHaveURL(/\/manage_bookings$/);
});
